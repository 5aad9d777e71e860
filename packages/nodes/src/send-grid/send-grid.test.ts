/**
 * SendGrid 1 against the loopback v3 API fake (test-fake/sendgrid-fake.mjs), in workflows as n8n
 * stores them: each operation's request (method, path, query, body, the bearer key) and the items
 * it answers, list paging through `_metadata.next`, SendGrid's refusals as node errors, a refused
 * key, continue-on-fail, 429 retries, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { sendGridMethods } from './methods.js';
import { API_KEY, start, type SendGridFake, type SendGridSeed } from './test-fake/sendgrid-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: SendGridFake;

const SEED: SendGridSeed = {
  templates: [{ name: 'Welcome' }],
  customFields: [{ name: 'plan' }],
  contacts: [
    { email: 'ada@weft.example', first_name: 'Ada' },
    { email: 'grace@weft.example', first_name: 'Grace' },
  ],
  lists: [{ name: 'Customers', contacts: ['ada@weft.example'] }, { name: 'Beta' }, { name: 'Gamma' }],
};
// Counted ids: custom field e1_T (1), template d-…2, lists 3, 4, 5, contacts ada 6, grace 7.
const ID = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const TEMPLATE = 'd-00000000000000000000000000000002';
const CUSTOMERS = ID(3),
  ADA = ID(6);

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_SENDGRID_API_URL = server.url;
  process.env.WEFT_SENDGRID_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_SENDGRID_API_URL;
  delete process.env.WEFT_SENDGRID_RETRY_BASE_MS;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; key?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 's1',
    name: 'SendGrid',
    type: 'n8n-nodes-base.sendGrid',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { sendGridApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'sendgrid test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'Europe/Paris',
    startNode: 'SendGrid',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: options.key ?? API_KEY }) },
  });
  const items = result.data.resultData.runData.SendGrid?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('SendGrid registration', () => {
  it('registers SendGrid 1, sendGridTool 1 and the sendGridApi credential (a bearer key)', () => {
    expect(registry.versions?.('n8n-nodes-base.sendGrid')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.sendGridTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'sendGridApi')!;
    expect(cred.properties.map((p) => p.name)).toEqual(['apiKey']);
    expect(cred.authenticate?.({ apiKey: 'k' }, { url: 'x', headers: { a: '1' } }).headers).toEqual({
      a: '1',
      Authorization: 'Bearer k',
    });
  });
});

describe('SendGrid lists', () => {
  it('creates, renames, reads with a contact sample and deletes a list', async () => {
    const made = (await run({ resource: 'list', operation: 'create', name: 'Launch' })).json[0]!;
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v3/marketing/lists',
      body: { name: 'Launch' },
      authorization: `Bearer ${API_KEY}`,
    });
    expect(
      (await run({ resource: 'list', operation: 'update', listId: made.id, name: 'Launch 2' })).json[0],
    ).toMatchObject({ id: made.id, name: 'Launch 2' });
    expect(last()).toMatchObject({ method: 'PATCH', body: { name: 'Launch 2' } });
    const got = (await run({ resource: 'list', operation: 'get', listId: CUSTOMERS, contactSample: true })).json[0]!;
    expect(last().query).toEqual({ contact_sample: 'true' });
    expect(got.contact_sample.map((c: any) => c.email)).toEqual(['ada@weft.example']);
    expect((await run({ resource: 'list', operation: 'delete', listId: made.id })).json).toEqual([{ success: true }]);
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: `/v3/marketing/lists/${made.id}`,
      query: { delete_contacts: 'false' },
    });
  });

  it('cuts "Get Many" to the limit and follows _metadata.next for every list', async () => {
    expect((await run({ resource: 'list', operation: 'getAll', limit: 2 })).json.map((l) => l.name)).toEqual([
      'Customers',
      'Beta',
    ]);
    fake.state.lists.push(...Array.from({ length: 150 }, (_, n) => ({ id: `extra-${n}`, name: `Extra ${n}` })));
    const all = (await run({ resource: 'list', operation: 'getAll', returnAll: true })).json;
    expect(all).toHaveLength(153);
    expect(
      calls()
        .slice(-2)
        .map((c) => c.query),
    ).toEqual([{}, { page_size: '100', page_token: '100' }]);
  });
});

describe('SendGrid contacts', () => {
  it("upserts every item's contact in one request and answers the job once", async () => {
    const { items } = await run(
      {
        resource: 'contact',
        operation: 'upsert',
        email: '={{ $json.email }}',
        additionalFields: {
          firstName: '={{ $json.first }}',
          alternateEmails: 'x@weft.example,',
          addressUi: { addressValues: { address1: '1 Rue', address2: 'B' } },
          listIdsUi: { listIdValues: { listIds: [CUSTOMERS] } },
          customFieldsUi: { customFieldValues: [{ fieldId: 'e1_T', fieldValue: 'pro' }] },
        },
      },
      {
        items: [
          { json: { email: 'new@weft.example', first: 'Nova' } },
          { json: { email: 'grace@weft.example', first: 'G' } },
        ],
      },
    );
    expect(calls()).toHaveLength(1);
    expect(last()).toMatchObject({ method: 'PUT', path: '/v3/marketing/contacts' });
    expect(last().body).toEqual({
      list_ids: [CUSTOMERS],
      contacts: ['new@weft.example', 'grace@weft.example'].map((email, n) => ({
        email,
        address_line_2: 'B',
        address_line_1: '1 Rue',
        first_name: ['Nova', 'G'][n],
        alternate_emails: ['x@weft.example'],
        custom_fields: { e1_T: 'pro' },
      })),
    });
    expect(items).toEqual([{ job_id: 'job-0001' }]);
  });

  it('finds a contact by e-mail (first hit) and by id, searches and deletes', async () => {
    expect(
      (await run({ resource: 'contact', operation: 'get', by: 'email', email: 'ada@weft.example' })).json[0],
    ).toMatchObject({ id: ADA, first_name: 'Ada' });
    expect(last().body).toEqual({ query: "email LIKE 'ada@weft.example' " });
    expect((await run({ resource: 'contact', operation: 'get', contactId: ADA })).json[0]).toMatchObject({
      email: 'ada@weft.example',
    });
    expect(
      (
        await run({
          resource: 'contact',
          operation: 'getAll',
          returnAll: true,
          filters: { query: "first_name = 'Grace'" },
        })
      ).json.map((c) => c.email),
    ).toEqual(['grace@weft.example']);
    expect(last()).toMatchObject({ method: 'POST', path: '/v3/marketing/contacts/search' });
    expect((await run({ resource: 'contact', operation: 'delete', ids: ` ${ADA} ` })).json).toEqual([
      { job_id: 'job-0001' },
    ]);
    expect(last().query).toEqual({ ids: ADA });
  });
});

describe('SendGrid mail', () => {
  it('sends a mail with its options and answers the message id', async () => {
    const { json } = await run({
      resource: 'mail',
      operation: 'send',
      fromEmail: ' news@weft.example ',
      fromName: 'News',
      toEmail: 'a@weft.example, b@weft.example',
      subject: 'Hi',
      contentValue: 'Body',
      additionalFields: {
        ccEmail: 'c@weft.example',
        categories: 'x,y',
        sendAt: '2026-03-01T10:00:00',
        replyToEmail: 'r@weft.example',
        ipPoolName: 'pool',
      },
    });
    expect(json).toEqual([{ messageId: 'wfmsg000001' }]);
    expect(last().body).toEqual({
      personalizations: [
        {
          to: [{ email: 'a@weft.example' }, { email: 'b@weft.example' }],
          subject: 'Hi',
          cc: [{ email: 'c@weft.example' }],
          send_at: 1772355600,
        },
      ],
      from: { email: 'news@weft.example', name: 'News' },
      mail_settings: { sandbox_mode: { enable: false } },
      content: [{ type: 'text/plain', value: 'Body' }],
      categories: ['x', 'y'],
      ip_pool_name: 'pool',
      reply_to_list: [{ email: 'r@weft.example' }],
    });
  });

  it('sends a dynamic template with its data', async () => {
    const { error } = await run({
      resource: 'mail',
      operation: 'send',
      fromEmail: 'n@weft.example',
      fromName: 'N',
      toEmail: 'a@weft.example',
      dynamicTemplate: true,
      templateId: TEMPLATE,
      dynamicTemplateFields: { fields: [{ key: 'name', value: 'Ada' }] },
    });
    expect(last().body).toMatchObject({
      template_id: TEMPLATE,
      personalizations: [{ to: [{ email: 'a@weft.example' }], dynamic_template_data: { name: 'Ada' } }],
    });
    expect(error).toBeUndefined();
  });
});

describe('SendGrid errors', () => {
  it("stops on a missing list with n8n's message and SendGrid's as the description", async () => {
    const { error } = await run({ resource: 'list', operation: 'get', listId: ID(99) });
    expect(error).toMatchObject({
      message: 'The resource you are requesting could not be found',
      description: 'list ID does not exist',
    });
  });

  it('stops on a refused key', async () => {
    const { error } = await run({ resource: 'list', operation: 'getAll', returnAll: true }, { key: 'SG.wrong' });
    expect(error?.message).toMatch(/Authorization failed/);
  });

  it('gives { error } per failing item with Continue On Fail', async () => {
    const { json } = await run(
      { resource: 'contact', operation: 'get', contactId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: ID(98) } }, { json: { id: ADA } }] },
    );
    expect(json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(json[1]).toMatchObject({ id: ADA });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ resource: 'list', operation: 'get', listId: CUSTOMERS, contactSample: false });
    expect(calls()).toHaveLength(2);
    expect(json[0]).toMatchObject({ id: CUSTOMERS, name: 'Customers' });
  });
});

describe('SendGrid look-ups', () => {
  const ctx = () =>
    ({
      getNode: () => ({
        id: 's1',
        name: 'SendGrid',
        type: 'n8n-nodes-base.sendGrid',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async () => ({ apiKey: API_KEY }),
      getCurrentNodeParameter: () => undefined,
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

  it('lists custom fields, lists and dynamic templates', async () => {
    const lo = sendGridMethods.loadOptions!;
    expect(await lo.getCustomFields!.call(ctx(), ctx())).toEqual([{ name: 'plan', value: 'e1_T' }]);
    expect(await lo.getListIds!.call(ctx(), ctx())).toEqual([
      { name: 'Customers', value: CUSTOMERS },
      { name: 'Beta', value: ID(4) },
      { name: 'Gamma', value: ID(5) },
    ]);
    expect(await lo.getTemplateIds!.call(ctx(), ctx())).toEqual([{ name: 'Welcome', value: TEMPLATE }]);
    expect(last().query).toEqual({ generations: 'dynamic' });
  });
});
