import { beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { calls, outputJson, registry, workflow } from './helpers.js';

beforeEach(() => calls.clear());

const chain = () =>
  workflow(
    [
      ['Start', 'weft.manualTrigger'],
      ['Data', 'test.emit', { items: JSON.stringify([{ n: 1 }, { n: 2 }]) }],
      ['A', 'test.tag', { value: '={{ $json.n * 10 }}' }],
      ['B', 'test.tag', { value: 'b' }],
    ],
    ['Start>Data', 'Data>A', 'A>B'],
  );

describe('pinned data', () => {
  it('in a manual run, a pinned node does not execute and its pinned items are its output', async () => {
    const wf = chain();
    wf.pinData = { Data: [{ json: { n: 7 } }] };
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry, mode: 'manual' });
    expect(calls.get('Data')).toBeUndefined();
    expect(outputJson(result, 'Data')).toEqual([{ n: 7 }]);
    expect(outputJson(result, 'B')).toEqual([{ n: 7, A: 70, B: 'b' }]);
  });

  it('normalises pinned values that are not wrapped in {json}', async () => {
    const wf = chain();
    wf.pinData = { Data: [{ n: 3 }] as never };
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry, mode: 'manual' });
    expect(outputJson(result, 'A')).toEqual([{ n: 3, A: 30 }]);
  });

  it('is ignored outside manual runs', async () => {
    const wf = chain();
    wf.pinData = { Data: [{ json: { n: 7 } }] };
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry, mode: 'trigger' });
    expect(calls.get('Data')).toBe(1);
    expect(outputJson(result, 'Data')).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

describe('partial runs', () => {
  it('runs up to a chosen node from scratch, and nothing after it', async () => {
    const result = await runWorkflow({ workflow: chain(), nodeTypes: registry, destinationNode: 'A' });
    expect(outputJson(result, 'A')).toEqual([
      { n: 1, A: 10 },
      { n: 2, A: 20 },
    ]);
    expect(result.data.resultData.runData.B).toBeUndefined();
  });

  it('reuses earlier run data and runs only the nodes that lack it', async () => {
    const first = await runWorkflow({ workflow: chain(), nodeTypes: registry, destinationNode: 'A' });
    calls.clear();
    const runData = { ...first.data.resultData.runData };
    delete runData.A; // A was edited: it must run again, Data must not
    const second = await runWorkflow({ workflow: chain(), nodeTypes: registry, destinationNode: 'B', runData });
    expect(calls.get('Data')).toBeUndefined();
    expect(calls.get('A')).toBe(1);
    expect(calls.get('B')).toBe(1);
    expect(outputJson(second, 'B')).toEqual([
      { n: 1, A: 10, B: 'b' },
      { n: 2, A: 20, B: 'b' },
    ]);
    expect(second.data.resultData.runData.Data).toEqual(first.data.resultData.runData.Data);
  });

  it('uses pinned data of a node upstream', async () => {
    const wf = chain();
    wf.pinData = { Data: [{ json: { n: 5 } }] };
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry, mode: 'manual', destinationNode: 'A' });
    expect(calls.get('Data')).toBeUndefined();
    expect(outputJson(result, 'A')).toEqual([{ n: 5, A: 50 }]);
  });

  it('resolves $() references to reused run data', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: JSON.stringify([{ n: 4 }]) }],
        ['A', 'test.tag', { value: 'a' }],
        ['B', 'test.tag', { value: "={{ $('Data').item.json.n + 1 }}" }],
      ],
      ['Start>Data', 'Data>A', 'A>B'],
    );
    const first = await runWorkflow({ workflow: wf, nodeTypes: registry, destinationNode: 'A' });
    const second = await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      destinationNode: 'B',
      runData: first.data.resultData.runData,
    });
    expect(outputJson(second, 'B')).toEqual([{ n: 4, A: 'a', B: 5 }]);
  });
});
