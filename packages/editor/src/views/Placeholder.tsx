import { EmptyState, PageHeader } from '../components/ui/States';

/** Stands in for a screen that is being built. */
export function Placeholder({ title }: { title: string }) {
  return (
    <div className="page">
      <PageHeader title={title} />
      <EmptyState title={`${title} is on its way`}>This screen is being built.</EmptyState>
    </div>
  );
}
