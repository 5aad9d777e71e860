import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ReactFlowProvider } from '@xyflow/react';
import * as Tooltip from '@radix-ui/react-tooltip';
import {
  getExecution,
  getWorkflow,
  getWorkflowExecutions,
  retryExecution,
  type ExecutionDetail,
  type ExecutionSummary,
} from '../../api/workflow-editor';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { EmptyState, LoadError, Loading } from '../../components/ui/States';
import { Canvas } from '../../canvas/Canvas';
import { BottomPanel } from '../../logs/BottomPanel';
import { NodeDetailsViewWhenOpen as NodeDetailsView } from '../../ndv/NodeDetailsViewWhenOpen';
import { WorkflowHeader } from '../../canvas/header/WorkflowHeader';
import { saveWorkflow } from '../../canvas/save';
import { useCanvasUi } from '../../canvas/ui-store';
import { useRunStore } from '../../stores/executions-run/store';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { toast } from '../../stores/toasts/store';
import { fromWorkflow } from '../../stores/workflow/model';
import { useWorkflowStore } from '../../stores/workflow/store';
import '../../styles/canvas.css';
import { displayDateTime, displayTimer } from '../../utils/time-format';
import '../../styles/workflow-executions.css';
import { EXECUTIONS_REFRESH_MS, sameExecutionList } from './executions-refresh';

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; error: unknown };

const STATUS_LABEL: Record<string, string> = {
  success: 'Succeeded',
  error: 'Failed',
  crashed: 'Crashed',
  canceled: 'Stopped',
  running: 'Running',
  waiting: 'Waiting',
  new: 'Queued',
};

const when = (iso: string): string => displayDateTime(iso);

function duration(e: ExecutionSummary): string {
  return e.stoppedAt ? displayTimer(new Date(e.stoppedAt).getTime() - new Date(e.startedAt).getTime(), true) : '';
}

/**
 * The workflow's executions tab: the list on the left, a read-only canvas of the chosen
 * execution with its run data on the right, and retry for failed ones.
 */
export default function WorkflowExecutionsView() {
  const { name: workflowId = '', executionId: rawExecutionId } = useParams();
  // ExecutionsLandingPage (…/executions/home) shows the newest, like the bare tab.
  const executionId = rawExecutionId === 'home' ? undefined : rawExecutionId;
  const navigate = useNavigate();
  const [list, setList] = useState<Load<ExecutionSummary[]>>({ state: 'loading' });
  const [detail, setDetail] = useState<Load<ExecutionDetail> | null>(null);
  const [retrying, setRetrying] = useState(false);

  const loadList = useCallback(() => {
    setList({ state: 'loading' });
    Promise.all([
      useNodeTypesStore.getState().load(),
      useWorkflowStore.getState().workflow.id === workflowId
        ? Promise.resolve()
        : getWorkflow(workflowId).then((w) => useWorkflowStore.getState().setWorkflow(fromWorkflow(w))),
      getWorkflowExecutions(workflowId),
    ])
      .then(([, , r]) => setList({ state: 'ready', value: r.results }))
      .catch((error: unknown) => setList({ state: 'error', error }));
  }, [workflowId]);
  useEffect(loadList, [loadList]);

  // New runs and finished ones show up by themselves (n8n refreshes this tab too).
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      getWorkflowExecutions(workflowId)
        .then((r) =>
          setList((prev) =>
            prev.state === 'ready' && sameExecutionList(prev.value, r.results)
              ? prev
              : prev.state === 'loading'
                ? prev
                : { state: 'ready', value: r.results },
          ),
        )
        .catch(() => {
          /* a failed refresh keeps the list shown; the Refresh button reports errors */
        });
    }, EXECUTIONS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [workflowId]);

  // Opening the tab without an execution shows the newest.
  useEffect(() => {
    if (list.state !== 'ready' || executionId || !list.value[0]) return;
    void navigate(`/workflow/${encodeURIComponent(workflowId)}/executions/${encodeURIComponent(list.value[0].id)}`, {
      replace: true,
    });
  }, [list, executionId, workflowId, navigate]);

  useEffect(() => {
    if (!executionId) return;
    setDetail({ state: 'loading' });
    getExecution(executionId)
      .then((value) => setDetail({ state: 'ready', value }))
      .catch((error: unknown) => setDetail({ state: 'error', error }));
  }, [executionId]);

  const retry = async (id: string) => {
    setRetrying(true);
    try {
      const finished = await retryExecution(id);
      toast.success(finished ? 'Retry succeeded' : 'Retry finished with an error');
      loadList();
    } catch (error) {
      toast.error(error, 'Problem retrying execution');
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Tooltip.Provider delayDuration={300}>
      <div className="node-view" data-testid="workflow-executions">
        <WorkflowHeader readOnly tab="executions" onSave={() => saveWorkflow((to, o) => navigate(to, o))} />
        <div className="wf-execs">
          <aside className="wf-execs__list" aria-label="Executions">
            <div className="wf-execs__list-head">
              <h2>Executions</h2>
              <Button variant="ghost" size="sm" icon="refresh" aria-label="Refresh" onClick={loadList} />
            </div>
            {list.state === 'loading' && <Loading />}
            {list.state === 'error' && (
              <div className="wf-execs__pad">
                <LoadError error={list.error} onRetry={loadList} />
              </div>
            )}
            {list.state === 'ready' && list.value.length === 0 && (
              <EmptyState
                icon="executions"
                title="No executions yet"
                action={
                  <Link className="btn btn--primary" to={`/workflow/${encodeURIComponent(workflowId)}`}>
                    Open the editor and run it
                  </Link>
                }
              >
                Runs of this workflow show up here.
              </EmptyState>
            )}
            {list.state === 'ready' && (
              <ul className="wf-execs__items">
                {list.value.map((e) => (
                  <li key={e.id}>
                    <Link
                      to={`/workflow/${encodeURIComponent(workflowId)}/executions/${encodeURIComponent(e.id)}`}
                      className={`wf-exec${e.id === executionId ? ' wf-exec--active' : ''}`}
                      aria-current={e.id === executionId ? 'true' : undefined}
                      data-testid="execution-item"
                    >
                      <span className={`wf-exec__dot wf-exec__dot--${e.status}`} aria-hidden />
                      <span className="wf-exec__main">
                        <span className="wf-exec__time">{when(e.startedAt)}</span>
                        <span className="wf-exec__meta">
                          {STATUS_LABEL[e.status] ?? e.status}
                          {duration(e) && ` in ${duration(e)}`} · #{e.id} · {e.mode}
                          {e.retryOf ? ` · retry of #${e.retryOf}` : ''}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </aside>
          <section className="wf-execs__preview" aria-label="Execution preview">
            {!detail && list.state === 'ready' && list.value.length === 0 && (
              <div className="wf-execs__placeholder">
                <Icon name="executions" size={28} />
                <p>Nothing to preview yet.</p>
              </div>
            )}
            {detail?.state === 'loading' && <Loading label="Loading execution…" />}
            {detail?.state === 'error' && (
              <div className="wf-execs__pad">
                <LoadError error={detail.error} />
              </div>
            )}
            {detail?.state === 'ready' && (
              <ExecutionPreview
                key={detail.value.id}
                execution={detail.value}
                retrying={retrying}
                onRetry={() => void retry(detail.value.id)}
              />
            )}
          </section>
        </div>
      </div>
    </Tooltip.Provider>
  );
}

/** A read-only canvas of an execution's workflow with its run data. */
function ExecutionPreview({
  execution,
  retrying,
  onRetry,
}: {
  execution: ExecutionDetail;
  retrying: boolean;
  onRetry(): void;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The preview borrows the canvas stores; the editor reloads the workflow when reopened.
    const current = useWorkflowStore.getState().workflow;
    const snapshot = fromWorkflow({ ...execution.workflowData, id: current.id });
    useWorkflowStore.setState({
      workflow: {
        ...snapshot,
        versionId: current.versionId,
        name: current.name,
        tags: current.tags,
        active: current.active,
      },
      isDirty: false,
    });
    // The editor's own run comes back when the preview closes (returning to the editor keeps it).
    const { runData: ownRun, ranWith: ownRanWith } = useRunStore.getState();
    useRunStore.getState().showRunData(execution.data?.resultData?.runData ?? {});
    useCanvasUi.getState().reset();
    setReady(true);
    return () => {
      useRunStore.setState({ runData: ownRun, ranWith: ownRanWith, executingNodes: [] });
      useWorkflowStore.setState({ workflow: current, isDirty: false });
    };
  }, [execution]);
  const failed = execution.status === 'error' || execution.status === 'crashed';
  const customData = Object.entries(execution.customData ?? {});
  return (
    <div className="wf-execs__canvas">
      <div className="wf-execs__bar">
        <div>
          <div className="wf-execs__title">{when(execution.startedAt)}</div>
          <div className={`wf-execs__status wf-execs__status--${execution.status}`}>
            {STATUS_LABEL[execution.status] ?? execution.status}
            {duration(execution) && ` in ${duration(execution)}`} · ID #{execution.id}
            {execution.data?.resultData?.error?.message ? ` · ${execution.data.resultData.error.message}` : ''}
          </div>
          {customData.length > 0 && (
            <dl className="wf-execs__custom-data" aria-label="Custom data" data-testid="execution-custom-data">
              {customData.map(([key, value]) => (
                <div key={key} className="wf-execs__custom-pair" title={`${key}: ${value}`}>
                  <dt>{key}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {failed && (
          <Button icon="refresh" loading={retrying} onClick={onRetry} data-testid="execution-retry">
            Retry
          </Button>
        )}
      </div>
      <div className="wf-execs__flow">
        {ready && (
          <ReactFlowProvider>
            <Canvas readOnly />
            <BottomPanel readOnly />
            <NodeDetailsView readOnly />
          </ReactFlowProvider>
        )}
      </div>
    </div>
  );
}
