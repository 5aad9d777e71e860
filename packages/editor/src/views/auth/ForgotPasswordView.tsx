import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { forgotPassword } from '../../api/auth';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { FormError } from '../../components/auth/FormError';
import { Button } from '../../components/ui/Button';
import { Field, TextInput } from '../../components/ui/Field';
import { Icon } from '../../components/ui/Icon';
import { emailError } from '../../stores/users/validation';

/**
 * The answer to every accepted request, whether or not the address has an account, so the page
 * never tells who has one.
 */
export const FORGOT_PASSWORD_SENT =
  'If this email address has an account, a link to reset the password is on its way. Check your inbox and spam folder.';

/** Requests a password reset e-mail (POST /forgot-password). */
export default function ForgotPasswordView() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (e) {
      setServerError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Reset your password"
      subtitle={
        sentTo
          ? undefined
          : "Enter the email address of your account and we'll send you a link to choose a new password."
      }
      testId="forgot-password-view"
      footer={<Link to="/signin">Back to sign in</Link>}
    >
      {sentTo ? (
        <div className="auth-result" role="status" data-testid="forgot-password-sent">
          <div className="auth-result__icon">
            <Icon name="check" size={22} />
          </div>
          <p>{FORGOT_PASSWORD_SENT}</p>
          <Button variant="link" onClick={() => setSentTo(null)}>
            Use another address
          </Button>
        </div>
      ) : (
        <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Forgot password">
          <FormError error={serverError} />
          <Field label="Email" error={error} required>
            {(p) => (
              <TextInput
                {...p}
                name="email"
                type="email"
                autoComplete="email"
                placeholder="name@company.com"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(null);
                }}
                autoFocus
                data-testid="forgot-email"
              />
            )}
          </Field>
          <Button type="submit" variant="primary" size="lg" block loading={busy} data-testid="forgot-submit">
            Send reset link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
