/**
 * Mautic 1 against the loopback Mautic fake (test-fake/mautic-fake.mjs), in workflows as n8n stores
 * them: each operation's request (method, path, query, body and the Basic or bearer signature) and
 * the items it answers (records, `fields.all` with Simplify or without RAW Data), reading every page
 * 30 at a time up to the total, Mautic's refusals as node errors, continue-on-fail, the editor's
 * look-ups, the registration and Mautic Trigger's hook registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type Item,
  type NodeMethodContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { mauticTriggerNode } from '../mautic-trigger/index.js';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { snakeCase } from './execute.js';
import { mauticMethods, mauticTriggerMethods } from './methods.js';
import { OAUTH_TOKEN, PASSWORD, USERNAME, start, type MauticFake, type MauticSeed } from './test-fake/mautic-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: MauticFake;

const SEED: MauticSeed = {
  contacts: [
    { email: 'ada@weft.example', firstname: 'Ada', lastname: 'Lovelace', company: 'Engines', tags: ['vip'] },
    { email: 'grace@weft.example', firstname: 'Grace', lastname: 'Hopper' },
    { email: 'linus@weft.example', firstname: 'Linus' },
  ],
  companies: [{ companyname: 'Engines Ltd', companycity: 'London' }, { companyname: 'Compilers Inc' }],
  segments: ['Newsletter', 'Beta'],
  campaigns: ['Onboarding'],
  emails: [
    { name: 'Welcome', type: 'template' },
    { name: 'Monthly', type: 'list', segments: ['Newsletter'] },
  ],
  stages: ['Lead', 'Customer'],
  tags: ['vip'],
};
const SIGNED = `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}`;

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_MAUTIC_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_MAUTIC_API_URL;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; password?: string; oauth?: boolean } = {},
) {
  const node: Record<string, unknown> = {
    id: 'm1',
    name: 'Mautic',
    type: 'n8n-nodes-base.mautic',
    typeVersion: 1,
    position: [0, 0],
    parameters: options.oauth ? { authentication: 'oAuth2', ...parameters } : parameters,
    credentials: options.oauth ? { mauticOAuth2Api: { id: 'o', name: 'o' } } : { mauticApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'mautic test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Mautic',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async (_node: unknown, type: string) =>
        type === 'mauticOAuth2Api'
          ? { url: 'https://weft.mautic.example/', oauthTokenData: { access_token: OAUTH_TOKEN } }
          : { url: 'https://weft.mautic.example/', username: USERNAME, password: options.password ?? PASSWORD },
    },
  });
  const items = result.data.resultData.runData.Mautic?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Mautic registration', () => {
  it('registers Mautic 1, mauticTool 1, Mautic Trigger 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.mautic')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.mauticTool')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.mauticTrigger')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'mauticApi')!;
    expect(cred.authenticate?.({ username: 'u', password: 'p' }, { url: 'x', headers: {} }).headers).toEqual({
      Authorization: `Basic ${Buffer.from('u:p').toString('base64')}`,
    });
    expect(builtinCredentialTypes.find((c) => c.name === 'mauticOAuth2Api')?.extends).toEqual(['oAuth2Api']);
  });

  it('writes order columns in snake case as change-case does', () => {
    expect(['dateAdded', 'firstname', 'lastName', 'IDNumber', 'date_added'].map(snakeCase)).toEqual([
      'date_added',
      'firstname',
      'last_name',
      'id_number',
      'date_added',
    ]);
  });
});

describe('Mautic contacts', () => {
  it('creates a contact per item from the named fields and additional fields', async () => {
    const { json, items } = await run(
      {
        resource: 'contact',
        operation: 'create',
        email: '={{ $json.email }}',
        firstName: '={{ $json.first }}',
        lastName: 'Weaver',
        additionalFields: {
          tags: ['vip', 'new'],
          stage: 2,
          addressUi: { addressValues: { city: 'Paris', country: 'France' } },
          socialMediaUi: { socialMediaValues: { linkedIn: 'marie-w' } },
          customFieldsUi: { customFieldValues: [{ fieldId: 'mobile', fieldValue: '+33600000000' }] },
        },
        options: { rawData: false },
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
      path: '/api/contacts/new',
      authorization: SIGNED,
      body: {
        email: 'alan@weft.example',
        firstname: 'Alan',
        lastname: 'Weaver',
        company: '',
        position: '',
        title: '',
        city: 'Paris',
        country: 'France',
        linkedin: 'marie-w',
        mobile: '+33600000000',
        stage: 2,
        tags: ['vip', 'new'],
      },
    });
    expect(json.map((j) => [j.id, j.email, j.firstname, j.city, j.linkedin, j.mobile])).toEqual([
      [4, 'marie@weft.example', 'Marie', 'Paris', 'marie-w', '+33600000000'],
      [5, 'alan@weft.example', 'Alan', 'Paris', 'marie-w', '+33600000000'],
    ]);
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('creates from JSON; a bad JSON body is refused for the item', async () => {
    const made = await run({
      resource: 'contact',
      operation: 'create',
      jsonParameters: true,
      bodyJson: '{"email":"kat@weft.example","firstname":"Katherine"}',
    });
    expect(last().body).toEqual({ email: 'kat@weft.example', firstname: 'Katherine' });
    expect(made.json[0]).toMatchObject({ id: 4, fields: { all: { firstname: 'Katherine' } } });
    const bad = await run({ resource: 'contact', operation: 'create', jsonParameters: true, bodyJson: '{nope' });
    expect(bad.error?.message).toBe('Invalid JSON');
  });

  it('gets, updates (JSON replacing named fields) and deletes a contact', async () => {
    const got = await run({ resource: 'contact', operation: 'get', contactId: '1' });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/contacts/1' });
    expect(got.json[0]).toMatchObject({
      id: 1,
      tags: [{ tag: 'vip' }],
      fields: { all: { email: 'ada@weft.example' } },
    });
    await run({
      resource: 'contact',
      operation: 'update',
      contactId: '2',
      // With JSON parameters on, the named fields are hidden, so they are not sent (as in n8n).
      jsonParameters: true,
      updateFields: { firstName: 'Amazing', bodyJson: '{"lastname":"H.","phone":"123"}' },
    });
    expect(last()).toMatchObject({
      method: 'PATCH',
      path: '/api/contacts/2/edit',
      body: { lastname: 'H.', phone: '123' },
    });
    expect(fake.state.contacts[1]!.values).toMatchObject({ firstname: 'Grace', lastname: 'H.', phone: '123' });
    const gone = await run({ resource: 'contact', operation: 'delete', contactId: '3', options: { rawData: false } });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/contacts/3/delete' });
    expect(gone.json[0]).toMatchObject({ email: 'linus@weft.example' });
    expect(fake.state.contacts).toHaveLength(2);
  });

  it('lists with options as the query (order column in snake case), or every page 30 at a time', async () => {
    const some = await run({
      resource: 'contact',
      operation: 'getAll',
      limit: 2,
      options: { orderBy: 'firstName', orderByDir: 'desc', search: 'weft', rawData: false },
    });
    expect(last().query).toEqual({
      orderBy: 'first_name',
      orderByDir: 'desc',
      search: 'weft',
      rawData: 'false',
      limit: '2',
      start: '0',
    });
    expect(some.json).toHaveLength(2);
    for (let n = 0; n < 60; n++) fake.state.contacts.push({ ...fake.state.contacts[0]!, id: 100 + n });
    const every = await run({ resource: 'contact', operation: 'getAll', returnAll: true });
    expect(
      calls()
        .slice(-3)
        .map((c) => [c.query.start, c.query.limit]),
    ).toEqual([
      ['0', '30'],
      ['30', '30'],
      ['60', '30'],
    ]);
    expect(every.json).toHaveLength(63);
  });

  it('edits points and the do-not-contact list, and sends a template email', async () => {
    const points = await run({
      resource: 'contact',
      operation: 'editContactPoint',
      contactId: '1',
      action: 'add',
      points: 5,
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/contacts/1/points/plus/5' });
    expect(points.json).toEqual([{ success: true }]);
    await run({ resource: 'contact', operation: 'editContactPoint', contactId: '1', action: 'remove', points: 2 });
    expect(fake.state.contacts[0]!.values.points).toBe(3);
    const dnc = await run({
      resource: 'contact',
      operation: 'editDoNotContactList',
      contactId: '2',
      action: 'add',
      channel: 'email',
      additionalFields: { reason: '1', comments: 'asked' },
    });
    expect(last()).toMatchObject({ path: '/api/contacts/2/dnc/email/add', body: { reason: '1', comments: 'asked' } });
    expect(dnc.json[0]!.doNotContact).toEqual([
      { id: 1, reason: 1, comments: 'asked', channel: 'email', channelId: null },
    ]);
    const refused = await run(
      { resource: 'contact', operation: 'sendEmail', contactId: '2', campaignEmailId: '1' },
      { onError: 'continueRegularOutput' },
    );
    expect(refused.json).toEqual([{ error: 'Bad request - please check your parameters' }]);
    const sent = await run({ resource: 'contact', operation: 'sendEmail', contactId: '1', campaignEmailId: '1' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/emails/1/contact/1/send' });
    expect(sent.json).toEqual([{ success: 1 }]);
  });

  it('signs with OAuth2 as a bearer; a wrong password is refused', async () => {
    await run({ resource: 'contact', operation: 'get', contactId: '1' }, { oauth: true });
    expect(last().authorization).toBe(`Bearer ${OAUTH_TOKEN}`);
    const { error } = await run({ resource: 'contact', operation: 'get', contactId: '1' }, { password: 'wrong' });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    const missing = await run({ resource: 'contact', operation: 'get', contactId: '99' });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
  });
});

describe('Mautic companies and memberships', () => {
  it('creates, updates, gets, lists and deletes companies, simplified or not', async () => {
    const made = await run({
      resource: 'company',
      operation: 'create',
      name: 'Looms SA',
      additionalFields: {
        industry: 'Textiles',
        numberOfEmpoyees: 12,
        addressUi: { addressValues: { city: 'Lyon' } },
        isPublished: true,
      },
    });
    expect(last().body).toEqual({
      companyname: 'Looms SA',
      companyaddress1: '',
      companyaddress2: '',
      companycity: 'Lyon',
      companystate: '',
      companycountry: '',
      companyzipcode: '',
      companyindustry: 'Textiles',
      companynumber_of_employees: 12,
      isPublished: true,
    });
    expect(made.json[0]).toMatchObject({ id: 3, companyname: 'Looms SA', companycity: 'Lyon' });
    await run({
      resource: 'company',
      operation: 'update',
      companyId: '3',
      updateFields: { name: 'Looms', website: 'https://looms.example' },
    });
    expect(last()).toMatchObject({
      method: 'PATCH',
      path: '/api/companies/3/edit',
      body: { companyname: 'Looms', companywebsite: 'https://looms.example' },
    });
    const raw = await run({ resource: 'company', operation: 'get', companyId: '3', simple: false });
    expect(raw.json[0]).toMatchObject({ id: 3, fields: { all: { companyname: 'Looms' } } });
    const list = await run({
      resource: 'company',
      operation: 'getAll',
      limit: 2,
      additionalFields: { orderBy: 'companyname' },
    });
    expect(last().query).toEqual({ orderBy: 'companyname', limit: '2', start: '0' });
    expect(list.json.map((j) => j.companyname)).toEqual(['Engines Ltd', 'Compilers Inc']);
    await run({ resource: 'company', operation: 'delete', companyId: '3' });
    expect(fake.state.companies).toHaveLength(2);
  });

  it('adds a contact to and removes it from a segment, campaign and company; sends a segment email', async () => {
    expect((await run({ resource: 'contactSegment', operation: 'add', contactId: '1', segmentId: 1 })).json).toEqual([
      { success: 1 },
    ]);
    expect(last()).toMatchObject({ method: 'POST', path: '/api/segments/1/contact/1/add' });
    await run({ resource: 'campaignContact', operation: 'add', contactId: '2', campaignId: 1 });
    expect(last().path).toBe('/api/campaigns/1/contact/2/add');
    await run({ resource: 'companyContact', operation: 'add', contactId: '2', companyId: '1' });
    expect(last().path).toBe('/api/companies/1/contact/2/add');
    await run({ resource: 'campaignContact', operation: 'remove', contactId: '2', campaignId: 1 });
    expect(fake.state.campaigns[0]!.members).toEqual([]);
    const sent = await run({ resource: 'segmentEmail', operation: 'send', segmentEmailId: 2 });
    expect(last().path).toBe('/api/emails/2/send');
    expect(sent.json).toEqual([{ success: 1, sentCount: 1, failedRecipients: 0 }]);
  });
});

describe('Mautic editor look-ups and trigger', () => {
  const ctx = (parameters: Record<string, unknown> = {}) =>
    ({
      getNode: () => ({ id: 'm', name: 'Mautic', type: 'weft.mautic', typeVersion: 1, position: [0, 0], parameters }),
      getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
      getNodeWebhookUrl: () => 'https://weft.example/webhook/abc/webhook',
      getWorkflowStaticData: () => parameters.staticData,
      getCredentials: async () => ({ url: 'https://weft.mautic.example', username: USERNAME, password: PASSWORD }),
      helpers: {
        httpRequest: async (o: any) => {
          const url = new URL(o.url);
          for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
          const res = await fetch(url, {
            method: o.method,
            headers: o.headers,
            body: o.method === 'GET' || o.body === undefined ? undefined : JSON.stringify(o.body),
          });
          return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
        },
      },
    }) as unknown as NodeMethodContext & WebhookSetupContext;

  it('lists companies, tags, stages, fields, industries, segments, campaigns and emails', async () => {
    const lo = mauticMethods.loadOptions!;
    const c = ctx();
    expect(await lo.getCompanies!.call(c, c)).toEqual([
      { name: 'Engines Ltd', value: 'Engines Ltd' },
      { name: 'Compilers Inc', value: 'Compilers Inc' },
    ]);
    expect(await lo.getTags!.call(c, c)).toEqual([{ name: 'vip', value: 'vip' }]);
    expect(await lo.getStages!.call(c, c)).toEqual([
      { name: 'Lead', value: 1 },
      { name: 'Customer', value: 2 },
    ]);
    expect((await lo.getContactFields!.call(c, c))[1]).toEqual({ name: 'First Name', value: 'firstname' });
    expect((await lo.getIndustries!.call(c, c)).map((o) => o.value)).toContain('Textiles');
    expect(await lo.getSegments!.call(c, c)).toEqual([
      { name: 'Newsletter', value: 1 },
      { name: 'Beta', value: 2 },
    ]);
    expect(await lo.getCampaigns!.call(c, c)).toEqual([{ name: 'Onboarding', value: 1 }]);
    expect(await lo.getSegmentEmails!.call(c, c)).toEqual([{ name: 'Monthly', value: 2 }]);
    expect(await lo.getCampaignEmails!.call(c, c)).toEqual([{ name: 'Welcome', value: 1 }]);
    expect((await mauticTriggerMethods.loadOptions!.getEvents!.call(c, c))[0]).toMatchObject({
      name: 'Contact Created Event',
      value: 'mautic.lead_post_save_new',
    });
  });

  it('creates, finds and deletes the webhook', async () => {
    const methods = mauticTriggerNode[0]!.webhookMethods!.default!;
    const staticData: Record<string, unknown> = {};
    const c = ctx({ staticData, events: ['mautic.lead_post_save_new'], eventsOrder: 'DESC' });
    expect(await methods.checkExists(c)).toBe(false);
    expect(await methods.create(c)).toBe(true);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/hooks/new',
      body: {
        name: 'n8n-webhook:/webhook/abc/webhook',
        description: 'n8n webhook',
        webhookUrl: 'https://weft.example/webhook/abc/webhook',
        triggers: ['mautic.lead_post_save_new'],
        eventsOrderbyDir: 'DESC',
        isPublished: true,
      },
    });
    expect(staticData).toEqual({ webhookId: 1 });
    expect(await methods.checkExists(c)).toBe(true);
    expect(await methods.delete(c)).toBe(true);
    expect(staticData).toEqual({});
    expect(fake.state.hooks).toEqual([]);
    staticData.webhookId = 7;
    expect(await methods.checkExists(c)).toBe(false);
    expect(await methods.delete(c)).toBe(false);
  });
});
