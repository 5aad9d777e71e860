import { Placeholder } from '../Placeholder';

/** Community nodes. */
export default function CommunityNodesView() {
  return <Placeholder title="Community nodes" />;
}
