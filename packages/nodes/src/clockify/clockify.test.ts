/**
 * Clockify 1 against the loopback Clockify fake (test-fake/clockify-fake.mjs), in workflows as n8n
 * stores them: each operation's request (method, path, query, body and the `X-Api-Key` signature)
 * and the items it answers, lists read 50 a page until empty or until the limit, the query shared by
 * a run's items, a task's estimate, a time entry's times read in the workflow's zone, Clockify's
 * refusals as node errors, continue-on-fail, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { toUtc } from './execute.js';
import { clockifyMethods } from './methods.js';
import { API_KEY, start, type ClockifyFake, type ClockifySeed } from './test-fake/clockify-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ClockifyFake;

const WS = '64a100000000000000000001';
const PROJECT = '64d400000000000000000001';
const SEED: ClockifySeed = {
  workspaces: [
    {
      name: 'Weavers',
      users: [
        { email: 'ada@weft.example', name: 'Ada Lovelace' },
        { email: 'grace@weft.example', name: 'Grace Hopper' },
      ],
      clients: Array.from({ length: 53 }, (_, n) => ({ name: `Client ${String(n + 1).padStart(2, '0')}` })),
      projects: [{ name: 'Tapestry', tasks: [{ name: 'Warp' }, { name: 'Weft' }, { name: 'Finish', status: 'DONE' }] }],
      tags: [{ name: 'urgent' }],
      customFields: ['Ticket'],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_CLOCKIFY_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_CLOCKIFY_API_URL;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; apiKey?: string; timezone?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'c1',
    name: 'Clockify',
    type: 'n8n-nodes-base.clockify',
    typeVersion: 1,
    position: [0, 0],
    parameters: { workspaceId: WS, ...parameters },
    credentials: { clockifyApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({
    id: 'wf',
    name: 'clockify test',
    nodes: [node],
    connections: {},
    settings: options.timezone ? { timezone: options.timezone } : {},
  });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: options.timezone ?? 'UTC',
    startNode: 'Clockify',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: options.apiKey ?? API_KEY }) },
  });
  const items = result.data.resultData.runData.Clockify?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Clockify registration', () => {
  it('registers Clockify 1, clockifyTool 1 and the clockifyApi credential', () => {
    expect(registry.versions?.('n8n-nodes-base.clockify')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.clockifyTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'clockifyApi')!;
    expect(cred.authenticate?.({ apiKey: 'k' }, { url: 'x', headers: {} }).headers).toEqual({ 'X-Api-Key': 'k' });
  });

  it('reads times in the zone and writes them in UTC to the second', () => {
    expect(toUtc('2024-03-04T09:00:00', 'Europe/Paris')).toBe('2024-03-04T08:00:00Z');
    expect(toUtc('2024-07-04T09:00:00', 'America/New_York')).toBe('2024-07-04T13:00:00Z');
    expect(toUtc('2024-03-04T09:00:00Z', 'Europe/Paris')).toBe('2024-03-04T09:00:00Z');
  });
});

describe('Clockify clients, projects and tags', () => {
  it('creates, updates, gets and deletes a client per item', async () => {
    const created = await run(
      { resource: 'client', operation: 'create', name: '={{ $json.n }}' },
      { items: [{ json: { n: 'Silk' } }, { json: { n: 'Wool' } }] },
    );
    expect(created.json.map((c) => c.name)).toEqual(['Silk', 'Wool']);
    expect(created.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    expect(last()).toMatchObject({ method: 'POST', path: `/api/v1/workspaces/${WS}/clients`, body: { name: 'Wool' } });
    expect(last().apiKey).toBe(API_KEY);
    const id = created.json[0]!.id;
    const updated = await run({
      resource: 'client',
      operation: 'update',
      clientId: id,
      name: 'Silk & Co',
      updateFields: { address: 'Lyon' },
    });
    expect(last()).toMatchObject({ method: 'PUT', body: { name: 'Silk & Co', address: 'Lyon' } });
    expect(updated.json[0]).toMatchObject({ id, name: 'Silk & Co', address: 'Lyon' });
    expect((await run({ resource: 'client', operation: 'get', clientId: id })).json[0]!.name).toBe('Silk & Co');
    const deleted = await run({ resource: 'client', operation: 'delete', clientId: id });
    expect(deleted.json[0]).toMatchObject({ id, name: 'Silk & Co' });
    expect(last().method).toBe('DELETE');
  });

  it('reads every page of 50 until an empty one, and stops at a limit', async () => {
    const all = await run({ resource: 'client', operation: 'getAll', returnAll: true, additionalFields: {} });
    expect(all.json).toHaveLength(53);
    expect(calls().map((c) => c.query)).toEqual([
      { 'page-size': '50', page: '1' },
      { 'page-size': '50', page: '2' },
      { 'page-size': '50', page: '3' },
    ]);
    fake.state.calls.length = 0;
    const some = await run({
      resource: 'client',
      operation: 'getAll',
      limit: 3,
      additionalFields: { name: 'client 1', 'sort-order': 'DESCENDING' },
    });
    expect(some.json.map((c) => c.name)).toEqual(['Client 19', 'Client 18', 'Client 17']);
    expect(calls()).toHaveLength(1);
    expect(last().query).toEqual({
      name: 'client 1',
      'sort-order': 'DESCENDING',
      limit: '3',
      'page-size': '50',
      page: '1',
    });
  });

  it("keeps one query for a run's items, as n8n's node does", async () => {
    await run(
      { resource: 'client', operation: 'getAll', limit: 2, additionalFields: '={{ $json.filters }}' },
      { items: [{ json: { filters: { name: 'client 0' } } }, { json: { filters: { archived: false } } }] },
    );
    expect(last().query).toMatchObject({ name: 'client 0', archived: 'false', limit: '2' });
  });

  it('unwraps a project estimate, and sends repeated query keys for a list of clients', async () => {
    const created = await run({
      resource: 'project',
      operation: 'create',
      name: 'Shuttle',
      additionalFields: { billable: false, estimateUi: { estimateValues: { estimate: 12, type: 'MANUAL' } } },
    });
    expect(last().body).toEqual({ name: 'Shuttle', billable: false, estimate: { estimate: 12, type: 'MANUAL' } });
    expect(created.json[0]).toMatchObject({ name: 'Shuttle', estimate: { estimate: 'PT12H', type: 'MANUAL' } });
    await run({
      resource: 'project',
      operation: 'getAll',
      returnAll: true,
      additionalFields: { clients: ['a', 'b'] },
    });
    expect(last().query.clients).toEqual(['a', 'b']);
  });

  it('answers { success: true } for a deleted tag', async () => {
    const tag = (await run({ resource: 'tag', operation: 'getAll', returnAll: true, additionalFields: {} })).json[0]!;
    expect(tag.name).toBe('urgent');
    expect((await run({ resource: 'tag', operation: 'delete', tagId: tag.id })).json).toEqual([{ success: true }]);
    expect(fake.state.tags).toHaveLength(0);
  });
});

describe('Clockify tasks, time entries, users and workspaces', () => {
  it("writes a task's HH:MM estimate as an ISO duration and reads a page of tasks", async () => {
    await run({
      resource: 'task',
      operation: 'create',
      projectId: PROJECT,
      name: 'Dye',
      additionalFields: { estimate: '2:30' },
    });
    expect(last()).toMatchObject({
      path: `/api/v1/workspaces/${WS}/projects/${PROJECT}/tasks`,
      body: { estimate: 'PT2H30M' },
    });
    const page = await run({ resource: 'task', operation: 'getAll', projectId: PROJECT, limit: 2, filters: {} });
    expect(page.json.map((t) => t.name)).toEqual(['Dye', 'Finish']);
    expect(last().query).toEqual({ 'page-size': '2' });
  });

  it('sends time entry times in UTC, and keeps the start on an update without one', async () => {
    const created = await run(
      {
        resource: 'timeEntry',
        operation: 'create',
        start: '2024-03-04T09:00:00',
        additionalFields: {
          end: '2024-03-04T10:30:00',
          customFieldsUi: { customFieldsValues: [{ customFieldId: 'f', value: 'T-7' }] },
        },
      },
      { timezone: 'Europe/Paris' },
    );
    expect(last().body).toMatchObject({
      start: '2024-03-04T08:00:00Z',
      end: '2024-03-04T09:30:00Z',
      customFields: [{ customFieldId: 'f', value: 'T-7' }],
    });
    expect(created.json[0]!.timeInterval).toEqual({
      start: '2024-03-04T08:00:00Z',
      end: '2024-03-04T09:30:00Z',
      duration: 'PT1H30M',
    });
    const id = created.json[0]!.id;
    const updated = await run({
      resource: 'timeEntry',
      operation: 'update',
      timeEntryId: id,
      updateFields: { description: 'Warping' },
    });
    expect(
      calls()
        .slice(-2)
        .map((c) => c.method),
    ).toEqual(['GET', 'PUT']);
    expect(last().body).toEqual({ description: 'Warping', start: '2024-03-04T08:00:00Z' });
    expect(updated.json[0]!.description).toBe('Warping');
    expect((await run({ resource: 'timeEntry', operation: 'delete', timeEntryId: id })).json).toEqual([
      { success: true },
    ]);
  });

  it('lists users and the first workspaces', async () => {
    const users = await run({
      resource: 'user',
      operation: 'getAll',
      returnAll: true,
      additionalFields: { 'sort-column': 'EMAIL', 'sort-order': 'DESCENDING' },
    });
    expect(users.json.map((u) => u.email)).toEqual(['grace@weft.example', 'ada@weft.example']);
    const workspaces = await run({ resource: 'workspace', operation: 'getAll', limit: 1 });
    expect(workspaces.json.map((w) => w.id)).toEqual([WS]);
  });
});

describe('Clockify refusals', () => {
  it("stops on a refusal with Clockify's message as the description", async () => {
    const { error } = await run({ resource: 'tag', operation: 'create', name: 'urgent' });
    expect(error?.message).toBe('Bad request - please check your parameters');
    expect((error as any)?.description).toBe("Tag with name 'urgent' already exists");
  });

  it('with continue-on-fail gives an empty item carrying the message', async () => {
    const { items } = await run(
      { resource: 'client', operation: 'get', clientId: '={{ $json.id }}' },
      { items: [{ json: { id: 'nope' } }], onError: 'continueRegularOutput' },
    );
    expect(items).toEqual([{ json: {}, error: 'Bad request - please check your parameters', pairedItem: { item: 0 } }]);
  });

  it('is refused without the right key', async () => {
    const { error } = await run({ resource: 'workspace', operation: 'getAll', returnAll: true }, { apiKey: 'bad' });
    expect(error?.message).toContain('Authorization failed');
  });
});

describe('Clockify look-ups', () => {
  const ctx = (workspaceId?: string) =>
    ({
      getNode: () => ({ name: 'Clockify', type: 'n8n-nodes-base.clockify', parameters: {} }),
      getCurrentNodeParameter: (name: string) => (name === 'workspaceId' ? workspaceId : undefined),
      getCredentials: async () => ({ apiKey: API_KEY }),
      helpers: {
        httpRequest: async (o: any) => {
          const res = await fetch(o.url, { method: o.method, headers: o.headers });
          return { statusCode: res.status, headers: {}, body: await res.text() };
        },
      },
    }) as unknown as NodeMethodContext;

  it('lists workspaces, and users, projects, tags and custom fields of a workspace', async () => {
    const lo = clockifyMethods.loadOptions!;
    expect(await lo.listWorkspaces!.call(ctx(), ctx())).toEqual([{ name: 'Weavers', value: WS }]);
    const c = ctx(WS);
    expect((await lo.loadUsersForWorkspace!.call(c, c)).map((o) => o.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(await lo.loadProjectsForWorkspace!.call(c, c)).toEqual([{ name: 'Tapestry', value: PROJECT }]);
    expect((await lo.loadTagsForWorkspace!.call(c, c)).map((o) => o.name)).toEqual(['urgent']);
    expect((await lo.loadCustomFieldsForWorkspace!.call(c, c)).map((o) => o.name)).toEqual(['Ticket']);
    expect(await lo.loadClientsForWorkspace!.call(ctx(), ctx())).toEqual([]);
  });
});
