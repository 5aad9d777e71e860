/**
 * The editor's remote methods of the Google Sheets nodes, with n8n's names: the document list
 * (Drive search), the sheet list, the header row as column choices, and the resource mapper's columns.
 */
import {
  type NodeListSearchResult,
  type NodeMethodContext,
  type NodeMethods,
  type NodePropertyOption,
} from '@weft/workflow';
import { googleApiRequest, googleAuthSource, type GoogleAuthSource } from '../shared/google/index.js';
import { locatorParts, sheetLocatorValue, spreadsheetIdOf } from './locators.js';
import { SheetsClient } from './sheets-client.js';

function sourceOf(ctx: NodeMethodContext): GoogleAuthSource {
  const authentication = String(ctx.getNodeParameter('authentication', 'oAuth2'));
  const credentialType = authentication === 'triggerOAuth2' ? 'googleSheetsTriggerOAuth2Api' : 'googleSheetsOAuth2Api';
  return googleAuthSource(ctx, authentication, credentialType);
}

function documentClient(ctx: NodeMethodContext): SheetsClient | undefined {
  const raw = ctx.getNodeParameter('documentId');
  if (!raw) return undefined;
  const { mode, value } = locatorParts(raw);
  if (!value) return undefined;
  return new SheetsClient(sourceOf(ctx), spreadsheetIdOf(ctx.getNode(), mode, value));
}

/** Spreadsheets whose name contains `filter`, newest change first, from Drive. */
async function spreadSheetsSearch(
  ctx: NodeMethodContext,
  filter?: string,
  paginationToken?: string,
): Promise<NodeListSearchResult> {
  const query: string[] = [];
  if (filter) query.push(`name contains '${filter.replace(/'/g, "\\'")}'`);
  query.push("mimeType = 'application/vnd.google-apps.spreadsheet'");
  const answer = await googleApiRequest<{
    files?: Array<{ id: string; name: string; webViewLink?: string }>;
    nextPageToken?: string;
  }>(sourceOf(ctx), {
    url: 'https://www.googleapis.com/drive/v3/files',
    qs: {
      q: query.join(' and '),
      ...(paginationToken ? { pageToken: paginationToken } : {}),
      fields: 'nextPageToken, files(id, name, webViewLink)',
      orderBy: 'modifiedByMeTime desc,name_natural',
      includeItemsFromAllDrives: true,
      supportsAllDrives: true,
    },
  });
  return {
    results: (answer.files ?? []).map((f) => ({
      name: f.name,
      value: f.id,
      ...(f.webViewLink ? { url: f.webViewLink } : {}),
    })),
    ...(answer.nextPageToken ? { paginationToken: answer.nextPageToken } : {}),
  };
}

/** The grid sheets of the chosen document (the first sheet's id is `gid=0`, as n8n lists it). */
async function sheetsSearch(ctx: NodeMethodContext): Promise<NodeListSearchResult> {
  const client = documentClient(ctx);
  if (!client) return { results: [] };
  const sheets = await client.sheets();
  return {
    results: sheets
      .filter((s) => s.sheetType === 'GRID')
      .map((s) => ({
        name: s.title,
        value: s.sheetId || 'gid=0',
        url: `https://docs.google.com/spreadsheets/d/${client.spreadsheetId}/edit#gid=${s.sheetId}`,
      })),
  };
}

/** The chosen sheet's header row (row `row`), cells as they show. */
async function headerRow(ctx: NodeMethodContext, row = 1): Promise<string[]> {
  const client = documentClient(ctx);
  if (!client) return [];
  const { mode, value } = sheetLocatorValue(ctx.getNodeParameter('sheetName'));
  const sheet = await client.findSheet(mode, value);
  const data = await client.getData(`${sheet.title}!${row}:${row}`, 'FORMATTED_VALUE');
  return (data?.[0] ?? []).map((c) => String(c));
}

async function getSheets(ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const client =
    documentClient(ctx) ??
    (() => {
      const id = ctx.getNodeParameter('sheetId');
      return id ? new SheetsClient(sourceOf(ctx), String(id)) : undefined;
    })();
  if (!client) return [];
  return (await client.sheets())
    .filter((s) => s.sheetType === 'GRID')
    .map((s) => ({ name: s.title, value: s.sheetId }));
}

async function getSheetHeaderRow(ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  return (await headerRow(ctx)).map((c) => ({ name: c, value: c }));
}

/** The resource mapper's columns: the header row's non-blank cells (and `row_number` for update). */
export async function getMappingColumns(ctx: NodeMethodContext): Promise<{ fields: Array<Record<string, unknown>> }> {
  const location = (ctx.getNodeParameter('options.locationDefine.values', {}) ?? {}) as { headerRow?: number };
  const columns = (await headerRow(ctx, location.headerRow || 1)).filter((c) => c !== '');
  const fields: Array<Record<string, unknown>> = columns.map((c) => ({
    id: c,
    displayName: c,
    required: false,
    defaultMatch: c === 'id',
    display: true,
    type: 'string',
    canBeUsedToMatch: true,
  }));
  if (ctx.getNodeParameter('operation') === 'update') {
    fields.push({
      id: 'row_number',
      displayName: 'row_number',
      required: false,
      defaultMatch: false,
      display: true,
      type: 'number',
      canBeUsedToMatch: true,
      readOnly: true,
      removed: true,
    });
  }
  return { fields };
}

/** The methods, by n8n's names (`resourceMapping` is answered for hosts that ask for it). */
export const sheetsMethods = {
  listSearch: {
    spreadSheetsSearch: (ctx: NodeMethodContext, filter?: string, token?: string) =>
      spreadSheetsSearch(ctx, filter, token),
    sheetsSearch: (ctx: NodeMethodContext) => sheetsSearch(ctx),
  },
  loadOptions: {
    getSheets: (ctx: NodeMethodContext) => getSheets(ctx),
    getSheetHeaderRow: (ctx: NodeMethodContext) => getSheetHeaderRow(ctx),
    getSheetHeaderRowAndAddColumn: async (ctx: NodeMethodContext) => {
      const columns = await getSheetHeaderRow(ctx);
      columns.push({ name: 'New column ...', value: 'newColumn' });
      const matchOn = ctx.getNodeParameter('columnToMatchOn');
      return columns.filter((c) => c.value !== matchOn);
    },
    getSheetHeaderRowWithGeneratedColumnNames: async (ctx: NodeMethodContext) =>
      (await getSheetHeaderRow(ctx)).map((c, i) =>
        c.value !== '' ? c : { name: `col_${i + 1}`, value: `col_${i + 1}` },
      ),
    getSheetHeaderRowAndSkipEmpty: async (ctx: NodeMethodContext) =>
      (await getSheetHeaderRow(ctx)).filter((c) => c.value),
  },
  resourceMapping: { getMappingColumns: (ctx: NodeMethodContext) => getMappingColumns(ctx) },
} as NodeMethods;
