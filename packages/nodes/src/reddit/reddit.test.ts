/**
 * Reddit 1 against the loopback Reddit fake (test-fake/reddit-fake.mjs), in workflows as n8n
 * stores them: signed calls to oauth.reddit.com and public ones to www.reddit.com, parameters in
 * the query with `api_type=json`, the answers as n8n reduces them, listings read 100 at a time,
 * Reddit's errors and continue-on-fail, and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { ACCESS_TOKEN, start, type RedditFake, type RedditSeed } from './test-fake/reddit-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: RedditFake;
const SEED: RedditSeed = {
  users: [{ name: 'ada' }],
  subreddits: [{ name: 'weft', title: 'Weft', rules: [{ short_name: 'Be kind' }] }],
  posts: Array.from({ length: 130 }, (_, i) => ({
    sr: 'weft',
    author: 'ada',
    title: `Tip ${i + 1}`,
    text: 'x',
    score: i,
  })),
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_REDDIT_API_URL = server.url;
});
afterAll(async () => {
  await server?.close();
  delete process.env.WEFT_REDDIT_API_URL;
});

async function run(parameters: Record<string, unknown>, options: { items?: Item[]; onError?: string } = {}) {
  const node: Record<string, unknown> = {
    id: 'r1',
    name: 'Reddit',
    type: 'n8n-nodes-base.reddit',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { redditOAuth2Api: { id: '1', name: 'R' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'reddit test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Reddit',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ oauthTokenData: { access_token: ACCESS_TOKEN } }) },
  });
  const items = result.data.resultData.runData.Reddit?.[0]?.data?.main?.[0] ?? [];
  return { json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;

describe('Reddit', () => {
  it('registers Reddit 1, redditTool 1 and the OAuth2 credential', () => {
    expect(registry.versions?.('n8n-nodes-base.reddit')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.redditTool')).toEqual([1]);
    expect(builtinCredentialTypes.find((c) => c.name === 'redditOAuth2Api')?.extends).toEqual(['oAuth2Api']);
  });

  it("submits a text post with its parameters in the query, signed, answering Reddit's data", async () => {
    const { json } = await run({ operation: 'create', subreddit: 'weft', title: 'Hello', text: 'Body' });
    expect(calls().at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/submit',
      query: { title: 'Hello', sr: 'weft', kind: 'self', text: 'Body', api_type: 'json' },
      authorization: `Bearer ${ACCESS_TOKEN}`,
      userAgent: 'n8n',
    });
    expect(json[0]).toMatchObject({ id: 've', name: 't3_ve', drafts_count: 0 });
    expect((await run({ operation: 'delete', postId: 've' })).json).toEqual([{ success: true }]);
    expect(calls().at(-1)!.query).toEqual({ id: 't3_ve', api_type: 'json' });
  });

  it('reads listings 100 at a time: the first `limit`, or every page by `after`', async () => {
    const some = await run({ operation: 'getAll', subreddit: 'weft', limit: 3, filters: { category: 'new' } });
    expect(calls().map((c) => [c.path, c.query.limit])).toEqual([['/r/weft/new.json', '100']]);
    expect(some.json.map((p) => p.title)).toEqual(['Tip 130', 'Tip 129', 'Tip 128']);
    const every = await run({ operation: 'getAll', subreddit: 'weft', returnAll: true, filters: {} });
    expect(every.json).toHaveLength(130);
    expect(
      calls()
        .slice(-2)
        .map((c) => c.query.after),
    ).toEqual([undefined, 't3_sm']);
  });

  it('reads subreddits and users from the public host, unsigned', async () => {
    expect((await run({ resource: 'subreddit', subreddit: 'weft', content: 'rules' })).json[0]).toMatchObject({
      short_name: 'Be kind',
    });
    expect(calls().at(-1)).toMatchObject({ path: '/r/weft/about/rules.json', authorization: undefined });
    expect((await run({ resource: 'user', username: 'ada', details: 'about' })).json[0]).toMatchObject({ name: 'ada' });
  });

  it('fails on a missing post, or continues with { error } per item', async () => {
    const failed = await run({ operation: 'get', subreddit: 'weft', postId: 'zzz' });
    expect(failed.error?.message).toBe('The resource you are requesting could not be found');
    const cont = await run(
      { resource: 'user', username: '={{ $json.name }}', details: 'about' },
      { onError: 'continueRegularOutput', items: [{ json: { name: 'ada' } }, { json: { name: 'nobody' } }] },
    );
    expect(cont.json[1]).toEqual({ error: 'The resource you are requesting could not be found' });
  });
});
