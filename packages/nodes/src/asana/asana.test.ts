/**
 * Asana 1 against the loopback REST API fake (test-fake/asana-fake.mjs), in workflows as n8n stores
 * them: each operation's request (method, path, query, `{ data }` body, the bearer token) and the
 * items it answers, paging for "Return All", Asana's refusals as node errors, continue-on-fail, 429
 * retries, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { asanaMethods } from './methods.js';
import { start, TOKEN, type AsanaFake, type AsanaSeed } from './test-fake/asana-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: AsanaFake;

const SEED: AsanaSeed = {
  workspaces: [
    {
      name: 'Weft Labs',
      teams: ['Engineering'],
      users: ['Ada Lovelace', 'Grace Hopper'],
      tags: ['urgent', 'later'],
      projects: [
        {
          name: 'Launch',
          sections: ['To do', 'Done'],
          tasks: [
            {
              name: 'Write docs',
              notes: 'draft the guide',
              assignee: 'Ada Lovelace',
              section: 'To do',
              tags: ['urgent'],
              subtasks: ['Outline', 'Review'],
            },
            { name: 'Ship it', completed: true },
          ],
        },
      ],
    },
  ],
};
const G = (n: number) => String(1200000000000000 + n);
const W = G(1),
  ADA = G(2),
  TEAM = G(4),
  URGENT = G(5),
  LATER = G(6),
  PROJECT = G(7),
  DONE = G(9),
  DOCS = G(10),
  SHIP = G(13);

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_ASANA_API_URL = server.url;
  process.env.WEFT_ASANA_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_ASANA_API_URL;
  delete process.env.WEFT_ASANA_RETRY_BASE_MS;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; token?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'a1',
    name: 'Asana',
    type: 'n8n-nodes-base.asana',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { asanaApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'asana test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Asana',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ accessToken: options.token ?? TOKEN }) },
  });
  const items = result.data.resultData.runData.Asana?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Asana registration', () => {
  it('registers Asana 1, asanaTool 1 and both credentials (bearer tokens)', () => {
    expect(registry.versions?.('n8n-nodes-base.asana')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.asanaTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'asanaApi')!;
    expect(cred.authenticate?.({ accessToken: 't' }, { url: 'x', headers: { a: '1' } }).headers).toEqual({
      a: '1',
      Authorization: 'Bearer t',
    });
    expect(builtinCredentialTypes.find((c) => c.name === 'asanaOAuth2Api')?.extends).toEqual(['oAuth2Api']);
  });
});

describe('Asana tasks', () => {
  it('creates a task per item in { data } with its other properties, then gets and updates it', async () => {
    const made = await run(
      { workspace: W, name: '={{ $json.name }}', otherProperties: { notes: 'n', projects: [PROJECT] } },
      { items: [{ json: { name: 'One' } }, { json: { name: 'Two' } }] },
    );
    expect(made.error).toBeUndefined();
    expect(calls().map((c) => [c.method, c.path, c.authorization])).toEqual([
      ['POST', '/tasks', `Bearer ${TOKEN}`],
      ['POST', '/tasks', `Bearer ${TOKEN}`],
    ]);
    expect(calls()[0]!.body).toEqual({ data: { name: 'One', workspace: W, notes: 'n', projects: [PROJECT] } });
    expect(made.json.map((t) => [t.name, t.notes, t.projects[0].gid])).toEqual([
      ['One', 'n', PROJECT],
      ['Two', 'n', PROJECT],
    ]);
    const got = await run({ operation: 'get', id: made.json[0]!.gid });
    expect(last()).toMatchObject({ method: 'GET', path: `/tasks/${made.json[0]!.gid}` });
    expect(got.json[0]).toMatchObject({ name: 'One' });
    const updated = await run({ operation: 'update', id: DOCS, otherProperties: { completed: true } });
    expect(last()).toMatchObject({ method: 'PUT', path: `/tasks/${DOCS}`, body: { data: { completed: true } } });
    expect(updated.json[0]).toMatchObject({ gid: DOCS, completed: true });
  });

  it("lists a project's tasks page by page for Return All, with the chosen fields", async () => {
    for (let k = 0; k < 120; k++)
      fake.state.tasks.push({ ...fake.state.tasks[0]!, gid: String(9000 + k), name: `T${k}` });
    const { json } = await run({
      operation: 'getAll',
      returnAll: true,
      filters: { project: PROJECT, opt_fields: ['name', 'completed'] },
    });
    expect(calls().map((c) => [c.path, c.query.limit, c.query.offset !== undefined])).toEqual([
      ['/tasks', '100', false],
      ['/tasks', '100', true],
    ]);
    expect(calls()[0]!.query).toMatchObject({ project: PROJECT, opt_fields: 'name,completed' });
    expect(json).toHaveLength(122);
    expect(Object.keys(json[0]!)).toEqual(['gid', 'name', 'completed']);
  });

  it('asks for every task field for * (an empty first name, as n8n sends it), and dates in the workflow timezone', async () => {
    await run({
      operation: 'getAll',
      limit: 5,
      filters: { project: PROJECT, opt_fields: ['*'], modified_since: '2026-01-01T00:00:00' },
    });
    expect(last().query.limit).toBe('5');
    expect(last().query.opt_fields?.split(',').slice(0, 4)).toEqual(['', 'gid', 'resource_type', 'name']);
    expect(last().query.modified_since).toBe('2026-01-01T00:00:00+00:00');
  });

  it('searches, moves to a section and deletes, answering { success: true } for the move', async () => {
    expect(
      (await run({ operation: 'search', workspace: W, searchTaskProperties: { text: 'docs' } })).json.map((t) => t.gid),
    ).toEqual([DOCS]);
    expect(last()).toMatchObject({ path: `/workspaces/${W}/tasks/search`, query: { text: 'docs' } });
    expect((await run({ operation: 'move', id: SHIP, projectId: PROJECT, section: DONE })).json).toEqual([
      { success: true },
    ]);
    expect(last()).toMatchObject({ method: 'POST', path: `/sections/${DONE}/addTask`, body: { data: { task: SHIP } } });
    expect((await run({ operation: 'delete', id: SHIP })).json).toEqual([{}]);
    expect(last()).toMatchObject({ method: 'DELETE', path: `/tasks/${SHIP}` });
    expect(last().body).toBeUndefined();
  });
});

describe('Asana subtasks, comments, tags, task projects', () => {
  it('creates and lists subtasks (cut to the limit)', async () => {
    const made = await run({ resource: 'subtask', taskId: DOCS, name: 'Proofread', otherProperties: { notes: 'x' } });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/tasks/${DOCS}/subtasks`,
      body: { data: { name: 'Proofread', notes: 'x' } },
    });
    expect(made.json[0]).toMatchObject({ name: 'Proofread', parent: { gid: DOCS } });
    const listed = await run({ resource: 'subtask', operation: 'getAll', taskId: DOCS, limit: 2, options: {} });
    expect(listed.json.map((t) => t.name)).toEqual(['Outline', 'Review']);
  });

  it('comments (HTML too) and removes a comment, tags and untags, adds to and removes from a project', async () => {
    const comment = await run({
      resource: 'taskComment',
      id: DOCS,
      isTextHtml: true,
      text: '<body>Hi</body>',
      additionalFields: { is_pinned: true },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/tasks/${DOCS}/stories`,
      body: { data: { html_text: '<body>Hi</body>', is_pinned: true } },
    });
    expect((await run({ resource: 'taskComment', operation: 'remove', id: comment.json[0]!.gid })).json).toEqual([
      { success: true },
    ]);
    expect((await run({ resource: 'taskTag', id: DOCS, tag: LATER })).json).toEqual([{ success: true }]);
    expect(last()).toMatchObject({ path: `/tasks/${DOCS}/addTag`, body: { data: { tag: LATER } } });
    await run({ resource: 'taskTag', operation: 'remove', id: DOCS, tag: URGENT });
    expect(last()).toMatchObject({ path: `/tasks/${DOCS}/removeTag`, body: { data: { tag: URGENT } } });
    await run({ resource: 'taskProject', id: SHIP, project: PROJECT, additionalFields: { section: DONE } });
    expect(last()).toMatchObject({
      path: `/tasks/${SHIP}/addProject`,
      body: { data: { project: PROJECT, section: DONE } },
    });
    await run({ resource: 'taskProject', operation: 'remove', id: SHIP, project: PROJECT });
    expect(last()).toMatchObject({ path: `/tasks/${SHIP}/removeProject`, body: { data: { project: PROJECT } } });
  });
});

describe('Asana projects and users', () => {
  it('creates a project with color and notes in the query, updates, lists and deletes', async () => {
    const made = await run({
      resource: 'project',
      operation: 'create',
      name: 'Roadmap',
      workspace: W,
      team: TEAM,
      additionalFields: { color: 'dark-green', notes: 'Q3' },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/teams/${TEAM}/projects`,
      query: { color: 'dark-green', notes: 'Q3' },
      body: { data: { name: 'Roadmap', workspace: W } },
    });
    expect(made.json[0]).toMatchObject({ name: 'Roadmap', color: 'dark-green' });
    await run({
      resource: 'project',
      operation: 'update',
      workspace: W,
      id: PROJECT,
      updateFields: { name: 'Launch 2', owner: ADA },
    });
    expect(last()).toMatchObject({ method: 'PUT', body: { data: { name: 'Launch 2', owner: ADA } } });
    expect(
      (await run({ resource: 'project', operation: 'getAll', workspace: W, limit: 1, additionalFields: {} })).json,
    ).toHaveLength(1);
    expect(last().query).toEqual({ workspace: W, limit: '1' });
    expect((await run({ resource: 'project', operation: 'delete', id: PROJECT })).json).toEqual([{ success: true }]);
  });

  it("gets a user and a workspace's users", async () => {
    expect((await run({ resource: 'user', userId: 'me' })).json[0]).toMatchObject({ gid: ADA, name: 'Ada Lovelace' });
    expect((await run({ resource: 'user', operation: 'getAll', workspace: W })).json.map((u) => u.name)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
  });
});

describe('Asana errors', () => {
  it("fails the node on a refusal, naming Asana's message; a refused token too", async () => {
    const missing = await run({ resource: 'project', operation: 'get', id: '999' });
    expect(missing.error?.message).toMatch(/could not be found/);
    const refused = await run({ resource: 'user', userId: 'me' }, { token: 'wrong' });
    expect(refused.error).toBeDefined();
  });

  it('gives an empty item carrying the message for a failed item under Continue On Fail and goes on', async () => {
    const { json, items } = await run(
      { operation: 'get', id: '={{ $json.id }}' },
      { items: [{ json: { id: '999' } }, { json: { id: DOCS } }], onError: 'continueRegularOutput' },
    );
    expect(json).toHaveLength(2);
    expect(json[0]).toEqual({});
    expect(items[0]!.error).toBe('The resource you are requesting could not be found');
    expect(json[1]).toMatchObject({ gid: DOCS });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    expect((await run({ resource: 'user', userId: 'me' })).json[0]).toMatchObject({ gid: ADA });
    expect(calls()).toHaveLength(2);
  });
});

describe('Asana look-ups', () => {
  const ctx = (params: Record<string, unknown>) =>
    ({
      getNode: () => ({ id: 'a', name: 'Asana', type: 'weft.asana', typeVersion: 1, position: [0, 0], parameters: {} }),
      getNodeParameter: (name: string, fallback?: unknown) => params[name] ?? fallback,
      getCurrentNodeParameter: (name: string) => params[name],
      getCredentials: async () => ({ accessToken: TOKEN }),
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

  it('lists workspaces, sections, teams and tags by name', async () => {
    const lo = asanaMethods.loadOptions!;
    expect(await lo.getWorkspaces!.call(ctx({}), ctx({}))).toEqual([{ name: 'Weft Labs', value: W }]);
    expect(
      (await lo.getSections!.call(ctx({ projectId: PROJECT }), ctx({ projectId: PROJECT }))).map((o) => o.name),
    ).toEqual(['Done', 'To do']);
    expect(await lo.getTeams!.call(ctx({ workspace: W }), ctx({ workspace: W }))).toEqual([
      { name: 'Engineering', value: TEAM },
    ]);
    expect((await lo.getTags!.call(ctx({ id: DOCS }), ctx({ id: DOCS }))).map((o) => o.name)).toEqual([
      'later',
      'urgent',
    ]);
    expect((await lo.getTaskFields!.call(ctx({}), ctx({}))).slice(0, 3)).toEqual([
      { name: '*', value: '*' },
      { name: 'GID', value: 'gid' },
      { name: 'Resource Type', value: 'resource_type' },
    ]);
  });
});
