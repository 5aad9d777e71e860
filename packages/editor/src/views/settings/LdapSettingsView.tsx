import * as Tabs from '@radix-ui/react-tabs';
import { LdapForm } from '../../components/sso/LdapForm';
import { SamlForm } from '../../components/sso/SamlForm';
import { PageHeader } from '../../components/ui/States';
import { useSettingsStore } from '../../stores/settings/store';
import '../../styles/settings.css';

/** Directory and single sign-on: LDAP and SAML, one of which can be the sign-in method. */
export default function LdapSettingsView() {
  const enterprise = useSettingsStore((s) => s.settings?.enterprise);
  return (
    <div className="page" data-testid="ldap-settings" style={{ maxWidth: 960 }}>
      <PageHeader
        title="LDAP and SAML"
        subtitle="Let people sign in with the accounts they already have. Only one of the two can be on at a time."
      />
      <Tabs.Root defaultValue={enterprise?.ldap === false ? 'saml' : 'ldap'}>
        <Tabs.List className="tabs" aria-label="Sign-in method" style={{ marginBottom: 'var(--space-5)' }}>
          {enterprise?.ldap !== false && (
            <Tabs.Trigger className="tab" value="ldap">
              LDAP
            </Tabs.Trigger>
          )}
          {enterprise?.saml !== false && (
            <Tabs.Trigger className="tab" value="saml">
              SAML
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="ldap">
          <LdapForm />
        </Tabs.Content>
        <Tabs.Content value="saml">
          <SamlForm />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
