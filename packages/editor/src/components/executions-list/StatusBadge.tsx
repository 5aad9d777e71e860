import type { ExecutionSummary } from '../../api/executions';

const LABELS: Record<string, { text: string; tone: string }> = {
  success: { text: 'Succeeded', tone: 'success' },
  error: { text: 'Failed', tone: 'danger' },
  crashed: { text: 'Crashed', tone: 'danger' },
  running: { text: 'Running', tone: 'info' },
  new: { text: 'Queued', tone: 'info' },
  waiting: { text: 'Waiting', tone: 'warning' },
  canceled: { text: 'Canceled', tone: '' },
  unknown: { text: 'Unknown', tone: '' },
};

/** An execution's status as a coloured badge; running ones spin. */
export function StatusBadge({ execution }: { execution: Pick<ExecutionSummary, 'status' | 'waitTill'> }) {
  const label = LABELS[execution.status] ?? { text: execution.status, tone: '' };
  const title =
    execution.status === 'waiting' && execution.waitTill
      ? `Waiting until ${new Date(execution.waitTill).toLocaleString()}`
      : undefined;
  return (
    <span className={`badge${label.tone ? ` badge--${label.tone}` : ''}`} title={title} data-status={execution.status}>
      {(execution.status === 'running' || execution.status === 'new') && (
        <span className="spinner" style={{ width: 10, height: 10, borderWidth: 2 }} aria-hidden />
      )}
      {label.text}
    </span>
  );
}
