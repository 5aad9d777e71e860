/**
 * X 1 and 2 against the loopback X fake (test-fake/twitter-fake.mjs), in workflows as n8n stores
 * them: each operation's request (method, path, query, body, OAuth1 signature or Bearer token)
 * and the items it answers, media uploads, search paging, X's errors as node errors,
 * continue-on-fail, the OAuth2 token renewed after a 401, retries and the registration.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { twitterUrl } from './api.js';
import { isoLanguages } from './methods.js';
import {
  CONSUMER_KEY,
  OAUTH1_TOKEN,
  OAUTH2_TOKEN,
  start,
  type TwitterFake,
  type TwitterSeed,
} from './test-fake/twitter-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: TwitterFake;

const SEED: TwitterSeed = {
  users: [
    { username: 'weft_bot', name: 'Weft Bot' },
    { username: 'ada', name: 'Ada Lovelace' },
  ],
  tweets: Array.from({ length: 14 }, (_, i) => ({ text: `Engine note ${i + 1}`, author: i % 2 ? 'ada' : 'weft_bot' })),
  lists: [{ name: 'Friends' }],
};
const tweetId = (n: number) => String(1790000000000000000n + BigInt(n));

async function fresh(seed: TwitterSeed = SEED) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_TWITTER_API_URL = server.url;
  process.env.WEFT_TWITTER_RETRY_BASE_MS = '1';
}
beforeEach(() => fresh());
afterAll(async () => {
  await server?.close();
  delete process.env.WEFT_TWITTER_API_URL;
  delete process.env.WEFT_TWITTER_RETRY_BASE_MS;
});

const OAUTH1 = {
  consumerKey: CONSUMER_KEY,
  consumerSecret: 'secret',
  oauthTokenData: { oauth_token: OAUTH1_TOKEN, oauth_token_secret: 'token-secret' },
};
const OAUTH2 = { oauthTokenData: { access_token: OAUTH2_TOKEN } };

interface RunOptions {
  items?: Item[];
  onError?: string;
  creds?: Record<string, unknown>;
  refresh?: () => Record<string, unknown>;
}

/** Runs one X node of `version` with `parameters` through the engine. */
async function run(version: 1 | 2, parameters: Record<string, unknown>, options: RunOptions = {}) {
  const type = version === 1 ? 'twitterOAuth1Api' : 'twitterOAuth2Api';
  const node: Record<string, unknown> = {
    id: 'x1',
    name: 'X',
    type: 'n8n-nodes-base.twitter',
    typeVersion: version,
    position: [0, 0],
    parameters,
    credentials: { [type]: { id: '1', name: 'X' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'x test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'X',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async (_node: unknown, _type: string, _wf: unknown, how?: { refresh?: boolean }) => {
        if (how?.refresh && options.refresh) return options.refresh();
        return options.creds ?? (version === 1 ? OAUTH1 : OAUTH2);
      },
    },
  });
  const items = result.data.resultData.runData.X?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;
const rl = (value: string, mode = 'id') => ({ __rl: true, value, mode });

describe('X registration', () => {
  it('registers versions 1 and 2, twitterTool at 2 and both credential types', () => {
    expect(registry.versions?.('n8n-nodes-base.twitter')).toEqual([1, 2]);
    expect(registry.versions?.('n8n-nodes-base.twitterTool')).toEqual([2]);
    const oauth1 = builtinCredentialTypes.find((c) => c.name === 'twitterOAuth1Api')!;
    expect(oauth1.extends).toEqual(['oAuth1Api']);
    expect(oauth1.properties.find((p) => p.name === 'requestTokenUrl')?.default).toBe(
      'https://api.twitter.com/oauth/request_token',
    );
    const oauth2 = builtinCredentialTypes.find((c) => c.name === 'twitterOAuth2Api')!;
    expect(oauth2.extends).toEqual(['oAuth2Api']);
    expect(oauth2.properties.find((p) => p.name === 'grantType')?.default).toBe('pkce');
  });

  it('offers ISO 639-1 languages by name and sends only the path to the test origin', () => {
    const languages = isoLanguages();
    expect(languages).toContainEqual({ name: 'German', value: 'de' });
    expect(languages.length).toBeGreaterThan(100);
    process.env.WEFT_TWITTER_API_URL = 'http://127.0.0.1:9';
    expect(twitterUrl('https://upload.twitter.com/1.1/media/upload.json')).toBe(
      'http://127.0.0.1:9/1.1/media/upload.json',
    );
    process.env.WEFT_TWITTER_API_URL = server!.url;
  });
});

describe('X 1 (API v1.1, OAuth1)', () => {
  it('creates a tweet with every field in the query, signed with HMAC-SHA1 over the query', async () => {
    const { json } = await run(1, {
      text: 'Hi (there)',
      additionalFields: {
        inReplyToStatusId: tweetId(2),
        possiblySensitive: true,
        displayCoordinates: true,
        locationFieldsUi: { locationFieldsValues: { latitude: '52.5', longitude: '13.4' } },
      },
    });
    const call = last();
    expect(call).toMatchObject({ method: 'POST', path: '/1.1/statuses/update.json', body: undefined });
    expect(call.query).toEqual({
      status: 'Hi (there)',
      in_reply_to_status_id: tweetId(2),
      auto_populate_reply_metadata: 'true',
      possibly_sensitive: 'true',
      display_coordinates: 'true',
      lat: '52.5',
      long: '13.4',
    });
    const header = Object.fromEntries(
      [...call.authorization!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], decodeURIComponent(m[2]!)]),
    );
    expect(header).toMatchObject({
      oauth_consumer_key: CONSUMER_KEY,
      oauth_token: OAUTH1_TOKEN,
      oauth_signature_method: 'HMAC-SHA1',
      oauth_version: '1.0',
    });
    const enc = (s: string) =>
      encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const params = {
      ...call.query,
      ...Object.fromEntries(Object.entries(header).filter(([k]) => k !== 'oauth_signature')),
    };
    const normalised = Object.entries(params)
      .map(([k, v]) => [enc(k), enc(String(v))])
      .sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const base = ['POST', enc(`${server!.url}/1.1/statuses/update.json`), enc(normalised)].join('&');
    expect(header.oauth_signature).toBe(createHmac('sha1', 'secret&token-secret').update(base).digest('base64'));
    expect(json[0]).toMatchObject({
      text: 'Hi (there)',
      in_reply_to_status_id_str: tweetId(2),
      user: { screen_name: 'weft_bot' },
      coordinates: { coordinates: [13.4, 52.5] },
    });
  });

  it('uploads an image as base64 media_data, and other files in INIT / APPEND / FINALIZE', async () => {
    const png = Buffer.from('png bytes');
    await run(
      1,
      { text: 'With image', additionalFields: { attachments: 'data' } },
      {
        items: [
          { json: {}, binary: { data: { data: png.toString('base64'), mimeType: 'image/png', fileName: 'a.png' } } },
        ],
      },
    );
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /1.1/media/upload.json',
      'POST /1.1/statuses/update.json',
    ]);
    expect(calls()[0]!.body).toEqual({ media_data: png.toString('base64') });
    expect(calls()[0]!.contentType).toContain('application/x-www-form-urlencoded');
    expect(last().query.media_ids).toBe('1780000000000000001');
    await fresh();
    await run(
      1,
      { text: 'With clip', additionalFields: { attachments: 'clip' } },
      {
        items: [
          {
            json: {},
            binary: {
              clip: { data: Buffer.from('video').toString('base64'), mimeType: 'video/mp4', fileName: 'c.mp4' },
            },
          },
        ],
      },
    );
    expect(calls().map((c) => c.body?.command ?? c.path)).toEqual([
      'INIT',
      'APPEND',
      'FINALIZE',
      '/1.1/statuses/update.json',
    ]);
    expect(calls()[1]!.body).toMatchObject({
      name: 'c.mp4',
      media_id: '1780000000000000001',
      segment_index: '0',
      media_data: Buffer.from('video').toString('base64'),
    });
  });

  it('deletes, likes and retweets; search reads the limit of the first item and pages by since_id', async () => {
    expect((await run(1, { operation: 'delete', tweetId: tweetId(1) })).json[0]).toMatchObject({ id_str: tweetId(1) });
    expect((await run(1, { operation: 'like', tweetId: tweetId(3), additionalFields: {} })).json[0]).toMatchObject({
      favorited: true,
      favorite_count: 1,
    });
    expect(last().query).toEqual({ id: tweetId(3) });
    expect(
      (await run(1, { operation: 'retweet', tweetId: tweetId(4), additionalFields: { trimUser: true } })).json[0],
    ).toMatchObject({ user: { id_str: '1500000001' }, retweeted_status: { id_str: tweetId(4) } });
    const some = await run(
      1,
      {
        operation: 'search',
        searchText: 'engine',
        limit: '={{ $json.n }}',
        additionalFields: { resultType: 'recent', lang: 'en' },
      },
      { items: [{ json: { n: 2 } }, { json: { n: 5 } }] },
    );
    expect(
      calls()
        .slice(-2)
        .map((c) => c.query.count),
    ).toEqual(['2', '2']);
    expect(last().query).toMatchObject({ q: 'engine', response_type: 'recent', lang: 'en', tweet_mode: 'compat' });
    expect(some.json).toHaveLength(4);
    const every = await run(1, {
      operation: 'search',
      searchText: 'note',
      returnAll: true,
      additionalFields: { tweetMode: 'extended' },
    });
    expect(every.json).toHaveLength(14);
    expect(every.json[0]).toHaveProperty('full_text');
  });

  it('sends a direct message event and answers the event', async () => {
    const { json } = await run(1, {
      resource: 'directMessage',
      userId: '1500000002',
      text: 'Hello',
      additionalFields: {},
    });
    expect(last().body).toEqual({
      event: {
        type: 'message_create',
        message_create: { target: { recipient_id: '1500000002' }, message_data: { text: 'Hello' } },
      },
    });
    expect(json[0]).toMatchObject({
      type: 'message_create',
      message_create: { sender_id: '1500000001', message_data: { text: 'Hello' } },
    });
  });

  it("fails on X's errors, or continues with { error } per item", async () => {
    const failed = await run(1, { operation: 'delete', tweetId: '77' });
    expect(failed.error?.message).toBe('The resource you are requesting could not be found');
    expect((failed.error as { description?: string }).description).toBe('No status found with that ID.');
    const cont = await run(
      1,
      { operation: 'delete', tweetId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: tweetId(1) } }, { json: { id: '77' } }] },
    );
    expect(cont.json[1]).toEqual({ error: 'The resource you are requesting could not be found' });
    const bad = await run(
      1,
      { operation: 'delete', tweetId: tweetId(1) },
      { creds: { ...OAUTH1, consumerKey: 'other' } },
    );
    expect(bad.error?.message).toContain('Authorization failed');
  });
});

describe('X 2 (API v2, OAuth2)', () => {
  it('creates tweets with a reply and a quote named by URL, Bearer-signed', async () => {
    const { json } = await run(2, {
      text: 'Reply',
      additionalFields: {
        inReplyToStatusId: rl(tweetId(1)),
        inQuoteToStatusId: rl(`https://x.com/ada/status/${tweetId(2)}`, 'url'),
        location: 'p1',
        attachments: 'm1',
      },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/2/tweets', authorization: `Bearer ${OAUTH2_TOKEN}` });
    expect(last().body).toEqual({
      text: 'Reply',
      geo: { place_id: 'p1' },
      media: { media_ids: ['m1'] },
      quote_tweet_id: tweetId(2),
      reply: { in_reply_to_tweet_id: tweetId(1) },
    });
    expect(json).toEqual([{ id: tweetId(15), text: 'Reply', edit_history_tweet_ids: [tweetId(15)] }]);
  });

  it('likes and retweets as the signed-in user, deletes by URL', async () => {
    expect((await run(2, { operation: 'like', tweetId: rl(tweetId(2)) })).json).toEqual([{ liked: true }]);
    expect(
      calls()
        .slice(-2)
        .map((c) => `${c.method} ${c.path}`),
    ).toEqual(['GET /2/users/me', 'POST /2/users/1500000001/likes']);
    expect((await run(2, { operation: 'retweet', tweetId: rl(tweetId(2)) })).json).toEqual([{ retweeted: true }]);
    expect(
      (
        await run(2, {
          operation: 'delete',
          tweetDeleteId: rl(`https://twitter.com/weft_bot/status/${tweetId(1)}`, 'url'),
        })
      ).json,
    ).toEqual([{ deleted: true }]);
    const badUrl = await run(2, { operation: 'like', tweetId: rl('https://example.com/a/status/1', 'url') });
    expect(badUrl.error?.message).toBe('Not a valid tweet url');
  });

  it('searches a page of `limit`, or every page of 10 by next_token, with fields and dates', async () => {
    const some = await run(2, {
      operation: 'search',
      searchText: 'engine',
      limit: 10,
      additionalFields: {
        tweetFieldsObject: ['author_id', 'created_at'],
        startTime: '2024-05-01T09:50:00',
        sortOrder: 'recency',
      },
    });
    expect(last().query).toEqual({
      query: 'engine',
      start_time: '2024-05-01T09:50:00.000Z',
      sort_order: 'recency',
      'tweet.fields': 'author_id,created_at',
      max_results: '10',
    });
    expect(some.json).toHaveLength(10);
    expect(some.json[0]).toMatchObject({ author_id: '1500000002', created_at: '2024-05-01T09:59:00.000Z' });
    const every = await run(2, { operation: 'search', searchText: 'engine', returnAll: true, additionalFields: {} });
    expect(
      calls()
        .slice(-2)
        .map((c) => c.query.next_token),
    ).toEqual([undefined, 'page_a']);
    expect(every.json).toHaveLength(14);
  });

  it('gets users by username, id or "me"; adds list members; sends direct messages', async () => {
    expect((await run(2, { resource: 'user', user: rl('@ada', 'username') })).json).toEqual([
      { id: '1500000002', name: 'Ada Lovelace', username: 'ada' },
    ]);
    expect(last().path).toBe('/2/users/by/username/ada');
    expect((await run(2, { resource: 'user', me: true })).json[0]).toMatchObject({ username: 'weft_bot' });
    expect(
      (
        await run(2, {
          resource: 'list',
          operation: 'add',
          list: rl('1700000000000000001'),
          user: rl('ada', 'username'),
        })
      ).json,
    ).toEqual([{ is_member: true }]);
    expect(last().body).toEqual({ user_id: '1500000002' });
    const dm = await run(2, {
      resource: 'directMessage',
      user: rl('ada', 'username'),
      text: 'Hi',
      additionalFields: { attachments: '55' },
    });
    expect(last()).toMatchObject({
      path: '/2/dm_conversations/with/1500000002/messages',
      body: { text: 'Hi', attachments: [{ media_id: '55' }] },
    });
    expect(dm.json[0]).toMatchObject({ dm_conversation_id: '1500000001-1500000002' });
  });

  it("names the paid access level X asks for, and X's own errors otherwise", async () => {
    await fresh({ ...SEED, tier: 'free' });
    const free = await run(2, { operation: 'search', searchText: 'engine', limit: 10, additionalFields: {} });
    expect(free.error?.message).toBe('The operation requires Twitter Api to be either Basic or Pro.');
    await fresh();
    const limit = await run(
      2,
      { operation: 'search', searchText: 'engine', limit: 5, additionalFields: {} },
      { onError: 'continueRegularOutput' },
    );
    expect(limit.json).toEqual([{ error: 'Bad request - please check your parameters' }]);
  });

  it('renews the OAuth2 token once after a 401 and sends again', async () => {
    let renewed = 0;
    const { json } = await run(
      2,
      { resource: 'user', me: true },
      { creds: { oauthTokenData: { access_token: 'expired' } }, refresh: () => (renewed++, OAUTH2) },
    );
    expect(renewed).toBe(1);
    expect(calls().map((c) => c.authorization)).toEqual(['Bearer expired', `Bearer ${OAUTH2_TOKEN}`]);
    expect(json[0]).toMatchObject({ username: 'weft_bot' });
  });
});
