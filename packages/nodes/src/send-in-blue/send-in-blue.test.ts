/**
 * Brevo 1 against the loopback Brevo API fake (test-fake/brevo-fake.mjs), in workflows as n8n stores
 * them: each operation's request (method, path, query, body, the `api-key` header) and the items it
 * answers, reading every page of contacts by offset, attribute category overrides, address headers,
 * Brevo's refusals as node errors, continue-on-fail and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { API_KEY, start, type BrevoFake, type BrevoSeed } from './test-fake/brevo-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: BrevoFake;

const SEED: BrevoSeed = {
  attributes: [{ name: 'PLAN', type: 'text' }],
  contacts: [{ email: 'ada@weft.example', attributes: { FIRSTNAME: 'Ada' } }, { email: 'grace@weft.example' }],
  senders: [{ name: 'Weft', email: 'hello@weft.example' }],
  templates: [{ name: 'Welcome' }],
};
// Counted ids: contacts 1–2, sender 3, template 4.

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_BREVO_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_BREVO_API_URL;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; key?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'b1',
    name: 'Brevo',
    type: 'n8n-nodes-base.sendInBlue',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { sendInBlueApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'brevo test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Brevo',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: options.key ?? API_KEY }) },
  });
  const items = result.data.resultData.runData.Brevo?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Brevo registration', () => {
  it('registers Brevo 1, sendInBlueTool 1 and the sendInBlueApi credential (an api-key header)', () => {
    expect(registry.versions?.('n8n-nodes-base.sendInBlue')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.sendInBlueTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'sendInBlueApi')!;
    expect(cred.authenticate?.({ apiKey: 'k' }, { url: 'x', headers: {} }).headers).toEqual({ 'api-key': 'k' });
  });
});

describe('Brevo contacts', () => {
  it('creates with attributes, upserts, updates and deletes', async () => {
    const made = await run({
      resource: 'contact',
      operation: 'create',
      email: 'marie@weft.example',
      createContactAttributes: { attributesValues: [{ fieldName: 'FIRSTNAME', fieldValue: 'Marie' }] },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v3/contacts',
      apiKey: API_KEY,
      body: { email: 'marie@weft.example', attributes: { FIRSTNAME: 'Marie' } },
    });
    expect(made.json).toEqual([{ id: 5 }]);
    expect((await run({ resource: 'contact', operation: 'upsert', email: 'ada@weft.example' })).json).toEqual([
      { success: true },
    ]);
    expect(last().body).toEqual({ email: 'ada@weft.example', updateEnabled: true });
    await run({
      resource: 'contact',
      operation: 'update',
      identifier: 'grace@weft.example',
      updateAttributes: { updateAttributesValues: [{ fieldName: 'PLAN', fieldValue: 'pro' }] },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/v3/contacts/grace%40weft.example' });
    expect((await run({ resource: 'contact', operation: 'get', identifier: '2' })).json[0]).toMatchObject({
      email: 'grace@weft.example',
      attributes: { PLAN: 'pro' },
    });
    await run({ resource: 'contact', operation: 'delete', identifier: 'marie@weft.example' });
    expect(fake.state.contacts.map((c) => c.email)).toEqual(['ada@weft.example', 'grace@weft.example']);
  });

  it('sends the limit, or reads pages of 1000 by offset', async () => {
    await run({ resource: 'contact', operation: 'getAll', limit: 1, options: { sort: 'asc' } });
    expect(last().query).toEqual({ sort: 'asc', limit: '1' });
    fake.state.contacts.push(
      ...Array.from({ length: 1500 }, (_, n) => ({ email: `x${n}@weft.example`, id: 100 + n, attributes: {} })),
    );
    const { json } = await run({ resource: 'contact', operation: 'getAll', returnAll: true });
    expect(json).toHaveLength(1502);
    expect(
      calls()
        .slice(-2)
        .map((c) => c.query),
    ).toEqual([
      { limit: '1000', offset: '0' },
      { limit: '1000', offset: '1000' },
    ]);
  });
});

describe('Brevo attributes, senders and e-mail', () => {
  it('creates a normal attribute as boolean and a category one with its values', async () => {
    await run({ resource: 'attribute', operation: 'create', attributeName: 'COMPANY', attributeType: 'text' });
    expect(last()).toMatchObject({ path: '/v3/contacts/attributes/normal/COMPANY', body: { type: 'boolean' } });
    await run({
      resource: 'attribute',
      operation: 'create',
      attributeCategory: 'category',
      attributeName: 'SIZE',
      attributeCategoryList: {
        categoryEnumeration: { attributesValues: [{ attributeCategoryValue: 1, attributeCategoryLabel: 'S' }] },
      },
    });
    expect(last().body).toEqual({ enumeration: [{ value: 1, label: 'S' }], type: 'category' });
    const { json } = await run({ resource: 'attribute', operation: 'getAll', limit: 2 });
    expect(json.map((a) => a.name)).toEqual(['FIRSTNAME', 'LASTNAME']);
  });

  it('lists and deletes senders', async () => {
    expect((await run({ resource: 'sender', operation: 'getAll', returnAll: true })).json).toEqual([
      { id: 3, name: 'Weft', email: 'hello@weft.example', active: true, ips: [] },
    ]);
    expect((await run({ resource: 'sender', operation: 'delete', id: '3' })).json).toEqual([{ success: true }]);
  });

  it('sends mail with named addresses, copies and tags, and a template with parameters', async () => {
    const { json } = await run({
      resource: 'email',
      operation: 'send',
      subject: 'Hi',
      textContent: 'Hello',
      sender: 'Weft <hello@weft.example>',
      receipients: 'Ada <ada@weft.example>, grace@weft.example',
      additionalFields: {
        receipientsCC: { receipientCc: { cc: 'cc@weft.example' } },
        emailTags: { tags: { tag: 'a, ,b' } },
      },
    });
    expect(json[0]!.messageId).toMatch(/@smtp-relay\.mailin\.fr>$/);
    expect(last().body).toEqual({
      subject: 'Hi',
      textContent: 'Hello',
      sender: { email: 'hello@weft.example', name: 'Weft' },
      to: [{ email: 'ada@weft.example', name: 'Ada' }, { email: 'grace@weft.example' }],
      cc: [{ email: 'cc@weft.example' }],
      tags: ['a', 'b'],
    });
    await run({
      resource: 'email',
      operation: 'sendTemplate',
      templateId: 4,
      receipients: 'ada@weft.example',
      additionalFields: { templateParameters: { parameterValues: { parameters: 'NAME=Ada,bad' } } },
    });
    expect(last().body).toEqual({ templateId: 4, to: [{ email: 'ada@weft.example' }], params: { NAME: 'Ada' } });
  });
});

describe('Brevo errors', () => {
  it('fails on a refusal, or continues with the message', async () => {
    expect(
      (await run({ resource: 'contact', operation: 'get', identifier: 'nobody@weft.example' })).error?.message,
    ).toBe('The resource you are requesting could not be found');
    const { json } = await run(
      { resource: 'contact', operation: 'get', identifier: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: 'nobody@weft.example' } }, { json: { id: '1' } }] },
    );
    expect(json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(json[1]!.email).toBe('ada@weft.example');
    expect((await run({ resource: 'sender', operation: 'getAll' }, { key: 'wrong' })).error?.message).toBe(
      'Authorization failed - please check your credentials',
    );
  });
});
