import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ResponseError } from '../../api/client';
import { MFA_REQUIRED_ERROR_CODE } from '../../api/mfa';
import { MfaLoginStep } from '../../components/mfa/MfaLoginStep';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { SigninForm } from '../../components/auth/SigninForm';
import { useSettingsStore } from '../../stores/settings/store';
import { useUsersStore } from '../../stores/users/store';
import { safeRedirect } from '../../stores/users/validation';

/**
 * Sign in with e-mail and password (or an LDAP login id when LDAP sign-in is on), or through SAML.
 * `?redirect=` is honoured when it is a path on this site.
 */
export default function SigninView() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const settings = useSettingsStore((s) => s.settings);
  const loginWithCreds = useUsersStore((s) => s.loginWithCreds);
  const target = safeRedirect(params.get('redirect'));
  // After a right password, users with two-factor authentication give a code (n8n's code 998).
  const [mfaFor, setMfaFor] = useState<{ login: string; password: string } | null>(null);
  const ldap = settings?.sso?.ldap?.loginEnabled ? settings.sso.ldap.loginLabel || 'LDAP username or email' : null;
  const saml = settings?.sso?.saml?.loginEnabled
    ? `/rest/sso/saml/initsso?redirect=${encodeURIComponent(target)}`
    : null;
  return (
    <AuthLayout
      title={mfaFor ? 'Two-factor authentication' : 'Sign in to Weft'}
      subtitle={mfaFor ? 'One more step to sign in.' : 'Welcome back. Sign in to your workflows.'}
      testId="signin-view"
    >
      {mfaFor ? (
        <MfaLoginStep
          onBack={() => setMfaFor(null)}
          onSubmit={async (second) => {
            await loginWithCreds(mfaFor.login, mfaFor.password, second);
            void navigate(target, { replace: true });
          }}
        />
      ) : (
        <SigninForm
          ldapLoginLabel={ldap}
          samlUrl={saml}
          samlLabel={settings?.sso?.saml?.loginLabel ? `Sign in with ${settings.sso.saml.loginLabel}` : null}
          onSubmit={async (login, password) => {
            try {
              await loginWithCreds(login, password);
            } catch (error) {
              if (error instanceof ResponseError && error.errorCode === MFA_REQUIRED_ERROR_CODE) {
                setMfaFor({ login, password });
                return;
              }
              throw error;
            }
            void navigate(target, { replace: true });
          }}
        />
      )}
    </AuthLayout>
  );
}
