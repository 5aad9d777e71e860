/**
 * Mattermost 1 against the loopback REST API v4 fake (test-fake/mattermost-fake.mjs), in workflows
 * as n8n stores them: each operation's request (method, path, query, body, the bearer token, the
 * credential's base URL) and the items it answers, paging for "Return All", Mattermost's refusals
 * as node errors, continue-on-fail, 429 retries, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { attachmentsForMattermost } from './execute.js';
import { mattermostMethods } from './methods.js';
import { start, TOKEN, type MattermostFake, type MattermostSeed } from './test-fake/mattermost-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: MattermostFake;

const SEED: MattermostSeed = {
  users: [{ username: 'ada', roles: 'system_admin system_user' }, { username: 'grace' }, { username: 'linus' }],
  teams: [
    {
      name: 'eng',
      display_name: 'Engineering',
      members: ['grace'],
      channels: [
        {
          name: 'town-square',
          display_name: 'Town Square',
          members: ['grace', 'linus'],
          posts: [
            {
              user: 'grace',
              message: 'Deploy done',
              reactions: [
                { user: 'ada', emoji: 'tada' },
                { user: 'linus', emoji: '+1' },
              ],
            },
          ],
        },
        { name: 'ops', display_name: 'Ops', type: 'P' },
      ],
    },
  ],
};
// Counted ids: users ada 1, grace 2, linus 3; team 4 (invite id 5); channel town-square 6, its post 7; channel ops 8.
const ID = (n: number) => `wf${n.toString(36).padStart(24, '0')}`;
const ADA = ID(1),
  GRACE = ID(2),
  LINUS = ID(3),
  TEAM = ID(4),
  TOWN = ID(6),
  POST = ID(7),
  OPS = ID(8);

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_MATTERMOST_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_MATTERMOST_RETRY_BASE_MS;
  await server?.close();
});

const credentials = () => ({ accessToken: TOKEN, baseUrl: `${server!.url}/`, allowUnauthorizedCerts: false });

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; token?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'm1',
    name: 'Mattermost',
    type: 'n8n-nodes-base.mattermost',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { mattermostApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'mattermost test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Mattermost',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async () => ({ ...credentials(), ...(options.token ? { accessToken: options.token } : {}) }),
    },
  });
  const items = result.data.resultData.runData.Mattermost?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Mattermost registration', () => {
  it('registers Mattermost 1, mattermostTool 1 and the mattermostApi credential (a bearer token)', () => {
    expect(registry.versions?.('n8n-nodes-base.mattermost')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.mattermostTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'mattermostApi')!;
    expect(cred.properties.map((p) => p.name)).toEqual(['accessToken', 'baseUrl', 'allowUnauthorizedCerts']);
    expect(cred.authenticate?.({ accessToken: 't' }, { url: 'x', headers: { a: '1' } }).headers).toEqual({
      a: '1',
      Authorization: 'Bearer t',
    });
  });
});

describe('Mattermost messages', () => {
  it('posts a message per item under /api/v4 of the base URL, with reshaped attachments and the other options', async () => {
    const attachments = [
      {
        title: 'Build',
        color: '#00ff00',
        fields: { item: [{ title: 'Branch', value: 'main', short: true }] },
        actions: {
          item: [
            {
              type: 'button',
              name: 'Approve',
              data_source: 'custom',
              integration: {
                item: { url: 'https://ci.example/approve', context: { property: [{ name: 'build', value: '42' }] } },
              },
            },
          ],
        },
      },
    ];
    const { json, error } = await run(
      { channelId: TOWN, message: '={{ $json.text }}', attachments, otherOptions: { root_id: POST } },
      { items: [{ json: { text: 'one' } }, { json: { text: 'two' } }] },
    );
    expect(error).toBeUndefined();
    expect(calls().map((c) => [c.method, c.path, c.authorization])).toEqual([
      ['POST', '/api/v4/posts', `Bearer ${TOKEN}`],
      ['POST', '/api/v4/posts', `Bearer ${TOKEN}`],
    ]);
    expect(calls()[0]!.body).toEqual({
      channel_id: TOWN,
      message: 'one',
      root_id: POST,
      props: {
        attachments: [
          {
            title: 'Build',
            color: '#00ff00',
            fields: [{ title: 'Branch', value: 'main', short: true }],
            actions: [
              { name: 'Approve', integration: { url: 'https://ci.example/approve', context: { build: '42' } } },
            ],
          },
        ],
      },
    });
    expect(json.map((p) => [p.message, p.channel_id, p.root_id, p.user_id])).toEqual([
      ['one', TOWN, POST, ADA],
      ['two', TOWN, POST, ADA],
    ]);
  });

  it('drops empty attachment fields and actions, and keeps select options as a list', () => {
    expect(
      attachmentsForMattermost([
        {
          text: 'x',
          fields: {},
          actions: {
            item: [
              { type: 'select', data_source: 'users', name: 'Who', options: { option: [{ text: 'A', value: 'a' }] } },
            ],
          },
        },
      ]),
    ).toEqual([
      {
        text: 'x',
        actions: [{ type: 'select', data_source: 'users', name: 'Who', options: [{ text: 'A', value: 'a' }] }],
      },
    ]);
  });

  it('posts an ephemeral message for a user and deletes a post', async () => {
    const eph = await run({ operation: 'postEphemeral', userId: GRACE, channelId: TOWN, message: 'only you' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/v4/posts/ephemeral',
      body: { user_id: GRACE, post: { channel_id: TOWN, message: 'only you' } },
    });
    expect(eph.json[0]).toMatchObject({ channel_id: TOWN, message: 'only you' });
    const del = await run({ operation: 'delete', postId: POST });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/v4/posts/${POST}` });
    expect(del.json).toEqual([{ status: 'OK' }]);
    expect(fake.state.posts[0]!.delete_at).toBeGreaterThan(0);
  });
});

describe('Mattermost channels', () => {
  it('creates a private channel (type P) and adds a user to it', async () => {
    const made = await run({
      resource: 'channel',
      teamId: TEAM,
      displayName: 'Release',
      channel: 'release',
      type: 'private',
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/v4/channels',
      body: { team_id: TEAM, display_name: 'Release', name: 'release', type: 'P' },
    });
    expect(made.json[0]).toMatchObject({ name: 'release', type: 'P', team_id: TEAM });
    const added = await run({ resource: 'channel', operation: 'addUser', channelId: made.json[0]!.id, userId: LINUS });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/api/v4/channels/${made.json[0]!.id}/members`,
      body: { user_id: LINUS },
    });
    expect(added.json[0]).toMatchObject({ channel_id: made.json[0]!.id, user_id: LINUS });
  });

  it('archives, restores and counts a channel', async () => {
    expect((await run({ resource: 'channel', operation: 'delete', channelId: OPS })).json).toEqual([{ status: 'OK' }]);
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/v4/channels/${OPS}` });
    const restored = await run({ resource: 'channel', operation: 'restore', channelId: OPS });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/v4/channels/${OPS}/restore` });
    expect(restored.json[0]).toMatchObject({ id: OPS, delete_at: 0 });
    const stats = await run({ resource: 'channel', operation: 'statistics', channelId: TOWN });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/v4/channels/${TOWN}/stats` });
    expect(stats.json).toEqual([
      { channel_id: TOWN, member_count: 3, guest_count: 0, pinnedpost_count: 0, files_count: 0 },
    ]);
  });

  it('lists members: every page with Return All (raw members), or up to the limit resolved to users', async () => {
    const all = await run({ resource: 'channel', operation: 'members', teamId: TEAM, channelId: TOWN });
    expect(calls().map((c) => [c.path, c.query])).toEqual([
      [`/api/v4/channels/${TOWN}/members`, { page: '0', per_page: '100' }],
      [`/api/v4/channels/${TOWN}/members`, { page: '1', per_page: '100' }],
    ]);
    expect(all.json.map((m) => m.user_id)).toEqual([ADA, GRACE, LINUS]);
    fake.state.calls.length = 0;
    const some = await run({
      resource: 'channel',
      operation: 'members',
      teamId: TEAM,
      channelId: TOWN,
      returnAll: false,
      limit: 2,
    });
    expect(calls().map((c) => [c.method, c.path, c.query, c.body])).toEqual([
      ['GET', `/api/v4/channels/${TOWN}/members`, { per_page: '2' }, undefined],
      ['POST', '/api/v4/users/ids', { per_page: '2' }, [ADA, GRACE]],
    ]);
    expect(some.json.map((u) => u.username)).toEqual(['ada', 'grace']);
  });

  it("searches a team's channels and cuts the answer to the limit", async () => {
    const found = await run({ resource: 'channel', operation: 'search', teamId: TEAM, term: 'square', limit: 5 });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/api/v4/teams/${TEAM}/channels/search`,
      body: { term: 'square' },
    });
    expect(found.json.map((c) => c.id)).toEqual([TOWN]);
  });
});

describe('Mattermost reactions', () => {
  it('adds a reaction (colons dropped), lists them up to the limit and removes one', async () => {
    const made = await run({ resource: 'reaction', userId: GRACE, postId: POST, emojiName: ':rocket:' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/v4/reactions',
      body: { user_id: GRACE, post_id: POST, emoji_name: 'rocket' },
    });
    expect(typeof last().body.create_at).toBe('number');
    expect(made.json[0]).toMatchObject({ user_id: GRACE, post_id: POST, emoji_name: 'rocket' });
    const listed = await run({ resource: 'reaction', operation: 'getAll', postId: POST, returnAll: false, limit: 2 });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/v4/posts/${POST}/reactions` });
    expect(listed.json.map((r) => r.emoji_name)).toEqual(['tada', '+1']);
    expect((await run({ resource: 'reaction', operation: 'getAll', postId: POST })).json).toHaveLength(3);
    const removed = await run({
      resource: 'reaction',
      operation: 'delete',
      userId: ADA,
      postId: POST,
      emojiName: 'tada',
    });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/v4/users/${ADA}/posts/${POST}/reactions/tada` });
    expect(removed.json).toEqual([{ status: 'OK' }]);
  });
});

describe('Mattermost users', () => {
  it('creates a user with email sign-in and notification settings', async () => {
    const made = await run({
      resource: 'user',
      operation: 'create',
      username: 'marie',
      authService: 'email',
      email: 'marie@weft.example',
      password: 'secret123',
      additionalFields: {
        first_name: 'Marie',
        notificationUi: { notificationValues: { channel: true, desktop: 'all', push: 'none' } },
      },
    });
    // The editor's defaults fill in the settings left out, as in n8n.
    const notify = {
      channel: true,
      desktop: 'all',
      desktop_sound: true,
      email: false,
      first_name: false,
      mention_keys: '',
      push: 'none',
    };
    expect(last().body).toEqual({
      auth_service: 'email',
      username: 'marie',
      first_name: 'Marie',
      notificationUi: { notificationValues: notify },
      notify_props: notify,
      email: 'marie@weft.example',
      password: 'secret123',
    });
    expect(made.json[0]).toMatchObject({ username: 'marie', email: 'marie@weft.example', first_name: 'Marie' });
  });

  it('creates a user signed in elsewhere with its auth data', async () => {
    await run({
      resource: 'user',
      operation: 'create',
      username: 'sso.user',
      authService: 'saml',
      authData: 'sso-42',
      additionalFields: {},
    });
    expect(last().body).toEqual({ auth_service: 'saml', username: 'sso.user', auth_data: 'sso-42' });
  });

  it('reads users by email and by ids (since as epoch ms), deactivates one and invites by email', async () => {
    expect(
      (await run({ resource: 'user', operation: 'getByEmail', email: 'grace@weft.example' })).json[0],
    ).toMatchObject({ id: GRACE });
    expect(last().path).toBe('/api/v4/users/email/grace@weft.example');
    const byIds = await run({
      resource: 'user',
      operation: 'getById',
      userIds: `${GRACE},${LINUS}`,
      additionalFields: { since: '2020-01-01T00:00:00.000Z' },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/v4/users/ids',
      query: { since: String(Date.parse('2020-01-01T00:00:00.000Z')) },
      body: [GRACE, LINUS],
    });
    expect(byIds.json.map((u) => u.username)).toEqual(['grace', 'linus']);
    expect((await run({ resource: 'user', operation: 'deactive', userId: LINUS })).json).toEqual([{ status: 'OK' }]);
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/v4/users/${LINUS}` });
    expect(
      (await run({ resource: 'user', operation: 'invite', teamId: TEAM, emails: 'a@weft.example,b@weft.example' }))
        .json,
    ).toEqual([{ status: 'OK' }]);
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/api/v4/teams/${TEAM}/invite/email`,
      body: ['a@weft.example', 'b@weft.example'],
    });
  });

  it('lists users page by page, or one page with the filters and sort', async () => {
    const all = await run({ resource: 'user', operation: 'getAll', additionalFields: {} });
    expect(calls().map((c) => c.query)).toEqual([
      { page: '0', per_page: '100' },
      { page: '1', per_page: '100' },
    ]);
    expect(all.json.map((u) => u.username)).toEqual(['ada', 'grace', 'linus']);
    const inTeam = await run({
      resource: 'user',
      operation: 'getAll',
      returnAll: false,
      limit: 10,
      additionalFields: { inTeam: TEAM, sort: 'createdAt' },
    });
    expect(last().query).toEqual({ in_team: TEAM, sort: 'created_at', per_page: '10' });
    expect(inTeam.json.map((u) => u.username)).toEqual(['grace', 'ada']);
    await run({
      resource: 'user',
      operation: 'getAll',
      returnAll: false,
      limit: 10,
      additionalFields: { inChannel: TOWN, sort: 'username' },
    });
    expect(last().query).toEqual({ in_channel: TOWN, sort: '', per_page: '10' });
  });

  it('refuses a sort without a team or channel, and one the channel cannot take, before any call', async () => {
    expect(
      (await run({ resource: 'user', operation: 'getAll', additionalFields: { sort: 'status' } })).error?.message,
    ).toBe("When sort is defined either 'in team' or 'in channel' must be defined");
    expect(
      (await run({ resource: 'user', operation: 'getAll', additionalFields: { inChannel: TOWN, sort: 'createdAt' } }))
        .error?.message,
    ).toBe('When In Channel is set the only valid values for sorting are status,username');
    expect(calls()).toHaveLength(0);
  });
});

describe('Mattermost errors', () => {
  it("turns Mattermost's refusal into the node error with its message", async () => {
    const { error } = await run({ resource: 'channel', operation: 'statistics', channelId: ID(99) });
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect(error?.description).toBe('Unable to find the existing channel.');
  });

  it('refuses a wrong token (401)', async () => {
    const { error } = await run({ resource: 'channel', operation: 'statistics', channelId: TOWN }, { token: 'wrong' });
    expect(error?.message).toMatch(/Authorization failed/);
    expect(last().authorization).toBe('Bearer wrong');
  });

  it('gives { error } per failing item with Continue On Fail', async () => {
    const { json } = await run(
      { operation: 'delete', postId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: ID(98) } }, { json: { id: POST } }] },
    );
    expect(json).toEqual([{ error: 'The resource you are requesting could not be found' }, { status: 'OK' }]);
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ resource: 'channel', operation: 'statistics', channelId: TOWN });
    expect(calls()).toHaveLength(2);
    expect(json[0]).toMatchObject({ channel_id: TOWN });
  });
});

describe('Mattermost look-ups', () => {
  const ctx = (params: Record<string, unknown> = {}) =>
    ({
      getNode: () => ({
        id: 'm1',
        name: 'Mattermost',
        type: 'n8n-nodes-base.mattermost',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async () => credentials(),
      getCurrentNodeParameter: (name: string) => params[name],
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

  it("lists channels with their team, a team's channels, teams and users, sorted by name", async () => {
    const lo = mattermostMethods.loadOptions!;
    expect(await lo.getChannels!.call(ctx(), ctx())).toEqual([
      { name: 'Engineering - Ops (private)', value: OPS },
      { name: 'Engineering - Town Square (public)', value: TOWN },
    ]);
    expect(await lo.getChannelsInTeam!.call(ctx(), ctx({ teamId: TEAM }))).toEqual([
      { name: 'Ops (private)', value: OPS },
      { name: 'Town Square (public)', value: TOWN },
    ]);
    expect(await lo.getTeams!.call(ctx(), ctx())).toEqual([{ name: 'Engineering (public)', value: TEAM }]);
    expect(await lo.getUsers!.call(ctx(), ctx())).toEqual([
      { name: 'ada', value: ADA },
      { name: 'grace', value: GRACE },
      { name: 'linus', value: LINUS },
    ]);
  });
});

describe('Mattermost base URL', () => {
  it("follows the credential's base URL, its path kept, and only tests move its origin", async () => {
    const { mattermostBaseUrl } = await import('./api.js');
    expect(mattermostBaseUrl('https://chat.weft.example/mm/')).toBe('https://chat.weft.example/mm');
    process.env.WEFT_MATTERMOST_API_URL = 'http://127.0.0.1:9/';
    try {
      expect(mattermostBaseUrl('https://chat.weft.example/mm/')).toBe('http://127.0.0.1:9/mm');
    } finally {
      delete process.env.WEFT_MATTERMOST_API_URL;
    }
  });
});
