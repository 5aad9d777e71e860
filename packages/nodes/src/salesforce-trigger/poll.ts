/**
 * Salesforce Trigger 1's poll, as n8n's trigger polls: one SOQL query for the chosen object's
 * records created (`CreatedDate`) or updated (`LastModifiedDate`, created before the window) between
 * the last check less 15 minutes (Salesforce indexes changes late) and now, every page of it; records
 * already seen (their ids kept in the node's static data, the newest 10,000) are left out. A manual
 * run asks for one record whatever its date. The cursor (`lastTimeChecked`, `processedIds`) lives in
 * the node's static data.
 */
import { DateTime } from 'luxon';
import type { PollContext, PollResult } from '@weft/workflow';
import { salesforceRequestAll } from '../salesforce/api.js';
import { soqlQuery } from '../salesforce/soql.js';

type Json = Record<string, any>;

/** How many record ids the trigger remembers. */
const MAX_IDS = 10_000;

/** Where a poll starts: 15 minutes before the last check, or now on the first poll. */
export function pollStartDate(lastTimeChecked: unknown, now: DateTime): string {
  if (!lastTimeChecked) return now.toISO() ?? '';
  return DateTime.fromISO(String(lastTimeChecked), { zone: now.zone }).minus({ minutes: 15 }).toISO() ?? '';
}

/** The records not seen before, and the ids to remember (the newest {@link MAX_IDS}). */
export function newRecords(records: Json[], processedIds: string[]): { fresh: Json[]; ids: string[] } {
  const seen = new Set(processedIds);
  const fresh = records.filter((r) => typeof r.Id === 'string' && !seen.has(r.Id));
  return { fresh, ids: [...seen, ...fresh.map((r) => r.Id as string)].slice(-MAX_IDS) };
}

/** Polls Salesforce for created or updated records of the chosen object. */
export async function pollSalesforce(ctx: PollContext): Promise<PollResult> {
  const data = ctx.getWorkflowStaticData('node');
  const triggerOn = String(ctx.getNodeParameter('triggerOn'));
  const change = triggerOn.slice(-7);
  let sobject = triggerOn.charAt(0).toUpperCase() + triggerOn.slice(1, -7);
  if (sobject === 'CustomObject') sobject = String(ctx.getNodeParameter('customObject'));
  const now = ctx.now();
  const endDate = now.toISO() ?? '';
  if (!Array.isArray(data.processedIds)) data.processedIds = [];
  const start = pollStartDate(data.lastTimeChecked, now);
  const conditions: Json[] = [];
  const manual = ctx.getMode() === 'manual';
  if (!manual) {
    const field = change === 'Created' ? 'CreatedDate' : 'LastModifiedDate';
    conditions.push({ field, operation: '>=', value: start }, { field, operation: '<', value: endDate });
    if (change !== 'Created') conditions.push({ field: 'CreatedDate', operation: '<', value: start });
  }
  const q = soqlQuery({ conditionsUi: { conditionValues: conditions } }, sobject, !manual, 1);
  const records = (await salesforceRequestAll(ctx, 'oAuth2', 'records', {
    method: 'GET',
    endpoint: '/query',
    qs: { q },
  })) as Json[];
  if (!records.length) {
    data.lastTimeChecked = endDate;
    return null;
  }
  const { fresh, ids } = newRecords(records, data.processedIds as string[]);
  data.processedIds = ids;
  data.lastTimeChecked = endDate;
  return fresh.length ? [ctx.helpers.returnJsonArray(fresh)] : null;
}
