/**
 * ClickUp 1: each resource's operations through ClickUp's API v2, answered as n8n's node answers
 * them (the call's JSON, the entry under its key such as `checklist` or `goal`, a list's entries,
 * or `{ success: true }` where the answer says nothing). As in n8n's node: the resource and
 * operation are read from the first item, one query object is shared by every item of a run (a
 * limit or filter set for one item stays for the next), dates in ISO form become epoch
 * milliseconds (time entries in the workflow's timezone), a task's time estimate is sent as the
 * number given times 6000, and with Continue On Fail a failing item gives an empty item carrying
 * the error's message.
 */
import { DateTime } from 'luxon';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { clickUpRequest, clickUpRequestAll, type ClickUpCall } from './api.js';

type Json = Record<string, any>;

interface Run {
  ctx: ExecuteContext;
  authentication: unknown;
  /** The query shared by every item (n8n's node keeps one for the whole run). */
  qs: Json;
}

type Method = ClickUpCall['method'];
const call = (run: Run, i: number, method: Method, endpoint: string, body?: Json, qs?: Json) =>
  clickUpRequest(run.ctx, { authentication: run.authentication, method, endpoint, body, qs, itemIndex: i });
const param = <T = unknown>(run: Run, name: string, i: number, fallback?: unknown) =>
  run.ctx.getNodeParameter(name, i, fallback) as T;
const fields = (run: Run, name: string, i: number) => ({ ...(param<Json>(run, name, i, {}) ?? {}) });
/** Epoch milliseconds of a date as JavaScript's `Date` reads it (n8n's node does the same). */
const epoch = (value: unknown) => new Date(value as string).getTime();
/** Epoch milliseconds of a date in the workflow's timezone. */
const epochIn = (run: Run, value: unknown) => {
  if (typeof value === 'number') return value;
  const parsed = DateTime.fromISO(String(value), { zone: run.ctx.getTimezone() });
  return parsed.isValid ? parsed.toMillis() : new Date(String(value)).getTime();
};
/** `1,2` → `[1, 2]` (user ids). */
const ids = (value: unknown) =>
  String(value)
    .split(',')
    .map((e) => parseInt(e, 10));
const parseJson = (value: unknown): unknown => {
  try {
    return JSON.parse(String(value));
  } catch {
    return undefined;
  }
};
const done = { success: true };

/** Copies the set `names` of `from` onto `to` under ClickUp's names (`[ours, theirs]` or a shared name). */
function copy(to: Json, from: Json, names: Array<string | [string, string, ((v: unknown) => unknown)?]>): void {
  for (const entry of names) {
    const [ours, theirs, map] = typeof entry === 'string' ? [entry, entry, undefined] : entry;
    if (from[ours]) to[theirs] = map ? map(from[ours]) : from[ours];
  }
}

async function checklist(run: Run, op: string, i: number): Promise<unknown> {
  if (op === 'create')
    return (await call(run, i, 'POST', `/task/${param(run, 'task', i)}/checklist`, { name: param(run, 'name', i) }))
      .checklist;
  if (op === 'delete') {
    await call(run, i, 'DELETE', `/checklist/${param(run, 'checklist', i)}`);
    return done;
  }
  if (op === 'update') {
    const body: Json = {};
    copy(body, fields(run, 'updateFields', i), ['name', 'position']);
    return (await call(run, i, 'PUT', `/checklist/${param(run, 'checklist', i)}`, body)).checklist;
  }
  return unknownOperation(run, op, i);
}

async function checklistItem(run: Run, op: string, i: number): Promise<unknown> {
  const checklistId = param(run, 'checklist', i);
  if (op === 'create') {
    const body: Json = { name: param(run, 'name', i) };
    copy(body, fields(run, 'additionalFields', i), [['assignee', 'assignee', (v) => parseInt(String(v), 10)]]);
    return (await call(run, i, 'POST', `/checklist/${checklistId}/checklist_item`, body)).checklist;
  }
  const itemId = param(run, 'checklistItem', i);
  if (op === 'delete') {
    await call(run, i, 'DELETE', `/checklist/${checklistId}/checklist_item/${itemId}`);
    return done;
  }
  if (op === 'update') {
    const body: Json = {};
    copy(body, fields(run, 'updateFields', i), [
      'name',
      'parent',
      ['assignee', 'assignee', (v) => parseInt(String(v), 10)],
      'resolved',
    ]);
    return (await call(run, i, 'PUT', `/checklist/${checklistId}/checklist_item/${itemId}`, body)).checklist;
  }
  return unknownOperation(run, op, i);
}

async function comment(run: Run, op: string, i: number): Promise<unknown> {
  if (op === 'create') {
    const body: Json = { comment_text: param(run, 'commentText', i) };
    copy(body, fields(run, 'additionalFields', i), [
      ['assignee', 'assignee', (v) => parseInt(String(v), 10)],
      ['notifyAll', 'notify_all'],
    ]);
    return call(run, i, 'POST', `/${param(run, 'commentOn', i)}/${param(run, 'id', i)}/comment`, body);
  }
  if (op === 'delete') {
    await call(run, i, 'DELETE', `/comment/${param(run, 'comment', i)}`);
    return done;
  }
  if (op === 'getAll') {
    run.qs.limit = param(run, 'limit', i);
    const answer = await call(
      run,
      i,
      'GET',
      `/${param(run, 'commentsOn', i)}/${param(run, 'id', i)}/comment`,
      {},
      run.qs,
    );
    return (answer.comments as unknown[]).splice(0, run.qs.limit);
  }
  if (op === 'update') {
    const body: Json = {};
    copy(body, fields(run, 'updateFields', i), [
      ['commentText', 'comment_text'],
      ['assignee', 'assignee', (v) => parseInt(String(v), 10)],
      'resolved',
    ]);
    await call(run, i, 'PUT', `/comment/${param(run, 'comment', i)}`, body);
    return done;
  }
  return unknownOperation(run, op, i);
}

async function folder(run: Run, op: string, i: number): Promise<unknown> {
  if (op === 'create')
    return call(run, i, 'POST', `/space/${param(run, 'space', i)}/folder`, { name: param(run, 'name', i) });
  if (op === 'delete') {
    await call(run, i, 'DELETE', `/folder/${param(run, 'folder', i)}`);
    return done;
  }
  if (op === 'get') return call(run, i, 'GET', `/folder/${param(run, 'folder', i)}`);
  if (op === 'getAll') {
    const filters = fields(run, 'filters', i);
    if (filters.archived) run.qs.archived = filters.archived;
    run.qs.limit = param(run, 'limit', i);
    const answer = await call(run, i, 'GET', `/space/${param(run, 'space', i)}/folder`, {}, run.qs);
    return (answer.folders as unknown[]).splice(0, run.qs.limit);
  }
  if (op === 'update') {
    const body: Json = {};
    copy(body, fields(run, 'updateFields', i), ['name']);
    return call(run, i, 'PUT', `/folder/${param(run, 'folder', i)}`, body);
  }
  return unknownOperation(run, op, i);
}

async function goal(run: Run, op: string, i: number): Promise<unknown> {
  if (op === 'create') {
    const body: Json = { name: param(run, 'name', i) };
    copy(body, fields(run, 'additionalFields', i), [
      ['dueDate', 'due_date', epoch],
      'description',
      ['multipleOwners', 'multiple_owners'],
      'color',
      ['owners', 'owners', ids],
    ]);
    return (await call(run, i, 'POST', `/team/${param(run, 'team', i)}/goal`, body)).goal;
  }
  if (op === 'delete') {
    await call(run, i, 'DELETE', `/goal/${param(run, 'goal', i)}`);
    return done;
  }
  if (op === 'get') return (await call(run, i, 'GET', `/goal/${param(run, 'goal', i)}`)).goal;
  if (op === 'getAll') {
    run.qs.limit = param(run, 'limit', i);
    const answer = await call(run, i, 'GET', `/team/${param(run, 'team', i)}/goal`, {}, run.qs);
    return (answer.goals as unknown[]).splice(0, run.qs.limit);
  }
  if (op === 'update') {
    const body: Json = {};
    copy(body, fields(run, 'updateFields', i), [
      'name',
      ['dueDate', 'due_date', epoch],
      'description',
      'color',
      ['addOwners', 'add_owners', ids],
      ['removeOwners', 'rem_owners', ids],
    ]);
    return (await call(run, i, 'PUT', `/goal/${param(run, 'goal', i)}`, body)).goal;
  }
  return unknownOperation(run, op, i);
}

async function goalKeyResult(run: Run, op: string, i: number): Promise<unknown> {
  if (op === 'create') {
    const type = param<string>(run, 'type', i);
    const extra = fields(run, 'additionalFields', i);
    const body: Json = { name: param(run, 'name', i), type };
    if ((type === 'number' || type === 'currency') && !extra.unit)
      throw new NodeOperationError(run.ctx.getNode(), 'Unit field must be set', { itemIndex: i });
    // n8n checks the steps for these types ('percentage' is spelt 'percentaje' there, so it is not checked).
    if (
      ['number', 'automatic', 'currency'].includes(type) &&
      (extra.stepsStart === undefined || extra.stepsEnd === undefined)
    ) {
      throw new NodeOperationError(run.ctx.getNode(), 'Steps start and steps end fields must be set', { itemIndex: i });
    }
    copy(body, extra, [
      'unit',
      ['stepsStart', 'steps_start'],
      ['stepsEnd', 'steps_end'],
      ['taskIds', 'task_ids', (v) => String(v).split(',')],
      ['listIds', 'list_ids', (v) => String(v).split(',')],
      ['owners', 'owners', ids],
    ]);
    return (await call(run, i, 'POST', `/goal/${param(run, 'goal', i)}/key_result`, body)).key_result;
  }
  if (op === 'delete') {
    await call(run, i, 'DELETE', `/key_result/${param(run, 'keyResult', i)}`);
    return done;
  }
  if (op === 'update') {
    const body: Json = {};
    copy(body, fields(run, 'updateFields', i), [
      'name',
      'note',
      ['stepsCurrent', 'steps_current'],
      ['stepsStart', 'steps_start'],
      ['stepsEnd', 'steps_end'],
      'unit',
    ]);
    return (await call(run, i, 'PUT', `/key_result/${param(run, 'keyResult', i)}`, body)).key_result;
  }
  return unknownOperation(run, op, i);
}

/** The body of a task create or update from its fields (content becomes markdown when asked). */
function taskBody(from: Json, body: Json): Json {
  copy(body, from, [
    'content',
    'priority',
    ['dueDate', 'due_date', epoch],
    ['dueDateTime', 'due_date_time'],
    ['timeEstimate', 'time_estimate', (v) => Number(v) * 6000],
    ['startDate', 'start_date', epoch],
    ['startDateTime', 'start_date_time'],
    ['notifyAll', 'notify_all'],
    ['parentId', 'parent'],
  ]);
  if (from.markdownContent) {
    delete body.content;
    body.markdown_content = from.content;
  }
  return body;
}

async function task(run: Run, op: string, i: number): Promise<unknown> {
  if (op === 'create') {
    const extra = fields(run, 'additionalFields', i);
    const body: Json = { name: param(run, 'name', i) };
    if (extra.customFieldsJson) {
      const custom = parseJson(extra.customFieldsJson);
      if (custom === undefined)
        throw new NodeOperationError(run.ctx.getNode(), 'Custom Fields: Invalid JSON', { itemIndex: i });
      body.custom_fields = custom;
    }
    if (extra.content) body.content = extra.content;
    copy(body, extra, ['assignees', 'tags', 'status']);
    taskBody({ ...extra, content: undefined, markdownContent: false }, body);
    if (extra.markdownContent) {
      delete body.content;
      body.markdown_content = extra.content;
    }
    return call(run, i, 'POST', `/list/${param(run, 'list', i)}/task`, body);
  }
  if (op === 'update') {
    const update = fields(run, 'updateFields', i);
    const body: Json = { assignees: { add: [], rem: [] } };
    taskBody({ ...update, markdownContent: false, parentId: undefined }, body);
    copy(body, update, ['name', ['parentId', 'parent']]);
    if (update.addAssignees) body.assignees.add = ids(update.addAssignees);
    if (update.removeAssignees) body.assignees.rem = ids(update.removeAssignees);
    if (update.status) body.status = update.status;
    if (update.markdownContent) {
      delete body.content;
      body.markdown_content = update.content;
    }
    return call(run, i, 'PUT', `/task/${param(run, 'id', i)}`, body);
  }
  if (op === 'get') {
    if (param(run, 'includeSubtasks', i, false)) run.qs.include_subtasks = true;
    if (param(run, 'includeMarkdownDescription', i, false)) run.qs.include_markdown_description = true;
    return call(run, i, 'GET', `/task/${param(run, 'id', i)}`, {}, run.qs);
  }
  if (op === 'getAll') {
    const returnAll = Boolean(param(run, 'returnAll', i));
    const filters = fields(run, 'filters', i);
    copy(run.qs, filters, [
      'archived',
      'subtasks',
      ['includeClosed', 'include_closed'],
      ['orderBy', 'order_by'],
      'statuses',
      'assignees',
      'tags',
      ['dueDateGt', 'due_date_gt', epoch],
      ['dueDateLt', 'due_date_lt', epoch],
      ['dateCreatedGt', 'date_created_gt', epoch],
      ['dateCreatedLt', 'date_created_lt', epoch],
      ['dateUpdatedGt', 'date_updated_gt', epoch],
      ['dateUpdatedLt', 'date_updated_lt', epoch],
    ]);
    const rows = (filters.customFieldsUi as Json | undefined)?.customFieldsValues as Json[] | undefined;
    if (rows)
      run.qs.custom_fields = JSON.stringify(
        rows.map((r) => ({ field_id: r.fieldId, operator: r.operator === 'equal' ? '=' : r.operator, value: r.value })),
      );
    const endpoint = `/list/${param(run, 'list', i)}/task`;
    if (returnAll)
      return clickUpRequestAll(
        run.ctx,
        { authentication: run.authentication, method: 'GET', endpoint, qs: run.qs, itemIndex: i },
        'tasks',
      );
    run.qs.limit = param(run, 'limit', i);
    const all = await clickUpRequestAll(
      run.ctx,
      { authentication: run.authentication, method: 'GET', endpoint, qs: run.qs, itemIndex: i },
      'tasks',
    );
    return all.splice(0, run.qs.limit);
  }
  if (op === 'member') return members(run, `/task/${param(run, 'id', i)}/member`, i);
  if (op === 'setCustomField') {
    const jsonParse = Boolean(param(run, 'jsonParse', i));
    let value: unknown = param(run, 'value', i);
    if (jsonParse) {
      value = parseJson(value);
      if (value === undefined)
        throw new NodeOperationError(run.ctx.getNode(), 'Value is invalid JSON!', { itemIndex: i });
    } else if (!isNaN(value as number)) {
      value = parseInt(String(value), 10);
    }
    return call(run, i, 'POST', `/task/${param(run, 'task', i)}/field/${param(run, 'field', i)}`, { value });
  }
  if (op === 'delete') {
    await call(run, i, 'DELETE', `/task/${param(run, 'id', i)}`, {});
    return done;
  }
  return unknownOperation(run, op, i);
}

/** The members of a list or task: all, or the first `limit` (which stays on the shared query). */
async function members(run: Run, endpoint: string, i: number): Promise<unknown> {
  const returnAll = Boolean(param(run, 'returnAll', i));
  if (!returnAll) run.qs.limit = param(run, 'limit', i);
  const found = (await call(run, i, 'GET', endpoint, {}, run.qs)).members as unknown[];
  return returnAll ? found : found.splice(0, run.qs.limit);
}

async function taskTagOrList(run: Run, resource: string, op: string, i: number): Promise<unknown> {
  const taskId = param(run, 'taskId', i);
  if (op !== 'add' && op !== 'remove') return unknownOperation(run, op, i);
  const method = op === 'add' ? 'POST' : 'DELETE';
  if (resource === 'taskTag')
    await call(
      run,
      i,
      method,
      `/task/${taskId}/tag/${param(run, 'tagName', i)}`,
      {},
      fields(run, 'additionalFields', i),
    );
  else await call(run, i, method, `/list/${param(run, 'listId', i)}/task/${taskId}`);
  return done;
}

async function taskDependency(run: Run, op: string, i: number): Promise<unknown> {
  const taskId = param(run, 'task', i);
  const dependsOn = param(run, 'dependsOnTask', i);
  if (op === 'create') await call(run, i, 'POST', `/task/${taskId}/dependency`, { depends_on: dependsOn });
  else if (op === 'delete') {
    run.qs.depends_on = dependsOn;
    await call(run, i, 'DELETE', `/task/${taskId}/dependency`, {}, run.qs);
  } else return unknownOperation(run, op, i);
  return done;
}

async function timeEntry(run: Run, op: string, i: number): Promise<unknown> {
  const team = param(run, 'team', i);
  if (op === 'update') {
    const body: Json = fields(run, 'updateFields', i);
    if (body.start) body.start = epochIn(run, body.start);
    if (body.duration) body.duration = Number(body.duration) * 60000;
    if (body.task) {
      body.tid = body.task;
      body.custom_task_ids = true;
    }
    return (await call(run, i, 'PUT', `/team/${team}/time_entries/${param(run, 'timeEntry', i)}`, body)).data;
  }
  if (op === 'getAll') {
    const returnAll = Boolean(param(run, 'returnAll', i));
    const filters = fields(run, 'filters', i);
    Object.assign(run.qs, filters);
    if (filters.start_date) run.qs.start_date = epochIn(run, run.qs.start_date);
    if (filters.end_date) run.qs.end_date = epochIn(run, run.qs.end_date);
    const found = (await call(run, i, 'GET', `/team/${team}/time_entries`, {}, run.qs)).data as unknown[];
    return returnAll ? found : found.splice(0, param<number>(run, 'limit', i));
  }
  if (op === 'get') {
    const running = Boolean(param(run, 'running', i));
    const endpoint = running
      ? `/team/${team}/time_entries/current`
      : `/team/${team}/time_entries/${param(run, 'timeEntry', i)}`;
    return (await call(run, i, 'GET', endpoint)).data;
  }
  if (op === 'create') {
    const body: Json = {
      start: epochIn(run, param(run, 'start', i)),
      duration: Number(param(run, 'duration', i)) * 60000,
      tid: param(run, 'task', i),
    };
    Object.assign(body, fields(run, 'additionalFields', i));
    if (body.tags) body.tags = (body.tags as string[]).map((tag) => JSON.parse(tag));
    return (await call(run, i, 'POST', `/team/${team}/time_entries`, body)).data;
  }
  if (op === 'start') {
    const body: Json = { tid: param(run, 'task', i), ...fields(run, 'additionalFields', i) };
    return (await call(run, i, 'POST', `/team/${team}/time_entries/start`, body)).data;
  }
  if (op === 'stop') {
    const answer = await call(run, i, 'POST', `/team/${team}/time_entries/stop`);
    if (!answer.data)
      throw new NodeOperationError(run.ctx.getNode(), 'There seems to be nothing to stop.', { itemIndex: i });
    return answer.data;
  }
  if (op === 'delete')
    return (await call(run, i, 'DELETE', `/team/${team}/time_entries/${param(run, 'timeEntry', i)}`)).data;
  return unknownOperation(run, op, i);
}

async function timeEntryTag(run: Run, op: string, i: number): Promise<unknown> {
  const team = param(run, 'team', i);
  if (op === 'getAll') {
    const found = (await call(run, i, 'GET', `/team/${team}/time_entries/tags`)).data as unknown[];
    return param(run, 'returnAll', i) ? found : found.splice(0, param<number>(run, 'limit', i));
  }
  const body: Json = { time_entry_ids: String(param(run, 'timeEntryIds', i)).split(',') };
  if (op === 'add') {
    const tagsUi = param<Json | undefined>(run, 'tagsUi', i);
    if (tagsUi) {
      if (tagsUi.tagsValues === undefined)
        throw new NodeOperationError(run.ctx.getNode(), 'At least one tag must be set', { itemIndex: i });
      body.tags = tagsUi.tagsValues;
    }
    await call(run, i, 'POST', `/team/${team}/time_entries/tags`, body);
    return done;
  }
  if (op === 'remove') {
    body.tags = (param<string[]>(run, 'tagNames', i) ?? []).map((tag) => JSON.parse(tag).name);
    await call(run, i, 'DELETE', `/team/${team}/time_entries/tags`, body);
    return done;
  }
  return unknownOperation(run, op, i);
}

async function spaceTag(run: Run, op: string, i: number): Promise<unknown> {
  const space = param(run, 'space', i);
  if (op === 'create' || op === 'update') {
    const tag = {
      name: param(run, op === 'create' ? 'name' : 'newName', i),
      tag_bg: param(run, 'backgroundColor', i),
      tag_fg: param(run, 'foregroundColor', i),
    };
    if (op === 'create') await call(run, i, 'POST', `/space/${space}/tag`, { tag });
    else await call(run, i, 'PUT', `/space/${space}/tag/${param(run, 'name', i)}`, { tag });
    return done;
  }
  if (op === 'delete') {
    await call(run, i, 'DELETE', `/space/${space}/tag/${param(run, 'name', i)}`);
    return done;
  }
  if (op === 'getAll') {
    const found = (await call(run, i, 'GET', `/space/${space}/tag`)).tags as unknown[];
    return param(run, 'returnAll', i) ? found : found.splice(0, param<number>(run, 'limit', i));
  }
  return unknownOperation(run, op, i);
}

async function list(run: Run, op: string, i: number): Promise<unknown> {
  if (op === 'create') {
    const body: Json = { name: param(run, 'name', i) };
    copy(body, fields(run, 'additionalFields', i), [
      'content',
      ['dueDate', 'due_date', epoch],
      ['dueDateTime', 'due_date_time'],
      'priority',
      ['assignee', 'assignee', (v) => parseInt(String(v), 10)],
      'status',
    ]);
    if (param(run, 'folderless', i)) return call(run, i, 'POST', `/space/${param(run, 'space', i)}/list`, body);
    return call(run, i, 'POST', `/folder/${param(run, 'folder', i)}/list`, body);
  }
  if (op === 'member') return members(run, `/list/${param(run, 'id', i)}/member`, i);
  if (op === 'customFields') return (await call(run, i, 'GET', `/list/${param(run, 'list', i)}/field`)).fields;
  if (op === 'delete') {
    await call(run, i, 'DELETE', `/list/${param(run, 'list', i)}`);
    return done;
  }
  if (op === 'get') return call(run, i, 'GET', `/list/${param(run, 'list', i)}`);
  if (op === 'getAll') {
    const filters = fields(run, 'filters', i);
    const space = param(run, 'space', i);
    const folderless = param(run, 'folderless', i);
    if (filters.archived) run.qs.archived = filters.archived;
    const endpoint = folderless ? `/space/${space}/list` : `/folder/${param(run, 'folder', i)}/list`;
    run.qs.limit = param(run, 'limit', i);
    return ((await call(run, i, 'GET', endpoint, {}, run.qs)).lists as unknown[]).splice(0, run.qs.limit);
  }
  if (op === 'update') {
    const body: Json = {};
    copy(body, fields(run, 'updateFields', i), [
      'name',
      'content',
      ['dueDate', 'due_date', epoch],
      ['dueDateTime', 'due_date_time'],
      'priority',
      ['assignee', 'assignee', (v) => parseInt(String(v), 10)],
      ['unsetStatus', 'unset_status'],
    ]);
    return call(run, i, 'PUT', `/list/${param(run, 'list', i)}`, body);
  }
  return unknownOperation(run, op, i);
}

function unknownOperation(run: Run, op: string, i: number): never {
  throw new NodeOperationError(run.ctx.getNode(), `The operation "${op}" is not supported`, { itemIndex: i });
}

const RESOURCES: Record<string, (run: Run, op: string, i: number) => Promise<unknown>> = {
  checklist,
  checklistItem,
  comment,
  folder,
  goal,
  goalKeyResult,
  task,
  taskDependency,
  timeEntry,
  timeEntryTag,
  spaceTag,
  list,
  taskTag: (run, op, i) => taskTagOrList(run, 'taskTag', op, i),
  taskList: (run, op, i) => taskTagOrList(run, 'taskList', op, i),
};

/** Runs ClickUp 1 over the input items. */
export async function executeClickUp(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'task'));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const run: Run = { ctx, authentication: ctx.getNodeParameter('authentication', 0, 'accessToken'), qs: {} };
  const handler = RESOURCES[resource];
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      if (!handler)
        throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not supported`, { itemIndex: i });
      const answer = await handler(run, operation, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: {}, error: (error as Error).message, pairedItem: { item: i } });
    }
  }
  return [out];
}
