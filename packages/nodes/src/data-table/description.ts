import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const on = (operation: string) => ({ show: { resource: ['row'], operation: [operation] } });

/** Must Match and Conditions of the operations that select rows (`requireOne`: at least one condition). */
function selectFields(operation: string, requireOne = false, withCondition = true): NodeProperty[] {
  return [
    {
      displayName: 'Must Match',
      name: 'matchType',
      type: 'options',
      options: [
        { name: 'Any Condition', value: 'anyCondition' },
        { name: 'All Conditions', value: 'allConditions' },
      ],
      displayOptions: on(operation),
      default: 'anyCondition',
    },
    {
      displayName: 'Conditions',
      name: 'filters',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true, minRequiredFields: requireOne ? 1 : 0 },
      displayOptions: on(operation),
      default: {},
      placeholder: 'Add Condition',
      description: 'Which rows the operation works on',
      options: [
        {
          displayName: 'Conditions',
          name: 'conditions',
          values: [
            {
              displayName: 'Column',
              name: 'keyName',
              type: 'options',
              default: 'id',
              description:
                'Choose from the list, or name a column with an expression (id, createdAt and updatedAt are always there)',
              typeOptions: { loadOptionsDependsOn: ['dataTableId.value'], loadOptionsMethod: 'getDataTableColumns' },
            },
            {
              displayName: 'Condition',
              name: 'condition',
              type: 'options',
              default: 'eq',
              options: [
                { name: 'Equals', value: 'eq' },
                { name: 'Not Equals', value: 'neq' },
                { name: 'Greater Than', value: 'gt' },
                { name: 'Greater Than or Equal', value: 'gte' },
                { name: 'Less Than', value: 'lt' },
                { name: 'Less Than or Equal', value: 'lte' },
                { name: 'Contains (Case-Sensitive)', value: 'like' },
                { name: 'Contains (Case-Insensitive)', value: 'ilike' },
                { name: 'Is Empty', value: 'isEmpty' },
                { name: 'Is Not Empty', value: 'isNotEmpty' },
                { name: 'Is True', value: 'isTrue' },
                { name: 'Is False', value: 'isFalse' },
              ],
              // Checking whether a row exists compares for equality only, as in n8n.
              ...(withCondition ? {} : { displayOptions: { show: { '@version': [{ _cnd: { lt: 0 } }] } } }),
            },
            {
              displayName: 'Value',
              name: 'keyValue',
              type: 'string',
              default: '',
              displayOptions: { hide: { condition: ['isEmpty', 'isNotEmpty', 'isTrue', 'isFalse'] } },
            },
          ],
        },
      ],
    },
  ];
}

/** The values of an insert, update or upsert: mapped below, or taken from the input item. */
const columnsField = (operation: string): NodeProperty => ({
  displayName: 'Columns',
  name: 'columns',
  type: 'resourceMapper',
  default: { mappingMode: 'defineBelow', value: null },
  noDataExpression: true,
  required: true,
  typeOptions: {
    loadOptionsDependsOn: ['dataTableId.value'],
    resourceMapper: {
      valuesLabel: `Values to ${operation}`,
      resourceMapperMethod: 'getDataTables',
      mode: 'add',
      fieldWords: { singular: 'column', plural: 'columns' },
      addAllFields: true,
      multiKeyMatch: true,
      hideNoDataError: true,
    },
  },
  displayOptions: on(operation),
});

const dryRunOption = (operation: string): NodeProperty => ({
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  default: {},
  placeholder: 'Add option',
  displayOptions: on(operation),
  options: [
    {
      displayName: 'Dry Run',
      name: 'dryRun',
      type: 'boolean',
      default: false,
      description: 'Whether to only show the affected rows as they are before and would be after, changing nothing',
    },
  ],
});

/** Description of Data table 1 (n8n's `n8n-nodes-base.dataTable`). */
export const dataTableDescription: NodeTypeDescription = {
  name: 'weft.dataTable',
  displayName: 'Data table',
  description: 'Keep data across executions in a table of this instance',
  icon: 'fa:table',
  group: ['input', 'transform'],
  version: 1,
  subtitle: '={{$parameter["operation"]}}',
  defaults: { name: 'Data table' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes', 'Development'],
    subcategories: { 'Core Nodes': ['Helpers'] },
    alias: ['data', 'table', 'data table', 'sheet', 'database', 'knowledge'],
  },
  properties: [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [{ name: 'Row', value: 'row' }],
      default: 'row',
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      displayOptions: { show: { resource: ['row'] } },
      default: 'insert',
      options: [
        { name: 'Delete', value: 'deleteRows', description: 'Delete row(s)', action: 'Delete row(s)' },
        { name: 'Get', value: 'get', description: 'Get row(s)', action: 'Get row(s)' },
        {
          name: 'If Row Exists',
          value: 'rowExists',
          description: 'Pass on the input items that match a row of the table',
          action: 'If row exists',
        },
        {
          name: 'If Row Does Not Exist',
          value: 'rowNotExists',
          description: 'Pass on the input items that match no row of the table',
          action: 'If row does not exist',
        },
        { name: 'Insert', value: 'insert', description: 'Insert a new row', action: 'Insert row' },
        {
          name: 'Update',
          value: 'update',
          description: 'Update the rows that match conditions',
          action: 'Update row(s)',
        },
        {
          name: 'Upsert',
          value: 'upsert',
          description: 'Update the matching rows, or insert one if none match',
          action: 'Upsert row(s)',
        },
      ],
    },
    {
      displayName: 'Data table',
      name: 'dataTableId',
      type: 'resourceLocator',
      default: { mode: 'list', value: '' },
      required: true,
      displayOptions: { show: { resource: ['row'] } },
      modes: [
        {
          displayName: 'From List',
          name: 'list',
          type: 'list',
          typeOptions: { searchListMethod: 'tableSearch', searchable: true },
        },
        { displayName: 'ID', name: 'id', type: 'string' },
      ],
    },
    ...selectFields('deleteRows'),
    dryRunOption('deleteRows'),
    columnsField('insert'),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      displayOptions: on('insert'),
      options: [
        {
          displayName: 'Optimize Bulk',
          name: 'optimizeBulk',
          type: 'boolean',
          default: false,
          noDataExpression: true,
          description: 'Whether to answer only the number of inserted rows, which is faster for many rows',
        },
      ],
    },
    ...selectFields('get'),
    {
      displayName: 'Return All',
      name: 'returnAll',
      type: 'boolean',
      displayOptions: on('get'),
      default: false,
      description: 'Whether to return all results or only up to a given limit',
    },
    {
      displayName: 'Limit',
      name: 'limit',
      type: 'number',
      displayOptions: { show: { resource: ['row'], operation: ['get'], returnAll: [false] } },
      typeOptions: { minValue: 1 },
      default: 50,
      description: 'Max number of results to return',
    },
    ...selectFields('rowExists', true, false),
    ...selectFields('rowNotExists', true, false),
    ...selectFields('update'),
    columnsField('update'),
    dryRunOption('update'),
    ...selectFields('upsert'),
    columnsField('upsert'),
    dryRunOption('upsert'),
  ],
};
