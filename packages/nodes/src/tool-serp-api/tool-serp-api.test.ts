/**
 * The SerpApi tool against the loopback SerpApi fake: as an agent's tool (a probe root node invokes
 * what the node supplies) the request (options, `api_key`, `q`) and LangChain's digest of each kind
 * of answer; SerpApi's errors; and the main flow, where n8n hands the tool the whole item, so the
 * search goes out without a query.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeType } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { connectedTools } from '../shared/ai/node-tool.js';
import { start, SERPAPI_KEY, type SerpApiSeed } from './test-fake/serpapi-fake.mjs';
import { NO_SEARCH_RESULT, summariseSearch } from './serp-api.js';
import { SERPAPI_TOOL_DESCRIPTION } from './index.js';

const probe: NodeType = {
  description: {
    name: 'test.probe',
    displayName: 'Probe',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Probe' },
    inputs: ['main', { type: 'ai_tool', displayName: 'Tool', required: true }],
    outputs: ['main'],
    properties: [],
  },
  async execute(ctx) {
    const [tool] = await connectedTools(ctx, 0);
    const out: Item[] = [];
    for (const item of ctx.getInputData()) {
      try {
        out.push({
          json: {
            answer: (await tool!.invoke(String(item.json.q))) as string,
            name: tool!.name,
            description: tool!.description,
          },
        });
      } catch (e) {
        out.push({ json: { failed: (e as Error).message } });
      }
    }
    return [out];
  },
};
const registry = createNodeTypeRegistry([...builtinNodeTypes, probe]);

let fake: Awaited<ReturnType<typeof start>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  delete process.env.WEFT_SERPAPI_API_URL;
});
async function serve(seed: SerpApiSeed) {
  fake = await start(seed);
  process.env.WEFT_SERPAPI_API_URL = fake.url;
}

async function run(qs: string[], options: Record<string, unknown>, key = SERPAPI_KEY, mainFlow = false) {
  const tool = {
    id: 't',
    name: 'SerpAPI',
    type: '@n8n/n8n-nodes-langchain.toolSerpApi',
    typeVersion: 1,
    position: [0, 0],
    parameters: { options },
    credentials: { serpApi: { id: 's', name: 'S' } },
  };
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
        id: 'c',
        name: 'Items',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        position: [0, 0],
        parameters: { jsCode: `return ${JSON.stringify(qs.map((q) => ({ json: { q, input: q } })))};` },
      },
      ...(mainFlow
        ? []
        : [{ id: 'p', name: 'Probe', type: 'test.probe', typeVersion: 1, position: [0, 0], parameters: {} }]),
      tool,
    ],
    connections: mainFlow
      ? {
          Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
          Items: { main: [[{ node: 'SerpAPI', type: 'main', index: 0 }]] },
        }
      : {
          Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
          Items: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] },
          SerpAPI: { ai_tool: [[{ node: 'Probe', type: 'ai_tool', index: 0 }]] },
        },
  });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => ({ apiKey: key }) },
  });
  const node = mainFlow ? 'SerpAPI' : 'Probe';
  return { result, out: (result.data.resultData.runData[node]?.[0]?.data?.main?.[0] ?? []).map((i) => i.json) };
}

describe('SerpApi tool', () => {
  it('registers the serpApi credential (the key as the api_key query parameter)', () => {
    const credential = builtinCredentialTypes.find((c) => c.name === 'serpApi')!;
    expect(credential.authenticate?.({ apiKey: 'k' }, { url: 'x', qs: { a: 1 } }).qs).toEqual({ a: 1, api_key: 'k' });
  });

  it('searches with the options, the key and the query, and answers the answer box', async () => {
    await serve({ results: { 'capital of france': { answer_box: { type: 'organic_result', answer: 'Paris' } } } });
    const { out } = await run(['capital of france'], {
      gl: 'fr',
      hl: 'fr',
      device: 'mobile',
      no_cache: true,
      google_domain: 'google.fr',
    });
    expect(out).toEqual([{ answer: 'Paris', name: 'search', description: SERPAPI_TOOL_DESCRIPTION }]);
    expect(fake!.state.requests).toEqual([
      {
        gl: 'fr',
        hl: 'fr',
        device: 'mobile',
        no_cache: 'true',
        google_domain: 'google.fr',
        api_key: SERPAPI_KEY,
        q: 'capital of france',
      },
    ]);
  });

  it('digests knowledge graphs, organic results, news and images as LangChain does', () => {
    expect(
      summariseSearch({
        knowledge_graph: {
          title: 'Paris',
          description: 'Capital.',
          population: '2M',
          website_link: 'x',
          header_images: [],
        },
        organic_results: [{ snippet: 'City of light.' }],
      }),
    ).toBe(JSON.stringify(['Capital.', 'Paris population: 2M', 'City of light.']));
    expect(summariseSearch({ organic_results: [{ link: 'https://a' }] })).toBe('["https://a"]');
    expect(summariseSearch({ news_results: [{ title: 'n' }], organic_results: [{ snippet: 's' }] })).toBe(
      '[{"title":"n"}]',
    );
    expect(summariseSearch({ images_results: [{ thumbnail: 'a' }, { thumbnail: 'b' }] })).toBe('a,b');
    expect(summariseSearch({ answer_box: { title: 'T', link: 'https://x', list: [1], n: 2 } })).toBe(
      '{"title":"T","n":2}',
    );
    expect(summariseSearch({ top_sights: { sights: [{ title: 's', description: 'd', price: 1, extra: 2 }] } })).toBe(
      '[{"title":"s","description":"d","price":1}]',
    );
    expect(summariseSearch({ organic_results: [] })).toBe(NO_SEARCH_RESULT);
  });

  it("fails with SerpApi's error (a wrong key)", async () => {
    await serve({ results: {} });
    const { out } = await run(['x'], {}, 'wrong');
    expect(out).toEqual([
      {
        failed:
          'Got error from serpAPI: Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key',
      },
    ]);
  });

  it("in the main flow searches without a query, as n8n does, and fails with SerpApi's answer", async () => {
    await serve({ results: {} });
    const { result } = await run(['weather'], { gl: 'us' }, SERPAPI_KEY, true);
    expect(result.data.resultData.error?.message).toBe('Got error from serpAPI: Missing query `q` parameter.');
    expect(fake!.state.requests).toEqual([{ gl: 'us', api_key: SERPAPI_KEY }]);
  });
});
