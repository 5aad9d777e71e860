import { Placeholder } from '../Placeholder';

/** Personal settings. */
export default function PersonalSettingsView() {
  return <Placeholder title="Personal settings" />;
}
