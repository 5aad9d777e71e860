/**
 * Jina AI through the engine against the loopback Jina fake: Read with every option as headers,
 * Search with site filter and page, Deep Research with the host lists split, Simplify on and off,
 * a rejected key (n8n's authorization error, or `{error}` items under Continue) and the tool
 * variant's registration.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { start } from './test-fake/jina-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const VARS = ['WEFT_JINA_READER_URL', 'WEFT_JINA_SEARCH_URL', 'WEFT_JINA_DEEPSEARCH_URL'];
let jina: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  jina = await start();
  for (const v of VARS) process.env[v] = jina.url;
});
afterAll(async () => {
  for (const v of VARS) delete process.env[v];
  await jina?.close();
});
beforeEach(() => {
  jina.state.requests.length = 0;
});

async function run(
  parameters: Record<string, unknown>,
  { key = 'jina-test-key', onError, items = 1 }: { key?: string; onError?: string; items?: number } = {},
) {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [
      {
        id: 's',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'i',
        name: 'Items',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        position: [0, 0],
        parameters: { jsCode: `return Array.from({ length: ${items} }, (_, n) => ({ json: { n } }));` },
      },
      {
        id: 'j',
        name: 'Jina',
        type: 'n8n-nodes-base.jinaAi',
        typeVersion: 1,
        position: [0, 0],
        parameters,
        credentials: { jinaAiApi: { id: key, name: key } },
        ...(onError ? { onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
      Items: { main: [[{ node: 'Jina', type: 'main', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  });
  const getCredentials = async (n: WorkflowNode) => ({
    apiKey: Object.values(n.credentials as Record<string, { id: string }>)[0]!.id,
  });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials },
  });
  return { result, out: (result.data.resultData.runData.Jina?.[0]?.data?.main?.[0] ?? []).map((i) => i.json) };
}

describe('Jina AI', () => {
  it('reads a URL with the options as headers, simplified to the data', async () => {
    const { out } = await run({
      url: 'https://example.com/a',
      options: {
        outputFormat: 'text',
        targetSelector: '#main',
        excludeSelector: 'nav',
        enableImageCaptioning: true,
        waitForSelector: '#ok',
      },
    });
    expect(out).toEqual([
      expect.objectContaining({
        url: 'https://example.com/a',
        content: 'Content of https://example.com/a (target=#main, without=nav, after=#ok, captions=true)',
      }),
    ]);
    expect(jina.state.requests[0]).toMatchObject({
      method: 'GET',
      path: '/https://example.com/a',
      headers: {
        accept: 'application/json',
        'x-return-format': 'text',
        'x-target-selector': '#main',
        'x-remove-selector': 'nav',
        'x-with-generated-alt': 'true',
        'x-wait-for-selector': '#ok',
      },
    });
  });

  it('searches, one item per result, and gives the whole answer without Simplify', async () => {
    const { out } = await run({
      operation: 'search',
      searchQuery: 'jina',
      options: { siteFilter: 'jina.ai', pageNumber: 2 },
    });
    expect(out.map((r) => r.url)).toEqual(['https://jina.ai/r/4', 'https://jina.ai/r/5', 'https://jina.ai/r/6']);
    expect(jina.state.requests[0]).toMatchObject({
      path: '/',
      query: { q: 'jina', page: '2' },
      headers: { 'x-site': 'jina.ai' },
    });
    const raw = await run({ operation: 'search', searchQuery: 'jina', simplify: false, options: {} });
    expect(raw.out).toHaveLength(1);
    expect(raw.out[0]).toMatchObject({ code: 200, status: 20000 });
  });

  it('researches with the host lists split, simplified to content, annotations and usage', async () => {
    const { out } = await run({
      resource: 'research',
      operation: 'deepResearch',
      researchQuery: 'rerankers',
      options: {
        maxReturnedSources: 1,
        prioritizeSources: 'a.com,  b.com',
        excludeSources: 'c.com',
        siteFilter: 'd.com',
      },
    });
    expect(jina.state.requests[0]!.body).toEqual({
      messages: [{ role: 'user', content: 'rerankers' }],
      max_returned_urls: 1,
      boost_hostnames: ['a.com', 'b.com'],
      bad_hostnames: ['c.com'],
      only_hostnames: ['d.com'],
    });
    expect(Object.keys(out[0]!)).toEqual(['content', 'annotations', 'usage']);
    expect(out[0]!.content).toBe('Research on: rerankers');
  });

  it("fails with n8n's authorization error on a rejected key, or gives {error} items under Continue", async () => {
    const failed = await run({ url: 'https://example.com/a', options: {} }, { key: 'bad' });
    expect(failed.result.data.resultData.error?.message).toBe('Authorization failed - please check your credentials');
    const continued = await run(
      { url: 'https://example.com/a', options: {} },
      { key: 'bad', onError: 'continueRegularOutput', items: 2 },
    );
    expect(continued.out).toEqual([
      { error: 'Authorization failed - please check your credentials' },
      { error: 'Authorization failed - please check your credentials' },
    ]);
  });

  it('is offered to agents as jinaAiTool', () => {
    expect(registry.get('weft.jinaAiTool', 1)).toBeDefined();
  });
});
