import { Placeholder } from '../Placeholder';

/** Workflow. */
export default function NodeView() {
  return <Placeholder title="Workflow" />;
}
