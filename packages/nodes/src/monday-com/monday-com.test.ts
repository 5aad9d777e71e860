/**
 * monday.com 1 against the loopback GraphQL API fake (test-fake/monday-fake.mjs), in workflows as
 * n8n stores them: each operation's query or mutation and variables (the token, API version), the
 * items it answers, paging (boards by page, items by cursor), JSON checks, monday's errors as node
 * errors, continue-on-fail, 429 retries, OAuth2, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { mondayComMethods } from './methods.js';
import { start, TOKEN, type MondayFake, type MondaySeed } from './test-fake/monday-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: MondayFake;

const SEED: MondaySeed = {
  boards: [
    {
      name: 'Roadmap',
      description: 'Product roadmap',
      columns: [
        { title: 'Status', type: 'status' },
        { title: 'Owner', type: 'text' },
      ],
      groups: [
        {
          title: 'This week',
          items: [
            { name: 'Login page', values: { Status: { label: 'Working on it' }, Owner: 'ada' } },
            { name: 'Billing', values: { Status: { label: 'Done' }, Owner: 'grace' } },
          ],
        },
        { title: 'Next', items: [{ name: 'Reports' }] },
      ],
    },
    { name: 'Hiring', kind: 'private', groups: [{ title: 'Candidates' }] },
  ],
};
// Counted ids: board Roadmap 1000000001 (groups topics, group_next), items Login 1000000002, Billing 1000000003, Reports 1000000004; board Hiring 1000000005.
const ROADMAP = '1000000001',
  LOGIN = '1000000002',
  BILLING = '1000000003',
  REPORTS = '1000000004',
  HIRING = '1000000005';

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_MONDAY_API_URL = server.url;
  process.env.WEFT_MONDAY_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_MONDAY_API_URL;
  delete process.env.WEFT_MONDAY_RETRY_BASE_MS;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; credentials?: Record<string, unknown> } = {},
) {
  const node: Record<string, unknown> = {
    id: 'm1',
    name: 'Monday',
    type: 'n8n-nodes-base.mondayCom',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { mondayComApi: { id: 'c', name: 'c' }, mondayComOAuth2Api: { id: 'o', name: 'o' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'monday test', nodes: [node], connections: {} });
  const seen: string[] = [];
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Monday',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async (_node: unknown, type: string) => {
        seen.push(type);
        return options.credentials ?? { apiToken: TOKEN };
      },
    },
  });
  const items = result.data.resultData.runData.Monday?.[0]?.data?.main?.[0] ?? [];
  return { items, seen, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;
const compact = (q: string) => q.replace(/\s+/g, ' ').trim();

describe('monday.com registration', () => {
  it('registers monday.com 1, mondayComTool 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.mondayCom')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.mondayComTool')).toEqual([1]);
    const api = builtinCredentialTypes.find((c) => c.name === 'mondayComApi')!;
    expect(api.authenticate?.({ apiToken: 't' }, { url: 'x' }).headers).toEqual({ Authorization: 'Bearer t' });
    const oauth = builtinCredentialTypes.find((c) => c.name === 'mondayComOAuth2Api')!;
    expect(oauth.extends).toEqual(['oAuth2Api']);
    expect(oauth.properties.find((p) => p.name === 'scope')?.default).toBe('boards:write boards:read');
  });
});

describe('monday.com boards', () => {
  it('creates a board from a template and archives it, with the token and API version', async () => {
    const made = await run({
      resource: 'board',
      name: 'Launch',
      kind: 'share',
      additionalFields: { templateId: Number(ROADMAP) },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v2/',
      authorization: `Bearer ${TOKEN}`,
      apiVersion: '2023-10',
    });
    expect(compact(last().body.query)).toContain(
      'create_board (board_name: $name, board_kind: $kind, template_id: $templateId) { id }',
    );
    expect(last().body.variables).toEqual({ name: 'Launch', kind: 'share', templateId: Number(ROADMAP) });
    expect(made.json).toEqual([{ id: '1000000006' }]);
    const archived = await run({ resource: 'board', operation: 'archive', boardId: '1000000006' });
    expect(last().body.variables).toEqual({ id: '1000000006' });
    expect(archived.json).toEqual([{ id: '1000000006' }]);
    expect(fake.state.boards.at(-1)).toMatchObject({
      state: 'archived',
      columns: [{ id: 'name' }, { id: 'status' }, { id: 'owner' }],
    });
  });

  it('gets a board with the fields n8n reads, and lists boards: up to the limit, or page by page', async () => {
    const got = await run({ resource: 'board', operation: 'get', boardId: ROADMAP });
    expect(got.json).toEqual([
      {
        id: ROADMAP,
        name: 'Roadmap',
        description: 'Product roadmap',
        state: 'active',
        board_folder_id: null,
        board_kind: 'public',
        owners: [{ id: '70000001' }],
      },
    ]);
    const some = await run({ resource: 'board', operation: 'getAll', limit: 1 });
    expect(last().body.variables).toEqual({ page: 1, limit: 1 });
    expect(some.json.map((b) => b.name)).toEqual(['Roadmap']);
    fake.state.calls.length = 0;
    const all = await run({ resource: 'board', operation: 'getAll', returnAll: true });
    expect(calls().map((c) => c.body.variables)).toEqual([
      { page: 1, limit: 50 },
      { page: 2, limit: 50 },
    ]);
    expect(all.json.map((b) => b.name)).toEqual(['Roadmap', 'Hiring']);
  });
});

describe('monday.com columns and groups', () => {
  it('creates a column (type in snake case, defaults as JSON text) and lists the columns', async () => {
    const made = await run({
      resource: 'boardColumn',
      boardId: ROADMAP,
      title: 'Due',
      columnType: 'longText',
      additionalFields: { defaults: '{ "labels": { "1": "Soon" } }' },
    });
    expect(last().body.variables).toEqual({
      boardId: ROADMAP,
      title: 'Due',
      columnType: 'long_text',
      defaults: '{"labels":{"1":"Soon"}}',
    });
    expect(made.json).toEqual([{ id: 'due' }]);
    const listed = await run({ resource: 'boardColumn', operation: 'getAll', boardId: ROADMAP });
    expect(listed.json.map((c) => [c.id, c.type])).toEqual([
      ['name', 'name'],
      ['status', 'status'],
      ['owner', 'text'],
      ['due', 'long_text'],
    ]);
    expect(Object.keys(listed.json[0]!)).toEqual(['id', 'title', 'type', 'settings_str', 'archived']);
  });

  it('refuses column defaults that are not JSON before any call', async () => {
    const { error } = await run({
      resource: 'boardColumn',
      boardId: ROADMAP,
      title: 'Due',
      columnType: 'text',
      additionalFields: { defaults: '{nope' },
    });
    expect(error?.message).toBe('Defauls must be a valid JSON');
    expect(calls()).toHaveLength(0);
  });

  it('creates, lists and deletes groups', async () => {
    expect((await run({ resource: 'boardGroup', boardId: ROADMAP, name: 'Later' })).json).toEqual([
      { id: 'group_later' },
    ]);
    expect(last().body.variables).toEqual({ boardId: ROADMAP, groupName: 'Later' });
    const listed = await run({ resource: 'boardGroup', operation: 'getAll', boardId: ROADMAP });
    expect(listed.json.map((g) => [g.id, g.title])).toEqual([
      ['topics', 'This week'],
      ['group_next', 'Next'],
      ['group_later', 'Later'],
    ]);
    expect(
      (await run({ resource: 'boardGroup', operation: 'delete', boardId: ROADMAP, groupId: 'group_later' })).json,
    ).toEqual([{ id: 'group_later' }]);
  });
});

describe('monday.com items', () => {
  it('creates an item with column values and adds an update to it', async () => {
    const made = await run({
      resource: 'boardItem',
      boardId: ROADMAP,
      groupId: 'topics',
      name: 'Search',
      additionalFields: { columnValues: '{"status": {"label": "Stuck"}, "owner": "linus"}' },
    });
    expect(last().body.variables).toEqual({
      boardId: ROADMAP,
      groupId: 'topics',
      itemName: 'Search',
      columnValues: '{"status":{"label":"Stuck"},"owner":"linus"}',
    });
    expect(made.json).toEqual([{ id: '1000000006' }]);
    const update = await run({
      resource: 'boardItem',
      operation: 'addUpdate',
      itemId: '1000000006',
      value: 'Started <b>today</b>',
    });
    expect(last().body.variables).toEqual({ itemId: '1000000006', value: 'Started <b>today</b>' });
    expect(update.json).toEqual([{ id: '1000000007' }]);
  });

  it('gets items by comma-separated ids with their column values', async () => {
    const got = await run({ resource: 'boardItem', operation: 'get', itemId: `${LOGIN},${BILLING}` });
    expect(last().body.variables).toEqual({ itemId: [LOGIN, BILLING] });
    expect(got.json.map((i) => i.name)).toEqual(['Login page', 'Billing']);
    expect(got.json[1]).toMatchObject({
      id: BILLING,
      state: 'active',
      column_values: [
        {
          id: 'status',
          text: 'Done',
          type: 'status',
          value: '{"label":"Done"}',
          column: { title: 'Status', archived: false },
        },
        { id: 'owner', text: 'grace' },
      ],
    });
  });

  it('changes one column value and several at once, as JSON text', async () => {
    await run({
      resource: 'boardItem',
      operation: 'changeColumnValue',
      boardId: ROADMAP,
      itemId: LOGIN,
      columnId: 'status',
      value: '{"label":"Done"}',
    });
    expect(last().body.variables).toEqual({
      boardId: ROADMAP,
      itemId: LOGIN,
      columnId: 'status',
      value: '{"label":"Done"}',
    });
    const multi = await run({
      resource: 'boardItem',
      operation: 'changeMultipleColumnValues',
      boardId: ROADMAP,
      itemId: LOGIN,
      columnValues: '{"owner": "linus", "name": "Login v2"}',
    });
    expect(last().body.variables!.columnValues).toBe('{"owner":"linus","name":"Login v2"}');
    expect(multi.json).toEqual([{ id: LOGIN }]);
    expect(fake.state.items.find((i) => i.id === LOGIN)).toMatchObject({
      name: 'Login v2',
      values: { status: { text: 'Done' }, owner: { text: 'linus' } },
    });
    const { error } = await run({
      resource: 'boardItem',
      operation: 'changeColumnValue',
      boardId: ROADMAP,
      itemId: LOGIN,
      columnId: 'status',
      value: 'Done',
    });
    expect(error?.message).toBe('Custom Values must be a valid JSON');
  });

  it("lists a group's items up to the limit, or every page by cursor", async () => {
    const some = await run({
      resource: 'boardItem',
      operation: 'getAll',
      boardId: ROADMAP,
      groupId: 'topics',
      limit: 1,
    });
    expect(last().body.variables).toEqual({ boardId: ROADMAP, groupId: 'topics', limit: 1 });
    expect(some.json.map((i) => i.name)).toEqual(['Login page']);
    fake.state.calls.length = 0;
    // Read 100 at a time: the first page holds the group's two items, and no cursor follows.
    const all = await run({
      resource: 'boardItem',
      operation: 'getAll',
      boardId: ROADMAP,
      groupId: 'topics',
      returnAll: true,
    });
    expect(calls()).toHaveLength(1);
    expect(all.json.map((i) => i.name)).toEqual(['Login page', 'Billing']);
  });

  it('follows next_items_page while monday answers a cursor', async () => {
    const many = Array.from({ length: 103 }, (_, n) => ({ name: `Task ${n + 1}` }));
    await server!.close();
    server = await start({ boards: [{ name: 'Big', groups: [{ title: 'All', items: many }] }] });
    fake = server.fake;
    process.env.WEFT_MONDAY_API_URL = server.url;
    const all = await run({
      resource: 'boardItem',
      operation: 'getAll',
      boardId: '1000000001',
      groupId: 'topics',
      returnAll: true,
    });
    expect(calls().map((c) => compact(c.body.query).slice(0, 40))).toEqual([
      'query ($boardId: [ID!], $groupId: [Strin',
      'query ($cursor: String!) { next_items_pa',
    ]);
    expect(calls()[1]!.body.variables).toEqual({ cursor: 'c1' });
    expect(all.json).toHaveLength(103);
    expect(all.json.at(-1)!.name).toBe('Task 103');
  });

  it('finds items by a column value, with their board', async () => {
    const found = await run({
      resource: 'boardItem',
      operation: 'getByColumnValue',
      boardId: ROADMAP,
      columnId: 'status',
      columnValue: 'Done',
      limit: 10,
    });
    expect(last().body.variables).toEqual({ boardId: ROADMAP, columnId: 'status', columnValue: 'Done', limit: 10 });
    expect(found.json.map((i) => [i.name, i.board.id])).toEqual([['Billing', ROADMAP]]);
    const all = await run({
      resource: 'boardItem',
      operation: 'getByColumnValue',
      boardId: ROADMAP,
      columnId: 'owner',
      columnValue: 'ada',
      returnAll: true,
    });
    expect(all.json.map((i) => i.name)).toEqual(['Login page']);
  });

  it('moves an item to another group and deletes one', async () => {
    expect(
      (await run({ resource: 'boardItem', operation: 'move', boardId: ROADMAP, itemId: REPORTS, groupId: 'topics' }))
        .json,
    ).toEqual([{ id: REPORTS }]);
    expect(last().body.variables).toEqual({ groupId: 'topics', itemId: REPORTS });
    expect((await run({ resource: 'boardItem', operation: 'delete', itemId: BILLING })).json).toEqual([
      { id: BILLING },
    ]);
    const left = await run({
      resource: 'boardItem',
      operation: 'getAll',
      boardId: ROADMAP,
      groupId: 'topics',
      limit: 50,
    });
    expect(left.json.map((i) => i.name)).toEqual(['Login page', 'Reports']);
  });
});

describe('monday.com errors and authentication', () => {
  it("turns monday's error answer into the node error", async () => {
    const { error } = await run({ resource: 'board', operation: 'archive', boardId: '999' });
    expect(error?.message).toBe(
      'monday.com refused the request: The board does not exist. Please check your board ID and try again',
    );
  });

  it('gives { error } per failing item with Continue On Fail', async () => {
    const { json } = await run(
      { resource: 'boardItem', operation: 'delete', itemId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: '42' } }, { json: { id: REPORTS } }] },
    );
    expect(json).toEqual([
      { error: 'monday.com refused the request: The item does not exist. Please check your item ID and try again' },
      { id: REPORTS },
    ]);
  });

  it('refuses a wrong token (401) and waits out a 429', async () => {
    expect(
      (await run({ resource: 'board', operation: 'get', boardId: ROADMAP }, { credentials: { apiToken: 'wrong' } }))
        .error?.message,
    ).toMatch(/Authorization failed/);
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ resource: 'board', operation: 'get', boardId: HIRING });
    expect(json[0]).toMatchObject({ name: 'Hiring', board_kind: 'private' });
  });

  it("uses the OAuth2 credential's access token when Authentication is OAuth2", async () => {
    const { json, seen } = await run(
      { authentication: 'oAuth2', resource: 'board', operation: 'get', boardId: ROADMAP },
      { credentials: { oauthTokenData: { access_token: TOKEN } } },
    );
    expect(seen).toEqual(['mondayComOAuth2Api']);
    expect(json[0]).toMatchObject({ id: ROADMAP });
  });
});

describe('monday.com look-ups', () => {
  const ctx = (params: Record<string, unknown> = {}) =>
    ({
      getNode: () => ({
        id: 'm1',
        name: 'Monday',
        type: 'n8n-nodes-base.mondayCom',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async () => ({ apiToken: TOKEN }),
      getCurrentNodeParameter: (name: string) => params[name],
      helpers: {
        httpRequest: async (o: any) => {
          const res = await fetch(o.url, { method: o.method, headers: o.headers, body: JSON.stringify(o.body) });
          return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
        },
      },
    }) as unknown as NodeMethodContext;

  it("lists boards (with descriptions), a board's columns and its groups", async () => {
    const lo = mondayComMethods.loadOptions!;
    expect(await lo.getBoards!.call(ctx(), ctx())).toEqual([
      { name: 'Roadmap', value: ROADMAP, description: 'Product roadmap' },
      { name: 'Hiring', value: HIRING, description: undefined },
    ]);
    expect(await lo.getColumns!.call(ctx(), ctx({ boardId: ROADMAP }))).toEqual([
      { name: 'Name', value: 'name' },
      { name: 'Status', value: 'status' },
      { name: 'Owner', value: 'owner' },
    ]);
    expect(await lo.getGroups!.call(ctx(), ctx({ boardId: ROADMAP }))).toEqual([
      { name: 'This week', value: 'topics' },
      { name: 'Next', value: 'group_next' },
    ]);
  });
});
