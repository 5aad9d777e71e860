/** Google Tasks 1: create, delete, get, getAll and update the tasks of a task list (Tasks API v1). */
import { NodeOperationError, type ExecuteContext, type Item, type JsonObject, type NodeOutput } from '@weft/workflow';
import { googleApiRequest, googleApiRequestAll, googleAuthSource, type GoogleRequest } from '../shared/google/index.js';

/** Tasks API v1. */
export const TASKS_API = 'https://www.googleapis.com/tasks/v1';

type Json = Record<string, unknown>;
interface TaskFields {
  completed?: string;
  deleted?: boolean;
  dueDate?: string;
  notes?: string;
  parent?: string;
  previous?: string;
  status?: string;
  title?: string;
}

/** The fields n8n copies into a task's body when set (`dueDate` as `due`). */
function taskBody(fields: TaskFields, body: Json): Json {
  if (fields.status) body.status = fields.status;
  if (fields.notes) body.notes = fields.notes;
  if (fields.title) body.title = fields.title;
  if (fields.dueDate) body.due = fields.dueDate;
  if (fields.completed) body.completed = fields.completed;
  if (fields.deleted) body.deleted = fields.deleted;
  return body;
}

/**
 * One item's operation. `qs` is the query of the whole run, shared by the items as in n8n 1.123:
 * a Parent or Previous Task set on one item is still sent for the items after it.
 */
async function runItem(
  ctx: ExecuteContext,
  operation: string,
  i: number,
  qs: Json,
  call: <T = Json>(r: GoogleRequest) => Promise<T>,
): Promise<unknown> {
  const node = ctx.getNode();
  const list = String(ctx.getNodeParameter('task', i, '') ?? '').trim();
  if (!list) throw new NodeOperationError(node, 'Choose a task list in "TaskList Name or ID"', { itemIndex: i });
  const tasksUrl = `${TASKS_API}/lists/${encodeURIComponent(list)}/tasks`;
  const taskUrl = () => {
    const id = String(ctx.getNodeParameter('taskId', i, '') ?? '').trim();
    if (!id) throw new NodeOperationError(node, 'Give the task\'s ID in "Task ID"', { itemIndex: i });
    return `${tasksUrl}/${encodeURIComponent(id)}`;
  };
  if (operation === 'create') {
    const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as TaskFields;
    if (fields.parent) qs.parent = fields.parent;
    if (fields.previous) qs.previous = fields.previous;
    const body = taskBody({ ...fields, title: undefined }, { title: ctx.getNodeParameter('title', i, '') });
    return call({ method: 'POST', url: tasksUrl, body, qs: { ...qs } });
  }
  if (operation === 'delete') {
    await call({ method: 'DELETE', url: taskUrl() });
    return { success: true };
  }
  if (operation === 'get') return call({ url: taskUrl(), qs: { ...qs } });
  if (operation === 'getAll') {
    const {
      showCompleted = true,
      showDeleted = false,
      showHidden = false,
      ...options
    } = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
    for (const key of ['completedMax', 'completedMin', 'dueMin', 'dueMax']) if (options[key]) qs[key] = options[key];
    Object.assign(qs, { showCompleted, showDeleted, showHidden });
    if (options.updatedMin) qs.updatedMin = options.updatedMin;
    if (ctx.getNodeParameter('returnAll', i, false) === true) {
      qs.maxResults = 100;
      return googleApiRequestAll(source(ctx, i), 'items', { url: tasksUrl, qs: { ...qs }, itemIndex: i });
    }
    qs.maxResults = ctx.getNodeParameter('limit', i, 20);
    const page = await call<{ items?: Json[] }>({ url: tasksUrl, qs: { ...qs } });
    return page.items ?? [];
  }
  if (operation === 'update') {
    const fields = (ctx.getNodeParameter('updateFields', i, {}) ?? {}) as TaskFields;
    if (fields.previous) qs.previous = fields.previous;
    return call({ method: 'PATCH', url: taskUrl(), body: taskBody(fields, {}), qs: { ...qs } });
  }
  throw new NodeOperationError(node, `The operation "${operation}" is not known`, { itemIndex: i });
}

const source = (ctx: ExecuteContext, i: number) =>
  googleAuthSource(ctx, 'oAuth2', 'googleTasksOAuth2Api', undefined, i);

/** Runs Google Tasks 1 over the input items. */
export async function executeGoogleTasks(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'create'));
  const out: Item[] = [];
  const qs: Json = {};
  for (let i = 0; i < items.length; i++) {
    try {
      const s = source(ctx, i);
      const json = await runItem(ctx, operation, i, qs, (request) => googleApiRequest(s, { ...request, itemIndex: i }));
      for (const j of Array.isArray(json) ? json : [json])
        out.push({ json: (j ?? {}) as JsonObject, pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
