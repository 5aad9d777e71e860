import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { registry, workflow } from './helpers.js';

describe('node typeVersions', () => {
  it('refuses to start a run with a node at a typeVersion Weft lacks, before any node runs', async () => {
    const ran: string[] = [];
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Old', 'n8n-nodes-base.noOp', {}, { typeVersion: 0.9 }],
      ],
      ['Start>Old'],
    );
    const result = await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      hooks: { nodeExecuteBefore: (n) => void ran.push(n) },
    });
    expect(result.status).toBe('error');
    expect(ran).toEqual([]);
    const error = result.data.resultData.error!;
    expect(error.message).toBe(
      'Node "Old" (n8n-nodes-base.noOp) is at typeVersion 0.9, which Weft does not have; Weft has typeVersion 1 of this type',
    );
    expect(error.description).toMatch(/Replace the node/);
  });

  it('runs a disabled node at an unknown typeVersion as the pass-through it is', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Old', 'weft.noOp', {}, { typeVersion: 0.9, disabled: true }],
      ],
      ['Start>Old'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(result.status).toBe('success');
  });
});
