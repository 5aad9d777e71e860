import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import type { NodeProperty } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

/** Runs Code (emitting `items`) → Set at `version` with `parameters` through the real engine. */
async function runSet(version: number, parameters: Record<string, unknown>, items: unknown[]) {
  const workflow = importN8nWorkflow({
    name: 'set',
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
      { id: 'c', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: version, position: [400, 0], parameters },
    ],
    connections: {
      Manual: { main: [[{ node: 'Input', type: 'main', index: 0 }]] },
      Input: { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
    },
  });
  const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual' });
  expect(result.data.resultData.error).toBeUndefined();
  return (result.data.resultData.runData.Set?.[0]?.data?.main?.[0] ?? []).map((i) => i.json);
}

describe('Set 1 and 2', () => {
  it('are registered apart from 3.x with the legacy parameters and defaults', () => {
    expect(registry.versions?.('n8n-nodes-base.set')).toEqual([1, 2, 3, 3.1, 3.2, 3.3, 3.4]);
    const legacy = registry.get('n8n-nodes-base.set', 2)!.description;
    expect(legacy.properties.map((p) => p.name)).toEqual(['keepOnlySet', 'values', 'options']);
    expect(legacy.properties[0]!.default).toBe(false);
    const options = legacy.properties[2]!.options as NodeProperty[];
    expect(options.map((o) => [o.name, o.default])).toEqual([['dotNotation', true]]);
    expect(registry.get('n8n-nodes-base.set', 3.4)!.description.properties.some((p) => p.name === 'keepOnlySet')).toBe(
      false,
    );
    expect(registry.get('n8n-nodes-base.set')!.description.version).toContain(3.4);
  });

  it('version 2 turns numeric strings of Number values into numbers, version 1 keeps them', async () => {
    const parameters = {
      values: { number: [{ name: 'n', value: '={{ $json.s }}' }], string: [{ name: 'a.b', value: 'x' }] },
    };
    const items = [{ s: '12' }, { s: '' }, { s: 'twelve' }];
    expect(await runSet(1, parameters, items)).toEqual([
      { s: '12', n: '12', a: { b: 'x' } },
      { s: '', n: '', a: { b: 'x' } },
      { s: 'twelve', n: 'twelve', a: { b: 'x' } },
    ]);
    expect(await runSet(2, parameters, items)).toEqual([
      { s: '12', n: 12, a: { b: 'x' } },
      { s: '', n: 0, a: { b: 'x' } },
      { s: 'twelve', n: 'twelve', a: { b: 'x' } },
    ]);
  });

  it('keeps only the values set, under literal names when dot notation is off', async () => {
    const parameters = {
      keepOnlySet: true,
      values: { boolean: [{ name: 'ok.yes', value: '={{ $json.s }}' }] },
      options: { dotNotation: false },
    };
    expect(await runSet(1, parameters, [{ s: 'false' }, { s: '' }])).toEqual([{ 'ok.yes': true }, { 'ok.yes': false }]);
  });
});
