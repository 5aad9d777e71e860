/**
 * Google Sheets typeVersions 1 and 2 (n8n's GoogleSheetsV1): a spreadsheet id and an A1 range, with
 * a key row and a data start row. Version 1 defaults to a service account, 2 to OAuth2.
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const sheetOps = (operation: string[], extra: Record<string, unknown[]> = {}) => ({ show: { resource: ['sheet'], operation, ...extra } });

const renderOptions = [
  { name: 'Formatted Value', value: 'FORMATTED_VALUE', description: 'Values as the sheet shows them, as text' },
  { name: 'Formula', value: 'FORMULA', description: 'Formulas as written, not their results' },
  { name: 'Unformatted Value', value: 'UNFORMATTED_VALUE', description: 'Numbers as numbers, without the cell format' },
];

const deleteEntry = (name: string, displayName: string): { displayName: string; name: string; values: NodeProperty[] } => ({
  displayName,
  name,
  values: [
    { displayName: 'Sheet Name or ID', name: 'sheetId', type: 'options', typeOptions: { loadOptionsMethod: 'getSheets' }, options: [], default: '', required: true, description: 'The sheet to delete from' },
    { displayName: 'Start Index', name: 'startIndex', type: 'number', typeOptions: { minValue: 0 }, default: 0, description: 'The first one to delete, counted from 0' },
    { displayName: 'Amount', name: 'amount', type: 'number', typeOptions: { minValue: 1 }, default: 1, description: 'How many to delete' },
  ],
});

/** The description of Google Sheets 1 and 2. */
export const googleSheetsV1Description: NodeTypeDescription = {
  displayName: 'Google Sheets ',
  name: 'weft.googleSheets',
  icon: 'file:googleSheets.svg',
  group: ['input', 'output'],
  version: [1, 2],
  defaultVersion: 4.7,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Read, update and write data to Google Sheets',
  defaults: { name: 'Google Sheets' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
    { name: 'googleSheetsOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  codex: { categories: ['Data & Storage', 'Productivity'], alias: ['CSV', 'Sheet', 'Spreadsheet', 'GS'] },
  properties: [
    { displayName: '<strong>New node version available:</strong> get the latest version with added features from the nodes panel.', name: 'oldVersionNotice', type: 'notice', default: '' },
    {
      displayName: 'Authentication', name: 'authentication', type: 'options',
      options: [{ name: 'Service Account', value: 'serviceAccount' }, { name: 'OAuth2', value: 'oAuth2' }],
      default: 'serviceAccount', displayOptions: { show: { '@version': [1] } },
    },
    {
      displayName: 'Authentication', name: 'authentication', type: 'options',
      options: [{ name: 'OAuth2 (recommended)', value: 'oAuth2' }, { name: 'Service Account', value: 'serviceAccount' }],
      default: 'oAuth2', displayOptions: { show: { '@version': [2] } },
    },
    {
      displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true,
      options: [{ name: 'Spreadsheet', value: 'spreadsheet' }, { name: 'Sheet', value: 'sheet' }],
      default: 'sheet',
    },
    {
      displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, displayOptions: { show: { resource: ['sheet'] } },
      options: [
        { name: 'Append', value: 'append', description: 'Add rows under the data', action: 'Append data to a sheet' },
        { name: 'Clear', value: 'clear', description: 'Clear the range', action: 'Clear a sheet' },
        { name: 'Create', value: 'create', description: 'Add a sheet', action: 'Create a sheet' },
        { name: 'Create or Update', value: 'upsert', description: 'Update rows whose key matches and append the others', action: 'Create or update a sheet' },
        { name: 'Delete', value: 'delete', description: 'Delete rows or columns', action: 'Delete a sheet' },
        { name: 'Lookup', value: 'lookup', description: 'Find rows by a column value', action: 'Look up a column value in a sheet' },
        { name: 'Read', value: 'read', description: 'Read the rows of the range', action: 'Read a sheet' },
        { name: 'Remove', value: 'remove', description: 'Delete a sheet', action: 'Remove a sheet' },
        { name: 'Update', value: 'update', description: 'Update rows whose key matches', action: 'Update a sheet' },
      ],
      default: 'read',
    },
    { displayName: 'Spreadsheet ID', name: 'sheetId', type: 'string', displayOptions: { show: { resource: ['sheet'] } }, default: '', required: true, description: 'The id in the spreadsheet\'s URL, between /d/ and /edit' },
    { displayName: 'Range', name: 'range', type: 'string', displayOptions: { show: { resource: ['sheet'] }, hide: { operation: ['create', 'delete', 'remove'] } }, default: 'A:F', required: true, description: 'The cells to work on in A1 notation, optionally with the sheet name (Sheet1!A:F)' },
    {
      displayName: 'To Delete', name: 'toDelete', placeholder: 'Add Columns/Rows to delete', type: 'fixedCollection', typeOptions: { multipleValues: true },
      displayOptions: sheetOps(['delete']), default: {}, options: [deleteEntry('columns', 'Columns'), deleteEntry('rows', 'Rows')],
    },
    { displayName: 'RAW Data', name: 'rawData', type: 'boolean', displayOptions: sheetOps(['read']), default: false, description: 'Whether the rows are returned as one array of arrays instead of one item per row' },
    { displayName: 'Data Property', name: 'dataProperty', type: 'string', default: 'data', displayOptions: sheetOps(['read'], { rawData: [true] }), description: 'The field holding the raw rows' },
    { displayName: 'RAW Data', name: 'rawData', type: 'boolean', displayOptions: sheetOps(['update', 'upsert']), default: false, description: 'Whether each item gives the rows to write as an array of arrays' },
    { displayName: 'Data Property', name: 'dataProperty', type: 'string', default: 'data', displayOptions: sheetOps(['update', 'upsert'], { rawData: [true] }), description: 'The field holding the rows to write' },
    {
      displayName: 'Data Start Row', name: 'dataStartRow', type: 'number', typeOptions: { minValue: 1 }, default: 1,
      displayOptions: { show: { resource: ['sheet'] }, hide: { operation: ['append', 'create', 'clear', 'delete', 'remove'], rawData: [true] } },
      description: 'The index of the first data row, counted from 0 at the range\'s top',
    },
    {
      displayName: 'Key Row', name: 'keyRow', type: 'number', typeOptions: { minValue: 0 }, default: 0,
      displayOptions: { show: { resource: ['sheet'] }, hide: { operation: ['clear', 'create', 'delete', 'remove'], rawData: [true] } },
      description: 'The index of the row holding the keys (column names), counted from 0',
    },
    { displayName: 'Lookup Column', name: 'lookupColumn', type: 'string', default: '', placeholder: 'Email', required: true, displayOptions: sheetOps(['lookup']), description: 'The column to look in' },
    { displayName: 'Lookup Value', name: 'lookupValue', type: 'string', default: '', placeholder: 'frank@example.com', displayOptions: sheetOps(['lookup']), description: 'The value to look for' },
    { displayName: 'Key', name: 'key', type: 'string', default: 'id', displayOptions: sheetOps(['update', 'upsert'], { rawData: [false] }), description: 'The column whose value finds the row to change' },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      displayOptions: sheetOps(['append', 'lookup', 'read', 'update', 'upsert']),
      options: [
        { displayName: 'Continue If Empty', name: 'continue', type: 'boolean', default: false, displayOptions: { show: { '/operation': ['lookup', 'read'] } }, description: 'Whether an empty item is output when nothing is found' },
        { displayName: 'Return All Matches', name: 'returnAllMatches', type: 'boolean', default: false, displayOptions: { show: { '/operation': ['lookup'] } }, description: 'Whether every match is returned, not only the first' },
        { displayName: 'Use Header Names as JSON Paths', name: 'usePathForKeyRow', type: 'boolean', default: false, displayOptions: { show: { '/operation': ['append'] } }, description: 'Whether a header like a.b reads the nested field' },
        {
          displayName: 'Value Input Mode', name: 'valueInputMode', type: 'options', displayOptions: { show: { '/operation': ['append', 'update', 'upsert'] } },
          options: [
            { name: 'RAW', value: 'RAW', description: 'Values are stored as sent' },
            { name: 'User Entered', value: 'USER_ENTERED', description: 'Values are read as if typed into the sheet' },
          ],
          default: 'RAW',
        },
        { displayName: 'Value Render Mode', name: 'valueRenderMode', type: 'options', displayOptions: { show: { '/operation': ['lookup', 'read'] } }, options: renderOptions, default: 'UNFORMATTED_VALUE' },
        { displayName: 'Value Render Mode', name: 'valueRenderMode', type: 'options', displayOptions: { show: { '/operation': ['update', 'upsert'], '/rawData': [false] } }, options: renderOptions, default: 'UNFORMATTED_VALUE' },
      ],
    },
    {
      displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, displayOptions: { show: { resource: ['spreadsheet'] } },
      options: [{ name: 'Create', value: 'create', description: 'Create a spreadsheet', action: 'Create a spreadsheet' }],
      default: 'create',
    },
    { displayName: 'Title', name: 'title', type: 'string', default: '', displayOptions: { show: { resource: ['spreadsheet'], operation: ['create'] } }, description: 'The name of the new spreadsheet' },
    {
      displayName: 'Sheets', name: 'sheetsUi', placeholder: 'Add Sheet', type: 'fixedCollection', typeOptions: { multipleValues: true }, default: {},
      displayOptions: { show: { resource: ['spreadsheet'], operation: ['create'] } },
      options: [{
        name: 'sheetValues', displayName: 'Sheet', values: [{
          displayName: 'Sheet Properties', name: 'propertiesUi', placeholder: 'Add Property', type: 'collection', default: {},
          options: [
            { displayName: 'Hidden', name: 'hidden', type: 'boolean', default: false, description: 'Whether the sheet is hidden' },
            { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The sheet\'s name' },
          ],
        }],
      }],
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { show: { resource: ['spreadsheet'], operation: ['create'] } },
      options: [
        { displayName: 'Locale', name: 'locale', type: 'string', default: '', placeholder: 'en_US', description: 'The spreadsheet\'s locale' },
        {
          displayName: 'Recalculation Interval', name: 'autoRecalc', type: 'options', default: '', description: 'How often volatile functions are recalculated',
          options: [
            { name: 'Default', value: '' },
            { name: 'On Change', value: 'ON_CHANGE' },
            { name: 'Minute', value: 'MINUTE' },
            { name: 'Hour', value: 'HOUR' },
          ],
        },
      ],
    },
    { displayName: 'Simplify', name: 'simple', type: 'boolean', default: true, displayOptions: sheetOps(['create']), description: 'Whether the new sheet\'s properties are answered alone, without the rest of the reply' },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: sheetOps(['create']),
      options: [
        {
          displayName: 'Grid Properties', name: 'gridProperties', type: 'collection', placeholder: 'Add Property', default: {},
          options: [
            { displayName: 'Column Count', name: 'columnCount', type: 'number', default: 0 },
            { displayName: 'Column Group Control After', name: 'columnGroupControlAfter', type: 'boolean', default: false },
            { displayName: 'Frozen Column Count', name: 'frozenColumnCount', type: 'number', default: 0 },
            { displayName: 'Frozen Row Count', name: 'frozenRowCount', type: 'number', default: 0 },
            { displayName: 'Hide Gridlines', name: 'hideGridlines', type: 'boolean', default: false },
            { displayName: 'Row Count', name: 'rowCount', type: 'number', default: 0 },
            { displayName: 'Row Group Control After', name: 'rowGroupControlAfter', type: 'boolean', default: false },
          ],
        },
        { displayName: 'Hidden', name: 'hidden', type: 'boolean', default: false, description: 'Whether the sheet is hidden' },
        { displayName: 'Right To Left', name: 'rightToLeft', type: 'boolean', default: false, description: 'Whether the sheet reads right to left' },
        { displayName: 'Sheet ID', name: 'sheetId', type: 'number', default: 0, description: 'The id to give the sheet' },
        { displayName: 'Sheet Index', name: 'index', type: 'number', default: 0, description: 'Where the sheet goes among the tabs' },
        { displayName: 'Tab Color', name: 'tabColor', type: 'color', default: '0aa55c', description: 'The colour of the tab' },
        { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The sheet\'s name' },
      ],
    },
    { displayName: 'Sheet ID', name: 'id', type: 'string', default: '', required: true, displayOptions: sheetOps(['remove']), description: 'The id (gid) of the sheet to delete' },
  ],
};
