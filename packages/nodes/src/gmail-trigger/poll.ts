/**
 * Gmail Trigger's poll: lists the messages received since the cursor (`after:` in the search),
 * fetches each (simple: metadata headers; else raw, parsed), and passes on those not seen before.
 *
 * The cursor is n8n's: `lastTimeChecked` (seconds; the newest message date seen) and
 * `possibleDuplicates` (the ids fetched by the last poll, which the next one, asking from that
 * second on, leaves out). From 1.1 it sits under the node's name in the node's static data, as in
 * n8n. The host keeps it only once the execution the poll started is stored, so nothing is lost
 * or fired twice across a restart.
 */
import type { BinaryData, Item, PollContext, PollResult } from '@weft/workflow';
import { gmailClient } from '../gmail/client.js';
import { inlineBinary, messageFormat, parseRawMessage, simplifyMessages, type StoreBinary } from '../gmail/output.js';
import { prepareQuery } from '../gmail/query.js';

type Message = Record<string, unknown> & { id?: string; labelIds?: string[]; internalDate?: string };

/** The node's cursor: the node's static data (1), or its entry under the node's name (1.1+). */
function cursorOf(ctx: PollContext): Record<string, unknown> {
  const data = ctx.getWorkflowStaticData('node');
  const node = ctx.getNode();
  if (node.typeVersion <= 1) return data;
  if (!data[node.name] || typeof data[node.name] !== 'object') data[node.name] = {};
  return data[node.name] as Record<string, unknown>;
}

/** A message's date in seconds: Gmail's `internalDate`, else its parsed Date header, else undefined. */
function dateOf(message: Message): number | undefined {
  let date: number | undefined;
  if (message.internalDate) date = Number(message.internalDate) / 1000;
  else if (message.date) date = new Date(String(message.date)).getTime() / 1000;
  else if ((message.headers as Record<string, unknown> | undefined)?.date)
    date = new Date(String((message.headers as Record<string, unknown>).date)).getTime() / 1000;
  return date && !Number.isNaN(date) ? date : undefined;
}

/** Polls Gmail for new messages. Run by hand, it answers the newest matching message whatever the cursor. */
export async function pollGmail(ctx: PollContext): Promise<PollResult> {
  const node = ctx.getNode();
  const manual = ctx.getMode() === 'manual';
  const cursor = cursorOf(ctx);
  const now = Math.floor(Date.now() / 1000);
  if (!manual) cursor.lastTimeChecked ??= now;
  const startDate = Number(cursor.lastTimeChecked ?? now);
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as Record<string, unknown>;
  const filters = (ctx.getNodeParameter('filters', {}) ?? {}) as Record<string, unknown>;
  const simple = ctx.getNodeParameter('simple', true) !== false;
  const client = gmailClient(ctx, String(ctx.getNodeParameter('authentication', 'oAuth2')));

  const { includeDrafts: includeDraftsFilter, ...searchFilters } = filters;
  const query = prepareQuery(
    node,
    manual ? searchFilters : { ...searchFilters, receivedAfter: Math.floor(startDate) },
    0,
  );
  if (manual) query.maxResults = 1;
  const { messages = [] } = await client.request<{ messages?: Message[] }>('GET', '/gmail/v1/users/me/messages', {
    qs: query,
  });
  if (!messages.length) return null;

  // Drafts are left out from 1.2 unless asked for (1 and 1.1 included them by default).
  const includeDrafts = (includeDraftsFilter as boolean | undefined) ?? node.typeVersion <= 1.1;
  const helpers = ctx.helpers as PollContext['helpers'] & { prepareBinaryData?: StoreBinary };
  const store: StoreBinary = helpers.prepareBinaryData
    ? (b, f, m) => helpers.prepareBinaryData!(b, f, m)
    : (b, f, m): Promise<BinaryData> => inlineBinary(b, f, m);
  const fetched: Message[] = [];
  let items: Item[] = [];
  const kept: Message[] = [];
  for (const entry of messages) {
    const message = await client.request<Message>('GET', `/gmail/v1/users/me/messages/${String(entry.id)}`, {
      qs: messageFormat(simple),
    });
    fetched.push(message);
    if (!includeDrafts && message.labelIds?.includes('DRAFT')) continue;
    // From 1.3, mail the account sent itself (SENT without INBOX) does not fire.
    if (node.typeVersion > 1.2 && message.labelIds?.includes('SENT') && !message.labelIds.includes('INBOX')) continue;
    kept.push(message);
  }
  if (simple) {
    items = (await simplifyMessages(client, kept)).map((json) => ({ json }));
  } else {
    const prefix = String(options.dataPropertyAttachmentsPrefixName || 'attachment_');
    for (const message of kept)
      items.push(await parseRawMessage(message, prefix, Boolean(options.downloadAttachments), store));
  }

  let lastEmailDate = 0;
  for (const message of fetched) lastEmailDate = Math.max(lastEmailDate, dateOf(message) ?? startDate);
  const seen = new Set(Array.isArray(cursor.possibleDuplicates) ? (cursor.possibleDuplicates as string[]) : []);
  if (seen.size) items = items.filter(({ json }) => typeof json.id === 'string' && !seen.has(json.id));
  cursor.possibleDuplicates = fetched.map((m) => m.id).filter((id): id is string => typeof id === 'string');
  cursor.lastTimeChecked = lastEmailDate || startDate;
  return items.length ? [items] : null;
}
