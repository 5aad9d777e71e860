import { Placeholder } from '../Placeholder';

/** Usage and plan. */
export default function UsageView() {
  return <Placeholder title="Usage and plan" />;
}
