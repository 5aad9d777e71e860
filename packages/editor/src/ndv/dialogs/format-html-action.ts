/**
 * The 'Format HTML' action of the parameter options menu and the HTML editor dialog: formats the
 * document, or, when it does not parse, shows an error toast naming the problem and changes nothing.
 */
import { toast } from '../../stores/toasts/store';
import { formatHtml } from './html-format';
import { HtmlFormatError } from './html-syntax';

/** Title of the toast shown when formatting is refused. */
export const FORMAT_HTML_ERROR_TITLE = 'Could not format HTML';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
    const reason = e instanceof HtmlFormatError ? e.message : `Unexpected formatter error: ${(e as Error).message ?? String(e)}`;
    // Toast messages are rendered as (sanitised) HTML: the reason names tags, so escape them.
    toast.error(e, FORMAT_HTML_ERROR_TITLE, escapeHtml(`${reason} The HTML was left as it is.`));
    return null;
  }
}
