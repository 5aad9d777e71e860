import { Placeholder } from '../Placeholder';

/** API. */
export default function ApiSettingsView() {
  return <Placeholder title="API" />;
}
