import { Placeholder } from '../Placeholder';

/** Executions. */
export default function ExecutionsView() {
  return <Placeholder title="Executions" />;
}
