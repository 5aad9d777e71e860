/**
 * Google Sheets 3–4.7: finds the document and sheet (from the first item, as n8n does), runs the
 * operation, and with "continue on fail" answers the first input item with the error.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { googleApiRequest, googleAuthSource, type GoogleAuthSource } from '../shared/google/index.js';
import { locatorParts, spreadsheetIdOf } from './locators.js';
import { readSheet } from './read-rows.js';
import { columnName, columnNumber } from './sheet-data.js';
import { SHEETS_API, SheetsClient } from './sheets-client.js';
import { appendRows, updateRows } from './write-rows.js';

/** `#0aa55c` → Google's colour with 0–1 components. */
function tabColor(hex: string): { red: number; green: number; blue: number } | undefined {
  const full = hex.replace(/^#?([a-f\d])([a-f\d])([a-f\d])$/i, (_, r, g, b) => r + r + g + g + b + b);
  const m = /^#?([a-f\d]{2})([a-f\d]{2})([a-f\d]{2})$/i.exec(full);
  if (!m) return undefined;
  return { red: parseInt(m[1]!, 16) / 255, green: parseInt(m[2]!, 16) / 255, blue: parseInt(m[3]!, 16) / 255 };
}

/** Google's auth source for the node (its `authentication` parameter, n8n's Sheets scopes). */
export function sheetsSource(ctx: ExecuteContext, scopes?: readonly string[]): GoogleAuthSource {
  const authentication = String(ctx.getNodeParameter('authentication', 0, 'serviceAccount'));
  return googleAuthSource(ctx, authentication, 'googleSheetsOAuth2Api', scopes);
}

async function clearSheet(ctx: ExecuteContext, client: SheetsClient, sheetName: string): Promise<Item[]> {
  const items = ctx.getInputData();
  for (let i = 0; i < items.length; i++) {
    const kind = String(ctx.getNodeParameter('clear', i));
    const keepFirstRow = !!ctx.getNodeParameter('keepFirstRow', i, false);
    let range = '';
    if (kind === 'specificRows') {
      const start = Number(ctx.getNodeParameter('startIndex', i));
      const count = Number(ctx.getNodeParameter('rowsToDelete', i));
      range = `${sheetName}!${start}:${count === 1 ? start : start + count - 1}`;
    } else if (kind === 'specificColumns') {
      const start = String(ctx.getNodeParameter('startIndex', i));
      const count = Number(ctx.getNodeParameter('columnsToDelete', i));
      const first = columnNumber(start);
      range = `${sheetName}!${start}:${columnName(count === 1 ? first : first + count - 1)}`;
    } else if (kind === 'specificRange') {
      const field = String(ctx.getNodeParameter('range', i));
      range = `${sheetName}!${field.includes('!') ? (field.split('!')[1] ?? '') : field}`;
    } else if (kind === 'wholeSheet') {
      range = sheetName;
    }
    if (keepFirstRow) {
      const first = await client.getData(`${range}!1:1`, 'FORMATTED_VALUE', undefined, i);
      await client.clear(range, i);
      await client.writeRows(`${range}!1:1`, first ?? [], 'RAW');
    } else {
      await client.clear(range, i);
    }
  }
  return items;
}

async function createSheet(ctx: ExecuteContext, client: SheetsClient): Promise<Item[]> {
  const out: Item[] = [];
  const items = ctx.getInputData();
  const existing = (await client.sheets()).map((s) => s.title);
  for (let i = 0; i < items.length; i++) {
    const title = String(ctx.getNodeParameter('title', i, ''));
    if (existing.includes(title)) continue;
    const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Record<string, unknown>;
    const properties: Record<string, unknown> = { ...options, title };
    if (options.tabColor) properties.tabColor = tabColor(String(options.tabColor));
    const answer = await client.batchUpdate([{ addSheet: { properties } }], i);
    const replies = answer.replies as Array<{ addSheet?: { properties?: Record<string, unknown> } }> | undefined;
    const { replies: _replies, ...rest } = answer;
    existing.push(title);
    out.push({ json: { ...rest, ...(replies?.[0]?.addSheet?.properties ?? {}) }, pairedItem: { item: i } });
  }
  return out;
}

async function deleteDimensions(ctx: ExecuteContext, client: SheetsClient, sheetId: string): Promise<Item[]> {
  const items = ctx.getInputData();
  for (let i = 0; i < items.length; i++) {
    const kind = String(ctx.getNodeParameter('toDelete', i));
    const count = Number(ctx.getNodeParameter('numberToDelete', i));
    const start =
      kind === 'rows'
        ? Number(ctx.getNodeParameter('startIndex', i)) - 1
        : columnNumber(String(ctx.getNodeParameter('startIndex', i))) - 1;
    const requests =
      kind === 'rows' || kind === 'columns'
        ? [
            {
              deleteDimension: {
                range: {
                  sheetId,
                  dimension: kind === 'rows' ? 'ROWS' : 'COLUMNS',
                  startIndex: start,
                  endIndex: start + count,
                },
              },
            },
          ]
        : [];
    await client.batchUpdate(requests, i);
  }
  return [{ json: { success: true }, pairedItem: items.map((_, i) => ({ item: i })) }];
}

async function removeSheet(ctx: ExecuteContext, client: SheetsClient, sheetId: string): Promise<Item[]> {
  const out: Item[] = [];
  const items = ctx.getInputData();
  for (let i = 0; i < items.length; i++) {
    const { replies: _replies, ...rest } = await client.batchUpdate([{ deleteSheet: { sheetId } }], i);
    out.push({ json: rest, pairedItem: { item: i } });
  }
  return out;
}

async function spreadsheetOperation(ctx: ExecuteContext, source: GoogleAuthSource, operation: string): Promise<Item[]> {
  const out: Item[] = [];
  const items = ctx.getInputData();
  for (let i = 0; i < items.length; i++) {
    if (operation === 'create') {
      const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Record<string, unknown>;
      const sheetsUi = (ctx.getNodeParameter('sheetsUi', i, {}) ?? {}) as {
        sheetValues?: Array<Record<string, unknown>>;
      };
      const body = {
        properties: {
          title: ctx.getNodeParameter('title', i, ''),
          autoRecalc: options.autoRecalc || undefined,
          locale: options.locale || undefined,
        },
        sheets: Object.keys(sheetsUi).length ? (sheetsUi.sheetValues ?? []).map((properties) => ({ properties })) : [],
      };
      const answer = await googleApiRequest(source, { method: 'POST', url: SHEETS_API, body, itemIndex: i });
      out.push({ json: answer, pairedItem: { item: i } });
    } else if (operation === 'deleteSpreadsheet') {
      const id = String(ctx.getNodeParameter('documentId', i, undefined, { extractValue: true }) ?? '');
      await googleApiRequest(source, {
        method: 'DELETE',
        url: `https://www.googleapis.com/drive/v3/files/${id}`,
        itemIndex: i,
      });
      out.push({ json: { success: true }, pairedItem: { item: i } });
    } else {
      throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known`, { itemIndex: i });
    }
  }
  return out;
}

/** Runs Google Sheets 3–4.7. */
export async function executeSheetsV3(ctx: ExecuteContext): Promise<NodeOutput> {
  const version = ctx.getNode().typeVersion ?? 4.7;
  try {
    const resource = String(ctx.getNodeParameter('resource', 0));
    const operation = String(ctx.getNodeParameter('operation', 0));
    const source = sheetsSource(ctx);
    if (resource === 'spreadsheet') return [await spreadsheetOperation(ctx, source, operation)];
    if (resource !== 'sheet') throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known`);
    const { mode, value } = locatorParts(ctx.getNodeParameter('documentId', 0));
    const client = new SheetsClient(source, spreadsheetIdOf(ctx.getNode(), mode, value, 0));
    if (operation === 'create') return [await createSheet(ctx, client)];
    const sheetValue = ctx.getNodeParameter('sheetName', 0, undefined, { extractValue: true });
    const sheetMode = locatorParts(ctx.getNodeParameter('sheetName', 0)).mode;
    const sheet = await client.findSheet(sheetMode, sheetValue, 0);
    const title = sheet.title;
    switch (operation) {
      case 'read': {
        let out: Item[] = [];
        const count = version > 4.1 ? ctx.getInputData().length : 1;
        for (let i = 0; i < count; i++) out = await readSheet(ctx, client, title, i, out, version);
        return [out];
      }
      case 'append':
        return [await appendRows(ctx, client, title, sheet.sheetId, version)];
      case 'update':
        return [await updateRows(ctx, client, title, sheet.sheetId, version, false)];
      case 'appendOrUpdate':
        return [await updateRows(ctx, client, title, sheet.sheetId, version, true)];
      case 'clear':
        return [await clearSheet(ctx, client, title)];
      case 'delete':
        return [await deleteDimensions(ctx, client, String(sheet.sheetId))];
      case 'remove':
        return [await removeSheet(ctx, client, String(sheet.sheetId))];
      default:
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known`);
    }
  } catch (error) {
    if (!ctx.continueOnFail()) throw error;
    const first = ctx.getInputData()[0];
    return [[{ json: first?.json ?? {}, error, pairedItem: { item: 0 } }]];
  }
}
