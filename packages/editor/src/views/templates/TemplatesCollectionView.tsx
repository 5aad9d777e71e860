import { Placeholder } from '../Placeholder';

/** Collection. */
export default function TemplatesCollectionView() {
  return <Placeholder title="Collection" />;
}
