import type { NodeTypeDescription } from '@weft/workflow';
import { dataTransformationCodex, disableDotNotationOption } from '../shared/transform-codex.js';

/** The code a new Sort node in code mode starts with. */
export const DEFAULT_SORT_CODE = `// The two items to compare are in the variables a and b
// Access the fields in a.json and b.json
// Return -1 if a should go before b
// Return 1 if b should go before a
// Return 0 if there's no difference

fieldName = 'myField';

if (a.json[fieldName] < b.json[fieldName]) {
  return -1;
}
if (a.json[fieldName] > b.json[fieldName]) {
  return 1;
}
return 0;`;

/** Description of Sort 1. */
export const sortDescription: NodeTypeDescription = {
  name: 'weft.sort',
  displayName: 'Sort',
  description: 'Change items order',
  icon: 'fa:sort-amount-down',
  group: ['transform'],
  version: 1,
  subtitle: '',
  defaults: { name: 'Sort' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { ...dataTransformationCodex, alias: ['Sort', 'Order', 'Arrange'] },
  properties: [
    {
      displayName: 'Type',
      name: 'type',
      type: 'options',
      default: 'simple',
      description: 'The type of sorting to perform',
      options: [
        { name: 'Simple', value: 'simple' },
        { name: 'Random', value: 'random' },
        { name: 'Code', value: 'code' },
      ],
    },
    {
      displayName: 'Fields To Sort By',
      name: 'sortFieldsUi',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add Field To Sort By',
      default: {},
      description: 'The fields of the input items to sort by',
      displayOptions: { show: { type: ['simple'] } },
      options: [
        {
          displayName: '',
          name: 'sortField',
          values: [
            {
              displayName: 'Field Name',
              name: 'fieldName',
              type: 'string',
              required: true,
              default: '',
              description: 'The field to sort by',
              placeholder: 'e.g. id',
              hint: ' Enter the field name as text',
            },
            {
              displayName: 'Order',
              name: 'order',
              type: 'options',
              default: 'ascending',
              description: 'The order to sort by',
              options: [
                { name: 'Ascending', value: 'ascending' },
                { name: 'Descending', value: 'descending' },
              ],
            },
          ],
        },
      ],
    },
    {
      displayName: 'Code',
      name: 'code',
      type: 'string',
      typeOptions: { alwaysOpenEditWindow: true, editor: 'code', rows: 10 },
      default: DEFAULT_SORT_CODE,
      description: 'Javascript code to determine the order of any two items',
      displayOptions: { show: { type: ['code'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      displayOptions: { show: { type: ['simple'] } },
      options: [disableDotNotationOption],
    },
  ],
};
