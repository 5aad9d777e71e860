import { describe, expect, it } from 'vitest';
import type { Item, RunData } from '@weft/workflow';
import {
  binaryEntries,
  cellText,
  checkPinData,
  checkPinItems,
  clampRelativeWidth,
  closeNdv,
  dragWidth,
  initialNdvState,
  itemCountLabel,
  itemsSchema,
  MAX_WORKFLOW_PINNED_DATA_SIZE,
  nodeItems,
  openNode,
  pageOf,
  mainPanelWidth,
  parseRelativeWidth,
  pinDataEditorText,
  pinDataMessages,
  searchItems,
  tableColumns,
} from './state';

const items = (...json: Array<Record<string, unknown>>): Item[] => json.map((j) => ({ json: j }));

describe('opening and closing', () => {
  it('starts per-node choices fresh but keeps display modes', () => {
    const s = openNode(
      { ...initialNdvState, outputMode: 'json', inputSearch: 'x', outputBranch: 2, editingPinData: true },
      'n1',
    );
    expect(s).toMatchObject({
      activeNodeId: 'n1',
      outputMode: 'json',
      inputSearch: '',
      outputBranch: 0,
      editingPinData: false,
    });
    expect(closeNdv(s).activeNodeId).toBeNull();
    // A second open of the same node (dblclick after click detection) keeps the state.
    const again = { ...s, inputHasData: true };
    expect(openNode(again, 'n1')).toBe(again);
  });
});

describe('main panel width', () => {
  it('defaults to 0.5 and clamps stored values', () => {
    expect(parseRelativeWidth(null)).toBe(0.5);
    expect(parseRelativeWidth('nonsense')).toBe(0.5);
    expect(parseRelativeWidth('0.6')).toBe(0.6);
    expect(parseRelativeWidth('3')).toBe(0.75);
    expect(clampRelativeWidth(0.01)).toBe(0.25);
  });
  it("is n8n's 420 px until resized, leaving the side panels the rest (issue 15 item 7)", () => {
    expect(mainPanelWidth(1248, 0.5, false)).toBe(420);
    expect((1248 - mainPanelWidth(1248, 0.5, false)) / 2).toBeGreaterThan(400);
    expect(mainPanelWidth(1000, 0.5, false)).toBe(420);
    expect(mainPanelWidth(700, 0.5, false)).toBe(350);
    expect(mainPanelWidth(1248, 0.6, true)).toBe(749);
  });
  it('grows when the right edge moves right or the left edge moves left', () => {
    expect(dragWidth(0.5, 100, 1000, 'right')).toBeCloseTo(0.7);
    expect(dragWidth(0.5, -100, 1000, 'left')).toBeCloseTo(0.7);
    expect(dragWidth(0.5, 100, 1000, 'left')).toBeCloseTo(0.3);
    expect(dragWidth(0.5, 1000, 1000, 'right')).toBe(0.75);
  });
});

describe('pinned data', () => {
  it('wraps entries into {json} unless they have one, and always makes an array', () => {
    const r = checkPinData('{"a":1}', {}, 'N');
    expect(r).toEqual({ ok: true, items: [{ json: { a: 1 } }], size: expect.any(Number) });
    const r2 = checkPinData('[{"json":{"b":2}},{"c":3}]', {}, 'N');
    expect(r2.ok && r2.items).toEqual([{ json: { b: 2 } }, { json: { c: 3 } }]);
  });
  it('refuses invalid JSON and bare primitives with a message', () => {
    const bad = checkPinData('[{"a":', {}, 'N');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.title).toBe('Unable to save due to invalid JSON');
    expect(pinDataMessages().invalidTitle).toBe('Unable to save due to invalid JSON');
    expect(checkPinData('42', {}, 'N').ok).toBe(false);
  });
  it('counts other nodes but not the active one against 12 MiB', () => {
    expect(MAX_WORKFLOW_PINNED_DATA_SIZE).toBe(12582912);
    const big = 'x'.repeat(7 * 1024 * 1024);
    const others = { Other: items({ big }) };
    const mine = items({ big });
    const over = checkPinItems(mine, others, 'Mine');
    expect(over.ok).toBe(false);
    expect(!over.ok && over.message).toMatch(
      /^Workflow has reached the maximum allowed pinned data size \(14\.0 mb \/ 12\.0 mb\)$/,
    );
    // The node's own old pinned data does not count: replacing it with the same size is fine.
    expect(checkPinItems(mine, { Mine: items({ big }) }, 'Mine').ok).toBe(true);
  });
  it('starts the editor from the json parts, or an example when there is nothing', () => {
    expect(JSON.parse(pinDataEditorText(items({ a: 1 })))).toEqual([{ a: 1 }]);
    expect(Array.isArray(JSON.parse(pinDataEditorText(undefined)))).toBe(true);
  });
});

describe('run data', () => {
  const runData: RunData = {
    If: [
      {
        startTime: 0,
        executionIndex: 0,
        executionTime: 1,
        executionStatus: 'success',
        source: [],
        data: { main: [items({ a: 1 }), items({ a: 2 }, { a: 3 })] },
      },
    ],
  };
  it('reads a run output, prefers pinned data, and is null without data', () => {
    expect(nodeItems({ runData, pinData: {}, nodeName: 'If', runIndex: 0, output: 1 })).toHaveLength(2);
    expect(nodeItems({ runData, pinData: { If: items({ p: 1 }) }, nodeName: 'If', runIndex: 0, output: 0 })).toEqual(
      items({ p: 1 }),
    );
    expect(nodeItems({ runData, pinData: {}, nodeName: 'Nope', runIndex: 0, output: 0 })).toBeNull();
  });
  it('searches, pages and labels counts', () => {
    const many = Array.from({ length: 105 }, (_, i) => ({ json: { i, name: `n${i}` } }));
    expect(searchItems(many, 'N10')).toHaveLength(6);
    expect(searchItems(many, '  ')).toBe(many);
    const p = pageOf(many, 3, 25);
    expect(p).toMatchObject({ page: 3, pages: 5, start: 50 });
    expect(p.items[0]!.json.i).toBe(50);
    expect(pageOf(many, 99, 25).page).toBe(5);
    expect(pageOf(many, 1, 0).items).toHaveLength(105);
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(105, 6)).toBe('6 of 105 items');
  });
  it('derives table columns, cell text, schema and binary entries', () => {
    const data = items({ name: 'Ada', tags: ['a'] }, { email: 'a@x.io', name: 'B', meta: { n: 1 }, none: null });
    expect(tableColumns(data)).toEqual(['name', 'tags', 'email', 'meta', 'none']);
    expect(cellText({ n: 1 })).toBe('{"n":1}');
    expect(cellText(null)).toBe('null');
    expect(cellText(undefined)).toBe('');
    const schema = itemsSchema(data);
    expect(schema.map((f) => [f.key, f.type])).toEqual([
      ['name', 'string'],
      ['tags', 'array'],
      ['email', 'string'],
      ['meta', 'object'],
      ['none', 'null'],
    ]);
    expect(schema.find((f) => f.key === 'meta')!.children![0]).toMatchObject({
      key: 'n',
      path: ['meta', 'n'],
      type: 'number',
      example: '1',
    });
    expect(
      binaryEntries([{ json: {}, binary: { data: { data: '', mimeType: 'image/png', fileName: 'a.png' } } }]),
    ).toEqual([{ itemIndex: 0, key: 'data', mimeType: 'image/png', fileName: 'a.png' }]);
  });
});
