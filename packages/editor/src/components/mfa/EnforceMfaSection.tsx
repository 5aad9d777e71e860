import { useState } from 'react';
import { enforceMfa } from '../../api/mfa';
import { errorMessage } from '../auth/FormError';
import { useSettingsStore } from '../../stores/settings/store';
import { toast } from '../../stores/toasts/store';
import type { User } from '../../stores/users/state';
import '../../styles/mfa.css';

/** The owner's switch that requires two-factor authentication of every user. */
export function EnforceMfaSection({ me }: { me: User }) {
  const enforced = useSettingsStore((s) => s.settings?.mfa?.enforced ?? false);
  const [busy, setBusy] = useState(false);
  const ownMfa = !!me.mfaEnabled;

  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      const { enforced: now } = await enforceMfa(next);
      useSettingsStore.setState((s) =>
        s.settings ? { settings: { ...s.settings, mfa: { enabled: true, enforced: now } } } : {},
      );
      toast.success(
        now ? 'Two-factor authentication is now required' : 'Two-factor authentication is now optional',
        now ? 'Users without it are asked to set it up before they continue.' : undefined,
      );
    } catch (error) {
      toast.error(error, 'Could not change the setting', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="enforce-mfa" data-testid="enforce-mfa-section">
      <div className="settings-section__head" style={{ marginBottom: 0, alignItems: 'center' }}>
        <div style={{ flex: 1 }}>
          <h2 className="settings-section__title" id="enforce-mfa">
            Require two-factor authentication
          </h2>
          <p className="settings-section__text">
            {ownMfa
              ? 'Everyone must set up an authenticator app before they can use Weft.'
              : 'Turn on two-factor authentication for your own account first (Settings → Personal).'}
          </p>
        </div>
        <label className="scope-option" style={{ fontSize: 'var(--text-md)' }}>
          <input
            type="checkbox"
            role="switch"
            checked={enforced}
            disabled={busy || (!ownMfa && !enforced)}
            onChange={(e) => void toggle(e.target.checked)}
            aria-describedby="enforce-mfa"
            data-testid="enforce-mfa-switch"
          />
          {enforced ? 'Required' : 'Optional'}
        </label>
      </div>
    </section>
  );
}
