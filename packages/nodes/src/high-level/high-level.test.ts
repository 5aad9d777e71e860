/**
 * HighLevel 1 and 2 against the loopback fake of both APIs (test-fake/high-level-fake.mjs), in
 * workflows as n8n stores them: each operation's request (method, path, query, body, token,
 * version header) and the items it answers, paging for "Return All", the checks made before a
 * request, refusals as node errors, continue-on-fail, 429 retries, the editor's look-ups and the
 * registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { highLevelRoot } from './api.js';
import { highLevelV1Methods, highLevelV2Methods } from './methods.js';
import { isPhoneValid, pathSegment } from './requests.js';
import {
  ACCESS_TOKEN,
  API_KEY,
  LOCATION_ID,
  start,
  type HighLevelFake,
  type HighLevelSeed,
} from './test-fake/high-level-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: HighLevelFake;

const SEED: HighLevelSeed = {
  users: [{ name: 'Ada Admin' }],
  customFields: [{ name: 'Favourite colour' }],
  contacts: [
    { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@weft.example', phone: '+14155550101' },
    { firstName: 'Grace', lastName: 'Hopper', email: 'grace@weft.example' },
  ],
  pipelines: [{ name: 'Sales', stages: ['Lead', 'Won'] }],
  opportunities: [{ name: 'Big deal', pipeline: 'Sales', contact: 'ada@weft.example', monetaryValue: 5000 }],
  tasks: [{ contact: 'ada@weft.example', title: 'Call Ada', dueDate: '2026-01-10T10:00:00.000Z' }],
  calendars: [{ name: 'Demo calls' }],
};
// Counted ids: user 1, custom field 2, contacts ada 3 and grace 4, pipeline 5 (stages 6, 7), opportunity 8, task 9, calendar 10.
const ID = (n: number) => `wf${n.toString(36).padStart(18, 'x')}`;
const CF = ID(2),
  ADA = ID(3),
  GRACE = ID(4),
  PIPE = ID(5),
  LEAD = ID(6),
  WON = ID(7),
  DEAL = ID(8),
  TASK = ID(9),
  CAL = ID(10);

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_HIGHLEVEL_API_URL = server.url;
  process.env.WEFT_HIGHLEVEL_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_HIGHLEVEL_API_URL;
  delete process.env.WEFT_HIGHLEVEL_RETRY_BASE_MS;
  await server?.close();
});

const CREDENTIALS: Record<string, Record<string, unknown>> = {
  highLevelApi: { apiKey: API_KEY },
  highLevelOAuth2Api: { oauthTokenData: { access_token: ACCESS_TOKEN, locationId: LOCATION_ID } },
};

type Json = Record<string, any>;

async function run(
  version: 1 | 2,
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; credentials?: Record<string, unknown> } = {},
) {
  const type = version === 1 ? 'highLevelApi' : 'highLevelOAuth2Api';
  const node: Json = {
    id: 'h1',
    name: 'HighLevel',
    type: 'n8n-nodes-base.highLevel',
    typeVersion: version,
    position: [0, 0],
    parameters,
    credentials: { [type]: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'highlevel test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'HighLevel',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_node, t) => options.credentials ?? CREDENTIALS[t]! },
  });
  const items = result.data.resultData.runData.HighLevel?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('HighLevel registration', () => {
  it('registers HighLevel 1 and 2, highLevelTool 2 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.highLevel')).toEqual([1, 2]);
    expect(registry.versions?.('n8n-nodes-base.highLevelTool')).toEqual([2]);
    const key = builtinCredentialTypes.find((c) => c.name === 'highLevelApi')!;
    expect(key.authenticate?.({ apiKey: 'k' }, { url: 'x' }).headers).toEqual({ Authorization: 'Bearer k' });
    expect(builtinCredentialTypes.find((c) => c.name === 'highLevelOAuth2Api')?.extends).toEqual(['oAuth2Api']);
  });

  it('moves both API origins only when the test variable is set', () => {
    delete process.env.WEFT_HIGHLEVEL_API_URL;
    expect([highLevelRoot(1), highLevelRoot(2)]).toEqual([
      'https://rest.gohighlevel.com/v1',
      'https://services.leadconnectorhq.com',
    ]);
    process.env.WEFT_HIGHLEVEL_API_URL = 'http://127.0.0.1:9/';
    expect([highLevelRoot(1), highLevelRoot(2)]).toEqual(['http://127.0.0.1:9/v1', 'http://127.0.0.1:9']);
  });

  it('reads identifiers and phones as n8n does', () => {
    expect(pathSegment('a/b')).toBe('a%2Fb');
    expect(pathSegment('')).toBe('');
    expect(isPhoneValid('+14155550101')).toBe(true);
    expect(isPhoneValid('hello')).toBe(false);
  });
});

describe('HighLevel 1 (API v1)', () => {
  it('creates a contact with split tags and custom fields, signed with the API key', async () => {
    const { json, error } = await run(1, {
      email: 'marie@weft.example',
      additionalFields: {
        firstName: 'Marie',
        tags: 'a, b',
        customFields: { values: [{ fieldId: CF, fieldValue: 'blue' }] },
      },
    });
    expect(error).toBeUndefined();
    expect(last()).toMatchObject({ method: 'POST', path: '/v1/contacts', authorization: `Bearer ${API_KEY}` });
    expect(last().body).toEqual({
      email: 'marie@weft.example',
      phone: '',
      firstName: 'Marie',
      tags: ['a', 'b'],
      customField: { [CF]: 'blue' },
    });
    expect(json[0]).toMatchObject({
      email: 'marie@weft.example',
      firstName: 'Marie',
      tags: ['a', 'b'],
      customField: [{ id: CF, value: 'blue' }],
    });
  });

  it('refuses an e-mail without a valid format before any call', async () => {
    const { error } = await run(1, { email: 'nope' });
    expect(error?.message).toBe('email "nope" has invalid format');
    expect(calls()).toHaveLength(0);
  });

  it('creates an opportunity for a contact named by e-mail, and fills status and title on update', async () => {
    const made = await run(1, {
      resource: 'opportunity',
      pipelineId: PIPE,
      stageId: LEAD,
      contactIdentifier: 'grace@weft.example',
      title: 'New',
      status: 'open',
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/v1/pipelines/${PIPE}/opportunities`,
      body: { stageId: LEAD, title: 'New', status: 'open', email: 'grace@weft.example' },
    });
    expect(made.json[0]).toMatchObject({ name: 'New', contact: { id: GRACE } });
    fake.state.calls.length = 0;
    await run(1, {
      resource: 'opportunity',
      operation: 'update',
      pipelineId: PIPE,
      opportunityId: DEAL,
      updateFields: { stageId: WON },
    });
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /v1/pipelines/${PIPE}/opportunities/${DEAL}`,
      `PUT /v1/pipelines/${PIPE}/opportunities/${DEAL}`,
    ]);
    expect(last().body).toEqual({ stageId: WON, status: 'open', title: 'Big deal' });
  });

  it('creates a task with its due date without milliseconds and gives the contact id', async () => {
    const { json } = await run(1, {
      resource: 'task',
      contactId: ADA,
      title: 'Write',
      dueDate: '2026-02-01T09:30:00.000Z',
    });
    expect(last().body).toEqual({ title: 'Write', dueDate: '2026-02-01T09:30:00Z' });
    expect(json[0]).toMatchObject({ title: 'Write', contactId: ADA });
  });

  it('answers { success: true } for a deletion', async () => {
    expect((await run(1, { resource: 'task', operation: 'delete', contactId: ADA, taskId: TASK })).json).toEqual([
      { success: true },
    ]);
    expect(last()).toMatchObject({ method: 'DELETE', path: `/v1/contacts/${ADA}/tasks/${TASK}` });
  });
});

describe('HighLevel 2 (API v2)', () => {
  it("upserts a contact in the token's location, with custom fields, then adds the note", async () => {
    const { json, error } = await run(2, {
      email: 'marie@weft.example',
      phone: '',
      additionalFields: {
        notes: 'Hello',
        timezone: { __rl: true, value: 'UTC', mode: 'list' },
        customFields: {
          values: [
            {
              fieldId: { __rl: true, value: CF, mode: 'list', cachedResultName: 'Favourite colour' },
              fieldValue: 'blue',
            },
          ],
        },
      },
    });
    expect(error).toBeUndefined();
    const [upsert, note] = calls();
    expect(upsert).toMatchObject({
      method: 'POST',
      path: '/contacts/upsert/',
      authorization: `Bearer ${ACCESS_TOKEN}`,
      version: '2021-07-28',
    });
    expect(upsert!.body).toEqual({
      email: 'marie@weft.example',
      phone: '',
      timezone: 'UTC',
      locationId: LOCATION_ID,
      customFields: [{ id: CF, key: 'Favourite colour', field_value: 'blue' }],
    });
    expect(note).toMatchObject({
      method: 'POST',
      path: `/contacts/${json[0]!.id}/notes`,
      body: { userId: LOCATION_ID, body: 'Hello' },
    });
    expect(json[0]).toMatchObject({
      email: 'marie@weft.example',
      timezone: 'UTC',
      customFields: [{ id: CF, value: 'blue' }],
    });
  });

  it('reads every page of contacts (100 a page, then only the cursor), or one page cut to the limit', async () => {
    for (let n = 0; n < 150; n++)
      fake.state.contacts.push({
        ...fake.state.contacts[0],
        id: `bulk${n}`,
        email: `b${n}@weft.example`,
        dateAdded: n,
        dateUpdated: n,
        customFields: [],
        tags: [],
      });
    const all = await run(2, { operation: 'getAll', returnAll: true, filters: { query: 'weft' } });
    expect(all.json).toHaveLength(152);
    // Newest first: Grace, Ada, then bulk149 … bulk52 fill the first page; later pages carry only
    // the cursor (as n8n's node sends them), so HighLevel gives its default 20 a page.
    expect(calls().map((c) => c.query)).toEqual([
      { query: 'weft', locationId: LOCATION_ID, limit: '100' },
      { startAfterId: 'bulk52', startAfter: '52' },
      { startAfterId: 'bulk32', startAfter: '32' },
      { startAfterId: 'bulk12', startAfter: '12' },
    ]);
    const some = await run(2, { operation: 'getAll', limit: 3 });
    expect(last().query).toEqual({ limit: '3', locationId: LOCATION_ID });
    expect(some.json).toHaveLength(3);
  });

  it('searches opportunities with renamed filters and an epoch end date', async () => {
    const { json } = await run(2, {
      resource: 'opportunity',
      operation: 'getAll',
      limit: 10,
      filters: { pipelineId: PIPE, status: 'open', endDate: '2027-01-01T00:00:00.000Z' },
    });
    expect(last()).toMatchObject({
      path: '/opportunities/search',
      query: {
        limit: '10',
        pipeline_id: PIPE,
        status: 'open',
        endDate: String(Date.parse('2027-01-01T00:00:00.000Z')),
        location_id: LOCATION_ID,
      },
    });
    expect(json.map((o) => o.id)).toEqual([DEAL]);
  });

  it('updates a task, reading the current one first as n8n does', async () => {
    await run(2, {
      resource: 'task',
      operation: 'update',
      contactId: ADA,
      taskId: TASK,
      updateFields: { completed: true },
    });
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /contacts/${ADA}/tasks/${TASK}`,
      `PUT /contacts/${ADA}/tasks/${TASK}/`,
    ]);
    // API v2 answers `{ task }`, so n8n's node finds no title and no due date at the top.
    expect(last().body).toEqual({ completed: true, dueDate: null });
  });

  it('books an appointment and reads free slots', async () => {
    const booked = await run(2, {
      resource: 'calendar',
      calendarId: CAL,
      locationId: LOCATION_ID,
      contactId: ADA,
      startTime: '2026-03-02T10:00:00.000Z',
      additionalFields: { title: 'Demo' },
    });
    expect(booked.json[0]).toMatchObject({
      calendarId: CAL,
      contactId: ADA,
      title: 'Demo',
      startTime: '2026-03-02T10:00:00.000Z',
    });
    const slots = await run(2, {
      resource: 'calendar',
      operation: 'getFreeSlots',
      calendarId: CAL,
      startDate: Date.parse('2026-03-02'),
      endDate: Date.parse('2026-03-02'),
    });
    expect(slots.json[0]!['2026-03-02']).toEqual({ slots: ['2026-03-02T09:00:00.000Z', '2026-03-02T11:00:00.000Z'] });
  });
});

describe('HighLevel errors', () => {
  it("fails on a refused token, and with Continue On Fail gives the error's message as the item", async () => {
    const refused = await run(
      2,
      { operation: 'get', contactId: ADA },
      { credentials: { oauthTokenData: { access_token: 'wrong' } } },
    );
    expect(refused.error?.message).toMatch(/Authorization failed|401/);
    const kept = await run(
      1,
      { operation: 'get', contactId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: 'missing' } }, { json: { id: ADA } }] },
    );
    expect(kept.json).toEqual([
      { error: 'Bad request - please check your parameters' },
      expect.objectContaining({ id: ADA }),
    ]);
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 1 });
    const { json, error } = await run(2, { operation: 'get', contactId: ADA });
    expect(error).toBeUndefined();
    expect(json[0]).toMatchObject({ id: ADA });
    expect(calls()).toHaveLength(2);
  });
});

describe('HighLevel look-ups', () => {
  const ctx = (parameters: Json, version: 1 | 2) => {
    const c = {
      getCurrentNodeParameter: (name: string) => parameters[name],
      getCurrentNodeParameters: () => parameters,
      getNodeParameter: (name: string) => name.split('.').reduce((o: Json | undefined, k) => o?.[k], parameters),
      getNode: () => ({
        id: 'h',
        name: 'HighLevel',
        type: 'weft.highLevel',
        typeVersion: version,
        position: [0, 0],
        parameters,
      }),
      getWorkflow: () => ({}),
      getTimezone: () => 'UTC',
      getCredentials: async (t: string) => CREDENTIALS[t]!,
      helpers: { httpRequest: (o: never) => fetchThrough(o) },
    };
    return c as unknown as NodeMethodContext;
  };
  const fetchThrough = async (o: { url: string; method?: string; qs?: Json; headers?: Record<string, string> }) => {
    const url = new URL(o.url);
    for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
    const res = await fetch(url, { method: o.method, headers: o.headers });
    return { statusCode: res.status, statusMessage: '', headers: {}, body: await res.text() };
  };

  it('lists v1 stages, users and time zones, and v2 pipelines, contacts, custom fields and time zones', async () => {
    expect(
      await highLevelV1Methods.loadOptions!.getPipelineStages!.call(
        ctx({ pipelineId: PIPE }, 1),
        ctx({ pipelineId: PIPE }, 1),
      ),
    ).toEqual([
      { name: 'Lead', value: LEAD },
      { name: 'Won', value: WON },
    ]);
    expect(await highLevelV1Methods.loadOptions!.getUsers!.call(ctx({}, 1), ctx({}, 1))).toEqual([
      { name: 'Ada Admin', value: ID(1) },
    ]);
    expect((await highLevelV1Methods.loadOptions!.getTimezones!.call(ctx({}, 1), ctx({}, 1))).length).toBeGreaterThan(
      3,
    );
    const c2 = ctx({ operation: 'create', pipelineId: PIPE }, 2);
    expect(await highLevelV2Methods.loadOptions!.getPipelines!.call(c2, c2)).toEqual([{ name: 'Sales', value: PIPE }]);
    expect(await highLevelV2Methods.loadOptions!.getPipelineStages!.call(c2, c2)).toEqual([
      { name: 'Lead', value: LEAD },
      { name: 'Won', value: WON },
    ]);
    expect(await highLevelV2Methods.loadOptions!.getContacts!.call(c2, c2)).toEqual([
      { name: 'grace@weft.example', value: GRACE },
      { name: 'ada@weft.example', value: ADA },
    ]);
    expect(await highLevelV2Methods.listSearch!.searchCustomFields!.call(c2, c2, 'colour')).toEqual({
      results: [{ name: 'Favourite colour', value: CF }],
    });
    expect(await highLevelV2Methods.listSearch!.searchTimezones!.call(c2, c2, 'europe')).toEqual({
      results: [
        { name: 'Europe/Berlin', value: 'Europe/Berlin' },
        { name: 'Europe/London', value: 'Europe/London' },
      ],
    });
    expect(calls().find((c) => c.path === '/opportunities/pipelines')?.query).toEqual({ locationId: LOCATION_ID });
  });
});
