/**
 * Lemlist 1 and 2 against the loopback lemlist fake (test-fake/lemlist-fake.mjs), in workflows as
 * n8n stores them: each operation's request (method, path, query, body and the Basic `:KEY`
 * signature) and the items it answers, reading every page by offset (and by page for `version=v2`),
 * lemlist's refusals as node errors, continue-on-fail, the version-2-only operations, the editor's
 * campaign look-up, the registration and Lemlist Trigger's hook registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type Item,
  type NodeMethodContext,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { lemlistTriggerNode } from '../lemlist-trigger/index.js';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { lemlistMethods } from './methods.js';
import { API_KEY, start, type LemlistFake, type LemlistSeed } from './test-fake/lemlist-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: LemlistFake;

const SEED: LemlistSeed = {
  campaigns: [
    {
      name: 'Spring outreach',
      leads: [
        { email: 'ada@weft.example', firstName: 'Ada', lastName: 'Lovelace', companyName: 'Engines' },
        { email: 'grace@weft.example', firstName: 'Grace', lastName: 'Hopper', companyName: 'Compilers' },
      ],
    },
    { name: 'Autumn follow-up', status: 'paused', leads: [{ email: 'linus@weft.example', firstName: 'Linus' }] },
  ],
  unsubscribes: ['old@weft.example', 'gone@weft.example'],
  activities: [
    { type: 'emailsSent', campaign: 'Spring outreach', lead: 'ada@weft.example' },
    { type: 'emailsOpened', campaign: 'Spring outreach', lead: 'ada@weft.example' },
    { type: 'emailsOpened', campaign: 'Spring outreach', lead: 'ada@weft.example', isFirst: false },
    { type: 'emailsSent', campaign: 'Spring outreach', lead: 'grace@weft.example' },
    { type: 'emailsReplied', campaign: 'Spring outreach', lead: 'grace@weft.example' },
    { type: 'emailsSent', campaign: 'Autumn follow-up', lead: 'linus@weft.example' },
  ],
};
// The fake's counted ids for SEED.
const SPRING = 'cam_00000003',
  AUTUMN = 'cam_00000006',
  ADA = 'lea_00000004';
const SIGNED = `Basic ${Buffer.from(`:${API_KEY}`).toString('base64')}`;

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_LEMLIST_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_LEMLIST_API_URL;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; key?: string; version?: number } = {},
) {
  const node: Record<string, unknown> = {
    id: 'l1',
    name: 'Lemlist',
    type: 'n8n-nodes-base.lemlist',
    typeVersion: options.version ?? 2,
    position: [0, 0],
    parameters,
    credentials: { lemlistApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'lemlist test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Lemlist',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: options.key ?? API_KEY }) },
  });
  const items = result.data.resultData.runData.Lemlist?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Lemlist registration', () => {
  it('registers Lemlist 1 and 2, lemlistTool 2, Lemlist Trigger 1 and the credential', () => {
    expect(registry.versions?.('n8n-nodes-base.lemlist')).toEqual([1, 2]);
    expect(registry.versions?.('n8n-nodes-base.lemlistTool')).toEqual([2]);
    expect(registry.versions?.('n8n-nodes-base.lemlistTrigger')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'lemlistApi')!;
    expect(cred.authenticate?.({ apiKey: 'k' }, { url: 'x', headers: {} }).headers).toEqual({
      Authorization: `Basic ${Buffer.from(':k').toString('base64')}`,
      'user-agent': 'n8n',
    });
  });
});

describe('Lemlist leads', () => {
  it('adds a lead per item, deduplicate as a query value and the other fields in the body', async () => {
    const { json, items } = await run(
      {
        resource: 'lead',
        operation: 'create',
        campaignId: SPRING,
        email: '={{ $json.email }}',
        additionalFields: { firstName: '={{ $json.first }}', deduplicate: true, jobTitle: 'Engineer' },
      },
      {
        items: [
          { json: { email: 'marie@weft.example', first: 'Marie' } },
          { json: { email: 'alan@weft.example', first: 'Alan' } },
        ],
      },
    );
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/api/campaigns/${SPRING}/leads/alan@weft.example`,
      query: { deduplicate: 'true' },
      body: { firstName: 'Alan', jobTitle: 'Engineer' },
      authorization: SIGNED,
    });
    expect(json.map((j) => [j.email, j.firstName, j.jobTitle, j.campaignId, j.campaignName])).toEqual([
      ['marie@weft.example', 'Marie', 'Engineer', SPRING, 'Spring outreach'],
      ['alan@weft.example', 'Alan', 'Engineer', SPRING, 'Spring outreach'],
    ]);
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('refuses a lead already elsewhere when deduplicating, as a node error or an error item', async () => {
    const parameters = {
      resource: 'lead',
      operation: 'create',
      campaignId: AUTUMN,
      email: 'ada@weft.example',
      additionalFields: { deduplicate: true },
    };
    const refused = await run(parameters);
    expect(refused.error?.message).toBe('Your request is invalid or could not be processed by the service');
    expect((refused.error as any)?.httpCode).toBe('409');
    expect((refused.error as any)?.description).toBe('Lead already exists in another campaign');
    const kept = await run(parameters, { onError: 'continueRegularOutput' });
    expect(kept.json).toEqual([{ error: refused.error?.message }]);
    expect(kept.items[0]!.pairedItem).toEqual({ item: 0 });
  });

  it('gets a lead, removes one (action=remove) and unsubscribes another', async () => {
    const got = await run({ resource: 'lead', operation: 'get', email: 'ada@weft.example' });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/leads/ada@weft.example', query: {} });
    expect(got.json[0]).toMatchObject({ _id: ADA, email: 'ada@weft.example', firstName: 'Ada' });
    await run({ resource: 'lead', operation: 'delete', campaignId: SPRING, email: 'grace@weft.example' });
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: `/api/campaigns/${SPRING}/leads/grace@weft.example`,
      query: { action: 'remove' },
    });
    expect(fake.state.leads.some((l) => l.email === 'grace@weft.example')).toBe(false);
    const out = await run({
      resource: 'lead',
      operation: 'unsubscribe',
      campaignId: SPRING,
      email: 'ada@weft.example',
    });
    expect(last()).toMatchObject({ method: 'DELETE', query: {} });
    expect(out.json[0]).toMatchObject({ email: 'ada@weft.example', state: 'unsubscribed' });
    const missing = await run({ resource: 'lead', operation: 'get', email: 'nobody@weft.example' });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
  });
});

describe('Lemlist lists', () => {
  it('reads one page with a limit, or every page by offset 100 at a time', async () => {
    const limited = await run({ resource: 'campaign', operation: 'getAll', limit: 1 }, { version: 1 });
    expect(last().query).toEqual({ limit: '1' });
    expect(limited.json.map((j) => j.name)).toEqual(['Spring outreach']);
    const every = await run({ resource: 'unsubscribe', operation: 'getAll', returnAll: true });
    expect(
      calls()
        .slice(-2)
        .map((c) => c.query),
    ).toEqual([
      { limit: '100', offset: '0' },
      { limit: '100', offset: '100' },
    ]);
    expect(every.json.map((j) => j.email)).toEqual(['old@weft.example', 'gone@weft.example']);
  });

  it('sends the activity filters as they are; version v2 pages by number', async () => {
    const opened = await run({
      resource: 'activity',
      operation: 'getAll',
      limit: 10,
      filters: { type: 'emailsOpened', campaignId: SPRING, isFirst: true },
    });
    expect(last().query).toEqual({ type: 'emailsOpened', campaignId: SPRING, isFirst: 'true', limit: '10' });
    expect(opened.json.map((j) => j._id)).toEqual(['act_00000011']);
    const v2 = await run({ resource: 'activity', operation: 'getAll', returnAll: true, filters: { version: 'v2' } });
    expect(last().query).toEqual({ version: 'v2', limit: '100', offset: '0', page: '1' });
    expect(v2.json).toHaveLength(6);
  });

  it('campaigns in version 2: filters with a limit, none with Return All; stats with dates', async () => {
    const v2 = await run({ resource: 'campaign', operation: 'getAll', limit: 5, filters: { version: 'v2' } });
    expect(last().query).toEqual({ version: 'v2', limit: '5' });
    expect(v2.json[0]!.pagination).toEqual({ totalRecords: 2, currentPage: 1, nextPage: 1, totalPage: 1 });
    await run({ resource: 'campaign', operation: 'getAll', returnAll: true, filters: { version: 'v2' } });
    expect(last().query).toEqual({ limit: '100', offset: '100' });
    const stats = await run({
      resource: 'campaign',
      operation: 'getStats',
      campaignId: SPRING,
      startDate: '2026-01-01T00:00:00',
      endDate: '2026-02-01T00:00:00',
      timezone: 'Europe/Paris',
    });
    expect(last()).toMatchObject({
      path: `/api/campaigns/${SPRING}/stats`,
      query: { startDate: '2026-01-01T00:00:00', endDate: '2026-02-01T00:00:00', timezone: 'Europe/Paris' },
    });
    expect(stats.json[0]).toMatchObject({ sentCount: 2, openedCount: 2, repliedCount: 1, leadTotal: 2 });
  });
});

describe('Lemlist team, unsubscribes and enrichment', () => {
  it('reads the team and (2) its credits; version 1 has no credits', async () => {
    expect((await run({ resource: 'team', operation: 'get' })).json[0]).toMatchObject({ name: 'Weft' });
    expect((await run({ resource: 'team', operation: 'getCredits' })).json[0]).toMatchObject({ credits: 1500 });
    expect((await run({ resource: 'team', operation: 'getCredits' }, { version: 1 })).error?.message).toBe(
      'The operation "getCredits" of "team" is not known!',
    );
  });

  it('adds and deletes an unsubscribed address', async () => {
    const added = await run({ resource: 'unsubscribe', operation: 'add', email: 'new@weft.example' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/unsubscribes/new@weft.example', body: undefined });
    expect(added.json[0]).toMatchObject({ email: 'new@weft.example', source: 'api' });
    await run({ resource: 'unsubscribe', operation: 'delete', email: 'old@weft.example' });
    expect(fake.state.unsubscribes.map((u) => u.email)).toEqual(['gone@weft.example', 'new@weft.example']);
  });

  it('enriches a lead and a person by query flags, then reads the result', async () => {
    const flags = { findEmail: false, verifyEmail: true, linkedinEnrichment: true, findPhone: false };
    const lead = await run({ resource: 'enrich', operation: 'enrichLead', leadId: ADA, ...flags });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/api/leads/${ADA}/enrich/`,
      query: { findEmail: 'false', verifyEmail: 'true', linkedinEnrichment: 'true', findPhone: 'false' },
    });
    const person = await run({
      resource: 'enrich',
      operation: 'enrichPerson',
      ...flags,
      additionalFields: { linkedinUrl: 'https://linkedin.com/in/ada', firstName: 'Ada' },
    });
    expect(last().query).toEqual({
      linkedinUrl: 'https://linkedin.com/in/ada',
      firstName: 'Ada',
      findEmail: 'false',
      verifyEmail: 'true',
      linkedinEnrichment: 'true',
      findPhone: 'false',
    });
    const result = await run({ resource: 'enrich', operation: 'get', enrichId: person.json[0]!.id });
    expect(result.json[0]).toMatchObject({ enrichmentStatus: 'done', input: { firstName: 'Ada' } });
    expect(lead.json[0]!.id).toMatch(/^enr_/);
  });

  it('signs with the key; a wrong key is refused', async () => {
    const { error } = await run({ resource: 'team', operation: 'get' }, { key: 'wrong' });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
  });

  it('lists campaigns for the editor', async () => {
    const ctx = {
      getNode: () => ({
        id: 'l',
        name: 'Lemlist',
        type: 'weft.lemlist',
        typeVersion: 2,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async () => ({ apiKey: API_KEY }),
      helpers: {
        httpRequest: async (o: any) => {
          const res = await fetch(o.url, { method: o.method, headers: o.headers });
          return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
        },
      },
    } as unknown as NodeMethodContext;
    expect(await lemlistMethods.loadOptions!.getCampaigns!.call(ctx, ctx)).toEqual([
      { name: 'Spring outreach', value: SPRING },
      { name: 'Autumn follow-up', value: AUTUMN },
    ]);
  });
});

describe('Lemlist Trigger', () => {
  const node = lemlistTriggerNode[0]!;
  const URL_ = 'https://weft.example/webhook/abc/webhook';
  const http = async (o: any) => {
    const url = new URL(o.url);
    for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
    const res = await fetch(url, {
      method: o.method,
      headers: o.headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  };
  const setup = (data: Record<string, unknown>, parameters: Record<string, unknown>) =>
    ({
      getNodeWebhookUrl: () => URL_,
      getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
      getNode: () => ({
        id: 't',
        name: 'Lemlist Trigger',
        type: 'weft.lemlistTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters,
      }),
      getWorkflowStaticData: () => data,
      getCredentials: async () => ({ apiKey: API_KEY }),
      helpers: { httpRequest: http },
    }) as unknown as WebhookSetupContext;

  it('registers the hook with the event and options, replaces a listed one, and deletes it', async () => {
    const methods = node.webhookMethods!.default!;
    const data: Record<string, unknown> = {};
    const params = { event: 'emailsReplied', options: { campaignId: SPRING, isFirst: true } };
    expect(await methods.checkExists(setup(data, params))).toBe(false);
    expect(await methods.create(setup(data, params))).toBe(true);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/hooks',
      body: { targetUrl: URL_, type: 'emailsReplied', campaignId: SPRING, isFirst: true },
    });
    const first = fake.state.hooks[0]!._id;
    expect(data).toEqual({ webhookId: first });
    // The check deletes the kept hook when lemlist lists this URL, and answers "not there".
    expect(await methods.checkExists(setup(data, params))).toBe(false);
    expect(fake.state.hooks).toEqual([]);
    expect(await methods.create(setup(data, { event: '*', options: {} }))).toBe(true);
    expect(fake.state.hooks[0]).not.toHaveProperty('type');
    expect(await methods.delete(setup(data, params))).toBe(true);
    expect(data).toEqual({});
    expect(await methods.delete(setup({ webhookId: 'hoo_gone' }, params))).toBe(false);
  });

  it('starts a run with the body', async () => {
    const body = { type: 'emailsReplied', leadEmail: 'ada@weft.example' };
    const ctx = {
      getBodyData: () => body,
      helpers: { returnJsonArray: (d: any) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })) },
    } as unknown as WebhookRequestContext;
    expect(await node.webhook!(ctx)).toEqual({ workflowData: [[{ json: body }]] });
  });

  it('offers lemlist’s events', () => {
    const events = (node.description.properties[0] as any).options.map((o: any) => o.value);
    expect(events).toContain('emailsReplied');
    expect(events[0]).toBe('*');
  });
});
