/**
 * Todoist 2 and 2.1: each resource's operations as calls to Todoist's REST API v2 (moves, quick add
 * and reminders through the Sync API v9), answered as n8n's node answers them: the call's JSON (an
 * object, or one item per entry of a list), or `{ success: true }` for operations that change
 * something without answering it. As in n8n's node: the resource, operation and credential are read
 * from the first item; parameters are checked for their types before any call (n8n's messages);
 * 2 moves a task to a section, 2.1 to a parent task, a section or else the project; with Continue
 * On Fail an item that fails gives `{ error }` with the error's message.
 */
import { randomUUID } from 'node:crypto';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { todoistRequest, type TodoistCall } from './api.js';

type Json = Record<string, any>;
/** What an operation answers: data to output, or that it succeeded. */
type Answer = { data: unknown } | { success: true };
type Op = (ctx: ExecuteContext, i: number) => Promise<Answer>;
type Kind = 'string' | 'number' | 'boolean' | 'object' | 'string[]';

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const locator = (ctx: ExecuteContext, name: string, i: number): unknown =>
  ctx.getNodeParameter(name, i, undefined, { extractValue: true });

const refuse = (ctx: ExecuteContext, message: string): never => {
  throw new NodeOperationError(ctx.getNode(), message);
};
/** n8n's check of an id parameter: a string or a number. */
function id(ctx: ExecuteContext, name: string, value: unknown): string | number {
  if (typeof value !== 'string' && typeof value !== 'number')
    refuse(ctx, `Parameter "${name}" must be string or number`);
  return value as string | number;
}
function text(ctx: ExecuteContext, name: string, value: unknown): string {
  if (typeof value !== 'string') refuse(ctx, `Parameter "${name}" is not string`);
  return value as string;
}
const isKind = (value: unknown, kind: Kind) =>
  kind === 'string[]'
    ? Array.isArray(value) && value.every((v) => typeof v === 'string')
    : kind === 'object'
      ? typeof value === 'object' && value !== null
      : typeof value === kind;
/** n8n's check of a collection's fields: each one given must be of one of its types. */
function fields(ctx: ExecuteContext, value: unknown, spec: Record<string, Kind | Kind[]>): Json {
  if (typeof value !== 'object' || value === null) refuse(ctx, 'Value is not a valid object');
  const object = value as Json;
  for (const [key, kinds] of Object.entries(spec)) {
    const list = Array.isArray(kinds) ? kinds : [kinds];
    if (object[key] !== undefined && !list.some((kind) => isKind(object[key], kind)))
      refuse(ctx, `Parameter "${key}" does not match any of the expected types: ${list.join(' or ')}`);
  }
  return object;
}

const rest = (
  ctx: ExecuteContext,
  i: number,
  method: TodoistCall['method'],
  endpoint: string,
  body?: Json,
  qs?: Json,
) =>
  todoistRequest(ctx, {
    authentication: p(ctx, 'authentication', 0),
    api: 'rest',
    method,
    endpoint,
    body,
    qs,
    itemIndex: i,
  });
const sync = (ctx: ExecuteContext, i: number, body: Json, endpoint = '/sync') =>
  todoistRequest(ctx, {
    authentication: p(ctx, 'authentication', 0, 'oAuth2'),
    api: 'sync',
    method: 'POST',
    endpoint,
    body,
    itemIndex: i,
  });
/** Todoist refuses `.000Z` due times; n8n drops the milliseconds. */
const dueDatetime = (iso: string) => iso.replace(/.000Z$/, 'Z');
const ok = { success: true } as const;

const TASK_OPTIONS: Record<string, Kind | Kind[]> = {
  description: 'string',
  dueDateTime: 'string',
  dueString: 'string',
  section: ['string', 'number'],
  dueLang: 'string',
  parentId: ['string', 'number'],
  priority: ['string', 'number'],
  order: 'number',
  dueDate: 'string',
  assigneeId: 'string',
  duration: 'number',
  durationUnit: 'string',
  deadlineDate: 'string',
};

/** The optional task fields n8n sends when they are set (not empty, not zero). */
function taskExtras(o: Json, body: Json): void {
  if (o.description) body.description = o.description;
  if (o.dueDateTime) body.due_datetime = dueDatetime(String(o.dueDateTime));
  if (o.dueString) body.due_string = o.dueString;
}
function taskTail(o: Json, body: Json): void {
  if (o.order) body.order = o.order;
  if (o.dueDate) body.due_date = o.dueDate;
  if (o.assigneeId) body.assignee_id = o.assigneeId;
  if (o.duration) body.duration = o.duration;
  if (o.durationUnit) body.duration_unit = o.durationUnit;
  if (o.deadlineDate) body.deadline_date = o.deadlineDate;
}

const task: Record<string, Op> = {
  async create(ctx, i) {
    const content = text(ctx, 'content', p(ctx, 'content', i));
    const project = id(ctx, 'project', locator(ctx, 'project', i));
    const labels = p(ctx, 'labels', i) as string[] | undefined;
    const o = fields(ctx, p(ctx, 'options', i), TASK_OPTIONS);
    const body: Json = {
      content,
      project_id: project,
      priority: typeof o.priority === 'string' ? parseInt(o.priority, 10) : (o.priority ?? 1),
    };
    taskExtras(o, body);
    if (labels !== undefined && labels.length !== 0) body.labels = labels;
    if (o.section) body.section_id = o.section;
    if (o.dueLang) body.due_lang = o.dueLang;
    if (o.parentId) body.parent_id = o.parentId;
    taskTail(o, body);
    return { data: await rest(ctx, i, 'POST', '/tasks', body) };
  },
  async close(ctx, i) {
    await rest(ctx, i, 'POST', `/tasks/${id(ctx, 'taskId', p(ctx, 'taskId', i))}/close`);
    return ok;
  },
  async delete(ctx, i) {
    await rest(ctx, i, 'DELETE', `/tasks/${id(ctx, 'taskId', p(ctx, 'taskId', i))}`);
    return ok;
  },
  async get(ctx, i) {
    return { data: await rest(ctx, i, 'GET', `/tasks/${id(ctx, 'taskId', p(ctx, 'taskId', i))}`) };
  },
  async getAll(ctx, i) {
    const returnAll = p(ctx, 'returnAll', i);
    const f = fields(ctx, p(ctx, 'filters', i), {
      projectId: ['string', 'number'],
      sectionId: ['string', 'number'],
      labelId: ['string', 'number'],
      filter: 'string',
      lang: 'string',
      ids: 'string',
    });
    const qs: Json = {};
    if (f.projectId) qs.project_id = f.projectId;
    if (f.sectionId) qs.section_id = f.sectionId;
    if (f.labelId) qs.label = f.labelId;
    if (f.filter) qs.filter = f.filter;
    if (f.lang) qs.lang = f.lang;
    if (f.ids) qs.ids = f.ids;
    let data = await rest(ctx, i, 'GET', '/tasks', undefined, qs);
    if (!returnAll) {
      const limit = p(ctx, 'limit', i);
      if (typeof limit !== 'number') refuse(ctx, 'Parameter "limit" is not number');
      data = (data as unknown[]).slice(0, limit);
    }
    return { data };
  },
  async reopen(ctx, i) {
    await rest(ctx, i, 'POST', `/tasks/${id(ctx, 'taskId', p(ctx, 'taskId', i))}/reopen`);
    return ok;
  },
  async update(ctx, i) {
    const taskId = id(ctx, 'taskId', p(ctx, 'taskId', i));
    const u = fields(ctx, p(ctx, 'updateFields', i), {
      ...TASK_OPTIONS,
      priority: ['number', 'string'],
      labels: 'string[]',
    });
    const body: Json = {};
    if (u.content) body.content = u.content;
    if (u.priority) body.priority = u.priority;
    taskExtras(u, body);
    if (Array.isArray(u.labels) && u.labels.length !== 0) body.labels = u.labels;
    if (u.dueLang) body.due_lang = u.dueLang;
    taskTail(u, body);
    await rest(ctx, i, 'POST', `/tasks/${taskId}`, body);
    return ok;
  },
  async move(ctx, i) {
    const taskId = id(ctx, 'taskId', p(ctx, 'taskId', i));
    const project = id(ctx, 'project', locator(ctx, 'project', i));
    const version = ctx.getNode().typeVersion;
    const args: Json = { id: taskId };
    if (version < 2.1) args.section_id = id(ctx, 'section', p(ctx, 'section', i));
    else {
      const o = fields(ctx, p(ctx, 'options', i, {}), { parent: ['string', 'number'], section: ['string', 'number'] });
      // Todoist takes exactly one destination: the parent task, else the section, else the project.
      if (o.parent) args.parent_id = o.parent;
      else if (o.section) args.section_id = o.section;
      else args.project_id = project;
    }
    await sync(ctx, i, { commands: [{ type: 'item_move', uuid: randomUUID(), args }] });
    return ok;
  },
  async quickAdd(ctx, i) {
    const body: Json = { text: text(ctx, 'text', p(ctx, 'text', i)) };
    const o = fields(ctx, p(ctx, 'options', i, {}), { note: 'string', reminder: 'string', auto_reminder: 'boolean' });
    if (o.note) body.note = o.note;
    if (o.reminder) body.reminder = o.reminder;
    if (o.auto_reminder) body.auto_reminder = o.auto_reminder;
    return { data: await sync(ctx, i, body, '/quick/add') };
  },
};

const project: Record<string, Op> = {
  async create(ctx, i) {
    const name = text(ctx, 'name', p(ctx, 'name', i));
    const o = fields(ctx, p(ctx, 'projectOptions', i), {
      color: 'string',
      is_favorite: 'boolean',
      parent_id: 'string',
      view_style: 'string',
    });
    return { data: await rest(ctx, i, 'POST', '/projects', { name, ...o }) };
  },
  async delete(ctx, i) {
    await rest(ctx, i, 'DELETE', `/projects/${id(ctx, 'projectId', p(ctx, 'projectId', i))}`);
    return ok;
  },
  async get(ctx, i) {
    return { data: await rest(ctx, i, 'GET', `/projects/${id(ctx, 'projectId', p(ctx, 'projectId', i))}`) };
  },
  async getAll(ctx, i) {
    return { data: await rest(ctx, i, 'GET', '/projects') };
  },
  async update(ctx, i) {
    const projectId = id(ctx, 'projectId', p(ctx, 'projectId', i));
    const u = fields(ctx, p(ctx, 'projectUpdateFields', i), {
      name: 'string',
      color: 'string',
      is_favorite: 'boolean',
      view_style: 'string',
    });
    await rest(ctx, i, 'POST', `/projects/${projectId}`, u);
    return ok;
  },
  async archive(ctx, i) {
    await rest(ctx, i, 'POST', `/projects/${id(ctx, 'projectId', p(ctx, 'projectId', i))}/archive`);
    return ok;
  },
  async unarchive(ctx, i) {
    await rest(ctx, i, 'POST', `/projects/${id(ctx, 'projectId', p(ctx, 'projectId', i))}/unarchive`);
    return ok;
  },
  async getCollaborators(ctx, i) {
    return {
      data: await rest(ctx, i, 'GET', `/projects/${id(ctx, 'projectId', p(ctx, 'projectId', i))}/collaborators`),
    };
  },
};

const section: Record<string, Op> = {
  async create(ctx, i) {
    const name = text(ctx, 'sectionName', p(ctx, 'sectionName', i));
    const projectId = id(ctx, 'sectionProject', locator(ctx, 'sectionProject', i));
    const o = fields(ctx, p(ctx, 'sectionOptions', i), { order: 'number' });
    return { data: await rest(ctx, i, 'POST', '/sections', { name, project_id: projectId, ...o }) };
  },
  async delete(ctx, i) {
    await rest(ctx, i, 'DELETE', `/sections/${id(ctx, 'sectionId', p(ctx, 'sectionId', i))}`);
    return ok;
  },
  async get(ctx, i) {
    return { data: await rest(ctx, i, 'GET', `/sections/${id(ctx, 'sectionId', p(ctx, 'sectionId', i))}`) };
  },
  async getAll(ctx, i) {
    const f = (p(ctx, 'sectionFilters', i) ?? {}) as Json;
    const qs: Json = {};
    if (f.project_id) qs.project_id = id(ctx, 'project_id', f.project_id);
    return { data: await rest(ctx, i, 'GET', '/sections', undefined, qs) };
  },
  async update(ctx, i) {
    const sectionId = id(ctx, 'sectionId', p(ctx, 'sectionId', i));
    const u = fields(ctx, p(ctx, 'sectionUpdateFields', i), { name: 'string' });
    await rest(ctx, i, 'POST', `/sections/${sectionId}`, u);
    return ok;
  },
};

const comment: Record<string, Op> = {
  async create(ctx, i) {
    const taskId = id(ctx, 'commentTaskId', p(ctx, 'commentTaskId', i));
    const content = text(ctx, 'commentContent', p(ctx, 'commentContent', i));
    return { data: await rest(ctx, i, 'POST', '/comments', { task_id: taskId, content }) };
  },
  async delete(ctx, i) {
    await rest(ctx, i, 'DELETE', `/comments/${id(ctx, 'commentId', p(ctx, 'commentId', i))}`);
    return ok;
  },
  async get(ctx, i) {
    return { data: await rest(ctx, i, 'GET', `/comments/${id(ctx, 'commentId', p(ctx, 'commentId', i))}`) };
  },
  async getAll(ctx, i) {
    const f = (p(ctx, 'commentFilters', i) ?? {}) as Json;
    const qs: Json = {};
    if (f.task_id) qs.task_id = id(ctx, 'task_id', f.task_id);
    if (f.project_id) qs.project_id = id(ctx, 'project_id', f.project_id);
    return { data: await rest(ctx, i, 'GET', '/comments', undefined, qs) };
  },
  async update(ctx, i) {
    const commentId = id(ctx, 'commentId', p(ctx, 'commentId', i));
    const u = fields(ctx, p(ctx, 'commentUpdateFields', i), { content: 'string' });
    await rest(ctx, i, 'POST', `/comments/${commentId}`, u);
    return ok;
  },
};

const label: Record<string, Op> = {
  async create(ctx, i) {
    const name = text(ctx, 'labelName', p(ctx, 'labelName', i));
    const o = fields(ctx, p(ctx, 'labelOptions', i), { color: 'string', order: 'number', is_favorite: 'boolean' });
    return { data: await rest(ctx, i, 'POST', '/labels', { name, ...o }) };
  },
  async delete(ctx, i) {
    await rest(ctx, i, 'DELETE', `/labels/${id(ctx, 'labelId', p(ctx, 'labelId', i))}`);
    return ok;
  },
  async get(ctx, i) {
    return { data: await rest(ctx, i, 'GET', `/labels/${id(ctx, 'labelId', p(ctx, 'labelId', i))}`) };
  },
  async getAll(ctx, i) {
    return { data: await rest(ctx, i, 'GET', '/labels') };
  },
  async update(ctx, i) {
    const labelId = id(ctx, 'labelId', p(ctx, 'labelId', i));
    const u = fields(ctx, p(ctx, 'labelUpdateFields', i), {
      name: 'string',
      color: 'string',
      order: 'number',
      is_favorite: 'boolean',
    });
    await rest(ctx, i, 'POST', `/labels/${labelId}`, u);
    return ok;
  },
};

const REMINDER_FIELDS: Record<string, Kind | Kind[]> = {
  type: 'string',
  minute_offset: 'number',
  notify_uid: 'string',
};

const reminder: Record<string, Op> = {
  async create(ctx, i) {
    const itemId = id(ctx, 'itemId', p(ctx, 'itemId', i));
    const dueDateType = text(ctx, 'dueDateType', p(ctx, 'dueDateType', i));
    const due: Json = {};
    if (dueDateType === 'natural_language')
      due.string = text(ctx, 'natural_language_representation', p(ctx, 'natural_language_representation', i));
    else if (dueDateType === 'full_day') due.date = text(ctx, 'date', p(ctx, 'date', i));
    else if (dueDateType === 'floating_time') due.datetime = text(ctx, 'datetime', p(ctx, 'datetime', i));
    else if (dueDateType === 'fixed_timezone') {
      const datetime = p(ctx, 'datetime', i);
      const timezone = p(ctx, 'timezone', i);
      due.datetime = text(ctx, 'datetime', datetime);
      due.timezone = text(ctx, 'timezone', timezone);
    }
    const o = fields(ctx, p(ctx, 'reminderOptions', i), REMINDER_FIELDS);
    await sync(ctx, i, {
      commands: [
        { type: 'reminder_add', uuid: randomUUID(), temp_id: randomUUID(), args: { item_id: itemId, due, ...o } },
      ],
    });
    return ok;
  },
  async update(ctx, i) {
    const reminderId = id(ctx, 'reminderId', p(ctx, 'reminderId', i));
    const u = fields(ctx, p(ctx, 'reminderUpdateFields', i), { due: 'object', ...REMINDER_FIELDS });
    await sync(ctx, i, { commands: [{ type: 'reminder_update', uuid: randomUUID(), args: { id: reminderId, ...u } }] });
    return ok;
  },
  async delete(ctx, i) {
    const reminderId = id(ctx, 'reminderId', p(ctx, 'reminderId', i));
    await sync(ctx, i, { commands: [{ type: 'reminder_delete', uuid: randomUUID(), args: { id: reminderId } }] });
    return ok;
  },
  async getAll(ctx, i) {
    const answer = (await sync(ctx, i, { sync_token: '*', resource_types: ['reminders'] })) as Json | undefined;
    return { data: answer?.reminders || [] };
  },
};

const RESOURCES: Record<string, Record<string, Op>> = { task, project, section, comment, label, reminder };

/** Runs Todoist 2 or 2.1 over the input items. */
export async function executeTodoistV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const resource = String(p(ctx, 'resource', 0));
  const operation = String(p(ctx, 'operation', 0));
  for (let i = 0; i < items.length; i++) {
    try {
      const ops = RESOURCES[resource];
      const op = ops && Object.hasOwn(ops, operation) ? ops[operation] : undefined;
      if (ops && !op)
        throw new NodeOperationError(ctx.getNode(), `Invalid operation '${operation}' for ${resource} resource`);
      const answer = op ? await op(ctx, i) : undefined;
      const json = answer === undefined ? undefined : 'success' in answer ? { success: answer.success } : answer.data;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(json ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: (error as Error).message }), {
          itemData: { item: i },
        }),
      );
    }
  }
  return [out];
}
