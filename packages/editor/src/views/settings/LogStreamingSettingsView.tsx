import { Placeholder } from '../Placeholder';

/** Log streaming. */
export default function LogStreamingSettingsView() {
  return <Placeholder title="Log streaming" />;
}
