import { Placeholder } from '../Placeholder';

/** Workflow executions. */
export default function WorkflowExecutionsView() {
  return <Placeholder title="Workflow executions" />;
}
