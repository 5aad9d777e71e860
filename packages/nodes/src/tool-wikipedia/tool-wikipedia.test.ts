/**
 * The Wikipedia tool against the loopback MediaWiki fake: as an agent's tool (a probe root node
 * invokes what the node supplies) and in the main flow — the search and extract requests LangChain's
 * tool sends, the `Page: …\nSummary: …` answer, the three-page and 4000-character limits, redirects,
 * no result, and a failing API.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeType } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { connectedTools } from '../shared/ai/node-tool.js';
import { start, type WikipediaSeed } from './test-fake/wikipedia-fake.mjs';
import { NO_RESULT, WIKIPEDIA_API_URL, wikipediaApiUrl } from './wikipedia-api.js';
import { WIKIPEDIA_TOOL_DESCRIPTION } from './index.js';

/** Invokes the connected tool with each item's `q` and answers what it said. */
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
    for (const item of ctx.getInputData())
      out.push({
        json: {
          answer: (await tool!.invoke(String(item.json.q))) as string,
          name: tool!.name,
          description: tool!.description,
        },
      });
    return [out];
  },
};
const registry = createNodeTypeRegistry([...builtinNodeTypes, probe]);

const PAGES: WikipediaSeed['pages'] = [
  { title: 'Ada Lovelace', extract: 'Ada Lovelace was a mathematician.', redirects: ['Lovelace'] },
  { title: 'Charles Babbage', extract: 'Babbage worked with Ada Lovelace.' },
  { title: 'Analytical Engine', extract: 'Described by Ada Lovelace.' },
  { title: 'Ada (language)', extract: 'Named after Ada Lovelace.' },
  { title: 'Long', extract: 'word '.repeat(1000) },
];

let fake: Awaited<ReturnType<typeof start>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  delete process.env.WEFT_WIKIPEDIA_API_URL;
});
async function serve(seed: WikipediaSeed) {
  fake = await start(seed);
  process.env.WEFT_WIKIPEDIA_API_URL = fake.url.replace('/w/api.php', '');
}

const items = (qs: string[]) => `return ${JSON.stringify(qs.map((q) => ({ json: { q, input: q } })))};`;

async function asTool(qs: string[]) {
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
        parameters: { jsCode: items(qs) },
      },
      { id: 'p', name: 'Probe', type: 'test.probe', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: 'w',
        name: 'Wiki Search',
        type: '@n8n/n8n-nodes-langchain.toolWikipedia',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
      Items: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] },
      'Wiki Search': { ai_tool: [[{ node: 'Probe', type: 'ai_tool', index: 0 }]] },
    },
  });
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC' });
}

async function mainFlow(json: Array<Record<string, unknown>>, onError?: string) {
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
        parameters: { jsCode: `return ${JSON.stringify(json.map((j) => ({ json: j })))};` },
      },
      {
        id: 'w',
        name: 'Wikipedia',
        type: '@n8n/n8n-nodes-langchain.toolWikipedia',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
        ...(onError ? { onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
      Items: { main: [[{ node: 'Wikipedia', type: 'main', index: 0 }]] },
    },
  });
  const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC' });
  return { result, out: (result.data.resultData.runData.Wikipedia?.[0]?.data?.main?.[0] ?? []).map((i) => i.json) };
}

describe('Wikipedia tool', () => {
  it('reads Wikipedia unless the test origin is set', () => {
    expect(wikipediaApiUrl()).toBe(WIKIPEDIA_API_URL);
    process.env.WEFT_WIKIPEDIA_API_URL = 'http://127.0.0.1:9/';
    expect(wikipediaApiUrl()).toBe('http://127.0.0.1:9/w/api.php');
  });

  it("is named after the node and answers the first three pages' summaries, logging each call", async () => {
    await serve({ pages: PAGES });
    const result = await asTool(['Ada Lovelace']);
    const answer = result.data.resultData.runData.Probe![0]!.data!.main![0]![0]!.json;
    expect(answer).toEqual({
      name: 'Wiki Search',
      description: WIKIPEDIA_TOOL_DESCRIPTION,
      answer:
        'Page: Ada Lovelace\nSummary: Ada Lovelace was a mathematician.\n\nPage: Charles Babbage\nSummary: Babbage worked with Ada Lovelace.\n\nPage: Analytical Engine\nSummary: Described by Ada Lovelace.',
    });
    expect(fake!.state.requests).toEqual([
      { action: 'query', list: 'search', srsearch: 'Ada Lovelace', format: 'json' },
      ...['Ada Lovelace', 'Charles Babbage', 'Analytical Engine'].map((titles) => ({
        action: 'query',
        prop: 'extracts',
        explaintext: 'true',
        redirects: '1',
        format: 'json',
        titles,
      })),
    ]);
    const runs = result.data.resultData.runData['Wiki Search']!;
    expect(runs).toHaveLength(1);
    expect(runs[0]!.inputOverride?.ai_tool?.[0]?.[0]?.json).toEqual({ query: 'Ada Lovelace' });
    expect(runs[0]!.data?.ai_tool?.[0]?.[0]?.json).toEqual({ response: answer.answer });
  });

  it('answers that nothing was found, and cuts long answers at 4000 characters', async () => {
    await serve({ pages: PAGES });
    const { out } = await mainFlow([{ input: 'zebra' }, { input: 'word' }]);
    expect(out[0]).toEqual({ response: NO_RESULT });
    expect((out[1]!.response as string).length).toBe(4000);
    expect(out[1]!.response as string).toMatch(/^Page: Long\nSummary: word word/);
  });

  it('in the main flow takes each item\'s `input` (a missing one searches for "undefined")', async () => {
    await serve({ pages: [...PAGES, { title: 'Undefined', extract: 'The word undefined.' }] });
    const { out } = await mainFlow([{ input: 'Lovelace Babbage' }, { other: 1 }]);
    expect(out).toEqual([
      { response: 'Page: Charles Babbage\nSummary: Babbage worked with Ada Lovelace.' },
      { response: 'Page: Undefined\nSummary: The word undefined.' },
    ]);
    expect(fake!.state.requests.filter((r) => r.list === 'search').map((r) => r.srsearch)).toEqual([
      'Lovelace Babbage',
      'undefined',
    ]);
  });

  it('fails when the API answers an error status, or (continuing) passes its input on, as n8n does for a failed node', async () => {
    await serve({ pages: PAGES, status: 503 });
    const failed = await mainFlow([{ input: 'Ada' }]);
    expect(failed.result.data.resultData.error?.message).toBe('Network response was not ok');
    const continued = await mainFlow([{ input: 'Ada' }], 'continueRegularOutput');
    expect(continued.out).toEqual([{ input: 'Ada' }]);
  });
});
