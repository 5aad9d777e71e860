import { useEffect, useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resolvePasswordToken } from '../../api/auth';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { errorMessage, FormError } from '../../components/auth/FormError';
import { PasswordHints } from '../../components/auth/PasswordHints';
import { PasswordInput } from '../../components/auth/PasswordInput';
import { Button } from '../../components/ui/Button';
import { Field, TextInput } from '../../components/ui/Field';
import { Icon } from '../../components/ui/Icon';
import { Loading } from '../../components/ui/States';
import { toast } from '../../stores/toasts/store';
import { useUsersStore } from '../../stores/users/store';
import { passwordError } from '../../stores/users/validation';

type Token = { state: 'loading' } | { state: 'invalid'; error: unknown } | { state: 'ready'; mfaEnabled: boolean };

/** Chooses a new password from a reset link: /change-password?token=&userId= (GET /resolve-password-token, POST /change-password). */
export default function ChangePasswordView() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const userId = params.get('userId') ?? undefined;
  const changePassword = useUsersStore((s) => s.changePasswordWithToken);
  const [status, setStatus] = useState<Token>({ state: 'loading' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null; mfaCode?: string | null }>(
    {},
  );
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [mfaCode, setMfaCode] = useState('');

  useEffect(() => {
    if (!token) {
      setStatus({ state: 'invalid', error: new Error('This password reset link is incomplete. Request a new one.') });
      return;
    }
    let live = true;
    resolvePasswordToken(token, userId)
      .then(
        (answer) =>
          live &&
          setStatus({ state: 'ready', mfaEnabled: !!(answer as { mfaEnabled?: boolean } | undefined)?.mfaEnabled }),
      )
      .catch((error: unknown) => live && setStatus({ state: 'invalid', error }));
    return () => {
      live = false;
    };
  }, [token, userId]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const needsCode = status.state === 'ready' && status.mfaEnabled;
    const next = {
      password: passwordError(password),
      confirm: confirm === password ? null : 'The two passwords do not match',
      mfaCode: needsCode && !/^\d{6}$/.test(mfaCode) ? 'Enter the 6-digit code from your authenticator app' : null,
    };
    setErrors(next);
    if (next.password || next.confirm || next.mfaCode) return;
    setBusy(true);
    try {
      await changePassword(token, password, userId, needsCode ? mfaCode : undefined);
      toast.success('Password changed', 'You are signed in with your new password.');
      void navigate('/home/workflows', { replace: true });
    } catch (error) {
      setServerError(error);
      setBusy(false);
    }
  };

  if (status.state === 'loading') {
    return (
      <AuthLayout title="Choose a new password" testId="change-password-view">
        <Loading label="Checking your link…" />
      </AuthLayout>
    );
  }
  if (status.state === 'invalid') {
    return (
      <AuthLayout
        title="This link can't be used"
        testId="change-password-view"
        footer={<Link to="/signin">Back to sign in</Link>}
      >
        <div className="auth-result" role="alert" data-testid="change-password-invalid">
          <div className="auth-result__icon auth-result__icon--danger">
            <Icon name="alert" size={22} />
          </div>
          <p>{errorMessage(status.error)}</p>
          <Link to="/forgot-password" className="btn">
            Request a new link
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Pick a password you don't use anywhere else."
      testId="change-password-view"
      footer={<Link to="/signin">Back to sign in</Link>}
    >
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
        <FormError error={serverError} />
        <Field label="New password" error={errors.password} required>
          {(p) => (
            <PasswordInput
              {...p}
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors((errs) => ({ ...errs, password: null }));
              }}
              autoFocus
              data-testid="change-password-new"
            />
          )}
        </Field>
        <PasswordHints password={password} />
        <Field label="Repeat the new password" error={errors.confirm} required>
          {(p) => (
            <PasswordInput
              {...p}
              name="confirm"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => {
                setConfirm(e.target.value);
                setErrors((errs) => ({ ...errs, confirm: null }));
              }}
              data-testid="change-password-confirm"
            />
          )}
        </Field>
        {status.mfaEnabled && (
          <Field
            label="Two-factor code"
            error={errors.mfaCode}
            hint="Your account has two-factor authentication: enter the code from your app."
            required
          >
            {(p) => (
              <TextInput
                {...p}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={mfaCode}
                onChange={(e) => {
                  setMfaCode(e.target.value.replace(/\D/g, ''));
                  setErrors((errs) => ({ ...errs, mfaCode: null }));
                }}
                data-testid="change-password-mfa-code"
              />
            )}
          </Field>
        )}
        <Button type="submit" variant="primary" size="lg" block loading={busy} data-testid="change-password-submit">
          Change password
        </Button>
      </form>
    </AuthLayout>
  );
}
