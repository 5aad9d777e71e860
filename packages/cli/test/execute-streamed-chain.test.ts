/**
 * `weft execute` runs a large input through a chain of Set, If, Filter… nodes in batches: with
 * WEFT_EXECUTIONS_DATA_MAX_ITEMS at 5, the nodes inside the chain keep their first 5 output items
 * and say how many they had, while the chain's last node, and what follows it, get every item.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createInstance, runCli, type TestInstance } from './cli-helpers.js';

const set = (id: string, name: string, value: string, x: number) => ({
  id,
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 3.4,
  position: [x, 0],
  parameters: {
    assignments: { assignments: [{ id, name: name.toLowerCase(), type: 'number', value }] },
    includeOtherFields: true,
    options: {},
  },
});

const chain = {
  name: 'Chain',
  nodes: [
    { id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'b',
      name: 'Twelve',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [200, 0],
      parameters: { jsCode: 'return Array.from({ length: 12 }, (_, i) => ({ json: { i } }));' },
    },
    set('c', 'Double', '={{ $json.i * 2 }}', 400),
    {
      id: 'd',
      name: 'Small',
      type: 'n8n-nodes-base.filter',
      typeVersion: 2.2,
      position: [600, 0],
      parameters: {
        conditions: {
          options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
          conditions: [
            {
              id: 'x',
              leftValue: '={{ $json.double }}',
              rightValue: 12,
              operator: { type: 'number', operation: 'lt' },
            },
          ],
          combinator: 'and',
        },
        options: {},
      },
    },
    set('e', 'Plus', '={{ $json.double + 1 }}', 800),
    {
      id: 'f',
      name: 'Count',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [1000, 0],
      parameters: { jsCode: 'return [{ json: { n: $input.all().length } }];' },
    },
  ],
  connections: {
    Start: { main: [[{ node: 'Twelve', type: 'main', index: 0 }]] },
    Twelve: { main: [[{ node: 'Double', type: 'main', index: 0 }]] },
    Double: { main: [[{ node: 'Small', type: 'main', index: 0 }]] },
    Small: { main: [[{ node: 'Plus', type: 'main', index: 0 }]] },
    Plus: { main: [[{ node: 'Count', type: 'main', index: 0 }]] },
  },
  settings: {},
};

describe('weft execute streams large inputs through item-by-item nodes', () => {
  let instance: TestInstance | undefined;
  afterAll(async () => {
    await instance?.dispose();
  });

  it('keeps the first items inside the chain and every item at its end', async () => {
    instance = await createInstance('sqlite');
    const path = join(instance.home, 'chain.json');
    writeFileSync(path, JSON.stringify(chain));
    const result = await runCli({ ...instance.env, WEFT_EXECUTIONS_DATA_MAX_ITEMS: '5' }, [
      'execute',
      '--raw-output',
      '--file',
      path,
    ]);
    expect(result.code, result.stderr).toBe(0);
    const execution = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')));
    const runData = execution.data.resultData.runData;
    const json = (node: string, output = 0) =>
      runData[node][0].data.main[output].map((item: { json: unknown }) => item.json);
    // The Code node is not part of the chain: its run keeps all its items.
    expect(json('Twelve')).toHaveLength(12);
    expect(runData.Twelve[0].itemsCapped).toBeUndefined();
    expect(json('Double')).toEqual([0, 1, 2, 3, 4].map((i) => ({ i, double: 2 * i })));
    expect(runData.Double[0].itemsCapped).toEqual([{ connectionType: 'main', output: 0, kept: 5, total: 12 }]);
    expect(runData.Small[0].itemsCapped).toEqual([
      { connectionType: 'main', output: 0, kept: 5, total: 6 },
      { connectionType: 'main', output: 1, kept: 5, total: 6 },
    ]);
    expect(json('Plus')).toEqual([0, 1, 2, 3, 4, 5].map((i) => ({ i, double: 2 * i, plus: 2 * i + 1 })));
    expect(runData.Plus[0].itemsCapped).toBeUndefined();
    expect(json('Count')).toEqual([{ n: 6 }]);
  }, 60_000);
});
