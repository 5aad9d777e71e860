/**
 * Linear 1 and 1.1 against the loopback GraphQL fake (test-fake/linear-fake.mjs), in workflows as
 * n8n stores them: each operation's GraphQL request (document, variables, the key or OAuth2 token)
 * and the items it answers, cursor paging with n8n's limit rule, Linear's errors as node errors
 * (message and user-presentable description), continue-on-fail, 429 retries, the editor's
 * look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { linearMethods } from './methods.js';
import { KEY, OAUTH_TOKEN, start, type LinearFake, type LinearSeed } from './test-fake/linear-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: LinearFake;
const id = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const ADA = id(1),
  ENG = id(2),
  TODO = id(4);

async function restart(seed: LinearSeed = { issues: [{ title: 'First' }, { title: 'Second' }] }) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_LINEAR_API_URL = server.url;
}
beforeEach(async () => {
  await restart();
  process.env.WEFT_LINEAR_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_LINEAR_API_URL;
  delete process.env.WEFT_LINEAR_RETRY_BASE_MS;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; key?: string; version?: number } = {},
) {
  const node: Record<string, unknown> = {
    id: 'l1',
    name: 'Linear',
    type: 'n8n-nodes-base.linear',
    typeVersion: options.version ?? 1,
    position: [0, 0],
    parameters,
    credentials: { linearApi: { id: 'c', name: 'c' }, linearOAuth2Api: { id: 'o', name: 'o' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'linear test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Linear',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async (_node, type) =>
        type === 'linearOAuth2Api' ? { oauthTokenData: { access_token: OAUTH_TOKEN } } : { apiKey: options.key ?? KEY },
    },
  });
  const items = result.data.resultData.runData.Linear?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Linear registration', () => {
  it('registers Linear 1 and 1.1, linearTool, Linear Trigger 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.linear')).toEqual([1, 1.1]);
    expect(registry.versions?.('n8n-nodes-base.linearTool')).toEqual([1, 1.1]);
    expect(registry.versions?.('n8n-nodes-base.linearTrigger')).toEqual([1]);
    const key = builtinCredentialTypes.find((c) => c.name === 'linearApi')!;
    expect(key.authenticate?.({ apiKey: 'k' }, { url: 'x', headers: {} }).headers).toEqual({ Authorization: 'k' });
    expect(builtinCredentialTypes.find((c) => c.name === 'linearOAuth2Api')!.extends).toEqual(['oAuth2Api']);
  });
});

describe('Linear issues', () => {
  it('creates an issue with the extra fields as variables and answers the issue', async () => {
    const { json } = await run({
      teamId: ENG,
      title: 'New',
      additionalFields: { assigneeId: ADA, priorityId: 3, stateId: TODO },
    });
    expect(last().authorization).toBe(KEY);
    expect(last().query).toMatch(/issueCreate\(/);
    expect(last().variables).toEqual({ teamId: ENG, title: 'New', assigneeId: ADA, priorityId: 3, stateId: TODO });
    expect(json).toEqual([
      {
        id: id(9),
        identifier: 'ENG-3',
        title: 'New',
        priority: 3,
        archivedAt: null,
        assignee: { id: ADA, displayName: 'ada' },
        state: { id: TODO, name: 'Todo' },
        createdAt: '2026-01-05T10:03:00.000Z',
        creator: { id: ADA, displayName: 'ada' },
        description: null,
        dueDate: null,
        cycle: null,
      },
    ]);
  });

  it('updates (1.1), gets, links and deletes an issue', async () => {
    expect(
      (await run({ operation: 'update', issueId: id(7), updateFields: { title: 'Renamed' } }, { version: 1.1 }))
        .json[0],
    ).toMatchObject({ id: id(7), title: 'Renamed' });
    expect(last().variables).toEqual({ issueId: id(7), title: 'Renamed' });
    expect((await run({ operation: 'get', issueId: 'ENG-1' })).json[0]).toMatchObject({ id: id(7), title: 'Renamed' });
    expect((await run({ operation: 'addLink', issueId: id(7), link: 'https://weft.example' })).json).toEqual([
      { success: true },
    ]);
    expect(last().variables).toEqual({ issueId: id(7), url: 'https://weft.example' });
    expect((await run({ operation: 'delete', issueId: id(8) })).json).toEqual([{ success: true }]);
    expect(fake.state.issues[1]!.archivedAt).not.toBeNull();
  });

  it('reads pages of 50 by cursor, keeping the whole last page once the limit is reached', async () => {
    await restart({ issues: Array.from({ length: 120 }, (_, k) => ({ title: `I${k}` })) });
    expect((await run({ operation: 'getAll', returnAll: true })).json).toHaveLength(120);
    expect(calls().map((c) => [c.variables.first, c.variables.after])).toEqual([
      [50, null],
      [50, id(56)],
      [50, id(106)],
    ]);
    fake.state.calls.length = 0;
    expect((await run({ operation: 'getAll', limit: 60 })).json).toHaveLength(100);
    expect((await run({ operation: 'getAll', limit: 7 })).json).toHaveLength(7);
    expect(last().variables.first).toBe(7);
  });

  it('comments, in a thread only when the parent is not blank', async () => {
    const first = await run({
      resource: 'comment',
      issueId: id(7),
      comment: 'Hi',
      additionalFields: { parentId: ' ' },
    });
    expect(last().variables).toEqual({ issueId: id(7), body: 'Hi' });
    await run({
      resource: 'comment',
      issueId: id(7),
      comment: 'Re',
      additionalFields: { parentId: first.json[0]!.comment.id },
    });
    expect(last().variables).toEqual({ issueId: id(7), body: 'Re', parentId: first.json[0]!.comment.id });
  });

  it('signs with the OAuth2 token as a bearer token', async () => {
    await run({ authentication: 'oAuth2', operation: 'get', issueId: id(7) });
    expect(last().authorization).toBe(`Bearer ${OAUTH_TOKEN}`);
  });
});

describe('Linear errors', () => {
  it('names the GraphQL error and its user-presentable message', async () => {
    const missing = await run({ operation: 'get', issueId: id(99) });
    expect(missing.error?.message).toBe('Entity not found: Issue');
    expect(missing.error?.description).toBe('Could not find referenced Issue.');
    const refused = await run({ operation: 'get', issueId: id(7) }, { key: 'wrong' });
    expect(refused.error?.message).toBe('Authentication required, not authenticated');
  });

  it('gives { error } per failing item with Continue On Fail', async () => {
    const { json } = await run(
      { operation: 'get', issueId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: id(99) } }, { json: { id: id(7) } }] },
    );
    expect(json[0]).toEqual({ error: 'Entity not found: Issue' });
    expect(json[1]).toMatchObject({ id: id(7) });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    expect((await run({ operation: 'get', issueId: id(7) })).json[0]).toMatchObject({ id: id(7) });
    expect(calls()).toHaveLength(2);
  });
});

describe('Linear look-ups', () => {
  const ctx = (params: Record<string, unknown> = {}) =>
    ({
      getNode: () => ({
        id: 'l1',
        name: 'Linear',
        type: 'n8n-nodes-base.linear',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async () => ({ apiKey: KEY }),
      getCurrentNodeParameter: (name: string) => params[name],
      helpers: {
        httpRequest: async (o: any) => {
          const res = await fetch(o.url, { method: o.method, headers: o.headers, body: JSON.stringify(o.body) });
          return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
        },
      },
    }) as unknown as NodeMethodContext;

  it("lists teams, users, and the states of the issue's team sorted by name", async () => {
    const lo = linearMethods.loadOptions!;
    expect(await lo.getTeams!.call(ctx(), ctx())).toEqual([{ name: 'Engineering', value: ENG }]);
    expect(await lo.getUsers!.call(ctx(), ctx())).toEqual([{ name: 'Ada Lovelace', value: ADA }]);
    expect((await lo.getStates!.call(ctx(), ctx({ issueId: id(7), updateFields: {} }))).map((o) => o.name)).toEqual([
      'Backlog',
      'Done',
      'In Progress',
      'Todo',
    ]);
  });
});
