import { Icon } from '../../components/ui/Icon';
import { copyText } from '../../components/users/copy';
import { toast } from '../../stores/toasts/store';
import { t } from '../../i18n';
import { webhookUrlMarker, type NodeWebhookView, type WebhookUrlResult } from './node-webhooks';

/** Copies a webhook URL (or, for a resume URL, the expression that gives it) and says so. */
export function copyWebhookUrl(result: WebhookUrlResult, kind: NodeWebhookView['kind']): void {
  if (!result.ok) return;
  copyText(result.copyText).then(
    () =>
      kind === 'resume'
        ? toast.success(
            t('nodeWebhooks.showMessage.expressionCopied.title'),
            t('nodeWebhooks.showMessage.expressionCopied.message', { text: result.copyText }),
          )
        : toast.success(t('nodeWebhooks.showMessage.title'), t('nodeWebhooks.showMessage.message')),
    (e: unknown) => toast.error(e, t('nodeWebhooks.showMessage.copyFailed')),
  );
}

/** A URL with break opportunities after its slashes, so a narrow panel wraps it between segments. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=\/)/);
  return (
    <>
      {parts.map((p, i) => (
        <span key={i}>
          {p}
          {i < parts.length - 1 && <wbr />}
        </span>
      ))}
    </>
  );
}

/** The reason under a URL that cannot be built. */
function reason(result: Extract<WebhookUrlResult, { ok: false }>): string {
  if (result.problem === 'invalidExpression')
    return t('nodeWebhooks.invalidExpression.reason', { error: result.error });
  return result.error;
}

/**
 * One webhook URL: a button that copies it on click, or, when it cannot be built, the URL with
 * '[invalid expression]' (or '[no path set]') in place of the path and the reason below.
 * Props: `result`, `kind` (a resume URL copies `{{ $execution.resumeUrl }}`), `testId`.
 */
export function WebhookUrlField({
  result,
  kind,
  testId = 'ndv-webhook-url',
}: {
  result: WebhookUrlResult;
  kind: NodeWebhookView['kind'];
  testId?: string;
}) {
  if (!result.ok) {
    const marker = webhookUrlMarker(result.problem);
    const base = `${result.base}/`;
    return (
      <div className="ndv-webhook-url-wrap">
        <div className="ndv-webhook-url is-invalid" aria-invalid="true" data-testid={testId}>
          <code>
            <Breakable text={base} />
            <span className="ndv-webhook-url__marker">{marker}</span>
          </code>
        </div>
        <div className="ndv-webhook-url__error" role="alert" data-testid={`${testId}-error`}>
          <Icon name="alert" size={12} /> {reason(result)}
        </div>
      </div>
    );
  }
  const label =
    kind === 'resume'
      ? t('nodeWebhooks.copyExpression', { text: result.copyText })
      : t('nodeWebhooks.clickToCopyWebhookUrls');
  return (
    <button
      type="button"
      className="ndv-webhook-url"
      onClick={() => copyWebhookUrl(result, kind)}
      title={label}
      aria-label={t('nodeWebhooks.urlAriaLabel', { url: result.url, action: label })}
      data-testid={testId}
    >
      <code>
        <Breakable text={result.url} />
      </code>
      <Icon name="copy" size={14} />
    </button>
  );
}
