import { Button } from '../../components/ui/Button';
import { t } from '../../i18n';
import type { NodeWebhookView } from './node-webhooks';
import { stopListening } from './TestEventButton';
import { WebhookUrlField } from './WebhookUrlField';
import { MethodBadges } from './WebhookUrls';

/**
 * The waiting state of a webhook trigger: the workflow waits for one call to its test URL.
 * Shows the test URL(s) (copied on click) and 'Stop listening'. `compact` is the output panel's
 * variant: a shorter line saying the data will show there.
 * Props: `views` (the node's webhooks), `readOnly`, `compact`.
 */
export function ListeningState({
  views,
  readOnly,
  compact = false,
}: {
  views: NodeWebhookView[];
  readOnly: boolean;
  compact?: boolean;
}) {
  const triggers = views.filter((v) => v.kind === 'trigger');
  const mcp = triggers.some((v) => v.mcp);
  return (
    <div
      className={`ndv-listen${compact ? ' ndv-listen--compact' : ''}`}
      role="status"
      data-testid={compact ? 'ndv-output-listening' : 'ndv-listening'}
    >
      <span className="ndv-listen__pulse" aria-hidden />
      <strong>{t('ndv.output.waitingToRun')}</strong>
      <span>
        {compact
          ? t('ndv.output.waitingToRun.compact')
          : mcp
            ? t('ndv.output.waitingToRun.mcpMessage')
            : t('ndv.output.waitingToRun.message')}
      </span>
      {triggers.map((v, i) => (
        <div key={`${v.name}-${i}`} className="ndv-listen__url">
          <MethodBadges methods={v.methods} />
          <WebhookUrlField
            result={v.urls.test}
            kind="trigger"
            testId={compact ? 'ndv-output-listening-url' : 'ndv-listening-url'}
          />
        </div>
      ))}
      {!readOnly && (
        <Button
          variant="secondary"
          size="sm"
          icon="stop"
          onClick={stopListening}
          data-testid={compact ? 'ndv-output-stop-listening' : 'ndv-stop-listening'}
        >
          {t('ndv.execute.stopListening')}
        </Button>
      )}
    </div>
  );
}
