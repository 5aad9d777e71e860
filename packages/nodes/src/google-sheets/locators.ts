/**
 * The Document and Sheet resource locators of the Google Sheets nodes (n8n's modes, regexes and
 * list methods), and how their values become a spreadsheet id and a sheet.
 */
import { NodeOperationError, type NodeProperty, type WorkflowNode } from '@weft/workflow';

/** A Google Drive / Docs file URL; the first group is the file id. */
export const DRIVE_FILE_URL_REGEX =
  'https:\\/\\/(?:drive|docs)\\.google\\.com(?:\\/.*|)\\/d\\/([0-9a-zA-Z\\-_]+)(?:\\/.*|)';
/** A sheet's URL; the first group is its gid. */
export const SHEET_URL_REGEX = 'https:\\/\\/docs\\.google\\.com\\/spreadsheets\\/d\\/[0-9a-zA-Z\\-_]+.*\\#gid=([0-9]+)';

const MODE_NAMES: Record<string, string> = { id: 'By ID', url: 'By URL', list: 'From List', name: 'By Name' };

/** The Document locator (list via Drive search, URL, id). */
export function documentLocator(displayOptions?: NodeProperty['displayOptions']): NodeProperty {
  return {
    displayName: 'Document',
    name: 'documentId',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: { searchListMethod: 'spreadSheetsSearch', searchable: true },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        extractValue: { type: 'regex', regex: DRIVE_FILE_URL_REGEX },
        validation: [
          {
            type: 'regex',
            properties: { regex: DRIVE_FILE_URL_REGEX, errorMessage: 'Not a valid Google Drive File URL' },
          },
        ],
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: { regex: '[a-zA-Z0-9\\-_]{2,}', errorMessage: 'Not a valid Google Drive File ID' },
          },
        ],
        url: '=https://docs.google.com/spreadsheets/d/{{$value}}/edit',
      },
    ],
    ...(displayOptions ? { displayOptions } : {}),
  };
}

/** The Sheet locator (list, URL with `#gid=`, id = gid, and by name unless `withName` is false). */
export function sheetLocator(displayOptions?: NodeProperty['displayOptions'], withName = true): NodeProperty {
  return {
    displayName: 'Sheet',
    name: 'sheetName',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    typeOptions: { loadOptionsDependsOn: ['documentId.value'] },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: { searchListMethod: 'sheetsSearch', searchable: false },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        extractValue: { type: 'regex', regex: SHEET_URL_REGEX },
        validation: [{ type: 'regex', properties: { regex: SHEET_URL_REGEX, errorMessage: 'Not a valid Sheet URL' } }],
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          { type: 'regex', properties: { regex: '((gid=)?[0-9]{1,})', errorMessage: 'Not a valid Sheet ID' } },
        ],
      },
      ...(withName ? [{ displayName: 'By Name', name: 'name', type: 'string' }] : []),
    ],
    ...(displayOptions ? { displayOptions } : {}),
  };
}

/** The spreadsheet id a Document locator's mode and value name (a URL's id is its first long id-like run). */
export function spreadsheetIdOf(node: WorkflowNode, mode: string, value: unknown, itemIndex?: number): string {
  const text = value === undefined || value === null ? '' : String(value);
  if (!text) {
    throw new NodeOperationError(node, `Can not get sheet '${MODE_NAMES[mode] ?? mode}' with a value of '${text}'`, {
      itemIndex,
      description: 'Choose the document in "Document".',
    });
  }
  if (mode === 'url') return /([-\w]{25,})/.exec(text)?.[1] ?? '';
  return text;
}

/** A locator value as `{ mode, value }` (a plain string counts as an id). */
export function locatorParts(raw: unknown): { mode: string; value: unknown } {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const r = raw as { mode?: unknown; value?: unknown };
    return { mode: String(r.mode ?? 'id'), value: r.value };
  }
  return { mode: 'id', value: raw };
}

/** The id-like value of a locator: for the URL mode, its regex's group (the sheet's gid). */
export function sheetLocatorValue(raw: unknown): { mode: string; value: unknown } {
  const { mode, value } = locatorParts(raw);
  if (mode === 'url') {
    const gid = new RegExp(SHEET_URL_REGEX).exec(String(value ?? ''))?.[1];
    return { mode, value: gid ?? value };
  }
  return { mode, value };
}
