/**
 * Todoist 1: tasks through Todoist's REST API v2 (moves and the command list through the Sync API
 * v9), answered as n8n's version 1 answers them: the call's JSON, one item per entry of a list, or
 * `{ success: true }`, collected over all items without naming the item each came from (the engine
 * links them where that is certain, as n8n does). Labels are chosen by id and sent by name (one
 * look-up per label); Sync runs the JSON command list with fresh uuids, section names turned into
 * ids of the chosen project, and `item_add` commands given the project and a temp id.
 */
import { randomUUID } from 'node:crypto';
import { NodeOperationError, type ExecuteContext, type NodeOutput } from '@weft/workflow';
import { todoistRequest, type TodoistCall } from './api.js';

type Json = Record<string, any>;
type Answer = { data: unknown } | { success: true };
type Op = (ctx: ExecuteContext, i: number) => Promise<Answer>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
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
const sync = (ctx: ExecuteContext, i: number, body: Json) =>
  todoistRequest(ctx, {
    authentication: p(ctx, 'authentication', 0, 'oAuth2'),
    api: 'sync',
    method: 'POST',
    endpoint: '/sync',
    body,
    itemIndex: i,
  });
const ok = { success: true } as const;

/** The names of labels given by id, one call each. */
async function labelNames(ctx: ExecuteContext, i: number, ids: unknown[]): Promise<string[]> {
  const names: string[] = [];
  for (const labelId of ids) names.push(((await rest(ctx, i, 'GET', `/labels/${String(labelId)}`)) as Json).name);
  return names;
}

const dueDatetime = (iso: string) => iso.replace(/.000Z$/, 'Z');

const task: Record<string, Op> = {
  async create(ctx, i) {
    const o = (p(ctx, 'options', i) ?? {}) as Json;
    const labels = p(ctx, 'labels', i) as unknown[] | undefined;
    const body: Json = {
      content: p(ctx, 'content', i),
      project_id: ctx.getNodeParameter('project', i, undefined, { extractValue: true }),
      priority: o.priority ? parseInt(String(o.priority), 10) : 1,
    };
    if (o.description) body.description = o.description;
    if (o.dueDateTime) body.due_datetime = dueDatetime(String(o.dueDateTime));
    if (o.dueString) body.due_string = o.dueString;
    if (labels !== undefined && labels.length !== 0) body.labels = await labelNames(ctx, i, labels);
    if (o.section) body.section_id = o.section;
    if (o.dueLang) body.due_lang = o.dueLang;
    if (o.parentId) body.parent_id = o.parentId;
    return { data: await rest(ctx, i, 'POST', '/tasks', body) };
  },
  async close(ctx, i) {
    await rest(ctx, i, 'POST', `/tasks/${p(ctx, 'taskId', i)}/close`);
    return ok;
  },
  async delete(ctx, i) {
    await rest(ctx, i, 'DELETE', `/tasks/${p(ctx, 'taskId', i)}`);
    return ok;
  },
  async get(ctx, i) {
    return { data: await rest(ctx, i, 'GET', `/tasks/${p(ctx, 'taskId', i)}`) };
  },
  async getAll(ctx, i) {
    const returnAll = p(ctx, 'returnAll', i);
    const f = (p(ctx, 'filters', i) ?? {}) as Json;
    const qs: Json = {};
    if (f.projectId) qs.project_id = f.projectId;
    if (f.labelId) qs.label = f.labelId;
    if (f.filter) qs.filter = f.filter;
    if (f.lang) qs.lang = f.lang;
    if (f.ids) qs.ids = f.ids;
    const data = (await rest(ctx, i, 'GET', '/tasks', undefined, qs)) as unknown[];
    return { data: returnAll ? data : data.slice(0, Number(p(ctx, 'limit', i))) };
  },
  async reopen(ctx, i) {
    await rest(ctx, i, 'POST', `/tasks/${p(ctx, 'taskId', i)}/reopen`);
    return ok;
  },
  async update(ctx, i) {
    const taskId = p(ctx, 'taskId', i);
    const u = (p(ctx, 'updateFields', i) ?? {}) as Json;
    const body: Json = {};
    if (u.content) body.content = u.content;
    if (u.priority) body.priority = parseInt(String(u.priority), 10);
    if (u.description) body.description = u.description;
    if (u.dueDateTime) body.due_datetime = dueDatetime(String(u.dueDateTime));
    if (u.dueString) body.due_string = u.dueString;
    if (Array.isArray(u.labels) && u.labels.length !== 0) body.labels = await labelNames(ctx, i, u.labels);
    if (u.dueLang) body.due_lang = u.dueLang;
    await rest(ctx, i, 'POST', `/tasks/${taskId}`, body);
    return ok;
  },
  async move(ctx, i) {
    const args = { id: p(ctx, 'taskId', i), section_id: p(ctx, 'section', i) };
    await sync(ctx, i, { commands: [{ type: 'item_move', uuid: randomUUID(), args }] });
    return ok;
  },
  async sync(ctx, i) {
    const source = p(ctx, 'commands', i);
    const projectId = ctx.getNodeParameter('project', i, undefined, { extractValue: true });
    const sections = new Map(
      ((await rest(ctx, i, 'GET', '/sections', undefined, { project_id: projectId })) as Json[]).map((s) => [
        s.name,
        s.id,
      ]),
    );
    let commands: Json[];
    try {
      commands = typeof source === 'string' ? JSON.parse(source) : source;
    } catch (error) {
      throw new NodeOperationError(ctx.getNode(), (error as Error).message, { itemIndex: i });
    }
    const tempIds: Json = {};
    for (const command of commands) {
      command.uuid = randomUUID();
      if (command.args?.section !== undefined) {
        const sectionId = sections.get(command.args.section);
        if (!sectionId)
          throw new NodeOperationError(ctx.getNode(), `Section ${command.args.section} doesn't exist on Todoist`, {
            itemIndex: i,
          });
        command.args.section_id = sectionId;
      }
      if (command.type === 'item_add') {
        command.args.project_id = projectId;
        command.temp_id = randomUUID();
        tempIds[command.temp_id] = projectId;
      }
    }
    await sync(ctx, i, { commands, temp_id_mapping: tempIds });
    return ok;
  },
};

/** Runs Todoist 1 over the input items. */
export async function executeTodoistV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: unknown[] = [];
  const resource = String(p(ctx, 'resource', 0));
  const operation = String(p(ctx, 'operation', 0));
  for (let i = 0; i < items.length; i++) {
    try {
      const op = resource === 'task' && Object.hasOwn(task, operation) ? task[operation] : undefined;
      if (resource === 'task' && !op)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known!`, { itemIndex: i });
      const answer = op ? await op(ctx, i) : undefined;
      if (answer && 'data' in answer && Array.isArray(answer.data)) out.push(...(answer.data as unknown[]));
      else if (answer && 'success' in answer) out.push({ success: answer.success });
      else out.push(answer && 'data' in answer ? answer.data : undefined);
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ error: (error as Error).message });
    }
  }
  return [ctx.helpers.returnJsonArray(out)];
}
