import { Placeholder } from '../Placeholder';

/** Template. */
export default function TemplatesWorkflowView() {
  return <Placeholder title="Template" />;
}
