/**
 * HubSpot 1 and 2–2.2 against the loopback API fake (test-fake/hubspot-fake.mjs), in workflows as
 * n8n stores them: each operation's request (method, path, query, body, credential) and the items it
 * answers, paging, search filters as n8n's editor saves them, n8n's quirks kept on purpose (the query
 * shared between items, version 1's empty lists), error rewording, continue-on-fail, retries and the
 * editor's look-ups.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type Item,
  type NodeMethodContext,
  type NodeType,
} from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { connectedTools } from '../shared/ai/node-tool.js';
import { hubspotUrl } from './api.js';
import { snakeCase } from './run.js';
import { hubspotMethods } from './methods.js';
import { API_KEY, APP_TOKEN, OAUTH_TOKEN, start, type HubspotFake } from './test-fake/hubspot-fake.mjs';

/** A root node that calls its one connected tool with fixed arguments (an agent's model stand-in). */
const probe: NodeType = {
  description: {
    name: 'test.probe',
    displayName: 'Probe',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Probe' },
    inputs: ['main', { type: 'ai_tool', displayName: 'Tool', required: true }],
    outputs: ['main'],
    properties: [],
  },
  async execute(ctx) {
    const [tool] = await connectedTools(ctx, 0);
    const answer = await tool!.invoke(
      JSON.parse((ctx.getNode().parameters as { args: string }).args) as Record<string, unknown>,
    );
    return [[{ json: { answer: answer as string, name: tool!.name } }]];
  },
};
const registry = createNodeTypeRegistry([...builtinNodeTypes, probe]);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: HubspotFake;

const SEED = {
  contacts: [
    { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', lifecyclestage: 'customer' },
    { email: 'grace@example.com', firstname: 'Grace', lastname: 'Hopper', lifecyclestage: 'lead' },
    { email: 'linus@example.com', firstname: 'Linus', lifecyclestage: 'lead' },
  ],
  companies: [{ name: 'Analytical', domain: 'analytical.example' }],
  deals: [
    { dealname: 'Engine', amount: '1000', dealstage: 'qualifiedtobuy' },
    { dealname: 'Licence', amount: '200', dealstage: 'closedwon' },
  ],
  tickets: [
    { subject: 'Login', hs_pipeline: '0', hs_pipeline_stage: '1' },
    { subject: 'Invoice', hs_pipeline: '0', hs_pipeline_stage: '2' },
  ],
};

async function fresh(seed: Record<string, unknown> = SEED) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_HUBSPOT_API_URL = server.url;
  process.env.WEFT_HUBSPOT_RETRY_BASE_MS = '5';
}
beforeEach(() => fresh());
afterAll(async () => {
  delete process.env.WEFT_HUBSPOT_API_URL;
  delete process.env.WEFT_HUBSPOT_RETRY_BASE_MS;
  await server?.close();
});

const CREDENTIALS: Record<string, Record<string, unknown>> = {
  hubspotAppToken: { appToken: APP_TOKEN },
  hubspotOAuth2Api: { oauthTokenData: { access_token: OAUTH_TOKEN } },
  hubspotApi: { apiKey: API_KEY },
};

/** Runs one HubSpot node with `parameters` through the engine. */
async function run(
  parameters: Record<string, unknown>,
  options: { version?: number; items?: Item[]; onError?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'h1',
    name: 'HubSpot',
    type: 'n8n-nodes-base.hubspot',
    typeVersion: options.version ?? 2.2,
    position: [0, 0],
    parameters: { authentication: 'appToken', ...parameters },
    credentials: {
      hubspotAppToken: { id: '1', name: 'token' },
      hubspotOAuth2Api: { id: '2', name: 'oauth' },
      hubspotApi: { id: '3', name: 'key' },
    },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'hubspot test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'HubSpot',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_n, type) => CREDENTIALS[type] ?? {} },
  });
  const items = result.data.resultData.runData.HubSpot?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;
const rl = (value: unknown) => ({ __rl: true, value, mode: 'id' });

describe('HubSpot registration', () => {
  it("registers 1, 2, 2.1 and 2.2, hubspotTool at 2–2.2, the trigger at 1, and n8n's four credentials", () => {
    expect(registry.versions?.('n8n-nodes-base.hubspot')).toEqual([1, 2, 2.1, 2.2]);
    expect(registry.versions?.('n8n-nodes-base.hubspotTool')).toEqual([2, 2.1, 2.2]);
    expect(registry.versions?.('n8n-nodes-base.hubspotTrigger')).toEqual([1]);
    const names = ['hubspotApi', 'hubspotAppToken', 'hubspotOAuth2Api', 'hubspotDeveloperApi'];
    for (const name of names)
      expect(
        builtinCredentialTypes.find((c) => c.name === name),
        name,
      ).toBeDefined();
    expect(builtinCredentialTypes.find((c) => c.name === 'hubspotOAuth2Api')?.extends).toEqual(['oAuth2Api']);
    expect(
      builtinCredentialTypes.find((c) => c.name === 'hubspotDeveloperApi')?.properties.map((p) => p.name),
    ).toContain('appId');
  });
});

describe('HubSpot contacts', () => {
  it('creates or updates by email, then answers the profile with isNew (2.x)', async () => {
    const { json } = await run({
      resource: 'contact',
      operation: 'upsert',
      email: 'new@example.com',
      additionalFields: {
        firstName: 'New',
        annualRevenue: 5,
        closeDate: '2024-06-01T00:00:00Z',
        buyingRole: ['BUDGET_HOLDER', 'END_USER'],
      },
      options: {},
    });
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /contacts/v1/contact/createOrUpdate/email/new@example.com',
      'GET /contacts/v1/contact/vid/104/profile',
    ]);
    expect(calls()[0]!.body).toEqual({
      properties: [
        { property: 'annualrevenue', value: '5' },
        { property: 'closedate', value: Date.parse('2024-06-01T00:00:00Z') },
        { property: 'firstname', value: 'New' },
        { property: 'hs_buying_role', value: 'BUDGET_HOLDER;END_USER' },
      ],
    });
    expect(calls()[0]!.authorization).toBe(`Bearer ${APP_TOKEN}`);
    expect(json[0]).toMatchObject({ vid: 104, isNew: true, properties: { firstname: { value: 'New' } } });
  });

  it('answers { vid, isNew } with Simplify (2.x), or with Resolve Data off (1)', async () => {
    expect(
      (
        await run({
          resource: 'contact',
          operation: 'upsert',
          email: 'ada@example.com',
          additionalFields: {},
          options: { resolveData: true },
        })
      ).json,
    ).toEqual([{ vid: 101, isNew: false }]);
    expect(
      (
        await run(
          {
            resource: 'contact',
            operation: 'upsert',
            email: 'ada@example.com',
            resolveData: false,
            additionalFields: {},
          },
          { version: 1 },
        )
      ).json,
    ).toEqual([{ vid: 101, isNew: false }]);
  });

  it('gets many contacts: a page of `count`, or every page following vid-offset', async () => {
    await fresh({ ...SEED, pageSize: 2 });
    const some = await run({
      resource: 'contact',
      operation: 'getAll',
      limit: 2,
      additionalFields: {
        propertiesCollection: { propertiesValues: { properties: 'email,firstname', propertyMode: 'valueOnly' } },
      },
    });
    expect(last().rawQuery).toBe('property=email&property=firstname&propertyMode=value_only&count=2');
    expect(some.json.map((c) => c.vid)).toEqual([101, 102]);
    const every = await run({ resource: 'contact', operation: 'getAll', returnAll: true, additionalFields: {} });
    expect(
      calls()
        .slice(-2)
        .map((c) => c.rawQuery),
    ).toEqual(['limit=250&count=100', 'limit=250&count=100&vidOffset=102']);
    expect(every.json.map((c) => c.vid)).toEqual([101, 102, 103]);
  });

  it('version 1 answers no items for Return All (its helper read a property named "propertyName")', async () => {
    const { json } = await run(
      { resource: 'contact', operation: 'getAll', returnAll: true, additionalFields: {} },
      { version: 1 },
    );
    expect(json).toEqual([]);
    expect(calls()).toHaveLength(1);
  });

  it("searches with filter groups saved by n8n's editor (the hidden type dropped, the property name cut at |)", async () => {
    const filter = {
      propertyName: 'lifecyclestage|enumeration',
      type: '={{$parameter["&propertyName"].split("|")[1]}}',
      operator: 'EQ',
      value: 'lead',
    };
    const { json } = await run({
      resource: 'contact',
      operation: 'search',
      limit: 5,
      filterGroupsUi: { filterGroupsValues: [{ filtersUi: { filterValues: [filter] } }] },
      additionalFields: { properties: ['email'], direction: 'ASCENDING' },
    });
    expect(last().body).toEqual({
      sorts: [{ propertyName: 'createdate', direction: 'ASCENDING' }],
      filterGroups: [{ filters: [{ propertyName: 'lifecyclestage', operator: 'EQ', value: 'lead' }] }],
      properties: ['email'],
      direction: 'ASCENDING',
      limit: 5,
    });
    expect(json.map((c) => c.id)).toEqual(['102', '103']);
    const v1 = await run(
      {
        resource: 'contact',
        operation: 'search',
        limit: 5,
        filterGroupsUi: { filterGroupsValues: [{ filtersUi: { filterValues: [filter] } }] },
        additionalFields: {},
      },
      { version: 1 },
    );
    expect((last().body as { filterGroups: unknown }).filterGroups).toEqual([
      // Version 1's filters have no Type field, so n8n drops the one an editor of version 2 saved.
      { filters: [{ propertyName: 'lifecyclestage|enumeration', operator: 'EQ', value: 'lead' }] },
    ]);
    expect(v1.json).toEqual([]);
  });

  it('refuses more than 3 filter groups from version 2', async () => {
    const group = { filtersUi: { filterValues: [{ propertyName: 'email|string', operator: 'HAS_PROPERTY' }] } };
    const { error } = await run({
      resource: 'contact',
      operation: 'search',
      filterGroupsUi: { filterGroupsValues: [group, group, group, group] },
      additionalFields: {},
    });
    expect(error?.message).toBe('You can only have 3 filter groups');
  });

  it("adds every item's contact to a list in one call, paired with every item", async () => {
    const { items } = await run(
      { resource: 'contactList', operation: 'add', listId: 7, by: 'id', id: '={{ $json.vid }}' },
      { items: [{ json: { vid: 101 } }, { json: { vid: 102 } }] },
    );
    expect(last()).toMatchObject({ path: '/contacts/v1/lists/7/add', body: { emails: [], vids: [101, 102] } });
    expect(items).toEqual([
      {
        json: { updated: [101, 102], discarded: [], invalidVids: [], invalidEmails: [] },
        pairedItem: [{ item: 0 }, { item: 1 }],
      },
    ]);
  });
});

describe('HubSpot companies, deals, engagements and tickets', () => {
  it('creates a deal with its stage, associations and owner, then updates it', async () => {
    const created = await run({
      resource: 'deal',
      operation: 'create',
      stage: 'closedwon',
      additionalFields: { dealName: 'D', amount: 9, associatedCompany: [2001], dealOwner: rl('77001') },
    });
    expect(last().body).toEqual({
      properties: [
        { name: 'dealstage', value: 'closedwon' },
        { name: 'dealname', value: 'D' },
        { name: 'hubspot_owner_id', value: '77001' },
        { name: 'amount', value: 9 },
      ],
      associations: { associatedCompanyIds: [2001] },
    });
    expect(created.json[0]).toMatchObject({ dealId: 3003, associations: { associatedCompanyIds: [2001] } });
    await run({ resource: 'deal', operation: 'update', dealId: rl('3003'), updateFields: { stage: 'closedlost' } });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/deals/v1/deal/3003',
      body: { properties: [{ name: 'dealstage', value: 'closedlost' }] },
    });
  });

  it('says which record was not found (2.x), from the raw parameter', async () => {
    const { json } = await run(
      { resource: 'deal', operation: 'get', dealId: rl('={{ $json.id }}'), filters: {} },
      { items: [{ json: { id: 999 } }], onError: 'continueRegularOutput' },
    );
    expect(json).toEqual([{ error: 'deal #={{ $json.id }} could not be found. Check your deal ID is correct' }]);
  });

  it('deletes a company on the v3 API (2.x), answering { vid, deleted }', async () => {
    const { json } = await run({ resource: 'company', operation: 'delete', companyId: rl('2001') });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/crm/v3/objects/companies/2001' });
    expect(json).toEqual([{ vid: '2001', deleted: true }]);
  });

  it('creates a company with its properties by name, and searches by domain without the scheme (2.x)', async () => {
    await run({
      resource: 'company',
      operation: 'create',
      name: 'Weft',
      additionalFields: {
        companyDomainName: 'weft.example',
        customPropertiesUi: { customPropertiesValues: [{ property: 'tier', value: 'gold' }] },
      },
    });
    expect(last().body).toEqual({
      properties: [
        { name: 'name', value: 'Weft' },
        { name: 'domain', value: 'weft.example' },
        { name: 'tier', value: 'gold' },
      ],
    });
    const { json } = await run({
      resource: 'company',
      operation: 'searchByDomain',
      domain: 'https://weft.example',
      limit: 5,
      options: {},
    });
    expect(last()).toMatchObject({
      path: '/companies/v2/domains/weft.example/companies',
      body: { requestOptions: {}, limit: 5 },
    });
    expect(json.map((c) => c.companyId)).toEqual([2002]);
  });

  it('creates a task with its due date (2.2) and owner', async () => {
    await run({
      resource: 'engagement',
      operation: 'create',
      type: 'task',
      dueDate: '2024-07-01T09:00:00.000Z',
      metadata: { subject: 'S' },
      additionalFields: { associations: { contactIds: '101,102', ownerId: 77001 } },
    });
    expect(last().body).toEqual({
      engagement: { type: 'TASK', ownerId: 77001, timestamp: Date.parse('2024-07-01T09:00:00.000Z') },
      metadata: { subject: 'S' },
      associations: { contactIds: ['101', '102'] },
    });
    const v21 = await run(
      {
        resource: 'engagement',
        operation: 'create',
        type: 'task',
        dueDate: '2024-07-01T09:00:00.000Z',
        metadata: { subject: 'S' },
        additionalFields: {},
      },
      { version: 2.1 },
    );
    expect(last().body).toEqual({ engagement: { type: 'TASK' }, metadata: { subject: 'S' }, associations: {} });
    expect(v21.json[0]).toMatchObject({ engagement: { type: 'TASK' } });
  });

  it('reads tickets up to the limit, following the offset', async () => {
    await fresh({ ...SEED, pageSize: 1 });
    const { json } = await run({
      resource: 'ticket',
      operation: 'getAll',
      limit: 1,
      additionalFields: { properties: ['subject'] },
    });
    expect(calls().map((c) => c.rawQuery)).toEqual(['properties=subject&limit=1&count=100']);
    expect(json.map((t) => t.objectId)).toEqual([5001]);
  });

  it("answers the previous item's answer for a ticket Delete after the first, as n8n's node does", async () => {
    const { json } = await run(
      { resource: 'ticket', operation: 'delete', ticketId: rl('={{ $json.id }}') },
      { items: [{ json: { id: 5001 } }, { json: { id: 5002 } }] },
    );
    expect(json).toEqual([
      { vid: 5001, deleted: true },
      { vid: 5001, deleted: true },
    ]);
    expect(fake.state.tickets).toHaveLength(0);
  });
});

describe('HubSpot forms (version 1)', () => {
  it("reads a form's fields, and submits the item's fields to api.hsforms.com with the portal of the form", async () => {
    const form = 'f0f0f0f0-0000-4000-8000-000000000001';
    const fields = await run({ resource: 'form', operation: 'getFields', formId: form }, { version: 1 });
    expect(fields.json.map((f) => f.name)).toEqual(['email', 'firstname']);
    const { json } = await run(
      {
        resource: 'form',
        operation: 'submit',
        formId: form,
        additionalFields: { skipValidation: true },
        contextUi: { contextValue: { pageName: 'Signup', hutk: '' } },
        lengalConsentUi: { lengalConsentValues: { consentToProcess: true, text: 'I agree' } },
      },
      { version: 1, items: [{ json: { email: 'form@example.com', firstname: 'Form' } }] },
    );
    expect(
      calls()
        .slice(-2)
        .map((c) => `${c.method} ${c.path}`),
    ).toEqual([`GET /forms/v2/forms/${form}`, `POST /submissions/v3/integration/submit/62515/${form}`]);
    expect(last().body).toEqual({
      formId: form,
      portalId: 62515,
      legalConsentOptions: { consent: { consentToProcess: true, text: 'I agree' } },
      fields: [
        { name: 'email', value: 'form@example.com' },
        { name: 'firstname', value: 'Form' },
      ],
      skipValidation: true,
      context: { pageName: 'Signup' },
    });
    expect(json).toEqual([{ inlineMessage: 'Thanks for submitting the form.' }]);
  });
});

describe('HubSpot requests', () => {
  it('signs with OAuth2 and with the API key', async () => {
    await run({ authentication: 'oAuth2', resource: 'deal', operation: 'get', dealId: rl('3001'), filters: {} });
    expect(last().authorization).toBe(`Bearer ${OAUTH_TOKEN}`);
    await run(
      { authentication: 'apiKey', resource: 'deal', operation: 'get', dealId: '3001', additionalFields: {} },
      { version: 1 },
    );
    expect(last().query.hapikey).toBe(API_KEY);
  });

  it("an invalid email gives n8n's message for the status (as n8n 1.123 does: its node's rewording never applies)", async () => {
    const { json } = await run(
      { resource: 'contact', operation: 'upsert', email: 'nope', additionalFields: {}, options: {} },
      { onError: 'continueRegularOutput' },
    );
    expect(json).toEqual([{ error: 'Bad request - please check your parameters' }]);
  });

  it('WEFT_HUBSPOT_API_URL takes both HubSpot hosts to the fake', () => {
    expect(hubspotUrl({ endpoint: '/deals/v1/deal/1' })).toBe(`${server!.url}/deals/v1/deal/1`);
    expect(hubspotUrl({ endpoint: '', uri: 'https://api.hsforms.com/submissions/v3/integration/submit/1/f' })).toBe(
      `${server!.url}/submissions/v3/integration/submit/1/f`,
    );
    expect(snakeCase('valueAndHistory')).toBe('value_and_history');
  });

  it('loads options from property definitions, pipelines and owners', async () => {
    const http = createHttpClient();
    const ctx = {
      getNode: () => ({ name: 'HubSpot', type: 'weft.hubspot', typeVersion: 2.2, parameters: {} }),
      getCredentials: async (type: string) => CREDENTIALS[type] ?? {},
      getNodeParameter: (name: string, fallback?: unknown) => (name === 'authentication' ? 'appToken' : fallback),
      getCurrentNodeParameter: () => undefined,
      helpers: { httpRequest: http, httpRequestWithAuthentication: http },
    } as unknown as NodeMethodContext;
    const load = hubspotMethods.loadOptions!;
    expect(await load.getContactLifeCycleStages!.call(ctx, ctx)).toEqual([
      { name: 'Subscriber', value: 'subscriber' },
      { name: 'Lead', value: 'lead' },
      { name: 'Customer', value: 'customer' },
    ]);
    expect((await load.getDealStages!.call(ctx, ctx))[0]).toEqual({
      name: 'Appointment Scheduled',
      value: 'appointmentscheduled',
    });
    expect(await load.getOwners!.call(ctx, ctx)).toEqual([
      { name: 'ada@weft-crm.test', value: 77001 },
      { name: 'linus@weft-crm.test', value: 77002 },
    ]);
    expect((await load.getContactPropertiesWithType!.call(ctx, ctx))[0]).toEqual({
      name: 'Email',
      value: 'email|string',
    });
    expect((await hubspotMethods.listSearch!.searchDeals!.call(ctx, ctx, 'lic')).results).toEqual([
      { name: 'Licence', value: 3002 },
    ]);
  });
});

describe("HubSpot as an agent's tool", () => {
  it("hubspotTool creates a deal from the model's arguments ($fromAI)", async () => {
    const workflow = importN8nWorkflow({
      id: 'wf',
      name: 'tool',
      connections: { 'Create deal': { ai_tool: [[{ node: 'Probe', type: 'ai_tool', index: 0 }]] } },
      nodes: [
        {
          id: 'p',
          name: 'Probe',
          type: 'test.probe',
          typeVersion: 1,
          position: [0, 0],
          parameters: { args: JSON.stringify({ name: 'Agent deal', stage: 'closedwon' }) },
        },
        {
          id: 't',
          name: 'Create deal',
          type: 'n8n-nodes-base.hubspotTool',
          typeVersion: 2.2,
          position: [0, 200],
          parameters: {
            authentication: 'appToken',
            resource: 'deal',
            operation: 'create',
            stage: "={{ $fromAI('stage', 'the deal stage', 'string') }}",
            additionalFields: { dealName: "={{ $fromAI('name', 'the deal name', 'string') }}" },
          },
          credentials: { hubspotAppToken: { id: '1', name: 'token' } },
        },
      ],
    });
    const result = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'manual',
      timezone: 'UTC',
      startNode: 'Probe',
      startItems: [{ json: {} }],
      services: { getCredentials: async (_n, type) => CREDENTIALS[type] ?? {} },
    });
    expect(result.data.resultData.error).toBeUndefined();
    expect(last().body).toEqual({
      properties: [
        { name: 'dealstage', value: 'closedwon' },
        { name: 'dealname', value: 'Agent deal' },
      ],
      associations: {},
    });
    const out = result.data.resultData.runData.Probe?.[0]?.data?.main?.[0]?.[0]?.json as { answer: string };
    expect(JSON.parse(out.answer)).toMatchObject([{ dealId: 3003 }]);
  });
});
