import { Placeholder } from '../Placeholder';

/** Users. */
export default function UsersSettingsView() {
  return <Placeholder title="Users" />;
}
