/**
 * Discord 1 and 2 against the loopback Discord API fake (test-fake/discord-fake.mjs), in workflows
 * as n8n stores them: each operation's request (method, path, query, body, multipart parts,
 * Authorization) and the items it answers, embeds and options, OAuth2 server checks, paging,
 * Discord's error JSON, 429 (retry_after) and 5xx retries, continue-on-fail, send and wait, and the
 * editor look-ups.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHttpRequest, runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { discordMethods } from './methods.js';
import { BOT_TOKEN, start, USER_TOKEN, WEBHOOK_PATH, type DiscordFake } from './test-fake/discord-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>>;
let fake: DiscordFake;

beforeAll(async () => {
  server = await start();
  fake = server.fake;
  process.env.WEFT_DISCORD_API_URL = server.url;
  process.env.WEFT_DISCORD_RETRY_BASE_MS = '5';
});
afterAll(async () => {
  delete process.env.WEFT_DISCORD_API_URL;
  delete process.env.WEFT_DISCORD_RETRY_BASE_MS;
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
const server100 = { guildId: rl('100') };

function defaultCredentials(): Record<string, Record<string, unknown>> {
  return {
    discordBotApi: { botToken: BOT_TOKEN },
    discordOAuth2Api: { botToken: BOT_TOKEN, oauthTokenData: { access_token: USER_TOKEN } },
    discordWebhookApi: { webhookUri: `${server.url}${WEBHOOK_PATH}` },
  };
}

/** Runs one Discord node with `parameters` through the engine. */
async function run(parameters: Record<string, unknown>, options: RunOptions = {}) {
  const node: Record<string, unknown> = {
    id: 'd1',
    name: 'Discord',
    type: 'n8n-nodes-base.discord',
    typeVersion: options.version ?? 2,
    position: [200, 0],
    parameters,
    credentials: {
      discordBotApi: { id: '1', name: 'Bot' },
      discordOAuth2Api: { id: '2', name: 'OAuth' },
      discordWebhookApi: { id: '3', name: 'Hook' },
    },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf1', name: 'discord test', nodes: [node], connections: {} });
  const credentials = options.credentials ?? defaultCredentials();
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Discord',
    startItems: options.items ?? [{ json: {} }],
    ...(options.resumable ? { resumeUrl: 'https://weft.example/webhook-waiting' } : {}),
    services: {
      getCredentials: async (_node, type) => credentials[type] ?? {},
      ...(options.resumable
        ? { signResumeUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}signature=sig` }
        : {}),
    },
  });
  const runData = result.data.resultData.runData.Discord?.[0];
  const items = runData?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json as Record<string, any>),
    error: result.data.resultData.error,
    status: result.status,
  };
}

const apiCalls = () => fake.calls.filter((c) => c.path.startsWith('/api/'));
const last = () => fake.calls.at(-1)!;
function seedMessages(channel: string, count: number): void {
  for (let i = 0; i < count; i++)
    fake.state.messages.push({
      id: String(5000 + i),
      type: 0,
      channel_id: channel,
      author: { id: '300', username: 'user0' },
      content: `m${i}`,
      timestamp: '2026-01-01T00:00:00.000Z',
      embeds: [],
      reactions: [],
      pinned: false,
    });
}

describe('Discord registration', () => {
  it('registers versions 1 and 2, discordTool at 2, and the three credentials with n8n’s property names', () => {
    expect(registry.versions?.('n8n-nodes-base.discord')).toEqual([1, 2]);
    expect(registry.versions?.('n8n-nodes-base.discordTool')).toEqual([2]);
    const props = (name: string) => builtinCredentialTypes.find((c) => c.name === name)?.properties.map((p) => p.name);
    expect(props('discordBotApi')).toEqual(['botToken']);
    expect(props('discordWebhookApi')).toEqual(['webhookUri']);
    const oauth = builtinCredentialTypes.find((c) => c.name === 'discordOAuth2Api')!;
    expect(oauth.extends).toEqual(['oAuth2Api']);
    expect(Object.fromEntries(oauth.properties.map((p) => [p.name, p.default]))).toMatchObject({
      authUrl: 'https://discord.com/api/oauth2/authorize',
      accessTokenUrl: 'https://discord.com/api/oauth2/token',
      authQueryParameters: 'permissions=1642758929655',
      enabledScopes: 'identify guilds guilds.join bot',
    });
    const bot = builtinCredentialTypes.find((c) => c.name === 'discordBotApi')!;
    expect(bot.authenticate?.({ botToken: 'abc' }, { url: 'x' }).headers).toEqual({ Authorization: 'Bot abc' });
  });
});

describe('Discord 2 messages', () => {
  it('sends a message to a channel with options and embeds, answering Discord’s message object', async () => {
    seedMessages('200', 1);
    const r = await run(
      {
        resource: 'message',
        operation: 'send',
        ...server100,
        sendTo: 'channel',
        channelId: rl('https://discord.com/channels/100/200', 'url'),
        content: 'Hello',
        options: { flags: ['SUPPRESS_EMBEDS', 'SUPPRESS_NOTIFICATIONS'], message_reference: '5000', tts: true },
        embeds: {
          values: [
            {
              inputMethod: 'fields',
              title: 'Build',
              description: 'green',
              color: '#00ff00',
              author: 'CI',
              image: 'https://img.test/a.png',
              thumbnail: '',
              url: 'https://ci.test',
              video: 'https://v.test/v.mp4',
            },
            { inputMethod: 'json', json: '{"title":"From JSON","fields":[{"name":"a","value":"b"}]}' },
            { inputMethod: 'fields', title: '' },
          ],
        },
      },
      { items: [{ json: {} }, { json: {} }] },
    );
    expect(r.error).toBeUndefined();
    const call = last();
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/api/v10/channels/200/messages');
    expect(call.auth).toBe(`Bot ${BOT_TOKEN}`);
    expect(call.contentType).toMatch(/^application\/json/);
    expect(call.body).toEqual({
      content: 'Hello',
      tts: true,
      flags: 4100,
      message_reference: { message_id: '5000', guild_id: '100' },
      embeds: [
        {
          title: 'Build',
          description: 'green',
          color: 0x00ff00,
          author: { name: 'CI' },
          image: { url: 'https://img.test/a.png' },
          url: 'https://ci.test',
          video: { url: 'https://v.test/v.mp4', width: 1270, height: 720 },
        },
        { title: 'From JSON', fields: [{ name: 'a', value: 'b' }] },
      ],
    });
    expect(apiCalls().filter((c) => c.method === 'POST')).toHaveLength(2);
    expect(r.json[0]).toMatchObject({
      id: expect.any(String),
      channel_id: '200',
      content: 'Hello',
      type: 19,
      flags: 4100,
      author: { username: 'weft-bot' },
    });
    expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('sends a direct message to a member through a DM channel, and attaches binary files as multipart', async () => {
    const file = {
      data: Buffer.from('hello file').toString('base64'),
      mimeType: 'text/plain',
      fileName: 'notes',
      fileExtension: 'txt',
    };
    const r = await run(
      {
        resource: 'message',
        operation: 'send',
        ...server100,
        sendTo: 'user',
        userId: rl('301'),
        content: 'psst',
        options: {},
        files: { values: [{ inputFieldName: 'doc' }] },
      },
      { items: [{ json: {}, binary: { doc: file } }] },
    );
    expect(r.error).toBeUndefined();
    const [dm, post] = apiCalls();
    expect(dm).toMatchObject({ method: 'POST', path: '/api/v10/users/@me/channels', body: { recipient_id: '301' } });
    const dmChannel = fake.state.channels.find((c) => c.type === 1)!;
    expect(post!.path).toBe(`/api/v10/channels/${dmChannel.id}/messages`);
    expect(post!.contentType).toMatch(/^multipart\/form-data/);
    expect(post!.body).toEqual({ content: 'psst', attachments: [{ id: 0, filename: 'notes.txt' }] });
    expect(post!.files).toEqual([
      { field: 'files[0]', name: 'notes.txt', type: 'text/plain', size: 10, text: 'hello file' },
    ]);
    expect(r.json[0]).toMatchObject({ channel_id: dmChannel.id, attachments: [{ filename: 'notes.txt', size: 10 }] });
  });

  it('gets a message (simplified by default), lists with a limit or pages back with before, reacts and deletes', async () => {
    seedMessages('200', 130);
    const one = await run({
      resource: 'message',
      operation: 'get',
      ...server100,
      channelId: rl('200'),
      messageId: '5003',
      options: { simplify: true },
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/v10/channels/200/messages/5003' });
    expect(one.json).toEqual([
      {
        id: '5003',
        channel_id: '200',
        author: { id: '300', username: 'user0' },
        content: 'm3',
        timestamp: '2026-01-01T00:00:00.000Z',
        type: 0,
      },
    ]);
    const full = await run({
      resource: 'message',
      operation: 'get',
      ...server100,
      channelId: rl('200'),
      messageId: '5003',
      options: {},
    });
    expect(full.json[0]).toHaveProperty('embeds');

    const some = await run({
      resource: 'message',
      operation: 'getAll',
      ...server100,
      channelId: rl('200'),
      limit: 5,
      options: {},
    });
    expect(last().query).toEqual({ limit: '5' });
    expect(some.json.map((m) => m.id)).toEqual(['5129', '5128', '5127', '5126', '5125']);
    fake.calls = [];
    const all = await run({
      resource: 'message',
      operation: 'getAll',
      ...server100,
      channelId: rl('200'),
      returnAll: true,
      options: { simplify: true },
    });
    expect(all.json).toHaveLength(130);
    expect(all.json[129]).toEqual({
      id: '5000',
      channel_id: '200',
      author: { id: '300', username: 'user0' },
      content: 'm0',
      timestamp: '2026-01-01T00:00:00.000Z',
      type: 0,
    });
    expect(apiCalls().map((c) => c.query)).toEqual([{ limit: '100' }, { limit: '100', before: '5030' }]);

    const react = await run({
      resource: 'message',
      operation: 'react',
      ...server100,
      channelId: rl('200'),
      messageId: '5001',
      emoji: '👍',
    });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: `/api/v10/channels/200/messages/5001/reactions/${encodeURIComponent('👍')}/@me`,
    });
    expect(react.json).toEqual([{ success: true }]);
    const del = await run({
      resource: 'message',
      operation: 'deleteMessage',
      ...server100,
      channelId: rl('200'),
      messageId: '5001',
    });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/v10/channels/200/messages/5001' });
    expect(del.json).toEqual([{ success: true }]);
    expect(fake.state.messages.some((m) => m.id === '5001')).toBe(false);
  });
});

describe('Discord 2 channels and members', () => {
  it('creates, gets, updates, lists (limit, type filter) and deletes channels', async () => {
    const created = await run({
      resource: 'channel',
      operation: 'create',
      ...server100,
      name: 'releases',
      type: '0',
      options: { categoryId: rl('203'), topic: 'ship it', nsfw: false },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/v10/guilds/100/channels',
      body: { name: 'releases', type: '0', parent_id: '203', topic: 'ship it', nsfw: false },
    });
    const id = created.json[0]!.id as string;
    expect(created.json[0]).toMatchObject({ guild_id: '100', name: 'releases', type: 0, parent_id: '203' });
    const got = await run({ resource: 'channel', operation: 'get', ...server100, channelId: rl(id) });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/v10/channels/${id}` });
    expect(got.json[0]!.name).toBe('releases');
    const updated = await run({
      resource: 'channel',
      operation: 'update',
      ...server100,
      channelId: rl(id),
      name: 'releases-2',
      options: { rate_limit_per_user: 5 },
    });
    expect(last()).toMatchObject({ method: 'PATCH', body: { name: 'releases-2', rate_limit_per_user: 5 } });
    expect(updated.json[0]).toMatchObject({ name: 'releases-2', rate_limit_per_user: 5 });
    const limited = await run(
      { resource: 'channel', operation: 'getAll', ...server100, limit: 2, options: {} },
      { items: [{ json: {} }, { json: {} }] },
    );
    expect(limited.json.map((c) => c.name)).toEqual(['general', 'voice']);
    expect(limited.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
    const voice = await run({
      resource: 'channel',
      operation: 'getAll',
      ...server100,
      returnAll: true,
      options: { filter: ['2', '4'] },
    });
    expect(voice.json.map((c) => c.name)).toEqual(['voice', 'Text Channels']);
    const deleted = await run({ resource: 'channel', operation: 'deleteChannel', ...server100, channelId: rl(id) });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/v10/channels/${id}` });
    expect(deleted.json[0]).toMatchObject({ id, name: 'releases-2' });
  });

  it('lists members (limit and after, or every page), simplified; adds and removes roles', async () => {
    for (let i = 0; i < 120; i++) {
      const user = { id: String(1000 + i), username: `m${i}` };
      fake.state.users.push(user);
      fake.state.members.push({ user, roles: [], nick: null, joined_at: '2026-01-02T00:00:00.000Z' });
    }
    const some = await run({
      resource: 'member',
      operation: 'getAll',
      ...server100,
      limit: 2,
      after: '301',
      options: {},
    });
    expect(last().query).toEqual({ limit: '2', after: '301' });
    expect(some.json.map((m) => m.user.id)).toEqual(['302', '303']);
    expect(some.json[0]).toHaveProperty('joined_at');
    fake.calls = [];
    const all = await run({
      resource: 'member',
      operation: 'getAll',
      ...server100,
      returnAll: true,
      options: { simplify: true },
    });
    expect(all.json).toHaveLength(125);
    expect(all.json[0]).toEqual({ user: expect.objectContaining({ id: '300' }), roles: ['500'] });
    expect(apiCalls().map((c) => c.query)).toEqual([{ limit: '100' }, { limit: '100', after: '1094' }]);

    const add = await run({
      resource: 'member',
      operation: 'roleAdd',
      ...server100,
      userId: rl('301'),
      role: ['500', '501'],
    });
    expect(
      apiCalls()
        .slice(-2)
        .map((c) => `${c.method} ${c.path}`),
    ).toEqual(['PUT /api/v10/guilds/100/members/301/roles/500', 'PUT /api/v10/guilds/100/members/301/roles/501']);
    expect(add.json).toEqual([{ success: true }]);
    const remove = await run({
      resource: 'member',
      operation: 'roleRemove',
      ...server100,
      userId: rl('301'),
      role: ['500'],
    });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/v10/guilds/100/members/301/roles/500' });
    expect(remove.json).toEqual([{ success: true }]);
    expect(fake.state.members.find((m) => m.user.id === '301')!.roles).toEqual(['501']);
  });
});

describe('Discord 2 webhook connection and OAuth2', () => {
  it('posts through the webhook URL: without Wait an empty answer is { success: true }, with Wait the message', async () => {
    const plain = await run({
      authentication: 'webhook',
      operation: 'sendLegacy',
      content: 'from hook',
      options: { username: 'Bot Name', avatar_url: 'https://a.test/x.png', flags: ['SUPPRESS_NOTIFICATIONS'] },
    });
    expect(plain.error).toBeUndefined();
    expect(last()).toMatchObject({
      method: 'POST',
      path: WEBHOOK_PATH,
      query: {},
      auth: '',
      body: { content: 'from hook', username: 'Bot Name', avatar_url: 'https://a.test/x.png', flags: 4096 },
    });
    expect(plain.json).toEqual([{ success: true }]);
    const waited = await run({
      authentication: 'webhook',
      operation: 'sendLegacy',
      content: 'wait for it',
      options: { wait: true },
      embeds: { values: [{ inputMethod: 'fields', description: 'd' }] },
    });
    expect(last()).toMatchObject({
      query: { wait: 'true' },
      body: { content: 'wait for it', embeds: [{ description: 'd' }] },
    });
    expect(waited.json[0]).toMatchObject({ content: 'wait for it', webhook_id: '900' });
  });

  it('OAuth2 reads the user’s servers with the user token, calls as the bot, and refuses servers and channels the user is not in', async () => {
    const ok = await run({
      authentication: 'oAuth2',
      resource: 'message',
      operation: 'send',
      ...server100,
      sendTo: 'channel',
      channelId: rl('200'),
      content: 'hi',
      options: {},
    });
    expect(ok.error).toBeUndefined();
    const [guilds, channel, post] = apiCalls();
    expect(guilds).toMatchObject({ method: 'GET', path: '/api/v10/users/@me/guilds', auth: `Bearer ${USER_TOKEN}` });
    expect(channel).toMatchObject({ method: 'GET', path: '/api/v10/channels/200', auth: `Bot ${BOT_TOKEN}` });
    expect(post).toMatchObject({ method: 'POST', path: '/api/v10/channels/200/messages', auth: `Bot ${BOT_TOKEN}` });
    const server = await run({
      authentication: 'oAuth2',
      resource: 'channel',
      operation: 'getAll',
      guildId: rl('101'),
      returnAll: true,
      options: {},
    });
    expect(server.error?.message).toBe('You do not have access to the guild with the id 101');
    const foreign = await run({
      authentication: 'oAuth2',
      resource: 'message',
      operation: 'get',
      ...server100,
      channelId: rl('210'),
      messageId: '1',
      options: {},
    });
    expect(foreign.error?.message).toBe('You do not have access to the guild with the id 101');
    const dmStranger = await run({
      authentication: 'oAuth2',
      resource: 'message',
      operation: 'send',
      ...server100,
      sendTo: 'user',
      userId: rl('777'),
      content: 'x',
      options: {},
    });
    expect(dmStranger.error?.message).toBe('User with the id 777 is not a member of the selected guild');
  });
});

describe('Discord 2 errors and rate limits', () => {
  it('names Discord’s message and the item, words embed and reply errors as n8n, and gives { error, description } items on continue', async () => {
    const missing = await run(
      { resource: 'channel', operation: 'get', ...server100, channelId: rl('404') },
      { items: [{ json: {} }] },
    );
    expect(missing.error).toMatchObject({ message: 'Unknown Channel', httpCode: '404', context: { itemIndex: 0 } });
    const badEmbed = await run({
      resource: 'message',
      operation: 'send',
      ...server100,
      sendTo: 'channel',
      channelId: rl('200'),
      content: 'x',
      options: {},
      embeds: { values: [{ inputMethod: 'fields', url: 'not a url' }] },
    });
    expect(badEmbed.error?.message).toBe('The parameter Url is not properly formatted');
    const badReply = await run({
      resource: 'message',
      operation: 'send',
      ...server100,
      sendTo: 'channel',
      channelId: rl('200'),
      content: 'x',
      options: { message_reference: '1' },
    });
    expect(badReply.error?.message).toBe("The message to reply to ID can't be found");
    const empty = await run({
      resource: 'message',
      operation: 'send',
      ...server100,
      sendTo: 'channel',
      channelId: rl('200'),
      content: '',
      options: {},
    });
    expect(empty.error).toMatchObject({
      message: 'Cannot send an empty message',
      description: 'Give the message some content, an embed or a file.',
    });
    const badJson = await run({
      resource: 'message',
      operation: 'send',
      ...server100,
      sendTo: 'channel',
      channelId: rl('200'),
      content: 'x',
      options: {},
      embeds: { values: [{ inputMethod: 'json', json: '{nope' }] },
    });
    expect(badJson.error?.message).toBe('An embed’s JSON is not a valid JSON object');
    const unauthorised = await run(
      { resource: 'channel', operation: 'get', ...server100, channelId: rl('200') },
      { credentials: { discordBotApi: { botToken: 'wrong' } } },
    );
    expect(unauthorised.error).toMatchObject({ message: '401: Unauthorized', httpCode: '401' });

    const cont = await run(
      { resource: 'channel', operation: 'get', ...server100, channelId: rl('={{ $json.id }}') },
      { items: [{ json: { id: '200' } }, { json: { id: '404' } }], onError: 'continueRegularOutput' },
    );
    expect(cont.json[0]).toMatchObject({ id: '200', name: 'general' });
    expect(cont.json[1]).toEqual({ error: 'Unknown Channel' });
    expect(cont.items[1]!.pairedItem).toEqual({ item: 1 });
  });

  it('waits retry_after on 429 and retries 5xx with backoff; gives up after a few tries', async () => {
    fake.state.faults.push({
      path: '/channels/200',
      status: 429,
      headers: { 'retry-after': '1' },
      body: { message: 'You are being rate limited.', retry_after: 0.05, global: false },
    });
    const started = Date.now();
    const limited = await run({ resource: 'channel', operation: 'get', ...server100, channelId: rl('200') });
    expect(limited.error).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(900);
    expect(apiCalls()).toHaveLength(2);
    fake.calls = [];
    fake.state.faults.push({ path: '/channels/200', status: 502, body: { message: 'Bad Gateway', code: 0 }, times: 2 });
    const flaky = await run({ resource: 'channel', operation: 'get', ...server100, channelId: rl('200') });
    expect(flaky.json[0]!.name).toBe('general');
    expect(apiCalls()).toHaveLength(3);
    fake.state.faults.push({ path: '/channels/200', status: 500, times: 10 });
    const down = await run({ resource: 'channel', operation: 'get', ...server100, channelId: rl('200') });
    expect(down.error).toMatchObject({ message: '500: Internal Server Error', httpCode: '500' });
  });
});

describe('Discord 2 send and wait', () => {
  it('posts an embed with approve/decline link buttons (labels left at their defaults, as n8n saves them) and waits', async () => {
    const r = await run(
      {
        resource: 'message',
        operation: 'sendAndWait',
        ...server100,
        sendTo: 'channel',
        channelId: rl('200'),
        message: 'Ship it?',
        responseType: 'approval',
        approvalOptions: { values: { approvalType: 'double' } },
        options: {},
      },
      { resumable: true },
    );
    expect(r.error).toBeUndefined();
    expect(r.status).toBe('waiting');
    const body = last().body;
    expect(last().path).toBe('/api/v10/channels/200/messages');
    expect(body.embeds).toEqual([
      {
        description: expect.stringMatching(/^Ship it\?\n\n_This message was sent automatically with Weft_$/),
        color: 5814783,
      },
    ]);
    expect(body.components[0].type).toBe(1);
    expect(body.components[0].components.map((b: { label: string }) => b.label)).toEqual(['✗ Decline', '✓ Approve']);
    expect(body.components[0].components[0]).toMatchObject({
      type: 2,
      style: 5,
      url: expect.stringMatching(/approved=false&signature=sig$/),
    });
  });

  it('free text to a member, without attribution', async () => {
    await run(
      {
        resource: 'message',
        operation: 'sendAndWait',
        ...server100,
        sendTo: 'user',
        userId: rl('302'),
        message: 'Why?',
        responseType: 'freeText',
        options: { appendAttribution: false },
      },
      { resumable: true },
    );
    expect(last().body).toEqual({
      embeds: [{ description: 'Why?', color: 5814783 }],
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 5, label: 'Respond', url: expect.stringMatching(/approved=true&signature=sig$/) },
          ],
        },
      ],
    });
  });
});

describe('Discord 1', () => {
  it('posts each item to the node’s webhook URL with its JSON options, answering { success: true }', async () => {
    const r = await run(
      {
        webhookUri: `${server.url}${WEBHOOK_PATH}`,
        text: 'legacy',
        options: {
          embeds: '[{"title":"T"}]',
          username: 'Old',
          avatarUrl: 'https://a.test/a.png',
          tts: true,
          components: '[]',
          allowedMentions: '{"parse":[]}',
        },
      },
      { version: 1, items: [{ json: {} }, { json: {} }] },
    );
    expect(r.error).toBeUndefined();
    expect(last()).toMatchObject({
      method: 'POST',
      path: WEBHOOK_PATH,
      body: {
        content: 'legacy',
        embeds: [{ title: 'T' }],
        username: 'Old',
        avatar_url: 'https://a.test/a.png',
        tts: true,
        components: [],
        allowed_mentions: { parse: [] },
      },
    });
    expect(fake.calls).toHaveLength(2);
    expect(r.json).toEqual([{ success: true }, { success: true }]);
  });

  it('refuses a missing URL, missing content, and embeds that are not a JSON array; retries a 429', async () => {
    expect((await run({ webhookUri: '', text: 'x', options: {} }, { version: 1 })).error?.message).toBe(
      'Webhook uri is required.',
    );
    expect(
      (await run({ webhookUri: `${server.url}${WEBHOOK_PATH}`, text: '', options: {} }, { version: 1 })).error,
    ).toMatchObject({ message: 'Either content or embeds must be set.', context: { itemIndex: 0 } });
    expect(
      (
        await run(
          { webhookUri: `${server.url}${WEBHOOK_PATH}`, text: 'x', options: { embeds: '{"a":1}' } },
          { version: 1 },
        )
      ).error?.message,
    ).toBe('Embeds must be an array of embeds.');
    expect(
      (
        await run(
          { webhookUri: `${server.url}${WEBHOOK_PATH}`, text: 'x', options: { embeds: 'nope' } },
          { version: 1 },
        )
      ).error?.message,
    ).toBe('Embeds must be valid JSON.');
    fake.calls = [];
    fake.state.faults.push({
      path: WEBHOOK_PATH,
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: 0.02, global: false },
    });
    const r = await run({ webhookUri: `${server.url}${WEBHOOK_PATH}`, text: 'retry me', options: {} }, { version: 1 });
    expect(r.json).toEqual([{ success: true }]);
    expect(fake.calls).toHaveLength(2);
  });
});

describe('Discord editor look-ups', () => {
  function methodContext(parameters: Record<string, unknown>, credentials = defaultCredentials()): NodeMethodContext {
    const value = (path: string) => {
      const v = parameters[path];
      return v && typeof v === 'object' && '__rl' in v ? (v as unknown as { value: unknown }).value : v;
    };
    return {
      getCurrentNodeParameter: (path) => parameters[path],
      getCurrentNodeParameters: () => parameters as never,
      getNodeParameter: (path, fallback, options) =>
        (options?.extractValue ? value(path) : parameters[path]) ?? fallback,
      getNode: () =>
        ({
          id: 'd1',
          name: 'Discord',
          type: 'weft.discord',
          typeVersion: 2,
          position: [0, 0],
          parameters: {},
        }) as never,
      getWorkflow: () => ({}),
      getTimezone: () => 'UTC',
      getCredentials: async (type) => credentials[type] ?? {},
      helpers: { httpRequest: defaultHttpRequest() } as never,
    };
  }

  it('lists servers, channels by kind, members page by page and roles (a member’s own on Remove)', async () => {
    const ctx = methodContext({
      authentication: 'botToken',
      guildId: rl('100'),
      operation: 'roleRemove',
      userId: rl('300'),
    });
    const search = discordMethods.listSearch!;
    expect((await search.guildSearch!.call(ctx, ctx)).results).toEqual([
      { name: 'Weft Server', value: '100', url: 'https://discord.com/channels/100' },
      { name: 'Other Server', value: '101', url: 'https://discord.com/channels/101' },
    ]);
    expect((await search.channelSearch!.call(ctx, ctx)).results.map((c) => c.name)).toEqual([
      'general',
      'voice',
      'random',
    ]);
    expect((await search.textChannelSearch!.call(ctx, ctx, 'ran')).results).toEqual([
      { name: 'random', value: '202', url: 'https://discord.com/channels/100/202' },
    ]);
    expect((await search.categorySearch!.call(ctx, ctx)).results.map((c) => c.value)).toEqual(['203']);
    const users = await search.userSearch!.call(ctx, ctx);
    expect(users.results[0]).toEqual({ name: 'user0', value: '300' });
    expect(users.paginationToken).toBeUndefined();
    expect(await discordMethods.loadOptions!.getRoles!.call(ctx, ctx)).toEqual([{ name: 'Admin', value: '500' }]);
    const add = methodContext({ authentication: 'botToken', guildId: rl('100'), operation: 'roleAdd' });
    expect(await discordMethods.loadOptions!.getRoles!.call(add, add)).toEqual([
      { name: 'Admin', value: '500' },
      { name: 'Helper', value: '501' },
    ]);
    const oauth = methodContext({ authentication: 'oAuth2', guildId: rl('100') });
    expect((await search.guildSearch!.call(oauth, oauth)).results.map((g) => g.value)).toEqual(['100']);
  });
});
