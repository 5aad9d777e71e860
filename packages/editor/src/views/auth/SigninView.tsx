import { useNavigate, useSearchParams } from 'react-router';
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
  const ldap = settings?.sso?.ldap?.loginEnabled ? settings.sso.ldap.loginLabel || 'LDAP username or email' : null;
  const saml = settings?.sso?.saml?.loginEnabled ? `/rest/sso/saml/initsso?redirect=${encodeURIComponent(target)}` : null;
  return (
    <AuthLayout title="Sign in to Weft" subtitle="Welcome back. Sign in to your workflows." testId="signin-view">
      <SigninForm
        ldapLoginLabel={ldap}
        samlUrl={saml}
        samlLabel={settings?.sso?.saml?.loginLabel ? `Sign in with ${settings.sso.saml.loginLabel}` : null}
        onSubmit={async (login, password) => {
          await loginWithCreds(login, password);
          navigate(target, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
