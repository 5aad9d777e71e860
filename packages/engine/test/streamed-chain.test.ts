import { describe, expect, it } from 'vitest';
import { runWorkflow, type ExecutionResult } from '@weft/engine';
import type { RunData, Workflow } from '@weft/workflow';
import { registry, workflow } from './helpers.js';

// Large inputs through Set → If → Set → No Operation, run in batches, against the same workflow run
// plainly. The numbers are small so that batches (7 items) and the cap (10 items) cut everywhere.
const ITEMS = 95;
const KEEP = 10;
const streaming = { keepItems: KEEP, batchSize: 7 };

const set = (name: string, value: string) =>
  [
    name,
    'weft.set',
    {
      assignments: { assignments: [{ id: name, name, value, type: 'number' }] },
      includeOtherFields: true,
      options: {},
    },
    { typeVersion: 3.4 },
  ] as const;

const ifNode = (left: string) =>
  [
    'If',
    'weft.if',
    {
      conditions: {
        options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
        conditions: [{ id: 'c', leftValue: left, rightValue: 0, operator: { type: 'number', operation: 'equals' } }],
        combinator: 'and',
      },
      options: {},
    },
    { typeVersion: 2.2 },
  ] as const;

const count = [
  'Count',
  'weft.code',
  {
    jsCode:
      'const all = $input.all();\nreturn [{ json: { n: all.length, sum: all.reduce((s, i) => s + i.json.plus, 0) } }];',
  },
  { typeVersion: 2 },
] as const;

function chainWorkflow(opts: { first?: string; left?: string; extra?: string; items?: unknown[] } = {}): Workflow {
  const items = opts.items ?? Array.from({ length: ITEMS }, (_, i) => ({ i }));
  return workflow(
    [
      ['Start', 'weft.manualTrigger'],
      ['Emit', 'test.emit', { items: JSON.stringify(items) }],
      [...set('double', opts.first ?? '={{ $json.i * 2 }}')],
      [...ifNode(opts.left ?? '={{ $json.double % 3 }}')],
      [...set('plus', '={{ $json.double + 1 }}')],
      ['Pass', 'weft.noOp'],
      [...count],
      ...(opts.extra ? [['Note', 'weft.noOp', { notes: opts.extra }] as const] : []),
    ].map((n) => [...n] as [string, string, Record<string, unknown>?, Record<string, unknown>?]),
    ['Start>Emit', 'Emit>double', 'double>If', 'If:0>plus', 'plus>Pass', 'Pass>Count'],
  );
}

const run = (wf: Workflow, more: Partial<Parameters<typeof runWorkflow>[0]> = {}) =>
  runWorkflow({ workflow: wf, nodeTypes: registry, ...more });

const main = (r: ExecutionResult, node: string) => r.data.resultData.runData[node]?.[0]?.data?.main;

/** The run data with timings taken out. */
function shape(runData: RunData) {
  return Object.fromEntries(
    Object.entries(runData).map(([name, runs]) => [
      name,
      runs.map(({ startTime: _s, executionTime: _e, error, ...rest }) => {
        const { timestamp: _t, ...untimed } = error ?? {};
        return error ? { ...rest, error: untimed } : rest;
      }),
    ]),
  );
}

describe('streamed chains of item-by-item nodes', () => {
  it('runs Set → If → Set → No Operation in batches with the results of a plain run', async () => {
    const wf = chainWorkflow();
    const plain = await run(wf);
    const streamed = await run(wf, { streaming });
    expect(plain.status).toBe('success');
    expect(streamed.status).toBe('success');
    // The chain's last node and everything after it: the same items, pairing included.
    expect(main(streamed, 'Pass')).toEqual(main(plain, 'Pass'));
    expect(main(streamed, 'Count')).toEqual(main(plain, 'Count'));
    expect(main(plain, 'Count')?.[0]?.[0]?.json).toEqual({ n: 32, sum: 32 * 93 + 32 });
    // The nodes inside the chain keep their first items, and say how many they had.
    const plainRuns = plain.data.resultData.runData;
    const runs = streamed.data.resultData.runData;
    expect(runs.double?.[0]?.data?.main).toEqual([plainRuns.double![0]!.data!.main![0]!.slice(0, KEEP)]);
    expect(runs.double?.[0]?.itemsCapped).toEqual([{ connectionType: 'main', output: 0, kept: KEEP, total: ITEMS }]);
    expect(runs.If?.[0]?.data?.main).toEqual(plainRuns.If![0]!.data!.main!.map((items) => items!.slice(0, KEEP)));
    expect(runs.If?.[0]?.itemsCapped).toEqual([
      { connectionType: 'main', output: 0, kept: KEEP, total: 32 },
      { connectionType: 'main', output: 1, kept: KEEP, total: 63 },
    ]);
    expect(runs.plus?.[0]?.itemsCapped).toEqual([{ connectionType: 'main', output: 0, kept: KEEP, total: 32 }]);
    expect(runs.Pass?.[0]?.itemsCapped).toBeUndefined();
    // Order, sources and indexes as in the plain run.
    for (const name of ['double', 'If', 'plus', 'Pass', 'Count']) {
      const { data: _d, itemsCapped: _c, startTime: _s, executionTime: _e, ...rest } = runs[name]![0]!;
      const { data: _pd, startTime: _ps, executionTime: _pe, ...plainRest } = plainRuns[name]![0]!;
      expect(rest, name).toEqual(plainRest);
    }
    expect(streamed.data.resultData.lastNodeExecuted).toBe('Count');
  });

  it('moves pairing to each item’s place in the whole input', async () => {
    const streamed = await run(chainWorkflow(), { streaming });
    const pass = main(streamed, 'Pass')![0]!;
    const plus = streamed.data.resultData.runData.plus![0]!.data!.main![0]!;
    const ifTrue = streamed.data.resultData.runData.If![0]!.data!.main![0]!;
    // Item k of Pass is item k of plus, which came from the If's true item k, which came from Set item 3k.
    expect(pass.map((i) => i.pairedItem)).toEqual(pass.map((_, k) => ({ item: k })));
    expect(plus.map((i) => i.pairedItem)).toEqual(plus.map((_, k) => ({ item: k })));
    expect(ifTrue.map((i) => i.pairedItem)).toEqual(ifTrue.map((_, k) => ({ item: 3 * k })));
  });

  it('keeps every item when the input is not larger than the cap', async () => {
    const wf = chainWorkflow({ items: Array.from({ length: KEEP }, (_, i) => ({ i })) });
    const plain = await run(wf);
    const streamed = await run(wf, { streaming });
    expect(shape(streamed.data.resultData.runData)).toEqual(shape(plain.data.resultData.runData));
  });

  it.each([
    ['reads the item’s position', '={{ $itemIndex * 2 }}'],
    ['reads the whole input', '={{ $input.first().json.i + $json.i }}'],
    ['reads the input under another name', '={{ items.length + $json.i }}'],
    [
      'writes custom data, which outlives the item',
      "={{ $execution.customData.set('last', String($json.i)) ?? $json.i * 2 }}",
    ],
  ])('runs a node whose expression %s plainly; the chain starts after it', async (_, first) => {
    const wf = chainWorkflow({ first });
    const plain = await run(wf);
    const streamed = await run(wf, { streaming });
    const runs = streamed.data.resultData.runData;
    expect(runs.double?.[0]?.itemsCapped).toBeUndefined();
    expect(main(streamed, 'double')).toEqual(main(plain, 'double'));
    expect(runs.If?.[0]?.itemsCapped).toBeDefined();
    expect(main(streamed, 'Pass')).toEqual(main(plain, 'Pass'));
    expect(main(streamed, 'Count')).toEqual(main(plain, 'Count'));
  });

  it.each([
    ['reads a node’s items', "{{ $('double').item.json.double }}"],
    ['reads a node by its old name', '{{ $node["If"].json }}'],
    ['follows pairing in code', 'const x = $input.item.pairedItem;'],
  ])('runs everything plainly when another node %s', async (_, extra) => {
    const wf = chainWorkflow({ extra });
    const plain = await run(wf);
    const streamed = await run(wf, { streaming });
    expect(streamed.status).toBe(plain.status);
    expect(shape(streamed.data.resultData.runData)).toEqual(shape(plain.data.resultData.runData));
    expect(
      Object.values(streamed.data.resultData.runData)
        .flat()
        .some((r) => r.itemsCapped),
    ).toBe(false);
  });

  it('runs plainly when a node of the chain fails on a later batch, with the plain run’s error', async () => {
    // Item 50's value is text: the If's strict number comparison fails there.
    const items = Array.from({ length: ITEMS }, (_, i) => ({ i: i === 50 ? 'x' : i }));
    const wf = chainWorkflow({ items, first: '={{ $json.i }}', left: '={{ $json.double }}' });
    (
      wf.nodes.find((n) => n.name === 'double')!.parameters as { assignments: { assignments: Array<{ type: string }> } }
    ).assignments.assignments[0]!.type = 'string';
    const plain = await run(wf);
    const streamed = await run(wf, { streaming });
    expect(plain.status).toBe('error');
    expect(plain.data.resultData.error?.message).toMatch(/Wrong type/);
    // The stacks differ where they reach this test (each run is called from its own line).
    const { timestamp: _t, stack: _s, ...error } = streamed.data.resultData.error!;
    const { timestamp: _pt, stack: _ps, ...plainError } = plain.data.resultData.error!;
    expect(_s).toMatch(/Wrong type/);
    expect(error).toEqual(plainError);
    expect(shape(streamed.data.resultData.runData)).toEqual(shape(plain.data.resultData.runData));
  });

  it('runs plainly when nothing gets past a node of the chain (that node ends the run)', async () => {
    const wf = chainWorkflow({ left: '={{ $json.double + 1000 }}' });
    const plain = await run(wf);
    const streamed = await run(wf, { streaming });
    expect(plain.data.resultData.lastNodeExecuted).toBe('If');
    expect(shape(streamed.data.resultData.runData)).toEqual(shape(plain.data.resultData.runData));
  });

  it('runs capped nodes again in a partial run rather than feeding their first items on', async () => {
    const wf = chainWorkflow();
    const streamed = await run(wf, { streaming });
    const partial = await run(wf, { destinationNode: 'Pass', runData: streamed.data.resultData.runData });
    const plain = await run(wf);
    expect(main(partial, 'Pass')).toEqual(main(plain, 'Pass'));
    // The chain after the capped nodes ran again, not from the kept items.
    expect(partial.data.resultData.runData.If?.[0]?.itemsCapped).toBeUndefined();
  });
});
