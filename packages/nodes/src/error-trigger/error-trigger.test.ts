import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const workflow: Workflow = {
  id: 'e1',
  name: 'Errors',
  nodes: [
    {
      id: '1',
      name: 'Error Trigger',
      type: 'n8n-nodes-base.errorTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    },
  ],
  connections: {},
};

describe('Error Trigger node', () => {
  it('passes the failed execution’s data on', async () => {
    const data = {
      execution: { id: '7', url: 'u', error: { message: 'x' }, lastNodeExecuted: 'A', mode: 'webhook' },
      workflow: { id: 'w', name: 'W' },
    };
    const result = await runWorkflow({
      workflow,
      nodeTypes,
      mode: 'error',
      startNode: 'Error Trigger',
      startItems: [{ json: data }],
    });
    expect(result.data.resultData.runData['Error Trigger']![0]!.data!.main![0]!.map((i) => i.json)).toEqual([data]);
  });

  it('outputs example data in a manual run', async () => {
    const result = await runWorkflow({ workflow, nodeTypes, mode: 'manual' });
    const json = result.data.resultData.runData['Error Trigger']![0]!.data!.main![0]![0]!.json as {
      workflow: unknown;
      execution: { error: { message: string } };
    };
    expect(json.workflow).toEqual({ id: 'e1', name: 'Errors' });
    expect(json.execution.error.message).toBe('Example Error Message');
  });
});
