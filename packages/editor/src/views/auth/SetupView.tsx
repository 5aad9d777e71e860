import { Placeholder } from '../Placeholder';

/** Set up owner account. */
export default function SetupView() {
  return <Placeholder title="Set up owner account" />;
}
