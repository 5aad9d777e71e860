import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

/** Runs Code (emitting `items`) → If at `version` with `parameters` through the real engine. */
async function runIf(version: number, parameters: Record<string, unknown>, items: unknown[]) {
  const workflow = importN8nWorkflow({
    name: 'if',
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
      { id: 'c', name: 'If', type: 'n8n-nodes-base.if', typeVersion: version, position: [400, 0], parameters },
    ],
    connections: {
      Manual: { main: [[{ node: 'Input', type: 'main', index: 0 }]] },
      Input: { main: [[{ node: 'If', type: 'main', index: 0 }]] },
    },
  });
  const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual' });
  const rd = result.data.resultData;
  const outputs = (rd.runData.If?.[0]?.data?.main ?? []).map((list) => (list ?? []).map((i) => i.json));
  return { error: rd.error, outputs };
}

const blankNumber = (version: number, filterVersion: number) => ({
  conditions: {
    options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: filterVersion },
    conditions: [
      { id: '1', leftValue: '={{ $json.v }}', rightValue: 0, operator: { type: 'number', operation: 'equals' } },
    ],
    combinator: 'and',
  },
  options: {},
  ...(version >= 2.1 ? { looseTypeValidation: false } : {}),
});

describe('If versions', () => {
  it('has the typeVersions n8n 1.123 has, each with its own parameters', () => {
    expect(registry.versions?.('n8n-nodes-base.if')).toEqual([1, 2, 2.1, 2.2, 2.3]);
    expect(registry.get('n8n-nodes-base.if', 1)?.description.properties.map((p) => p.name)).toEqual([
      'conditions',
      'combineOperation',
    ]);
    expect(registry.get('n8n-nodes-base.if', 2.3)?.description.properties[0]?.type).toBe('filter');
  });

  it('If 1 fills an omitted operation with its default and combines with ANY', async () => {
    const conditions = {
      string: [{ value1: '={{ $json.name }}', value2: 'b' }],
      number: [{ value1: '={{ $json.n }}', value2: 2 }],
    };
    const all = await runIf(1, { conditions }, [
      { name: 'a', n: 1 },
      { name: 'b', n: 1 },
      { name: 'b', n: 3 },
    ]);
    expect(all.outputs).toEqual([
      [{ name: 'b', n: 1 }],
      [
        { name: 'a', n: 1 },
        { name: 'b', n: 3 },
      ],
    ]);
    const any = await runIf(1, { conditions, combineOperation: 'any' }, [
      { name: 'a', n: 1 },
      { name: 'c', n: 3 },
    ]);
    expect(any.outputs).toEqual([[{ name: 'a', n: 1 }], [{ name: 'c', n: 3 }]]);
  });

  it('If 1 names a value that is not a date, and an operation it does not know', async () => {
    const dates = await runIf(1, { conditions: { dateTime: [{ value1: '={{ $json.d }}', value2: '2024-01-01' }] } }, [
      { d: 'soon' },
    ]);
    expect(dates.error?.message).toBe('The value "soon" is not a valid DateTime.');
    const unknown = await runIf(1, { conditions: { number: [{ value1: 1, operation: 'between', value2: 2 }] } }, [{}]);
    expect(unknown.error?.message).toContain('The operation "between" is not known for number conditions');
    const notText = await runIf(
      1,
      { conditions: { string: [{ value1: '={{ $json.n }}', operation: 'startsWith', value2: '1' }] } },
      [{ n: 12 }],
    );
    // n8n's own message (an item's `error` under "continue on error"), and words in the description.
    expect(notText.error?.message).toBe('value1.startsWith is not a function');
    expect(notText.error?.description).toBe(
      'Value 1 of the "startsWith" condition must be text, but it is number (item 0)',
    );
  });

  it('If 2.3 (filter version 3) takes a blank number as no value where 2.2 refuses it', async () => {
    const v23 = await runIf(2.3, blankNumber(2.3, 3), [{ v: '' }, { v: 0 }, { v: [] }]);
    expect(v23.error).toBeUndefined();
    expect(v23.outputs).toEqual([[{ v: 0 }], [{ v: '' }, { v: [] }]]);
    const v22 = await runIf(2.2, blankNumber(2.2, 2), [{ v: '' }]);
    expect(v22.error?.message).toContain("Wrong type: '' is a string but was expecting a number");
  });
});
