import { describe, expect, it } from 'vitest';
import type { Item, RunData, SourceData, TaskData } from '@weft/workflow';
import { pairedHighlight, pairedItemsIn, pairedOutputIndexes, pairedParents } from './paired-items';

const task = (items: Item[] | Item[][], source: Array<SourceData | null> = []): TaskData => ({
  startTime: 0,
  executionIndex: 0,
  executionTime: 1,
  executionStatus: 'success',
  source,
  data: { main: (Array.isArray(items[0]) ? items : [items]) as Item[][] },
});
const people: Item[] = [{ json: { name: 'Ada' } }, { json: { name: 'Bob' } }, { json: { name: 'Cy' } }];
const ref = (nodeName: string, itemIndex: number, runIndex = 0, outputIndex = 0) => ({
  nodeName,
  runIndex,
  outputIndex,
  itemIndex,
});

// People → Sort (reversed) → Split (item 0 of Sort becomes two items; Bob is dropped)
const runData: RunData = {
  People: [task(people)],
  Sort: [
    task(
      [2, 1, 0].map((i) => ({ json: people[i]!.json, pairedItem: { item: i } })),
      [{ previousNode: 'People' }],
    ),
  ],
  Split: [
    task(
      [
        { json: { part: 1 }, pairedItem: 0 },
        { json: { part: 2 }, pairedItem: [{ item: 0 }] },
        { json: { part: 3 }, pairedItem: { item: 2, input: 0 } },
      ],
      [{ previousNode: 'Sort' }],
    ),
  ],
};

describe('following pairedItem links back', () => {
  it('one step: the parent item, with node, run and output from the run source', () => {
    expect(pairedParents(runData, ref('Sort', 0))).toEqual([ref('People', 2)]);
    expect(pairedParents(runData, ref('People', 0))).toEqual([]);
  });

  it('through several nodes, with every pairedItem form (number, object, array)', () => {
    expect(pairedItemsIn(runData, ref('Split', 0), 'People')).toEqual([ref('People', 2)]);
    expect(pairedItemsIn(runData, ref('Split', 1), 'People')).toEqual([ref('People', 2)]);
    expect(pairedItemsIn(runData, ref('Split', 2), 'People')).toEqual([ref('People', 0)]);
    expect(pairedItemsIn(runData, ref('Split', 2), 'Sort')).toEqual([ref('Sort', 2)]);
  });

  it('several links (a merge) give several items; a missing link or other node gives none', () => {
    const merged: RunData = {
      ...runData,
      Merge: [
        task(
          [
            {
              json: {},
              pairedItem: [
                { item: 0, input: 0 },
                { item: 1, input: 1 },
              ],
            },
          ],
          [{ previousNode: 'People' }, { previousNode: 'Sort', previousNodeRun: 0 }],
        ),
      ],
      Plain: [task([{ json: {} }], [{ previousNode: 'People' }])],
    };
    expect(pairedItemsIn(merged, ref('Merge', 0), 'People')).toEqual([ref('People', 0), ref('People', 1)]);
    expect(pairedItemsIn(merged, ref('Plain', 0), 'People')).toEqual([]);
    expect(pairedItemsIn(merged, ref('Sort', 0), 'Nope')).toEqual([]);
  });

  it('honours sourceOverwrite and the run and output in the source', () => {
    const rd: RunData = {
      ...runData,
      IfNode: [task([[], [{ json: { name: 'Bob' }, pairedItem: { item: 1 } }]], [{ previousNode: 'People' }])],
      After: [
        task(
          [
            {
              json: {},
              pairedItem: {
                item: 0,
                sourceOverwrite: { previousNode: 'IfNode', previousNodeOutput: 1, previousNodeRun: 0 },
              },
            },
          ],
          [{ previousNode: 'Other' }],
        ),
      ],
    };
    expect(pairedParents(rd, ref('After', 0))).toEqual([ref('IfNode', 0, 0, 1)]);
    expect(pairedItemsIn(rd, ref('After', 0), 'People')).toEqual([ref('People', 1)]);
  });
});

describe('the reverse: output items made from an input item', () => {
  it('finds the output items of a node paired with an upstream item, also several hops up', () => {
    expect(pairedOutputIndexes(runData, { nodeName: 'Sort', runIndex: 0, outputIndex: 0 }, ref('People', 0))).toEqual([
      2,
    ]);
    expect(pairedOutputIndexes(runData, { nodeName: 'Split', runIndex: 0, outputIndex: 0 }, ref('Sort', 0))).toEqual([
      0, 1,
    ]);
    expect(pairedOutputIndexes(runData, { nodeName: 'Split', runIndex: 0, outputIndex: 0 }, ref('People', 2))).toEqual([
      0, 1,
    ]);
    expect(pairedOutputIndexes(runData, { nodeName: 'Split', runIndex: 0, outputIndex: 0 }, ref('People', 1))).toEqual(
      [],
    );
    // Another run of the input is another item.
    expect(
      pairedOutputIndexes(runData, { nodeName: 'Sort', runIndex: 0, outputIndex: 0 }, ref('People', 0, 1)),
    ).toEqual([]);
  });

  it('pairedHighlight answers per panel, and nothing without a hover or for the same node', () => {
    const sortShown = { nodeName: 'Sort', runIndex: 0, outputIndex: 0 };
    const peopleShown = { nodeName: 'People', runIndex: 0, outputIndex: 0 };
    expect([...pairedHighlight(runData, 'output', sortShown, ref('People', 1))!]).toEqual([1]);
    expect([...pairedHighlight(runData, 'input', peopleShown, ref('Sort', 0))!]).toEqual([2]);
    expect(pairedHighlight(runData, 'output', sortShown, null)).toBeNull();
    expect(pairedHighlight(null, 'output', sortShown, ref('People', 1))).toBeNull();
    expect(pairedHighlight(runData, 'input', peopleShown, ref('People', 0))).toBeNull();
    expect(pairedHighlight(runData, 'input', { ...peopleShown, runIndex: 3 }, ref('Sort', 0))).toBeNull();
  });

  it('answers at 100k items: the index is built once per output, then each hover is a lookup', () => {
    const n = 100_000;
    const input: Item[] = Array.from({ length: n }, (_, i) => ({ json: { i } }));
    const big: RunData = {
      Input: [task(input)],
      // Reversed, so pairing differs from the row number.
      Output: [
        task(
          input.map((_, i) => ({ json: { o: i }, pairedItem: { item: n - 1 - i } })),
          [{ previousNode: 'Input' }],
        ),
      ],
    };
    const shown = { nodeName: 'Output', runIndex: 0, outputIndex: 0 };
    // How fast this is, is for bench/editor/ndv.mjs to say; here: right answers from the cached index.
    expect(pairedOutputIndexes(big, shown, ref('Input', 0))).toEqual([n - 1]);
    for (let i = 0; i < 1000; i++) expect(pairedOutputIndexes(big, shown, ref('Input', i))).toEqual([n - 1 - i]);
    // The other direction needs no index at all.
    expect([
      ...pairedHighlight(big, 'input', { nodeName: 'Input', runIndex: 0, outputIndex: 0 }, ref('Output', 5))!,
    ]).toEqual([n - 6]);
  });
});
