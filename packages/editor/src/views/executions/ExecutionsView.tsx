import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as api from '../../api/executions';
import { ExecutionRowMenu } from '../../components/executions-list/ExecutionRowMenu';
import { StatusBadge } from '../../components/executions-list/StatusBadge';
import { Button } from '../../components/ui/Button';
import { Field, Select, TextInput } from '../../components/ui/Field';
import { EmptyState, Loading, LoadError, PageHeader } from '../../components/ui/States';
import { EXECUTION_STATUSES, formatDuration } from '../../stores/executions-list/state';
import { displayDateTime } from '../../utils/time-format';
import { useExecutionsListStore } from '../../stores/executions-list/store';
import { toast } from '../../stores/toasts/store';
import '../../styles/executions-list.css';

/** How often the list refreshes itself while auto-refresh is on. */
export const AUTO_REFRESH_MS = 4000;

function toIso(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** Every execution the user may see, across workflows: filters, auto-refresh, delete, retry. */
export default function ExecutionsView() {
  const store = useExecutionsListStore();
  const navigate = useNavigate();
  const [workflows, setWorkflows] = useState<Array<{ id: string; name: string }>>([]);
  const [after, setAfter] = useState('');
  const [before, setBefore] = useState('');
  const [dataKey, setDataKey] = useState('');
  const [dataValue, setDataValue] = useState('');
  const [exact, setExact] = useState(false);

  useEffect(() => {
    void useExecutionsListStore.getState().setFilter({});
    api.listWorkflowNames().then(setWorkflows, () => setWorkflows([]));
  }, []);

  useEffect(() => {
    if (!store.autoRefresh) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void useExecutionsListStore.getState().refresh();
    }, AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [store.autoRefresh]);

  const rows = useMemo(() => [...store.running, ...store.items], [store.running, store.items]);
  const allSelected = store.items.length > 0 && store.items.every((e) => store.selected.includes(e.id));
  const filtered = !!(
    store.filter.status?.length ||
    store.filter.workflowId ||
    store.filter.startedAfter ||
    store.filter.startedBefore ||
    store.filter.metadata?.length
  );

  const update = (patch: api.ExecutionsFilter) => void store.setFilter({ ...store.filter, ...patch });
  /** The custom data condition: applied once a key is typed (the value may be empty only when matching loosely). */
  const updateCustomData = (key: string, value: string, exactMatch: boolean) => {
    setDataKey(key);
    setDataValue(value);
    setExact(exactMatch);
    update({
      metadata: key.trim() ? [{ key: key.trim(), value, ...(exactMatch ? {} : { exactMatch: false }) }] : undefined,
    });
  };
  const clearFilters = () => {
    setAfter('');
    setBefore('');
    setDataKey('');
    setDataValue('');
    setExact(false);
    void store.setFilter({});
  };

  const retry = async (e: api.ExecutionSummary, loadWorkflow: boolean) => {
    try {
      await api.retryExecution(e.id, loadWorkflow);
      toast.success('Retry started', `Execution ${e.id} is being retried.`);
      await store.refresh();
    } catch (error) {
      toast.error(error, 'Problem with retry');
    }
  };
  const stop = async (e: api.ExecutionSummary) => {
    try {
      await api.stopExecution(e.id);
      toast.success('Execution stopped', `Execution ${e.id} was stopped.`);
      await store.refresh();
    } catch (error) {
      toast.error(error, 'Problem stopping execution');
    }
  };
  const remove = async (ids: string[] | 'all') => {
    const what =
      ids === 'all'
        ? `all ${store.count} matching executions`
        : ids.length === 1
          ? `execution ${ids[0]}`
          : `${ids.length} executions`;
    if (!window.confirm(`Delete ${what}? This cannot be undone.`)) return;
    try {
      const deleted = ids === 'all' ? await store.deleteAllMatching() : await store.deleteIds(ids);
      toast.success('Executions deleted', `${deleted} execution${deleted === 1 ? '' : 's'} deleted.`);
    } catch (error) {
      toast.error(error, 'Problem deleting executions');
    }
  };

  return (
    <div className="page" data-testid="executions-view">
      <PageHeader
        title="Executions"
        subtitle="Every run of the workflows you can see, newest first."
        actions={
          <label className="checkbox" title={`Refresh every ${AUTO_REFRESH_MS / 1000} seconds`}>
            <input
              type="checkbox"
              checked={store.autoRefresh}
              onChange={(e) => store.setAutoRefresh(e.target.checked)}
              data-testid="auto-refresh"
            />
            Auto refresh
          </label>
        }
      />
      <div className="executions-filters" role="search">
        <Field label="Workflow">
          {(p) => (
            <Select
              {...p}
              value={store.filter.workflowId ?? ''}
              onChange={(e) => update({ workflowId: e.target.value || undefined })}
              data-testid="filter-workflow"
            >
              <option value="">All workflows</option>
              {workflows.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Status">
          {(p) => (
            <Select
              {...p}
              value={store.filter.status?.[0] ?? ''}
              onChange={(e) => update({ status: e.target.value ? [e.target.value] : undefined })}
              data-testid="filter-status"
            >
              <option value="">Any status</option>
              {EXECUTION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s[0]!.toUpperCase() + s.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Started after" className="field--date">
          {(p) => (
            <TextInput
              {...p}
              type="datetime-local"
              value={after}
              onChange={(e) => {
                setAfter(e.target.value);
                update({ startedAfter: toIso(e.target.value) });
              }}
            />
          )}
        </Field>
        <Field label="Started before" className="field--date">
          {(p) => (
            <TextInput
              {...p}
              type="datetime-local"
              value={before}
              onChange={(e) => {
                setBefore(e.target.value);
                update({ startedBefore: toIso(e.target.value) });
              }}
            />
          )}
        </Field>
        <Field label="Custom data key">
          {(p) => (
            <TextInput
              {...p}
              value={dataKey}
              placeholder="e.g. orderId"
              onChange={(e) => updateCustomData(e.target.value, dataValue, exact)}
              data-testid="filter-custom-key"
            />
          )}
        </Field>
        <Field label="Value">
          {(p) => (
            <TextInput
              {...p}
              value={dataValue}
              placeholder={exact ? 'The exact value' : 'Text the value contains'}
              onChange={(e) => updateCustomData(dataKey, e.target.value, exact)}
              data-testid="filter-custom-value"
            />
          )}
        </Field>
        <label className="checkbox executions-filters__exact">
          <input
            type="checkbox"
            checked={exact}
            onChange={(e) => updateCustomData(dataKey, dataValue, e.target.checked)}
            data-testid="filter-custom-exact"
          />
          Exact match
        </label>
        {filtered && (
          <Button variant="ghost" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
      </div>

      {store.selected.length > 0 && (
        <div className="executions-bulk" data-testid="bulk-bar">
          <strong>{store.selected.length} selected</strong>
          <Button size="sm" variant="danger" icon="trash" onClick={() => void remove(store.selected)}>
            Delete selected
          </Button>
          {store.count > store.selected.length && (
            <Button size="sm" variant="ghost" onClick={() => void remove('all')}>
              Delete all {store.count} matching
            </Button>
          )}
          <span className="spacer" />
          <Button size="sm" variant="ghost" onClick={store.toggleAll}>
            Clear selection
          </Button>
        </div>
      )}

      {store.error && rows.length === 0 ? (
        <LoadError error={new Error(store.error)} onRetry={() => void store.load()} />
      ) : store.loading && rows.length === 0 ? (
        <Loading label="Loading executions…" />
      ) : rows.length === 0 ? (
        filtered ? (
          <EmptyState
            icon="filter"
            title="No executions match these filters"
            action={<Button onClick={clearFilters}>Clear filters</Button>}
          >
            Try another workflow, status or custom data, or widen the dates.
          </EmptyState>
        ) : (
          <EmptyState
            icon="executions"
            title="No executions yet"
            action={
              <Link className="btn btn--primary" to="/home/workflows">
                Go to workflows
              </Link>
            }
          >
            When a workflow runs, by hand, on a schedule or from a webhook, its execution shows up here with every
            node's data.
          </EmptyState>
        )
      ) : (
        <>
          <table className="table executions-table" data-testid="executions-table">
            <thead>
              <tr>
                <th className="executions-table__check">
                  <input
                    type="checkbox"
                    aria-label="Select all executions"
                    checked={allSelected}
                    onChange={store.toggleAll}
                  />
                </th>
                <th>Workflow</th>
                <th>Status</th>
                <th>Started</th>
                <th>Run time</th>
                <th>ID</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => {
                const open = () => {
                  if (e.workflowId) void navigate(`/workflow/${e.workflowId}/executions/${e.id}`);
                };
                const isRunning = !e.stoppedAt && !e.finished && (e.status === 'running' || e.status === 'new');
                return (
                  <tr key={e.id} data-testid="execution-row" data-execution-id={e.id}>
                    <td className="executions-table__check">
                      <input
                        type="checkbox"
                        aria-label={`Select execution ${e.id}`}
                        disabled={isRunning}
                        checked={store.selected.includes(e.id)}
                        onChange={() => store.toggleSelected(e.id)}
                      />
                    </td>
                    <td className="executions-table__workflow">
                      {e.workflowId ? (
                        <Link to={`/workflow/${e.workflowId}/executions/${e.id}`}>
                          {e.workflowName ?? 'Deleted workflow'}
                        </Link>
                      ) : (
                        <span className="muted">{e.workflowName ?? 'Deleted workflow'}</span>
                      )}
                      {e.retryOf && <div className="executions-table__retry">Retry of #{e.retryOf}</div>}
                    </td>
                    <td>
                      <StatusBadge execution={e} />
                    </td>
                    <td className="executions-table__time" title={e.startedAt}>
                      {displayDateTime(e.startedAt)}
                    </td>
                    <td className="executions-table__time">
                      {isRunning
                        ? `Running for ${formatDuration(e.startedAt, null)}`
                        : formatDuration(e.startedAt, e.stoppedAt)}
                    </td>
                    <td className="executions-table__id">#{e.id}</td>
                    <td className="executions-table__actions">
                      <ExecutionRowMenu
                        execution={e}
                        onOpen={() => open()}
                        onRetry={(load) => void retry(e, load)}
                        onStop={() => void stop(e)}
                        onDelete={() => void remove([e.id])}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="executions-footer">
            <span>
              {store.items.length} of {store.count} stored executions
            </span>
            {store.items.length < store.count && (
              <Button size="sm" loading={store.loadingMore} onClick={() => void store.loadMore()}>
                Load more
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
