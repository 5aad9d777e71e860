/**
 * Todoist 1, 2 and 2.1 against the loopback Todoist fake (test-fake/todoist-fake.mjs), in workflows
 * as n8n stores them: each operation's request (method, path, query, body, the bearer token of the
 * chosen credential) and the items it answers, Todoist's refusals as node errors, continue-on-fail,
 * 429 retries, n8n's parameter type checks, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { todoistMethods } from './methods.js';
import { OAUTH_TOKEN, start, TOKEN, type TodoistFake, type TodoistSeed } from './test-fake/todoist-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: TodoistFake;

const SEED: TodoistSeed = {
  labels: [{ name: 'urgent', color: 'red' }, { name: 'home' }],
  projects: [
    {
      name: 'Work',
      sections: ['Backlog', 'Doing'],
      tasks: [
        { content: 'Write report', section: 'Backlog', labels: ['urgent'], priority: 4, comments: ['Draft ready'] },
        { content: 'Review PR', section: 'Doing' },
      ],
    },
    { name: 'Home', tasks: [{ content: 'Buy milk', labels: ['home'] }] },
  ],
  reminders: [{ task: 'Write report', due: { date: '2026-01-10' } }],
};
// Counted ids: Inbox 101, labels 102-103, Work 104, Backlog 105, Doing 106, Write report 107, its comment 108, Review PR 109, Home 110, Buy milk 111, reminder 112.
const N = (n: number) => String(2203306000 + n);
const WORK = N(104),
  BACKLOG = N(105),
  DOING = N(106),
  REPORT = N(107),
  COMMENT = N(108),
  REVIEW = N(109),
  HOME = N(110),
  MILK = N(111),
  REMINDER = N(112),
  URGENT = N(102);

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_TODOIST_API_URL = server.url;
  process.env.WEFT_TODOIST_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_TODOIST_API_URL;
  delete process.env.WEFT_TODOIST_RETRY_BASE_MS;
  await server?.close();
});

const credentials = (type: string) =>
  type === 'todoistOAuth2Api' ? { oauthTokenData: { access_token: OAUTH_TOKEN } } : { apiKey: TOKEN };

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; version?: number; apiKey?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 't1',
    name: 'Todoist',
    type: 'n8n-nodes-base.todoist',
    typeVersion: options.version ?? 2.1,
    position: [0, 0],
    parameters,
    credentials: { todoistApi: { id: 'c', name: 'c' }, todoistOAuth2Api: { id: 'o', name: 'o' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'todoist test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Todoist',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async (_node: unknown, type: string) =>
        options.apiKey ? { apiKey: options.apiKey } : credentials(type),
    },
  });
  const items = result.data.resultData.runData.Todoist?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;
const rl = (value: string) => ({ __rl: true, value, mode: 'id' });

describe('Todoist registration', () => {
  it('registers Todoist 1, 2 and 2.1, todoistTool 2 and 2.1, and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.todoist')).toEqual([1, 2, 2.1]);
    expect(registry.versions?.('n8n-nodes-base.todoistTool')).toEqual([2, 2.1]);
    const api = builtinCredentialTypes.find((c) => c.name === 'todoistApi')!;
    expect(api.authenticate?.({ apiKey: 'k' }, { url: 'x', headers: {} }).headers).toEqual({
      Authorization: 'Bearer k',
    });
    expect(builtinCredentialTypes.find((c) => c.name === 'todoistOAuth2Api')!.extends).toEqual(['oAuth2Api']);
  });
});

describe('Todoist 2.1 tasks', () => {
  it('creates a task with its labels and options, sending only what is set', async () => {
    const { json, error } = await run({
      project: rl(WORK),
      labels: ['urgent'],
      content: 'Ship it',
      options: { priority: '3', description: 'Now', section: DOING, dueDateTime: '2026-02-01T10:00:00.000Z', order: 0 },
    });
    expect(error).toBeUndefined();
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v2/tasks', authorization: `Bearer ${TOKEN}` });
    expect(last().body).toEqual({
      content: 'Ship it',
      project_id: WORK,
      priority: 3,
      description: 'Now',
      due_datetime: '2026-02-01T10:00:00Z',
      labels: ['urgent'],
      section_id: DOING,
    });
    expect(json[0]).toMatchObject({
      content: 'Ship it',
      project_id: WORK,
      section_id: DOING,
      labels: ['urgent'],
      priority: 3,
    });
  });

  it('lists tasks with filters, cut to the limit after the call', async () => {
    const { json } = await run({ operation: 'getAll', limit: 1, filters: { projectId: WORK, labelId: 'urgent' } });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/rest/v2/tasks',
      query: { project_id: WORK, label: 'urgent' },
    });
    expect(json.map((t) => t.id)).toEqual([REPORT]);
    const all = await run({ operation: 'getAll', returnAll: true, filters: { filter: '#Home' } });
    expect(all.json.map((t) => t.content)).toEqual(['Buy milk']);
  });

  it('updates, closes, reopens and deletes, each answering success', async () => {
    expect(
      (
        await run({
          operation: 'update',
          taskId: REVIEW,
          updateFields: { content: 'Review the PR', labels: ['home'], priority: 2 },
        })
      ).json,
    ).toEqual([{ success: true }]);
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/rest/v2/tasks/${REVIEW}`,
      body: { content: 'Review the PR', labels: ['home'], priority: 2 },
    });
    expect((await run({ operation: 'close', taskId: REVIEW })).json).toEqual([{ success: true }]);
    expect(last()).toMatchObject({ method: 'POST', path: `/rest/v2/tasks/${REVIEW}/close` });
    await run({ operation: 'reopen', taskId: REVIEW });
    expect(last()).toMatchObject({ method: 'POST', path: `/rest/v2/tasks/${REVIEW}/reopen` });
    await run({ operation: 'delete', taskId: MILK });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/rest/v2/tasks/${MILK}` });
    expect(fake.state.tasks.map((t) => t.id)).not.toContain(MILK);
  });

  it('moves a task: 2.1 to a parent, a section or else the project; 2 to the section parameter', async () => {
    await run({ operation: 'move', taskId: REVIEW, project: rl(HOME), options: {} });
    expect(last()).toMatchObject({ method: 'POST', path: '/sync/v9/sync' });
    expect(last().body.commands[0]).toMatchObject({ type: 'item_move', args: { id: REVIEW, project_id: HOME } });
    expect(last().body.commands[0].uuid).toMatch(/^[0-9a-f-]{36}$/);
    await run({ operation: 'move', taskId: REVIEW, project: rl(WORK), options: { section: BACKLOG, parent: REPORT } });
    expect(last().body.commands[0].args).toEqual({ id: REVIEW, parent_id: REPORT });
    await run({ operation: 'move', taskId: REVIEW, project: rl(WORK), section: DOING }, { version: 2 });
    expect(last().body.commands[0].args).toEqual({ id: REVIEW, section_id: DOING });
  });

  it('quick-adds a task through the Sync API', async () => {
    const { json } = await run({ operation: 'quickAdd', text: 'Call mum #Home', options: { note: 'Sunday' } });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/sync/v9/quick/add',
      body: { text: 'Call mum #Home', note: 'Sunday' },
    });
    expect(json[0]).toMatchObject({ content: 'Call mum', project_id: HOME });
  });

  it("refuses parameters of the wrong type before any call, with n8n's messages", async () => {
    expect((await run({ operation: 'get', taskId: true })).error?.message).toBe(
      'Parameter "taskId" must be string or number',
    );
    expect((await run({ project: rl(WORK), content: 'x', options: { order: 'first' } })).error?.message).toBe(
      'Parameter "order" does not match any of the expected types: number',
    );
    expect(calls()).toHaveLength(0);
  });
});

describe('Todoist 2.1 projects, sections, comments, labels and reminders', () => {
  it('manages a project and lists its collaborators', async () => {
    const made = await run({
      resource: 'project',
      name: 'Garden',
      projectOptions: { color: 'green', view_style: 'board' },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/rest/v2/projects',
      body: { name: 'Garden', color: 'green', view_style: 'board' },
    });
    const id = made.json[0]!.id as string;
    expect((await run({ resource: 'project', operation: 'archive', projectId: id })).json).toEqual([{ success: true }]);
    expect((await run({ resource: 'project', operation: 'getAll' })).json.map((p) => p.name)).toEqual([
      'Inbox',
      'Work',
      'Home',
    ]);
    expect((await run({ resource: 'project', operation: 'getCollaborators', projectId: WORK })).json).toEqual([
      { id: '2671355', name: 'Ada Lovelace', email: 'ada@weft.example' },
    ]);
  });

  it('creates and lists sections, comments and labels', async () => {
    const section = await run({
      resource: 'section',
      sectionProject: rl(WORK),
      sectionName: 'Done',
      sectionOptions: { order: 3 },
    });
    expect(last().body).toEqual({ name: 'Done', project_id: WORK, order: 3 });
    expect(section.json[0]).toMatchObject({ name: 'Done', project_id: WORK, order: 3 });
    expect(
      (await run({ resource: 'section', operation: 'getAll', sectionFilters: { project_id: WORK } })).json.map(
        (s) => s.name,
      ),
    ).toEqual(['Backlog', 'Doing', 'Done']);
    const comment = await run({ resource: 'comment', commentTaskId: REPORT, commentContent: 'Checked' });
    expect(comment.json[0]).toMatchObject({ task_id: REPORT, content: 'Checked' });
    expect(
      (await run({ resource: 'comment', operation: 'getAll', commentFilters: { task_id: REPORT } })).json.map(
        (c) => c.id,
      ),
    ).toEqual([COMMENT, comment.json[0]!.id]);
    await run({ resource: 'label', operation: 'update', labelId: URGENT, labelUpdateFields: { color: 'berry_red' } });
    expect(last()).toMatchObject({ method: 'POST', path: `/rest/v2/labels/${URGENT}`, body: { color: 'berry_red' } });
    expect((await run({ resource: 'label', operation: 'get', labelId: URGENT })).json[0]).toMatchObject({
      name: 'urgent',
      color: 'berry_red',
    });
  });

  it('adds, changes, lists and deletes reminders with Sync commands', async () => {
    await run({
      resource: 'reminder',
      itemId: REVIEW,
      dueDateType: 'fixed_timezone',
      datetime: '2026-03-01T09:00:00',
      timezone: 'Europe/Paris',
      reminderOptions: {},
    });
    expect(last().body.commands[0]).toMatchObject({
      type: 'reminder_add',
      args: { item_id: REVIEW, due: { datetime: '2026-03-01T09:00:00', timezone: 'Europe/Paris' } },
    });
    await run({
      resource: 'reminder',
      operation: 'update',
      reminderId: REMINDER,
      reminderUpdateFields: { minute_offset: 15 },
    });
    expect(last().body.commands[0]).toMatchObject({
      type: 'reminder_update',
      args: { id: REMINDER, minute_offset: 15 },
    });
    const all = await run({ resource: 'reminder', operation: 'getAll' });
    expect(last().body).toEqual({ sync_token: '*', resource_types: ['reminders'] });
    expect(all.json.map((r) => r.item_id)).toEqual([REPORT, REVIEW]);
    expect((await run({ resource: 'reminder', operation: 'delete', reminderId: REMINDER })).json).toEqual([
      { success: true },
    ]);
  });
});

describe('Todoist 1', () => {
  it('sends label ids as names, one look-up each, and outputs one item per entry', async () => {
    await run(
      { project: rl(WORK), labels: [URGENT], content: 'Book venue', options: { priority: '2' } },
      { version: 1 },
    );
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /rest/v2/labels/${URGENT}`,
      'POST /rest/v2/tasks',
    ]);
    expect(last().body).toEqual({ content: 'Book venue', project_id: WORK, priority: 2, labels: ['urgent'] });
    const { json } = await run({ operation: 'getAll', returnAll: true, filters: {} }, { version: 1 });
    expect(json.map((t) => t.content)).toEqual(['Write report', 'Review PR', 'Buy milk', 'Book venue']);
  });

  it('runs a Sync command list with sections by name and new tasks in the project', async () => {
    await run(
      {
        operation: 'sync',
        project: rl(WORK),
        commands: JSON.stringify([{ type: 'item_add', args: { content: 'Cake', section: 'Doing' } }]),
      },
      { version: 1 },
    );
    const body = last().body;
    expect(body.commands[0]).toMatchObject({
      type: 'item_add',
      args: { content: 'Cake', section: 'Doing', section_id: DOING, project_id: WORK },
    });
    expect(body.temp_id_mapping).toEqual({ [body.commands[0].temp_id]: WORK });
    expect(fake.state.tasks.at(-1)).toMatchObject({ content: 'Cake', section_id: DOING });
    const missing = await run(
      {
        operation: 'sync',
        project: rl(WORK),
        commands: JSON.stringify([{ type: 'item_move', args: { id: REVIEW, section: 'Nope' } }]),
      },
      { version: 1 },
    );
    expect(missing.error?.message).toBe("Section Nope doesn't exist on Todoist");
  });
});

describe('Todoist errors and credentials', () => {
  it("turns Todoist's refusal into the node error with its text", async () => {
    const { error } = await run({ operation: 'get', taskId: '42' });
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect(error?.description).toBe('Task not found');
  });

  it('refuses a wrong token (401)', async () => {
    const { error } = await run({ resource: 'label', operation: 'getAll' }, { apiKey: 'wrong' });
    expect(error?.message).toMatch(/Authorization failed/);
  });

  it('signs with the OAuth2 connection when authentication is oAuth2', async () => {
    await run({ authentication: 'oAuth2', resource: 'label', operation: 'getAll' });
    expect(last().authorization).toBe(`Bearer ${OAUTH_TOKEN}`);
  });

  it('gives { error } per failing item with Continue On Fail', async () => {
    const { json } = await run(
      { operation: 'get', taskId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: '42' } }, { json: { id: REPORT } }] },
    );
    expect(json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(json[1]).toMatchObject({ id: REPORT });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ resource: 'label', operation: 'getAll' });
    expect(calls()).toHaveLength(2);
    expect(json.map((l) => l.name)).toEqual(['urgent', 'home']);
  });
});

describe('Todoist look-ups', () => {
  const ctx = (params: Record<string, unknown> = {}) =>
    ({
      getNode: () => ({
        id: 't1',
        name: 'Todoist',
        type: 'n8n-nodes-base.todoist',
        typeVersion: 2.1,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async () => ({ apiKey: TOKEN }),
      getNodeParameter: (name: string, fallback?: unknown) => params[name] ?? fallback,
      getCurrentNodeParameter: (name: string) => {
        const v = params[name] as { value?: unknown } | undefined;
        return v && typeof v === 'object' && 'value' in v ? v.value : v;
      },
      helpers: {
        httpRequest: async (o: any) => {
          const url = new URL(o.url);
          for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
          const res = await fetch(url, {
            method: o.method,
            headers: o.headers,
            body: o.body === undefined ? undefined : JSON.stringify(o.body),
          });
          return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
        },
      },
    }) as unknown as NodeMethodContext;

  it("searches projects, lists a project's sections and tasks, and labels by name (2) or id (1)", async () => {
    const v2 = todoistMethods(2);
    expect(await v2.listSearch!.searchProjects!.call(ctx(), ctx(), 'wo')).toEqual({
      results: [{ name: 'Work', value: WORK }],
    });
    expect(await v2.loadOptions!.getSections!.call(ctx(), ctx({ project: rl(WORK) }))).toEqual([
      { name: 'Backlog', value: BACKLOG },
      { name: 'Doing', value: DOING },
    ]);
    expect(
      await v2.loadOptions!.getItems!.call(ctx(), ctx({ project: rl(WORK), options: { section: DOING } })),
    ).toEqual([{ name: 'Review PR', value: REVIEW }]);
    expect(await v2.loadOptions!.getLabels!.call(ctx(), ctx())).toEqual([
      { name: 'urgent', value: 'urgent' },
      { name: 'home', value: 'home' },
    ]);
    expect(await todoistMethods(1).loadOptions!.getLabels!.call(ctx(), ctx())).toEqual([
      { name: 'urgent', value: URGENT },
      { name: 'home', value: N(103) },
    ]);
  });
});
