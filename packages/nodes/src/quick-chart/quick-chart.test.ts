/**
 * QuickChart 1 against the loopback chart API fake (test-fake/quickchart-fake.mjs), through the real
 * engine: the request n8n sends (path, `chart` JSON, chart options as query parameters), one dataset
 * per item, the image as a binary field with the answer's media type, and a refusal as a node error.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, type QuickChartFake } from './test-fake/quickchart-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: QuickChartFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_QUICKCHART_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_QUICKCHART_API_URL;
  await server?.close();
});

async function run(parameters: Record<string, unknown>, items: Item[] = [{ json: {} }]) {
  const node = {
    id: 'q1',
    name: 'QuickChart',
    type: 'n8n-nodes-base.quickChart',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  };
  const workflow = importN8nWorkflow({ id: 'wf', name: 'quickchart test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'QuickChart',
    startItems: items,
  });
  const out = result.data.resultData.runData.QuickChart?.[0]?.data?.main?.[0] ?? [];
  return { out, error: result.data.resultData.error };
}

describe('QuickChart', () => {
  it('registers QuickChart 1 and its tool variant', () => {
    expect(registry.versions?.('n8n-nodes-base.quickChart')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.quickChartTool')).toEqual([1]);
  });

  it('sends one dataset per item and answers the chart as a PNG', async () => {
    const { out, error } = await run(
      {
        labelsUi: { labelsValues: [{ label: 'A' }, { label: 'B' }] },
        data: '={{ $json.v }}',
        datasetOptions: { label: '={{ $json.n }}' },
        chartOptions: { width: 400, horizontal: true },
      },
      [{ json: { v: [1, 2], n: 'one' } }, { json: { v: [3, 4], n: 'two' } }],
    );
    expect(error).toBeUndefined();
    const call = fake.state.calls.at(-1)!;
    expect(call.path).toBe('/chart');
    expect(call.method).toBe('GET');
    expect(call.query.width).toBe('400');
    expect(call.query.horizontal).toBe('true');
    const chart = {
      type: 'horizontalBar',
      data: {
        labels: ['A', 'B'],
        datasets: [
          { label: 'one', data: [1, 2], type: 'horizontalBar' },
          { label: 'two', data: [3, 4], type: 'horizontalBar' },
        ],
      },
    };
    expect(JSON.parse(call.query.chart!)).toEqual(chart);
    expect(out).toHaveLength(1);
    expect(out[0]!.json).toEqual({ chart });
    expect(out[0]!.binary?.data?.mimeType).toBe('image/png');
    expect(out[0]!.binary?.data?.fileExtension).toBe('png');
  });

  it('refuses a Labels Array that is not a JSON array', async () => {
    const { error } = await run({ labelsMode: 'array', labelsArray: '{"a":1}', data: '[1]' });
    expect(error?.message).toBe(
      'Labels Array is not a valid array, use valid JSON format, or specify it by expressions',
    );
    expect(fake.state.calls).toHaveLength(0);
  });

  it("fails with the service's refusal", async () => {
    const { error } = await run({ data: '[1]', chartOptions: { height: 9999 } });
    expect(error?.message).toBe('Bad request - please check your parameters');
    expect(error?.description).toBe('Request failed with status code 400');
  });
});
