/**
 * Google Sheets 3–4.7 against the loopback Sheets v4 fake (test-fake/sheets-fake.mjs): each
 * operation's requests (method, path, query, body) and n8n's output shapes, and the failures.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import {
  byName,
  doc,
  nodeTypes,
  runSheets as runWith,
  startFake,
  type RunWorkflow,
  type SheetsFake,
} from './test-helpers.js';

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

const people = () =>
  fake.addSpreadsheet({
    title: 'People',
    sheets: {
      Sheet1: [
        ['name', 'age', 'city'],
        ['Ada', 36, 'London'],
        ['Bob', 40, 'Paris'],
        ['Cy', 36, 'Rome'],
      ],
      Other: [],
    },
  });
const calls = () => fake.state.requests.map((r) => `${r.method} ${decodeURIComponent(r.path)}`);

describe('Google Sheets 3–4.7', () => {
  it('registers every n8n version, and the tool variant at 3–4.7', () => {
    expect(nodeTypes.versions?.('n8n-nodes-base.googleSheets')).toEqual([
      1, 2, 3, 4, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7,
    ]);
    expect(nodeTypes.versions?.('n8n-nodes-base.googleSheetsTool')).toEqual([3, 4, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7]);
  });

  it('reads rows with row_number, the defaults asking unformatted values and formatted dates', async () => {
    const id = people();
    const r = await runSheets({ documentId: doc(id), sheetName: byName('Sheet1') });
    expect(r.error).toBeUndefined();
    expect(r.json).toEqual([
      { row_number: 2, name: 'Ada', age: 36, city: 'London' },
      { row_number: 3, name: 'Bob', age: 40, city: 'Paris' },
      { row_number: 4, name: 'Cy', age: 36, city: 'Rome' },
    ]);
    expect(r.paired).toEqual([{ item: 0 }, { item: 0 }, { item: 0 }]);
    expect(calls()).toEqual([`GET /v4/spreadsheets/${id}`, `GET /v4/spreadsheets/${id}/values/'Sheet1'`]);
    expect(fake.state.requests[0]!.query).toEqual({ fields: 'sheets.properties' });
    expect(fake.state.requests[1]!.query).toEqual({
      valueRenderOption: 'UNFORMATTED_VALUE',
      dateTimeRenderOption: 'FORMATTED_STRING',
    });
    expect(fake.state.requests[1]!.auth).toBe('Bearer tok');
  });

  it('filters rows: 4.7 combines with AND and returns every match; returnFirstMatch keeps one; before 4.3 OR is the default', async () => {
    const id = people();
    const filters = {
      values: [
        { lookupColumn: 'age', lookupValue: '36' },
        { lookupColumn: 'city', lookupValue: 'Rome' },
      ],
    };
    const and = await runSheets({ documentId: doc(id), sheetName: byName('Sheet1'), filtersUI: filters });
    expect(and.json).toEqual([{ row_number: 4, name: 'Cy', age: 36, city: 'Rome' }]);
    const all = await runSheets({
      documentId: doc(id),
      sheetName: byName('Sheet1'),
      filtersUI: { values: [{ lookupColumn: 'age', lookupValue: '36' }] },
    });
    expect(all.json.map((j) => j.name)).toEqual(['Ada', 'Cy']);
    const first = await runSheets({
      documentId: doc(id),
      sheetName: byName('Sheet1'),
      filtersUI: { values: [{ lookupColumn: 'age', lookupValue: '36' }] },
      options: { returnFirstMatch: true },
    });
    expect(first.json.map((j) => j.name)).toEqual(['Ada']);
    const or = await runSheets(
      { documentId: doc(id), sheetName: byName('Sheet1'), filtersUI: filters },
      { version: 4.2 },
    );
    // Before 4.5 one match per filter unless "Return All Matches"; OR by default before 4.3.
    expect(or.json.map((j) => j.name)).toEqual(['Ada', 'Cy']);
    const missing = await runSheets({
      documentId: doc(id),
      sheetName: byName('Sheet1'),
      filtersUI: { values: [{ lookupColumn: 'nope', lookupValue: 'x' }] },
    });
    expect(missing.error?.message).toBe('The column "nope" could not be found');
  });

  it('reads a range, formatted values, and per item from 4.2 on (one read for all items before)', async () => {
    const id = people();
    const r = await runSheets({
      documentId: doc(id),
      sheetName: byName('Sheet1'),
      options: {
        dataLocationOnSheet: { values: { rangeDefinition: 'specifyRangeA1', range: 'A1:B3' } },
        outputFormatting: { values: { general: 'FORMATTED_VALUE', date: 'SERIAL_NUMBER' } },
      },
    });
    expect(r.json).toEqual([
      { row_number: 2, name: 'Ada', age: '36' },
      { row_number: 3, name: 'Bob', age: '40' },
    ]);
    expect(decodeURIComponent(fake.state.requests[1]!.path)).toBe(`/v4/spreadsheets/${id}/values/Sheet1!A1:B3`);
    expect(fake.state.requests[1]!.query).toEqual({
      valueRenderOption: 'FORMATTED_VALUE',
      dateTimeRenderOption: 'SERIAL_NUMBER',
    });
    const twice = await runSheets({ documentId: doc(id), sheetName: byName('Sheet1') }, { items: [{}, {}] });
    expect(twice.json).toHaveLength(6);
    expect(twice.paired.slice(3)).toEqual([{ item: 1 }, { item: 1 }, { item: 1 }]);
    const once = await runSheets(
      { documentId: doc(id), sheetName: byName('Sheet1') },
      { items: [{}, {}], version: 4.1 },
    );
    expect(once.json).toHaveLength(3);
  });

  it('appends auto-mapped items in one write, adding a column for a new field', async () => {
    const id = people();
    const items = [
      { name: 'Dee', age: 29 },
      { name: 'Eve', age: 51, email: 'eve@example.com' },
    ];
    const r = await runSheets(
      {
        operation: 'append',
        documentId: doc(id),
        sheetName: byName('Sheet1'),
        columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: [], schema: [] },
      },
      { items },
    );
    expect(r.error).toBeUndefined();
    expect(r.json).toEqual(items);
    expect(r.paired).toEqual([{ item: 0 }, { item: 1 }]);
    expect(calls()).toEqual([
      `GET /v4/spreadsheets/${id}`,
      `GET /v4/spreadsheets/${id}/values/'Sheet1'`,
      `GET /v4/spreadsheets/${id}/values/Sheet1!1:1`,
      `PUT /v4/spreadsheets/${id}/values/Sheet1!1:1`,
      `POST /v4/spreadsheets/${id}:batchUpdate`,
      `GET /v4/spreadsheets/${id}/values/Sheet1!1:1`,
      `PUT /v4/spreadsheets/${id}/values/Sheet1!5:6`,
    ]);
    const put = fake.state.requests[6]!;
    expect(put.query).toEqual({ valueInputOption: 'USER_ENTERED' });
    expect(put.body).toEqual({
      range: 'Sheet1!5:6',
      values: [
        ['Dee', 29, '', ''],
        ['Eve', 51, '', 'eve@example.com'],
      ],
    });
    expect(fake.state.requests[4]!.body).toEqual({
      requests: [{ appendDimension: { sheetId: 0, dimension: 'ROWS', length: 1 } }],
    });
    expect(fake.rowsOf(id, 'Sheet1')!.slice(0, 1)).toEqual([['name', 'age', 'city', 'email']]);
    expect(fake.rowsOf(id, 'Sheet1')!.slice(4)).toEqual([
      ['Dee', 29],
      ['Eve', 51, '', 'eve@example.com'],
    ]);
  });

  it('appends mapped columns (defineBelow) with RAW before 4.1, answering the mapped values; Minimise API Calls uses values:append', async () => {
    const id = people();
    const columns = {
      mappingMode: 'defineBelow',
      value: { name: '={{ $json.n }}', age: '={{ $json.a }}' },
      matchingColumns: [],
      schema: [{ id: 'name' }, { id: 'age' }, { id: 'city' }],
    };
    const r = await runSheets(
      { operation: 'append', documentId: doc(id), sheetName: byName('Sheet1'), columns },
      { items: [{ n: 'Fay', a: 22 }], version: 4 },
    );
    expect(r.json).toEqual([{ name: 'Fay', age: 22 }]);
    expect(fake.state.requests.at(-1)!.query).toEqual({ valueInputOption: 'RAW' });
    fake.state.requests.length = 0;
    const a = await runSheets(
      { operation: 'append', documentId: doc(id), sheetName: byName('Sheet1'), columns, options: { useAppend: true } },
      { items: [{ n: 'Gus', a: 33 }] },
    );
    expect(a.error).toBeUndefined();
    expect(calls().filter((c) => c.endsWith("/values/'Sheet1'"))).toHaveLength(1);
    const last = fake.state.requests.at(-1)!;
    expect(`${last.method} ${decodeURIComponent(last.path)}`).toBe(
      `POST /v4/spreadsheets/${id}/values/Sheet1!6:6:append`,
    );
    expect(last.body).toEqual({ range: 'Sheet1!6:6', values: [['Gus', 33, null]] });
    expect(fake.rowsOf(id, 'Sheet1')!.at(-1)).toEqual(['Gus', 33]);
  });

  it('refuses renamed columns from 4.4 and empty mapped values', async () => {
    const id = people();
    const r = await runSheets({
      operation: 'append',
      documentId: doc(id),
      sheetName: byName('Sheet1'),
      columns: { mappingMode: 'defineBelow', value: { name: 'x' }, schema: [{ id: 'nom' }, { id: 'age' }] },
    });
    expect(r.error?.message).toBe("Column names were updated after the node's setup");
    const e = await runSheets(
      {
        operation: 'append',
        documentId: doc(id),
        sheetName: byName('Sheet1'),
        columns: { mappingMode: 'defineBelow', value: {}, schema: [] },
      },
      { version: 4.3 },
    );
    expect(e.error?.message).toBe("At least one value has to be added under 'Values to Send'");
  });

  it('updates rows matched on a column in one values:batchUpdate, and by row_number', async () => {
    const id = people();
    const columns = {
      mappingMode: 'defineBelow',
      value: { name: '={{ $json.name }}', city: '={{ $json.city }}' },
      matchingColumns: ['name'],
      schema: [{ id: 'name' }, { id: 'age' }, { id: 'city' }],
    };
    const r = await runSheets(
      { operation: 'update', documentId: doc(id), sheetName: byName('Sheet1'), columns },
      {
        items: [
          { name: 'Bob', city: 'Berlin' },
          { name: 'Zed', city: 'Oslo' },
          { name: 'Cy', city: 'Milan' },
        ],
      },
    );
    expect(r.error).toBeUndefined();
    expect(r.json).toEqual([
      { name: 'Bob', city: 'Berlin' },
      { name: 'Zed', city: 'Oslo' },
      { name: 'Cy', city: 'Milan' },
    ]);
    const batch = fake.state.requests.filter((q) => q.path.endsWith('/values:batchUpdate'));
    expect(batch).toHaveLength(1);
    expect(batch[0]!.body).toEqual({
      data: [
        { range: 'Sheet1!C3', values: [['Berlin']] },
        { range: 'Sheet1!C4', values: [['Milan']] },
      ],
      valueInputOption: 'USER_ENTERED',
    });
    const byRow = await runSheets({
      operation: 'update',
      documentId: doc(id),
      sheetName: byName('Sheet1'),
      columns: {
        mappingMode: 'defineBelow',
        value: { row_number: 2, age: 37 },
        matchingColumns: ['row_number'],
        schema: [{ id: 'name' }, { id: 'age' }, { id: 'city' }, { id: 'row_number' }],
      },
    });
    expect(byRow.error).toBeUndefined();
    expect(fake.rowsOf(id, 'Sheet1')!.slice(1, 4)).toEqual([
      ['Ada', 37, 'London'],
      ['Bob', 40, 'Berlin'],
      ['Cy', 36, 'Milan'],
    ]);
  });

  it('append or update: matching rows change, the others are appended in one write', async () => {
    const id = people();
    const columns = {
      mappingMode: 'defineBelow',
      value: { name: '={{ $json.name }}', age: '={{ $json.age }}' },
      matchingColumns: ['name'],
      schema: [{ id: 'name' }, { id: 'age' }, { id: 'city' }],
    };
    const r = await runSheets(
      { operation: 'appendOrUpdate', documentId: doc(id), sheetName: byName('Sheet1'), columns },
      {
        items: [
          { name: 'Ada', age: 37 },
          { name: 'Hal', age: 61 },
          { name: 'Ivy', age: 19 },
        ],
      },
    );
    expect(r.error).toBeUndefined();
    expect(r.json).toEqual([
      { name: 'Ada', age: 37 },
      { name: 'Hal', age: 61 },
      { name: 'Ivy', age: 19 },
    ]);
    expect(fake.rowsOf(id, 'Sheet1')).toEqual([
      ['name', 'age', 'city'],
      ['Ada', 37, 'London'],
      ['Bob', 40, 'Paris'],
      ['Cy', 36, 'Rome'],
      ['Hal', 61],
      ['Ivy', 19],
    ]);
    const put = fake.state.requests.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.body).toEqual({
      range: 'Sheet1!5:6',
      values: [
        ['Hal', 61, ''],
        ['Ivy', 19, ''],
      ],
    });
  });

  it("auto-maps into an empty sheet: the first item's fields become the header row", async () => {
    const id = fake.addSpreadsheet({ sheets: { Sheet1: [] } });
    const r = await runSheets(
      {
        operation: 'appendOrUpdate',
        documentId: doc(id),
        sheetName: byName('Sheet1'),
        columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: ['id'], schema: [] },
      },
      {
        items: [
          { id: 1, v: 'a' },
          { id: 2, v: 'b' },
        ],
      },
    );
    expect(r.error).toBeUndefined();
    expect(fake.rowsOf(id, 'Sheet1')).toEqual([
      ['id', 'v'],
      [1, 'a'],
      [2, 'b'],
    ]);
  });

  it("clears, creates, deletes rows and removes sheets with n8n's answers", async () => {
    const id = people();
    await runSheets({
      operation: 'clear',
      documentId: doc(id),
      sheetName: byName('Sheet1'),
      clear: 'wholeSheet',
      keepFirstRow: true,
    });
    expect(fake.rowsOf(id, 'Sheet1')).toEqual([['name', 'age', 'city']]);
    const created = await runSheets({
      operation: 'create',
      documentId: doc(id),
      title: 'Q3',
      options: { tabColor: '#ff0000' },
    });
    expect(created.json[0]).toMatchObject({
      spreadsheetId: id,
      title: 'Q3',
      sheetType: 'GRID',
      tabColor: { red: 1, green: 0, blue: 0 },
    });
    const again = await runSheets({ operation: 'create', documentId: doc(id), title: 'Q3' });
    expect(again.json).toEqual([]);
    const id2 = people();
    fake.state.requests.length = 0;
    const del = await runSheets(
      {
        operation: 'delete',
        documentId: doc(id2),
        sheetName: { __rl: true, mode: 'list', value: 'gid=0' },
        toDelete: 'rows',
        startIndex: 2,
        numberToDelete: 2,
      },
      { items: [{}, {}] },
    );
    expect(del.json).toEqual([{ success: true }]);
    expect(del.paired).toEqual([[{ item: 0 }, { item: 1 }]]);
    expect(fake.state.requests[1]!.body).toEqual({
      requests: [{ deleteDimension: { range: { sheetId: '0', dimension: 'ROWS', startIndex: 1, endIndex: 3 } } }],
    });
    const removed = await runSheets({
      operation: 'remove',
      documentId: doc(id2),
      sheetName: { __rl: true, mode: 'url', value: `https://docs.google.com/spreadsheets/d/${id2}/edit#gid=1001` },
    });
    expect(removed.json).toEqual([{ spreadsheetId: id2 }]);
    expect(fake.rowsOf(id2, 'Other')).toBeUndefined();
  });

  it('creates and deletes documents', async () => {
    const created = await runSheets({
      resource: 'spreadsheet',
      operation: 'create',
      title: 'Budget',
      sheetsUi: { sheetValues: [{ title: 'Jan', hidden: false }] },
      options: { locale: 'de_DE' },
    });
    expect(created.json[0]).toMatchObject({
      properties: { title: 'Budget', locale: 'de_DE' },
      sheets: [{ properties: { title: 'Jan' } }],
    });
    expect(fake.state.requests[0]!.body).toEqual({
      properties: { title: 'Budget', locale: 'de_DE' },
      sheets: [{ properties: { title: 'Jan', hidden: false } }],
    });
    const id = String(created.json[0]!.spreadsheetId);
    const deleted = await runSheets({
      resource: 'spreadsheet',
      operation: 'deleteSpreadsheet',
      documentId: { __rl: true, mode: 'url', value: `https://docs.google.com/spreadsheets/d/${id}/edit` },
    });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(fake.state.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/drive/v3/files/${id}` });
  });

  it('names the node when the sheet or the document is missing; continue on fail answers the first item', async () => {
    const id = people();
    const r = await runSheets({ documentId: doc(id), sheetName: byName('Nope') });
    expect(r.error?.message).toBe('Sheet with name Nope not found');
    expect((r.error as { node?: { name?: string } } | undefined)?.node?.name).toBe('Sheets');
    expect(r.error?.description).toMatch(/renamed or deleted/);
    const gone = await runSheets({ documentId: doc('missing-document-id-0000000000'), sheetName: byName('Sheet1') });
    expect(gone.error?.message).toBe('The resource you are requesting could not be found');
    const cont = await runSheets(
      { documentId: doc(id), sheetName: byName('Nope') },
      { onError: 'continueRegularOutput', items: [{ a: 1 }] },
    );
    expect(cont.error).toBeUndefined();
    // n8n's node answers { json: <the first item>, error }; the engine words it { error: message }.
    expect(cont.json).toEqual([{ error: 'Sheet with name Nope not found' }]);
  });

  it('retries 429 and 503 with backoff, and reports an expired token clearly', async () => {
    const id = people();
    fake.state.failNext.push(429, 503);
    const r = await runSheets({ documentId: doc(id), sheetName: byName('Sheet1') });
    expect(r.error).toBeUndefined();
    expect(r.json).toHaveLength(3);
    expect(fake.state.requests.filter((q) => q.path === `/v4/spreadsheets/${id}`)).toHaveLength(3);
    const expired = await runSheets(
      { documentId: doc(id), sheetName: byName('Sheet1') },
      { credentials: { googleSheetsOAuth2Api: { oauthTokenData: { access_token: 'expired' } } } },
    );
    expect(expired.error?.message).toBe('Authorization failed - please check your credentials');
  });

  it('signs in with a service account (signed JWT checked by the fake)', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    fake.state.publicKey = publicKey;
    const id = people();
    const r = await runSheets(
      { authentication: 'serviceAccount', documentId: doc(id), sheetName: byName('Sheet1') },
      { credentials: { googleApi: { email: 'robot@weft.iam.gserviceaccount.com', privateKey } } },
    );
    delete fake.state.publicKey;
    expect(r.error).toBeUndefined();
    expect(r.json).toHaveLength(3);
    expect(fake.state.requests.find((q) => q.path.startsWith('/v4/'))!.auth).toBe(
      'Bearer sa-robot@weft.iam.gserviceaccount.com',
    );
  });
  it('version 3: Fields to Send, Column to Match On and Values to Send (with a new column)', async () => {
    const id = people();
    const appended = await runSheets(
      {
        operation: 'append',
        documentId: doc(id),
        sheetName: byName('Sheet1'),
        dataMode: 'defineBelow',
        fieldsUi: {
          fieldValues: [
            { fieldId: 'name', fieldValue: '={{ $json.who }}' },
            { fieldId: 'age', fieldValue: '50' },
          ],
        },
      },
      { version: 3, items: [{ who: 'Jo' }] },
    );
    expect(appended.error).toBeUndefined();
    expect(appended.json).toEqual([{ who: 'Jo' }]);
    expect(fake.state.requests.at(-1)!.body).toEqual({ range: 'Sheet1!5:5', values: [['Jo', '50', '']] });
    expect(fake.state.requests.at(-1)!.query).toEqual({ valueInputOption: 'RAW' });
    const updated = await runSheets(
      {
        operation: 'update',
        documentId: doc(id),
        sheetName: byName('Sheet1'),
        dataMode: 'defineBelow',
        columnToMatchOn: 'name',
        valueToMatchOn: 'Jo',
        fieldsUi: {
          values: [
            { column: 'age', fieldValue: '51' },
            { column: 'newColumn', columnName: 'team', fieldValue: 'red' },
          ],
        },
      },
      { version: 3 },
    );
    expect(updated.error).toBeUndefined();
    expect(fake.rowsOf(id, 'Sheet1')![0]).toEqual(['name', 'age', 'city', 'team']);
    expect(fake.rowsOf(id, 'Sheet1')![4]).toEqual(['Jo', '51', '', 'red']);
  });

  it('reads with a header row and a first data row, and names the item whose match value is empty', async () => {
    const id = fake.addSpreadsheet({
      sheets: { Report: [['Monthly report'], ['k', 'v'], ['skip', 0], ['a', 1], ['b', 2]] },
    });
    const r = await runSheets({
      documentId: doc(id),
      sheetName: byName('Report'),
      options: { dataLocationOnSheet: { values: { rangeDefinition: 'specifyRange', headerRow: 2, firstDataRow: 4 } } },
    });
    expect(r.json).toEqual([
      { row_number: 4, k: 'a', v: 1 },
      { row_number: 5, k: 'b', v: 2 },
    ]);
    const columns = {
      mappingMode: 'defineBelow',
      value: { k: '={{ $json.k }}', v: 3 },
      matchingColumns: ['k'],
      schema: [{ id: 'k' }, { id: 'v' }],
    };
    const bad = await runSheets(
      {
        operation: 'update',
        documentId: doc(id),
        sheetName: byName('Report'),
        columns,
        options: { locationDefine: { values: { headerRow: 2, firstDataRow: 3 } } },
      },
      { items: [{ k: 'a' }, { k: '' }] },
    );
    expect(bad.error?.message).toBe("The 'Column to Match On' parameter is required");
    expect((bad.error as { context?: { itemIndex?: number } } | undefined)?.context?.itemIndex).toBe(1);
  });
});
