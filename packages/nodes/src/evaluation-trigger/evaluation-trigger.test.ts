/**
 * The Evaluation Trigger against the loopback Sheets fake (src/google-sheets/test-fake) and
 * in-memory data tables: which row a run gives (the first, or the one after the previous run's),
 * `_rowsLeft` within the limit, the filters, and the errors.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFake, type SheetsFake } from '../google-sheets/test-helpers.js';
import { createDataTables } from './test-fake/data-tables.js';
import { nodeTypes, runChain } from './test-fake/run.js';

let fake: SheetsFake;
beforeAll(async () => {
  fake = await startFake();
});
afterAll(async () => {
  await fake.close();
  delete process.env.WEFT_GOOGLE_API_URL;
});
beforeEach(() => {
  fake.state.requests.length = 0;
});

const dataset = () =>
  fake.addSpreadsheet({
    title: 'Dataset',
    sheets: {
      Cases: [
        ['question', 'expected', 'category'],
        ['q1', 'a1', 'math'],
        ['q2', 'a2', 'geo'],
        ['q3', 'a3', 'math'],
        ['q4', 'a4', 'geo'],
      ],
    },
  });
const sheetParams = (id: string, extra: Record<string, unknown> = {}) => ({
  source: 'googleSheets',
  documentId: { __rl: true, mode: 'id', value: id },
  sheetName: { __rl: true, mode: 'id', value: 'gid=0' },
  ...extra,
});
const trigger = (parameters: Record<string, unknown>, version = 4.7) => ({
  name: 'Trigger',
  type: 'evaluationTrigger',
  version,
  parameters,
});
const calls = () => fake.state.requests.map((r) => `${r.method} ${decodeURIComponent(r.path)}`);

describe('Evaluation Trigger', () => {
  it('registers n8n 1.123’s versions', () => {
    expect(nodeTypes.versions?.('n8n-nodes-base.evaluationTrigger')).toEqual([4.6, 4.7]);
  });

  describe('Google Sheets', () => {
    it('gives the first row in a run by hand, with the rows still to come', async () => {
      const id = dataset();
      const r = await runChain([trigger(sheetParams(id))]);
      expect(r.error).toBeUndefined();
      expect(r.outputs('Trigger')[0]!.map((i) => i.json)).toEqual([
        { row_number: 2, question: 'q1', expected: 'a1', category: 'math', _rowsLeft: 3 },
      ]);
      expect(r.outputs('Trigger')[0]![0]!.pairedItem).toEqual({ item: 0 });
      expect(calls()).toEqual([
        `GET /v4/spreadsheets/${id}`,
        `GET /v4/spreadsheets/${id}/values/'Cases'`,
        `GET /v4/spreadsheets/${id}/values/Cases!2:1000`,
      ]);
      expect(fake.state.requests[1]!.query).toEqual({
        valueRenderOption: 'UNFORMATTED_VALUE',
        dateTimeRenderOption: 'FORMATTED_STRING',
      });
    });

    it('reads Google Sheets by default at 4.6 (a data table from 4.7)', async () => {
      const id = dataset();
      const { source: _source, ...rest } = sheetParams(id);
      const old = await runChain([trigger(rest, 4.6)]);
      expect(old.outputs('Trigger')[0]![0]!.json.question).toBe('q1');
      const now = await runChain([trigger(rest, 4.7)]);
      expect(now.error?.message).toMatch(/Data tables are not available/);
    });

    it('gives the row after the previous run’s while rows are left, and the first again when none are', async () => {
      const id = dataset();
      const next = await runChain([trigger(sheetParams(id))], { previous: [{ row_number: 3, _rowsLeft: 2 }] });
      expect(next.outputs('Trigger')[0]!.map((i) => i.json)).toEqual([
        { row_number: 4, question: 'q3', expected: 'a3', category: 'math', _rowsLeft: 1 },
      ]);
      const again = await runChain([trigger(sheetParams(id))], { previous: [{ row_number: 5, _rowsLeft: 0 }] });
      expect(again.outputs('Trigger')[0]![0]!.json).toMatchObject({ row_number: 2, _rowsLeft: 3 });
    });

    it('counts the rows left within "Max Rows to Process"', async () => {
      const id = dataset();
      const first = await runChain([trigger(sheetParams(id, { limitRows: true, maxRows: 2 }))]);
      expect(first.outputs('Trigger')[0]![0]!.json).toMatchObject({ row_number: 2, _rowsLeft: 1 });
      expect(calls()).toContain(`GET /v4/spreadsheets/${id}/values/Cases!2:3`);
      const last = await runChain([trigger(sheetParams(id, { limitRows: true, maxRows: 2 }))], {
        previous: [{ row_number: 2, _rowsLeft: 1 }],
      });
      expect(last.outputs('Trigger')[0]![0]!.json).toMatchObject({ row_number: 3, question: 'q2', _rowsLeft: 0 });
    });

    it('gives the first row matching the filters, counting the matches after it', async () => {
      const id = dataset();
      const filtersUI = { values: [{ lookupColumn: 'category', lookupValue: 'math' }] };
      const r = await runChain([trigger(sheetParams(id, { filtersUI }))]);
      expect(r.outputs('Trigger')[0]!.map((i) => i.json)).toEqual([
        { row_number: 2, question: 'q1', expected: 'a1', category: 'math', _rowsLeft: 1 },
      ]);
      const next = await runChain([trigger(sheetParams(id, { filtersUI }))], {
        previous: [{ row_number: 2, _rowsLeft: 1 }],
      });
      expect(next.outputs('Trigger')[0]![0]!.json).toMatchObject({ row_number: 4, question: 'q3', _rowsLeft: 0 });
    });

    it('keeps columns with a blank header and cells missing at the end of a row', async () => {
      const id = fake.addSpreadsheet({
        sheets: { Gaps: [['question', '', 'expected'], ['q1', '', 'a1'], ['q2']] },
      });
      const r = await runChain([trigger(sheetParams(id))], { previous: [{ row_number: 2, _rowsLeft: 1 }] });
      expect(r.outputs('Trigger')[0]![0]!.json).toEqual({
        row_number: 3,
        question: 'q2',
        col_2: '',
        expected: '',
        _rowsLeft: 0,
      });
    });

    it('fails with "No row found" past the last row, and names a missing sheet', async () => {
      const id = dataset();
      const past = await runChain([trigger(sheetParams(id))], { previous: [{ row_number: 5, _rowsLeft: 3 }] });
      expect(past.error?.message).toBe('No row found');
      const missing = await runChain([trigger(sheetParams(id, { sheetName: { __rl: true, mode: 'id', value: '9' } }))]);
      expect(missing.error?.message).toBe('Sheet with ID 9 not found');
    });
  });

  describe('data table', () => {
    const tables = () => {
      const t = createDataTables();
      t.add(
        'cases',
        [
          { name: 'question', type: 'string' },
          { name: 'points', type: 'number' },
        ],
        [
          { question: 'q1', points: 1 },
          { question: 'q2', points: 5 },
          { question: 'q3', points: 7 },
        ],
      );
      return t;
    };
    const tableParams = (extra: Record<string, unknown> = {}) => ({
      dataTableId: { __rl: true, mode: 'id', value: 'cases' },
      ...extra,
    });

    it('gives the first row with its id and index, then the next by id', async () => {
      const t = tables();
      const r = await runChain([trigger(tableParams())], { dataTables: t.access });
      expect(r.error).toBeUndefined();
      expect(r.outputs('Trigger')[0]!.map((i) => i.json)).toEqual([
        {
          id: 1,
          question: 'q1',
          points: 1,
          createdAt: '2025-01-06T09:00:00.000Z',
          updatedAt: '2025-01-06T09:00:00.000Z',
          row_number: 0,
          row_id: 1,
          _rowsLeft: 2,
        },
      ]);
      const next = await runChain([trigger(tableParams())], {
        dataTables: t.access,
        previous: [{ row_number: 0, row_id: 1, _rowsLeft: 2 }],
      });
      expect(next.outputs('Trigger')[0]![0]!.json).toMatchObject({
        question: 'q2',
        row_number: 1,
        row_id: 2,
        _rowsLeft: 1,
      });
    });

    it('applies the conditions and the row limit', async () => {
      const t = tables();
      const r = await runChain(
        [
          trigger(
            tableParams({
              filterRows: true,
              matchType: 'allConditions',
              filters: { conditions: [{ keyName: 'points', condition: 'gt', keyValue: 2 }] },
              limitRows: true,
              maxRows: 1,
            }),
          ),
        ],
        { dataTables: t.access },
      );
      expect(r.outputs('Trigger')[0]![0]!.json).toMatchObject({ question: 'q2', row_id: 2, _rowsLeft: 0 });
    });

    it('fails with "No row found" after the last row, and for a column the table lacks', async () => {
      const t = tables();
      const past = await runChain([trigger(tableParams())], {
        dataTables: t.access,
        previous: [{ row_number: 2, row_id: 3, _rowsLeft: 1 }],
      });
      expect(past.error?.message).toBe('No row found');
      const bad = await runChain(
        [trigger(tableParams({ filterRows: true, filters: { conditions: [{ keyName: 'nope', keyValue: 1 }] } }))],
        { dataTables: t.access },
      );
      expect(bad.error?.message).toMatch(/Column\(s\) "nope" do not exist/);
    });
  });
});
