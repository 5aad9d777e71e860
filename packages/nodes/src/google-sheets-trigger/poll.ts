/**
 * Google Sheets Trigger 1's poll. Row Added keeps how many data rows it has seen
 * (`lastIndexChecked`) and answers the rows below. Row Updated / Added or Updated keep the newest
 * Drive revision seen (`lastRevision`, `lastRevisionLink`): when a newer one exists, the sheet now
 * is compared with that revision's XLSX export, row by row. The cursor starts over when the
 * document or sheet changes. Run by hand, the poll answers the sheet's current rows.
 */
import type * as XLSXTypes from '@e965/xlsx';
import {
  NodeApiError,
  NodeOperationError,
  type Item,
  type JsonObject,
  type PollContext,
  type PollResult,
} from '@weft/workflow';
import { SheetsClient, locatorParts, sheetLocatorValue, type SheetRows } from '../google-sheets/index.js';
import { DRIVE_FILE_URL_REGEX } from '../google-sheets/locators.js';
import { googleApiRequest, googleApiResponse, googleAuthSource } from '../shared/google/index.js';
import { lazyRequire } from '../shared/lazy-require.js';

const xlsx = lazyRequire<typeof XLSXTypes>('@e965/xlsx');

/** The export format of revisions the trigger compares with. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | boolean;

/** Rows as objects keyed by `columns`; an empty or falsy cell becomes '' (as n8n's trigger does). */
export function rowsToJson(rows: Cell[][], columns: Cell[]): JsonObject[] {
  return rows.map((row) => Object.fromEntries(columns.map((name, c) => [String(name), row[c] || ''])) as JsonObject);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The rows that differ between a revision and now, as the items n8n's trigger outputs. */
export function compareRevisions(
  previous: Cell[][],
  current: Cell[][],
  keyRow: number,
  include: string,
  watch: string[],
  dataStartIndex: number,
  event: string,
): JsonObject[] {
  const length = Math.max(current.length, previous.length);
  const headerIndex = keyRow - 1;
  const nowHeader = current[headerIndex];
  const thenHeader = previous[headerIndex];
  let columns: Cell[] = event === 'anyUpdate' ? ['row_number', 'change_type'] : ['row_number'];
  if (nowHeader && thenHeader) columns = columns.concat(nowHeader.length > thenHeader.length ? nowHeader : thenHeader);
  else if (nowHeader) columns = columns.concat(nowHeader);
  else if (thenHeader) columns = columns.concat(thenHeader);
  const pick = (row: Cell[] | undefined) => (row ? watch.map((name) => row[columns.indexOf(name) - 1]) : []);
  const diffs: Array<{ row: number; previous: Cell[]; current: Cell[]; change: string }> = [];
  for (let i = dataStartIndex; i < length; i++) {
    if (i === headerIndex) continue;
    const now = current[i] ? [...current[i]!] : undefined;
    let then = previous[i] ? [...previous[i]!] : undefined;
    if (now && then) while (now.length < then.length) now.push('');
    if (watch.length ? same(pick(now), pick(then)) : same(now, then)) continue;
    if (event === 'rowUpdate' && (!then || then.every((c) => c === ''))) continue;
    let change = 'updated';
    if (then === undefined) {
      then = (now ?? []).map(() => '');
      change = 'added';
    }
    if (now === undefined) continue;
    diffs.push({ row: i + 1, previous: then, current: now, change });
  }
  const version = (which: 'previous' | 'current') =>
    rowsToJson(
      diffs.map((d) => (event === 'anyUpdate' ? [d.row, d.change, ...d[which]] : [d.row, ...d[which]])),
      columns,
    );
  if (include === 'old') return version('previous');
  if (include === 'both') {
    const before = version('previous');
    const after = version('current');
    return after.map((now, i) => {
      const { row_number, ...rest } = now;
      const differences: JsonObject = { row_number };
      for (const key of Object.keys(rest)) {
        if (!same(before[i]![key], now[key])) differences[key] = { previous: before[i]![key]!, current: now[key]! };
      }
      return { previous: before[i]!, current: now, differences };
    });
  }
  return version('current');
}

/** A revision's XLSX export as rows of one sheet (trailing empty rows dropped). */
export function revisionRows(data: Buffer, sheetName: string, range?: string): Cell[][] {
  const X = xlsx();
  const book = X.read(data, { type: 'buffer', sheets: [sheetName] });
  const sheet = book.Sheets[sheetName];
  if (!sheet?.['!ref']) return [];
  const rows = X.utils.sheet_to_json<Cell[]>(sheet, { header: 1, defval: '', ...(range ? { range } : {}) });
  let last = 0;
  rows.forEach((row, i) => {
    if (row.some((c) => c !== '')) last = i;
  });
  return rows.slice(0, last + 1);
}

/** Export links are on docs.google.com; tests serve them from the Google test origin too. */
function exportUrl(link: string): string {
  const origin = process.env.WEFT_GOOGLE_API_URL?.trim().replace(/\/+$/, '');
  return origin ? link.replace(/^https:\/\/docs\.google\.com/i, origin) : link;
}

const json = (rows: JsonObject[]): Item[] => rows.map((r) => ({ json: r }));

async function pollOnce(ctx: PollContext): Promise<PollResult> {
  const node = ctx.getNode();
  const state = ctx.getWorkflowStaticData('node');
  const manual = ctx.getMode() === 'manual';
  const source = googleAuthSource(
    ctx,
    String(ctx.getNodeParameter('authentication', 'triggerOAuth2')),
    'googleSheetsTriggerOAuth2Api',
  );
  const event = String(ctx.getNodeParameter('event', 'anyUpdate'));
  const doc = locatorParts(ctx.getNodeParameter('documentId'));
  const documentId =
    doc.mode === 'url'
      ? (new RegExp(DRIVE_FILE_URL_REGEX).exec(String(doc.value ?? ''))?.[1] ?? '')
      : String(doc.value ?? '');
  if (!documentId) throw new NodeOperationError(node, 'Choose the document to watch in "Document"');
  const sheetRef = sheetLocatorValue(ctx.getNodeParameter('sheetName'));
  const client = new SheetsClient(source, documentId);
  const { sheetId, title: sheetName } = await client.findSheet(sheetRef.mode, sheetRef.value);
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as Record<string, any>;

  if (!manual && (state.documentId !== documentId || state.sheetId !== sheetId)) {
    state.documentId = documentId;
    state.sheetId = sheetId;
    state.lastRevision = undefined;
    state.lastRevisionLink = undefined;
    state.lastIndexChecked = undefined;
  }
  const previousRevision = state.lastRevision as number | undefined;
  const previousLink = state.lastRevisionLink as string | undefined;

  if (event !== 'rowAdded') {
    let pageToken: string | undefined;
    do {
      const page = await googleApiRequest<{
        revisions?: Array<{ id: string; exportLinks?: Record<string, string> }>;
        nextPageToken?: string;
      }>(source, {
        url: `https://www.googleapis.com/drive/v3/files/${documentId}/revisions`,
        qs: {
          fields: 'revisions(id, exportLinks), nextPageToken',
          ...(pageToken ? { pageToken } : {}),
          pageSize: 1000,
        },
      });
      pageToken = page.nextPageToken || undefined;
      if (!pageToken) {
        const newest = (page.revisions ?? []).at(-1);
        if (!newest) return null;
        const revision = Number(newest.id);
        if (previousRevision !== undefined && revision <= previousRevision) return null;
        if (!manual) {
          state.lastRevision = revision;
          state.lastRevisionLink = newest.exportLinks?.[XLSX_MIME];
        }
      }
    } while (pageToken);
  }

  let range = 'A:ZZZ';
  let keyRow = 1;
  let startIndex = 2;
  let rangeDefinition = '';
  let [from, to] = range.split(':') as [string, string];
  let keyRange = `${from}${keyRow}:${to}${keyRow}`;
  let rangeToCheck = `${from}${keyRow}:${to}`;
  if (options.dataLocationOnSheet) {
    const location = options.dataLocationOnSheet.values ?? {};
    rangeDefinition = String(location.rangeDefinition ?? '');
    if (rangeDefinition === 'specifyRangeA1') {
      if (!location.range) throw new NodeOperationError(node, "The field 'Range' is empty, please provide a range");
      range = String(location.range);
    }
    if (rangeDefinition === 'specifyRange') {
      keyRow = parseInt(String(location.headerRow), 10);
      startIndex = parseInt(String(location.firstDataRow), 10);
    }
    [from, to] = range.split(':') as [string, string];
    const a = /([a-zA-Z]{1,10})([0-9]{0,10})/.exec(from ?? '') ?? [];
    const b = /([a-zA-Z]{1,10})([0-9]{0,10})/.exec(to ?? '') ?? [];
    if (rangeDefinition === 'specifyRangeA1' && a[2]) {
      keyRange = `${a[1]}${+a[2]}:${b[1]}${+a[2]}`;
      rangeToCheck = `${a[1]}${+a[2] + 1}:${to}`;
    } else {
      keyRange = `${a[1]}${keyRow}:${b[1]}${keyRow}`;
      rangeToCheck = `${a[1]}${keyRow}:${to}`;
    }
  }

  if (event === 'rowAdded') {
    const header = await client.getData(`${sheetName}!${keyRange}`, 'FORMATTED_VALUE');
    const columns = header?.[0];
    if (!columns?.length) throw new NodeOperationError(node, 'Could not retrieve the columns from key row');
    const rows =
      (await client.getData(
        `${sheetName}!${rangeToCheck}`,
        options.valueRender || 'UNFORMATTED_VALUE',
        options.dateTimeRenderOption || 'FORMATTED_STRING',
      )) ?? [];
    if (rows.length) rows.splice(0, 1);
    const dataStart = rangeDefinition === 'specifyRange' && keyRow < startIndex ? startIndex - keyRow - 1 : 0;
    if (manual) {
      const out = rowsToJson(rows.slice(dataStart), columns);
      return out.length ? [json(out)] : null;
    }
    if (state.lastIndexChecked === undefined) {
      state.lastIndexChecked = rows.length;
      return null;
    }
    const added = rows.slice(Math.max(Number(state.lastIndexChecked), dataStart));
    state.lastIndexChecked = rows.length;
    const out = rowsToJson(added, columns);
    return out.length ? [json(out)] : null;
  }

  if (sheetName.length > 31)
    throw new NodeOperationError(node, 'Sheet name is too long choose a name with 31 characters or less');
  let dataStart = startIndex - 1;
  if (rangeDefinition !== 'specifyRangeA1') dataStart = keyRow < startIndex ? startIndex - 2 : startIndex - 1;
  const current: SheetRows =
    (await client.getData(`${sheetName}!${range}`, 'UNFORMATTED_VALUE', 'SERIAL_NUMBER')) ?? [];
  if (previousRevision === undefined) {
    if (current.length === 0) return [[]];
    const columns = current[keyRow - 1] ?? [];
    current.splice(keyRow - 1, 1);
    const out = rowsToJson(rangeDefinition !== 'specifyRangeA1' ? current.slice(dataStart) : current, columns);
    return out.length && manual ? [json(out)] : null;
  }
  const file = await googleApiResponse(source, {
    url: exportUrl(String(previousLink ?? '')),
    qs: { mimeType: XLSX_MIME },
    responseType: 'arraybuffer',
  });
  const body = file.body as ArrayBuffer | Buffer;
  const previous = revisionRows(
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    sheetName,
    rangeDefinition === 'specifyRangeA1' ? range : undefined,
  );
  const include = String(ctx.getNodeParameter('includeInOutput', 'new'));
  const out = compareRevisions(
    previous,
    current,
    keyRow,
    include,
    (options.columnsToWatch as string[] | undefined) ?? [],
    dataStart,
    event,
  );
  return out.length ? [json(out)] : null;
}

/** Polls the sheet; a Drive refusal for read-only users is explained. */
export async function pollGoogleSheets(ctx: PollContext): Promise<PollResult> {
  try {
    return await pollOnce(ctx);
  } catch (error) {
    if (
      error instanceof NodeApiError &&
      /insufficient permissions for file/i.test(`${error.message} ${error.description ?? ''}`)
    ) {
      throw new NodeOperationError(
        ctx.getNode(),
        "Edit access to the document is required for the 'Row Update' and 'Row Added or Updated' triggers. Ask the document's owner for edit access, or trigger on 'Row Added' instead.",
      );
    }
    throw error;
  }
}
