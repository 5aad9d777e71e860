import { marked } from 'marked';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TemplateWorkflowFull } from '../../api/templates';
import { WorkflowPreview } from '../../components/templates/WorkflowPreview';
import { nodeTypeLabel } from '../../components/templates/preview-labels';
import { getNodeType } from '../../stores/node-types/state';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { Loading, LoadError } from '../../components/ui/States';
import { useTemplatesStore } from '../../stores/templates/store';
import { sanitizeHtml } from '../../utils/sanitize';
import '../../styles/templates.css';

/** One template: its description, a read-only preview, and 'use this workflow'. */
export default function TemplatesWorkflowView() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const workflow = useTemplatesStore((s) => s.workflows[id]) as (TemplateWorkflowFull & { full?: boolean }) | undefined;
  const [error, setError] = useState<unknown>(null);
  const byName = useNodeTypesStore((s) => s.byName);
  useEffect(() => {
    setError(null);
    useTemplatesStore.getState().loadWorkflow(id).catch(setError);
  }, [id]);

  if (error)
    return (
      <div className="page">
        <LoadError error={error} />
      </div>
    );
  if (!workflow?.full) return <Loading label="Loading template…" />;
  const nodes = workflow.workflow?.nodes ?? [];
  const description = sanitizeHtml(String(marked.parse(workflow.description ?? '', { async: false })));
  return (
    <div className="page" data-testid="template-view">
      <Link
        to="/templates"
        className="row muted"
        style={{ marginBottom: 'var(--space-4)', fontSize: 'var(--text-md)' }}
      >
        <Icon name="chevronLeft" /> Back to templates
      </Link>
      <header className="page-header">
        <div style={{ flex: 1, minWidth: 0 }}>
          <h1 className="page-header__title">{workflow.name}</h1>
          {workflow.user?.username && <p className="page-header__subtitle">by {workflow.user.username}</p>}
        </div>
        <Button
          variant="primary"
          icon="download"
          onClick={() => void navigate(`/workflows/templates/${id}`)}
          data-testid="use-template"
        >
          Use this workflow
        </Button>
      </header>
      <div className="stack" style={{ gap: 'var(--space-6)' }}>
        <WorkflowPreview nodes={nodes as any} connections={workflow.workflow?.connections ?? {}} height={360} />
        <div className="template-detail">
          <div className="template-detail__description" dangerouslySetInnerHTML={{ __html: description }} />
          <aside className="template-detail__aside">
            {workflow.categories && workflow.categories.length > 0 && (
              <div className="card card--pad stack" style={{ gap: 'var(--space-2)' }}>
                <h3>Categories</h3>
                <div className="row" style={{ flexWrap: 'wrap' }}>
                  {workflow.categories.map((c) => (
                    <span key={c.id} className="badge badge--primary">
                      {c.name}
                    </span>
                  ))}
                </div>
              </div>
            )}
            <div className="card card--pad stack" style={{ gap: 'var(--space-2)' }}>
              <h3>Nodes</h3>
              <div className="row" style={{ flexWrap: 'wrap' }}>
                {[
                  ...new Set(
                    nodes
                      .filter((n) => !/stickyNote/i.test(n.type))
                      .map((n) => nodeTypeLabel(String(n.type), (t) => getNodeType({ byName, loaded: true }, t))),
                  ),
                ].map((t) => (
                  <span key={t} className="badge">
                    {t}
                  </span>
                ))}
              </div>
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}
