import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type NodeParameters, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

/** Manual → Set (the keys given) → Remove Duplicates 2 "processed in previous executions". */
function workflow(keys: string[], options: Record<string, unknown> = {}): Workflow {
  return {
    id: 'wf1',
    name: 'dedupe',
    staticData: {},
    nodes: [
      {
        id: 'm',
        name: 'Manual',
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
        position: [200, 0],
        parameters: { jsCode: `return ${JSON.stringify(keys.map((k) => ({ json: { k } })))};` },
      },
      {
        id: 'd',
        name: 'Dedupe',
        type: 'n8n-nodes-base.removeDuplicates',
        typeVersion: 2,
        position: [400, 0],
        parameters: {
          operation: 'removeItemsSeenInPreviousExecutions',
          dedupeValue: '={{ $json.k }}',
          options: options as NodeParameters,
        },
      },
    ],
    connections: {
      Manual: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
      Items: { main: [[{ node: 'Dedupe', type: 'main', index: 0 }]] },
    },
  };
}

async function keptAndDiscarded(wf: Workflow): Promise<string[][]> {
  const result = await runWorkflow({ workflow: wf, nodeTypes, mode: 'trigger', timezone: 'UTC' });
  const main = result.data.resultData.runData.Dedupe![0]!.data!.main;
  return (main ?? []).map((items) => (items ?? []).map((i) => String(i.json.k)));
}

describe('Remove Duplicates 2 across executions', () => {
  it('remembers the keys of earlier executions in the workflow static data, apart from $getWorkflowStaticData', async () => {
    const first = workflow(['a', 'b']);
    expect(await keptAndDiscarded(first)).toEqual([['a', 'b'], []]);
    const second = { ...workflow(['b', 'c']), staticData: first.staticData };
    expect(await keptAndDiscarded(second)).toEqual([['c'], ['b']]);
    const stored = first.staticData as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual(['deduplication']);
    expect(Object.keys(stored.deduplication as object)).toEqual(['n:d']);
  });

  it('keeps node and workflow scopes apart and keeps only the newest history entries', async () => {
    const first = workflow(['a', 'b', 'c'], { historySize: 3 });
    await keptAndDiscarded(first);
    // Another node scope ("workflow") has seen nothing yet.
    const other = { ...workflow(['a'], { scope: 'workflow' }), staticData: first.staticData };
    expect(await keptAndDiscarded(other)).toEqual([['a'], []]);
    // Over the history size: refused, naming the limit.
    const tooMany = { ...workflow(['d'], { historySize: 3 }), staticData: first.staticData };
    const result = await runWorkflow({ workflow: tooMany, nodeTypes, mode: 'trigger', timezone: 'UTC' });
    expect(result.data.resultData.error?.message).toMatch(/exceeds the maximum history size/);
  });
});
