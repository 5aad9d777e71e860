/**
 * Microsoft Excel 1 and 2–2.2 against the loopback Graph with its Excel routes: the requests each
 * operation sends (ranges, sessions, `$top`/`$skip` pages, bodies), the items n8n's node gives
 * (rows keyed by the header row), errors naming the item, and continue-on-fail.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Item } from '@weft/workflow';
import { installExcel, type FakeExcel } from '../shared/microsoft/test-fake/excel-routes.mjs';
import type { GraphFakeState } from '../shared/microsoft/test-fake/graph-fake.mjs';
import { rl, runNode, startGraphFake } from '../shared/microsoft/test-run.js';

let server: Awaited<ReturnType<typeof startGraphFake>>;
let state: GraphFakeState;
let excel: FakeExcel;

beforeAll(async () => {
  server = await startGraphFake();
  state = server.fake.state;
  excel = installExcel(server.fake);
});
afterAll(async () => {
  delete process.env.WEFT_MICROSOFT_GRAPH_URL;
  await server.close();
});
beforeEach(() => state.reset());

const run = (parameters: Record<string, unknown>, options: Parameters<typeof runNode>[2] = {}) =>
  runNode('microsoftExcel', parameters, { typeVersion: 2.2, ...options });
const calls = (method: string, path: string | RegExp) =>
  state.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
const json = (items: Item[]) => items.map((i) => i.json);

function people() {
  const wb = excel.addWorkbook('People.xlsx', {
    Sheet1: [
      ['name', 'age', 'city'],
      ['Ada', 36, 'London'],
      ['Alan', 41, 'Wilmslow'],
    ],
  });
  const sheet = [...wb.sheets.values()][0]!;
  return {
    wb,
    sheet,
    base: `me/drive/items/${wb.id}/workbook/worksheets/${sheet.id}`,
    loc: { workbook: rl(wb.id), worksheet: rl(sheet.id) },
  };
}

describe('Excel 2 worksheets', () => {
  it('reads rows of the used range keyed by the header row, or a range raw', async () => {
    const { base, loc } = people();
    const rows = await run({ resource: 'worksheet', operation: 'readRows', ...loc, options: {} });
    expect(calls('GET', `${base}/usedRange`)).toHaveLength(1);
    expect(json(rows.items)).toEqual([
      { name: 'Ada', age: 36, city: 'London' },
      { name: 'Alan', age: 41, city: 'Wilmslow' },
    ]);
    const raw = await run({
      resource: 'worksheet',
      operation: 'readRows',
      ...loc,
      useRange: true,
      range: 'A1:B2',
      options: { rawData: true, dataProperty: 'sheet', fields: 'address,values' },
    });
    expect(calls('GET', `${base}/range(address='A1:B2')`)[0]!.query).toEqual({ $select: 'address,values' });
    expect(raw.items[0]!.json.sheet).toMatchObject({
      address: 'Sheet1!A1:B2',
      values: [
        ['name', 'age'],
        ['Ada', 36],
      ],
    });
    const bad = await run({
      resource: 'worksheet',
      operation: 'readRows',
      ...loc,
      useRange: true,
      range: 'A:C',
      options: {},
    });
    expect(bad.error?.message).toMatch(/generic ranges like A:C are not supported/);
  });

  it('appends items under the used range (mapped by column names, or defined, or raw)', async () => {
    const { base, loc, sheet } = people();
    const auto = await run(
      { resource: 'worksheet', operation: 'append', ...loc, dataMode: 'autoMap', options: {} },
      { items: [{ json: { name: 'Grace', city: 'Arlington', extra: 1 } }] },
    );
    expect(calls('PATCH', `${base}/range(address='A4:C4')`)[0]!.body).toEqual({
      values: [['Grace', null, 'Arlington']],
    });
    expect(json(auto.items)).toEqual([{ name: 'Grace', age: '', city: 'Arlington' }]);
    await run({
      resource: 'worksheet',
      operation: 'append',
      ...loc,
      dataMode: 'define',
      fieldsUi: {
        values: [
          { column: 'name', fieldValue: 'Linus' },
          { column: 'age', fieldValue: '54' },
        ],
      },
      options: {},
    });
    expect(calls('PATCH', `${base}/range(address='A5:C5')`)[0]!.body).toEqual({ values: [['Linus', '54', null]] });
    await run({
      resource: 'worksheet',
      operation: 'append',
      ...loc,
      dataMode: 'raw',
      data: '[["x","y","z"]]',
      options: {},
    });
    expect(sheet.grid[5]).toEqual(['x', 'y', 'z']);
    const wrong = await run({
      resource: 'worksheet',
      operation: 'append',
      ...loc,
      dataMode: 'raw',
      data: '[[1,2]]',
      options: {},
    });
    expect(wrong.error?.message).toBe('Data must be an array of arrays of strings');
  });

  it("appends in 2 and 2.1 from the last used row (n8n's older range arithmetic)", async () => {
    const { base, loc } = people();
    await run(
      { resource: 'worksheet', operation: 'append', ...loc, dataMode: 'autoMap', options: {} },
      { typeVersion: 2, items: [{ json: { name: 'G' } }] },
    );
    expect(calls('PATCH', `${base}/range(address='A4:C4')`)).toHaveLength(1);
  });

  it('updates the matching rows (auto-map) and outputs only those', async () => {
    const { base, loc, sheet } = people();
    const { items, error } = await run(
      { resource: 'worksheet', operation: 'update', ...loc, dataMode: 'autoMap', columnToMatchOn: 'name', options: {} },
      { items: [{ json: { name: 'Alan', age: 42, city: 'Manchester' } }] },
    );
    expect(error).toBeUndefined();
    expect(calls('GET', `${base}/usedRange`)).toHaveLength(1);
    expect(calls('PATCH', `${base}/range(address='A1:C3')`)[0]!.body).toEqual({
      values: [
        ['name', 'age', 'city'],
        ['Ada', 36, 'London'],
        ['Alan', 42, 'Manchester'],
      ],
    });
    expect(json(items)).toEqual([{ name: 'Alan', age: 42, city: 'Manchester' }]);
    expect(sheet.grid[2]).toEqual(['Alan', 42, 'Manchester']);
    const missing = await run({
      resource: 'worksheet',
      operation: 'update',
      ...loc,
      dataMode: 'autoMap',
      columnToMatchOn: 'nope',
      options: {},
    });
    expect(missing.error?.message).toMatch(/contains column 'nope'/);
  });

  it('updates by defined values within a given range (read with PATCH as n8n does)', async () => {
    const { base, loc } = people();
    await run({
      resource: 'worksheet',
      operation: 'update',
      ...loc,
      useRange: true,
      range: 'A1:C3',
      dataMode: 'define',
      columnToMatchOn: 'name',
      valueToMatchOn: 'Ada',
      fieldsUi: { values: [{ column: 'city', fieldValue: 'Paris' }] },
      options: {},
    });
    const patches = calls('PATCH', `${base}/range(address='A1:C3')`);
    expect(patches[0]!.body).toBeUndefined();
    expect(patches[1]!.body.values[1]).toEqual(['Ada', 36, 'Paris']);
  });

  it('appends or updates: matches are updated, the rest appended under the used range', async () => {
    const { base, loc, sheet } = people();
    const { items } = await run(
      { resource: 'worksheet', operation: 'upsert', ...loc, dataMode: 'autoMap', columnToMatchOn: 'name', options: {} },
      {
        items: [
          { json: { name: 'Ada', age: 37, city: 'London' } },
          { json: { name: 'Grace', age: 85, city: 'Arlington' } },
        ],
      },
    );
    expect(calls('GET', `${base}/usedRange`).map((r) => r.query)).toEqual([{}, { select: 'address' }]);
    expect(calls('PATCH', `${base}/range(address='A1:C4')`)[0]!.body.values).toEqual([
      ['name', 'age', 'city'],
      ['Ada', 37, 'London'],
      ['Alan', 41, 'Wilmslow'],
      ['Grace', 85, 'Arlington'],
    ]);
    expect(json(items)).toEqual([
      { name: 'Ada', age: 37, city: 'London' },
      { name: 'Grace', age: 85, city: 'Arlington' },
    ]);
    expect(sheet.grid).toHaveLength(4);
  });

  it('clears, lists and deletes worksheets', async () => {
    const { wb, base, loc, sheet } = people();
    expect(
      json(
        (
          await run({
            resource: 'worksheet',
            operation: 'clear',
            ...loc,
            applyTo: 'Contents',
            useRange: true,
            range: 'A2:C2',
          })
        ).items,
      ),
    ).toEqual([{ success: true }]);
    expect(calls('POST', `${base}/range(address='A2:C2')/clear`)[0]!.body).toEqual({ applyTo: 'Contents' });
    expect(sheet.grid[1]).toEqual(['', '', '']);
    await run({ resource: 'worksheet', operation: 'clear', ...loc, applyTo: 'All' });
    expect(calls('POST', `${base}/range/clear`)).toHaveLength(1);
    const list = await run({
      resource: 'worksheet',
      operation: 'getAll',
      workbook: rl(wb.id),
      returnAll: false,
      limit: 5,
      filters: { fields: 'name' },
    });
    expect(calls('GET', `me/drive/items/${wb.id}/workbook/worksheets`)[0]!.query).toEqual({
      $select: 'name',
      $top: '5',
    });
    expect(json(list.items)).toEqual([{ id: sheet.id, name: 'Sheet1' }]);
    expect(json((await run({ resource: 'worksheet', operation: 'deleteWorksheet', ...loc })).items)).toEqual([
      { success: true },
    ]);
    expect(wb.sheets.size).toBe(0);
  });
});

describe('Excel 2 tables and workbooks', () => {
  function withTable() {
    const p = people();
    const table = excel.addTable(
      p.sheet,
      'Staff',
      ['name', 'role'],
      [
        ['Ada', 'eng'],
        ['Alan', 'math'],
        ['Grace', 'eng'],
      ],
    );
    return { ...p, table, tbase: `${p.base}/tables/${table.id}`, tloc: { ...p.loc, table: rl(table.id) } };
  }

  it('appends rows in a workbook session and outputs them keyed by the columns', async () => {
    const { tbase, tloc, table, wb } = withTable();
    const { items, error } = await run(
      { resource: 'table', operation: 'append', ...tloc, dataMode: 'autoMap', options: {} },
      { items: [{ json: { name: 'Linus', role: 'os' } }, { json: { name: 'Ken' } }] },
    );
    expect(error).toBeUndefined();
    const add = calls('POST', `${tbase}/rows/add`)[0]!;
    expect(add.body).toEqual({
      values: [
        ['Linus', 'os'],
        ['Ken', null],
      ],
    });
    expect(add.headers['workbook-session-id']).toMatch(/session=/);
    expect(calls('POST', `me/drive/items/${wb.id}/workbook/createSession`)[0]!.body).toEqual({ persistChanges: true });
    expect(calls('POST', `me/drive/items/${wb.id}/workbook/closeSession`)[0]!.headers['workbook-session-id']).toBe(
      add.headers['workbook-session-id'],
    );
    expect(json(items)).toEqual([
      { name: 'Linus', role: 'os' },
      { name: 'Ken', role: '' },
    ]);
    expect(table.rows).toHaveLength(5);
  });

  it('gets rows (pages of $skip), columns, and looks rows up', async () => {
    const { tbase, tloc } = withTable();
    const rows = await run({
      resource: 'table',
      operation: 'getRows',
      ...tloc,
      returnAll: true,
      rawData: false,
      filters: { column: ['name'] },
    });
    expect(calls('GET', `${tbase}/rows`).map((r) => [r.query.$top, r.query.$skip])).toEqual([
      ['100', '0'],
      ['100', '100'],
    ]);
    expect(json(rows.items)).toEqual([{ name: 'Ada' }, { name: 'Alan' }, { name: 'Grace' }]);
    const limited = await run({
      resource: 'table',
      operation: 'getRows',
      ...tloc,
      returnAll: false,
      limit: 1,
      rawData: true,
      dataProperty: 'rows',
      filters: {},
    });
    expect(limited.items[0]!.json).toEqual({ rows: [{ index: 0, values: [['Ada', 'eng']] }] });
    const cols = await run({
      resource: 'table',
      operation: 'getColumns',
      ...tloc,
      returnAll: false,
      limit: 10,
      rawData: false,
    });
    expect(json(cols.items)).toEqual([{ name: 'name' }, { name: 'role' }]);
    const one = await run({
      resource: 'table',
      operation: 'lookup',
      ...tloc,
      lookupColumn: 'role',
      lookupValue: 'eng',
      options: {},
    });
    expect(json(one.items)).toEqual([{ name: 'Ada', role: 'eng' }]);
    const all = await run({
      resource: 'table',
      operation: 'lookup',
      ...tloc,
      lookupColumn: 'role',
      lookupValue: 'eng',
      options: { returnAllMatches: true },
    });
    expect(json(all.items)).toEqual([
      { name: 'Ada', role: 'eng' },
      { name: 'Grace', role: 'eng' },
    ]);
    const bad = await run({
      resource: 'table',
      operation: 'lookup',
      ...tloc,
      lookupColumn: 'team',
      lookupValue: 'x',
      options: {},
    });
    expect(bad.error?.message).toBe('Column team does not exist on the table selected');
  });

  it('adds a table over the used range, converts one to a range, deletes one', async () => {
    const { base, loc, tloc, tbase, sheet } = withTable();
    const added = await run({
      resource: 'table',
      operation: 'addTable',
      ...loc,
      selectRange: 'auto',
      hasHeaders: true,
    });
    expect(calls('GET', `${base}/usedRange`)[0]!.query).toEqual({ select: 'address' });
    expect(calls('POST', `${base}/tables/add`)[0]!.body).toEqual({ address: 'A1:C3', hasHeaders: true });
    expect(added.items[0]!.json).toMatchObject({ name: 'Table2' });
    const converted = await run({ resource: 'table', operation: 'convertToRange', ...tloc });
    expect(calls('POST', `${tbase}/convertToRange`)).toHaveLength(1);
    expect(converted.items[0]!.json.values).toEqual([
      ['name', 'role'],
      ['Ada', 'eng'],
      ['Alan', 'math'],
      ['Grace', 'eng'],
    ]);
    const other = [...sheet.tables.values()][0]!;
    expect(
      json((await run({ resource: 'table', operation: 'deleteTable', ...loc, table: rl(other.id) })).items),
    ).toEqual([{ success: true }]);
    expect(sheet.tables.size).toBe(0);
  });

  it('lists workbooks (search for .xlsx), adds a worksheet in a session, deletes a workbook (a lock is explained)', async () => {
    const { wb } = people();
    excel.addWorkbook('Notes.docx.xlsx');
    const list = await run({
      resource: 'workbook',
      operation: 'getAll',
      returnAll: true,
      filters: { fields: 'id,name' },
    });
    expect(calls('GET', "me/drive/root/search(q='.xlsx')")[0]!.query).toEqual({ $select: 'id,name', $top: '100' });
    expect(list.items.map((i) => i.json.name)).toEqual(['People.xlsx', 'Notes.docx.xlsx']);
    const sheet = await run({
      resource: 'workbook',
      operation: 'addWorksheet',
      workbook: rl(wb.id),
      additionalFields: { name: 'Summary' },
    });
    expect(calls('POST', `me/drive/items/${wb.id}/workbook/worksheets/add`)[0]!.body).toEqual({ name: 'Summary' });
    expect(sheet.items[0]!.json).toMatchObject({ name: 'Summary' });
    wb.locked = true;
    const locked = await run({ resource: 'workbook', operation: 'deleteWorkbook', workbook: rl(wb.id) });
    expect(locked.error?.message).toBe('Your request is invalid or could not be processed by the service');
    expect(locked.error?.description).toMatch(
      /^Lock token does not match existing lock, this error could happen if the file is opened/,
    );
    wb.locked = false;
    expect(json((await run({ resource: 'workbook', operation: 'deleteWorkbook', workbook: rl(wb.id) })).items)).toEqual(
      [{ success: true }],
    );
    expect(excel.workbooks.has(wb.id)).toBe(false);
  });

  it('names the item on a missing worksheet, and gives { error } items with continue on fail', async () => {
    const { wb } = people();
    const failed = await run(
      { resource: 'worksheet', operation: 'deleteWorksheet', workbook: rl(wb.id), worksheet: rl('={{ $json.ws }}') },
      { items: [{ json: { ws: 'nope' } }] },
    );
    expect(failed.error?.message).toBe('The resource you are requesting could not be found');
    expect((failed.error as { context?: { itemIndex?: number } } | undefined)?.context?.itemIndex).toBe(0);
    const soft = await run(
      { resource: 'worksheet', operation: 'deleteWorksheet', workbook: rl(wb.id), worksheet: rl('={{ $json.ws }}') },
      { items: [{ json: { ws: 'nope' } }, { json: { ws: 'Sheet1' } }], onError: 'continueRegularOutput' },
    );
    expect(soft.items.map((i) => Object.keys(i.json))).toEqual([['error'], ['success']]);
  });
});

describe('Excel 1', () => {
  it("adds table rows from the items, reads a worksheet's content, lists worksheets", async () => {
    const { wb, sheet, base } = people();
    const table = excel.addTable(sheet, 'T', ['name', 'age']);
    const v1 = { typeVersion: 1 };
    const added = await run(
      {
        resource: 'table',
        operation: 'addRow',
        workbook: wb.id,
        worksheet: sheet.id,
        table: table.id,
        additionalFields: {},
      },
      { ...v1, items: [{ json: { name: 'A', age: 1 } }, { json: { name: 'B' } }] },
    );
    expect(calls('POST', `${base}/tables/${table.id}/rows/add`)[0]!.body).toEqual({
      values: [
        ['A', 1],
        ['B', null],
      ],
    });
    expect(added.items[0]!.json).toMatchObject({
      index: 0,
      values: [
        ['A', 1],
        ['B', ''],
      ],
    });
    const content = await run(
      {
        resource: 'worksheet',
        operation: 'getContent',
        workbook: wb.id,
        worksheet: sheet.id,
        range: 'A1:C3',
        rawData: false,
        keyRow: 0,
        dataStartRow: 1,
      },
      v1,
    );
    expect(json(content.items)).toEqual([
      { name: 'Ada', age: 36, city: 'London' },
      { name: 'Alan', age: 41, city: 'Wilmslow' },
    ]);
    const sheets = await run(
      { resource: 'worksheet', operation: 'getAll', workbook: wb.id, returnAll: true, filters: {} },
      v1,
    );
    expect(sheets.items.map((i) => i.json.name)).toEqual(['Sheet1']);
  });
});
