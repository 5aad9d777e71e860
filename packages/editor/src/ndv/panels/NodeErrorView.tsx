/**
 * A node's error in the output panel: what went wrong (message and hint), in which item, and
 * behind 'Error details' the HTTP code, the service's full answer, the node, the time, the cause
 * and the stack trace, with a button that copies the whole error (for an issue or a colleague).
 *
 * Props: `error` (the run's serialised error).
 */
import { useState } from 'react';
import type { SerializedNodeError } from '@weft/workflow';
import { CopyButton } from '../../components/users/CopyButton';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import { displayDateTime } from '../../utils/time-format';
import { ERROR_HINT_TAGS, sanitizeHtml } from '../../utils/sanitize';
import { errorClipboardText, summarizeNodeError, type ErrorDetailRow } from './node-error';

/** Rows whose value is a block of text (JSON, a cause), shown under their label across the box. */
const BLOCK_ROWS = new Set<ErrorDetailRow['key']>(['fullMessage', 'cause']);

/** The label of each detail row. */
const ROW_LABEL_KEYS: Record<ErrorDetailRow['key'], string> = {
  code: 'ndv.output.error.row.code',
  fullMessage: 'ndv.output.error.row.fullMessage',
  node: 'ndv.output.error.row.node',
  time: 'ndv.output.error.row.time',
  cause: 'ndv.output.error.row.cause',
};

/** The error box of the output panel. */
export function NodeErrorView({ error }: { error: SerializedNodeError }) {
  const summary = summarizeNodeError(error, (ms) => displayDateTime(ms));
  const [open, setOpen] = useState(false);
  const [stack, setStack] = useState(false);
  return (
    <div className="ndv-error" role="alert" data-testid="ndv-output-error">
      <div className="ndv-error__title">
        <Icon name="alert" size={14} /> <span>{summary.message}</span>
      </div>
      {summary.description && (
        // Node hints are HTML (n8n renders them): sanitised, with lists allowed.
        <div
          className="ndv-error__desc"
          data-testid="ndv-error-description"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(summary.description, ERROR_HINT_TAGS) }}
        />
      )}
      {summary.itemNumber !== undefined && (
        <div className="ndv-error__item">{t('ndv.output.error.inItem', { number: summary.itemNumber })}</div>
      )}
      <div className="ndv-error__actions">
        <button
          type="button"
          className="ndv-error__toggle"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          data-testid="ndv-error-details-toggle"
        >
          <Icon name={open ? 'chevronDown' : 'chevronRight'} size={12} /> {t('ndv.output.error.details')}
        </button>
        <CopyButton
          variant="ghost"
          getText={async () => errorClipboardText(error)}
          label={t('ndv.output.error.copy')}
          copiedLabel={t('ndv.output.error.copied')}
        />
      </div>
      {open && (
        <dl className="ndv-error__details" data-testid="ndv-error-details">
          {summary.rows.map((row) => (
            <div key={row.key} className={`ndv-error__row${BLOCK_ROWS.has(row.key) ? ' ndv-error__row--block' : ''}`}>
              <dt>{t(ROW_LABEL_KEYS[row.key])}</dt>
              <dd className={BLOCK_ROWS.has(row.key) ? 'ndv-error__code' : undefined}>{row.value}</dd>
            </div>
          ))}
          {summary.stack && (
            <div className="ndv-error__row ndv-error__row--block">
              <dt>
                <button
                  type="button"
                  className="ndv-error__toggle"
                  aria-expanded={stack}
                  onClick={() => setStack((s) => !s)}
                >
                  <Icon name={stack ? 'chevronDown' : 'chevronRight'} size={12} /> {t('ndv.output.error.row.stack')}
                </button>
              </dt>
              {stack && <dd className="ndv-error__code">{summary.stack}</dd>}
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
