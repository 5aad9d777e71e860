/**
 * ClickUp 1 against the loopback API v2 fake (test-fake/clickup-fake.mjs), in workflows as n8n
 * stores them: each resource's requests (method, path, query, body, the token the authentication
 * picks) and the items they answer, paging tasks, the query shared between items, ClickUp's errors
 * as node errors, continue-on-fail, 429 retries, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { clickUpMethods } from './methods.js';
import { OAUTH_TOKEN, start, TEAM_ID, TOKEN, type ClickUpFake, type ClickUpSeed } from './test-fake/clickup-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ClickUpFake;

const SEED: ClickUpSeed = {
  spaces: [
    {
      name: 'Engineering',
      tags: [{ name: 'bug' }, { name: 'ux' }],
      folders: [
        {
          name: 'Q1',
          lists: [
            {
              name: 'Sprint 1',
              fields: [
                { name: 'Points', type: 'number' },
                { name: 'Link', type: 'url' },
              ],
            },
            { name: 'Sprint 2' },
          ],
        },
        { name: 'Old', archived: true },
      ],
      lists: [{ name: 'Inbox' }],
    },
  ],
  tasks: [
    {
      name: 'Login times out',
      list: 'Sprint 1',
      status: 'in progress',
      priority: 2,
      assignees: [0],
      tags: ['bug'],
      fields: { Points: 3 },
      comments: ['Seen on Safari'],
    },
    { name: 'Dark mode', list: 'Sprint 1', tags: ['ux'] },
    { name: 'Flaky CI', list: 'Sprint 1', status: 'complete' },
    { name: 'Write notes', list: 'Sprint 1', parent: 'Dark mode' },
  ],
  timeEntries: [
    { task: 'Login times out', start: '2026-01-04T09:00:00Z', minutes: 30, description: 'Repro', tags: ['debug'] },
  ],
};
// Ids the seed gives: space 90010, folders 90100 (Q1) and 90101 (Old), lists 90200 (Sprint 1), 90201 (Sprint 2), 90202 (Inbox); tasks 86c00001….
const SPRINT1 = '90200';

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_CLICKUP_API_URL = server.url;
  process.env.WEFT_CLICKUP_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_CLICKUP_API_URL;
  delete process.env.WEFT_CLICKUP_RETRY_BASE_MS;
  await server?.close();
});

const CREDENTIALS: Record<string, Record<string, unknown>> = {
  clickUpApi: { accessToken: TOKEN },
  clickUpOAuth2Api: { oauthTokenData: { access_token: OAUTH_TOKEN } },
};

/** Runs one ClickUp node with `parameters` through the engine. */
async function run(parameters: Record<string, unknown>, options: { items?: Item[]; onError?: string } = {}) {
  const node: Record<string, unknown> = {
    id: 'c1',
    name: 'ClickUp',
    type: 'n8n-nodes-base.clickUp',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { clickUpApi: { id: 'a', name: 'a' }, clickUpOAuth2Api: { id: 'o', name: 'o' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'clickup test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'ClickUp',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_node: unknown, type: string) => CREDENTIALS[type]! },
  });
  const items = result.data.resultData.runData.ClickUp?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('ClickUp registration', () => {
  it('registers ClickUp 1, clickUpTool 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.clickUp')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.clickUpTool')).toEqual([1]);
    const api = builtinCredentialTypes.find((c) => c.name === 'clickUpApi')!;
    expect(api.authenticate?.({ accessToken: 'pk_1' }, { url: 'x' }).headers).toEqual({ Authorization: 'pk_1' });
    expect(builtinCredentialTypes.find((c) => c.name === 'clickUpOAuth2Api')!.extends).toEqual(['oAuth2Api']);
  });
});

describe('ClickUp tasks', () => {
  it("creates a task in a folder's list with n8n's body (dates as epoch ms, time estimate × 6000, markdown content)", async () => {
    const { json, error } = await run(
      {
        resource: 'task',
        operation: 'create',
        team: TEAM_ID,
        space: '90010',
        folder: '90100',
        list: SPRINT1,
        name: '={{ $json.n }}',
        additionalFields: {
          content: '**Bold**',
          markdownContent: true,
          assignees: [81000002],
          tags: ['bug'],
          status: 'to do',
          priority: 1,
          dueDate: '2026-02-01T12:00:00.000Z',
          timeEstimate: 10,
          customFieldsJson: '[]',
        },
      },
      { items: [{ json: { n: 'First' } }, { json: { n: 'Second' } }] },
    );
    expect(error).toBeUndefined();
    expect(calls().map((c) => [c.method, c.path, c.authorization])).toEqual([
      ['POST', `/api/v2/list/${SPRINT1}/task`, TOKEN],
      ['POST', `/api/v2/list/${SPRINT1}/task`, TOKEN],
    ]);
    expect(calls()[0]!.body).toEqual({
      name: 'First',
      custom_fields: [],
      assignees: [81000002],
      tags: ['bug'],
      status: 'to do',
      priority: 1,
      due_date: Date.parse('2026-02-01T12:00:00.000Z'),
      time_estimate: 60000,
      markdown_content: '**Bold**',
    });
    expect(
      json.map((t) => [t.id, t.name, t.status.status, t.priority.priority, t.time_estimate, t.assignees[0].username]),
    ).toEqual([
      ['86c00005', 'First', 'to do', 'urgent', 60000, 'Grace Hopper'],
      ['86c00006', 'Second', 'to do', 'urgent', 60000, 'Grace Hopper'],
    ]);
  });

  it('refuses invalid custom fields JSON before calling ClickUp', async () => {
    const { error } = await run({
      resource: 'task',
      operation: 'create',
      list: SPRINT1,
      name: 'x',
      additionalFields: { customFieldsJson: '{nope' },
    });
    expect(error?.message).toBe('Custom Fields: Invalid JSON');
    expect(calls()).toHaveLength(0);
  });

  it('gets a task with subtasks and the markdown description', async () => {
    const { json } = await run({
      resource: 'task',
      operation: 'get',
      id: '86c00002',
      includeSubtasks: true,
      includeMarkdownDescription: true,
    });
    expect(last().query).toEqual({ include_subtasks: 'true', include_markdown_description: 'true' });
    expect(json[0]!.subtasks.map((s: { name: string }) => s.name)).toEqual(['Write notes']);
  });

  it('lists tasks with filters (arrays as indices), a limit, and every page when returning all', async () => {
    const { json } = await run({
      resource: 'task',
      operation: 'getAll',
      list: SPRINT1,
      returnAll: false,
      limit: 1,
      filters: { includeClosed: true, statuses: ['to do', 'complete'], orderBy: 'created', subtasks: true },
    });
    expect(last().rawQuery).toBe(
      'subtasks=true&include_closed=true&order_by=created&statuses%5B0%5D=to%20do&statuses%5B1%5D=complete&limit=1&page=0',
    );
    expect(json.map((t) => t.name)).toEqual(['Write notes']);
    for (let n = 0; n < 150; n++)
      await fetch(`${server!.url}/api/v2/list/${SPRINT1}/task`, {
        method: 'POST',
        headers: { Authorization: TOKEN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `Bulk ${n}` }),
      });
    fake.state.calls.length = 0;
    const all = await run({ resource: 'task', operation: 'getAll', list: SPRINT1, returnAll: true });
    expect(calls().map((c) => c.query.page)).toEqual(['0', '1', '2']);
    expect(all.json).toHaveLength(152);
  });

  it('updates a task (assignees added and removed, name, status) and deletes one', async () => {
    const { json } = await run({
      resource: 'task',
      operation: 'update',
      id: '86c00001',
      updateFields: {
        name: 'Renamed',
        addAssignees: '81000002',
        removeAssignees: '81000001',
        status: 'complete',
        priority: 4,
      },
    });
    expect(last().body).toEqual({
      assignees: { add: [81000002], rem: [81000001] },
      priority: 4,
      name: 'Renamed',
      status: 'complete',
    });
    expect(json[0]).toMatchObject({ name: 'Renamed', status: { status: 'complete' }, priority: { priority: 'low' } });
    expect(json[0]!.assignees.map((a: { id: number }) => a.id)).toEqual([81000002]);
    const deleted = await run({ resource: 'task', operation: 'delete', id: '86c00003' });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/v2/task/86c00003' });
  });

  it('sets a custom field (numbers parsed unless JSON is asked for) and lists members', async () => {
    const field = fake.state.lists[0]!.fields[0].id;
    const { json } = await run({ resource: 'task', operation: 'setCustomField', task: '86c00002', field, value: '8' });
    expect(last().body).toEqual({ value: 8 });
    expect(json).toEqual([{}]);
    const members = await run({ resource: 'task', operation: 'member', id: '86c00001', returnAll: false, limit: 1 });
    expect(members.json.map((m) => m.username)).toEqual(['Ada Lovelace']);
  });
});

describe('ClickUp lists, folders and tags', () => {
  it('creates a folderless list and a folder list, and reads lists with the limit on the shared query', async () => {
    const made = await run({
      resource: 'list',
      operation: 'create',
      space: '90010',
      folderless: true,
      name: 'Ideas',
      additionalFields: { content: 'Later', priority: 3 },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/v2/space/90010/list',
      body: { name: 'Ideas', content: 'Later', priority: 3 },
    });
    expect(made.json[0]).toMatchObject({ name: 'Ideas', folder: { hidden: true }, priority: { priority: 'normal' } });
    const lists = await run({ resource: 'list', operation: 'getAll', space: '90010', folder: '90100', limit: 1 });
    expect(last()).toMatchObject({ path: '/api/v2/folder/90100/list', query: { limit: '1' } });
    expect(lists.json.map((l) => l.name)).toEqual(['Sprint 1']);
    const fields = await run({ resource: 'list', operation: 'customFields', list: SPRINT1 });
    expect(fields.json.map((f) => f.name)).toEqual(['Points', 'Link']);
  });

  it('creates, gets, lists (archived filter) and deletes folders', async () => {
    const made = await run({ resource: 'folder', operation: 'create', space: '90010', name: 'Q2' });
    expect(made.json[0]).toMatchObject({ id: '90102', name: 'Q2', lists: [] });
    const archived = await run({
      resource: 'folder',
      operation: 'getAll',
      space: '90010',
      filters: { archived: true },
    });
    expect(archived.json.map((f) => f.name)).toEqual(['Old']);
    const updated = await run({
      resource: 'folder',
      operation: 'update',
      folder: '90102',
      updateFields: { name: 'Q2 plan' },
    });
    expect(updated.json[0]!.name).toBe('Q2 plan');
    expect((await run({ resource: 'folder', operation: 'delete', folder: '90102' })).json).toEqual([{ success: true }]);
  });

  it('adds and removes a task tag, and manages space tags', async () => {
    await run({ resource: 'taskTag', operation: 'add', taskId: '86c00002', tagName: 'urgent', additionalFields: {} });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/v2/task/86c00002/tag/urgent' });
    const tags = await run({ resource: 'spaceTag', operation: 'getAll', space: '90010', returnAll: true });
    expect(tags.json.map((t) => t.name)).toEqual(['bug', 'ux', 'urgent']);
    await run({
      resource: 'spaceTag',
      operation: 'update',
      space: '90010',
      name: 'ux',
      newName: 'design',
      foregroundColor: '#ffffff',
      backgroundColor: '#000000',
    });
    expect(last().body).toEqual({ tag: { name: 'design', tag_bg: '#000000', tag_fg: '#ffffff' } });
    expect(fake.state.tasks[1]!.tags).toEqual(['design', 'urgent']);
  });
});

describe('ClickUp checklists, comments, goals and time', () => {
  it('creates a checklist with an item and resolves it', async () => {
    const list = await run({ resource: 'checklist', operation: 'create', task: '86c00001', name: 'Release' });
    const id = list.json[0]!.id as string;
    const item = await run({
      resource: 'checklistItem',
      operation: 'create',
      checklist: id,
      name: 'Tag build',
      additionalFields: { assignee: '81000001' },
    });
    expect(last().body).toEqual({ name: 'Tag build', assignee: 81000001 });
    const itemId = item.json[0]!.items[0].id as string;
    const resolved = await run({
      resource: 'checklistItem',
      operation: 'update',
      checklist: id,
      checklistItem: itemId,
      updateFields: { resolved: true },
    });
    expect(resolved.json[0]).toMatchObject({ resolved: 1, unresolved: 0 });
  });

  it('comments on a task and reads the comments back with the limit', async () => {
    const made = await run({
      resource: 'comment',
      operation: 'create',
      commentOn: 'task',
      id: '86c00001',
      commentText: 'Fixed',
      additionalFields: { notifyAll: true },
    });
    expect(last().body).toEqual({ comment_text: 'Fixed', notify_all: true });
    expect(made.json[0]).toMatchObject({ hist_id: expect.any(String) });
    const read = await run({ resource: 'comment', operation: 'getAll', commentsOn: 'task', id: '86c00001', limit: 1 });
    expect(read.json.map((c) => c.comment_text)).toEqual(['Fixed']);
  });

  it('creates a goal with owners and a key result, and refuses a number key result without a unit', async () => {
    const goal = await run({
      resource: 'goal',
      operation: 'create',
      team: TEAM_ID,
      name: 'Ship 2.0',
      additionalFields: { owners: '81000001,81000002', color: '#ff0000' },
    });
    expect(last().body).toEqual({ name: 'Ship 2.0', color: '#ff0000', owners: [81000001, 81000002] });
    const goalId = goal.json[0]!.id as string;
    const refused = await run({
      resource: 'goalKeyResult',
      operation: 'create',
      goal: goalId,
      name: 'Bugs',
      type: 'number',
      additionalFields: {},
    });
    expect(refused.error?.message).toBe('Unit field must be set');
    const kr = await run({
      resource: 'goalKeyResult',
      operation: 'create',
      goal: goalId,
      name: 'Done',
      type: 'boolean',
      additionalFields: {},
    });
    expect(kr.json[0]).toMatchObject({ name: 'Done', type: 'boolean', goal_id: goalId });
  });

  it('creates a time entry in the workflow timezone (minutes × 60000) and starts and stops a timer', async () => {
    const made = await run({
      resource: 'timeEntry',
      operation: 'create',
      team: TEAM_ID,
      list: SPRINT1,
      task: '86c00002',
      start: '2026-01-05T08:00:00',
      duration: 45,
      additionalFields: { description: 'Pairing' },
    });
    expect(last().body).toEqual({
      start: Date.parse('2026-01-05T08:00:00Z'),
      duration: 2_700_000,
      tid: '86c00002',
      description: 'Pairing',
    });
    expect(made.json[0]).toMatchObject({ duration: '2700000', description: 'Pairing', task: { id: '86c00002' } });
    const started = await run({
      resource: 'timeEntry',
      operation: 'start',
      team: TEAM_ID,
      task: '86c00001',
      additionalFields: {},
    });
    expect(Number(started.json[0]!.duration)).toBeLessThan(0);
    const stopped = await run({ resource: 'timeEntry', operation: 'stop', team: TEAM_ID });
    expect(stopped.json[0]!.id).toBe(started.json[0]!.id);
    const nothing = await run({ resource: 'timeEntry', operation: 'stop', team: TEAM_ID });
    expect(nothing.error?.message).toBe('There seems to be nothing to stop.');
  });
});

describe('ClickUp errors and authentication', () => {
  it('signs with the OAuth2 access token as it is when authentication is oAuth2', async () => {
    await run({ authentication: 'oAuth2', resource: 'list', operation: 'get', list: SPRINT1 });
    expect(last().authorization).toBe(OAUTH_TOKEN);
  });

  it("turns ClickUp's refusal into the node error, and with Continue On Fail gives an empty item carrying the message", async () => {
    const { error } = await run({ resource: 'task', operation: 'get', id: 'missing' });
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect(error?.description).toBe('Task not found, deleted');
    const { items } = await run(
      { resource: 'task', operation: 'get', id: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: 'missing' } }, { json: { id: '86c00001' } }] },
    );
    expect(items[0]).toMatchObject({ json: {}, error: 'The resource you are requesting could not be found' });
    expect(items[1]!.json).toMatchObject({ id: '86c00001' });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json, error } = await run({ resource: 'folder', operation: 'get', folder: '90100' });
    expect(error).toBeUndefined();
    expect(calls()).toHaveLength(2);
    expect(json[0]!.name).toBe('Q1');
  });
});

describe('ClickUp look-ups', () => {
  const context = (params: Record<string, unknown>): NodeMethodContext => ({
    getCurrentNodeParameter: (name: string) => params[name],
    getCurrentNodeParameters: () => params as never,
    getNodeParameter: (name: string, fallback?: unknown) => params[name] ?? fallback,
    getNode: () =>
      ({
        id: 'c1',
        name: 'ClickUp',
        type: 'n8n-nodes-base.clickUp',
        typeVersion: 1,
        position: [0, 0],
        parameters: params,
      }) as never,
    getWorkflow: () => ({}),
    getTimezone: () => 'UTC',
    getCredentials: async (type: string) => CREDENTIALS[type]!,
    helpers: createHttp() as never,
  });
  const createHttp = () => ({
    httpRequest: async (options: {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      qs?: Record<string, unknown>;
    }) => {
      const url = new URL(options.url);
      for (const [k, v] of Object.entries(options.qs ?? {})) url.searchParams.set(k, String(v));
      const response = await fetch(url, { method: options.method, headers: options.headers });
      return { statusCode: response.status, statusMessage: '', headers: {}, body: await response.text() };
    },
  });

  it('lists teams, spaces, folders, lists, statuses, tags and assignees', async () => {
    const lo = clickUpMethods.loadOptions!;
    expect(await lo.getTeams!.call(context({}), context({}))).toEqual([{ name: 'Weft Workspace', value: TEAM_ID }]);
    expect(await lo.getSpaces!.call(context({}), context({ team: TEAM_ID }))).toEqual([
      { name: 'Engineering', value: '90010' },
    ]);
    expect((await lo.getFolders!.call(context({}), context({ space: '90010' }))).map((o) => o.name)).toEqual(['Q1']);
    expect((await lo.getLists!.call(context({}), context({ folder: '90100' }))).map((o) => o.name)).toEqual([
      'Sprint 1',
      'Sprint 2',
    ]);
    expect((await lo.getFolderlessLists!.call(context({}), context({ space: '90010' }))).map((o) => o.name)).toEqual([
      'Inbox',
    ]);
    expect((await lo.getStatuses!.call(context({}), context({ list: SPRINT1 }))).map((o) => o.value)).toEqual([
      'to do',
      'in progress',
      'complete',
    ]);
    expect(await lo.getTags!.call(context({}), context({ space: '90010' }))).toEqual([
      { name: 'bug', value: 'bug' },
      { name: 'ux', value: 'ux' },
    ]);
    expect((await lo.getAssignees!.call(context({}), context({ list: SPRINT1 }))).map((o) => o.value)).toEqual([
      81000001, 81000002,
    ]);
    expect(await lo.getAssignees!.call(context({}), context({}))).toEqual([]);
    const tags = await lo.getTimeEntryTags!.call(context({}), context({ team: TEAM_ID }));
    expect(JSON.parse(String(tags[0]!.value))).toMatchObject({ name: 'debug' });
  });
});
