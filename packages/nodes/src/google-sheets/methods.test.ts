/**
 * The editor's pickers of the Google Sheets nodes against the fake: documents from a Drive search,
 * the sheets of a document, the header row as column choices, and the resource mapper's columns.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import type { NodeMethodContext, WorkflowNode } from '@weft/workflow';
import { getMappingColumns, sheetsMethods } from './methods.js';
import { startFake, type SheetsFake } from './test-helpers.js';

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

const http = createHttpClient();

function context(parameters: Record<string, unknown>): NodeMethodContext {
  const get = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
        parameters,
      );
  return {
    getCurrentNodeParameter: (path) => get(path),
    getCurrentNodeParameters: () => parameters as never,
    getNodeParameter: (path, fallback) => get(path) ?? fallback,
    getNode: () =>
      ({
        id: 'n',
        name: 'Google Sheets',
        type: 'weft.googleSheets',
        typeVersion: 4.7,
        position: [0, 0],
        parameters,
      }) as unknown as WorkflowNode,
    getWorkflow: () => ({}),
    getTimezone: () => 'UTC',
    getCredentials: async (type) => {
      if (type !== 'googleSheetsOAuth2Api') throw new Error(`no ${type}`);
      return { oauthTokenData: { access_token: 'tok' } };
    },
    helpers: {
      httpRequest: (o) => http(o),
      httpRequestWithAuthentication: () => {
        throw new Error('unused');
      },
    },
  };
}

describe('Google Sheets pickers', () => {
  it('lists documents whose name contains the filter, with their links', async () => {
    const id = fake.addSpreadsheet({ title: "Sales 'Q1'", sheets: { S: [] } });
    fake.addSpreadsheet({ title: 'Other', sheets: { S: [] } });
    const page = await sheetsMethods.listSearch!.spreadSheetsSearch!.call(
      undefined as never,
      context({}),
      "'Q1",
      undefined,
    );
    expect(page.results).toEqual([
      { name: "Sales 'Q1'", value: id, url: `https://docs.google.com/spreadsheets/d/${id}/edit?usp=drivesdk` },
    ]);
    const q = fake.state.requests[0]!;
    expect(q.path).toBe('/drive/v3/files');
    expect(q.query).toMatchObject({
      q: "name contains '\\'Q1' and mimeType = 'application/vnd.google-apps.spreadsheet'",
      orderBy: 'modifiedByMeTime desc,name_natural',
      supportsAllDrives: 'true',
      includeItemsFromAllDrives: 'true',
    });
  });

  it('lists the sheets of the document (first as gid=0), the header row and the mapping columns', async () => {
    const id = fake.addSpreadsheet({ sheets: { Orders: [['id', 'item', '', 'qty']], Notes: [] } });
    const ctx = context({
      documentId: { __rl: true, mode: 'id', value: id },
      sheetName: { __rl: true, mode: 'list', value: 'gid=0' },
      operation: 'update',
    });
    const sheets = await sheetsMethods.listSearch!.sheetsSearch!.call(undefined as never, ctx);
    expect(sheets.results).toEqual([
      { name: 'Orders', value: 'gid=0', url: `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0` },
      { name: 'Notes', value: 1001, url: `https://docs.google.com/spreadsheets/d/${id}/edit#gid=1001` },
    ]);
    expect(await sheetsMethods.loadOptions!.getSheetHeaderRowAndSkipEmpty!.call(undefined as never, ctx)).toEqual([
      { name: 'id', value: 'id' },
      { name: 'item', value: 'item' },
      { name: 'qty', value: 'qty' },
    ]);
    expect(
      (await sheetsMethods.loadOptions!.getSheetHeaderRowWithGeneratedColumnNames!.call(undefined as never, ctx)).map(
        (o) => o.value,
      ),
    ).toEqual(['id', 'item', 'col_3', 'qty']);
    const mapping = await getMappingColumns(ctx);
    expect(mapping.fields.map((f) => [f.id, f.defaultMatch, f.type])).toEqual([
      ['id', true, 'string'],
      ['item', false, 'string'],
      ['qty', false, 'string'],
      ['row_number', false, 'number'],
    ]);
  });
});
