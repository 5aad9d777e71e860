import { marked } from 'marked';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { TemplateCard } from '../../components/templates/TemplateCard';
import { Icon } from '../../components/ui/Icon';
import { Loading, LoadError, PageHeader } from '../../components/ui/States';
import { useTemplatesStore } from '../../stores/templates/store';
import { sanitizeHtml } from '../../utils/sanitize';
import '../../styles/templates.css';

/** A collection of templates and the workflows in it. */
export default function TemplatesCollectionView() {
  const { id = '' } = useParams();
  const collection = useTemplatesStore((s) => s.collections[id]);
  const workflows = useTemplatesStore((s) => s.workflows);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    setError(null);
    useTemplatesStore.getState().loadCollection(id).catch(setError);
  }, [id]);
  if (error)
    return (
      <div className="page">
        <LoadError error={error} />
      </div>
    );
  if (!collection?.full) return <Loading label="Loading collection…" />;
  return (
    <div className="page" data-testid="collection-view">
      <Link
        to="/templates"
        className="row muted"
        style={{ marginBottom: 'var(--space-4)', fontSize: 'var(--text-md)' }}
      >
        <Icon name="chevronLeft" /> Back to templates
      </Link>
      <PageHeader title={collection.name} subtitle={`${collection.workflows.length} workflows`} />
      {collection.description && (
        <div
          className="template-detail__description"
          style={{ marginBottom: 'var(--space-6)', maxWidth: 760 }}
          dangerouslySetInnerHTML={{
            __html: sanitizeHtml(String(marked.parse(collection.description, { async: false }))),
          }}
        />
      )}
      <div className="templates-grid">
        {collection.workflows.map((w) => {
          const full = workflows[String(w.id)] ?? w;
          return full.name ? <TemplateCard key={w.id} workflow={full as any} /> : null;
        })}
      </div>
    </div>
  );
}
