/**
 * Slack 1 and 2–2.4 against the loopback Web API fake (test-fake/slack-fake.mjs), in workflows as
 * n8n stores them: each operation's request (HTTP method, Web API method, query, body) and the items
 * it answers, message building (text, blocks, attachments, attribution, threads, ephemeral), uploads
 * (legacy and external), pagination, Slack's `ok: false` errors, 429 retries and send and wait.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { SLACK_ATTRIBUTION } from './message-v2.js';
import { start, TOKEN, type SlackFake } from './test-fake/slack-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>>;
let fake: SlackFake;

beforeAll(async () => {
  server = await start();
  fake = server.fake;
  process.env.WEFT_SLACK_API_URL = server.url;
  process.env.WEFT_SLACK_RETRY_BASE_MS = '5';
});
afterAll(async () => {
  delete process.env.WEFT_SLACK_API_URL;
  delete process.env.WEFT_SLACK_RETRY_BASE_MS;
  await server.close();
});
beforeEach(() => fake.reset());

interface RunOptions {
  version?: number;
  items?: Item[];
  onError?: string;
  credentials?: Record<string, Record<string, unknown>>;
  resumable?: boolean;
}

const rl = (value: string, mode = 'id') => ({ __rl: true, value, mode });

/** Runs one Slack node with `parameters` through the engine. */
async function run(parameters: Record<string, unknown>, options: RunOptions = {}) {
  const node: Record<string, unknown> = {
    id: 's1',
    name: 'Slack',
    type: 'n8n-nodes-base.slack',
    typeVersion: options.version ?? 2.4,
    position: [200, 0],
    parameters,
    credentials: { slackApi: { id: '1', name: 'Slack bot' }, slackOAuth2Api: { id: '2', name: 'Slack OAuth' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf1', name: 'slack test', nodes: [node], connections: {} });
  const credentials = options.credentials ?? { slackApi: { accessToken: TOKEN } };
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Slack',
    startItems: options.items ?? [{ json: {} }],
    ...(options.resumable ? { resumeUrl: 'https://weft.example/webhook-waiting' } : {}),
    services: {
      getCredentials: async (_node, type) => credentials[type] ?? {},
      ...(options.resumable
        ? { signResumeUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}signature=sig` }
        : {}),
    },
  });
  const runData = result.data.resultData.runData.Slack?.[0];
  const items = runData?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error, status: result.status };
}

const calls = (method: string) => fake.calls.filter((c) => c.method === method);
const last = (method: string) => calls(method).at(-1)!;
/** Posts a message straight into the fake and answers its ts. */
function seedMessage(channel: string, text: string, extra: Record<string, unknown> = {}): string {
  const ts = `${++fake.state.clock}.000123`;
  fake.state.messages.push({ type: 'message', user: 'U02BOB', text, ts, channel, ...extra });
  return ts;
}

describe('Slack registration', () => {
  it('registers versions 1 and 2–2.4, slackTool at 2–2.4, and both credentials with n8n’s property names', () => {
    expect(registry.versions?.('n8n-nodes-base.slack')).toEqual([1, 2, 2.1, 2.2, 2.3, 2.4]);
    expect(registry.versions?.('n8n-nodes-base.slackTool')).toEqual([2, 2.1, 2.2, 2.3, 2.4]);
    const api = builtinCredentialTypes.find((c) => c.name === 'slackApi');
    expect(api?.properties.map((p) => p.name)).toEqual(['accessToken', 'signatureSecret', 'notice']);
    const oauth = builtinCredentialTypes.find((c) => c.name === 'slackOAuth2Api');
    expect(oauth?.extends).toEqual(['oAuth2Api']);
    const defaults = Object.fromEntries(oauth!.properties.map((p) => [p.name, p.default]));
    expect(defaults).toMatchObject({
      authUrl: 'https://slack.com/oauth/v2/authorize',
      accessTokenUrl: 'https://slack.com/api/oauth.v2.access',
      scope: 'chat:write',
      authentication: 'body',
    });
    expect(String(defaults.authQueryParameters)).toMatch(/^user_scope=channels:read .*search:read$/);
  });
});

describe('Slack 2.x messages', () => {
  it('sends a text message to a channel with the Weft attribution (2.1+), answering Slack’s answer with message_timestamp', async () => {
    const r = await run(
      {
        resource: 'message',
        operation: 'post',
        select: 'channel',
        channelId: rl('C01GENERAL'),
        text: 'Hello team',
        otherOptions: {},
      },
      { items: [{ json: {} }, { json: {} }] },
    );
    expect(r.error).toBeUndefined();
    const call = last('chat.postMessage');
    expect(call.httpMethod).toBe('POST');
    expect(call.path).toBe('/api/chat.postMessage');
    expect(call.contentType).toMatch(/^application\/json/);
    expect(call.token).toBe(TOKEN);
    expect(call.body).toEqual({ channel: 'C01GENERAL', text: `Hello team\n${SLACK_ATTRIBUTION}` });
    expect(calls('chat.postMessage')).toHaveLength(2);
    expect(r.json[0]).toEqual({
      ok: true,
      channel: 'C01GENERAL',
      message_timestamp: expect.stringMatching(/^\d+\.\d+$/),
      message: expect.objectContaining({ text: `Hello team\n${SLACK_ATTRIBUTION}` }),
    });
    expect(r.json[0]).not.toHaveProperty('ts');
    expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('2.0 adds no attribution by default; a user by @username, a channel by URL or by name', async () => {
    await run(
      {
        resource: 'message',
        operation: 'post',
        select: 'user',
        user: rl('bob', 'username'),
        text: 'hi',
        otherOptions: {},
      },
      { version: 2 },
    );
    expect(last('chat.postMessage').body).toEqual({ channel: '@bob', text: 'hi' });
    await run({
      resource: 'message',
      operation: 'post',
      select: 'channel',
      channelId: rl('https://app.slack.com/client/T0WEFT/C02RANDOM', 'url'),
      text: 'via url',
      otherOptions: { includeLinkToWorkflow: false },
    });
    expect(last('chat.postMessage').body).toEqual({ channel: 'C02RANDOM', text: 'via url' });
    await run({
      resource: 'message',
      operation: 'post',
      select: 'channel',
      channelId: rl('#random', 'name'),
      text: 'by name',
      otherOptions: { includeLinkToWorkflow: false },
    });
    expect(last('chat.postMessage').body.channel).toBe('#random');
  });

  it('sends blocks (with the attribution block and notification text) and attachments (fields flattened)', async () => {
    const blocks = JSON.stringify({ blocks: [{ type: 'section', text: { type: 'mrkdwn', text: '*Deploy* done' } }] });
    await run({
      resource: 'message',
      operation: 'post',
      select: 'channel',
      channelId: rl('C01GENERAL'),
      messageType: 'block',
      blocksUi: blocks,
      text: 'Deploy done',
      otherOptions: {},
    });
    expect(last('chat.postMessage').body).toEqual({
      channel: 'C01GENERAL',
      text: 'Deploy done',
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: '*Deploy* done' } },
        { type: 'section', text: { type: 'mrkdwn', text: SLACK_ATTRIBUTION } },
      ],
    });
    await run({
      resource: 'message',
      operation: 'post',
      select: 'channel',
      channelId: rl('C01GENERAL'),
      messageType: 'attachment',
      attachments: [
        { title: 'Build', color: '#00ff00', fields: { item: [{ title: 'Status', value: 'green', short: true }] } },
      ],
      otherOptions: { includeLinkToWorkflow: false },
    });
    expect(last('chat.postMessage').body).toEqual({
      channel: 'C01GENERAL',
      attachments: [{ title: 'Build', color: '#00ff00', fields: [{ title: 'Status', value: 'green', short: true }] }],
    });
    const bad = await run({
      resource: 'message',
      operation: 'post',
      select: 'channel',
      channelId: rl('C01GENERAL'),
      messageType: 'block',
      blocksUi: '{not json',
      otherOptions: {},
    });
    expect(bad.error?.message).toMatch(/Blocks/);
  });

  it('applies the options: thread reply, bot profile, markdown, unfurling, link names, send as user', async () => {
    await run({
      resource: 'message',
      operation: 'post',
      select: 'channel',
      channelId: rl('C01GENERAL'),
      text: 'reply',
      otherOptions: {
        includeLinkToWorkflow: false,
        thread_ts: { replyValues: { thread_ts: 1700000001.0001, reply_broadcast: true } },
        botProfile: { imageValues: { profilePhotoType: 'emoji', icon_emoji: ':robot_face:' } },
        mrkdwn: false,
        unfurl_links: true,
        unfurl_media: false,
        link_names: true,
        sendAsUser: 'Weft Bot',
      },
    });
    expect(last('chat.postMessage').body).toEqual({
      channel: 'C01GENERAL',
      text: 'reply',
      thread_ts: 1700000001.0001,
      reply_broadcast: true,
      icon_emoji: ':robot_face:',
      mrkdwn: false,
      unfurl_links: true,
      unfurl_media: false,
      link_names: true,
      username: 'Weft Bot',
    });
  });

  it('sends ephemeral messages to a channel member or a user, and refuses a user by username', async () => {
    const r = await run({
      resource: 'message',
      operation: 'post',
      select: 'channel',
      channelId: rl('C01GENERAL'),
      text: 'psst',
      otherOptions: {
        includeLinkToWorkflow: false,
        ephemeral: { ephemeralValues: { user: rl('U02BOB'), ephemeral: true } },
      },
    });
    expect(r.error).toBeUndefined();
    expect(last('chat.postEphemeral').body).toEqual({ channel: 'C01GENERAL', text: 'psst', user: 'U02BOB' });
    expect(r.json[0]).toEqual({ ok: true, message_ts: expect.any(String) });
    await run({
      resource: 'message',
      operation: 'post',
      select: 'user',
      user: rl('U02BOB'),
      text: 'dm',
      otherOptions: { includeLinkToWorkflow: false, ephemeral: true },
    });
    expect(last('chat.postEphemeral').body).toEqual({ channel: 'U02BOB', text: 'dm', user: 'U02BOB' });
    const refused = await run({
      resource: 'message',
      operation: 'post',
      select: 'user',
      user: rl('bob', 'username'),
      text: 'dm',
      otherOptions: { ephemeral: true },
    });
    expect(refused.error?.message).toMatch(/ephemeral.*By username/);
  });

  it('updates, deletes and links a message', async () => {
    const ts = seedMessage('C01GENERAL', 'old text');
    const u = await run({
      resource: 'message',
      operation: 'update',
      channelId: rl('C01GENERAL'),
      ts: Number(ts),
      messageType: 'text',
      text: 'new text',
      updateFields: { parse: 'full' },
      otherOptions: { includeLinkToWorkflow: false },
    });
    expect(u.error).toBeUndefined();
    expect(last('chat.update').body).toEqual({ channel: 'C01GENERAL', ts, text: 'new text', parse: 'full' });
    expect(u.json[0]).toMatchObject({ ok: true, channel: 'C01GENERAL', message_timestamp: ts, text: 'new text' });
    const link = await run({
      resource: 'message',
      operation: 'getPermalink',
      channelId: rl('C01GENERAL'),
      timestamp: Number(ts),
    });
    expect(last('chat.getPermalink')).toMatchObject({
      httpMethod: 'GET',
      query: { channel: 'C01GENERAL', message_ts: ts },
    });
    expect(link.json[0]).toEqual({
      ok: true,
      channel: 'C01GENERAL',
      permalink: expect.stringContaining('/archives/C01GENERAL/p'),
    });
    const d = await run({
      resource: 'message',
      operation: 'delete',
      select: 'channel',
      channelId: rl('C01GENERAL'),
      timestamp: Number(ts),
    });
    expect(last('chat.delete').body).toEqual({ channel: 'C01GENERAL', ts });
    expect(d.json[0]).toEqual({ ok: true, channel: 'C01GENERAL', message_timestamp: ts });
    expect(fake.state.messages).toHaveLength(0);
  });

  it('searches messages with the channel filter and sort, limited or all pages', async () => {
    for (let n = 0; n < 5; n++) seedMessage('C01GENERAL', `invoice ${n}`);
    seedMessage('C02RANDOM', 'invoice elsewhere');
    const r = await run({
      resource: 'message',
      operation: 'search',
      query: 'invoice',
      sort: 'asc',
      returnAll: false,
      limit: 2,
      options: { searchChannel: ['general'] },
    });
    expect(last('search.messages')).toMatchObject({
      httpMethod: 'POST',
      query: { query: 'invoice in:general', sort: 'timestamp', sort_dir: 'asc', count: '2' },
    });
    expect(r.json.map((m) => m.text)).toEqual(['invoice 0', 'invoice 1']);
    fake.calls = [];
    const all = await run({
      resource: 'message',
      operation: 'search',
      query: 'invoice',
      sort: 'relevance',
      returnAll: true,
      options: {},
    });
    expect(all.json).toHaveLength(6);
    expect(last('search.messages').query).toMatchObject({ sort: 'score', sort_dir: 'desc', page: '1' });
  });
});

describe('Slack 2.x channels', () => {
  it('creates a channel (a leading # dropped, visibility) and answers the channel', async () => {
    const r = await run({
      resource: 'channel',
      operation: 'create',
      channelId: '#launch',
      channelVisibility: 'private',
    });
    expect(last('conversations.create').body).toEqual({ name: 'launch', is_private: true });
    expect(r.json[0]).toMatchObject({ name: 'launch', is_private: true, id: expect.stringMatching(/^C/) });
  });

  it('runs the simple channel operations with their bodies and answers', async () => {
    const cases: Array<
      [Record<string, unknown>, string, Record<string, unknown>, 'body' | 'query', Record<string, unknown>]
    > = [
      [
        { operation: 'get', channelId: rl('C01GENERAL') },
        'conversations.info',
        { channel: 'C01GENERAL' },
        'query',
        { id: 'C01GENERAL', name: 'general' },
      ],
      [
        { operation: 'invite', channelId: rl('C02RANDOM'), userIds: ['U03CAROL'] },
        'conversations.invite',
        { channel: 'C02RANDOM', users: 'U03CAROL' },
        'body',
        { id: 'C02RANDOM', num_members: 3 },
      ],
      [
        { operation: 'kick', channelId: rl('C02RANDOM'), userId: 'U02BOB' },
        'conversations.kick',
        { channel: 'C02RANDOM', user: 'U02BOB' },
        'body',
        { ok: true },
      ],
      [
        { operation: 'join', channelId: rl('C03SECRET') },
        'conversations.join',
        { channel: 'C03SECRET' },
        'body',
        { id: 'C03SECRET' },
      ],
      [
        { operation: 'leave', channelId: rl('C03SECRET') },
        'conversations.leave',
        { channel: 'C03SECRET' },
        'body',
        { ok: true },
      ],
      [
        { operation: 'rename', channelId: rl('C02RANDOM'), name: 'watercooler' },
        'conversations.rename',
        { channel: 'C02RANDOM', name: 'watercooler' },
        'body',
        { name: 'watercooler' },
      ],
      [
        { operation: 'setPurpose', channelId: rl('C01GENERAL'), purpose: 'Everything' },
        'conversations.setPurpose',
        { channel: 'C01GENERAL', purpose: 'Everything' },
        'body',
        { purpose: { value: 'Everything' } },
      ],
      [
        { operation: 'setTopic', channelId: rl('C01GENERAL'), topic: 'Launch' },
        'conversations.setTopic',
        { channel: 'C01GENERAL', topic: 'Launch' },
        'body',
        { topic: { value: 'Launch' } },
      ],
      [
        { operation: 'archive', channelId: rl('C02RANDOM') },
        'conversations.archive',
        { channel: 'C02RANDOM' },
        'body',
        { ok: true },
      ],
      [
        { operation: 'unarchive', channelId: rl('C02RANDOM') },
        'conversations.unarchive',
        { channel: 'C02RANDOM' },
        'body',
        { ok: true },
      ],
      [
        { operation: 'close', channelId: rl('C02RANDOM') },
        'conversations.close',
        { channel: 'C02RANDOM' },
        'body',
        { ok: true },
      ],
      [
        { operation: 'open', options: { users: ['U02BOB'], returnIm: true } },
        'conversations.open',
        { users: 'U02BOB', return_im: true },
        'body',
        { id: expect.stringMatching(/^D/), is_im: true },
      ],
    ];
    for (const [parameters, method, sent, where, answer] of cases) {
      const r = await run({ resource: 'channel', ...parameters });
      expect(r.error, method).toBeUndefined();
      const call = last(method);
      expect(call.httpMethod, method).toBe('POST');
      expect(where === 'body' ? call.body : call.query, method).toEqual(sent);
      expect(r.json[0], method).toMatchObject(answer);
    }
  });

  it('lists channels with filters, a limit, or every page by cursor', async () => {
    const some = await run({
      resource: 'channel',
      operation: 'getAll',
      returnAll: false,
      limit: 2,
      filters: { types: ['public_channel', 'private_channel'], excludeArchived: true },
    });
    expect(last('conversations.list')).toMatchObject({
      httpMethod: 'GET',
      query: { types: 'public_channel,private_channel', exclude_archived: 'true', limit: '2' },
    });
    expect(some.json.map((c) => c.name)).toEqual(['general', 'random']);
    for (let n = 0; n < 230; n++)
      fake.state.channels.push({
        id: `CX${n}`,
        name: `bulk-${n}`,
        is_channel: true,
        is_private: false,
        is_archived: false,
        members: [],
        topic: { value: '' },
        purpose: { value: '' },
      });
    fake.calls = [];
    const all = await run({ resource: 'channel', operation: 'getAll', returnAll: true, filters: {} });
    expect(all.json).toHaveLength(232);
    expect(calls('conversations.list').map((c) => c.query.cursor)).toEqual([undefined, 'dXNlcjo100', 'dXNlcjo200']);
    expect(calls('conversations.list')[0]!.query).toMatchObject({ limit: '100', page: '1' });
  });

  it('reads history (2.4 sorted newest first, dates as Unix seconds) and thread replies', async () => {
    const a = seedMessage('C01GENERAL', 'first');
    seedMessage('C01GENERAL', 'second');
    seedMessage('C01GENERAL', 'reply', { thread_ts: a });
    const h = await run({
      resource: 'channel',
      operation: 'history',
      channelId: rl('C01GENERAL'),
      returnAll: false,
      limit: 10,
      filters: { oldest: '2023-11-14T00:00:00.000Z', inclusive: true },
    });
    expect(last('conversations.history').query).toEqual({
      channel: 'C01GENERAL',
      oldest: String(Date.parse('2023-11-14T00:00:00.000Z') / 1000),
      inclusive: 'true',
      limit: '10',
    });
    expect(h.json.map((m) => m.text)).toEqual(['second', 'first']);
    const old = await run(
      { resource: 'channel', operation: 'history', channelId: rl('C01GENERAL'), returnAll: true, filters: {} },
      { version: 2.3 },
    );
    expect(old.json.map((m) => m.text)).toEqual(['first', 'second']);
    const r = await run({
      resource: 'channel',
      operation: 'replies',
      channelId: rl('C01GENERAL'),
      ts: Number(a),
      returnAll: false,
      limit: 5,
      filters: {},
    });
    expect(last('conversations.replies').query).toEqual({ channel: 'C01GENERAL', ts: a, limit: '5' });
    expect(r.json.map((m) => m.text)).toEqual(['first', 'reply']);
  });

  it('lists members as { member }, or their user records with Resolve Data', async () => {
    const ids = await run({
      resource: 'channel',
      operation: 'member',
      channelId: rl('C01GENERAL'),
      returnAll: false,
      limit: 2,
      resolveData: false,
    });
    expect(ids.json).toEqual([{ member: 'U01ALICE' }, { member: 'U02BOB' }]);
    const users = await run({
      resource: 'channel',
      operation: 'member',
      channelId: rl('C02RANDOM'),
      returnAll: true,
      resolveData: true,
    });
    expect(users.json.map((u) => u.name)).toEqual(['alice', 'bob']);
    expect(calls('users.info').map((c) => c.query.user)).toEqual(['U01ALICE', 'U02BOB']);
  });
});

describe('Slack 2.x reactions, stars, users, user groups', () => {
  it('adds, reads and removes a reaction', async () => {
    const ts = seedMessage('C01GENERAL', 'ship it');
    const add = await run({
      resource: 'reaction',
      operation: 'add',
      channelId: rl('C01GENERAL'),
      timestamp: Number(ts),
      name: 'rocket',
    });
    expect(last('reactions.add').body).toEqual({ channel: 'C01GENERAL', name: 'rocket', timestamp: ts });
    expect(add.json[0]).toEqual({ ok: true });
    const get = await run({
      resource: 'reaction',
      operation: 'get',
      channelId: rl('C01GENERAL'),
      timestamp: Number(ts),
    });
    expect(last('reactions.get')).toMatchObject({ httpMethod: 'GET', query: { channel: 'C01GENERAL', timestamp: ts } });
    expect(get.json[0]).toMatchObject({
      ok: true,
      type: 'message',
      message: { reactions: [{ name: 'rocket', count: 1 }] },
    });
    await run({
      resource: 'reaction',
      operation: 'remove',
      channelId: rl('C01GENERAL'),
      timestamp: Number(ts),
      name: 'rocket',
    });
    expect(last('reactions.remove').body).toEqual({ channel: 'C01GENERAL', name: 'rocket', timestamp: ts });
  });

  it('stars a message and a file, lists and removes stars', async () => {
    const ts = seedMessage('C01GENERAL', 'remember');
    await run({
      resource: 'star',
      operation: 'add',
      target: 'message',
      channelId: rl('C01GENERAL'),
      timestamp: Number(ts),
      options: {},
    });
    expect(last('stars.add').body).toEqual({ channel: 'C01GENERAL', timestamp: ts });
    await run({
      resource: 'star',
      operation: 'add',
      target: 'file',
      channelId: rl('C01GENERAL'),
      fileId: 'F0001',
      options: { fileComment: 'Fc1' },
    });
    expect(last('stars.add').body).toEqual({ channel: 'C01GENERAL', file: 'F0001', file_comment: 'Fc1' });
    const list = await run({ resource: 'star', operation: 'getAll', returnAll: false, limit: 10 });
    expect(last('stars.list').query).toEqual({ limit: '10' });
    expect(list.json).toHaveLength(2);
    await run({ resource: 'star', operation: 'delete', options: { fileId: 'F0001' } });
    expect(last('stars.remove').body).toEqual({ file: 'F0001' });
  });

  it('reads users, presence and profiles, lists users, and updates a profile with status and custom fields', async () => {
    const info = await run({ resource: 'user', operation: 'info', user: rl('U02BOB') });
    expect(last('users.info').query).toEqual({ user: 'U02BOB' });
    expect(info.json[0]).toMatchObject({ id: 'U02BOB', name: 'bob' });
    const presence = await run({ resource: 'user', operation: 'getPresence', user: rl('U02BOB') });
    expect(presence.json[0]).toEqual({ ok: true, presence: 'away', online: false });
    const profile = await run({ resource: 'user', operation: 'getProfile', user: rl('U01ALICE') });
    expect(profile.json[0]).toMatchObject({ email: 'alice@weft.test' });
    const all = await run({ resource: 'user', operation: 'getAll', returnAll: false, limit: 2 });
    expect(all.json.map((u) => u.id)).toEqual(['U01ALICE', 'U02BOB']);
    const set = await run({
      resource: 'user',
      operation: 'updateProfile',
      options: {
        first_name: 'Al',
        status: {
          set_status: [
            { status_text: 'On leave', status_emoji: ':palm_tree:', status_expiration: '2030-01-01T00:00:00Z' },
          ],
        },
        customFieldUi: { customFieldValues: [{ id: 'Xf01', value: 'blue', alt: '' }] },
        user: 'U02BOB',
      },
    });
    expect(last('users.profile.set').body).toEqual({
      user: 'U02BOB',
      profile: {
        status_text: 'On leave',
        status_emoji: ':palm_tree:',
        status_expiration: Date.parse('2030-01-01T00:00:00Z') / 1000,
        first_name: 'Al',
        fields: { Xf01: { value: 'blue', alt: '' } },
      },
    });
    expect(set.json[0]).toMatchObject({ first_name: 'Al', status_text: 'On leave' });
  });

  it('creates, disables, enables, updates and lists user groups', async () => {
    const created = await run({
      resource: 'userGroup',
      operation: 'create',
      name: 'Ops',
      Options: { handle: 'ops', include_count: true },
    });
    expect(last('usergroups.create').body).toEqual({ name: 'Ops', handle: 'ops', include_count: true });
    const id = String(created.json[0]!.id);
    await run({ resource: 'userGroup', operation: 'disable', userGroupId: id, options: { include_count: true } });
    expect(last('usergroups.disable').body).toEqual({ usergroup: id, include_count: true });
    await run({ resource: 'userGroup', operation: 'enable', userGroupId: id, option: {} });
    expect(last('usergroups.enable').body).toEqual({ usergroup: id });
    const up = await run({
      resource: 'userGroup',
      operation: 'update',
      userGroupId: id,
      updateFields: { description: 'On call' },
    });
    expect(up.json[0]).toMatchObject({ id, description: 'On call' });
    await run({ resource: 'userGroup', operation: 'create', name: 'Dev', Options: {} });
    const list = await run({
      resource: 'userGroup',
      operation: 'getAll',
      returnAll: false,
      limit: 1,
      options: { include_disabled: true },
    });
    expect(last('usergroups.list').query).toEqual({ include_disabled: 'true' });
    expect(list.json.map((g) => g.name)).toEqual(['Ops']);
  });
});

describe('Slack files', () => {
  const file = (text: string, fileName = 'notes.txt'): Item => ({
    json: {},
    binary: { data: { data: Buffer.from(text).toString('base64'), mimeType: 'text/plain', fileName } },
  });

  it('2.2+ uploads through getUploadURLExternal, the upload URL and completeUploadExternal', async () => {
    const r = await run(
      {
        resource: 'file',
        operation: 'upload',
        binaryPropertyName: 'data',
        options: { channelId: 'C01GENERAL', initialComment: 'Here', title: 'Notes', fileName: 'renamed.txt' },
      },
      { items: [file('hello file')] },
    );
    expect(r.error).toBeUndefined();
    expect(fake.calls.map((c) => c.method)).toEqual([
      'files.getUploadURLExternal',
      'upload',
      'files.completeUploadExternal',
    ]);
    expect(last('files.getUploadURLExternal')).toMatchObject({
      httpMethod: 'GET',
      query: { filename: 'renamed.txt', length: '10' },
    });
    expect(last('upload')).toMatchObject({
      httpMethod: 'POST',
      files: { file: { name: 'notes.txt', type: 'text/plain', text: 'hello file' } },
    });
    const id = fake.state.files[0]!.id;
    expect(last('files.completeUploadExternal').body).toEqual({
      files: [{ id, title: 'Notes' }],
      channel_id: 'C01GENERAL',
      initial_comment: 'Here',
    });
    expect(r.json).toEqual([expect.objectContaining({ id, title: 'Notes', channels: ['C01GENERAL'] })]);
    const missing = await run(
      { resource: 'file', operation: 'upload', binaryPropertyName: 'nope', options: {} },
      { items: [file('x')] },
    );
    expect(missing.error?.message).toMatch(/no binary field "nope"/);
  });

  it('2.0/2.1 and 1 upload with files.upload: text as a form, binary as multipart', async () => {
    const text = await run(
      {
        resource: 'file',
        operation: 'upload',
        binaryData: false,
        fileContent: 'plain words',
        options: { channelIds: ['C01GENERAL'], title: 'T' },
      },
      { version: 2.1 },
    );
    expect(last('files.upload')).toMatchObject({
      contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
      body: { channels: 'C01GENERAL', title: 'T', content: 'plain words' },
    });
    expect(text.json[0]).toMatchObject({ id: 'F0001', channels: ['C01GENERAL'] });
    await run(
      {
        resource: 'file',
        operation: 'upload',
        binaryData: true,
        binaryPropertyName: 'data',
        options: { fileName: 'named.txt' },
      },
      { version: 1, items: [file('binary bytes')] },
    );
    expect(last('files.upload')).toMatchObject({
      contentType: expect.stringMatching(/^multipart\/form-data/),
      body: { filename: 'named.txt' },
      files: { file: { name: 'notes.txt', text: 'binary bytes' } },
    });
  });

  it('reads a file and lists files (count paging)', async () => {
    await run(
      { resource: 'file', operation: 'upload', binaryData: false, fileContent: 'one', options: {} },
      { version: 2 },
    );
    await run(
      { resource: 'file', operation: 'upload', binaryData: false, fileContent: 'two', options: {} },
      { version: 2 },
    );
    const got = await run({ resource: 'file', operation: 'get', fileId: 'F0002' });
    expect(last('files.info').query).toEqual({ file: 'F0002' });
    expect(got.json[0]).toMatchObject({ id: 'F0002' });
    const some = await run({
      resource: 'file',
      operation: 'getAll',
      returnAll: false,
      limit: 1,
      filters: { types: ['all'], userId: 'U01ALICE' },
    });
    expect(last('files.list').query).toEqual({ types: 'all', user: 'U01ALICE', count: '1' });
    expect(some.json).toHaveLength(1);
    fake.calls = [];
    for (let n = 0; n < 150; n++)
      fake.state.files.push({ id: `FB${n}`, name: `b${n}`, channels: [], user: 'U01ALICE' });
    const all = await run({ resource: 'file', operation: 'getAll', returnAll: true, filters: {} });
    expect(all.json).toHaveLength(152);
    expect(calls('files.list').map((c) => [c.query.page, c.query.count])).toEqual([
      ['1', '100'],
      ['2', '100'],
    ]);
  });
});

describe('Slack errors and faults', () => {
  it('turns ok:false into an error naming Slack’s code and the item; continueOnFail keeps going', async () => {
    const r = await run(
      { resource: 'channel', operation: 'get', channelId: rl('C404') },
      { items: [{ json: {} }, { json: {} }] },
    );
    expect(r.error?.message).toBe('Slack error response: "channel_not_found"');
    expect((r.error as { description?: string }).description).toMatch(/no channel with this ID/);
    expect(calls('conversations.info')).toHaveLength(1);
    const c = await run(
      { resource: 'channel', operation: 'get', channelId: rl('C404') },
      { onError: 'continueRegularOutput', items: [{ json: {} }, { json: {} }] },
    );
    expect(c.error).toBeUndefined();
    expect(c.json).toEqual([
      { error: 'Slack error response: "channel_not_found"' },
      { error: 'Slack error response: "channel_not_found"' },
    ]);
  });

  it('a refused token says so; an OAuth2 credential sends its user token', async () => {
    const bad = await run(
      { resource: 'user', operation: 'info', user: rl('U01ALICE') },
      { credentials: { slackApi: { accessToken: 'xoxb-wrong' } } },
    );
    expect(bad.error?.message).toMatch(/invalid_auth/);
    expect((bad.error as { description?: string }).description).toMatch(/did not accept the token/);
    const ok = await run(
      { authentication: 'oAuth2', resource: 'user', operation: 'info', user: rl('U01ALICE') },
      {
        credentials: {
          slackOAuth2Api: { oauthTokenData: { access_token: 'xoxb-bot', authed_user: { access_token: TOKEN } } },
        },
      },
    );
    expect(ok.error).toBeUndefined();
    expect(last('users.info').token).toBe(TOKEN);
    const none = await run(
      { authentication: 'oAuth2', resource: 'user', operation: 'info', user: rl('U01ALICE') },
      { credentials: { slackOAuth2Api: {} } },
    );
    expect(none.error?.message).toMatch(/not connected to Slack/);
  });

  it('waits out a 429 Retry-After and retries 5xx with backoff, then gives up with a clear error', async () => {
    fake.state.faults.push({
      method: 'users.info',
      status: 429,
      headers: { 'retry-after': '1' },
      body: { ok: false, error: 'ratelimited' },
    });
    const startedAt = Date.now();
    const r = await run({ resource: 'user', operation: 'info', user: rl('U01ALICE') });
    expect(r.error).toBeUndefined();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(950);
    expect(calls('users.info')).toHaveLength(2);
    fake.state.faults.push({ method: 'users.info', status: 503, body: 'busy', times: 2 });
    expect((await run({ resource: 'user', operation: 'info', user: rl('U01ALICE') })).error).toBeUndefined();
    fake.state.faults.push({
      method: 'users.info',
      status: 500,
      body: { ok: false, error: 'internal_error' },
      times: 10,
    });
    const failed = await run({ resource: 'user', operation: 'info', user: rl('U01ALICE') });
    expect(failed.error?.message).toMatch(/internal_error/);
  });

  it('stops a list whose cursor never ends: a repeated cursor at once, new cursors at the page cap', async () => {
    fake.state.endlessCursor = 'repeat';
    const repeated = await run({ resource: 'user', operation: 'getAll', returnAll: true });
    expect(repeated.error?.message).toBe(
      'Slack answered the same page cursor twice for "users.list", so reading stopped',
    );
    expect(calls('users.list')).toHaveLength(2);
    fake.state.endlessCursor = true;
    fake.calls = [];
    const endless = await run({ resource: 'user', operation: 'getAll', returnAll: true });
    expect(endless.error?.message).toBe(
      'Slack kept answering more pages of "users.list" after 1000 pages, so reading stopped',
    );
    expect(calls('users.list')).toHaveLength(1000);
  }, 60_000);
});

describe('Slack send and wait', () => {
  it('posts the message with approve/decline link buttons and waits (2.4: mrkdwn text)', async () => {
    const r = await run(
      {
        resource: 'message',
        operation: 'sendAndWait',
        select: 'user',
        user: rl('U02BOB'),
        message: 'Deploy to prod?',
        responseType: 'approval',
        approvalOptions: {
          values: {
            approvalType: 'double',
            approveLabel: 'Approve',
            disapproveLabel: 'Decline',
            buttonApprovalStyle: 'primary',
            buttonDisapprovalStyle: 'secondary',
          },
        },
        options: {},
      },
      { resumable: true },
    );
    expect(r.error).toBeUndefined();
    expect(r.status).toBe('waiting');
    const body = last('chat.postMessage').body;
    expect(body.channel).toBe('U02BOB');
    expect(body.blocks[1]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: 'Deploy to prod?' } });
    const buttons = body.blocks[4].elements;
    expect(buttons.map((b: { text: { text: string } }) => b.text.text)).toEqual(['Decline', 'Approve']);
    expect(buttons[0].url).toMatch(/^https:\/\/weft\.example\/webhook-waiting\/.+\?approved=false&signature=sig$/);
    expect(buttons[1]).toMatchObject({ style: 'primary', url: expect.stringMatching(/approved=true&signature=sig$/) });
    expect(body.blocks.at(-1).text.text).toMatch(/Weft/);
  });

  it('2.2 writes the text as plain_text with emoji; the description has n8n’s send-and-wait webhooks', async () => {
    await run(
      {
        resource: 'message',
        operation: 'sendAndWait',
        select: 'channel',
        channelId: rl('C01GENERAL'),
        message: 'Ok?',
        responseType: 'freeText',
        options: { appendAttribution: false },
      },
      { version: 2.2, resumable: true },
    );
    const body = last('chat.postMessage').body;
    expect(body.channel).toBe('C01GENERAL');
    expect(body.blocks[1]).toEqual({ type: 'section', text: { type: 'plain_text', text: 'Ok?', emoji: true } });
    expect(body.blocks).toHaveLength(5);
    expect(body.blocks[4].elements[0].text.text).toBe('Respond');
    const type = registry.get('n8n-nodes-base.slack', 2.4);
    expect(type?.description.webhooks?.map((w) => w.httpMethod)).toEqual(['GET', 'POST']);
  });
});

describe('Slack 1', () => {
  it('posts with the block builder, attachments and other options; keeps ts in the answer', async () => {
    const r = await run(
      {
        resource: 'message',
        operation: 'post',
        channel: 'C01GENERAL',
        text: 'v1 text',
        jsonParameters: false,
        attachments: [{ title: 'A', fields: {} }],
        blocksUi: {
          blocksValues: [
            {
              type: 'section',
              blockId: 'b1',
              textUi: { textValue: { type: 'mrkwdn', text: '*hi*', verbatim: false } },
              fieldsUi: {},
              accessoryUi: {
                accessoriesValues: {
                  type: 'button',
                  text: 'Go',
                  emoji: false,
                  url: 'https://weft.test',
                  style: 'primary',
                  confirmUi: {},
                },
              },
            },
            {
              type: 'actions',
              blockId: 'b2',
              elementsUi: {
                elementsValues: [
                  {
                    type: 'button',
                    text: 'Yes',
                    emoji: true,
                    actionId: 'yes',
                    value: 'y',
                    style: 'default',
                    confirmUi: {
                      confirmValue: {
                        titleUi: { titleValue: { text: 'Sure?', emoji: false } },
                        textUi: {},
                        confirmTextUi: {},
                        denyUi: {},
                        style: 'danger',
                      },
                    },
                  },
                ],
              },
            },
          ],
        },
        otherOptions: { thread_ts: '123.456', icon_emoji: ':wave:' },
      },
      { version: 1 },
    );
    expect(r.error).toBeUndefined();
    expect(last('chat.postMessage').body).toEqual({
      channel: 'C01GENERAL',
      text: 'v1 text',
      attachments: [{ title: 'A' }],
      blocks: [
        {
          block_id: 'b1',
          type: 'section',
          text: { type: 'mrkdwn', verbatim: false, text: '*hi*' },
          accessory: {
            type: 'button',
            text: { text: 'Go', type: 'plain_text', emoji: false },
            url: 'https://weft.test',
            style: 'primary',
          },
        },
        {
          block_id: 'b2',
          type: 'actions',
          elements: [
            {
              action_id: 'yes',
              type: 'button',
              text: { text: 'Yes', type: 'plain_text', emoji: true },
              value: 'y',
              confirm: { title: { type: 'plain_text', text: 'Sure?', emoji: false }, style: 'danger' },
            },
          ],
        },
      ],
      thread_ts: '123.456',
      icon_emoji: ':wave:',
    });
    expect(r.json[0]).toMatchObject({ ok: true, channel: 'C01GENERAL', ts: expect.any(String) });
  });

  it('posts ephemeral and JSON messages, refuses bad JSON, updates, creates channels and reads profiles', async () => {
    await run(
      {
        resource: 'message',
        operation: 'postEphemeral',
        channel: 'C01GENERAL',
        user: 'U02BOB',
        text: 'only you',
        jsonParameters: true,
        blocksJson: '[{"type":"divider"}]',
        otherOptions: {},
      },
      { version: 1 },
    );
    // Slack 1 shows Blocks (JSON) for post and update only, so an ephemeral message sends none (as n8n).
    expect(last('chat.postEphemeral').body).toEqual({
      channel: 'C01GENERAL',
      user: 'U02BOB',
      text: 'only you',
    });
    const bad = await run(
      {
        resource: 'message',
        operation: 'post',
        channel: 'C01GENERAL',
        text: 'x',
        jsonParameters: true,
        attachmentsJson: '{oops',
        otherOptions: {},
      },
      { version: 1 },
    );
    expect(bad.error?.message).toBe('Attachments is not valid JSON');
    const ts = seedMessage('C01GENERAL', 'before');
    await run(
      {
        resource: 'message',
        operation: 'update',
        channelId: 'C01GENERAL',
        ts,
        text: 'after',
        jsonParameters: false,
        attachments: [],
        updateFields: { link_names: true },
      },
      { version: 1 },
    );
    expect(last('chat.update').body).toEqual({
      channel: 'C01GENERAL',
      text: 'after',
      ts,
      attachments: [],
      link_names: true,
    });
    const ch = await run(
      { resource: 'channel', operation: 'create', channelId: 'v1-room', additionalFields: { isPrivate: true } },
      { version: 1 },
    );
    expect(last('conversations.create').body).toEqual({ name: 'v1-room', is_private: true });
    expect(ch.json[0]).toMatchObject({ name: 'v1-room' });
    const profile = await run(
      { resource: 'userProfile', operation: 'get', additionalFields: { user: 'U02BOB', include_labels: true } },
      { version: 1 },
    );
    expect(last('users.profile.get')).toMatchObject({
      httpMethod: 'POST',
      query: { user: 'U02BOB', include_labels: 'true' },
    });
    expect(profile.json[0]).toMatchObject({ email: 'bob@weft.test' });
    await run(
      { resource: 'userProfile', operation: 'update', additionalFields: { status_text: 'Busy' } },
      { version: 1 },
    );
    expect(last('users.profile.set').body).toEqual({ profile: { status_text: 'Busy', status_expiration: 0 } });
    await run(
      { resource: 'userGroup', operation: 'create', name: 'Old', additionalFields: { description: 'v1' } },
      { version: 1 },
    );
    expect(last('usergroups.create').body).toEqual({ name: 'Old', description: 'v1' });
  });
});

describe('Slack in workflows as n8n exports them', () => {
  it('runs an exported 2.2 workflow: a Set node’s fields into the text by expression, a listed channel with its cached name', async () => {
    const exported = {
      name: 'Daily digest',
      nodes: [
        {
          parameters: {},
          id: 'a1',
          name: 'When clicking ‘Test workflow’',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
        },
        {
          parameters: {
            assignments: {
              assignments: [
                { id: 'x1', name: 'msg', value: 'Build 42 passed', type: 'string' },
                { id: 'x2', name: 'who', value: 'U02BOB', type: 'string' },
              ],
            },
            options: {},
          },
          id: 'a2',
          name: 'Edit Fields',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.4,
          position: [220, 0],
        },
        {
          parameters: {
            select: 'channel',
            channelId: { __rl: true, value: 'C01GENERAL', mode: 'list', cachedResultName: 'general' },
            text: '=:white_check_mark: {{ $json.msg }} (cc <@{{ $json.who }}>)',
            otherOptions: { includeLinkToWorkflow: false, mrkdwn: true },
          },
          id: 'a3',
          name: 'Slack',
          type: 'n8n-nodes-base.slack',
          typeVersion: 2.2,
          position: [440, 0],
          webhookId: '5f1e9a9c-4a0e-4c36-9a43-1c2f0e3b1a11',
          credentials: { slackApi: { id: 'cred1', name: 'Slack account' } },
        },
      ],
      connections: {
        'When clicking ‘Test workflow’': { main: [[{ node: 'Edit Fields', type: 'main', index: 0 }]] },
        'Edit Fields': { main: [[{ node: 'Slack', type: 'main', index: 0 }]] },
      },
      settings: { executionOrder: 'v1' },
    };
    const result = await runWorkflow({
      workflow: importN8nWorkflow(exported),
      nodeTypes: registry,
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async (_node, type) => (type === 'slackApi' ? { accessToken: TOKEN } : {}) },
    });
    expect(result.data.resultData.error).toBeUndefined();
    expect(last('chat.postMessage').body).toEqual({
      channel: 'C01GENERAL',
      text: ':white_check_mark: Build 42 passed (cc <@U02BOB>)',
      mrkdwn: true,
    });
    const out = result.data.resultData.runData.Slack?.[0]?.data?.main?.[0] ?? [];
    expect(out.map((i) => i.json)).toEqual([
      {
        ok: true,
        channel: 'C01GENERAL',
        message_timestamp: expect.any(String),
        message: expect.objectContaining({ text: ':white_check_mark: Build 42 passed (cc <@U02BOB>)' }),
      },
    ]);
  });

  it('offers Slack 2.x to agents as slackTool, with the tool description and the same operations', () => {
    const tool = registry.get('n8n-nodes-base.slackTool', 2.4)!;
    expect(tool.description.outputs).toEqual(['ai_tool']);
    expect(tool.description.properties.map((p) => p.name)).toContain('toolDescription');
    expect(tool.description.webhooks).toBeUndefined();
    expect(registry.get('n8n-nodes-base.slackTool', 1)).toBeUndefined();
  });
});
