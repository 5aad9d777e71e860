import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/** Postgres typeVersions 2 to 2.6 (n8n's PostgresV2). */
export const POSTGRES_V2_VERSIONS = [2, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6];

const v20_21 = { '@version': [2, 2.1] };
const from22 = { '@version': [{ _cnd: { gte: 2.2 } }] };

function on(operation: string, extra: Record<string, unknown[]> = {}): NonNullable<NodeProperty['displayOptions']> {
  return { show: { resource: ['database'], operation: [operation], ...extra }, hide: { table: [''] } };
}

const conditionOptions = [
  { name: 'Equal', value: 'equal' },
  { name: 'Not Equal', value: '!=' },
  { name: 'Like', value: 'LIKE', description: 'Use % as a wildcard' },
  { name: 'Greater Than', value: '>' },
  { name: 'Less Than', value: '<' },
  { name: 'Greater Than Or Equal', value: '>=' },
  { name: 'Less Than Or Equal', value: '<=' },
  { name: 'Is Null', value: 'IS NULL' },
  { name: 'Is Not Null', value: 'IS NOT NULL' },
];

const columnOption: NodeProperty = {
  displayName: 'Column',
  name: 'column',
  type: 'options',
  typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['schema.value', 'table.value'] },
  default: '',
  description: 'A column of the table; an expression may name it',
};

function whereProperties(show: NonNullable<NodeProperty['displayOptions']>): NodeProperty[] {
  return [
    {
      displayName: 'Select Rows',
      name: 'where',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add Condition',
      default: {},
      description: 'Only rows meeting these conditions; none means every row',
      displayOptions: show,
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            columnOption,
            {
              displayName: 'Operator',
              name: 'condition',
              type: 'options',
              options: conditionOptions,
              default: 'equal',
            },
            {
              displayName: 'Value',
              name: 'value',
              type: 'string',
              default: '',
              displayOptions: { hide: { condition: ['IS NULL', 'IS NOT NULL'] } },
            },
          ],
        },
      ],
    },
    {
      displayName: 'Combine Conditions',
      name: 'combineConditions',
      type: 'options',
      options: [
        { name: 'AND', value: 'AND', description: 'Rows meeting every condition' },
        { name: 'OR', value: 'OR', description: 'Rows meeting at least one condition' },
      ],
      default: 'AND',
      displayOptions: show,
    },
  ];
}

const optionsCollection = (show: NonNullable<NodeProperty['displayOptions']>): NodeProperty => ({
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  displayOptions: show,
  options: [
    {
      displayName: 'Cascade',
      name: 'cascade',
      type: 'boolean',
      default: false,
      description: 'Whether to also drop or truncate the objects that depend on the table',
      displayOptions: { show: { '/operation': ['deleteTable'] }, hide: { '/deleteCommand': ['delete'] } },
    },
    {
      displayName: 'Connection Timeout',
      name: 'connectionTimeout',
      type: 'number',
      default: 30,
      description: 'Seconds to wait for the connection',
    },
    {
      displayName: 'Delay Closing Idle Connection',
      name: 'delayClosingIdleConnection',
      type: 'number',
      default: 0,
      typeOptions: { minValue: 0 },
      description: 'Seconds an idle connection is kept open',
    },
    {
      displayName: 'Query Batching',
      name: 'queryBatching',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Single Query', value: 'single', description: 'One transaction for every item: one error undoes all' },
        { name: 'Query for Each Item', value: 'independently', description: 'Each item on its own' },
        {
          name: 'Transaction',
          value: 'transaction',
          description: 'Each item in turn within one transaction, stopping at the first error',
        },
      ],
      default: 'single',
    },
    {
      displayName: 'Query Parameters',
      name: 'queryReplacement',
      type: 'string',
      default: '',
      placeholder: 'e.g. value1,value2,value3',
      description: 'Values of $1, $2… in the query, separated by commas (each {{ }} expression gives one value)',
      displayOptions: { show: { '/operation': ['executeQuery'] } },
    },
    {
      displayName: 'Treat query parameters in single quotations as text',
      name: 'treatQueryParametersInSingleQuotesAsText',
      type: 'boolean',
      default: false,
      description: "Whether '$1' in quotes stays the text $1",
      displayOptions: { show: { queryReplacement: [{ _cnd: { exists: true } }] } },
    },
    {
      displayName: 'Output Columns',
      name: 'outputColumns',
      type: 'multiOptions',
      typeOptions: { loadOptionsMethod: 'getColumnsMultiOptions', loadOptionsDependsOn: ['table.value'] },
      default: [],
      description: 'The columns each output item holds (every column when none is chosen)',
      displayOptions: { show: { '/operation': ['select', 'insert', 'update', 'upsert'] } },
    },
    {
      displayName: 'Output Large-Format Numbers As',
      name: 'largeNumbersOutput',
      type: 'options',
      options: [
        { name: 'Numbers', value: 'numbers', description: 'Beyond 2^53 they lose precision' },
        { name: 'Text', value: 'text', description: 'Exact, as strings' },
      ],
      default: 'text',
      description: 'How BIGINT and NUMERIC values come out',
    },
    {
      displayName: 'Skip on Conflict',
      name: 'skipOnConflict',
      type: 'boolean',
      default: false,
      description: 'Whether a row that breaks a unique constraint is skipped (ON CONFLICT DO NOTHING)',
      displayOptions: { show: { '/operation': ['insert'] } },
    },
    {
      displayName: 'Replace Empty Strings with NULL',
      name: 'replaceEmptyStrings',
      type: 'boolean',
      default: false,
      description: "Whether '' in the input becomes NULL",
      displayOptions: { show: { '/operation': ['insert', 'update', 'upsert', 'executeQuery'] } },
    },
  ],
});

const locator = (name: 'schema' | 'table', displayName: string, method: string, value: string): NodeProperty => ({
  displayName,
  name,
  type: 'resourceLocator',
  default: { __rl: true, mode: 'list', value },
  required: true,
  displayOptions: { hide: { operation: ['executeQuery'] } },
  modes: [
    {
      displayName: 'From List',
      name: 'list',
      type: 'list',
      placeholder: `Select a ${name}`,
      typeOptions: { searchListMethod: method, searchable: true },
    },
    {
      displayName: 'By Name',
      name: 'name',
      type: 'string',
      placeholder: name === 'schema' ? 'e.g. public' : 'e.g. my_table',
    },
  ],
});

const dataModeV20 = (operation: string): NodeProperty[] => [
  {
    displayName: 'Data Mode',
    name: 'dataMode',
    type: 'options',
    options: [
      {
        name: 'Auto-Map Input Data to Columns',
        value: 'autoMapInputData',
        description: 'Input fields named like the columns',
      },
      { name: 'Map Each Column Below', value: 'defineBelow', description: 'Set each column’s value' },
    ],
    default: 'autoMapInputData',
    displayOptions: on(operation, v20_21),
  },
  ...(operation === 'insert'
    ? []
    : [
        {
          displayName: 'Column to Match On',
          name: 'columnToMatchOn',
          type: 'options',
          required: true,
          typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['schema.value', 'table.value'] },
          default: '',
          description: 'The column that finds the row',
          displayOptions: on(operation, v20_21),
        } as NodeProperty,
        {
          displayName: 'Value of Column to Match On',
          name: 'valueToMatchOn',
          type: 'string',
          default: '',
          displayOptions: on(operation, { dataMode: ['defineBelow'], ...v20_21 }),
        } as NodeProperty,
      ]),
  {
    displayName: 'Values to Send',
    name: 'valuesToSend',
    placeholder: 'Add Value',
    type: 'fixedCollection',
    typeOptions: { multipleValueButtonText: 'Add Value', multipleValues: true },
    default: {},
    displayOptions: on(operation, { dataMode: ['defineBelow'], ...v20_21 }),
    options: [
      {
        displayName: 'Values',
        name: 'values',
        values: [
          {
            ...columnOption,
            default: [],
            typeOptions: {
              loadOptionsMethod: operation === 'insert' ? 'getColumns' : 'getColumnsWithoutColumnToMatchOn',
              loadOptionsDependsOn: ['schema.value', 'table.value'],
            },
          },
          { displayName: 'Value', name: 'value', type: 'string', default: '' },
        ],
      },
    ],
  },
];

const columnsMapper = (operation: string, mode: string): NodeProperty => ({
  displayName: 'Columns',
  name: 'columns',
  type: 'resourceMapper',
  noDataExpression: true,
  default: { mappingMode: 'defineBelow', value: null },
  required: true,
  typeOptions: {
    loadOptionsDependsOn: ['table.value', 'operation'],
    resourceMapper: {
      resourceMapperMethod: 'getMappingColumns',
      mode,
      fieldWords: { singular: 'column', plural: 'columns' },
      addAllFields: true,
      multiKeyMatch: true,
    },
  },
  displayOptions: on(operation, from22),
});

/** Description of Postgres 2 to 2.6. */
export const postgresV2Description: NodeTypeDescription = {
  name: 'weft.postgres',
  displayName: 'Postgres',
  description: 'Get, add and update data in Postgres',
  icon: 'file:postgres.svg',
  group: ['input'],
  version: POSTGRES_V2_VERSIONS,
  subtitle: '={{ $parameter["operation"] }}',
  defaults: { name: 'Postgres', color: '#336791' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'postgres', required: true }],
  properties: [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'hidden',
      noDataExpression: true,
      default: 'database',
      options: [{ name: 'Database', value: 'database' }],
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      displayOptions: { show: { resource: ['database'] } },
      options: [
        {
          name: 'Delete',
          value: 'deleteTable',
          description: 'Delete a table or its rows',
          action: 'Delete table or rows',
        },
        {
          name: 'Execute Query',
          value: 'executeQuery',
          description: 'Run an SQL query',
          action: 'Execute a SQL query',
        },
        { name: 'Insert', value: 'insert', description: 'Insert rows', action: 'Insert rows in a table' },
        {
          name: 'Insert or Update',
          value: 'upsert',
          description: 'Insert rows, or update those that exist',
          action: 'Insert or update rows in a table',
        },
        { name: 'Select', value: 'select', description: 'Read rows', action: 'Select rows from a table' },
        { name: 'Update', value: 'update', description: 'Update rows', action: 'Update rows in a table' },
      ],
      default: 'insert',
    },
    locator('schema', 'Schema', 'schemaSearch', 'public'),
    locator('table', 'Table', 'tableSearch', ''),
    {
      displayName: 'Command',
      name: 'deleteCommand',
      type: 'options',
      default: 'truncate',
      options: [
        { name: 'Truncate', value: 'truncate', description: 'Remove every row, keeping the table' },
        { name: 'Delete', value: 'delete', description: 'Remove the rows meeting conditions' },
        { name: 'Drop', value: 'drop', description: 'Remove the table' },
      ],
      displayOptions: on('deleteTable'),
    },
    {
      displayName: 'Restart Sequences',
      name: 'restartSequences',
      type: 'boolean',
      default: false,
      description: 'Whether identity columns start again',
      displayOptions: on('deleteTable', { deleteCommand: ['truncate'] }),
    },
    ...whereProperties(on('deleteTable', { deleteCommand: ['delete'] })),
    optionsCollection(on('deleteTable')),
    {
      displayName: 'Query',
      name: 'query',
      type: 'string',
      default: '',
      placeholder: 'e.g. SELECT id, name FROM product WHERE quantity > $1 AND price <= $2',
      required: true,
      noDataExpression: true,
      typeOptions: { editor: 'sqlEditor', sqlDialect: 'PostgreSQL' },
      displayOptions: { show: { resource: ['database'], operation: ['executeQuery'] } },
    },
    optionsCollection({ show: { resource: ['database'], operation: ['executeQuery'] } }),
    ...dataModeV20('insert'),
    columnsMapper('insert', 'add'),
    optionsCollection(on('insert')),
    {
      displayName: 'Return All',
      name: 'returnAll',
      type: 'boolean',
      default: false,
      description: 'Whether to answer every row or only up to a limit',
      displayOptions: on('select'),
    },
    {
      displayName: 'Limit',
      name: 'limit',
      type: 'number',
      default: 50,
      typeOptions: { minValue: 1 },
      description: 'Max number of rows',
      displayOptions: on('select', { returnAll: [false] }),
    },
    ...whereProperties(on('select')),
    {
      displayName: 'Sort',
      name: 'sort',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add Sort Rule',
      default: {},
      displayOptions: on('select'),
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            columnOption,
            {
              displayName: 'Direction',
              name: 'direction',
              type: 'options',
              options: [
                { name: 'ASC', value: 'ASC' },
                { name: 'DESC', value: 'DESC' },
              ],
              default: 'ASC',
            },
          ],
        },
      ],
    },
    optionsCollection(on('select')),
    ...dataModeV20('update'),
    columnsMapper('update', 'update'),
    optionsCollection(on('update')),
    ...dataModeV20('upsert'),
    columnsMapper('upsert', 'upsert'),
    optionsCollection(on('upsert')),
  ],
};
