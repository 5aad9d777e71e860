/**
 * Clockify 1: clients, projects, tags, tasks, time entries, users and workspaces of a Clockify
 * account, answered as n8n's node answers them (Clockify's object, a list's entries, and
 * `{ success: true }` for a deleted tag or time entry). As in n8n's node: resource and operation
 * come from the first item; list filters go to the query as they are, and the query is shared by
 * the items of a run (a limit or filter set for one item stays for the next); a project's estimate
 * is unwrapped, a task's `HH:MM` estimate becomes `PT<h>H<m>M`; a time entry's times are read in
 * the workflow's time zone and sent in UTC, and an update without a start sends the entry's
 * current start; with Continue On Fail a failed item becomes an empty item carrying the message, paired
 * with its input.
 */
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { DateTime } from 'luxon';
import { clockifyRequest, clockifyRequestAll } from './api.js';

type Json = Record<string, any>;

/** A date as n8n's node sends it: read in `zone` (unless it names its own offset), written in UTC to the second. */
export function toUtc(value: unknown, zone: string): string {
  const text = String(value ?? '');
  let date = DateTime.fromISO(text, { zone });
  if (!date.isValid) date = DateTime.fromJSDate(new Date(text), { zone });
  if (!date.isValid) return 'Invalid date';
  return date.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss'Z'");
}

/** `HH:MM` as an ISO duration, as n8n's node writes a task's estimate. */
const taskEstimate = (value: string) => {
  const [hour, minute] = value.split(':');
  return `PT${hour}H${minute}M`;
};

interface Run {
  ctx: ExecuteContext;
  qs: Json;
}

const p = (run: Run, name: string, i: number, fallback?: unknown): any => run.ctx.getNodeParameter(name, i, fallback);

/** A list: every entry, or the first `limit` (read page by page with the limit in the query). */
async function list(run: Run, i: number, endpoint: string, filters: Json): Promise<Json[]> {
  Object.assign(run.qs, filters);
  if (p(run, 'returnAll', i, false)) return clockifyRequestAll(run.ctx, endpoint, run.qs, i);
  run.qs.limit = p(run, 'limit', i, 100);
  const all = await clockifyRequestAll(run.ctx, endpoint, run.qs, i);
  return all.splice(0, Number(run.qs.limit));
}

function unwrapEstimate(body: Json): Json {
  if (body.estimateUi) {
    body.estimate = body.estimateUi.estimateValues;
    delete body.estimateUi;
  }
  return body;
}

async function operate(run: Run, resource: string, operation: string, i: number): Promise<unknown> {
  const { ctx, qs } = run;
  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', endpoint: string, body?: Json) =>
    clockifyRequest(ctx, method, endpoint, { body, qs, itemIndex: i });
  if (resource === 'workspace') {
    const workspaces = ((await request('GET', '/workspaces')) ?? []) as Json[];
    if (p(run, 'returnAll', i, false)) return workspaces;
    qs.limit = p(run, 'limit', i, 100);
    return workspaces.splice(0, Number(qs.limit));
  }
  const ws = `/workspaces/${p(run, 'workspaceId', i)}`;
  switch (`${resource}:${operation}`) {
    case 'client:create':
      return request('POST', `${ws}/clients`, { name: p(run, 'name', i) });
    case 'client:delete':
      return request('DELETE', `${ws}/clients/${p(run, 'clientId', i)}`);
    case 'client:update':
      return request('PUT', `${ws}/clients/${p(run, 'clientId', i)}`, {
        name: p(run, 'name', i),
        ...(p(run, 'updateFields', i, {}) as Json),
      });
    case 'client:get':
      return request('GET', `${ws}/clients/${p(run, 'clientId', i)}`);
    case 'client:getAll':
      return list(run, i, `${ws}/clients`, p(run, 'additionalFields', i, {}));

    case 'project:create':
      return request(
        'POST',
        `${ws}/projects`,
        unwrapEstimate({ name: p(run, 'name', i), ...(p(run, 'additionalFields', i, {}) as Json) }),
      );
    case 'project:delete':
      return request('DELETE', `${ws}/projects/${p(run, 'projectId', i)}`);
    case 'project:get':
      return request('GET', `${ws}/projects/${p(run, 'projectId', i)}`);
    case 'project:getAll':
      return list(run, i, `${ws}/projects`, p(run, 'additionalFields', i, {}));
    case 'project:update':
      return request(
        'PUT',
        `${ws}/projects/${p(run, 'projectId', i)}`,
        unwrapEstimate({ ...(p(run, 'updateFields', i, {}) as Json) }),
      );

    case 'tag:create':
      return request('POST', `${ws}/tags`, { name: p(run, 'name', i) });
    case 'tag:delete':
      await request('DELETE', `${ws}/tags/${p(run, 'tagId', i)}`);
      return { success: true };
    case 'tag:getAll':
      return list(run, i, `${ws}/tags`, p(run, 'additionalFields', i, {}));
    case 'tag:update':
      return request('PUT', `${ws}/tags/${p(run, 'tagId', i)}`, { ...(p(run, 'updateFields', i, {}) as Json) });
  }
  const project = `${ws}/projects/${p(run, 'projectId', i)}`;
  switch (`${resource}:${operation}`) {
    case 'task:create': {
      const body: Json = { name: p(run, 'name', i), ...(p(run, 'additionalFields', i, {}) as Json) };
      if (body.estimate) body.estimate = taskEstimate(String(body.estimate));
      return request('POST', `${project}/tasks`, body);
    }
    case 'task:delete':
      return request('DELETE', `${project}/tasks/${p(run, 'taskId', i)}`);
    case 'task:get':
      return request('GET', `${project}/tasks/${p(run, 'taskId', i)}`);
    case 'task:getAll': {
      Object.assign(qs, p(run, 'filters', i, {}));
      if (p(run, 'returnAll', i, false)) return clockifyRequestAll(ctx, `${project}/tasks`, qs, i);
      qs['page-size'] = p(run, 'limit', i, 100);
      return request('GET', `${project}/tasks`);
    }
    case 'task:update': {
      const body: Json = { ...(p(run, 'updateFields', i, {}) as Json) };
      if (body.estimate) body.estimate = taskEstimate(String(body.estimate));
      return request('PUT', `${project}/tasks/${p(run, 'taskId', i)}`, body);
    }
  }
  const entry = `${ws}/time-entries/${p(run, 'timeEntryId', i)}`;
  const zone = ctx.getTimezone();
  switch (`${resource}:${operation}`) {
    case 'timeEntry:create': {
      const body: Json = { start: toUtc(p(run, 'start', i), zone), ...(p(run, 'additionalFields', i, {}) as Json) };
      if (body.end) body.end = toUtc(body.end, zone);
      if (body.customFieldsUi) body.customFields = body.customFieldsUi.customFieldsValues;
      return request('POST', `${ws}/time-entries`, body);
    }
    case 'timeEntry:delete':
      await request('DELETE', entry);
      return { success: true };
    case 'timeEntry:get':
      return request('GET', entry);
    case 'timeEntry:update': {
      const body: Json = { ...(p(run, 'updateFields', i, {}) as Json) };
      if (body.end) body.end = toUtc(body.end, zone);
      if (body.start) body.start = toUtc(body.start, zone);
      else body.start = ((await request('GET', entry)) as Json).timeInterval.start;
      return request('PUT', entry, body);
    }
    case 'user:getAll':
      return list(run, i, `${ws}/users`, p(run, 'additionalFields', i, {}));
  }
  return undefined;
}

/** Clockify 1's execute. */
export async function executeClockify(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'project'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'create'));
  // n8n's node keeps one query object for the whole run.
  const run: Run = { ctx, qs: {} };
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const answer = await operate(run, resource, operation, i);
      const entries = ctx.helpers.returnJsonArray(answer ?? {});
      out.push(...ctx.helpers.constructExecutionMetaData(entries, { itemData: { item: i } }));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: {}, error: (error as Error).message, pairedItem: { item: i } });
    }
  }
  return [out];
}
