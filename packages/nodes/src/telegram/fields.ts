/**
 * What the Telegram node adds to a message's body from its "Additional Fields" and "Reply Markup"
 * parameters, as n8n does: the fields as Bot API parameters, the keyboards built row by row, and
 * for Send Message the parse mode (Markdown unless set), link previews and the attribution line.
 */
import type { ExecuteContext } from '@weft/workflow';

/** The line Send Message appends (1.1 on, unless "Append Weft Attribution" is off). */
export const TELEGRAM_ATTRIBUTION = 'This message was sent automatically with Weft';

/** Something that looks like a link (n8n's test for keeping link previews on in version 1 and 1.1). */
const LINK = /(https?|ftp|file):\/\/\S+|www\.\S+|\S+\.\S+/;

type Body = Record<string, unknown>;
interface KeyboardRows {
  rows?: Array<{ row?: { buttons?: Array<{ text?: string; additionalFields?: Record<string, unknown> }> } }>;
}

/** The Send Message text rules: parse mode, link previews and the attribution. */
function sendMessageFields(body: Body, fields: Record<string, unknown>, version: number): void {
  if (version >= 1.1 && fields.appendAttribution === undefined) fields.appendAttribution = true;
  if (!fields.parse_mode) fields.parse_mode = 'Markdown';
  if (!LINK.test(String(body.text ?? ''))) body.disable_web_page_preview = true;
  if (fields.appendAttribution) {
    if (fields.parse_mode === 'Markdown') body.text = `${String(body.text ?? '')}\n\n_${TELEGRAM_ATTRIBUTION}_`;
    else if (fields.parse_mode === 'HTML') body.text = `${String(body.text ?? '')}\n\n<em>${TELEGRAM_ATTRIBUTION}</em>`;
  }
  if (version >= 1.2 && fields.disable_web_page_preview === undefined) body.disable_web_page_preview = true;
  delete fields.appendAttribution;
}

/** A keyboard's rows of buttons, each button its text plus its additional fields. */
function keyboardRows(data: KeyboardRows): Array<Array<Record<string, unknown>>> {
  const rows: Array<Array<Record<string, unknown>>> = [];
  for (const row of data.rows ?? []) {
    if (row.row?.buttons === undefined) continue;
    rows.push(row.row.buttons.map((button) => ({ text: button.text, ...(button.additionalFields ?? {}) })));
  }
  return rows;
}

/**
 * Adds item `i`'s additional fields and reply markup to `body`. `version` matters for Send
 * Message only (n8n passes the version to that operation alone).
 */
export function addAdditionalFields(
  ctx: ExecuteContext,
  body: Body,
  i: number,
  operation: string,
  version?: number,
): void {
  const fields = { ...((ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Record<string, unknown>) };
  if (operation === 'sendMessage') sendMessageFields(body, fields, version ?? 1);
  Object.assign(body, fields);

  let option = '';
  if (operation !== 'sendMediaGroup') {
    option = String(ctx.getNodeParameter('replyMarkup', i, 'none'));
    if (option === 'none') return;
  }
  let markup: Record<string, unknown> = {};
  if (option === 'inlineKeyboard' || option === 'replyKeyboard') {
    const rows = keyboardRows((ctx.getNodeParameter(option, i, {}) ?? {}) as KeyboardRows);
    markup[option === 'replyKeyboard' ? 'keyboard' : 'inline_keyboard'] = rows;
  } else if (option === 'forceReply' || option === 'replyKeyboardRemove') {
    markup = { ...((ctx.getNodeParameter(option, i, {}) ?? {}) as Record<string, unknown>) };
  }
  if (option === 'replyKeyboard')
    Object.assign(markup, (ctx.getNodeParameter('replyKeyboardOptions', i, {}) ?? {}) as Record<string, unknown>);
  body.reply_markup = markup;
}
