import { Placeholder } from '../Placeholder';

/** Workflows. */
export default function WorkflowsView() {
  return <Placeholder title="Workflows" />;
}
