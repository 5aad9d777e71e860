import { Placeholder } from '../Placeholder';

/** Templates. */
export default function TemplatesSearchView() {
  return <Placeholder title="Templates" />;
}
