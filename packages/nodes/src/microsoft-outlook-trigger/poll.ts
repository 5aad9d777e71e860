/**
 * Microsoft Outlook Trigger's poll: the messages received between the last check and now
 * (`receivedDateTime ge <last> and lt <now>` added to the filters), in the chosen output, with
 * attachments when asked. The cursor is n8n's `lastTimeChecked` (an ISO time) in the node's static
 * data. Run by hand it answers the newest matching message, whatever the cursor.
 */
import { DateTime } from 'luxon';
import type { PollContext, PollResult } from '@weft/workflow';
import { outlookClient } from '../microsoft-outlook/client.js';
import {
  prepareFilterString,
  SIMPLE_MESSAGE_SELECT,
  simplifyMessages,
  withAttachments,
  type StoreBinary,
} from '../microsoft-outlook/messages.js';

/** Polls Outlook for messages received since the last check. */
export async function pollOutlook(ctx: PollContext): Promise<PollResult> {
  const cursor = ctx.getWorkflowStaticData('node');
  const manual = ctx.getMode() === 'manual';
  const now = DateTime.now().toUTC().toISO();
  const start = typeof cursor.lastTimeChecked === 'string' && cursor.lastTimeChecked ? cursor.lastTimeChecked : now;
  const filters = (ctx.getNodeParameter('filters', {}) ?? {}) as Record<string, unknown>;
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as Record<string, unknown>;
  const output = ctx.getNodeParameter('output', 'simple');
  const qs: Record<string, unknown> = {};
  if (output === 'fields') {
    const fields = [...((ctx.getNodeParameter('fields', []) as string[]) ?? [])];
    if (options.downloadAttachments) fields.push('hasAttachments');
    qs.$select = fields.join(',');
  }
  if (output === 'simple') qs.$select = SIMPLE_MESSAGE_SELECT;
  const filter = prepareFilterString({ filters });
  if (filter) qs.$filter = filter;
  const client = outlookClient(ctx);
  let messages: Array<Record<string, unknown>>;
  if (manual) {
    const page = await client.request<{ value?: Array<Record<string, unknown>> }>('GET', '/messages', {
      qs: { ...qs, $top: 1 },
    });
    messages = page.value ?? [];
  } else {
    const window = `receivedDateTime ge ${start} and receivedDateTime lt ${now}`;
    messages = await client.requestAll('/messages', {
      ...qs,
      $filter: qs.$filter ? `${qs.$filter} and ${window}` : window,
    });
  }
  if (!manual) cursor.lastTimeChecked = now;
  if (!messages.length) return null;
  const shaped = output === 'simple' ? simplifyMessages(messages) : messages;
  const helpers = ctx.helpers as PollContext['helpers'] & { prepareBinaryData?: StoreBinary };
  const items = options.downloadAttachments
    ? await withAttachments({ helpers }, client, shaped, String(options.attachmentsPrefix || 'attachment_'))
    : ctx.helpers.returnJsonArray(shaped);
  return [items];
}
