/**
 * Zammad 1 against the loopback helpdesk fake (test-fake/zammad-fake.mjs), in workflows as n8n
 * stores them: each resource's requests (method, path, query, body, the credential the
 * authentication picks) and the items they answer, pages of 20 read until an empty page or past the
 * limit, custom field pairs and addresses merged into bodies, tickets with their articles, Zammad's
 * errors as node errors, continue-on-fail items without pairing, the editor's look-ups and the tool
 * variant.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type HttpRequestOptions,
  type Item,
  type NodeMethodContext,
} from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { zammadApiRoot } from './api.js';
import { zammadMethods } from './methods.js';
import { EMAIL, PASSWORD, start, TOKEN, type ZammadFake, type ZammadSeed } from './test-fake/zammad-fake.mjs';

type Json = Record<string, any>;

const registry = createNodeTypeRegistry(builtinNodeTypes);
const http = createHttpClient();
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ZammadFake;

const SEED: ZammadSeed = {
  organizations: [{ name: 'Weft GmbH' }],
  groups: [{ name: 'Support' }],
  users: [
    { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@weft.example', organization: 'Weft GmbH' },
    { firstname: 'Bot', lastname: 'Zammad', email: 'bot@zammad.org' },
  ],
  tickets: [{ title: 'Printer on fire', group: 'Support', customer: 'ada@weft.example', article: { body: 'Smoke' } }],
};

async function fresh(seed: ZammadSeed = SEED) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_ZAMMAD_API_URL = server.url;
}
beforeEach(() => fresh());
afterAll(async () => {
  delete process.env.WEFT_ZAMMAD_API_URL;
  await server?.close();
});

const CREDENTIALS: Record<string, Json> = {
  zammadBasicAuthApi: { baseUrl: 'https://helpdesk.weft.example/', username: EMAIL, password: PASSWORD },
  zammadTokenAuthApi: { baseUrl: 'https://helpdesk.weft.example', accessToken: TOKEN },
};

async function run(parameters: Json, options: { items?: Item[]; onError?: string; creds?: Json } = {}) {
  const node: Json = {
    id: 'z1',
    name: 'Zammad',
    type: 'n8n-nodes-base.zammad',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { zammadBasicAuthApi: { id: 'b', name: 'b' }, zammadTokenAuthApi: { id: 't', name: 't' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'zammad test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Zammad',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_node: unknown, type: string) => options.creds ?? CREDENTIALS[type]! },
  });
  const items = result.data.resultData.runData.Zammad?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { description?: string; httpCode?: string }) | undefined,
  };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Zammad registration', () => {
  it('registers Zammad 1, zammadTool 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.zammad')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.zammadTool')).toEqual([1]);
    const basic = builtinCredentialTypes.find((c) => c.name === 'zammadBasicAuthApi')!;
    expect(basic.properties.map((p) => p.name)).toEqual(['baseUrl', 'username', 'password', 'allowUnauthorizedCerts']);
    const token = builtinCredentialTypes.find((c) => c.name === 'zammadTokenAuthApi')!;
    expect(token.authenticate?.({ accessToken: 't' }, { url: 'x' }).headers).toEqual({
      Authorization: 'Token token=t',
    });
    const saved = process.env.WEFT_ZAMMAD_API_URL;
    delete process.env.WEFT_ZAMMAD_API_URL;
    expect(zammadApiRoot('https://desk.example/zammad/')).toBe('https://desk.example/zammad/api/v1');
    process.env.WEFT_ZAMMAD_API_URL = saved;
    expect(zammadApiRoot('https://desk.example/zammad/')).toBe(`${saved}/zammad/api/v1`);
  });
});

describe('Zammad users', () => {
  it('creates a user with the address and custom fields merged in, updates, reads and deletes it', async () => {
    const created = await run({
      authentication: 'basicAuth',
      resource: 'user',
      operation: 'create',
      firstname: 'Linus',
      lastname: 'Torvalds',
      additionalFields: {
        email: 'linus@weft.example',
        addressUi: { addressDetails: { city: 'Portland', zip: '97201' } },
        customFieldsUi: { customFieldPairs: [{ name: 'shoe_size', value: '44' }] },
        vip: true,
      },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/users',
      authorization: `Basic ${Buffer.from(`${EMAIL}:${PASSWORD}`).toString('base64')}`,
      body: {
        firstname: 'Linus',
        lastname: 'Torvalds',
        city: 'Portland',
        zip: '97201',
        shoe_size: '44',
        email: 'linus@weft.example',
        vip: true,
      },
    });
    const id = created.json[0]!.id as number;
    const updated = await run({
      resource: 'user',
      operation: 'update',
      id: String(id),
      updateFields: { note: 'Kernel' },
    });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: `/users/${id}`,
      authorization: `Token token=${TOKEN}`,
      body: { note: 'Kernel' },
    });
    expect(updated.json[0]).toMatchObject({ id, note: 'Kernel', city: 'Portland' });
    expect((await run({ resource: 'user', operation: 'get', id: String(id) })).json[0]).toMatchObject({
      login: 'linus@weft.example',
    });
    expect((await run({ resource: 'user', operation: 'delete', id: String(id) })).json).toEqual([{ success: true }]);
    expect((await run({ resource: 'user', operation: 'getSelf' })).json[0]).toMatchObject({ id: 2, email: EMAIL });
  });

  it('searches users 20 a page, with an empty query when none is given, and stops past the limit', async () => {
    const users = Array.from({ length: 45 }, (_, n) => ({ firstname: `U${n}`, email: `u${n}@bulk.example` }));
    await fresh({ users });
    const all = await run({ resource: 'user', operation: 'getAll', returnAll: true, filters: { query: 'bulk' } });
    expect(all.json).toHaveLength(45);
    expect(calls().map((c) => [c.query.page, c.query.per_page, c.query.query])).toEqual([
      ['1', '20', 'bulk'],
      ['2', '20', 'bulk'],
      ['3', '20', 'bulk'],
      ['4', '20', 'bulk'],
    ]);
    fake.state.calls.length = 0;
    const limited = await run({
      resource: 'user',
      operation: 'getAll',
      limit: 25,
      filters: { sortUi: { sortDetails: { sort_by: 'firstname', order_by: 'asc' } } },
    });
    expect(limited.json).toHaveLength(25);
    expect(calls()).toHaveLength(2);
    expect(calls()[0]!.query).toEqual({ sort_by: 'firstname', order_by: 'asc', query: '', per_page: '20', page: '1' });
  });
});

describe('Zammad tickets, groups and organizations', () => {
  it('creates a ticket with its first article and answers it with its articles', async () => {
    const { json } = await run({
      resource: 'ticket',
      operation: 'create',
      title: 'VPN down',
      group: 'Support',
      customer: 'ada@weft.example',
      article: {
        articleDetails: { subject: 'VPN', body: 'No tunnel', visibility: 'internal', sender: 'Agent', type: 'note' },
      },
    });
    expect(calls()[0]).toMatchObject({
      method: 'POST',
      path: '/tickets',
      body: {
        title: 'VPN down',
        group: 'Support',
        customer: 'ada@weft.example',
        article: { subject: 'VPN', body: 'No tunnel', sender: 'Agent', type: 'note', internal: true },
      },
    });
    expect(last().path).toBe(`/ticket_articles/by_ticket/${String(json[0]!.id)}`);
    expect((json[0]!.articles as Json[]).map((a: Json) => [a.body, a.internal])).toEqual([['No tunnel', true]]);
    const got = await run({ resource: 'ticket', operation: 'get', id: '1' });
    expect(got.json[0]).toMatchObject({ title: 'Printer on fire', articles: [{ body: 'Smoke' }] });
    expect((await run({ resource: 'ticket', operation: 'getAll', returnAll: true })).json).toHaveLength(2);
    expect((await run({ resource: 'ticket', operation: 'delete', id: '1' })).json).toEqual([{ success: true }]);
  });

  it('creates, updates, reads, lists and deletes groups and organizations', async () => {
    for (const [resource, path] of [
      ['group', '/groups'],
      ['organization', '/organizations'],
    ]) {
      const created = await run({ resource, operation: 'create', name: 'New', additionalFields: { note: 'n' } });
      expect(last()).toMatchObject({ method: 'POST', path, body: { name: 'New', note: 'n' } });
      const id = String(created.json[0]!.id);
      await run({ resource, operation: 'update', id, updateFields: { active: false } });
      expect(last()).toMatchObject({ method: 'PUT', path: `${path}/${id}`, body: { active: false } });
      expect((await run({ resource, operation: 'get', id })).json[0]).toMatchObject({ name: 'New', active: false });
      const listed = await run({ resource, operation: 'getAll', limit: 1 });
      expect(listed.json).toHaveLength(1);
      expect((await run({ resource, operation: 'delete', id })).json).toEqual([{ success: true }]);
    }
  });
});

describe('Zammad errors', () => {
  it('fails with n8n’s messages, or continues with unpaired { error } items', async () => {
    const missing = await run({ resource: 'ticket', operation: 'get', id: '99' });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    expect(missing.error?.description).toBe("Couldn't find Ticket with 'id'=99");
    const duplicate = await run({ resource: 'group', operation: 'create', name: 'Support', additionalFields: {} });
    expect(duplicate.error?.description).toBe('An entity with this name already exists.');
    const empty = await run({ resource: 'group', operation: 'update', id: '1', updateFields: {} });
    expect(empty.error?.message).toBe('Please enter at least one field to update for the group');
    const noArticle = await run({
      resource: 'ticket',
      operation: 'create',
      title: 't',
      group: 'Support',
      customer: 'ada@weft.example',
      article: {},
    });
    expect(noArticle.error?.message).toBe('Article is required');
    const continued = await run(
      { resource: 'ticket', operation: 'get', id: '={{ $json.id }}' },
      { items: [{ json: { id: 1 } }, { json: { id: 99 } }, { json: { id: 98 } }], onError: 'continueRegularOutput' },
    );
    expect(continued.json.map((j) => j.title ?? j.error)).toEqual([
      'Printer on fire',
      'The resource you are requesting could not be found',
      'The resource you are requesting could not be found',
    ]);
    const unauthorized = await run(
      { resource: 'user', operation: 'getSelf' },
      { creds: { baseUrl: 'https://x', accessToken: 'wrong' } },
    );
    expect(unauthorized.error?.httpCode).toBe('401');
  });
});

describe('Zammad look-ups', () => {
  const ctx = {
    getCurrentNodeParameter: (name: string) => ({ authentication: 'tokenAuth' })[name],
    getNode: () => ({ name: 'Zammad' }),
    getCredentials: async (t: string) => CREDENTIALS[t]!,
    helpers: { httpRequest: (o: HttpRequestOptions) => http(o) },
  } as unknown as NodeMethodContext;
  const load = (name: string) => zammadMethods.loadOptions![name]!.call(ctx, ctx);

  it('lists fields, groups, organizations, customers and users as n8n’s node does', async () => {
    expect(await load('loadUserCustomFields')).toEqual([{ name: 'Shoe size', value: 'shoe_size' }]);
    expect((await load('loadUserFields')).map((f) => f.name)).toEqual([
      'Login',
      'First Name',
      'Last Name',
      'Shoe size',
    ]);
    expect(await load('loadOrganizationFields')).toEqual([
      { name: 'Name', value: 'name' },
      { name: 'Tier', value: 'tier' },
    ]);
    expect(await load('loadTicketCustomFields')).toEqual([{ name: 'product', value: 9 }]);
    expect(await load('loadGroupNames')).toEqual([
      { name: 'Users', value: 'Users' },
      { name: 'Support', value: 'Support' },
    ]);
    expect(await load('loadOrganizations')).toEqual([{ name: 'Weft GmbH', value: 2 }]);
    expect(await load('loadCustomerEmails')).toEqual([{ name: 'ada@weft.example', value: 'ada@weft.example' }]);
    expect((await load('loadUsers')).map((u) => u.name)).toEqual(['agent@weft.example', 'ada@weft.example']);
  });
});

describe('Zammad as an agent tool', () => {
  it('offers the same parameters with an ai_tool output', () => {
    const tool = registry.get('n8n-nodes-base.zammadTool', 1)!;
    expect(tool.description.outputs).toEqual(['ai_tool']);
    expect(tool.description.properties.some((p) => p.name === 'resource')).toBe(true);
  });
});
