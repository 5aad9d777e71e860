import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { outputJson, registry, workflow } from './helpers.js';

const waitWebhook = () =>
  workflow(
    [
      ['Start', 'weft.manualTrigger'],
      ['Data', 'test.emit', { items: JSON.stringify([{ n: 1 }, { n: 2 }]) }],
      ['Wait', 'weft.wait', { resume: 'webhook' }],
      ['After', 'test.tag', { value: '={{ $json.body?.ok ?? $json.n }}' }],
    ],
    ['Start>Data', 'Data>Wait', 'Wait>After'],
  );

describe('waiting executions', () => {
  it('ends a webhook wait in status waiting with the far-future waitTill and the stack to resume from', async () => {
    const result = await runWorkflow({
      workflow: waitWebhook(),
      nodeTypes: registry,
      executionId: '7',
      resumeUrl: 'http://x/webhook-waiting',
    });
    expect(result.status).toBe('waiting');
    expect(result.waitTill).toBe('3000-01-01T00:00:00.000Z');
    expect(result.data.resultData.lastNodeExecuted).toBe('Wait');
    expect(result.data.resultData.runData.Wait?.[0]?.executionStatus).toBe('waiting');
    expect(result.data.resultData.runData.After).toBeUndefined();
    const stack = result.data.executionData!.nodeExecutionStack;
    expect(stack.map((e) => e.node.name)).toEqual(['Wait']);
    expect(stack[0]!.data.main[0]!.map((i) => i.json)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('resumes with the request item as the waiting node output and ends with the whole run data', async () => {
    const wf = waitWebhook();
    const first = await runWorkflow({ workflow: wf, nodeTypes: registry, executionId: '7' });
    const resumed = await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      executionId: '7',
      resume: {
        executionData: JSON.parse(JSON.stringify(first.data.executionData)),
        runData: JSON.parse(JSON.stringify(first.data.resultData.runData)),
        items: [{ json: { body: { ok: 'yes' } } }],
      },
    });
    expect(resumed.status).toBe('success');
    expect(resumed.data.executionData).toBeUndefined();
    expect(resumed.data.resultData.runData.Wait).toHaveLength(1);
    expect(resumed.data.resultData.runData.Wait![0]!.executionStatus).toBe('success');
    expect(Object.keys(resumed.data.resultData.runData).sort()).toEqual(['After', 'Data', 'Start', 'Wait']);
    expect(outputJson(resumed, 'After')).toEqual([{ body: { ok: 'yes' }, After: 'yes' }]);
    const indexes = Object.values(resumed.data.resultData.runData)
      .flat()
      .map((t) => t.executionIndex);
    expect(new Set(indexes).size).toBe(indexes.length);
  });

  it('passes the input on when a time-based wait resumes without a request', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: JSON.stringify([{ n: 3 }]) }],
        ['Wait', 'weft.wait', { resume: 'timeInterval', amount: 2, unit: 'hours' }],
        ['After', 'test.tag', { value: '={{ $json.n }}' }],
      ],
      ['Start>Data', 'Data>Wait', 'Wait>After'],
    );
    const first = await runWorkflow({ workflow: wf, nodeTypes: registry, durableWaitAfterMs: 65_000 });
    expect(first.status).toBe('waiting');
    expect(new Date(first.waitTill!).getTime()).toBeGreaterThan(Date.now() + 7_000_000);
    const resumed = await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      resume: { executionData: first.data.executionData!, runData: first.data.resultData.runData },
    });
    expect(outputJson(resumed, 'After')).toEqual([{ n: 3, After: 3 }]);
  });

  it('sleeps in process for waits shorter than the threshold and reports the wait to the host', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Wait', 'weft.wait', { resume: 'timeInterval', amount: 0.2, unit: 'seconds' }],
      ],
      ['Start>Wait'],
    );
    const seen: Array<string | null> = [];
    const result = await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      durableWaitAfterMs: 65_000,
      services: { onWaitInProcess: (d) => void seen.push(d ? 'until' : null) },
    });
    expect(result.status).toBe('success');
    expect(seen).toEqual(['until', null]);
  });

  it('gives $execution.resumeUrl with the execution id', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Url', 'test.tag', { value: '={{ $execution.resumeUrl }}' }],
      ],
      ['Start>Url'],
    );
    const result = await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      executionId: '42',
      resumeUrl: 'https://weft.example/webhook-waiting',
    });
    expect(outputJson(result, 'Url')[0]).toMatchObject({ Url: 'https://weft.example/webhook-waiting/42' });
  });
});
