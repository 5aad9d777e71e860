/**
 * Pipedrive 1 against the loopback API fake (test-fake/pipedrive-fake.mjs), in workflows as n8n
 * stores them: each resource's requests (method, path, query, body, the credential the
 * authentication picks) and the items they answer, limits and paging by offsets, searches
 * flattened with their scores, custom fields encoded and resolved by name, file upload and
 * download, Pipedrive's errors as node errors, continue-on-fail, 429 waits, the editor's look-ups
 * and the tool variant.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type CredentialType,
  type HttpRequestOptions,
  type Item,
  type NodeMethodContext,
} from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { pipedriveBase } from './api.js';
import { pipedriveMethods } from './methods.js';
import {
  ACCESS_TOKEN,
  API_TOKEN,
  DEAL_SOURCE_KEY,
  start,
  type PipedriveFake,
  type PipedriveSeed,
} from './test-fake/pipedrive-fake.mjs';

type Json = Record<string, any>;

const registry = createNodeTypeRegistry(builtinNodeTypes);
const http = createHttpClient();
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: PipedriveFake;

const SEED: PipedriveSeed = {
  organizations: [{ name: 'Weft GmbH', address: 'Berlin' }, { name: 'Loom Inc' }],
  persons: [
    { name: 'Grace Hopper', email: ['grace@weft.example'], org_id: 1 },
    { name: 'Alan Turing', phone: ['+44 1'] },
  ],
  products: [{ name: 'Seat licence' }, { name: 'Support plan' }],
  deals: [
    { title: 'Weft rollout', org_id: 1, value: 1200, [DEAL_SOURCE_KEY]: 31 },
    { title: 'Loom pilot', person_id: 2, status: 'won' },
    { title: 'Weft renewal', org_id: 1 },
  ],
  activities: [
    { subject: 'Kick-off call', type: 'call', deal_id: 1 },
    { subject: 'Demo', type: 'meeting', deal_id: 1, done: 1 },
  ],
  notes: [{ content: 'Met at the fair', deal_id: 1 }],
  leads: [{ title: 'Inbound from website', person_id: 1 }],
};

async function fresh(seed: PipedriveSeed = SEED) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_PIPEDRIVE_API_URL = server.url;
  process.env.WEFT_PIPEDRIVE_RETRY_BASE_MS = '5';
}
beforeEach(() => fresh());
afterAll(async () => {
  delete process.env.WEFT_PIPEDRIVE_API_URL;
  delete process.env.WEFT_PIPEDRIVE_RETRY_BASE_MS;
  await server?.close();
});

const CREDENTIALS: Record<string, Json> = {
  pipedriveApi: { apiToken: API_TOKEN },
  pipedriveOAuth2Api: {
    oauthTokenData: { access_token: ACCESS_TOKEN, refresh_token: 'r' },
    clientId: 'c',
    clientSecret: 's',
    accessTokenUrl: 'https://oauth.pipedrive.com/oauth/token',
  },
};

/** Runs one Pipedrive node with `parameters` through the engine. */
async function run(parameters: Json, options: { items?: Item[]; onError?: string; creds?: Json } = {}) {
  const node: Json = {
    id: 'p1',
    name: 'Pipedrive',
    type: 'n8n-nodes-base.pipedrive',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { pipedriveApi: { id: 'a', name: 'a' }, pipedriveOAuth2Api: { id: 'o', name: 'o' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'pipedrive test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Pipedrive',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_node: unknown, type: string) => options.creds ?? CREDENTIALS[type]! },
  });
  const items = result.data.resultData.runData.Pipedrive?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i): Json => i.json),
    error: result.data.resultData.error as (Error & { description?: string; httpCode?: string }) | undefined,
  };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Pipedrive registration', () => {
  it('registers Pipedrive 1 and pipedriveTool 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.pipedrive')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.pipedriveTool')).toEqual([1]);
    expect(registry.get('n8n-nodes-base.pipedrive', 2)).toBeUndefined();
    const api = builtinCredentialTypes.find((c) => c.name === 'pipedriveApi') as CredentialType;
    expect(api.authenticate?.({ apiToken: 't' }, { url: 'x', qs: { a: 1 } }).qs).toEqual({ a: 1, api_token: 't' });
    const oauth = builtinCredentialTypes.find((c) => c.name === 'pipedriveOAuth2Api')!;
    expect(oauth.extends).toEqual(['oAuth2Api']);
    expect(oauth.properties.find((p) => p.name === 'authUrl')?.default).toBe(
      'https://oauth.pipedrive.com/oauth/authorize',
    );
  });
  it('calls api.pipedrive.com/v1 unless a test overrides the origin', () => {
    const saved = process.env.WEFT_PIPEDRIVE_API_URL;
    delete process.env.WEFT_PIPEDRIVE_API_URL;
    expect(pipedriveBase()).toBe('https://api.pipedrive.com/v1');
    process.env.WEFT_PIPEDRIVE_API_URL = saved;
    expect(pipedriveBase()).toBe(`${saved}/v1`);
  });
});

describe('Pipedrive deals', () => {
  it('creates a deal per item, associated with an organization or a person, with custom properties', async () => {
    const { json } = await run(
      {
        resource: 'deal',
        operation: 'create',
        title: '={{ $json.t }}',
        associateWith: 'organization',
        org_id: 2,
        additionalFields: {
          value: 300,
          currency: 'USD',
          stage_id: 2,
          customProperties: { property: [{ name: DEAL_SOURCE_KEY, value: 32 }] },
        },
      },
      { items: [{ json: { t: 'First' } }, { json: { t: 'Second' } }] },
    );
    expect(calls().map((c) => [c.method, c.path, c.token])).toEqual([
      ['POST', '/deals', API_TOKEN],
      ['POST', '/deals', API_TOKEN],
    ]);
    expect(calls()[0]!.body).toEqual({
      title: 'First',
      org_id: 2,
      value: 300,
      currency: 'USD',
      stage_id: 2,
      [DEAL_SOURCE_KEY]: 32,
    });
    expect(json.map((d) => [d.id, d.title, d.org_id.name, d.value, d.currency])).toEqual([
      [4, 'First', 'Loom Inc', 300, 'USD'],
      [5, 'Second', 'Loom Inc', 300, 'USD'],
    ]);
    await run({
      resource: 'deal',
      operation: 'create',
      title: 'Person deal',
      associateWith: 'person',
      person_id: 1,
      additionalFields: {},
    });
    expect(last().body).toEqual({ title: 'Person deal', person_id: 1 });
  });

  it('gets, updates (a "No Label" label as null), duplicates and deletes a deal', async () => {
    expect((await run({ resource: 'deal', operation: 'get', dealId: 1 })).json[0]).toMatchObject({
      id: 1,
      title: 'Weft rollout',
      value: 1200,
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/deals/1' });
    const updated = await run({
      resource: 'deal',
      operation: 'update',
      dealId: 1,
      updateFields: { title: 'Weft rollout 2', label: 'null', status: 'lost', lost_reason: 'Budget' },
    });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/deals/1',
      body: { title: 'Weft rollout 2', label: null, status: 'lost', lost_reason: 'Budget' },
    });
    expect(updated.json[0]).toMatchObject({ id: 1, title: 'Weft rollout 2', status: 'lost', label: null });
    expect((await run({ resource: 'deal', operation: 'duplicate', dealId: 1 })).json[0]).toMatchObject({
      id: 4,
      title: 'Weft rollout 2 (copy)',
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/deals/1/duplicate' });
    expect((await run({ resource: 'deal', operation: 'delete', dealId: 4 })).json).toEqual([{ id: 4 }]);
    expect(fake.state.deal.map((d) => d.id)).toEqual([1, 2, 3]);
  });

  it('gets many deals up to a limit, or every page, with filters', async () => {
    const limited = await run({ resource: 'deal', operation: 'getAll', limit: 2, filters: { status: 'open' } });
    expect(last().query).toEqual({ limit: '2', status: 'open' });
    expect(limited.json.map((d) => d.title)).toEqual(['Weft rollout', 'Weft renewal']);
    await fresh({ ...SEED, deals: Array.from({ length: 230 }, (_, n) => ({ title: `Deal ${n + 1}`, org_id: 1 })) });
    const all = await run({ resource: 'deal', operation: 'getAll', returnAll: true, filters: {} });
    expect(all.json).toHaveLength(230);
    expect(calls().map((c) => c.query)).toEqual([
      { limit: '100', start: '0' },
      { limit: '100', start: '100' },
      { limit: '100', start: '200' },
    ]);
  });

  it('searches deals: one page flattened with the score (an unknown RAW Data option ignored), every page as Pipedrive gives them', async () => {
    const found = await run({
      resource: 'deal',
      operation: 'search',
      term: 'weft',
      limit: 10,
      additionalFields: { status: 'open', fields: ['title'], organizationId: '1' },
    });
    expect(last()).toMatchObject({
      path: '/deals/search',
      query: { term: 'weft', exact_match: 'false', limit: '10', status: 'open', fields: 'title', organization_id: '1' },
    });
    expect(found.json.map((d) => [d.result_score, d.id, d.type, d.title])).toEqual([
      [0.5, 1, 'deal', 'Weft rollout'],
      [0.5, 3, 'deal', 'Weft renewal'],
    ]);
    const raw = await run({
      resource: 'deal',
      operation: 'search',
      term: 'Loom pilot',
      exactMatch: true,
      additionalFields: { rawData: true },
    });
    // Deal search has no "RAW Data" option in n8n (person and organization search do): n8n drops it
    // before the node runs, so the result is flattened all the same.
    expect(raw.json).toEqual([expect.objectContaining({ result_score: 1, id: 2, title: 'Loom pilot' })]);
    const all = await run({
      resource: 'deal',
      operation: 'search',
      term: 'weft',
      returnAll: true,
      additionalFields: {},
    });
    expect(all.json.map((d) => [d.result_score, d.item.id])).toEqual([
      [0.5, 1],
      [0.5, 3],
    ]);
  });

  it('resolves custom fields by name on get and encodes them by name on update', async () => {
    const got = await run({ resource: 'deal', operation: 'get', dealId: 1, resolveProperties: true });
    expect(calls().map((c) => c.path)).toEqual(['/dealFields', '/deals/1']);
    expect(got.json[0]).toMatchObject({ Source: 'Website', Title: 'Weft rollout', Label: null });
    expect(got.json[0]![DEAL_SOURCE_KEY]).toBeUndefined();
    await run({
      resource: 'deal',
      operation: 'update',
      dealId: 1,
      encodeProperties: true,
      updateFields: { customProperties: { property: [{ name: 'Source', value: 'Referral' }] } },
    });
    expect(last().body).toEqual({ [DEAL_SOURCE_KEY]: 32 });
    expect(fake.state.deal[0]![DEAL_SOURCE_KEY]).toBe(32);
  });

  it("lists a deal's activities and adds, lists, updates and removes its products", async () => {
    const activities = await run({
      resource: 'dealActivity',
      operation: 'getAll',
      dealId: 1,
      returnAll: true,
      additionalFields: { done: false },
    });
    expect(last()).toMatchObject({ path: '/deals/1/activities', query: { done: '0', limit: '100', start: '0' } });
    expect(activities.json.map((a) => a.subject)).toEqual(['Kick-off call']);
    const added = await run({
      resource: 'dealProduct',
      operation: 'add',
      dealId: 1,
      productId: 2,
      item_price: 50,
      quantity: 3,
      additionalFields: { discount_percentage: 10 },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/deals/1/products',
      body: { product_id: 2, item_price: 50, quantity: 3, discount_percentage: 10 },
    });
    expect(added.json[0]).toMatchObject({ id: 1, product_id: 2, sum: 135 });
    expect((await run({ resource: 'dealProduct', operation: 'getAll', dealId: 1 })).json.map((p) => p.name)).toEqual([
      'Support plan',
    ]);
    expect(
      (
        await run({
          resource: 'dealProduct',
          operation: 'update',
          dealId: 1,
          productAttachmentId: 1,
          updateFields: { quantity: 1 },
        })
      ).json[0],
    ).toMatchObject({ quantity: 1, sum: 45 });
    expect(last()).toMatchObject({ method: 'PUT', path: '/deals/1/products/1', body: { quantity: 1 } });
    expect(
      (await run({ resource: 'dealProduct', operation: 'remove', dealId: 1, productAttachmentId: 1 })).json,
    ).toEqual([{ id: 1 }]);
    expect((await run({ resource: 'dealProduct', operation: 'getAll', dealId: 1 })).json).toEqual([]);
  });
});

describe('Pipedrive persons, organizations, activities, notes, leads and products', () => {
  it('creates, searches and lists persons', async () => {
    const created = await run({
      resource: 'person',
      operation: 'create',
      name: 'Ada Lovelace',
      additionalFields: { email: ['ada@weft.example'], phone: ['+44 2'], org_id: 1, owner_id: 2 },
    });
    expect(last().body).toEqual({
      name: 'Ada Lovelace',
      email: ['ada@weft.example'],
      phone: ['+44 2'],
      org_id: 1,
      owner_id: 2,
    });
    expect(created.json[0]).toMatchObject({
      id: 3,
      name: 'Ada Lovelace',
      first_name: 'Ada',
      email: [{ value: 'ada@weft.example', primary: true, label: '' }],
      org_id: { name: 'Weft GmbH', value: 1 },
      owner_id: { id: 2 },
    });
    const found = await run({
      resource: 'person',
      operation: 'search',
      term: 'grace',
      additionalFields: { fields: 'name', organizationId: '1' },
    });
    expect(last().query).toEqual({ term: 'grace', limit: '100', fields: 'name', organization_id: '1' });
    expect(found.json[0]).toMatchObject({
      result_score: 0.5,
      id: 1,
      type: 'person',
      name: 'Grace Hopper',
      emails: ['grace@weft.example'],
    });
    const listed = await run({
      resource: 'person',
      operation: 'getAll',
      limit: 5,
      additionalFields: { firstChar: 'a', filterId: 7, sort: 'name ASC' },
    });
    expect(last().query).toEqual({ limit: '5', first_char: 'a', filter_id: '7', sort: 'name ASC' });
    expect(listed.json.map((p) => p.name)).toEqual(['Alan Turing', 'Ada Lovelace']);
  });

  it('updates and deletes persons and organizations, and searches organizations', async () => {
    await run({
      resource: 'person',
      operation: 'update',
      personId: 2,
      updateFields: { name: 'Alan M. Turing', label: 'null' },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/persons/2', body: { name: 'Alan M. Turing', label: null } });
    expect((await run({ resource: 'person', operation: 'delete', personId: 2 })).json).toEqual([{ id: 2 }]);
    const org = await run({
      resource: 'organization',
      operation: 'create',
      name: 'Shuttle AG',
      additionalFields: { label: 1, visible_to: '3' },
    });
    expect(org.json[0]).toMatchObject({ id: 3, name: 'Shuttle AG', label: 1 });
    const list = await run({
      resource: 'organization',
      operation: 'getAll',
      returnAll: true,
      filters: { firstChar: 'Wx' },
    });
    expect(last().query).toEqual({ first_char: 'W', limit: '100', start: '0' });
    expect(list.json.map((o) => o.name)).toEqual(['Weft GmbH']);
    const found = await run({
      resource: 'organization',
      operation: 'search',
      term: 'loom',
      limit: 1,
      additionalFields: { fields: ['name'], exactMatch: false },
    });
    expect(last().query).toEqual({ term: 'loom', limit: '1', fields: 'name' });
    expect(found.json).toEqual([
      {
        result_score: 0.5,
        id: 2,
        type: 'organization',
        name: 'Loom Inc',
        address: null,
        visible_to: 3,
        owner: { id: 1 },
        custom_fields: [],
        notes: [],
      },
    ]);
    await run({
      resource: 'organization',
      operation: 'update',
      organizationId: 2,
      updateFields: { name: 'Loom Incorporated' },
    });
    expect((await run({ resource: 'organization', operation: 'get', organizationId: 2 })).json[0]!.name).toBe(
      'Loom Incorporated',
    );
  });

  it('creates, lists, updates and deletes activities', async () => {
    const created = await run({
      resource: 'activity',
      operation: 'create',
      subject: 'Follow up',
      done: '0',
      type: 'email',
      additionalFields: { deal_id: 1, due_date: '2026-02-01', note: 'Send the offer' },
    });
    expect(last().body).toEqual({
      subject: 'Follow up',
      done: '0',
      type: 'email',
      deal_id: 1,
      due_date: '2026-02-01',
      note: 'Send the offer',
    });
    expect(created.json[0]).toMatchObject({ id: 3, subject: 'Follow up', done: false, type: 'email' });
    const listed = await run({
      resource: 'activity',
      operation: 'getAll',
      returnAll: false,
      limit: 10,
      additionalFields: { type: ['call', 'email'], filterId: 7, done: false },
    });
    expect(last().query).toEqual({ limit: '10', type: 'call,email', filter_id: '7', done: 'false' });
    expect(listed.json.map((a) => a.subject)).toEqual(['Kick-off call', 'Follow up']);
    await run({ resource: 'activity', operation: 'update', activityId: 3, updateFields: { done: '1' } });
    expect((await run({ resource: 'activity', operation: 'get', activityId: 3 })).json[0]!.done).toBe(true);
    expect((await run({ resource: 'activity', operation: 'delete', activityId: 3 })).json).toEqual([{ id: 3 }]);
  });

  it('creates, lists, updates and deletes notes', async () => {
    const created = await run({
      resource: 'note',
      operation: 'create',
      content: 'Signed!',
      additionalFields: { deal_id: 1 },
    });
    expect(created.json[0]).toMatchObject({ id: 2, content: 'Signed!', deal_id: 1 });
    const listed = await run({
      resource: 'note',
      operation: 'getAll',
      returnAll: true,
      additionalFields: { deal_id: 1 },
    });
    expect(last().query).toEqual({ deal_id: '1', limit: '100', start: '0' });
    expect(listed.json.map((n) => n.content)).toEqual(['Met at the fair', 'Signed!']);
    expect(
      (await run({ resource: 'note', operation: 'update', noteId: 2, updateFields: { content: 'Signed twice' } }))
        .json[0]!.content,
    ).toBe('Signed twice');
    expect((await run({ resource: 'note', operation: 'delete', noteId: 2 })).json).toEqual([{ id: 2 }]);
  });

  it('creates leads with a value and a close date as a day, lists, patches and deletes them', async () => {
    const created = await run({
      resource: 'lead',
      operation: 'create',
      title: 'Big one',
      associateWith: 'organization',
      organization_id: 2,
      additionalFields: {
        value: { valueProperties: { amount: 900, currency: 'EUR' } },
        expected_close_date: '2026-03-01T00:00:00',
        label_ids: ['f08b42a0-4e75-11ea-9643-03698ef1cfd6'],
      },
    });
    expect(last().body).toEqual({
      title: 'Big one',
      organization_id: 2,
      label_ids: ['f08b42a0-4e75-11ea-9643-03698ef1cfd6'],
      value: { amount: 900, currency: 'EUR' },
      expected_close_date: '2026-03-01',
    });
    const id = created.json[0]!.id as string;
    expect(id).toBe('00000000-0000-4000-8000-000000000002');
    const listed = await run({
      resource: 'lead',
      operation: 'getAll',
      limit: 10,
      filters: { archived_status: 'not_archived' },
    });
    expect(last().query).toEqual({ limit: '10', archived_status: 'not_archived' });
    expect(listed.json.map((l) => l.title)).toEqual(['Inbound from website', 'Big one']);
    const patched = await run({
      resource: 'lead',
      operation: 'update',
      leadId: id,
      updateFields: { title: 'Bigger one' },
    });
    expect(last()).toMatchObject({ method: 'PATCH', path: `/leads/${id}`, body: { title: 'Bigger one' } });
    expect(patched.json[0]!.title).toBe('Bigger one');
    expect((await run({ resource: 'lead', operation: 'get', leadId: id })).json[0]!.title).toBe('Bigger one');
    expect((await run({ resource: 'lead', operation: 'delete', leadId: id })).json).toEqual([{ id }]);
  });

  it('lists products', async () => {
    expect((await run({ resource: 'product', operation: 'getAll', returnAll: true })).json.map((p) => p.name)).toEqual([
      'Seat licence',
      'Support plan',
    ]);
  });

  it('uploads a file from binary data and downloads it again', async () => {
    const data = Buffer.from('signed contract').toString('base64');
    const uploaded = await run(
      { resource: 'file', operation: 'create', binaryPropertyName: 'data', additionalFields: { deal_id: 1 } },
      { items: [{ json: {}, binary: { data: { data, mimeType: 'text/plain', fileName: 'contract.txt' } } }] },
    );
    expect(last().files).toEqual([
      { name: 'file', filename: 'contract.txt', type: 'text/plain', text: 'signed contract' },
    ]);
    expect(last().body).toEqual({ deal_id: '1' });
    expect(uploaded.json[0]).toMatchObject({ id: 1, file_name: 'contract.txt', deal_id: 1 });
    const downloaded = await run(
      { resource: 'file', operation: 'download', fileId: 1, binaryPropertyName: 'contract' },
      { items: [{ json: { keep: true } }] },
    );
    expect(downloaded.json).toEqual([{ keep: true }]);
    expect(Buffer.from(downloaded.items[0]!.binary!.contract!.data, 'base64').toString()).toBe('signed contract');
  });
});

describe('Pipedrive errors and authentication', () => {
  it('signs with the OAuth2 token when the authentication says so', async () => {
    await run({ authentication: 'oAuth2', resource: 'product', operation: 'getAll', limit: 1 });
    expect(last()).toMatchObject({ authorization: `Bearer ${ACCESS_TOKEN}`, token: undefined });
  });

  it("fails with Pipedrive's message naming the item, or continues with it", async () => {
    const failed = await run({ resource: 'deal', operation: 'get', dealId: 99 });
    expect(failed.error?.message).toContain('The resource you are requesting could not be found');
    expect(failed.error?.description).toBe('Deal not found');
    const continued = await run(
      { resource: 'deal', operation: 'get', dealId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: 1 } }, { json: { id: 99 } }] },
    );
    expect(continued.json.map((j) => j.id ?? j.error)).toEqual([
      1,
      'The resource you are requesting could not be found',
    ]);
    const bad = await run({ resource: 'person', operation: 'create', name: '', additionalFields: {} });
    expect(bad.error?.description).toBe('Name must be given.');
    const unauthorized = await run(
      { resource: 'product', operation: 'getAll', limit: 1 },
      { creds: { apiToken: 'wrong' } },
    );
    expect(unauthorized.error?.httpCode).toBe('401');
  });

  it('waits out a 429 and retries a 502', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 }, { status: 502, message: 'Bad gateway' });
    const { json, error } = await run({ resource: 'deal', operation: 'get', dealId: 1 });
    expect(error).toBeUndefined();
    expect(json[0]!.id).toBe(1);
    expect(calls()).toHaveLength(3);
  });
});

describe('Pipedrive look-ups', () => {
  const ctx = (parameters: Json) =>
    ({
      getCurrentNodeParameter: (name: string) => parameters[name],
      getNodeParameter: (name: string) => parameters[name],
      getNode: () => ({
        id: 'p',
        name: 'Pipedrive',
        type: 'n8n-nodes-base.pipedrive',
        typeVersion: 1,
        position: [0, 0],
        parameters,
      }),
      getCredentials: async (type: string) => CREDENTIALS[type]!,
      helpers: { httpRequest: (o: HttpRequestOptions) => http(o) },
    }) as unknown as NodeMethodContext;
  const load = (name: string, parameters: Json = {}) =>
    pipedriveMethods.loadOptions![name]!.call(ctx(parameters), ctx(parameters));

  it('lists users (active ones, plus All Users for activities), stages, labels and custom fields', async () => {
    expect(await load('getUserIds', { resource: 'activity' })).toEqual([
      { name: 'Ada Lovelace', value: 1 },
      { name: 'All Users', value: 0 },
      { name: 'Grace Hopper', value: 2 },
    ]);
    expect(await load('getStageIds')).toEqual([
      { name: 'Sales > Proposal Made', value: 2 },
      { name: 'Sales > Qualified', value: 1 },
    ]);
    expect(await load('getDealLabels', { operation: 'update' })).toEqual([
      { name: 'Cold', value: 3 },
      { name: 'Hot', value: 1 },
      { name: 'Warm', value: 2 },
      { name: 'No Label', value: 'null' },
    ]);
    expect(await load('getDealCustomFields')).toEqual([{ name: 'Source', value: DEAL_SOURCE_KEY }]);
    expect(await load('getActivityTypes')).toEqual([
      { name: 'Call', value: 'call' },
      { name: 'Email', value: 'email' },
      { name: 'Meeting', value: 'meeting' },
    ]);
    expect(await load('getFilters', { resource: 'person' })).toEqual([{ name: 'All open people', value: 7 }]);
    expect(await load('getDeals')).toEqual([
      { name: 'Loom pilot', value: 2 },
      { name: 'Weft renewal', value: 3 },
      { name: 'Weft rollout', value: 1 },
    ]);
  });
});

describe('Pipedrive in an n8n workflow', () => {
  it('creates an organization, a person in it, their deal and a note on it', async () => {
    const workflow = importN8nWorkflow(
      JSON.parse(readFileSync(new URL('./n8n-workflows/lead-to-deal.json', import.meta.url), 'utf8')),
    );
    const result = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async (_n: unknown, type: string) => CREDENTIALS[type]! },
    });
    expect(result.data.resultData.error).toBeUndefined();
    const note = result.data.resultData.runData['Add note']?.[0]?.data?.main?.[0] ?? [];
    expect(note.map((i) => i.json)).toEqual([
      expect.objectContaining({ id: 2, content: 'Came in through the website: charles@engines.example', deal_id: 4 }),
    ]);
    expect(fake.state.deal.at(-1)).toMatchObject({
      title: 'Analytical Engines Ltd deal',
      person_id: { name: 'Charles Babbage', value: 3 },
      value: 5000,
      stage_id: 1,
    });
    expect(fake.state.person.at(-1)).toMatchObject({ org_id: { name: 'Analytical Engines Ltd', value: 3 } });
  });
});
