/**
 * Zendesk 1 against the loopback Support API fake (test-fake/zendesk-fake.mjs), in workflows as
 * n8n stores them: each resource's requests (method, path, query, body, the credential the
 * authentication picks) and the items they answer, ticket searches and pages followed by
 * `next_page`, the query shared by a run's items, JSON parameters, suspended tickets, custom user
 * and organization fields, Zendesk's errors as node errors, continue-on-fail, 429 waits, the
 * editor's look-ups and the tool variant.
 */
import { readFileSync } from 'node:fs';
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
import { zendeskUrl } from './api.js';
import { zendeskMethods } from './methods.js';
import {
  ACCESS_TOKEN,
  API_TOKEN,
  EMAIL,
  start,
  type ZendeskFake,
  type ZendeskSeed,
} from './test-fake/zendesk-fake.mjs';

type Json = Record<string, any>;

const registry = createNodeTypeRegistry(builtinNodeTypes);
const http = createHttpClient();
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ZendeskFake;

const SEED: ZendeskSeed = {
  organizations: [{ name: 'Weft GmbH', domain_names: 'weft.example', tags: ['vip'] }],
  users: [
    { name: 'Grace Hopper', email: 'grace@weft.example', role: 'agent', organization_id: 362000000001 },
    { name: 'Alan Turing', email: 'alan@loom.example', external_id: 'crm-7' },
  ],
  tickets: [
    { subject: 'Outage in Berlin', comment: { body: 'Nothing loads' }, status: 'open', tags: ['outage'] },
    { subject: 'Invoice question', comment: { body: 'Where is my invoice?' }, status: 'pending', group_id: 360002 },
    {
      subject: 'Second outage report',
      comment: { body: 'outage again' },
      status: 'open',
      assignee_email: 'grace@weft.example',
    },
  ],
  suspendedTickets: [{ subject: 'Win a prize', content: 'Click here' }],
};

async function fresh(seed: ZendeskSeed = SEED) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_ZENDESK_API_URL = server.url;
  process.env.WEFT_ZENDESK_RETRY_BASE_MS = '5';
}
beforeEach(() => fresh());
afterAll(async () => {
  delete process.env.WEFT_ZENDESK_API_URL;
  delete process.env.WEFT_ZENDESK_RETRY_BASE_MS;
  await server?.close();
});

const CREDENTIALS: Record<string, Json> = {
  zendeskApi: { subdomain: 'weft', email: EMAIL, apiToken: API_TOKEN },
  zendeskOAuth2Api: { subdomain: 'weft', oauthTokenData: { access_token: ACCESS_TOKEN } },
};

async function run(parameters: Json, options: { items?: Item[]; onError?: string; creds?: Json } = {}) {
  const node: Json = {
    id: 'z1',
    name: 'Zendesk',
    type: 'n8n-nodes-base.zendesk',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { zendeskApi: { id: 'a', name: 'a' }, zendeskOAuth2Api: { id: 'o', name: 'o' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'zendesk test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Zendesk',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_node: unknown, type: string) => options.creds ?? CREDENTIALS[type]! },
  });
  const items = result.data.resultData.runData.Zendesk?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { description?: string; httpCode?: string }) | undefined,
  };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Zendesk registration', () => {
  it('registers Zendesk 1 and zendeskTool 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.zendesk')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.zendeskTool')).toEqual([1]);
    expect(registry.get('n8n-nodes-base.zendesk', 2)).toBeUndefined();
    const api = builtinCredentialTypes.find((c) => c.name === 'zendeskApi')!;
    expect(api.properties.map((p) => p.name)).toEqual(['subdomain', 'email', 'apiToken']);
    expect(api.authenticate?.({ email: 'a@b', apiToken: 't' }, { url: 'x' }).headers).toEqual({
      Authorization: `Basic ${Buffer.from('a@b/token:t').toString('base64')}`,
    });
    const oauth = builtinCredentialTypes.find((c) => c.name === 'zendeskOAuth2Api')!;
    expect(oauth.properties.find((p) => p.name === 'authUrl')?.default).toBe(
      '=https://{{$self["subdomain"]}}.zendesk.com/oauth/authorizations/new',
    );
    const saved = process.env.WEFT_ZENDESK_API_URL;
    delete process.env.WEFT_ZENDESK_API_URL;
    expect(zendeskUrl('https://weft.zendesk.com/api/v2/users.json?page=2')).toBe(
      'https://weft.zendesk.com/api/v2/users.json?page=2',
    );
    process.env.WEFT_ZENDESK_API_URL = saved;
    expect(zendeskUrl('https://weft.zendesk.com/api/v2/users.json?page=2')).toBe(`${saved}/api/v2/users.json?page=2`);
  });
});

describe('Zendesk tickets', () => {
  it('creates tickets with the description as the first comment and the additional fields', async () => {
    const { json } = await run(
      {
        description: '={{ $json.text }}',
        additionalFields: {
          subject: 'Printer on fire',
          status: 'open',
          type: 'incident',
          group: 360001,
          tags: ['hardware'],
          externalId: 'ext-1',
          customFieldsUi: { customFieldsValues: [{ id: 900001, value: 'A-42' }] },
        },
      },
      { items: [{ json: { text: 'It burns' } }] },
    );
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/tickets',
      authorization: `Basic ${Buffer.from(`${EMAIL}/token:${API_TOKEN}`).toString('base64')}`,
    });
    expect(last().body).toEqual({
      ticket: {
        comment: { body: 'It burns' },
        type: 'incident',
        external_id: 'ext-1',
        subject: 'Printer on fire',
        status: 'open',
        group_id: 360001,
        tags: ['hardware'],
        custom_fields: [{ id: 900001, value: 'A-42' }],
      },
    });
    expect(json[0]).toMatchObject({
      id: 4,
      subject: 'Printer on fire',
      description: 'It burns',
      status: 'open',
      group_id: 360001,
      tags: ['hardware'],
    });
    expect(json[0]!.custom_fields).toContainEqual({ id: 900001, value: 'A-42' });
  });

  it('creates and updates with JSON parameters, and refuses JSON that is not', async () => {
    await run({
      description: 'From JSON',
      jsonParameters: true,
      additionalFieldsJson: '{"subject":"Raw","priority":"high"}',
    });
    expect(last().body).toEqual({ ticket: { comment: { body: 'From JSON' }, subject: 'Raw', priority: 'high' } });
    await run({ operation: 'update', id: '4', jsonParameters: true, updateFieldsJson: '{"status":"solved"}' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/tickets/4', body: { ticket: { status: 'solved' } } });
    const bad = await run({ description: 'x', jsonParameters: true, additionalFieldsJson: '{oops' });
    expect(bad.error?.message).toBe('Additional fields must be a valid JSON');
  });

  it('updates with an internal note or a public reply and an assignee', async () => {
    const { json } = await run({
      operation: 'update',
      id: '1',
      updateFields: {
        internalNote: '<b>Checking</b>',
        assigneeEmail: 'grace@weft.example',
        subject: 'Outage in Berlin (known)',
      },
    });
    expect(last().body).toEqual({
      ticket: {
        subject: 'Outage in Berlin (known)',
        assignee_email: 'grace@weft.example',
        comment: { html_body: '<b>Checking</b>', public: false },
      },
    });
    expect(json[0]).toMatchObject({ id: 1, assignee_id: 361000000001, subject: 'Outage in Berlin (known)' });
    await run({ operation: 'update', id: '1', updateFields: { publicReply: 'On it', internalNote: 'ignored' } });
    expect(last().body.ticket.comment).toEqual({ body: 'On it', public: true });
    expect(fake.state.comments.at(-1)).toEqual({ ticket_id: 1, body: 'On it', public: true });
  });

  it('searches tickets with the options, up to a limit or every page', async () => {
    const limited = await run({
      operation: 'getAll',
      limit: 1,
      options: { status: 'open', sortBy: 'created_at', sortOrder: 'desc' },
    });
    expect(last()).toMatchObject({
      path: '/search',
      query: { query: 'type:ticket status:open', sort_by: 'created_at', sort_order: 'desc', per_page: '1' },
    });
    expect(limited.json.map((t) => t.subject)).toEqual(['Second outage report']);
    await fresh({
      tickets: Array.from({ length: 230 }, (_, n) => ({ subject: `Ticket ${n + 1}`, comment: { body: 'outage' } })),
    });
    const all = await run({ operation: 'getAll', returnAll: true, options: { query: 'outage' } });
    expect(all.json).toHaveLength(230);
    expect(calls().map((c) => [c.path, c.query.page])).toEqual([
      ['/search', undefined],
      ['/search', '2'],
      ['/search', '3'],
    ]);
    expect(calls()[1]!.query.query).toBe('type:ticket outage');
  });

  it('gets, deletes and recovers suspended tickets, and gets and deletes regular ones', async () => {
    expect((await run({ operation: 'get', id: '2' })).json[0]).toMatchObject({ id: 2, subject: 'Invoice question' });
    expect((await run({ operation: 'get', ticketType: 'suspended', id: '1' })).json[0]).toMatchObject({
      id: 1,
      subject: 'Win a prize',
      cause: 'Detected as spam',
    });
    expect(last().path).toBe('/suspended_tickets/1');
    expect(
      (await run({ operation: 'getAll', ticketType: 'suspended', returnAll: true })).json.map((t) => t.subject),
    ).toEqual(['Win a prize']);
    expect((await run({ operation: 'recover', id: '1' })).json[0]).toMatchObject({
      id: 4,
      subject: 'Win a prize',
      description: 'Click here',
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/suspended_tickets/1/recover' });
    expect((await run({ operation: 'delete', id: '4' })).json).toEqual([{ success: true }]);
    expect(fake.state.tickets.map((t) => t.id)).toEqual([1, 2, 3]);
  });

  it('keeps one query for every item of a run, as n8n does', async () => {
    await run(
      { operation: 'getAll', limit: 5, options: { status: '={{ $json.s }}' } },
      { items: [{ json: { s: 'open' } }, { json: { s: 'pending' } }] },
    );
    expect(calls().map((c) => c.query.query)).toEqual(['type:ticket status:open', 'type:ticket status:pending']);
  });
});

describe('Zendesk ticket fields, users and organizations', () => {
  it('gets ticket fields, one or up to a limit', async () => {
    expect((await run({ resource: 'ticketField', operation: 'get', ticketFieldId: '900001' })).json).toEqual([
      { id: 900001, type: 'text', title: 'Order number', active: true, required: false },
    ]);
    const limited = await run({ resource: 'ticketField', operation: 'getAll', limit: 2 });
    expect(last().query).toEqual({ limit: '2' });
    expect(limited.json.map((f) => f.title)).toEqual(['Subject', 'Description']);
    expect((await run({ resource: 'ticketField', operation: 'getAll', returnAll: true })).json).toHaveLength(5);
  });

  it('creates users with custom fields, updates, gets, searches, lists by role and deletes them', async () => {
    const created = await run({
      resource: 'user',
      name: 'Ada Lovelace',
      additionalFields: {
        email: 'ada2@weft.example',
        role: 'end-user',
        tags: ['beta'],
        userFieldsUi: { userFieldValues: [{ field: 'plan', value: 'pro' }] },
      },
    });
    expect(last().body).toEqual({
      user: {
        name: 'Ada Lovelace',
        email: 'ada2@weft.example',
        role: 'end-user',
        tags: ['beta'],
        user_fields: { plan: 'pro' },
      },
    });
    const id = created.json[0]!.id as number;
    expect(created.json[0]).toMatchObject({ id: 361000000003, name: 'Ada Lovelace', user_fields: { plan: 'pro' } });
    expect(
      (await run({ resource: 'user', operation: 'update', id: String(id), updateFields: { name: 'Ada K. Lovelace' } }))
        .json[0]!.name,
    ).toBe('Ada K. Lovelace');
    expect((await run({ resource: 'user', operation: 'get', id: String(id) })).json[0]!.email).toBe(
      'ada2@weft.example',
    );
    const found = await run({ resource: 'user', operation: 'search', limit: 10, filters: { external_id: 'crm-7' } });
    expect(last().query).toEqual({ external_id: 'crm-7', per_page: '10' });
    expect(found.json.map((u) => u.name)).toEqual(['Alan Turing']);
    const agents = await run({
      resource: 'user',
      operation: 'getAll',
      returnAll: true,
      filters: { role: ['agent', 'admin'] },
    });
    expect(decodeURIComponent(last().rawQuery)).toContain('role[]=agent&role[]=admin');
    expect(agents.json.map((u) => u.name)).toEqual(['Grace Hopper']);
    expect(
      (await run({ resource: 'user', operation: 'getOrganizations', id: '361000000001' })).json.map((o) => o.name),
    ).toEqual(['Weft GmbH']);
    expect((await run({ resource: 'user', operation: 'getRelatedData', id: '361000000001' })).json[0]).toMatchObject({
      assigned_tickets: 1,
    });
    expect((await run({ resource: 'user', operation: 'delete', id: String(id) })).json[0]).toMatchObject({
      id,
      active: false,
    });
  });

  it('creates, counts, lists, updates, relates and deletes organizations', async () => {
    const created = await run({
      resource: 'organization',
      name: 'Loom Inc',
      additionalFields: {
        domain_names: 'loom.example',
        notes: 'Prospect',
        organizationFieldsUi: { organizationFieldValues: [{ field: 'tier', value: 'gold' }] },
      },
    });
    expect(last().body).toEqual({
      organization: {
        name: 'Loom Inc',
        domain_names: 'loom.example',
        notes: 'Prospect',
        organization_fields: { tier: 'gold' },
      },
    });
    expect(created.json[0]).toMatchObject({
      id: 362000000002,
      domain_names: ['loom.example'],
      organization_fields: { tier: 'gold' },
    });
    expect((await run({ resource: 'organization', operation: 'count' })).json[0]).toMatchObject({ value: 2 });
    expect((await run({ resource: 'organization', operation: 'getAll', limit: 1 })).json.map((o) => o.name)).toEqual([
      'Weft GmbH',
    ]);
    expect(
      (
        await run({
          resource: 'organization',
          operation: 'update',
          id: '362000000002',
          updateFields: { details: 'Looms' },
        })
      ).json[0]!.details,
    ).toBe('Looms');
    expect((await run({ resource: 'organization', operation: 'getRelatedData', id: '362000000001' })).json).toEqual([
      { tickets_count: 0, users_count: 1 },
    ]);
    expect((await run({ resource: 'organization', operation: 'get', id: '362000000002' })).json[0]!.name).toBe(
      'Loom Inc',
    );
    expect((await run({ resource: 'organization', operation: 'delete', id: '362000000002' })).json).toEqual([
      { success: true },
    ]);
  });
});

describe('Zendesk errors and authentication', () => {
  it('signs with the OAuth2 token when the authentication says so', async () => {
    await run({ authentication: 'oAuth2', resource: 'organization', operation: 'count' });
    expect(last().authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it("fails with Zendesk's description, or continues with { error }", async () => {
    const missing = await run({ operation: 'get', id: '99' });
    expect(missing.error?.message).toContain('The resource you are requesting could not be found');
    // Zendesk's `error` code is the description, as n8n finds it before `description`.
    expect(missing.error?.description).toBe('RecordNotFound');
    const invalid = await run({ resource: 'organization', name: 'Weft GmbH', additionalFields: {} });
    expect(invalid.error?.httpCode).toBe('422');
    expect(invalid.error?.description).toBe('RecordInvalid');
    const continued = await run(
      { operation: 'get', id: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: 1 } }, { json: { id: 99 } }] },
    );
    expect(continued.json.map((j) => j.id ?? j.error)).toEqual([
      1,
      'The resource you are requesting could not be found',
    ]);
    const unauthorized = await run(
      { resource: 'organization', operation: 'count' },
      { creds: { subdomain: 'weft', email: EMAIL, apiToken: 'wrong' } },
    );
    expect(unauthorized.error?.httpCode).toBe('401');
  });

  it('waits out a 429 and retries a 503', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 }, { status: 503 });
    const { json, error } = await run({ operation: 'get', id: '1' });
    expect(error).toBeUndefined();
    expect(json[0]!.id).toBe(1);
    expect(calls()).toHaveLength(3);
  });
});

describe('Zendesk look-ups', () => {
  const ctx = {
    getCurrentNodeParameter: () => undefined,
    getNode: () => ({ name: 'Zendesk' }),
    getCredentials: async (t: string) => CREDENTIALS[t]!,
    helpers: { httpRequest: (o: HttpRequestOptions) => http(o) },
  } as unknown as NodeMethodContext;
  const load = (name: string) => zendeskMethods.loadOptions![name]!.call(ctx, ctx);

  it('lists custom ticket fields, groups, tags, locales, user and organization fields and organizations', async () => {
    expect(await load('getCustomFields')).toEqual([
      { name: 'Order number', value: 900001 },
      { name: 'Product', value: 900002 },
    ]);
    expect(await load('getGroups')).toEqual([
      { name: 'Support', value: 360001 },
      { name: 'Billing', value: 360002 },
    ]);
    expect(await load('getTags')).toEqual([
      { name: 'outage', value: 'outage' },
      { name: 'vip', value: 'vip' },
    ]);
    expect(await load('getLocales')).toEqual([
      { name: 'en-US - English', value: 'en-US' },
      { name: 'de - Deutsch', value: 'de' },
    ]);
    expect(await load('getUserFields')).toEqual([{ name: 'Plan', value: 'plan' }]);
    expect(await load('getOrganizationFields')).toEqual([{ name: 'Tier', value: 'tier' }]);
    expect(await load('getOrganizations')).toEqual([{ name: 'Weft GmbH', value: 362000000001 }]);
  });
});

describe('Zendesk in an n8n workflow', () => {
  it('finds the open outage tickets and escalates each', async () => {
    const workflow = importN8nWorkflow(
      JSON.parse(readFileSync(new URL('./n8n-workflows/escalate-ticket.json', import.meta.url), 'utf8')),
    );
    const result = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async (_n: unknown, type: string) => CREDENTIALS[type]! },
    });
    expect(result.data.resultData.error).toBeUndefined();
    const escalated = result.data.resultData.runData.Escalate?.[0]?.data?.main?.[0] ?? [];
    expect(escalated.map((i) => [i.json.id, i.json.tags])).toEqual([
      [1, ['outage', 'escalated']],
      [3, ['outage', 'escalated']],
    ]);
    expect(fake.state.comments.filter((c) => !c.public).map((c) => c.ticket_id)).toEqual([1, 3]);
  });
});
