/**
 * Notion Trigger's poll: queries the database for pages created (or edited) since the last check,
 * newest first, and passes on those not passed on before.
 *
 * The cursor is n8n's: `lastTimeChecked` (the minute of the previous poll, as an ISO date; Notion's
 * timestamps only go down to the minute) and `possibleDuplicates` (the ids of the newest pages of
 * the previous poll, which share its last minute and are left out next time). The host keeps the
 * cursor only once the execution the poll started is stored.
 */
import { NodeOperationError, type PollContext, type PollResult } from '@weft/workflow';
import { notionRequest, type NotionContext } from '../notion/api.js';
import { locator } from '../notion/ids.js';
import { simplifyObjects } from '../notion/simplify.js';

type Page = Record<string, any> & { id: string };

/** The Notion-Version n8n's trigger sends. */
const TRIGGER_NOTION_VERSION = '2022-02-22';
const DATABASE_URL =
  /(?:https|http):\/\/www\.notion\.so\/(?:[a-z0-9-]{2,}\/)?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})/;
const DATABASE_ID = /^([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})/;

/** The database's id from its locator (list, link or id). */
function databaseIdOf(ctx: PollContext): string {
  const { mode, value } = locator(ctx.getNodeParameter('databaseId', ''));
  const id = mode === 'url' ? DATABASE_URL.exec(value)?.[1] : mode === 'id' ? DATABASE_ID.exec(value)?.[1] : value;
  if (!id)
    throw new NodeOperationError(
      ctx.getNode(),
      mode === 'url' ? `"${value}" is not a link to a Notion database` : 'Choose the database to watch',
    );
  return id;
}

/** A date truncated to its minute. */
function minuteOf(date: Date): Date {
  const d = new Date(date.getTime());
  d.setSeconds(0, 0);
  return d;
}

/** ISO without milliseconds, in UTC (`2024-05-01T10:00:00Z`), as Notion's filter takes it. */
const utcSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Polls the database. Run by hand, it answers the newest page whatever the cursor. */
export async function pollNotion(ctx: PollContext): Promise<PollResult> {
  const cursor = ctx.getWorkflowStaticData('node');
  const databaseId = databaseIdOf(ctx);
  const event = String(ctx.getNodeParameter('event', 'pageAddedToDatabase'));
  const simple = ctx.getNodeParameter('simple', true) !== false;
  const manual = ctx.getMode() === 'manual';
  const now = minuteOf(new Date());
  const lastTimeChecked =
    typeof cursor.lastTimeChecked === 'string' && !Number.isNaN(Date.parse(cursor.lastTimeChecked))
      ? new Date(cursor.lastTimeChecked)
      : now;
  cursor.lastTimeChecked = now.toISOString();
  const possibleDuplicates = Array.isArray(cursor.possibleDuplicates) ? (cursor.possibleDuplicates as string[]) : [];
  const sortProperty = event === 'pageAddedToDatabase' ? 'created_time' : 'last_edited_time';
  const client: NotionContext = {
    getNode: () => ctx.getNode(),
    getCredentials: (t) => ctx.getCredentials(t),
    helpers: ctx.helpers,
  };
  const body: Record<string, unknown> = {
    page_size: 1,
    sorts: [{ timestamp: sortProperty, direction: 'descending' }],
    ...(manual
      ? {}
      : { filter: { timestamp: sortProperty, [sortProperty]: { on_or_after: utcSeconds(lastTimeChecked) } } }),
  };
  const path = `/databases/${encodeURIComponent(databaseId)}/query`;
  const query = () =>
    notionRequest<{ results?: Page[]; has_more?: boolean; next_cursor?: string | null }>(client, {
      method: 'POST',
      path,
      body,
      notionVersion: TRIGGER_NOTION_VERSION,
    });

  const { results: newest = [] } = await query();
  if (manual && newest.length) return [ctx.helpers.returnJsonArray(simple ? simplifyObjects(newest, 1) : newest)];
  if (!newest.length || Object.keys(newest[0]!).length === 0) return null;

  // Page back (10 at a time) until a page older than the last check, so the whole minute is seen.
  let records: Page[] = [];
  body.page_size = 10;
  for (;;) {
    const { results = [], has_more, next_cursor } = await query();
    records.push(...results);
    if (next_cursor) body.start_cursor = next_cursor;
    const last = records[records.length - 1];
    const older = !last || new Date(String(last[sortProperty])).getTime() < lastTimeChecked.getTime();
    if (older || !has_more) break;
  }
  records = records.filter((r) => !possibleDuplicates.includes(r.id));
  if (records[0]) {
    const latest = new Date(String(records[0][sortProperty])).getTime();
    cursor.possibleDuplicates = records
      .filter((r) => new Date(String(r[sortProperty])).getTime() === latest)
      .map((r) => r.id);
  } else {
    delete cursor.possibleDuplicates;
  }
  if (!records.length) return null;
  return [ctx.helpers.returnJsonArray(simple ? simplifyObjects(records, 1) : records)];
}
