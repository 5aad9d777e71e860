import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/** MySQL typeVersions 2 to 2.5 (n8n's MySqlV2). */
export const MYSQL_V2_VERSIONS = [2, 2.1, 2.2, 2.3, 2.4, 2.5];

type Show = NonNullable<NodeProperty['displayOptions']>;
const on = (operation: string, extra: Record<string, unknown[]> = {}): Show => ({
  show: { resource: ['database'], operation: [operation], ...extra },
  hide: { table: [''] },
});

const columnOption = (method = 'getColumns'): NodeProperty => ({
  displayName: 'Column',
  name: 'column',
  type: 'options',
  typeOptions: { loadOptionsMethod: method, loadOptionsDependsOn: ['table.value'] },
  default: '',
});
const conditions = [
  { name: 'Equal', value: 'equal' },
  { name: 'Not Equal', value: '!=' },
  { name: 'Like', value: 'LIKE' },
  { name: 'Greater Than', value: '>' },
  { name: 'Less Than', value: '<' },
  { name: 'Greater Than Or Equal', value: '>=' },
  { name: 'Less Than Or Equal', value: '<=' },
  { name: 'Is Null', value: 'IS NULL' },
  { name: 'Is Not Null', value: 'IS NOT NULL' },
];

const where = (show: Show): NodeProperty[] => [
  {
    displayName: 'Select Rows',
    name: 'where',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    placeholder: 'Add Condition',
    default: {},
    displayOptions: show,
    options: [
      {
        displayName: 'Values',
        name: 'values',
        values: [
          columnOption(),
          { displayName: 'Operator', name: 'condition', type: 'options', options: conditions, default: 'equal' },
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
      { name: 'AND', value: 'AND' },
      { name: 'OR', value: 'OR' },
    ],
    default: 'AND',
    displayOptions: show,
  },
];

const options = (show: Show): NodeProperty => ({
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  displayOptions: show,
  options: [
    {
      displayName: 'Connection Timeout',
      name: 'connectionTimeoutMillis',
      type: 'number',
      default: 30,
      description: 'Seconds to wait for the connection',
    },
    {
      displayName: 'Connections Limit',
      name: 'connectionLimit',
      type: 'number',
      default: 10,
      description: 'Most connections open at once',
    },
    {
      displayName: 'Query Batching',
      name: 'queryBatching',
      type: 'options',
      noDataExpression: true,
      default: 'single',
      options: [
        { name: 'Single Query', value: 'single', description: 'Every item’s statements sent together' },
        { name: 'Independently', value: 'independently', description: 'Each item on its own' },
        { name: 'Transaction', value: 'transaction', description: 'One transaction, rolled back at the first error' },
      ],
    },
    {
      displayName: 'Query Parameters',
      name: 'queryReplacement',
      type: 'string',
      default: '',
      placeholder: 'e.g. value1,value2',
      description: 'Values of $1, $2… in the query, separated by commas',
      displayOptions: { show: { '/operation': ['executeQuery'] } },
    },
    {
      displayName: 'Output Columns',
      name: 'outputColumns',
      type: 'multiOptions',
      typeOptions: { loadOptionsMethod: 'getColumnsMultiOptions', loadOptionsDependsOn: ['table.value'] },
      default: [],
      displayOptions: { show: { '/operation': ['select'] } },
    },
    {
      displayName: 'Output Large-Format Numbers As',
      name: 'largeNumbersOutput',
      type: 'options',
      default: 'text',
      options: [
        { name: 'Numbers', value: 'numbers' },
        { name: 'Text', value: 'text' },
      ],
      description: 'How BIGINT values beyond 2^53 come out',
      displayOptions: { show: { '/operation': ['select', 'executeQuery'] } },
    },
    {
      displayName: 'Output Decimals as Numbers',
      name: 'decimalNumbers',
      type: 'boolean',
      default: false,
      displayOptions: { show: { '/operation': ['select', 'executeQuery'] } },
    },
    {
      displayName: 'Priority',
      name: 'priority',
      type: 'options',
      default: 'LOW_PRIORITY',
      options: [
        { name: 'Low Prioirity', value: 'LOW_PRIORITY' },
        { name: 'High Priority', value: 'HIGH_PRIORITY' },
      ],
      displayOptions: { show: { '/operation': ['insert'] } },
    },
    {
      displayName: 'Replace Empty Strings with NULL',
      name: 'replaceEmptyStrings',
      type: 'boolean',
      default: false,
      displayOptions: { show: { '/operation': ['insert', 'update', 'upsert', 'executeQuery'] } },
    },
    {
      displayName: 'Select Distinct',
      name: 'selectDistinct',
      type: 'boolean',
      default: false,
      displayOptions: { show: { '/operation': ['select'] } },
    },
    {
      displayName: 'Output Query Execution Details',
      name: 'detailedOutput',
      type: 'boolean',
      default: false,
      description: 'Whether each statement gives an item with its SQL and the server’s answer',
    },
    {
      displayName: 'Skip on Conflict',
      name: 'skipOnConflict',
      type: 'boolean',
      default: false,
      description: 'Whether rows that break a unique key are skipped (INSERT IGNORE)',
      displayOptions: { show: { '/operation': ['insert'] } },
    },
  ],
});

const dataMode = (operation: string): NodeProperty[] => [
  {
    displayName: 'Data Mode',
    name: 'dataMode',
    type: 'options',
    default: 'autoMapInputData',
    options: [
      { name: 'Auto-Map Input Data to Columns', value: 'autoMapInputData' },
      { name: 'Map Each Column Below', value: 'defineBelow' },
    ],
    displayOptions: on(operation),
  },
  ...(operation === 'insert'
    ? []
    : [
        {
          displayName: 'Column to Match On',
          name: 'columnToMatchOn',
          type: 'options',
          required: true,
          typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['table.value'] },
          default: '',
          displayOptions: on(operation),
        } as NodeProperty,
        {
          displayName: 'Value of Column to Match On',
          name: 'valueToMatchOn',
          type: 'string',
          default: '',
          displayOptions: on(operation, { dataMode: ['defineBelow'] }),
        } as NodeProperty,
      ]),
  {
    displayName: 'Values to Send',
    name: 'valuesToSend',
    type: 'fixedCollection',
    placeholder: 'Add Value',
    typeOptions: { multipleValueButtonText: 'Add Value', multipleValues: true },
    default: {},
    displayOptions: on(operation, { dataMode: ['defineBelow'] }),
    options: [
      {
        displayName: 'Values',
        name: 'values',
        values: [
          { ...columnOption(operation === 'insert' ? 'getColumns' : 'getColumnsWithoutColumnToMatchOn'), default: [] },
          { displayName: 'Value', name: 'value', type: 'string', default: '' },
        ],
      },
    ],
  },
  options(on(operation)),
];

/** Description of MySQL 2 to 2.5. */
export const mySqlV2Description: NodeTypeDescription = {
  name: 'weft.mySql',
  displayName: 'MySQL',
  description: 'Get, add and update data in MySQL',
  icon: 'file:mysql.svg',
  group: ['input'],
  version: MYSQL_V2_VERSIONS,
  subtitle: '={{ $parameter["operation"] }}',
  defaults: { name: 'MySQL', color: '#4279a2' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'mySql', required: true }],
  properties: [
    { displayName: 'Resource', name: 'resource', type: 'hidden', noDataExpression: true, default: 'database' },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      default: 'insert',
      displayOptions: { show: { resource: ['database'] } },
      options: [
        { name: 'Delete', value: 'deleteTable', action: 'Delete table or rows' },
        { name: 'Execute SQL', value: 'executeQuery', action: 'Execute a SQL query' },
        { name: 'Insert', value: 'insert', action: 'Insert rows in a table' },
        { name: 'Insert or Update', value: 'upsert', action: 'Insert or update rows in a table' },
        { name: 'Select', value: 'select', action: 'Select rows from a table' },
        { name: 'Update', value: 'update', action: 'Update rows in a table' },
      ],
    },
    {
      displayName: 'Table',
      name: 'table',
      type: 'resourceLocator',
      default: { __rl: true, mode: 'list', value: '' },
      required: true,
      displayOptions: { hide: { operation: ['executeQuery'] } },
      modes: [
        {
          displayName: 'From List',
          name: 'list',
          type: 'list',
          placeholder: 'Select a table',
          typeOptions: { searchListMethod: 'searchTables', searchable: true },
        },
        { displayName: 'Name', name: 'name', type: 'string', placeholder: 'table_name' },
      ],
    },
    {
      displayName: 'Command',
      name: 'deleteCommand',
      type: 'options',
      default: 'truncate',
      options: [
        { name: 'Truncate', value: 'truncate' },
        { name: 'Delete', value: 'delete' },
        { name: 'Drop', value: 'drop' },
      ],
      displayOptions: on('deleteTable'),
    },
    ...where(on('deleteTable', { deleteCommand: ['delete'] })),
    options(on('deleteTable')),
    {
      displayName: 'Query',
      name: 'query',
      type: 'string',
      default: '',
      required: true,
      noDataExpression: true,
      placeholder: 'e.g. SELECT * FROM orders WHERE total > $1',
      typeOptions: { editor: 'sqlEditor', sqlDialect: 'MySQL' },
      displayOptions: { show: { resource: ['database'], operation: ['executeQuery'] } },
    },
    options({ show: { resource: ['database'], operation: ['executeQuery'] } }),
    ...dataMode('insert'),
    { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: on('select') },
    {
      displayName: 'Limit',
      name: 'limit',
      type: 'number',
      default: 50,
      typeOptions: { minValue: 1 },
      displayOptions: on('select', { returnAll: [false] }),
    },
    ...where(on('select')),
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
            columnOption(),
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
    options(on('select')),
    ...dataMode('update'),
    ...dataMode('upsert'),
  ],
};

const v1Show = (...operation: string[]) => ({ show: { operation } });

/** Description of MySQL 1. */
export const mySqlV1Description: NodeTypeDescription = {
  name: 'weft.mySql',
  displayName: 'MySQL',
  description: 'Get, add and update data in MySQL',
  icon: 'file:mysql.svg',
  group: ['input'],
  version: 1,
  defaults: { name: 'MySQL', color: '#4279a2' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'mySql', required: true }],
  properties: [
    {
      displayName: 'A newer version of this node is available in the nodes panel',
      name: 'oldVersionNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      default: 'insert',
      options: [
        { name: 'Execute Query', value: 'executeQuery' },
        { name: 'Insert', value: 'insert' },
        { name: 'Update', value: 'update' },
      ],
    },
    {
      displayName: 'Query',
      name: 'query',
      type: 'string',
      default: '',
      required: true,
      noDataExpression: true,
      typeOptions: { editor: 'sqlEditor', sqlDialect: 'MySQL' },
      displayOptions: v1Show('executeQuery'),
    },
    ...['insert', 'update'].flatMap((op): NodeProperty[] => [
      {
        displayName: 'Table',
        name: 'table',
        type: 'resourceLocator',
        default: { __rl: true, mode: 'list', value: '' },
        required: true,
        displayOptions: v1Show(op),
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            typeOptions: { searchListMethod: 'searchTables', searchable: true },
          },
          { displayName: 'Name', name: 'name', type: 'string', placeholder: 'table_name' },
        ],
      },
      ...(op === 'update'
        ? [
            {
              displayName: 'Update Key',
              name: 'updateKey',
              type: 'string',
              default: 'id',
              required: true,
              displayOptions: v1Show('update'),
              description: 'The property whose value finds the row',
            } as NodeProperty,
          ]
        : []),
      {
        displayName: 'Columns',
        name: 'columns',
        type: 'string',
        default: '',
        placeholder: op === 'insert' ? 'id,name,description' : 'name,description',
        displayOptions: v1Show(op),
        description: 'Comma-separated item properties written as columns',
      },
    ]),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: v1Show('insert', 'executeQuery'),
      options: [
        {
          displayName: 'Query Parameters',
          name: 'queryReplacement',
          type: 'string',
          default: '',
          displayOptions: { show: { '/operation': ['executeQuery'] } },
          description: 'Values of $1, $2… separated by commas',
        },
        {
          displayName: 'Ignore',
          name: 'ignore',
          type: 'boolean',
          default: true,
          displayOptions: { show: { '/operation': ['insert'] } },
          description: 'Whether rows that break a unique key are skipped (INSERT IGNORE)',
        },
        {
          displayName: 'Priority',
          name: 'priority',
          type: 'options',
          default: 'LOW_PRIORITY',
          options: [
            { name: 'Low Prioirity', value: 'LOW_PRIORITY' },
            { name: 'High Priority', value: 'HIGH_PRIORITY' },
          ],
          displayOptions: { show: { '/operation': ['insert'] } },
        },
      ],
    },
  ],
};
