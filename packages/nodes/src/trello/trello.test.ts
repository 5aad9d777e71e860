/**
 * Trello 1 against the loopback REST API fake (test-fake/trello-fake.mjs), in workflows as n8n
 * stores them: each resource's request (method, path, query, body, the key and token) and the
 * items it answers, resource locators by URL and ID, paging for "Return All", Trello's plain-text
 * refusals as node errors, continue-on-fail, 429 retries, the board and card search and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { trelloMethods } from './methods.js';
import { KEY, start, TOKEN, type TrelloFake, type TrelloSeed } from './test-fake/trello-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: TrelloFake;

const SEED: TrelloSeed = {
  boards: [
    {
      name: 'Roadmap',
      members: ['grace'],
      lists: [
        {
          name: 'Backlog',
          cards: [
            {
              name: 'SSO login',
              desc: 'SAML first',
              labels: ['red'],
              members: ['grace'],
              checklists: [{ name: 'Steps', items: ['Spec', 'Build'], done: ['Spec'] }],
              comments: ['Customers ask'],
              attachments: ['https://weft.example/spec.pdf'],
            },
            { name: 'Audit log' },
          ],
        },
        { name: 'Done' },
      ],
    },
  ],
};
// Ids the seed gives (hex counter): Grace …01, board …02 (shortLink wf000001), labels …03-…08 (red …06),
// list Backlog …09, card SSO …0a (wf000002), checklist …0b, items …0c/…0d, comment …0e, attachment …0f, card Audit …10, list Done …11.
const ID = (n: number) => `6650${n.toString(16).padStart(20, '0')}`;
const BOARD = ID(2),
  BACKLOG = ID(9),
  SSO = ID(10),
  DONE = ID(17);
const rl = (value: string, mode = 'id') => ({ __rl: true, value, mode });

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_TRELLO_API_URL = server.url;
  process.env.WEFT_TRELLO_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_TRELLO_API_URL;
  delete process.env.WEFT_TRELLO_RETRY_BASE_MS;
  await server?.close();
});

async function run(parameters: Record<string, unknown>, options: { items?: Item[]; onError?: string } = {}) {
  const node: Record<string, unknown> = {
    id: 't1',
    name: 'Trello',
    type: 'n8n-nodes-base.trello',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { trelloApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'trello test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Trello',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: KEY, apiToken: TOKEN }) },
  });
  const items = result.data.resultData.runData.Trello?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Trello registration', () => {
  it('registers Trello 1, trelloTool 1 and the trelloApi credential (key and token in the query)', () => {
    expect(registry.versions?.('n8n-nodes-base.trello')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.trelloTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'trelloApi')!;
    expect(cred.authenticate?.({ apiKey: 'k', apiToken: 't' }, { url: 'x', qs: { a: 1 } }).qs).toEqual({
      a: 1,
      key: 'k',
      token: 't',
    });
  });
});

describe('Trello cards', () => {
  it('creates a card per item with the additional fields in the body, signed with key and token', async () => {
    const { json, error } = await run(
      {
        listId: BACKLOG,
        name: '={{ $json.n }}',
        description: 'From n8n',
        additionalFields: { idLabels: ID(6), pos: 'top', due: '2026-02-01T12:00:00.000Z' },
      },
      { items: [{ json: { n: 'One' } }, { json: { n: 'Two' } }] },
    );
    expect(error).toBeUndefined();
    expect(calls().map((c) => [c.method, c.path, c.key, c.token])).toEqual([
      ['POST', '/1/cards', KEY, TOKEN],
      ['POST', '/1/cards', KEY, TOKEN],
    ]);
    expect(calls()[0]!.body).toEqual({
      idList: BACKLOG,
      name: 'One',
      desc: 'From n8n',
      idLabels: ID(6),
      pos: 'top',
      due: '2026-02-01T12:00:00.000Z',
    });
    expect(json.map((c) => [c.name, c.idList, c.labels[0].color, c.due])).toEqual([
      ['One', BACKLOG, 'red', '2026-02-01T12:00:00.000Z'],
      ['Two', BACKLOG, 'red', '2026-02-01T12:00:00.000Z'],
    ]);
  });

  it('gets a card by URL (the short link) with its board and members, and updates it through the query', async () => {
    const { json } = await run({
      operation: 'get',
      id: rl('https://trello.com/c/wf000002/1-sso-login', 'url'),
      additionalFields: { board: true, board_fields: 'name', members: true },
    });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/1/cards/wf000002',
      query: { board: 'true', board_fields: 'name', members: 'true' },
    });
    expect(json[0]).toMatchObject({ id: SSO, board: { id: BOARD, name: 'Roadmap' }, members: [{ username: 'grace' }] });
    const updated = await run({
      operation: 'update',
      id: rl(SSO),
      updateFields: { idList: DONE, name: 'SSO login (shipped)', dueComplete: true },
    });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: `/1/cards/${SSO}`,
      query: { idList: DONE, name: 'SSO login (shipped)', dueComplete: 'true' },
    });
    expect(updated.json[0]).toMatchObject({ idList: DONE, name: 'SSO login (shipped)', dueComplete: true });
  });

  it('comments on a card, edits and deletes the comment', async () => {
    const made = await run({ resource: 'cardComment', cardId: rl(SSO), text: 'Shipped!' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/1/cards/${SSO}/actions/comments`,
      body: { text: 'Shipped!' },
    });
    expect(made.json[0]).toMatchObject({ type: 'commentCard', data: { text: 'Shipped!', card: { id: SSO } } });
    await run({
      resource: 'cardComment',
      operation: 'update',
      cardId: rl(SSO),
      commentId: made.json[0]!.id,
      text: 'Shipped on Monday',
    });
    expect(last()).toMatchObject({ method: 'PUT', query: { text: 'Shipped on Monday' } });
    const removed = await run({
      resource: 'cardComment',
      operation: 'delete',
      cardId: rl(SSO),
      commentId: made.json[0]!.id,
    });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/1/cards/${SSO}/actions/${made.json[0]!.id}/comments` });
    expect(removed.json).toEqual([{ limits: {} }]);
  });
});

describe('Trello lists, boards, labels, checklists and attachments', () => {
  it("reads a list's cards with a limit, and every page (30 at a time, before the last id) when returning all", async () => {
    for (let n = 0; n < 40; n++)
      await fetch(`${server!.url}/1/cards?key=${KEY}&token=${TOKEN}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idList: BACKLOG, name: `Bulk ${n}` }),
      });
    fake.state.calls.length = 0;
    const some = await run({ resource: 'list', operation: 'getCards', id: BACKLOG, limit: 3 });
    expect(last().query).toEqual({ limit: '3' });
    expect(some.json.map((c) => c.name)).toEqual(['SSO login', 'Audit log', 'Bulk 0']);
    fake.state.calls.length = 0;
    const all = await run({ resource: 'list', operation: 'getCards', id: BACKLOG, returnAll: true });
    expect(calls().map((c) => c.query)).toEqual([
      { limit: '30', sort: '-id' },
      { limit: '30', sort: '-id', before: all.json[29]!.id },
    ]);
    expect(all.json).toHaveLength(42);
  });

  it("reads a board's lists in one call even when returning all, and archives a list", async () => {
    const lists = await run({
      resource: 'list',
      operation: 'getAll',
      id: BOARD,
      returnAll: true,
      additionalFields: { fields: 'name' },
    });
    expect(calls()).toHaveLength(1);
    expect(lists.json).toEqual([
      { id: BACKLOG, name: 'Backlog' },
      { id: DONE, name: 'Done' },
    ]);
    const archived = await run({ resource: 'list', operation: 'archive', id: DONE, archive: true });
    expect(last()).toMatchObject({ method: 'PUT', path: `/1/lists/${DONE}/closed`, query: { value: 'true' } });
    expect(archived.json[0]).toMatchObject({ closed: true });
  });

  it('creates a board with its defaults and finds it by URL', async () => {
    const made = await run({
      resource: 'board',
      name: 'Launch',
      description: 'Q3',
      additionalFields: { defaultLists: false, prefs_permissionLevel: 'org' },
    });
    expect(last().body).toEqual({ name: 'Launch', desc: 'Q3', defaultLists: false, prefs_permissionLevel: 'org' });
    expect(made.json[0]).toMatchObject({ name: 'Launch', prefs: { permissionLevel: 'org' } });
    const got = await run({
      resource: 'board',
      operation: 'get',
      id: rl(made.json[0]!.url, 'url'),
      additionalFields: {},
    });
    expect(got.json[0]!.id).toBe(made.json[0]!.id);
  });

  it('creates a label, puts it on a card and takes it off', async () => {
    const made = await run({
      resource: 'label',
      operation: 'create',
      boardId: rl(BOARD),
      name: 'Blocked',
      color: 'purple',
    });
    expect(last().body).toEqual({ idBoard: BOARD, name: 'Blocked', color: 'purple' });
    await run({ resource: 'label', operation: 'addLabel', cardId: rl(SSO), id: made.json[0]!.id });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/1/cards/${SSO}/idLabels`,
      body: { value: made.json[0]!.id },
    });
    const removed = await run({ resource: 'label', operation: 'removeLabel', cardId: rl(SSO), id: made.json[0]!.id });
    expect(removed.json).toEqual([ID(6)]);
    const labels = await run({
      resource: 'label',
      operation: 'getAll',
      boardId: rl(BOARD),
      additionalFields: { fields: 'color' },
    });
    expect(last().path).toBe(`/1/board/${BOARD}/labels`);
    expect(labels.json.map((l) => l.color)).toEqual(['green', 'yellow', 'orange', 'red', 'purple', 'blue', 'purple']);
  });

  it('creates a checklist and an item and completes it; reading the completed items fails as in n8n', async () => {
    const list = await run({
      resource: 'checklist',
      operation: 'create',
      cardId: rl(SSO),
      name: 'Release',
      additionalFields: {},
    });
    const item = await run({
      resource: 'checklist',
      operation: 'createCheckItem',
      checklistId: list.json[0]!.id,
      name: 'Tag',
      additionalFields: { checked: false },
    });
    await run({
      resource: 'checklist',
      operation: 'updateCheckItem',
      cardId: rl(SSO),
      checkItemId: item.json[0]!.id,
      additionalFields: { state: 'complete' },
    });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: `/1/cards/${SSO}/checkItem/${item.json[0]!.id}`,
      query: { state: 'complete' },
    });
    const state = await run({
      resource: 'checklist',
      operation: 'getCheckItem',
      cardId: rl(SSO),
      checkItemId: item.json[0]!.id,
      additionalFields: {},
    });
    expect(state.json[0]).toMatchObject({ state: 'complete' });
    // n8n's node cannot read the card of this operation (its display rule names 'completeCheckItems'), so it always fails.
    const done = await run({
      resource: 'checklist',
      operation: 'completedCheckItems',
      cardId: rl(SSO),
      additionalFields: {},
    });
    expect(done.error?.message).toBe('Could not get parameter');
  });

  it('attaches a link to a card and lists the attachments', async () => {
    const made = await run({
      resource: 'attachment',
      operation: 'create',
      cardId: rl(SSO),
      url: 'https://weft.example/mock.png',
      additionalFields: { name: 'Mockup', mimeType: 'image/png' },
    });
    expect(last().body).toEqual({ url: 'https://weft.example/mock.png', name: 'Mockup', mimeType: 'image/png' });
    expect(made.json[0]).toMatchObject({ name: 'Mockup', mimeType: 'image/png' });
    const all = await run({ resource: 'attachment', cardId: rl(SSO), additionalFields: {} });
    expect(all.json.map((a) => a.name)).toEqual(['https://weft.example/spec.pdf', 'Mockup']);
  });
});

describe('Trello errors', () => {
  it("turns Trello's plain-text refusal into the node error", async () => {
    const { error } = await run({ operation: 'get', id: rl('nope000'), additionalFields: {} });
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect(error?.description).toBe('The requested resource was not found.');
  });

  it('gives { error } per failing item with Continue On Fail', async () => {
    const { json } = await run(
      { operation: 'get', id: rl('={{ $json.id }}'), additionalFields: {} },
      { onError: 'continueRegularOutput', items: [{ json: { id: 'nope000' } }, { json: { id: SSO } }] },
    );
    expect(json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(json[1]!.id).toBe(SSO);
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ resource: 'list', operation: 'get', id: BACKLOG, additionalFields: {} });
    expect(calls()).toHaveLength(2);
    expect(json[0]!.name).toBe('Backlog');
  });
});

describe('Trello search', () => {
  it('finds boards and cards by name for the resource locators', async () => {
    const ctx = {
      getNode: () => ({
        id: 't',
        name: 'Trello',
        type: 'n8n-nodes-base.trello',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async () => ({ apiKey: KEY, apiToken: TOKEN }),
      helpers: {
        httpRequest: async (o: { url: string; qs?: Record<string, unknown> }) => {
          const url = new URL(o.url);
          for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
          const r = await fetch(url);
          return { statusCode: r.status, statusMessage: '', headers: {}, body: await r.text() };
        },
      },
    } as unknown as NodeMethodContext;
    const boards = await trelloMethods.listSearch!.searchBoards!.call(ctx, ctx, 'road');
    expect(boards.results).toEqual([
      { name: 'Roadmap', value: BOARD, url: 'https://trello.com/b/wf000001/roadmap', description: '' },
    ]);
    expect(last().query).toMatchObject({ query: 'road', modelTypes: 'boards', partial: 'true', boards_limit: '50' });
    const cards = await trelloMethods.listSearch!.searchCards!.call(ctx, ctx, 'sso');
    expect(cards.results.map((r) => r.value)).toEqual([SSO]);
    await expect(trelloMethods.listSearch!.searchCards!.call(ctx, ctx, '')).rejects.toThrow(
      'Query required for Trello search',
    );
  });
});
