/**
 * Salesforce 1 against the loopback org fake (test-fake/salesforce-fake.mjs), in workflows as n8n
 * stores them: each operation's request (method, path, query, body, token) and the items it
 * answers, SOQL queries and their pages, the JWT bearer sign-in, binary uploads, refusals as node
 * errors, continue-on-fail, 429 retries, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { jwtAssertion, salesforceUrl } from './api.js';
import { salesforceMethods } from './methods.js';
import { soqlQuery, soqlValue } from './soql.js';
import {
  ACCESS_TOKEN,
  CLIENT_ID,
  INSTANCE_URL,
  TEST_PRIVATE_KEY,
  start,
  type SalesforceFake,
  type SalesforceSeed,
} from './test-fake/salesforce-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: SalesforceFake;

const SEED: SalesforceSeed = {
  pageSize: 2,
  users: [{ FirstName: 'Ada', LastName: 'Admin' }],
  flows: [{ name: 'Welcome_Flow' }],
  customObjects: [{ name: 'Thing__c', fields: [{ name: 'Code__c', label: 'Code', externalId: true }] }],
  records: {
    Account: [{ Name: 'Acme' }, { Name: 'Globex', Type: 'Prospect' }, { Name: 'Umbrella' }],
    Lead: [{ LastName: 'Torvalds', Company: 'Linux' }],
  },
};
// Counted ids: user 1, accounts 2–4, lead 5.
const sid = (prefix: string, n: number) => `${prefix}Wf${String(n).padStart(10, '0')}AAA`.slice(0, 18);
const ACME = sid('001', 2),
  LEAD = sid('00Q', 5);

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_SALESFORCE_API_URL = server.url;
  process.env.WEFT_SALESFORCE_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_SALESFORCE_API_URL;
  delete process.env.WEFT_SALESFORCE_RETRY_BASE_MS;
  await server?.close();
});

type Json = Record<string, any>;
const CREDENTIALS: Record<string, Json> = {
  salesforceOAuth2Api: { oauthTokenData: { access_token: ACCESS_TOKEN, instance_url: INSTANCE_URL } },
  salesforceJwtApi: {
    environment: 'production',
    clientId: CLIENT_ID,
    username: 'ada@weft.example',
    privateKey: TEST_PRIVATE_KEY,
  },
};

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; credentials?: Json } = {},
) {
  const type = parameters.authentication === 'jwt' ? 'salesforceJwtApi' : 'salesforceOAuth2Api';
  const node: Json = {
    id: 's1',
    name: 'Salesforce',
    type: 'n8n-nodes-base.salesforce',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { [type]: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'salesforce test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Salesforce',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_node, t) => options.credentials ?? CREDENTIALS[t]! },
  });
  const items = result.data.resultData.runData.Salesforce?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Salesforce registration and helpers', () => {
  it('registers Salesforce 1, salesforceTool 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.salesforce')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.salesforceTool')).toEqual([1]);
    expect(builtinCredentialTypes.find((c) => c.name === 'salesforceOAuth2Api')?.extends).toEqual(['oAuth2Api']);
    expect(builtinCredentialTypes.find((c) => c.name === 'salesforceJwtApi')?.properties.map((p) => p.name)).toEqual([
      'environment',
      'clientId',
      'username',
      'privateKey',
    ]);
  });

  it('builds SOQL as n8n does: default fields, conditions, LIMIT, bare dates and numbers', () => {
    expect(soqlQuery({}, 'Lead', false, 5)).toBe(
      'SELECT id,company,firstname,lastname,street,postalCode,city,email,status FROM Lead  LIMIT 5',
    );
    expect(
      soqlQuery(
        {
          fields: ['Name', 'Code__c'],
          conditionsUi: {
            conditionValues: [
              { field: 'Name', operation: 'equal', value: 'Acme' },
              { field: 'Amount', operation: '>', value: '100' },
            ],
          },
        },
        'Thing__c',
        true,
      ),
    ).toBe("SELECT Name,Code__c FROM Thing__c WHERE Name = 'Acme' AND Amount > 100");
    expect(soqlValue('2026-01-01')).toBe('2026-01-01');
  });

  it('signs a JWT bearer assertion with the connected app and user', () => {
    const [header, payload] = jwtAssertion(CREDENTIALS.salesforceJwtApi!, 'https://login.salesforce.com', 1000).split(
      '.',
    );
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({
      iss: CLIENT_ID,
      sub: 'ada@weft.example',
      aud: 'https://login.salesforce.com',
      exp: 1180,
      iat: 1000,
    });
  });

  it('moves the org and login origins only when the test variable is set', () => {
    delete process.env.WEFT_SALESFORCE_API_URL;
    expect(salesforceUrl(`${INSTANCE_URL}/services/data/v59.0/query`)).toBe(
      `${INSTANCE_URL}/services/data/v59.0/query`,
    );
    process.env.WEFT_SALESFORCE_API_URL = 'http://127.0.0.1:9';
    expect(salesforceUrl('https://login.salesforce.com/services/oauth2/token')).toBe(
      'http://127.0.0.1:9/services/oauth2/token',
    );
  });
});

describe('Salesforce records', () => {
  it("creates a lead with its fields under Salesforce names, and updates it with n8n's field names", async () => {
    const made = await run({
      resource: 'lead',
      company: 'Weft',
      lastname: 'Curie',
      additionalFields: {
        firstname: 'Marie',
        hasOptedOutOfFax: true,
        customFieldsUi: { customFieldsValues: [{ fieldId: 'Rating', value: 'Hot' }] },
      },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/services/data/v59.0/sobjects/lead',
      authorization: `Bearer ${ACCESS_TOKEN}`,
    });
    expect(last().body).toEqual({
      Company: 'Weft',
      LastName: 'Curie',
      FirstName: 'Marie',
      HasOptedOutOfFax: true,
      Rating: 'Hot',
    });
    expect(made.json).toEqual([{ id: expect.stringMatching(/^00Q/), success: true, errors: [] }]);
    const updated = await run({
      resource: 'lead',
      operation: 'update',
      leadId: LEAD,
      updateFields: { HasOptedOutOfFax: false, city: 'Paris' },
    });
    // n8n's quirk: the update option is named HasOptedOutOfFax but its code reads hasOptedOutOfFax,
    // a key the options do not have (so dropped before the node runs): the fax flag is never sent.
    expect(last()).toMatchObject({ method: 'PATCH', path: `/services/data/v59.0/sobjects/lead/${LEAD}` });
    expect(last().body).toEqual({ City: 'Paris' });
    expect(updated.json).toEqual([{ errors: [], success: true }]);
  });

  it('upserts by an external id field, leaving that field out of the body', async () => {
    const { json } = await run({
      resource: 'customObject',
      operation: 'upsert',
      customObject: 'Thing__c',
      externalId: 'Code__c',
      externalIdValue: 'T-9',
      customFieldsUi: {
        customFieldsValues: [
          { fieldId: 'Name', value: 'Nine' },
          { fieldId: 'Code__c', value: 'x' },
        ],
      },
      additionalFields: {},
    });
    expect(last()).toMatchObject({
      method: 'PATCH',
      path: '/services/data/v59.0/sobjects/Thing__c/Code__c/T-9',
      body: { Name: 'Nine' },
    });
    expect(json[0]).toMatchObject({ success: true, created: true });
  });

  it('reads every page of a query through nextRecordsUrl, or one LIMITed page', async () => {
    const all = await run({ resource: 'account', operation: 'getAll', returnAll: true, options: {} });
    expect(all.json.map((r) => r.Name)).toEqual(['Acme', 'Globex', 'Umbrella']);
    expect(calls().map((c) => [c.path, c.query.q])).toEqual([
      ['/services/data/v59.0/query', 'SELECT id,name,type FROM Account '],
      [expect.stringMatching(/^\/services\/data\/v59\.0\/query\/01g/), 'SELECT id,name,type FROM Account '],
    ]);
    const some = await run({
      resource: 'account',
      operation: 'getAll',
      limit: 1,
      options: { conditionsUi: { conditionValues: [{ field: 'Type', operation: 'equal', value: 'Prospect' }] } },
    });
    expect(last().query.q).toBe("SELECT id,name,type FROM Account WHERE Type = 'Prospect' LIMIT 1");
    expect(some.json).toEqual([
      {
        attributes: { type: 'Account', url: `/services/data/v59.0/sobjects/Account/${sid('001', 3)}` },
        Id: sid('001', 3),
        Name: 'Globex',
        Type: 'Prospect',
      },
    ]);
  });

  it('signs in with the JWT bearer flow before a call', async () => {
    const { json, error } = await run({
      authentication: 'jwt',
      resource: 'account',
      operation: 'get',
      accountId: ACME,
    });
    expect(error).toBeUndefined();
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /services/oauth2/token',
      `GET /services/data/v59.0/sobjects/account/${ACME}`,
    ]);
    expect(calls()[0]!.body.grant_type).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(json[0]).toMatchObject({ Id: ACME, Name: 'Acme' });
  });

  it("attaches an item's binary as base64, and uploads a document as a multipart ContentVersion", async () => {
    const items: Item[] = [
      {
        json: {},
        binary: {
          data: {
            data: Buffer.from('hello').toString('base64'),
            mimeType: 'text/plain',
            fileName: 'hello.txt',
            fileExtension: 'txt',
          },
        },
      },
    ];
    await run(
      {
        resource: 'attachment',
        name: 'hello.txt',
        parentId: ACME,
        binaryPropertyName: 'data',
        additionalFields: { description: 'Greeting' },
      },
      { items },
    );
    expect(last().body).toEqual({
      Name: 'hello.txt',
      ParentId: ACME,
      Body: Buffer.from('hello').toString('base64'),
      ContentType: 'text/plain',
      Description: 'Greeting',
    });
    const doc = await run(
      {
        resource: 'document',
        operation: 'upload',
        title: 'Hello',
        binaryPropertyName: 'data',
        additionalFields: { linkToObjectId: ACME },
      },
      { items },
    );
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/services/data/v59.0/sobjects/ContentVersion',
      body: '<multipart>',
    });
    expect(doc.json[0]).toMatchObject({ success: true });
    expect(fake.state.records.ContentVersion?.[0]).toMatchObject({
      Title: 'Hello',
      PathOnClient: 'Hello.txt',
      FirstPublishLocationId: ACME,
      VersionDataLength: 5,
    });
  });

  it('invokes a flow with its variables and lists flows up to the limit', async () => {
    const ran = await run({
      resource: 'flow',
      operation: 'invoke',
      apiName: 'Welcome_Flow',
      jsonParameters: true,
      variablesJson: '{"name":"Ada"}',
    });
    expect(last().body).toEqual({ inputs: [{ name: 'Ada' }] });
    expect(ran.json[0]).toMatchObject({ actionName: 'Welcome_Flow', isSuccess: true, outputValues: { name: 'Ada' } });
    expect((await run({ resource: 'flow', operation: 'getAll', limit: 1 })).json).toEqual([
      {
        label: 'Welcome_Flow',
        name: 'Welcome_Flow',
        type: 'FLOW',
        url: '/services/data/v59.0/actions/custom/flow/Welcome_Flow',
      },
    ]);
  });
});

describe('Salesforce errors', () => {
  it("refuses an update without fields, fails on a refused token, and continues with the error's message", async () => {
    expect(
      (await run({ resource: 'contact', operation: 'update', contactId: 'x', updateFields: {} })).error?.message,
    ).toBe('You must add at least one update field');
    const refused = await run(
      { resource: 'account', operation: 'get', accountId: ACME },
      { credentials: { oauthTokenData: { access_token: 'wrong', instance_url: INSTANCE_URL } } },
    );
    expect(refused.error).toBeDefined();
    const kept = await run(
      { resource: 'account', operation: 'get', accountId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: '001Wf0000000099AAA' } }, { json: { id: ACME } }] },
    );
    expect(kept.json[0]).toEqual({ error: expect.any(String) });
    expect(kept.json[1]).toMatchObject({ Id: ACME });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 1 });
    expect((await run({ resource: 'account', operation: 'get', accountId: ACME })).json[0]).toMatchObject({ Id: ACME });
    expect(calls()).toHaveLength(2);
  });
});

describe('Salesforce look-ups', () => {
  const ctx = (parameters: Json) =>
    ({
      getCurrentNodeParameter: (name: string) => parameters[name],
      getCurrentNodeParameters: () => parameters,
      getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
      getNode: () => ({
        id: 's',
        name: 'Salesforce',
        type: 'weft.salesforce',
        typeVersion: 1,
        position: [0, 0],
        parameters,
      }),
      getWorkflow: () => ({}),
      getTimezone: () => 'UTC',
      getCredentials: async (t: string) => CREDENTIALS[t]!,
      helpers: {
        httpRequest: async (o: { url: string; method?: string; qs?: Json; headers?: Record<string, string> }) => {
          const url = new URL(o.url);
          for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
          const res = await fetch(url, { method: o.method, headers: o.headers });
          return { statusCode: res.status, statusMessage: '', headers: {}, body: await res.text() };
        },
      },
    }) as unknown as NodeMethodContext;

  it('lists picklist values, owners, custom objects and external id fields', async () => {
    const lo = salesforceMethods.loadOptions!;
    const c = ctx({ resource: 'lead' });
    expect(await lo.getLeadSources!.call(c, c)).toEqual([
      { name: 'Other', value: 'Other' },
      { name: 'Partner Referral', value: 'Partner Referral' },
      { name: 'Phone Inquiry', value: 'Phone Inquiry' },
      { name: 'Web', value: 'Web' },
    ]);
    expect(await lo.getUsers!.call(c, c)).toEqual([{ name: 'Ada Admin', value: sid('005', 1) }]);
    expect(await lo.getCustomObjects!.call(c, c)).toEqual([{ name: 'Thing', value: 'Thing__c' }]);
    const co = ctx({ resource: 'customObject', customObject: 'Thing__c' });
    expect(await lo.getExternalIdFields!.call(co, co)).toEqual([
      { name: 'Code', value: 'Code__c' },
      { name: 'Thing__c ID', value: 'Id' },
    ]);
  });
});
