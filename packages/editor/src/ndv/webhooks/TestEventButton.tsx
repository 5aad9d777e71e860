import type { NodeTypeDescription } from '@weft/workflow';
import { Button, type ButtonProps } from '../../components/ui/Button';
import { runWorkflowNow } from '../../canvas/RunBar';
import { useRunStore } from '../../stores/executions-run/store';
import { toast } from '../../stores/toasts/store';
import { t } from '../../i18n';
import { hasTriggerWebhooks, testEventLabel } from './node-webhooks';

/** Stops waiting for a test webhook call. */
export function stopListening(): void {
  useRunStore
    .getState()
    .stop()
    .catch((e: unknown) => toast.error(e, t('ndv.execute.stopListening.error')));
}

/**
 * Runs the workflow up to a node, as 'Execute step' does. For a webhook trigger that is the same
 * test-webhook wait the canvas starts: it reads 'Listen for test event' and, while the workflow
 * waits for the call, 'Stop listening'. A polling trigger reads 'Fetch test event'.
 * Props: `nodeName`, `desc`, and Button's `variant`, `size` and `data-testid`.
 */
export function TestEventButton({
  nodeName,
  desc,
  variant = 'primary',
  size,
  ...rest
}: { nodeName: string; desc: NodeTypeDescription | undefined } & Pick<ButtonProps, 'variant' | 'size' | 'title'> & {
    'data-testid'?: string;
  }) {
  const running = useRunStore((s) => s.running);
  const waiting = useRunStore((s) => s.waitingForWebhook);
  const webhook = hasTriggerWebhooks(desc);
  if (webhook && waiting) {
    return (
      <Button variant="secondary" size={size} icon="stop" onClick={stopListening} {...rest}>
        {t('ndv.execute.stopListening')}
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      size={size}
      icon="play"
      loading={running}
      onClick={() => runWorkflowNow(nodeName)}
      {...rest}
    >
      {testEventLabel(desc)}
    </Button>
  );
}
