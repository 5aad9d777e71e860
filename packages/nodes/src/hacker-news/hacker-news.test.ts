/**
 * Hacker News 1 against the loopback search API fake (test-fake/hacker-news-fake.mjs): each
 * operation's request and items, n8n's "Return All" (the first page asked for again while its
 * running count is below the hits), 404s as node errors, continue-on-fail, 429 retries, the
 * parameters as n8n 1.123 declares them, and the registration with its tool variant.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { hackerNewsNode } from './index.js';
import { start, type HackerNewsFake, type HackerNewsSeed } from './test-fake/hacker-news-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: HackerNewsFake;
const SEED: HackerNewsSeed = {
  stories: [
    { title: 'Show HN: Weft', author: 'ada', tags: ['show_hn'], comments: [{ author: 'grace', text: 'Nice' }] },
    { title: 'Other', author: 'grace' },
  ],
  users: [{ username: 'ada', karma: 7 }],
};

async function restart(seed: HackerNewsSeed = SEED) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_HACKERNEWS_API_URL = server.url;
}
beforeEach(async () => {
  await restart();
  process.env.WEFT_HACKERNEWS_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_HACKERNEWS_API_URL;
  delete process.env.WEFT_HACKERNEWS_RETRY_BASE_MS;
  await server?.close();
});

async function run(parameters: Record<string, unknown>, options: { items?: Item[]; onError?: string } = {}) {
  const node: Record<string, unknown> = {
    id: 'h',
    name: 'HN',
    type: 'n8n-nodes-base.hackerNews',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'hn test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'HN',
    startItems: options.items ?? [{ json: {} }],
  });
  const items = result.data.resultData.runData.HN?.[0]?.data?.main?.[0] ?? [];
  return { json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const last = () => fake.state.calls.at(-1)!;

describe('Hacker News', () => {
  it('registers Hacker News 1 and hackerNewsTool 1, without a credential', () => {
    expect(registry.versions?.('n8n-nodes-base.hackerNews')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.hackerNewsTool')).toEqual([1]);
    expect(hackerNewsNode[0]!.description.credentials).toBeUndefined();
  });

  it('searches with the keyword, the tags joined and the limit as hits per page', async () => {
    const { json } = await run({
      resource: 'all',
      limit: 3,
      additionalFields: { keyword: 'weft', tags: ['story', 'show_hn'] },
    });
    expect(last()).toEqual({
      method: 'GET',
      path: '/api/v1/search',
      query: { query: 'weft', tags: 'story,show_hn', hitsPerPage: '3' },
    });
    expect(json.map((h) => h.objectID)).toEqual(['1000']);
  });

  it('asks for the first page again under "Return All" as n8n does', async () => {
    await restart({ generated: 150 });
    const { json } = await run({ resource: 'all', returnAll: true, additionalFields: {} });
    expect(fake.state.calls.map((c) => c.query)).toEqual([
      { tags: '', hitsPerPage: '100' },
      { tags: '', hitsPerPage: '100' },
    ]);
    expect(json).toHaveLength(200);
  });

  it('reads an article without or with its comments, and a user', async () => {
    expect((await run({ articleId: '1000', additionalFields: {} })).json[0]).not.toHaveProperty('children');
    expect(last().path).toBe('/api/v1/items/1000');
    expect(
      (await run({ articleId: '1000', additionalFields: { includeComments: true } })).json[0]!.children,
    ).toHaveLength(1);
    expect((await run({ resource: 'user', username: 'ada' })).json).toEqual([{ username: 'ada', about: '', karma: 7 }]);
    expect(last().path).toBe('/api/v1/users/ada');
  });

  it('fails on a missing article, or gives { error } with Continue On Fail, and retries a 429', async () => {
    expect((await run({ articleId: '1', additionalFields: {} })).error?.message).toBe(
      'The resource you are requesting could not be found',
    );
    const { json } = await run(
      { resource: 'user', username: '={{ $json.u }}' },
      { onError: 'continueRegularOutput', items: [{ json: { u: 'nobody' } }, { json: { u: 'ada' } }] },
    );
    expect(json).toEqual([
      { error: 'The resource you are requesting could not be found' },
      { username: 'ada', about: '', karma: 7 },
    ]);
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    expect((await run({ resource: 'user', username: 'ada' })).json).toHaveLength(1);
  });
});

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
type Loose = Record<string, any>;
function shape(p: Loose): Loose {
  const out: Loose = {
    name: p.name,
    type: p.type,
    default: p.default,
    displayOptions: p.displayOptions,
    required: !!p.required,
    typeOptions: p.typeOptions,
    noDataExpression: !!p.noDataExpression,
  };
  if (p.type === 'options' || p.type === 'multiOptions') out.values = (p.options ?? []).map((o: Loose) => o.value);
  if (p.type === 'collection') out.options = (p.options ?? []).map(shape);
  return JSON.parse(JSON.stringify(out));
}

describe.skipIf(!existsSync(file))('Hacker News parameters as n8n 1.123 declares them', () => {
  it('Hacker News 1', () => {
    const theirs = (JSON.parse(readFileSync(file, 'utf8')) as Loose[]).find((n) => n.name === 'hackerNews')!;
    expect(hackerNewsNode[0]!.description.properties.map((p) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
  });
});
