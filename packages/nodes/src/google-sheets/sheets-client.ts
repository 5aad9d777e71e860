/**
 * One spreadsheet's calls to the Sheets API v4 (and Drive for deleting), through the shared Google
 * request helper: values read and written by A1 range, the sheets' properties, batch updates.
 */
import { NodeOperationError } from '@weft/workflow';
import { googleApiRequest, type GoogleAuthSource } from '../shared/google/index.js';

/** Base URL of the Sheets API. */
export const SHEETS_API = 'https://sheets.googleapis.com/v4/spreadsheets';

/** A cell value as the Sheets API sends and takes it. */
export type CellValue = string | number | boolean;
/** Rows of cells. */
export type SheetRows = CellValue[][];

/** One sheet's properties, as `spreadsheets.get` answers them. */
export interface SheetProperties {
  sheetId: number;
  title: string;
  index?: number;
  sheetType?: string;
  gridProperties?: { rowCount?: number; columnCount?: number };
  [key: string]: unknown;
}

/** How a range goes into a path: the sheet part escaped, a bare sheet name quoted so it is not read as cells. */
export function encodeRange(range: string, quoteBareName = true): string {
  const bang = range.indexOf('!');
  if (bang !== -1) return `${encodeURIComponent(range.slice(0, bang))}!${range.slice(bang + 1)}`;
  return quoteBareName ? encodeURIComponent(`'${range}'`) : range;
}

/** A spreadsheet the node works on. */
export class SheetsClient {
  constructor(
    readonly source: GoogleAuthSource,
    readonly spreadsheetId: string,
    /** Whether a bare sheet name is quoted in paths (v3+); v1–v2 send ranges as the user wrote them. */
    private readonly quoteBareName = true,
  ) {}

  private url(suffix = ''): string {
    return `${SHEETS_API}/${this.spreadsheetId}${suffix}`;
  }

  /** Cell values of a range (undefined when the range is empty). */
  async getData(
    range: string,
    valueRenderOption: string,
    dateTimeRenderOption?: string | null,
    itemIndex?: number,
  ): Promise<SheetRows | undefined> {
    const qs: Record<string, unknown> = { valueRenderOption };
    if (dateTimeRenderOption !== null) qs.dateTimeRenderOption = dateTimeRenderOption ?? 'FORMATTED_STRING';
    const answer = await googleApiRequest<{ values?: SheetRows }>(this.source, {
      url: this.url(`/values/${encodeRange(range, this.quoteBareName)}`),
      qs,
      itemIndex,
    });
    return answer.values;
  }

  /** The properties of every sheet. */
  async sheets(itemIndex?: number): Promise<SheetProperties[]> {
    const answer = await googleApiRequest<{ sheets?: Array<{ properties: SheetProperties }> }>(this.source, {
      url: this.url(),
      qs: { fields: 'sheets.properties' },
      itemIndex,
    });
    return (answer.sheets ?? []).map((s) => s.properties);
  }

  /** The sheet named by a sheet locator's mode and value; a clear error when it is not there. */
  async findSheet(mode: string, value: unknown, itemIndex?: number): Promise<SheetProperties> {
    const all = await this.sheets(itemIndex);
    const found = all.find((s) => (mode === 'name' ? s.title === String(value) : s.sheetId === sheetIdOf(value)));
    if (!found?.title) {
      throw new NodeOperationError(
        this.source.node,
        `Sheet with ${mode === 'name' ? 'name' : 'ID'} ${String(value)} not found`,
        {
          itemIndex,
          description: 'Check the sheet chosen in "Sheet": it may have been renamed or deleted.',
        },
      );
    }
    return found;
  }

  /** Writes rows at a range (`PUT values/{range}`), or appends them after the range's table (`values:append`). */
  async writeRows(
    range: string,
    values: unknown[][],
    valueInputOption: string,
    useAppend = false,
    itemIndex?: number,
  ): Promise<Record<string, unknown>> {
    const path = `/values/${encodeRange(range, this.quoteBareName)}${useAppend ? ':append' : ''}`;
    return googleApiRequest(this.source, {
      method: useAppend ? 'POST' : 'PUT',
      url: this.url(path),
      qs: { valueInputOption },
      body: { range, values },
      itemIndex,
    });
  }

  /** Appends rows after the table found in `range` (`values:append`, v1–v2 style with insertDataOption left to Google). */
  async append(
    range: string,
    values: unknown[][],
    valueInputOption: string,
    itemIndex?: number,
  ): Promise<Record<string, unknown>> {
    return googleApiRequest(this.source, {
      method: 'POST',
      url: this.url(`/values/${encodeRange(range, this.quoteBareName)}:append`),
      qs: { valueInputOption },
      body: { range, values },
      itemIndex,
    });
  }

  /** Many ranges written in one call (`values:batchUpdate`). */
  async batchUpdateValues(
    data: Array<{ range: string; values: unknown[][] }>,
    valueInputOption: string,
    itemIndex?: number,
  ): Promise<Record<string, unknown>> {
    return googleApiRequest(this.source, {
      method: 'POST',
      url: this.url('/values:batchUpdate'),
      body: { data, valueInputOption },
      itemIndex,
    });
  }

  /** Clears the values of a range. */
  async clear(range: string, itemIndex?: number): Promise<Record<string, unknown>> {
    return googleApiRequest(this.source, {
      method: 'POST',
      url: this.url(`/values/${encodeRange(range, this.quoteBareName)}:clear`),
      body: { spreadsheetId: this.spreadsheetId, range },
      itemIndex,
    });
  }

  /** Structural changes (`spreadsheets:batchUpdate`). */
  async batchUpdate(requests: unknown[], itemIndex?: number): Promise<Record<string, unknown>> {
    return googleApiRequest(this.source, {
      method: 'POST',
      url: this.url(':batchUpdate'),
      body: { requests },
      itemIndex,
    });
  }

  /** Adds empty rows at the end of a sheet, so writing just below the last row stays within the grid. */
  async appendEmptyRows(sheetId: number, rows: number, itemIndex?: number): Promise<void> {
    await this.batchUpdate([{ appendDimension: { sheetId, dimension: 'ROWS', length: rows } }], itemIndex);
  }
}

/** A sheet id from a locator value: a number, or `gid=0` for the first sheet. */
export function sheetIdOf(value: unknown): number {
  if (value === 'gid=0') return 0;
  return parseInt(String(value), 10);
}
