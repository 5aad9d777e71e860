import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { emailError } from '../../stores/users/validation';
import { Button } from '../ui/Button';
import { Field, TextInput } from '../ui/Field';
import { FormError } from './FormError';
import { PasswordInput } from './PasswordInput';

export interface SigninFormProps {
  /** Signs in; a rejection is shown inline. */
  onSubmit(login: string, password: string): Promise<void>;
  /**
   * With LDAP sign-in on, the label of the login field (settings.sso.ldap.loginLabel). The field
   * then accepts an LDAP login id as well as an e-mail address.
   */
  ldapLoginLabel?: string | null;
  /** Where the SAML button goes, when SAML sign-in is on. */
  samlUrl?: string | null;
  samlLabel?: string | null;
  /** Whether to offer the forgot-password link. */
  showForgotPassword?: boolean;
}

/** The sign-in form: e-mail (or LDAP login id) and password, with an SSO button when SAML is on. */
export function SigninForm({
  onSubmit,
  ldapLoginLabel,
  samlUrl,
  samlLabel,
  showForgotPassword = true,
}: SigninFormProps) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ login?: string | null; password?: string | null }>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const ldap = !!ldapLoginLabel;

  const validate = () => {
    const next = {
      login: ldap ? (login.trim() ? null : `Enter your ${ldapLoginLabel}`) : emailError(login),
      password: password ? null : 'Enter your password',
    };
    setErrors(next);
    return !next.login && !next.password;
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    if (!validate()) return;
    setBusy(true);
    try {
      await onSubmit(login.trim(), password);
    } catch (error) {
      setServerError(error);
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Sign in">
      <FormError error={serverError} />
      <Field label={ldap ? ldapLoginLabel : 'Email'} error={errors.login} required>
        {(p) => (
          <TextInput
            {...p}
            name="email"
            type={ldap ? 'text' : 'email'}
            autoComplete={ldap ? 'username' : 'email'}
            placeholder={ldap ? undefined : 'name@company.com'}
            value={login}
            onChange={(e) => {
              setLogin(e.target.value);
              setErrors((errs) => ({ ...errs, login: null }));
            }}
            autoFocus
            data-testid="signin-email"
          />
        )}
      </Field>
      <Field label="Password" error={errors.password} required>
        {(p) => (
          <PasswordInput
            {...p}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((errs) => ({ ...errs, password: null }));
            }}
            data-testid="signin-password"
          />
        )}
      </Field>
      {showForgotPassword && (
        <div className="auth-form__aside">
          <Link to="/forgot-password" data-testid="forgot-password-link">
            Forgot your password?
          </Link>
        </div>
      )}
      <Button type="submit" variant="primary" size="lg" block loading={busy} data-testid="signin-submit">
        Sign in
      </Button>
      {samlUrl && (
        <>
          <div className="auth-divider" role="separator">
            <span>or</span>
          </div>
          <Button size="lg" block icon="lock" onClick={() => window.location.assign(samlUrl)} data-testid="signin-saml">
            {samlLabel || 'Sign in with SSO'}
          </Button>
        </>
      )}
    </form>
  );
}
