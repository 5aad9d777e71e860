import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import type { ExecutionMode } from '@weft/workflow';
import { builtinNodeTypes } from '../index.js';
import { setAllCustomData, setCustomData } from './index.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

function workflow(values: Array<{ key: string; value?: unknown }>, version = 1.1) {
  return importN8nWorkflow({
    nodes: [
      {
        id: '1',
        name: 'Manual',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: '2',
        name: 'Save',
        type: 'n8n-nodes-base.executionData',
        typeVersion: version,
        position: [200, 0],
        parameters: { dataToSave: { values } },
      },
    ],
    connections: { Manual: { main: [[{ node: 'Save', type: 'main', index: 0 }]] } },
  });
}

async function run(values: Array<{ key: string; value?: unknown }>, mode: ExecutionMode, version = 1.1) {
  return runWorkflow({ workflow: workflow(values, version), nodeTypes: registry, mode, timezone: 'UTC' });
}

describe('Execution Data custom data rules', () => {
  it('keeps keys of A-Za-z0-9_ cut to 50 characters and values as text cut to 512', () => {
    const data: Record<string, string> = {};
    setCustomData(data, 'k'.repeat(60), 'v'.repeat(600));
    setCustomData(data, 'n', 5);
    expect(data).toEqual({ ['k'.repeat(50)]: 'v'.repeat(512), n: '5' });
    expect(() => setCustomData(data, 'bad key', 'x')).toThrow(
      'Custom date key can only contain characters "A-Za-z0-9_" (key "bad key")',
    );
    expect(() => setCustomData(data, 'obj', { a: 1 })).toThrow('Custom data values must be a string (key "obj")');
  });

  it('ignores new keys beyond ten, but updates existing ones', () => {
    const data: Record<string, string> = {};
    setAllCustomData(data, Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, String(i)])));
    expect(Object.keys(data)).toHaveLength(10);
    setCustomData(data, 'k0', 'changed');
    expect(data.k0).toBe('changed');
    expect(data.k11).toBeUndefined();
  });

  it('sets every valid key before reporting the first error', () => {
    const data: Record<string, string> = {};
    expect(() => setAllCustomData(data, { 'a-b': '1', ok: '2' })).toThrow('(key "a-b")');
    expect(data).toEqual({ ok: '2' });
  });
});

describe('Execution Data node', () => {
  it('saves its pairs as the execution custom data (resultData.metadata), readable by later expressions', async () => {
    const wf = importN8nWorkflow({
      nodes: [
        {
          id: '1',
          name: 'Manual',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: '2',
          name: 'Save',
          type: 'n8n-nodes-base.executionData',
          typeVersion: 1.1,
          position: [200, 0],
          parameters: { dataToSave: { values: [{ key: 'orderId', value: '={{ 40 + 2 }}' }, { key: 'empty' }] } },
        },
        {
          id: '3',
          name: 'Read',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.4,
          position: [400, 0],
          parameters: {
            assignments: {
              assignments: [
                { id: 'a', name: 'order', type: 'string', value: "={{ $execution.customData.get('orderId') }}" },
              ],
            },
            options: {},
          },
        },
      ],
      connections: {
        Manual: { main: [[{ node: 'Save', type: 'main', index: 0 }]] },
        Save: { main: [[{ node: 'Read', type: 'main', index: 0 }]] },
      },
    });
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry, mode: 'manual', timezone: 'UTC' });
    expect(result.data.resultData.error).toBeUndefined();
    expect(result.data.resultData.metadata).toEqual({ orderId: '42', empty: '' });
    expect(result.data.resultData.runData.Read![0]!.data!.main![0]![0]!.json).toEqual({ order: '42' });
  });

  it('fails a manual run on a bad key, naming the node', async () => {
    const result = await run([{ key: 'not valid', value: 'x' }], 'manual');
    expect(result.data.resultData.error?.message).toContain('Custom date key can only contain characters');
    expect(result.data.resultData.lastNodeExecuted).toBe('Save');
  });

  it('passes items through in production runs even with a bad key, as n8n does', async () => {
    const result = await run([{ key: 'not valid', value: 'x' }], 'trigger');
    expect(result.data.resultData.error).toBeUndefined();
    expect(result.data.resultData.runData.Save![0]!.data!.main![0]).toHaveLength(1);
    expect(result.data.resultData).not.toHaveProperty('metadata');
  });

  it('version 1 refuses a null value in manual runs; 1.1 saves it as empty text', async () => {
    expect((await run([{ key: 'missing' }], 'manual', 1)).data.resultData.error).toBeUndefined();
    const v1 = await run([{ key: 'empty', value: '={{ null }}' }], 'manual', 1);
    expect(v1.data.resultData.error?.message).toContain('Custom data values must be a string (key "empty")');
    const v11 = await run([{ key: 'empty', value: '={{ null }}' }], 'manual', 1.1);
    expect(v11.data.resultData.error).toBeUndefined();
  });
});
