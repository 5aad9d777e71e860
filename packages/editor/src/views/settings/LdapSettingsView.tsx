import { Placeholder } from '../Placeholder';

/** LDAP. */
export default function LdapSettingsView() {
  return <Placeholder title="LDAP" />;
}
