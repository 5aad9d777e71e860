import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { outputJson, registry, workflow } from './helpers.js';

const child = workflow(
  [
    ['In', 'weft.executeWorkflowTrigger'],
    ['Double', 'test.tag', { value: '={{ $json.n * 2 }}' }],
  ],
  ['In>Double'],
);

describe('sub-workflows', () => {
  it('runs a workflow given as JSON with all items and outputs its last node', async () => {
    const parent = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: JSON.stringify([{ n: 1 }, { n: 2 }]) }],
        ['Call', 'weft.executeWorkflow', { source: 'parameter', workflowJson: JSON.stringify(child) }],
      ],
      ['Start>Data', 'Data>Call'],
    );
    const result = await runWorkflow({ workflow: parent, nodeTypes: registry });
    expect(result.status).toBe('success');
    expect(outputJson(result, 'Call')).toEqual([
      { n: 1, Double: 2 },
      { n: 2, Double: 4 },
    ]);
  });

  it('runs once per item in each mode', async () => {
    const parent = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: JSON.stringify([{ n: 1 }, { n: 5 }]) }],
        ['Call', 'weft.executeWorkflow', { source: 'parameter', workflowJson: JSON.stringify(child), mode: 'each' }],
      ],
      ['Start>Data', 'Data>Call'],
    );
    parent.nodes[2]!.typeVersion = 1.1;
    const result = await runWorkflow({ workflow: parent, nodeTypes: registry });
    expect(outputJson(result, 'Call')).toEqual([
      { n: 1, Double: 2 },
      { n: 5, Double: 10 },
    ]);
  });

  it('loads a workflow by id through the host', async () => {
    const parent = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Call', 'weft.executeWorkflow', { source: 'database', workflowId: 'wf-7' }],
      ],
      ['Start>Call'],
    );
    const result = await runWorkflow({
      workflow: parent,
      nodeTypes: registry,
      startItems: [{ json: { n: 21 } }],
      services: { loadWorkflow: async (id) => (id === 'wf-7' ? child : Promise.reject(new Error('not found'))) },
    });
    expect(outputJson(result, 'Call')).toEqual([{ n: 21, Double: 42 }]);
  });

  it('fails the calling node with the sub-workflow’s error', async () => {
    const failing = workflow(
      [
        ['In', 'weft.executeWorkflowTrigger'],
        ['Stop', 'weft.stopAndError', { errorMessage: 'child broke' }],
      ],
      ['In>Stop'],
    );
    const parent = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Call', 'weft.executeWorkflow', { source: 'parameter', workflowJson: JSON.stringify(failing) }],
      ],
      ['Start>Call'],
    );
    const result = await runWorkflow({ workflow: parent, nodeTypes: registry });
    expect(result.status).toBe('error');
    expect(result.data.resultData.lastNodeExecuted).toBe('Call');
    expect(result.data.resultData.error?.message).toBe('child broke');
  });

  it('stops a workflow that calls itself forever', async () => {
    const selfCalling = workflow(
      [
        ['In', 'weft.executeWorkflowTrigger'],
        ['Again', 'weft.executeWorkflow', { source: 'database', workflowId: 'self' }],
      ],
      ['In>Again'],
    );
    const result = await runWorkflow({
      workflow: selfCalling,
      nodeTypes: registry,
      startNode: 'In',
      services: { loadWorkflow: async () => selfCalling },
    });
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toMatch(/nested more than/);
  });
});
