/** Google Sheets Trigger 1: n8n's parameters (poll times, document, sheet, event, output, options). */
import type { NodeTypeDescription } from '@weft/workflow';
import { documentLocator, sheetLocator } from '../google-sheets/index.js';
import { pollingDescription } from '../shared/polling.js';

/** The trigger's description (`pollTimes` first, added by `pollingDescription`). */
export const googleSheetsTriggerDescription: NodeTypeDescription = pollingDescription({
  displayName: 'Google Sheets Trigger',
  name: 'weft.googleSheetsTrigger',
  icon: 'file:googleSheets.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '={{($parameter["event"])}}',
  description: 'Starts the workflow when Google Sheets events occur',
  defaults: { name: 'Google Sheets Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    {
      name: 'googleSheetsTriggerOAuth2Api',
      required: true,
      displayOptions: { show: { authentication: ['triggerOAuth2'] } },
    },
  ],
  codex: { categories: ['Data & Storage', 'Productivity'], alias: ['CSV', 'Spreadsheet', 'GS'] },
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'hidden',
      options: [{ name: 'OAuth2 (recommended)', value: 'triggerOAuth2' }],
      default: 'triggerOAuth2',
    },
    documentLocator(),
    sheetLocator(undefined, false),
    {
      displayName: 'Trigger On',
      name: 'event',
      type: 'options',
      options: [
        { name: 'Row Added', value: 'rowAdded' },
        { name: 'Row Updated', value: 'rowUpdate' },
        { name: 'Row Added or Updated', value: 'anyUpdate' },
      ],
      default: 'anyUpdate',
      required: true,
      description: 'Which change starts the workflow',
    },
    {
      displayName: 'Include in Output',
      name: 'includeInOutput',
      type: 'options',
      default: 'new',
      description: 'Which version of a changed row the items hold',
      options: [
        { name: 'New Version', value: 'new' },
        { name: 'Old Version', value: 'old' },
        { name: 'Both Versions', value: 'both' },
      ],
      displayOptions: { hide: { event: ['rowAdded'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Columns to Watch',
          name: 'columnsToWatch',
          type: 'multiOptions',
          typeOptions: {
            loadOptionsDependsOn: ['sheetName.value'],
            loadOptionsMethod: 'getSheetHeaderRowAndSkipEmpty',
          },
          default: [],
          displayOptions: { show: { '/event': ['anyUpdate', 'rowUpdate'] } },
          description: 'Only changes in these columns start the workflow (all columns when empty)',
        },
        {
          displayName: 'Data Location on Sheet',
          name: 'dataLocationOnSheet',
          type: 'fixedCollection',
          placeholder: 'Select Range',
          default: { values: { rangeDefinition: 'specifyRangeA1' } },
          options: [
            {
              displayName: 'Values',
              name: 'values',
              values: [
                {
                  displayName: 'Range Definition',
                  name: 'rangeDefinition',
                  type: 'options',
                  default: '',
                  options: [
                    {
                      name: 'Specify Range (A1 Notation)',
                      value: 'specifyRangeA1',
                      description: 'A range such as A1:B5',
                    },
                    {
                      name: 'Specify Range (Rows)',
                      value: 'specifyRange',
                      description: 'A header row and a first data row',
                    },
                  ],
                },
                {
                  displayName: 'Header Row',
                  name: 'headerRow',
                  type: 'number',
                  typeOptions: { minValue: 1 },
                  default: 1,
                  displayOptions: { show: { rangeDefinition: ['specifyRange'] } },
                  description: 'The row holding the column names',
                },
                {
                  displayName: 'First Data Row',
                  name: 'firstDataRow',
                  type: 'number',
                  typeOptions: { minValue: 1 },
                  default: 2,
                  displayOptions: { show: { rangeDefinition: ['specifyRange'] } },
                  description: 'The first row holding data',
                },
                {
                  displayName: 'Range',
                  name: 'range',
                  type: 'string',
                  default: '',
                  placeholder: 'A:Z',
                  displayOptions: { show: { rangeDefinition: ['specifyRangeA1'] } },
                  description: 'The cells to watch, e.g. A1:B5 (the first row holds the headers)',
                },
              ],
            },
          ],
        },
        {
          displayName: 'Value Render',
          name: 'valueRender',
          type: 'options',
          default: 'UNFORMATTED_VALUE',
          options: [
            { name: 'Unformatted', value: 'UNFORMATTED_VALUE', description: 'Numbers as numbers' },
            { name: 'Formatted', value: 'FORMATTED_VALUE', description: 'Values as the sheet shows them' },
            { name: 'Formula', value: 'FORMULA', description: 'Formulas as written' },
          ],
          displayOptions: { hide: { '/event': ['anyUpdate', 'rowUpdate'] } },
          description: 'How values are read',
        },
        {
          displayName: 'DateTime Render',
          name: 'dateTimeRenderOption',
          type: 'options',
          default: 'SERIAL_NUMBER',
          options: [
            { name: 'Serial Number', value: 'SERIAL_NUMBER' },
            { name: 'Formatted String', value: 'FORMATTED_STRING' },
          ],
          displayOptions: { hide: { '/event': ['anyUpdate', 'rowUpdate'] } },
          description: 'How dates are read',
        },
      ],
    },
  ],
});
