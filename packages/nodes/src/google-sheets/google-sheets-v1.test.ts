/**
 * Google Sheets 1 and 2 (spreadsheet id, A1 range, key row and data start row) against the
 * loopback Sheets v4 fake: requests sent and n8n's output shapes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { runSheets as runWith, startFake, type RunWorkflow, type SheetsFake } from './test-helpers.js';

const runSheets = (parameters: Record<string, unknown>, extra?: Parameters<typeof runWith>[2]) =>
  runWith(runWorkflow as unknown as RunWorkflow, parameters, extra);

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

const table = () =>
  fake.addSpreadsheet({
    sheets: {
      Data: [
        ['id', 'name', 'score'],
        [1, 'Ada', 9],
        [2, 'Bob', 7],
        [3, 'Cy', 9],
      ],
    },
  });
const v2 = { version: 2 };

describe('Google Sheets 1–2', () => {
  it('reads the range into items keyed by the key row (version 1 asks a service account by default)', async () => {
    const id = table();
    const r = await runSheets({ authentication: 'oAuth2', sheetId: id, range: 'Data!A:C' }, { version: 1 });
    expect(r.error).toBeUndefined();
    expect(r.json).toEqual([
      { id: 1, name: 'Ada', score: 9 },
      { id: 2, name: 'Bob', score: 7 },
      { id: 3, name: 'Cy', score: 9 },
    ]);
    expect(fake.state.requests[0]).toMatchObject({
      method: 'GET',
      path: `/v4/spreadsheets/${id}/values/Data!A:C`,
      query: { valueRenderOption: 'UNFORMATTED_VALUE' },
    });
    const noCred = await runSheets({ sheetId: id, range: 'Data!A:C' }, { version: 1 });
    expect(noCred.error?.message).toMatch(/googleApi/);
  });

  it('reads raw data into one property, and outputs an empty item with Continue If Empty', async () => {
    const id = table();
    const raw = await runSheets({ sheetId: id, range: 'Data!A1:B2', rawData: true, dataProperty: 'rows' }, v2);
    expect(raw.json).toEqual([
      {
        rows: [
          ['id', 'name'],
          [1, 'Ada'],
        ],
      },
    ]);
    const empty = await runSheets({ sheetId: id, range: 'Data!F:G', options: { continue: true } }, v2);
    expect(empty.json).toEqual([{}]);
  });

  it("appends items in the key row's column order as text with values:append", async () => {
    const id = table();
    const items = [
      { id: 4, name: 'Dee', score: 5, extra: 'x' },
      { name: 'Eve', nested: { a: 1 } },
    ];
    const r = await runSheets(
      { operation: 'append', sheetId: id, range: 'Data!A:C', options: { valueInputMode: 'USER_ENTERED' } },
      { ...v2, items },
    );
    expect(r.json).toEqual(items);
    expect(fake.state.requests.map((q) => `${q.method} ${q.path}`)).toEqual([
      `GET /v4/spreadsheets/${id}/values/Data!A1:C1`,
      `POST /v4/spreadsheets/${id}/values/Data!A:C:append`,
    ]);
    expect(fake.state.requests[1]!.query).toEqual({ valueInputOption: 'USER_ENTERED' });
    expect(fake.state.requests[1]!.body).toEqual({
      range: 'Data!A:C',
      values: [
        ['4', 'Dee', '5'],
        ['', 'Eve', ''],
      ],
    });
    expect(fake.rowsOf(id, 'Data')!.slice(4)).toEqual([
      [4, 'Dee', 5],
      ['', 'Eve'],
    ]);
  });

  it('looks up one row per item (an empty item when not found) or every match', async () => {
    const id = table();
    const one = await runSheets(
      { operation: 'lookup', sheetId: id, range: 'Data!A:C', lookupColumn: 'score', lookupValue: '={{ $json.s }}' },
      { ...v2, items: [{ s: 9 }, { s: 1 }] },
    );
    expect(one.json).toEqual([{ id: 1, name: 'Ada', score: 9 }, {}]);
    expect(one.paired[0]).toEqual([{ item: 0 }, { item: 1 }]);
    const all = await runSheets(
      {
        operation: 'lookup',
        sheetId: id,
        range: 'Data!A:C',
        lookupColumn: 'score',
        lookupValue: '9',
        options: { returnAllMatches: true },
      },
      v2,
    );
    expect(all.json.map((j) => j.name)).toEqual(['Ada', 'Cy']);
    const bad = await runSheets(
      { operation: 'lookup', sheetId: id, range: 'Data!A:C', lookupColumn: 'nope', lookupValue: '9' },
      v2,
    );
    expect(bad.error?.message).toBe('The column "nope" could not be found!');
  });

  it('updates rows by key in one batch; upsert appends unknown keys', async () => {
    const id = table();
    const r = await runSheets(
      { operation: 'update', sheetId: id, range: 'Data!A:C', key: 'name' },
      {
        ...v2,
        items: [
          { name: 'Bob', score: 8 },
          { name: 'Zed', score: 1 },
        ],
      },
    );
    expect(r.error).toBeUndefined();
    const batch = fake.state.requests.find((q) => q.path.endsWith('values:batchUpdate'))!;
    expect(batch.body).toEqual({ data: [{ range: 'Data!C3', values: [[8]] }], valueInputOption: 'RAW' });
    const u = await runSheets(
      { operation: 'upsert', sheetId: id, range: 'Data!A:C', key: 'name' },
      { ...v2, items: [{ name: 'Zed', id: 9, score: 1 }] },
    );
    expect(u.error).toBeUndefined();
    expect(fake.rowsOf(id, 'Data')!.at(-1)).toEqual(['9', 'Zed', '1']);
    const bad = await runSheets(
      { operation: 'update', sheetId: id, range: 'Data!A:C', key: 'nope' },
      { ...v2, onError: 'continueRegularOutput' },
    );
    expect(bad.json).toEqual([{ error: 'Could not find column for key "nope"!' }]);
  });

  it('creates and removes sheets, deletes rows and clears ranges', async () => {
    const id = table();
    const created = await runSheets({ operation: 'create', sheetId: id, options: { title: 'New', hidden: true } }, v2);
    expect(created.json[0]).toMatchObject({ spreadsheetId: id, title: 'New', hidden: true });
    const sheetId = created.json[0]!.sheetId;
    const removed = await runSheets({ operation: 'remove', sheetId: id, id: String(sheetId) }, v2);
    expect(removed.json).toEqual([{ spreadsheetId: id }]);
    await runSheets(
      { operation: 'delete', sheetId: id, toDelete: { rows: [{ sheetId: 0, startIndex: 1, amount: 2 }] } },
      v2,
    );
    expect(fake.rowsOf(id, 'Data')).toEqual([
      ['id', 'name', 'score'],
      [3, 'Cy', 9],
    ]);
    await runSheets({ operation: 'clear', sheetId: id, range: 'Data!A2:C2' }, v2);
    expect(fake.rowsOf(id, 'Data')).toEqual([['id', 'name', 'score']]);
    const doc = await runSheets(
      {
        resource: 'spreadsheet',
        operation: 'create',
        title: 'T',
        sheetsUi: { sheetValues: [{ propertiesUi: { title: 'A' } }] },
      },
      v2,
    );
    expect(doc.json[0]).toMatchObject({ properties: { title: 'T' }, sheets: [{ properties: { title: 'A' } }] });
  });
});
