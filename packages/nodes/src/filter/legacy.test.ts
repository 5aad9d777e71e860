import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

/** Runs Code (emitting `items`) → Filter 1 with `parameters` through the real engine. */
async function runFilter(parameters: Record<string, unknown>, items: unknown[]) {
  const workflow = importN8nWorkflow({
    name: 'filter',
    nodes: [
      {
        id: 'a',
        name: 'Manual',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'b',
        name: 'Input',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        position: [200, 0],
        parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` },
      },
      { id: 'c', name: 'Filter', type: 'n8n-nodes-base.filter', typeVersion: 1, position: [400, 0], parameters },
    ],
    connections: {
      Manual: { main: [[{ node: 'Input', type: 'main', index: 0 }]] },
      Input: { main: [[{ node: 'Filter', type: 'main', index: 0 }]] },
    },
  });
  const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual' });
  const rd = result.data.resultData;
  return { error: rd.error, kept: (rd.runData.Filter?.[0]?.data?.main?.[0] ?? []).map((i) => i.json) };
}

describe('Filter 1', () => {
  it('is registered apart from 2.x with combineConditions', () => {
    expect(registry.versions?.('n8n-nodes-base.filter')).toEqual([1, 2, 2.1, 2.2, 2.3]);
    const legacy = registry.get('n8n-nodes-base.filter', 1)!.description;
    expect(legacy.properties.map((p) => [p.name, p.default])).toEqual([
      ['conditions', {}],
      ['combineConditions', 'AND'],
    ]);
  });

  it('combines with AND by default and with OR on request, with the loose comparisons of n8n 1', async () => {
    const conditions = {
      number: [{ value1: '={{ $json.n }}', operation: 'larger', value2: 1 }],
      string: [{ value1: '={{ $json.s }}', operation: 'regex', value2: '/^a/i' }],
    };
    const items = [
      { n: '5', s: 'Apple' },
      { n: 0, s: 'apple' },
      { n: 2, s: 'pear' },
    ];
    expect((await runFilter({ conditions }, items)).kept).toEqual([{ n: '5', s: 'Apple' }]);
    expect((await runFilter({ conditions, combineConditions: 'OR' }, items)).kept).toEqual(items);
  });

  it("stops with n8n's message on a value that is not a date", async () => {
    const { error } = await runFilter(
      { conditions: { dateTime: [{ value1: '={{ $json.d }}', operation: 'before' }] } },
      [{ d: '2024-01-01' }],
    );
    expect(error?.message).toBe('The value "" is not a valid DateTime.');
  });
});
