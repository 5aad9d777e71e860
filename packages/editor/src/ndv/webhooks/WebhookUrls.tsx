import { useState } from 'react';
import type { WebhookUrlMode } from '@weft/workflow';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import type { NodeWebhookView } from './node-webhooks';
import { WebhookUrlField } from './WebhookUrlField';
import '../../styles/ndv-webhooks.css';

/** When each URL works, shown under it (in the active locale); an MCP server's test URL answers until its first tool call. */
export function webhookUrlHint(kind: WebhookUrlMode | 'resume', mcp = false): string {
  if (kind === 'test') return mcp ? t('nodeWebhooks.hint.mcpTest') : t('nodeWebhooks.hint.test');
  if (kind === 'production') return t('nodeWebhooks.hint.production');
  return t('nodeWebhooks.hint.resume');
}

/** Method badges (GET, POST …); nothing where the node hides its methods. */
export function MethodBadges({ methods }: { methods: string[] }) {
  if (!methods.length) return null;
  return (
    <span className="ndv-webhooks__methods">
      {methods.map((m) => (
        <span key={m} className={`ndv-method ndv-method--${m.toLowerCase()}`} data-testid="ndv-webhook-method">
          {m}
        </span>
      ))}
    </span>
  );
}

/**
 * The webhook URLs of a node, at the top of the Parameters tab (collapsible): a Test URL /
 * Production URL switch for webhooks that start the workflow, the method badges, the URL
 * (copied on click) and when it works. A Wait node shows its resume URL instead.
 * Props: `views` (from `useNodeWebhooks`); renders nothing without webhooks.
 */
export function WebhookUrls({ views }: { views: NodeWebhookView[] }) {
  const [open, setOpen] = useState(true);
  const [mode, setMode] = useState<WebhookUrlMode>('test');
  if (!views.length) return null;
  const trigger = views.some((v) => v.kind === 'trigger');
  const title = trigger ? t('nodeWebhooks.webhookUrls') : t('nodeWebhooks.resumeUrl');
  return (
    <section className="ndv-webhooks" aria-label={title} data-testid="ndv-webhook-urls">
      <button
        type="button"
        className="ndv-webhooks__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="ndv-webhook-urls-toggle"
      >
        <Icon name={open ? 'chevronDown' : 'chevronRight'} size={14} />
        {title}
      </button>
      {open && (
        <div className="ndv-webhooks__body">
          {trigger && (
            <div className="ndv-modes ndv-webhooks__switch" role="tablist" aria-label={t('nodeWebhooks.whichUrl')}>
              {(['test', 'production'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  role="tab"
                  aria-selected={mode === m}
                  className={`ndv-modes__btn${mode === m ? ' is-active' : ''}`}
                  onClick={() => setMode(m)}
                  data-testid={`ndv-webhook-mode-${m}`}
                >
                  {m === 'test' ? t('nodeWebhooks.testUrl') : t('nodeWebhooks.productionUrl')}
                </button>
              ))}
            </div>
          )}
          {views.map((v, i) => (
            <div key={`${v.name}-${i}`} className="ndv-webhooks__row">
              <MethodBadges methods={v.methods} />
              <WebhookUrlField result={v.urls[v.kind === 'resume' ? 'production' : mode]} kind={v.kind} />
            </div>
          ))}
          <p className="ndv-webhooks__hint" data-testid="ndv-webhook-hint">
            {webhookUrlHint(
              trigger ? mode : 'resume',
              views.some((v) => v.mcp),
            )}
          </p>
        </div>
      )}
    </section>
  );
}
