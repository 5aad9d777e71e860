/**
 * Asana 1: each resource's operations as calls to Asana's REST API, answered as n8n's node answers
 * them (the answer's `data`, one item per entry of a list; `{ success: true }` where n8n's node
 * gives it). As in n8n's node: resource and operation are read from the first item; task lists ask
 * for the chosen fields (`*` meaning every task field), and their date filters are written in the
 * workflow's timezone; a project's color, due date and notes go in the query; with Continue On Fail
 * an item that fails gives an empty item carrying the error's message beside its json, as n8n's does.
 */
import { DateTime } from 'luxon';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { asanaRequest, asanaRequestAll, type AsanaCall } from './api.js';
import { ASANA_TASK_FIELDS, snakeCase } from './task-fields.js';

type Json = Record<string, any>;
type Op = (ctx: ExecuteContext, i: number) => Promise<unknown>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const auth = (ctx: ExecuteContext) => ctx.getNodeParameter('authentication', 0, 'accessToken');
const call = async (
  ctx: ExecuteContext,
  i: number,
  method: AsanaCall['method'],
  endpoint: string,
  body?: Json,
  qs?: Json,
) => asanaRequest(ctx, { authentication: auth(ctx), method, endpoint, body, qs, itemIndex: i });
const callAll = (ctx: ExecuteContext, i: number, endpoint: string, qs: Json) =>
  asanaRequestAll(ctx, { authentication: auth(ctx), method: 'GET', endpoint, qs, itemIndex: i });
const data = async (answer: Promise<Json>) => (await answer).data as unknown;
const SUCCESS = { success: true };

/** `opt_fields` as Asana takes it: a comma-separated list, every task field for `*`. */
function optFields(qs: Json): void {
  if (!qs.opt_fields) return;
  const fields = qs.opt_fields as string[];
  qs.opt_fields = fields.includes('*') ? ASANA_TASK_FIELDS.map(snakeCase).join(',') : fields.join(',');
}

/** A date filter written as an ISO time with offset, read in the workflow's timezone when it has none. */
function inZone(value: unknown, zone: string): string {
  const text = String(value);
  const parsed = DateTime.fromISO(text, { zone, setZone: /([zZ]|[+-]\d\d:?\d\d)$/.test(text) });
  return parsed.isValid ? parsed.toFormat("yyyy-MM-dd'T'HH:mm:ssZZ") : text;
}

const subtask: Record<string, Op> = {
  async create(ctx, i) {
    const body: Json = { name: p(ctx, 'name', i), ...(p(ctx, 'otherProperties', i, {}) as Json) };
    return data(call(ctx, i, 'POST', `/tasks/${p(ctx, 'taskId', i)}/subtasks`, body));
  },
  async getAll(ctx, i) {
    const qs: Json = { ...(p(ctx, 'options', i, {}) as Json) };
    optFields(qs);
    const list = (await data(call(ctx, i, 'GET', `/tasks/${p(ctx, 'taskId', i)}/subtasks`, {}, qs))) as unknown[];
    return p(ctx, 'returnAll', i) ? list : list.slice(0, Number(p(ctx, 'limit', i)));
  },
};

const task: Record<string, Op> = {
  async create(ctx, i) {
    const body: Json = {
      name: p(ctx, 'name', i),
      workspace: p(ctx, 'workspace', i),
      ...(p(ctx, 'otherProperties', i, {}) as Json),
    };
    return data(call(ctx, i, 'POST', '/tasks', body));
  },
  async delete(ctx, i) {
    return data(call(ctx, i, 'DELETE', `/tasks/${p(ctx, 'id', i)}`));
  },
  async get(ctx, i) {
    return data(call(ctx, i, 'GET', `/tasks/${p(ctx, 'id', i)}`));
  },
  async getAll(ctx, i) {
    const qs: Json = { ...(p(ctx, 'filters', i, {}) as Json) };
    optFields(qs);
    if (qs.modified_since) qs.modified_since = inZone(qs.modified_since, ctx.getTimezone());
    if (qs.completed_since) qs.completed_since = inZone(qs.completed_since, ctx.getTimezone());
    if (p(ctx, 'returnAll', i)) return callAll(ctx, i, '/tasks', qs);
    qs.limit = p(ctx, 'limit', i);
    return data(call(ctx, i, 'GET', '/tasks', {}, qs));
  },
  async move(ctx, i) {
    await call(ctx, i, 'POST', `/sections/${p(ctx, 'section', i)}/addTask`, { task: p(ctx, 'id', i) });
    return SUCCESS;
  },
  async update(ctx, i) {
    return data(call(ctx, i, 'PUT', `/tasks/${p(ctx, 'id', i)}`, { ...(p(ctx, 'otherProperties', i, {}) as Json) }));
  },
  async search(ctx, i) {
    const qs: Json = { ...(p(ctx, 'searchTaskProperties', i, {}) as Json) };
    return data(call(ctx, i, 'GET', `/workspaces/${p(ctx, 'workspace', i)}/tasks/search`, {}, qs));
  },
};

const taskComment: Record<string, Op> = {
  async add(ctx, i) {
    const body: Json = p(ctx, 'isTextHtml', i) ? { html_text: p(ctx, 'text', i) } : { text: p(ctx, 'text', i) };
    Object.assign(body, p(ctx, 'additionalFields', i, {}));
    return data(call(ctx, i, 'POST', `/tasks/${p(ctx, 'id', i)}/stories`, body));
  },
  async remove(ctx, i) {
    await call(ctx, i, 'DELETE', `/stories/${p(ctx, 'id', i)}`);
    return SUCCESS;
  },
};

const taskTag: Record<string, Op> = {
  async add(ctx, i) {
    await call(ctx, i, 'POST', `/tasks/${p(ctx, 'id', i)}/addTag`, { tag: p(ctx, 'tag', i) });
    return SUCCESS;
  },
  async remove(ctx, i) {
    await call(ctx, i, 'POST', `/tasks/${p(ctx, 'id', i)}/removeTag`, { tag: p(ctx, 'tag', i) });
    return SUCCESS;
  },
};

const taskProject: Record<string, Op> = {
  async add(ctx, i) {
    const body: Json = { project: p(ctx, 'project', i), ...(p(ctx, 'additionalFields', i, {}) as Json) };
    await call(ctx, i, 'POST', `/tasks/${p(ctx, 'id', i)}/addProject`, body);
    return SUCCESS;
  },
  async remove(ctx, i) {
    await call(ctx, i, 'POST', `/tasks/${p(ctx, 'id', i)}/removeProject`, { project: p(ctx, 'project', i) });
    return SUCCESS;
  },
};

const user: Record<string, Op> = {
  async get(ctx, i) {
    return data(call(ctx, i, 'GET', `/users/${p(ctx, 'userId', i)}`));
  },
  async getAll(ctx, i) {
    return data(call(ctx, i, 'GET', `/workspaces/${p(ctx, 'workspace', i)}/users`));
  },
};

/** Color, due date and notes of a project, which n8n's node sends in the query. */
function projectQuery(fields: Json): Json {
  const qs: Json = {};
  for (const key of ['color', 'due_on', 'notes']) if (fields[key]) qs[key] = fields[key];
  return qs;
}

const project: Record<string, Op> = {
  async create(ctx, i) {
    const body: Json = { name: p(ctx, 'name', i), workspace: p(ctx, 'workspace', i) };
    const qs = projectQuery(p(ctx, 'additionalFields', i, {}) as Json);
    return data(call(ctx, i, 'POST', `/teams/${p(ctx, 'team', i)}/projects`, body, qs));
  },
  async delete(ctx, i) {
    await call(ctx, i, 'DELETE', `/projects/${p(ctx, 'id', i)}`);
    return SUCCESS;
  },
  async get(ctx, i) {
    return data(call(ctx, i, 'GET', `/projects/${p(ctx, 'id', i)}`));
  },
  async getAll(ctx, i) {
    const fields = p(ctx, 'additionalFields', i, {}) as Json;
    const qs: Json = fields.team ? { team: fields.team } : { workspace: p(ctx, 'workspace', i) };
    if (fields.archived) qs.archived = fields.archived;
    if (p(ctx, 'returnAll', i)) return callAll(ctx, i, '/projects', qs);
    qs.limit = p(ctx, 'limit', i);
    return data(call(ctx, i, 'GET', '/projects', {}, qs));
  },
  async update(ctx, i) {
    const fields = p(ctx, 'updateFields', i, {}) as Json;
    const body: Json = {};
    for (const key of ['name', 'owner', 'team']) if (fields[key]) body[key] = fields[key];
    return data(call(ctx, i, 'PUT', `/projects/${p(ctx, 'id', i)}`, body, projectQuery(fields)));
  },
};

const RESOURCES: Record<string, Record<string, Op>> = {
  subtask,
  task,
  taskComment,
  taskTag,
  taskProject,
  user,
  project,
};

/** Runs Asana 1 over the input items. */
export async function executeAsana(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const resource = String(p(ctx, 'resource', 0, 'task'));
  const operation = String(p(ctx, 'operation', 0));
  for (let i = 0; i < items.length; i++) {
    try {
      const op = RESOURCES[resource]?.[operation];
      if (!op)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`, {
          itemIndex: i,
        });
      const answer = await op(ctx, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      // n8n's node pushes `{ error: message }` as the item itself, so its json is empty and the message rides beside it.
      out.push({ json: {}, error: (error as Error).message, pairedItem: { item: i } });
    }
  }
  return [out];
}
