import { Button } from '../components/ui/Button';
import { Icon } from '../components/ui/Icon';
import { useSettingsStore } from '../stores/settings/store';
import { useRunStore } from '../stores/executions-run/store';
import { toast } from '../stores/toasts/store';
import { useWorkflowStore } from '../stores/workflow/store';
import { getNodeType } from '../stores/node-types/state';
import { useNodeTypesStore } from '../stores/node-types/store';
import { webhookEndpoints } from '../ndv/webhooks/endpoints';
import { workflowTestWebhookUrls } from '../ndv/webhooks/workflow-webhooks';

/** Runs the whole workflow (Ctrl+Enter). */
export function runWorkflowNow(destination?: string): void {
  useRunStore
    .getState()
    .run(destination)
    .catch((e: unknown) => toast.error(e, 'Problem running workflow'));
}

function testWebhookUrls(): string[] {
  const types = useNodeTypesStore.getState();
  const endpoints = webhookEndpoints(useSettingsStore.getState().settings, location.origin);
  return workflowTestWebhookUrls(
    useWorkflowStore.getState().workflow,
    (type, version) => getNodeType(types, type, version),
    endpoints,
  ).map((u) => u.url);
}

/** How the result of the last run looks: done, waiting (a Wait or Respond to Chat node), or failed. */
function resultKind(status: string): 'success' | 'waiting' | 'error' {
  return status === 'success' || status === 'waiting' ? status : 'error';
}

/** The execute / stop bar under the canvas, and the test-webhook wait state. */
export function RunBar({ readOnly }: { readOnly: boolean }) {
  const running = useRunStore((s) => s.running);
  const waiting = useRunStore((s) => s.waitingForWebhook);
  const status = useRunStore((s) => s.lastStatus);
  const error = useRunStore((s) => s.lastError);
  const hasNodes = useWorkflowStore((s) => s.workflow.order.length > 0);
  if (readOnly || !hasNodes) return null;
  return (
    <div className="run-bar" data-testid="run-bar">
      {waiting && (
        <div className="run-bar__waiting" role="status" data-testid="webhook-waiting">
          <span className="spinner" aria-hidden />
          <div>
            <div className="run-bar__waiting-title">Waiting for a call to the test webhook</div>
            {testWebhookUrls().map((u) => (
              <code key={u} className="run-bar__url">
                {u}
              </code>
            ))}
          </div>
        </div>
      )}
      {!running && status && (
        <div
          className={`run-bar__result run-bar__result--${resultKind(status)}`}
          role="status"
          data-testid="run-result"
        >
          <Icon name={status === 'success' ? 'check' : status === 'waiting' ? 'clock' : 'alert'} size={14} />
          {status === 'success'
            ? 'Workflow executed successfully'
            : status === 'waiting'
              ? 'The workflow is waiting: it goes on when it is resumed'
              : error || 'The workflow did not finish'}
        </div>
      )}
      {running ? (
        <Button
          variant="danger"
          size="lg"
          icon="stop"
          onClick={() =>
            void useRunStore
              .getState()
              .stop()
              .catch((e: unknown) => toast.error(e, 'Problem stopping execution'))
          }
          data-testid="stop-execution"
        >
          {waiting ? 'Stop waiting' : 'Stop execution'}
        </Button>
      ) : (
        <Button
          variant="primary"
          size="lg"
          icon="play"
          onClick={() => runWorkflowNow()}
          data-testid="execute-workflow"
          title="Execute workflow (Ctrl+Enter)"
        >
          Execute workflow
        </Button>
      )}
    </div>
  );
}
