import { useState, type SubmitEvent } from 'react';
import { FormError } from '../auth/FormError';
import { Button } from '../ui/Button';
import { Field, TextInput } from '../ui/Field';
import '../../styles/mfa.css';

export interface MfaLoginStepProps {
  /** Signs in with the second factor; a rejection is shown inline. */
  onSubmit(second: { mfaCode?: string; mfaRecoveryCode?: string }): Promise<void>;
  /** Back to e-mail and password. */
  onBack(): void;
}

/** The sign-in step after the password, for users with two-factor authentication on. */
export function MfaLoginStep({ onSubmit, onBack }: MfaLoginStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onSubmit(recovery ? { mfaRecoveryCode: value.trim() } : { mfaCode: value.trim() });
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <form
      className="auth-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Two-factor authentication"
      data-testid="mfa-login"
    >
      <p className="settings-section__text" style={{ marginTop: 0 }}>
        {recovery
          ? 'Enter one of your recovery codes. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <FormError error={error} />
      <Field label={recovery ? 'Recovery code' : 'Code'} required>
        {(p) => (
          <TextInput
            {...p}
            key={recovery ? 'recovery' : 'code'}
            className={recovery ? undefined : 'mfa-code-input'}
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            maxLength={recovery ? 64 : 6}
            value={value}
            onChange={(e) => setValue(recovery ? e.target.value : e.target.value.replace(/\D/g, ''))}
            autoFocus
            data-testid="mfa-login-input"
          />
        )}
      </Field>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        loading={busy}
        disabled={recovery ? !value.trim() : value.length !== 6}
        data-testid="mfa-login-submit"
      >
        Continue
      </Button>
      <div className="auth-form__aside" style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button variant="link" onClick={onBack} data-testid="mfa-login-back">
          Back
        </Button>
        <Button
          variant="link"
          onClick={() => {
            setRecovery((r) => !r);
            setValue('');
            setError(null);
          }}
          data-testid="mfa-login-toggle"
        >
          {recovery ? 'Use a code from the app' : 'Use a recovery code'}
        </Button>
      </div>
    </form>
  );
}
