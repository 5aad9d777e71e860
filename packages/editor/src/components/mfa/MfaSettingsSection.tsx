import { useState, type SubmitEvent } from 'react';
import { disableMfa, enableMfa, getMfaEnrolment, type MfaEnrolment } from '../../api/mfa';
import { FormError } from '../auth/FormError';
import { Button } from '../ui/Button';
import { Field, TextInput } from '../ui/Field';
import { Icon } from '../ui/Icon';
import { CopyButton } from '../users/CopyButton';
import { toast } from '../../stores/toasts/store';
import { useUsersStore } from '../../stores/users/store';
import type { User } from '../../stores/users/state';
import { downloadRecoveryCodes, recoveryCodesText } from './recovery-codes';
import '../../styles/mfa.css';

/**
 * Personal settings' two-factor section: turn TOTP on (QR code, secret, recovery codes to copy or
 * download, then a code from the app) or off (with a code or a recovery code).
 */
export function MfaSettingsSection({ user, required = false }: { user: User; required?: boolean }) {
  const setCurrent = useUsersStore((s) => s.setCurrent);
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const enabled = !!user.mfaEnabled;
  const account = user.email ?? '';

  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      setEnrolment(await getMfaEnrolment());
      setCode('');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const enable = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      setCurrent(await enableMfa(code.trim()));
      setEnrolment(null);
      setCode('');
      toast.success('Two-factor authentication is on', 'Keep your recovery codes somewhere safe.');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const disable = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      setCurrent(await disableMfa(useRecovery ? { mfaRecoveryCode: code.trim() } : { mfaCode: code.trim() }));
      setCode('');
      toast.success('Two-factor authentication is off');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="personal-mfa" data-testid="mfa-section">
      <div
        className="settings-section__head"
        style={{ marginBottom: enabled || enrolment ? undefined : 0, alignItems: 'center' }}
      >
        <div style={{ flex: 1 }}>
          <h2 className="settings-section__title" id="personal-mfa">
            Two-factor authentication{' '}
            <span
              className={`badge ${enabled ? 'badge--success' : required ? 'badge--warning' : ''}`}
              data-testid="mfa-state"
            >
              {enabled ? 'On' : required ? 'Required' : 'Off'}
            </span>
          </h2>
          <p className="settings-section__text">
            {enabled
              ? 'Signing in asks for a code from your authenticator app, or one of your recovery codes.'
              : required
                ? 'The instance owner requires two-factor authentication. Set it up to keep using Weft.'
                : 'Protect your account with a code from an authenticator app (such as 1Password, Google Authenticator or Authy) at sign-in.'}
          </p>
        </div>
        {!enabled && !enrolment && (
          <Button variant="primary" icon="lock" loading={busy} onClick={() => void start()} data-testid="mfa-setup">
            Set up
          </Button>
        )}
      </div>
      {!enrolment && !enabled && <FormError error={error} />}
      {enrolment && !enabled && (
        <form onSubmit={(e) => void enable(e)} noValidate data-testid="mfa-enrol">
          <FormError error={error} />
          <div className="mfa-enrol">
            <div className="mfa-qr" data-testid="mfa-qr">
              <img src={enrolment.qrCodeImage} alt="QR code to scan with your authenticator app" />
            </div>
            <div className="mfa-steps">
              <div>
                <div className="mfa-step__title">1. Scan the QR code with your authenticator app</div>
                <p className="settings-section__text" style={{ marginBottom: 6 }}>
                  Can’t scan it? Enter this key in the app instead:
                </p>
                <div className="mfa-inline">
                  <code className="mfa-secret" data-testid="mfa-secret">
                    {enrolment.secret}
                  </code>
                  <CopyButton text={enrolment.secret} aria-label="Copy the key" data-testid="mfa-secret-copy" />
                </div>
              </div>
              <div>
                <div className="mfa-step__title">2. Save your recovery codes</div>
                <p className="settings-section__text" style={{ marginBottom: 6 }}>
                  Each code signs you in once if you lose your phone. They are not shown again.
                </p>
                <div className="mfa-codes" data-testid="mfa-recovery-codes">
                  {enrolment.recoveryCodes.map((c) => (
                    <span key={c}>{c}</span>
                  ))}
                </div>
                <div className="mfa-actions" style={{ marginTop: 'var(--space-2)' }}>
                  <CopyButton
                    text={recoveryCodesText(enrolment.recoveryCodes, account)}
                    label="Copy codes"
                    data-testid="mfa-codes-copy"
                  />
                  <Button
                    size="sm"
                    icon="download"
                    onClick={() => downloadRecoveryCodes(enrolment.recoveryCodes, account)}
                    data-testid="mfa-codes-download"
                  >
                    Download
                  </Button>
                </div>
              </div>
              <div>
                <div className="mfa-step__title">3. Enter the 6-digit code from the app</div>
                <div className="mfa-inline">
                  <Field label="Code" required>
                    {(p) => (
                      <TextInput
                        {...p}
                        className="mfa-code-input"
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={6}
                        value={code}
                        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                        data-testid="mfa-code-input"
                      />
                    )}
                  </Field>
                  <Button
                    type="submit"
                    variant="primary"
                    loading={busy}
                    disabled={code.length !== 6}
                    data-testid="mfa-enable"
                  >
                    Turn on
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setEnrolment(null);
                      setError(null);
                    }}
                  >
                    Cancel
                  </Button>
                </div>
              </div>
            </div>
          </div>
        </form>
      )}
      {enabled && (
        <form onSubmit={(e) => void disable(e)} noValidate data-testid="mfa-disable-form">
          <FormError error={error} />
          <div className="mfa-inline">
            <Field label={useRecovery ? 'Recovery code' : 'Code from your app'} required>
              {(p) => (
                <TextInput
                  {...p}
                  className={useRecovery ? undefined : 'mfa-code-input'}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  autoComplete="one-time-code"
                  data-testid="mfa-disable-input"
                />
              )}
            </Field>
            <Button
              type="submit"
              variant="danger"
              icon="power"
              loading={busy}
              disabled={!code.trim()}
              data-testid="mfa-disable"
            >
              Turn off
            </Button>
            <Button
              variant="link"
              onClick={() => {
                setUseRecovery((r) => !r);
                setCode('');
              }}
              data-testid="mfa-disable-toggle"
            >
              {useRecovery ? 'Use a code from the app' : 'Use a recovery code'}
            </Button>
          </div>
          <p className="settings-section__text" style={{ marginTop: 'var(--space-2)' }}>
            <Icon name="info" size={12} /> Lost your device and your codes? The operator can run{' '}
            <code>weft mfa:disable --email {account}</code>.
          </p>
        </form>
      )}
    </section>
  );
}
