import type { DisplayOptions, NodeProperty } from '@weft/workflow';
import { ENCODINGS } from '../../move-binary-data/encoding.js';

/** Where each "read" option shows: CSV-only options, sheet options, and header/empty-cell options. */
export interface ReadOptionsPlacement {
  csv?: DisplayOptions;
  sheet?: DisplayOptions;
  table?: DisplayOptions;
}

const shown = (display: DisplayOptions | undefined): { displayOptions?: DisplayOptions } =>
  display ? { displayOptions: display } : {};

/** The "Options" collection of reading a table file, its options shown as `placement` says. */
export function readOptionsProperty(
  show: DisplayOptions,
  placement: ReadOptionsPlacement,
  sheetNameDefault = 'Sheet',
): NodeProperty {
  const { csv, sheet, table } = placement;
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: show,
    options: [
      {
        displayName: 'Delimiter',
        name: 'delimiter',
        type: 'string',
        ...shown(csv),
        default: ',',
        placeholder: 'e.g. ,',
        description: 'Character between the fields of a row',
      },
      {
        displayName: 'Encoding',
        name: 'encoding',
        type: 'options',
        ...shown(csv),
        options: ['ascii', 'latin1', 'ucs-2', 'ucs2', 'utf-8', 'utf16le', 'utf8'].map((value) => ({
          name: value.toUpperCase(),
          value,
        })),
        default: 'utf-8',
        description: 'Character encoding of the CSV file',
      },
      {
        displayName: 'Exclude Byte Order Mark (BOM)',
        name: 'enableBOM',
        type: 'boolean',
        ...shown(csv),
        default: false,
        description: 'Whether a leading byte order mark is dropped',
      },
      {
        displayName: 'Preserve Quotes',
        name: 'relaxQuotes',
        type: 'boolean',
        ...shown(csv),
        default: false,
        description: 'Whether a quote that is never closed is kept as text instead of failing',
      },
      {
        displayName: 'Header Row',
        name: 'headerRow',
        type: 'boolean',
        ...shown(table),
        default: true,
        description: 'Whether the first row holds the column names',
      },
      {
        displayName: 'Include Empty Cells',
        name: 'includeEmptyCells',
        type: 'boolean',
        ...shown(table),
        default: false,
        description: 'Whether empty cells are output as empty strings instead of being left out',
      },
      {
        displayName: 'Max Number of Rows to Load',
        name: 'maxRowCount',
        type: 'number',
        ...shown(csv),
        default: -1,
        placeholder: 'e.g. 10',
        description: 'Stop after this many rows; -1 reads them all',
      },
      {
        displayName: 'Range',
        name: 'range',
        type: 'string',
        ...shown(sheet),
        default: '',
        description: 'A1-style range to read (e.g. A1:C10), or a number: the row to start at',
      },
      {
        displayName: 'RAW Data',
        name: 'rawData',
        type: 'boolean',
        default: false,
        description: 'Whether cells are output as stored instead of as formatted',
      },
      {
        displayName: 'Read As String',
        name: 'readAsString',
        type: 'boolean',
        default: false,
        description: 'Whether the file is read as a binary string, which some files need for special characters',
      },
      {
        displayName: 'Sheet Name',
        name: 'sheetName',
        type: 'string',
        ...shown(sheet),
        default: sheetNameDefault,
        placeholder: 'e.g. mySheet',
        description: 'Sheet to read; the first one when empty',
      },
      {
        displayName: 'Starting Line',
        name: 'fromLine',
        type: 'number',
        ...shown(csv),
        default: 0,
        placeholder: 'e.g. 0',
        description: 'Line to start reading at',
      },
      {
        displayName: 'Skip Records With Errors',
        name: 'skipRecordsWithErrors',
        type: 'fixedCollection',
        ...shown(csv),
        default: { value: { enabled: true, maxSkippedRecords: -1 } },
        options: [
          {
            displayName: 'Value',
            name: 'value',
            values: [
              {
                displayName: 'Enabled',
                name: 'enabled',
                type: 'boolean',
                default: false,
                description: 'Whether malformed records are skipped instead of failing',
              },
              {
                displayName: 'Max Skipped Records',
                name: 'maxSkippedRecords',
                type: 'number',
                default: -1,
                description: 'Fail when more records than this are skipped; -1 for no limit',
              },
            ],
          },
        ],
      },
    ],
  };
}

/** Where each "write" option shows: compression, delimiter, sheet name. */
export interface WriteOptionsPlacement {
  compression: DisplayOptions;
  delimiter?: DisplayOptions;
  sheet: DisplayOptions;
}

/** The "Options" collection of writing a table file. */
export function writeOptionsProperty(
  show: DisplayOptions,
  placement: WriteOptionsPlacement,
  withDelimiter: boolean,
): NodeProperty {
  const options: NodeProperty[] = [
    {
      displayName: 'Compression',
      name: 'compression',
      type: 'boolean',
      displayOptions: placement.compression,
      default: false,
      description: 'Whether the file is compressed (smaller files)',
    },
  ];
  if (withDelimiter)
    options.push({
      displayName: 'Delimiter',
      name: 'delimiter',
      type: 'string',
      ...shown(placement.delimiter),
      default: ',',
      description: 'Character between the fields of a row',
    });
  options.push(
    { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Name of the file made' },
    {
      displayName: 'Header Row',
      name: 'headerRow',
      type: 'boolean',
      default: true,
      description: 'Whether the first row holds the column names',
    },
    {
      displayName: 'Sheet Name',
      name: 'sheetName',
      type: 'string',
      displayOptions: placement.sheet,
      default: 'Sheet',
      placeholder: 'e.g. mySheet',
      description: 'Name of the sheet made',
    },
  );
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: show,
    options,
  };
}

/** Text encodings to choose from (iconv-lite names, as n8n offers). */
export const ENCODING_OPTIONS = ENCODINGS.map((value) => ({ name: value, value }));
