/**
 * Google Tasks 1 through the engine against the loopback Tasks v1 fake (`test-fake/tasks-fake.mjs`):
 * each operation's request and output items, list filters and paging, the task list picker, errors
 * and continueOnFail.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHttpRequest, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type Item,
  type NodeMethodContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { googleTasksNode } from './index.js';
// @ts-expect-error -- a plain ES module without types
import { createTasksFake, start } from './test-fake/tasks-fake.mjs';

interface Req {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, unknown>;
}
type Task = Record<string, unknown> & { id: string };
interface TasksState {
  lists: Map<string, { id: string; tasks: Task[] }>;
  requests: Req[];
  failures: Array<{ status: number }>;
  maxPageSize: number;
  addList(p: Record<string, unknown>): { id: string; tasks: Task[] };
  addTask(listId: string, p: Record<string, unknown>): Task;
}

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let server: Server;
let tasks: TasksState;
const LIST = 'L1';
const BASE = `/tasks/v1/lists/${LIST}/tasks`;

beforeAll(async () => {
  const started = await start(createTasksFake());
  server = started.server;
  tasks = started.fake.state;
  process.env.WEFT_GOOGLE_API_URL = started.url;
  process.env.WEFT_GOOGLE_RETRY_BASE_MS = '5';
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  delete process.env.WEFT_GOOGLE_RETRY_BASE_MS;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  tasks.lists.clear();
  tasks.requests.length = 0;
  tasks.failures.length = 0;
  tasks.maxPageSize = 100;
  tasks.addList({ id: LIST, title: 'Work' });
  tasks.addList({ id: 'L2', title: 'Home' });
});

async function run(parameters: Record<string, unknown>, extra: { items?: Item[]; onError?: string } = {}) {
  const workflow = importN8nWorkflow({
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'Tasks',
        type: 'n8n-nodes-base.googleTasks',
        typeVersion: 1,
        position: [400, 0],
        parameters: { task: LIST, ...parameters },
        credentials: { googleTasksOAuth2Api: { id: 'o', name: 'o' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Tasks', type: 'main', index: 0 }]] },
    },
    pinData: { Data: extra.items ?? [{ json: {} }] },
  });
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
  });
  const items = result.data.resultData.runData.Tasks?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { node?: { name: string } }) | undefined,
  };
}

describe('Google Tasks', () => {
  it('creates a task with its fields, under a parent after a sibling', async () => {
    const parent = tasks.addTask(LIST, { title: 'Parent' });
    const sibling = tasks.addTask(LIST, { title: 'Sibling' });
    const { json } = await run({
      operation: 'create',
      title: 'Write report',
      additionalFields: {
        notes: 'Q1',
        status: 'needsAction',
        dueDate: '2026-03-10T00:00:00.000Z',
        parent: parent.id,
        previous: sibling.id,
      },
    });
    expect(tasks.requests[0]).toEqual({
      method: 'POST',
      path: BASE,
      query: { parent: parent.id, previous: sibling.id },
      body: { title: 'Write report', status: 'needsAction', notes: 'Q1', due: '2026-03-10T00:00:00.000Z' },
    });
    expect(json).toEqual([
      expect.objectContaining({
        kind: 'tasks#task',
        title: 'Write report',
        notes: 'Q1',
        parent: parent.id,
        due: '2026-03-10T00:00:00.000Z',
        status: 'needsAction',
      }),
    ]);
  });

  it('gets one task, and deletes one answering success', async () => {
    const t = tasks.addTask(LIST, { title: 'Read' });
    const got = await run({ operation: 'get', taskId: t.id });
    expect(tasks.requests[0]).toMatchObject({ method: 'GET', path: `${BASE}/${t.id}` });
    expect(got.json).toEqual([expect.objectContaining({ id: t.id, title: 'Read' })]);
    const gone = await run({ operation: 'delete', taskId: t.id });
    expect(tasks.requests[1]).toMatchObject({ method: 'DELETE', path: `${BASE}/${t.id}` });
    expect(gone.json).toEqual([{ success: true }]);
    expect(tasks.lists.get(LIST)!.tasks).toEqual([]);
  });

  it('lists with the show flags always sent, the filters set, and the limit as maxResults', async () => {
    tasks.addTask(LIST, { title: 'open', due: '2026-03-05T00:00:00.000Z' });
    tasks.addTask(LIST, {
      title: 'done',
      status: 'completed',
      completed: '2026-03-01T10:00:00.000Z',
      due: '2026-03-01T00:00:00.000Z',
    });
    tasks.addTask(LIST, { title: 'hidden', hidden: true });
    const def = await run({ operation: 'getAll', limit: 5, additionalFields: {} });
    expect(tasks.requests[0]!.query).toEqual({
      showCompleted: 'true',
      showDeleted: 'false',
      showHidden: 'false',
      maxResults: '5',
    });
    expect(def.json.map((t) => t.title)).toEqual(['open', 'done']);
    const filtered = await run({
      operation: 'getAll',
      limit: 5,
      additionalFields: { showCompleted: false, showHidden: true, dueMin: '2026-03-02T00:00:00.000Z' },
    });
    expect(tasks.requests[1]!.query).toEqual({
      dueMin: '2026-03-02T00:00:00.000Z',
      showCompleted: 'false',
      showDeleted: 'false',
      showHidden: 'true',
      maxResults: '5',
    });
    expect(filtered.json.map((t) => t.title)).toEqual(['open']);
  });

  it('returnAll follows nextPageToken, 100 a page', async () => {
    tasks.maxPageSize = 2;
    for (let n = 1; n <= 5; n++) tasks.addTask(LIST, { title: `t${n}` });
    const { json } = await run({ operation: 'getAll', returnAll: true, additionalFields: {} });
    expect(json.map((t) => t.title)).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(tasks.requests.map((r) => [r.query.maxResults, r.query.pageToken])).toEqual([
      ['100', undefined],
      ['100', '2'],
      ['100', '4'],
    ]);
  });

  it('updates only the fields set; completing sets the completion time', async () => {
    const t = tasks.addTask(LIST, { title: 'Old', notes: 'keep' });
    const { json } = await run({
      operation: 'update',
      taskId: t.id,
      updateFields: { title: 'New', status: 'completed' },
    });
    expect(tasks.requests[0]).toEqual({
      method: 'PATCH',
      path: `${BASE}/${t.id}`,
      query: {},
      body: { status: 'completed', title: 'New' },
    });
    expect(json[0]).toMatchObject({
      id: t.id,
      title: 'New',
      notes: 'keep',
      status: 'completed',
      completed: expect.any(String),
    });
  });

  it("Google's 404 names the item; continueOnFail answers an error item; 503 is retried", async () => {
    const missing = await run({ operation: 'get', taskId: 'nope' });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    expect((missing.error as { description?: string }).description).toBe(
      'Google answered 404 NOT_FOUND: Task not found.',
    );
    expect(missing.error?.node?.name).toBe('Tasks');
    const t = tasks.addTask(LIST, { title: 'ok' });
    const cont = await run(
      { operation: 'get', taskId: '={{ $json.id }}' },
      { items: [{ json: { id: 'nope' } }, { json: { id: t.id } }], onError: 'continueRegularOutput' },
    );
    expect(cont.json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(cont.json[1]).toMatchObject({ title: 'ok' });
    tasks.failures.push({ status: 503 });
    const retried = await run({ operation: 'get', taskId: t.id });
    expect(retried.error).toBeUndefined();
    const none = await run({ operation: 'get', taskId: '' });
    expect(none.error?.message).toBe('Give the task\'s ID in "Task ID"');
  });

  it('lists the task lists for the picker', async () => {
    const node = {
      id: 'n',
      name: 'Tasks',
      type: 'n8n-nodes-base.googleTasks',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    } as WorkflowNode;
    const ctx = {
      getCurrentNodeParameter: () => undefined,
      getNode: () => node,
      getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
      helpers: { httpRequest: defaultHttpRequest() },
    } as unknown as NodeMethodContext;
    expect(await googleTasksNode[0]!.methods!.loadOptions!.getTasks!.call(ctx, ctx)).toEqual([
      { name: 'Work', value: LIST },
      { name: 'Home', value: 'L2' },
    ]);
    expect(tasks.requests[0]).toMatchObject({ method: 'GET', path: '/tasks/v1/users/@me/lists' });
  });
});
