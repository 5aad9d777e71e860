import { describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, type NodeType } from '@weft/workflow';
import { Cancellation, runWorkflow } from '../src/index.js';
import { workflow } from './helpers.js';

/** Records whether a run's node asked for the signal, and sleeps when told to. */
const seen: { signalAsked: boolean } = { signalAsked: false };
const testTypes: NodeType[] = [
  {
    description: {
      name: 'test.sleep',
      displayName: 'Sleep',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Sleep' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [{ displayName: 'Milliseconds', name: 'ms', type: 'number', default: 0 }],
    },
    async execute(ctx) {
      const ms = ctx.getNodeParameter('ms', 0) as number;
      if (ms > 0) await ctx.sleep(ms);
      return [ctx.getInputData()];
    },
  },
  {
    description: {
      name: 'test.signal',
      displayName: 'Signal',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Signal' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [],
    },
    async execute(ctx) {
      seen.signalAsked = true;
      return [[{ json: { aborted: ctx.signal.aborted } }]];
    },
  },
];
const registry = createNodeTypeRegistry([...builtinNodeTypes, ...testTypes]);

describe('Cancellation', () => {
  it('makes its signal only when asked, aborted already if it was cancelled before', () => {
    const early = new Cancellation();
    early.abort(new Error('stopped'));
    expect(early.aborted).toBe(true);
    expect(early.signal.aborted).toBe(true);
    expect((early.signal.reason as Error).message).toBe('stopped');

    const late = new Cancellation();
    const heard: unknown[] = [];
    late.signal.addEventListener('abort', () => heard.push(late.signal.reason));
    late.abort('first');
    late.abort('second');
    expect(heard).toEqual(['first']);
    expect(late.signal.reason).toBe('first');
  });

  it('stops a run that sleeps when it is cancelled, and lets a node read the signal', async () => {
    const cancellation = new Cancellation();
    const wf = workflow(
      [
        ['Start', 'n8n-nodes-base.manualTrigger'],
        ['Sleep', 'test.sleep', { ms: 30_000 }],
      ],
      ['Start>Sleep'],
    );
    const started = Date.now();
    const run = runWorkflow({ workflow: wf, nodeTypes: registry, cancellation });
    setTimeout(() => cancellation.abort(new Error('Stopped by the test')), 50);
    const result = await run;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.status).toBe('canceled');

    seen.signalAsked = false;
    const reads = workflow(
      [
        ['Start', 'n8n-nodes-base.manualTrigger'],
        ['Signal', 'test.signal'],
      ],
      ['Start>Signal'],
    );
    const ok = await runWorkflow({ workflow: reads, nodeTypes: registry, cancellation: new Cancellation() });
    expect(seen.signalAsked).toBe(true);
    expect(ok.data.resultData.runData['Signal']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ aborted: false });
  });

  it("still takes a caller's AbortSignal", async () => {
    const controller = new AbortController();
    const wf = workflow(
      [
        ['Start', 'n8n-nodes-base.manualTrigger'],
        ['Sleep', 'test.sleep', { ms: 30_000 }],
      ],
      ['Start>Sleep'],
    );
    const run = runWorkflow({ workflow: wf, nodeTypes: registry, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await run).status).toBe('canceled');
  });
});
