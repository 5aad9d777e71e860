/**
 * QuickBooks Online 1 against the loopback company fake (test-fake/quick-books-fake.mjs), in
 * workflows as n8n stores them: each operation's request (method, path, query, body, token,
 * environment) and the items it answers, queries with their count and pages, sparse updates with
 * the current SyncToken, PDF downloads, the transaction report, refusals as node errors,
 * continue-on-fail, 429 retries, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { quickBooksOrigin } from './api.js';
import { adjustTransactionDates, checkLines, knownFields, populateFields, processLines } from './fields.js';
import { quickBooksMethods } from './methods.js';
import { quickBooksProperties } from './properties.js';
import {
  ACCESS_TOKEN,
  PDF_BYTES,
  REALM_ID,
  start,
  type QuickBooksFake,
  type QuickBooksSeed,
} from './test-fake/quick-books-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: QuickBooksFake;

const SEED: QuickBooksSeed = {
  records: {
    Customer: [{ DisplayName: 'Acme Corp' }, { DisplayName: 'Globex' }],
    Item: [{ Name: 'Consulting', Type: 'Service' }],
    Invoice: [
      {
        CustomerRef: { value: '1' },
        TxnDate: '2026-01-02',
        Line: [
          {
            Amount: 300,
            DetailType: 'SalesItemLineDetail',
            Description: 'Consulting',
            SalesItemLineDetail: { ItemRef: { value: '3' } },
          },
        ],
      },
    ],
  },
};
const BASE = `/v3/company/${REALM_ID}`;

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_QUICKBOOKS_API_URL = server.url;
  process.env.WEFT_QUICKBOOKS_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_QUICKBOOKS_API_URL;
  delete process.env.WEFT_QUICKBOOKS_RETRY_BASE_MS;
  await server?.close();
});

type Json = Record<string, any>;
const CREDENTIALS = {
  environment: 'production',
  oauthTokenData: { access_token: ACCESS_TOKEN, callbackQueryString: { realmId: REALM_ID } },
};

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; credentials?: Json } = {},
) {
  const node: Json = {
    id: 'q1',
    name: 'QuickBooks',
    type: 'n8n-nodes-base.quickbooks',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { quickBooksOAuth2Api: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'quickbooks test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'QuickBooks',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => options.credentials ?? CREDENTIALS },
  });
  const items = result.data.resultData.runData.QuickBooks?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('QuickBooks registration and field rules', () => {
  it('registers QuickBooks Online 1, quickbooksTool 1 and the quickBooksOAuth2Api credential', () => {
    expect(registry.versions?.('n8n-nodes-base.quickbooks')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.quickbooksTool')).toEqual([1]);
    expect(builtinCredentialTypes.find((c) => c.name === 'quickBooksOAuth2Api')?.extends).toEqual(['oAuth2Api']);
  });

  it('picks the sandbox or production origin, moved only by the test variable', () => {
    delete process.env.WEFT_QUICKBOOKS_API_URL;
    expect([quickBooksOrigin('production'), quickBooksOrigin('sandbox')]).toEqual([
      'https://quickbooks.api.intuit.com',
      'https://sandbox-quickbooks.api.intuit.com',
    ]);
  });

  it('shapes lines, fields and report dates as n8n does, and drops keys a collection does not define', () => {
    expect(
      processLines(
        [{ DetailType: 'SalesItemLineDetail', Amount: 1, Description: 'x', itemId: '4', TaxCodeRef: 'NON', Qty: 2 }],
        'invoice',
      ),
    ).toEqual([
      {
        DetailType: 'SalesItemLineDetail',
        Amount: 1,
        Description: 'x',
        SalesItemLineDetail: { ItemRef: { value: '4' }, TaxCodeRef: { value: 'NON' }, Qty: 2 },
      },
    ]);
    expect(checkLines([{ DetailType: 'AccountBasedExpenseLineDetail', Amount: 1, Description: 'x' }], 'bill')).toBe(
      'Please enter an account ID for the associated line.',
    );
    expect(
      populateFields(
        {},
        {
          BillAddr: { details: { City: 'A', Line1: '' } },
          CustomFields: { Field: [{ DefinitionId: '1', StringValue: 'v' }] },
          TotalTax: 5,
        },
        'invoice',
      ),
    ).toEqual({
      BillAddr: { City: 'A' },
      CustomField: [{ DefinitionId: '1', StringValue: 'v', Type: 'StringType' }],
      TxnTaxDetail: { TotalTax: 5 },
    });
    expect(
      adjustTransactionDates({
        dateRangeCustom: {
          dateRangeCustomProperties: { start_date: '2026-01-01T00:00:00', end_date: '2026-01-31T00:00:00' },
        },
        sort_order: 'Ascend',
      }),
    ).toEqual({ sort_order: 'Ascend', start_date: '2026-01-01', end_date: '2026-01-31' });
    expect(
      knownFields(quickBooksProperties, 'updateFields', 'customer', 'update', { Notes: 'x', CompanyName: 'y' }),
    ).toEqual({ CompanyName: 'y' });
  });
});

describe('QuickBooks entities', () => {
  it("creates a customer with n8n's field rules", async () => {
    const { json } = await run({
      resource: 'customer',
      operation: 'create',
      displayName: 'Initech',
      additionalFields: { PrimaryEmailAddr: 'a@initech.example', PrimaryPhone: '555', Notes: 'dropped' },
    });
    expect(last()).toMatchObject({ method: 'POST', path: `${BASE}/customer`, authorization: `Bearer ${ACCESS_TOKEN}` });
    expect(last().body).toEqual({
      DisplayName: 'Initech',
      PrimaryEmailAddr: { Address: 'a@initech.example' },
      PrimaryPhone: { FreeFormNumber: '555' },
    });
    expect(json[0]).toMatchObject({ Id: '5', DisplayName: 'Initech', SyncToken: '0' });
  });

  it('updates an invoice sparsely with the current SyncToken and customer, read first', async () => {
    const { json } = await run({
      resource: 'invoice',
      operation: 'update',
      invoiceId: '4',
      updateFields: { DocNumber: 'INV-9' },
    });
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${BASE}/invoice/4`, `POST ${BASE}/invoice`]);
    expect(last().body).toEqual({
      Id: '4',
      SyncToken: '0',
      sparse: true,
      CustomerRef: { name: 'Acme Corp', value: '1' },
      DocNumber: 'INV-9',
    });
    expect(json[0]).toMatchObject({ Id: '4', DocNumber: 'INV-9', SyncToken: '1' });
  });

  it('voids and sends with the query n8n sends', async () => {
    await run({ resource: 'invoice', operation: 'send', invoiceId: '4', email: 'ap@acme.example' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `${BASE}/invoice/4/send`,
      query: { sendTo: 'ap@acme.example' },
      contentType: 'application/octet-stream',
    });
    const voided = await run({ resource: 'invoice', operation: 'void', invoiceId: '4' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `${BASE}/invoice`,
      query: { Id: '4', SyncToken: '1', operation: 'void' },
    });
    expect(voided.json[0]).toMatchObject({ TotalAmt: 0, PrivateNote: 'Voided' });
  });

  it('reads every record with a count query and pages, or one page of the limit', async () => {
    const all = await run({
      resource: 'customer',
      operation: 'getAll',
      returnAll: true,
      filters: { query: "WHERE DisplayName LIKE '%o%'" },
    });
    expect(calls().map((c) => c.query.query)).toEqual([
      'SELECT COUNT(*) FROM customer',
      "SELECT * FROM customer WHERE DisplayName LIKE '%o%' MAXRESULTS 1000 STARTPOSITION 1",
    ]);
    expect(all.json.map((c) => c.DisplayName)).toEqual(['Acme Corp', 'Globex']);
    const some = await run({ resource: 'customer', operation: 'getAll', limit: 1, filters: {} });
    expect(last().query.query).toBe('SELECT * FROM customer MAXRESULTS 1');
    expect(some.json).toHaveLength(1);
  });

  it("downloads an invoice's PDF onto the input item", async () => {
    const { items } = await run(
      {
        resource: 'invoice',
        operation: 'get',
        invoiceId: '4',
        download: true,
        binaryProperty: 'pdf',
        fileName: 'inv.pdf',
      },
      { items: [{ json: { keep: true } }] },
    );
    expect(last()).toMatchObject({ path: `${BASE}/invoice/4/pdf`, accept: 'application/pdf' });
    expect(items[0]!.json).toEqual({ keep: true });
    expect(items[0]!.binary?.pdf).toMatchObject({
      fileName: 'inv.pdf',
      fileExtension: 'pdf',
      mimeType: 'application/pdf',
    });
    expect(Buffer.from(items[0]!.binary!.pdf!.data, 'base64').toString()).toBe(PDF_BYTES);
  });

  it('simplifies the transaction report into rows', async () => {
    const { json } = await run({ resource: 'transaction', operation: 'getReport', filters: {} });
    expect(last().path).toBe(`${BASE}/reports/TransactionList`);
    expect(json).toEqual([
      {
        tx_date: '2026-01-02',
        txn_type: 'Invoice',
        doc_num: '1001',
        is_no_post: 'Yes',
        name: 'Acme Corp',
        memo: '',
        account_name: 'Accounts Receivable (A/R)',
        other_account: '-Split-',
        subt_nat_amount: '300.00',
      },
    ]);
  });
});

describe('QuickBooks errors', () => {
  it('refuses an empty update after reading the SyncToken, fails on a refused token, and continues with the message', async () => {
    expect(
      (await run({ resource: 'customer', operation: 'update', customerId: '1', updateFields: {} })).error?.message,
    ).toBe('Please enter at least one field to update for the customer.');
    expect(calls().map((c) => c.method)).toEqual(['GET']);
    const refused = await run(
      { resource: 'customer', operation: 'get', customerId: '1' },
      { credentials: { oauthTokenData: { access_token: 'bad', callbackQueryString: { realmId: REALM_ID } } } },
    );
    expect(refused.error).toBeDefined();
    const kept = await run(
      { resource: 'customer', operation: 'get', customerId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: '99' } }, { json: { id: '1' } }] },
    );
    expect(kept.json[0]).toEqual({ error: expect.any(String) });
    expect(kept.json[1]).toMatchObject({ DisplayName: 'Acme Corp' });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 1 });
    expect((await run({ resource: 'customer', operation: 'get', customerId: '2' })).json[0]).toMatchObject({
      DisplayName: 'Globex',
    });
    expect(calls()).toHaveLength(2);
  });
});

describe('QuickBooks look-ups', () => {
  it('lists customers and items by name', async () => {
    const ctx = {
      getCurrentNodeParameter: () => undefined,
      getCurrentNodeParameters: () => ({}),
      getNodeParameter: () => undefined,
      getNode: () => ({
        id: 'q',
        name: 'QuickBooks',
        type: 'weft.quickbooks',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      }),
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
    } as unknown as NodeMethodContext;
    expect(await quickBooksMethods.loadOptions!.getCustomers!.call(ctx, ctx)).toEqual([
      { name: 'Acme Corp', value: '1' },
      { name: 'Globex', value: '2' },
    ]);
    expect(await quickBooksMethods.loadOptions!.getItems!.call(ctx, ctx)).toEqual([{ name: 'Consulting', value: '3' }]);
  });
});
