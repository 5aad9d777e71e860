/**
 * Airtable Trigger's poll: lists the records whose trigger field is after the previous check, with
 * n8n's formula `IS_AFTER({<field>}, DATETIME_PARSE("<last check>", "YYYY-MM-DD HH:mm:ss"))`
 * (joined with the Formula option by `AND(…)`), and answers them as Airtable sends them
 * (`{ id, createdTime, fields }`), with attachment files when asked.
 *
 * The cursor is n8n's `lastTimeChecked` (an ISO time in UTC, seconds precision) in the node's static
 * data: the first poll checks from its own time, so only later changes fire. The host keeps what
 * a poll changed only once the execution it started is stored. Run by hand, the trigger answers one
 * record whatever the cursor, and says so when the trigger field does not exist.
 */
import { NodeOperationError, type PollContext, type PollResult } from '@weft/workflow';
import { airtableRequestAll } from '../airtable/api.js';
import { BASE_URL_REGEX, TABLE_URL_REGEX } from '../airtable/locators.js';
import { nameList, recordsWithAttachments, type AirtableRecord } from '../airtable/records.js';

/** The ID of a resource locator value: a link's ID found with `regex`, else the value as it is. */
function locatorValue(raw: unknown, regex: string): string {
  const locator = raw && typeof raw === 'object' ? (raw as { value?: unknown; mode?: unknown }) : { value: raw };
  const text = String(locator.value ?? '').trim();
  if (locator.mode === 'url' || /^https?:\/\//.test(text)) return new RegExp(regex).exec(text)?.[1] ?? text;
  return text;
}

/** The current time as n8n writes it (`2024-05-01T10:00:00Z`). */
const nowUtc = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Polls the table (see the module comment). */
export async function pollAirtable(ctx: PollContext): Promise<PollResult> {
  const node = ctx.getNode();
  const manual = ctx.getMode() === 'manual';
  const auth = String(ctx.getNodeParameter('authentication', 'airtableApi'));
  const cursor = ctx.getWorkflowStaticData('node');
  const base = locatorValue(ctx.getNodeParameter('baseId', ''), BASE_URL_REGEX);
  const table = locatorValue(ctx.getNodeParameter('tableId', ''), TABLE_URL_REGEX);
  const triggerField = String(ctx.getNodeParameter('triggerField', '') ?? '').trim();
  const additional = (ctx.getNodeParameter('additionalFields', {}) ?? {}) as Record<string, unknown>;
  if (!base || !table)
    throw new NodeOperationError(node, 'Give the base and the table to watch', {
      description: 'Set Base and Table by their airtable.com links or IDs.',
    });
  if (!triggerField)
    throw new NodeOperationError(node, 'Give the Trigger Field', {
      description: 'Name a Created Time or Last Modified Time field of the table.',
    });

  const now = nowUtc();
  const startDate = typeof cursor.lastTimeChecked === 'string' && cursor.lastTimeChecked ? cursor.lastTimeChecked : now;
  const qs: Record<string, unknown> = {};
  if (additional.viewId) qs.view = additional.viewId;
  const fields = nameList(additional.fields);
  if (fields.length) qs.fields = fields;
  if (manual) {
    qs.maxRecords = 1;
  } else {
    const after = `IS_AFTER({${triggerField}}, DATETIME_PARSE("${startDate}", "YYYY-MM-DD HH:mm:ss"))`;
    qs.filterByFormula = additional.formula ? `AND(${after}, ${String(additional.formula)})` : after;
  }
  const records = (await airtableRequestAll(ctx, auth, {
    method: 'GET',
    endpoint: `${encodeURIComponent(base)}/${encodeURIComponent(table)}`,
    qs,
  })) as AirtableRecord[];
  cursor.lastTimeChecked = now;
  if (!records.length) return null;
  if (manual && records[0]!.fields?.[triggerField] === undefined) {
    throw new NodeOperationError(node, `The Field "${triggerField}" does not exist.`, {
      description:
        'Check the spelling of the Trigger Field (it is case-sensitive), and that the record has a value in it.',
    });
  }
  if (ctx.getNodeParameter('downloadAttachments', false)) {
    const names = String(ctx.getNodeParameter('downloadFieldNames', '') ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    return [await recordsWithAttachments(ctx, records, names, false)];
  }
  return [ctx.helpers.returnJsonArray(records)];
}
