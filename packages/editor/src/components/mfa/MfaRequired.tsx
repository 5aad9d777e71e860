import type { ReactNode } from 'react';
import { PageHeader } from '../ui/States';
import { useSettingsStore } from '../../stores/settings/store';
import { useCurrentUser } from '../../stores/users/store';
import { MfaSettingsSection } from './MfaSettingsSection';

/**
 * While the owner requires two-factor authentication, a signed-in user without it sees only its
 * set-up (the server refuses their other calls); once it is on, `children` shows again.
 */
export function MfaRequiredGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const enforced = useSettingsStore((s) => s.settings?.mfa?.enforced ?? false);
  if (!enforced || !user || user.isDefaultUser || user.mfaEnabled) return <>{children}</>;
  return (
    <div className="settings-page" data-testid="mfa-required">
      <PageHeader
        title="Set up two-factor authentication"
        subtitle="The instance owner requires it of everyone before you continue."
      />
      <MfaSettingsSection user={user} required />
    </div>
  );
}
