/**
 * Mailchimp 1 against the loopback Marketing API fake (test-fake/mailchimp-fake.mjs), in workflows as
 * n8n stores them: each operation's request (method, path, query, body, the data center and the
 * `apikey` header) and the items it answers, reading every page by offset, the query shared between
 * items, OAuth2 through the metadata endpoint, Mailchimp's refusals as node errors, continue-on-fail,
 * the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { mailchimpMethods } from './methods.js';
import { API_KEY, OAUTH_TOKEN, start, type MailchimpFake, type MailchimpSeed } from './test-fake/mailchimp-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: MailchimpFake;

const SEED: MailchimpSeed = {
  lists: [
    {
      name: 'Newsletter',
      categories: [{ title: 'Interests', interests: ['Weaving', 'Dyeing'] }],
      members: [
        { email: 'ada@weft.example', merge_fields: { FNAME: 'Ada', LNAME: 'Lovelace' }, tags: ['vip'] },
        { email: 'grace@weft.example', merge_fields: { FNAME: 'Grace' } },
        { email: 'linus@weft.example', status: 'unsubscribed' },
      ],
    },
    { name: 'Beta' },
  ],
  campaigns: [
    {
      title: 'Spring',
      list: 'Newsletter',
      subject_line: 'Hi',
      from_name: 'Weft',
      reply_to: 'a@weft.example',
      status: 'sent',
    },
    { title: 'Draft', list: 'Beta' },
  ],
};
// The fake's counted ids for SEED.
const NEWSLETTER = '0000000001',
  INTERESTS = '0000000002',
  WEAVING = '0000000003',
  BETA = '0000000009',
  SPRING = '000000000a',
  DRAFT = '000000000b';
const ADA = '267ab80abcdb6d5b2f5ebf7954d0b9f2';

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_MAILCHIMP_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_MAILCHIMP_API_URL;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; key?: string; oauth?: boolean } = {},
) {
  const node: Record<string, unknown> = {
    id: 'm1',
    name: 'Mailchimp',
    type: 'n8n-nodes-base.mailchimp',
    typeVersion: 1,
    position: [0, 0],
    parameters: options.oauth ? { authentication: 'oAuth2', ...parameters } : parameters,
    credentials: options.oauth
      ? { mailchimpOAuth2Api: { id: 'o', name: 'o' } }
      : { mailchimpApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'mailchimp test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'Europe/Paris',
    startNode: 'Mailchimp',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async (_node: unknown, type: string) =>
        type === 'mailchimpOAuth2Api'
          ? {
              oauthTokenData: { access_token: OAUTH_TOKEN },
              metadataUrl: 'https://login.mailchimp.com/oauth2/metadata',
            }
          : { apiKey: options.key ?? API_KEY },
    },
  });
  const items = result.data.resultData.runData.Mailchimp?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;
const member = (operation: string, extra: Record<string, unknown> = {}) => ({
  resource: 'member',
  operation,
  list: NEWSLETTER,
  ...extra,
});

describe('Mailchimp registration', () => {
  it('registers Mailchimp 1, mailchimpTool 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.mailchimp')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.mailchimpTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'mailchimpApi')!;
    expect(cred.authenticate?.({ apiKey: 'k-us1' }, { url: 'x', headers: {} }).headers).toEqual({
      Authorization: 'apikey k-us1',
    });
    expect(builtinCredentialTypes.find((c) => c.name === 'mailchimpOAuth2Api')?.extends).toEqual(['oAuth2Api']);
  });
});

describe('Mailchimp members', () => {
  it('creates a member from the UI collections, with n8n’s timestamp pattern', async () => {
    const { json } = await run(
      member('create', {
        email: 'marie@weft.example',
        status: 'subscribed',
        options: { tags: 'a,b', vip: true, timestampOpt: '2026-01-04T09:30:15.250' },
        locationFieldsUi: { locationFieldsValues: { latitude: '48.85', longitude: '2.35' } },
        mergeFieldsUi: { mergeFieldsValues: [{ name: 'FNAME', value: 'Marie' }] },
        groupsUi: { groupsValues: [{ categoryId: INTERESTS, categoryFieldId: WEAVING, value: true }] },
      }),
    );
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/3.0/lists/${NEWSLETTER}/members`,
      authorization: `apikey ${API_KEY}`,
      body: {
        listId: NEWSLETTER,
        email_address: 'marie@weft.example',
        status: 'subscribed',
        vip: true,
        tags: ['a', 'b'],
        timestamp_opt: '2026-01-04 09:01:25',
        location: { latitude: 48.85, longitude: 2.35 },
        merge_fields: { FNAME: 'Marie' },
        interests: { [WEAVING]: true },
      },
    });
    expect(json[0]).toMatchObject({ email_address: 'marie@weft.example', interests: { [WEAVING]: true } });
    expect(json[0]!.tags.map((t: any) => t.name)).toEqual(['a', 'b']);
  });

  it('creates from JSON, dropping text that is not JSON', async () => {
    await run(
      member('create', {
        email: 'k@weft.example',
        status: 'pending',
        jsonParameters: true,
        mergeFieldsJson: '{"FNAME":"K"}',
        locationJson: 'oops',
        groupJson: '',
      }),
    );
    expect(last().body).toEqual({
      listId: NEWSLETTER,
      email_address: 'k@weft.example',
      status: 'pending',
      merge_fields: { FNAME: 'K' },
    });
  });

  it('gets a member by address, with fields', async () => {
    const { json } = await run(
      member('get', { email: 'ada@weft.example', options: { fields: 'id,merge_fields.FNAME' } }),
    );
    expect(last()).toMatchObject({
      path: `/3.0/lists/${NEWSLETTER}/members/ada@weft.example`,
      query: { fields: 'id,merge_fields.FNAME' },
    });
    expect(json).toEqual([{ id: ADA, merge_fields: { FNAME: 'Ada' } }]);
  });

  it('reads a limit, or every page by offset (500 at a time), keeping the query for later items', async () => {
    expect((await run(member('getAll', { limit: 2 }))).json.map((m) => m.email_address)).toEqual([
      'ada@weft.example',
      'grace@weft.example',
    ]);
    expect(last().query).toEqual({ count: '2' });
    const { json } = await run(member('getAll', { returnAll: true, options: { status: '={{ $json.status }}' } }), {
      items: [{ json: { status: 'unsubscribed' } }, { json: { status: '' } }],
    });
    expect(json.map((m) => m.email_address)).toEqual(['linus@weft.example', 'linus@weft.example']);
    expect(
      calls()
        .slice(-4)
        .map((c) => c.query),
    ).toEqual([
      { status: 'unsubscribed', offset: '0', count: '500' },
      { status: 'unsubscribed', offset: '500', count: '500' },
      { status: 'unsubscribed', offset: '0', count: '500' },
      { status: 'unsubscribed', offset: '500', count: '500' },
    ]);
  });

  it('updates a member (without the shared query) and deletes one', async () => {
    const { json } = await run(
      member('update', {
        email: 'grace@weft.example',
        updateFields: {
          status: 'unsubscribed',
          skipMergeValidation: true,
          mergeFieldsUi: { mergeFieldsValues: [{ name: 'LNAME', value: 'H' }] },
        },
      }),
    );
    expect(last()).toMatchObject({
      method: 'PUT',
      query: {},
      body: {
        listId: NEWSLETTER,
        email_address: 'grace@weft.example',
        status: 'unsubscribed',
        merge_fields: { LNAME: 'H' },
      },
    });
    expect(json[0]).toMatchObject({ status: 'unsubscribed', merge_fields: { FNAME: 'Grace', LNAME: 'H' } });
    expect((await run(member('delete', { email: 'linus@weft.example' }))).json).toEqual([{ success: true }]);
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/3.0/lists/${NEWSLETTER}/members/linus@weft.example/actions/delete-permanent`,
    });
    expect(fake.state.lists[0]!.members).toHaveLength(2);
  });

  it('adds and removes tags', async () => {
    const tags = { resource: 'memberTag', list: NEWSLETTER, email: 'ada@weft.example', tags: ['x'] };
    expect((await run({ ...tags, operation: 'create' })).json).toEqual([{ success: true }]);
    expect(last().body).toEqual({ tags: [{ name: 'x', status: 'active' }] });
    await run({ ...tags, operation: 'delete', tags: ['vip'], options: { isSyncing: true } });
    expect(last().body).toEqual({ tags: [{ name: 'vip', status: 'inactive' }], is_syncing: true });
    expect(fake.state.lists[0]!.members[0].tags).toEqual(['x']);
  });
});

describe('Mailchimp groups and campaigns', () => {
  it('reads interest groups', async () => {
    const { json } = await run({
      resource: 'listGroup',
      operation: 'getAll',
      list: NEWSLETTER,
      groupCategory: INTERESTS,
      limit: 1,
    });
    expect(last()).toMatchObject({
      path: `/3.0/lists/${NEWSLETTER}/interest-categories/${INTERESTS}/interests`,
      query: { count: '1' },
    });
    expect(json.map((g) => g.name)).toEqual(['Weaving']);
  });

  it('reads campaigns with n8n’s default fields, or every field for *', async () => {
    const { json } = await run({ resource: 'campaign', operation: 'getAll' });
    expect(last().query.fields).toBe(
      'campaigns.id,campaigns.status,campaigns.tracking,campaigns.settings.from_name,campaigns.settings.title,campaigns.settings.reply_to',
    );
    expect(Object.keys(json[0]!)).toEqual(['id', 'status', 'settings', 'tracking']);
    await run({ resource: 'campaign', operation: 'getAll', limit: 1, options: { fields: ['*'] } });
    expect(last().query.fields!.split(',')[0]).toBe('*');
  });

  it('sends, replicates, resends and deletes; a draft that is not ready is refused', async () => {
    expect((await run({ resource: 'campaign', operation: 'replicate', campaignId: SPRING })).json[0]).toMatchObject({
      settings: { title: 'Spring (copy 01)' },
      status: 'save',
    });
    expect((await run({ resource: 'campaign', operation: 'resend', campaignId: SPRING })).json[0]).toMatchObject({
      parent_campaign_id: SPRING,
    });
    const refused = await run({ resource: 'campaign', operation: 'send', campaignId: DRAFT });
    expect(refused.error?.message).toBe('Bad request - please check your parameters');
    expect((await run({ resource: 'campaign', operation: 'delete', campaignId: DRAFT })).json).toEqual([
      { success: true },
    ]);
    expect(last()).toMatchObject({ method: 'DELETE', path: `/3.0/campaigns/${DRAFT}` });
  });
});

describe('Mailchimp signing and errors', () => {
  it('signs with OAuth2 at the endpoint the metadata names', async () => {
    await run(member('get', { email: 'ada@weft.example' }), { oauth: true });
    expect(
      calls()
        .slice(-2)
        .map((c) => [c.path, c.authorization]),
    ).toEqual([
      ['/oauth2/metadata', `OAuth ${OAUTH_TOKEN}`],
      [`/3.0/lists/${NEWSLETTER}/members/ada@weft.example`, `Bearer ${OAUTH_TOKEN}`],
    ]);
  });

  it('refuses a key without a data center, and a wrong key', async () => {
    expect((await run(member('get', { email: 'ada@weft.example' }), { key: 'nodash' })).error?.message).toBe(
      'The API key is not valid!',
    );
    expect((await run(member('get', { email: 'ada@weft.example' }), { key: 'wrong-us21' })).error?.message).toBe(
      'Authorization failed - please check your credentials',
    );
  });

  it('continues on failure with the message', async () => {
    const { items } = await run(member('get', { email: '={{ $json.email }}' }), {
      onError: 'continueRegularOutput',
      items: [{ json: { email: 'nobody@weft.example' } }, { json: { email: 'ada@weft.example' } }],
    });
    expect(items[0]!.json).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(items[1]!.json.id).toBe(ADA);
  });

  it('fails on excluded campaign fields as n8n’s node does', async () => {
    const { error } = await run({
      resource: 'campaign',
      operation: 'getAll',
      options: { excludeFields: ['campaigns._links'] },
    });
    expect(error?.message).toBe("Cannot read properties of undefined (reading 'join')");
  });
});

describe('Mailchimp editor look-ups', () => {
  const ctx = (list?: string) =>
    ({
      getNode: () => ({
        id: 'm',
        name: 'Mailchimp',
        type: 'weft.mailchimp',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      }),
      getNodeParameter: (_: string, fallback: unknown) => fallback,
      getCurrentNodeParameter: (name: string) => (name === 'list' ? list : undefined),
      getCredentials: async () => ({ apiKey: API_KEY }),
      helpers: {
        httpRequest: async (o: any) => {
          const url = new URL(o.url);
          for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
          const res = await fetch(url, { method: o.method, headers: o.headers });
          return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
        },
      },
    }) as unknown as NodeMethodContext;

  it('lists audiences, merge fields, interest categories and campaigns', async () => {
    const lo = mailchimpMethods.loadOptions!;
    expect(await lo.getLists!.call(ctx(), ctx())).toEqual([
      { name: 'Newsletter', value: NEWSLETTER },
      { name: 'Beta', value: BETA },
    ]);
    expect(await lo.getMergeFields!.call(ctx(NEWSLETTER), ctx(NEWSLETTER))).toEqual([
      { name: 'First Name', value: 'FNAME' },
      { name: 'Last Name', value: 'LNAME' },
    ]);
    expect(await lo.getGroupCategories!.call(ctx(NEWSLETTER), ctx(NEWSLETTER))).toEqual([
      { name: 'Interests', value: INTERESTS },
    ]);
    expect((await lo.getCampaigns!.call(ctx(), ctx())).map((c) => c.name)).toEqual(['Spring', 'Draft']);
    expect((await lo.getCampaignsFields!.call(ctx(), ctx()))[0]).toEqual({ name: '*', value: '*' });
  });
});
