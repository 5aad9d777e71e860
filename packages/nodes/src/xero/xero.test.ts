/**
 * Xero 1 against the loopback organisation fake (test-fake/xero-fake.mjs), in workflows as n8n
 * stores them: each contact and invoice operation's request (method, path, query, tenant header,
 * token, body) and the items it answers, lists with a limit and with every page read, the query
 * n8n's node shares between items, refusals as node errors, continue-on-fail, 429 retries, token
 * renewal, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { xeroOrigin } from './api.js';
import { contactFields, invoiceFields, lineItem } from './fields.js';
import { xeroMethods } from './methods.js';
import {
  ACCESS_TOKEN,
  OTHER_TENANT_ID,
  TENANT_ID,
  start,
  type XeroFake,
  type XeroSeed,
} from './test-fake/xero-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: XeroFake;

const CONTACT_1 = 'c0000000-0000-4000-8000-000000000001';
const CONTACT_2 = 'c0000000-0000-4000-8000-000000000002';
const INVOICE_1 = '90000000-0000-4000-8000-000000000001';
const SEED: XeroSeed = {
  contacts: [
    { ContactID: CONTACT_1, Name: 'Ada Weaving', EmailAddress: 'ada@weft.example' },
    { ContactID: CONTACT_2, Name: 'Babbage Mills' },
    { Name: 'Old Spinning Co', ContactStatus: 'ARCHIVED' },
  ],
  invoices: [
    {
      InvoiceID: INVOICE_1,
      Type: 'ACCREC',
      Contact: { ContactID: CONTACT_1 },
      Date: '2026-01-02',
      LineItems: [{ Description: 'Loom', Quantity: 2, UnitAmount: 150, TaxType: 'NONE' }],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_XERO_API_URL = server.url;
  process.env.WEFT_XERO_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_XERO_API_URL;
  delete process.env.WEFT_XERO_RETRY_BASE_MS;
  await server?.close();
});

type Json = Record<string, any>;
const CREDENTIALS = { oauthTokenData: { access_token: ACCESS_TOKEN, token_type: 'Bearer' } };

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; credentials?: Json } = {},
) {
  const node: Json = {
    id: 'x1',
    name: 'Xero',
    type: 'n8n-nodes-base.xero',
    typeVersion: 1,
    position: [0, 0],
    parameters: { organizationId: TENANT_ID, ...parameters },
    credentials: { xeroOAuth2Api: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'xero test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Xero',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => options.credentials ?? CREDENTIALS },
  });
  const items = result.data.resultData.runData.Xero?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Xero registration and bodies', () => {
  it('registers Xero 1, xeroTool 1 and the xeroOAuth2Api credential', () => {
    expect(registry.versions?.('n8n-nodes-base.xero')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.xeroTool')).toEqual([1]);
    const credential = builtinCredentialTypes.find((c) => c.name === 'xeroOAuth2Api');
    expect(credential?.extends).toEqual(['oAuth2Api']);
    expect(credential?.properties.find((p) => p.name === 'scope')?.default).toBe(
      'offline_access accounting.transactions accounting.settings accounting.contacts',
    );
  });

  it("calls Xero's origin unless the test variable moves it", () => {
    delete process.env.WEFT_XERO_API_URL;
    expect(xeroOrigin()).toBe('https://api.xero.com');
  });

  it('builds line items and fields under Xero names, as n8n does', () => {
    expect(lineItem({ description: 'Loom', quantity: 2, unitAmount: '5', taxType: 'NONE' })).toEqual({
      Tracking: [],
      AccountCode: undefined,
      Description: 'Loom',
      DiscountRate: undefined,
      ItemCode: undefined,
      LineAmount: undefined,
      Quantity: '2',
      TaxAmount: undefined,
      TaxType: 'NONE',
      UnitAmount: '5',
    });
    const invoice: Json = {};
    invoiceFields({ sendToContact: true, lineAmountType: 'NoTax', currency: 'USD', reference: '' }, invoice);
    expect(invoice).toEqual({ CurrencyCode: 'USD', LineAmountTypes: 'NoTax', SentToContact: true });
    const contact: Json = {};
    contactFields(
      { taxNumber: '1', xeroNetworkKey: 'k', addressesUi: { addressesValues: [{ type: 'POBOX', city: 'X' }] } },
      contact,
    );
    expect(contact).toEqual({
      taxNumber: '1',
      xeroNetworkKey: 'k',
      Addresses: [
        {
          AddressType: 'POBOX',
          AddressLine1: undefined,
          AddressLine2: undefined,
          City: 'X',
          Region: undefined,
          PostalCode: undefined,
          Country: undefined,
          AttentionTo: undefined,
        },
      ],
    });
  });
});

describe('Xero contacts', () => {
  it('creates a contact per item with the tenant header and the token', async () => {
    const { items, error } = await run(
      {
        resource: 'contact',
        operation: 'create',
        name: '={{ $json.name }}',
        additionalFields: {
          emailAddress: 'grace@weft.example',
          phonesUi: { phonesValues: [{ phoneType: 'MOBILE', phoneNumber: '555' }] },
        },
      },
      { items: [{ json: { name: 'Grace' } }, { json: { name: 'Herman' } }] },
    );
    expect(error).toBeUndefined();
    expect(items.map((i) => [i.json.Name, i.pairedItem])).toEqual([
      ['Grace', { item: 0 }],
      ['Herman', { item: 1 }],
    ]);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api.xro/2.0/Contacts',
      authorization: `Bearer ${ACCESS_TOKEN}`,
      tenantId: TENANT_ID,
      body: {
        Contacts: [
          {
            Name: 'Herman',
            EmailAddress: 'grace@weft.example',
            Phones: [{ PhoneType: 'MOBILE', PhoneNumber: '555' }],
          },
        ],
      },
    });
  });

  it('gets one contact, and updates one by its id', async () => {
    const got = await run({ resource: 'contact', operation: 'get', contactId: CONTACT_1 });
    expect(got.json).toMatchObject([{ ContactID: CONTACT_1, Name: 'Ada Weaving' }]);
    expect(last()).toMatchObject({ method: 'GET', path: `/api.xro/2.0/Contacts/${CONTACT_1}`, body: undefined });
    const updated = await run({
      resource: 'contact',
      operation: 'update',
      contactId: CONTACT_2,
      updateFields: { name: 'Babbage Engines', skypeUserName: 'cb' },
    });
    expect(updated.json).toMatchObject([{ ContactID: CONTACT_2, Name: 'Babbage Engines', SkypeUserName: 'cb' }]);
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/api.xro/2.0/Contacts/${CONTACT_2}`,
      body: { Contacts: [{ Name: 'Babbage Engines', SkypeUserName: 'cb' }] },
    });
  });

  it('lists contacts with a limit, and with Return All names the organisation on the first page only, as n8n does', async () => {
    const limited = await run({ resource: 'contact', operation: 'getAll', limit: 1, options: {} });
    expect(limited.json.map((c) => c.Name)).toEqual(['Ada Weaving']);
    expect(last().query).toEqual({});
    const all = await run({
      resource: 'contact',
      operation: 'getAll',
      returnAll: true,
      options: { includeArchived: true, orderBy: 'Name' },
    });
    expect(all.error?.message).toBe('Forbidden - perhaps check your credentials?');
    expect(
      calls()
        .slice(-2)
        .map((c) => [c.query, c.tenantId]),
    ).toEqual([
      [{ includeArchived: 'true', order: 'Name DESC', page: '1' }, TENANT_ID],
      [{ includeArchived: 'true', order: 'Name DESC', page: '2' }, undefined],
    ]);
    const none = await run({
      resource: 'contact',
      operation: 'getAll',
      returnAll: true,
      options: { where: 'Name=="Nobody"' },
    });
    expect(none.error).toBeUndefined();
    expect(none.json).toEqual([]);
  });

  it("keeps one query for the run, as n8n's node does (the last page asked for stays)", async () => {
    const { json } = await run(
      { resource: 'contact', operation: 'getAll', returnAll: '={{ $json.all }}', limit: 5, options: {} },
      { items: [{ json: { all: true } }, { json: { all: false } }], onError: 'continueRegularOutput' },
    );
    expect(json).toEqual([{ error: 'Forbidden - perhaps check your credentials?' }]);
    expect(last()).toMatchObject({ query: { page: '2' }, tenantId: TENANT_ID });
  });
});

describe('Xero invoices', () => {
  it('creates an invoice with its lines and fields', async () => {
    const { json, error } = await run({
      resource: 'invoice',
      operation: 'create',
      type: 'ACCREC',
      contactId: CONTACT_2,
      lineItemsUi: { lineItemsValues: [{ description: 'Yarn', quantity: 4, unitAmount: '2.5', taxType: 'NONE' }] },
      additionalFields: { reference: 'R1', status: 'AUTHORISED', date: '2026-01-10T00:00:00' },
    });
    expect(error).toBeUndefined();
    expect(json).toMatchObject([{ Type: 'ACCREC', Reference: 'R1', Total: 10, Contact: { ContactID: CONTACT_2 } }]);
    expect(last().body).toMatchObject({
      Type: 'ACCREC',
      Contact: { ContactID: CONTACT_2 },
      LineItems: [{ Description: 'Yarn', Quantity: '4', UnitAmount: '2.5', TaxType: 'NONE', Tracking: [] }],
      Reference: 'R1',
      Status: 'AUTHORISED',
      Date: '2026-01-10T00:00:00',
    });
    expect(last().body.organizationId).toBeUndefined();
  });

  it("updates an invoice without sending the contact, as n8n's node does", async () => {
    const { json } = await run({
      resource: 'invoice',
      operation: 'update',
      invoiceId: INVOICE_1,
      updateFields: { reference: 'Changed', contactId: CONTACT_2 },
    });
    expect(json).toMatchObject([{ InvoiceID: INVOICE_1, Reference: 'Changed', Contact: { ContactID: CONTACT_1 } }]);
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/api.xro/2.0/Invoices/${INVOICE_1}`,
      body: { Reference: 'Changed' },
    });
  });

  it('gets an invoice and lists them with statuses, order and where', async () => {
    expect((await run({ resource: 'invoice', operation: 'get', invoiceId: INVOICE_1 })).json).toMatchObject([
      { InvoiceID: INVOICE_1, Total: 300 },
    ]);
    await run({
      resource: 'invoice',
      operation: 'getAll',
      limit: 5,
      options: {
        statuses: ['DRAFT', 'AUTHORISED'],
        orderBy: 'Date',
        sortOrder: 'ASC',
        where: 'Type=="ACCREC"',
        createdByMyApp: true,
      },
    });
    expect(last().query).toEqual({
      statuses: 'DRAFT,AUTHORISED',
      order: 'Date ASC',
      where: 'Type=="ACCREC"',
      createdByMyApp: 'true',
    });
  });
});

describe('Xero refusals', () => {
  it('stops on a missing contact with n8n’s message', async () => {
    const { error } = await run({ resource: 'contact', operation: 'get', contactId: 'nope' });
    expect(error?.message).toBe('The resource you are requesting could not be found');
  });

  it('gives { error } items with continue-on-fail and goes on', async () => {
    const { json } = await run(
      { resource: 'contact', operation: 'create', name: '={{ $json.name }}', additionalFields: {} },
      { items: [{ json: { name: 'Babbage Mills' } }, { json: { name: 'Fresh' } }], onError: 'continueRegularOutput' },
    );
    expect(json[0]).toEqual({ error: 'Bad request - please check your parameters' });
    expect(json[1]).toMatchObject({ Name: 'Fresh' });
  });

  it('refuses an organisation the token is not connected to', async () => {
    const { error } = await run({
      resource: 'invoice',
      operation: 'get',
      invoiceId: INVOICE_1,
      organizationId: 'other',
    });
    expect(error?.message).toBe('Forbidden - perhaps check your credentials?');
  });

  it('waits out a 429 and tries again', async () => {
    fake.state.rateLimited = 2;
    const { json, error } = await run({ resource: 'contact', operation: 'get', contactId: CONTACT_1 });
    expect(error).toBeUndefined();
    expect(json).toHaveLength(1);
    expect(calls()).toHaveLength(3);
  });

  it('renews a refused token once and retries', async () => {
    let renewed = 0;
    const node: Json = {
      id: 'x1',
      name: 'Xero',
      type: 'n8n-nodes-base.xero',
      typeVersion: 1,
      position: [0, 0],
      parameters: { organizationId: TENANT_ID, resource: 'contact', operation: 'get', contactId: CONTACT_1 },
      credentials: { xeroOAuth2Api: { id: 'c', name: 'c' } },
    };
    const workflow = importN8nWorkflow({ id: 'wf', name: 'xero test', nodes: [node], connections: {} });
    const result = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'manual',
      timezone: 'UTC',
      startNode: 'Xero',
      startItems: [{ json: {} }],
      services: {
        getCredentials: async (_node: unknown, _type: string, _workflow: unknown, options?: { refresh?: boolean }) => {
          if (!options?.refresh) return { oauthTokenData: { access_token: 'expired' } };
          renewed++;
          return CREDENTIALS;
        },
      },
    });
    expect(result.data.resultData.error).toBeUndefined();
    expect(renewed).toBe(1);
    expect(calls().map((c) => c.authorization)).toEqual(['Bearer expired', `Bearer ${ACCESS_TOKEN}`]);
  });
});

describe('Xero look-ups', () => {
  const ctx = (organizationId?: string) =>
    ({
      getCurrentNodeParameter: (name: string) => (name === 'organizationId' ? organizationId : undefined),
      getCurrentNodeParameters: () => ({}),
      getNodeParameter: () => undefined,
      getNode: () => ({ id: 'x', name: 'Xero', type: 'weft.xero', typeVersion: 1, position: [0, 0], parameters: {} }),
      getWorkflow: () => ({}),
      getTimezone: () => 'UTC',
      getCredentials: async () => CREDENTIALS,
      helpers: {
        httpRequest: async (o: { url: string; method?: string; qs?: Json; headers?: Record<string, string> }) => {
          const url = new URL(o.url);
          for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
          const res = await fetch(url, { method: o.method, headers: o.headers });
          return { statusCode: res.status, statusMessage: '', headers: {}, body: await res.text() };
        },
      },
    }) as unknown as NodeMethodContext;

  it('lists the connected organisations, and the chosen one’s codes, themes, currencies and categories', async () => {
    const load = xeroMethods.loadOptions!;
    expect(await load.getTenants!.call(ctx(), ctx())).toEqual([
      { name: 'Weft Looms Ltd', value: TENANT_ID },
      { name: 'Weft Demo Company (US)', value: OTHER_TENANT_ID },
    ]);
    expect(last()).toMatchObject({ path: '/connections', tenantId: undefined });
    const c = ctx(TENANT_ID);
    expect(await load.getItemCodes!.call(c, c)).toEqual([
      { name: 'Table loom', value: 'LOOM-1' },
      { name: 'Wool yarn, 100 g', value: 'YARN-1' },
    ]);
    expect(last()).toMatchObject({ path: '/api.xro/2.0/items', tenantId: TENANT_ID });
    expect(await load.getAccountCodes!.call(c, c)).toEqual([
      { name: 'Sales', value: '200' },
      { name: 'Advertising', value: '400' },
    ]);
    expect((await load.getBrandingThemes!.call(c, c)).map((o) => o.name)).toEqual(['Standard']);
    expect(await load.getCurrencies!.call(c, c)).toContainEqual({ name: 'United States Dollar', value: 'USD' });
    expect((await load.getTrakingCategories!.call(c, c)).map((o) => o.name)).toEqual(['Region']);
  });
});
