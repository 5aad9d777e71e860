import { Link } from 'react-router';
import type { TemplateWorkflowSummary } from '../../api/templates';

function nodeNames(w: TemplateWorkflowSummary): string[] {
  const names = (w.nodes ?? [])
    .map((n) => String(n.displayName ?? n.name ?? ''))
    .filter((n) => n && !/sticky/i.test(n));
  return [...new Set(names)].slice(0, 4);
}

/** A template in a grid: name, description, the nodes it uses, its author. */
export function TemplateCard({ workflow }: { workflow: TemplateWorkflowSummary }) {
  return (
    <Link to={`/templates/${workflow.id}`} className="template-card" data-testid="template-card">
      <div className="template-card__title">{workflow.name}</div>
      {workflow.description && (
        <div className="template-card__desc">{workflow.description.replace(/[#*_`>]/g, '').slice(0, 200)}</div>
      )}
      <div className="template-card__meta">
        {nodeNames(workflow).map((n) => (
          <span key={n} className="badge">
            {n}
          </span>
        ))}
        {workflow.user?.username && <span>by {workflow.user.username}</span>}
      </div>
    </Link>
  );
}
