/**
 * The 'Format HTML' action of the parameter options menu and the HTML editor dialog: formats the
 * document, or, when it does not parse, shows an error toast naming the problem and changes nothing.
 */
import { escapeHtml } from '@weft/workflow';
import { t } from '../../i18n';
import { toast } from '../../stores/toasts/store';
import { formatHtml } from './html-format';
import { HtmlFormatError } from './html-syntax';

/** Title of the toast shown when formatting is refused, in the active locale. */
export function formatHtmlErrorTitle(): string {
  return t('htmlEditor.formatError.title');
}

/**
 * The formatted document, or null after showing the error toast (the caller then keeps the text).
 *
 * @example
 * const formatted = formatHtmlOrToast(value);
 * if (formatted !== null) onChange(formatted);
 */
export function formatHtmlOrToast(text: string): string | null {
  try {
    return formatHtml(text);
  } catch (e) {
    const reason =
      e instanceof HtmlFormatError
        ? e.message
        : t('htmlEditor.formatError.unexpected', { message: (e as Error).message ?? String(e) });
    // Toast messages are rendered as (sanitised) HTML: the reason names tags, so escape them.
    toast.error(e, formatHtmlErrorTitle(), escapeHtml(t('htmlEditor.formatError.message', { reason })));
    return null;
  }
}
