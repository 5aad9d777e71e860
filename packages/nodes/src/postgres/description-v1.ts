import type { NodeTypeDescription } from '@weft/workflow';

const show = (...operation: string[]) => ({ show: { operation } });

/** Description of Postgres 1 (n8n's PostgresV1: query, insert and update with comma-separated columns). */
export const postgresV1Description: NodeTypeDescription = {
  name: 'weft.postgres',
  displayName: 'Postgres',
  description: 'Get, add and update data in Postgres',
  icon: 'file:postgres.svg',
  group: ['input'],
  version: 1,
  defaults: { name: 'Postgres', color: '#336791' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'postgres', required: true }],
  properties: [
    { displayName: 'A newer version of this node is available in the nodes panel', name: 'oldVersionNotice', type: 'notice', default: '' },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Execute Query', value: 'executeQuery', description: 'Run an SQL query', action: 'Execute a SQL query' },
        { name: 'Insert', value: 'insert', description: 'Insert rows', action: 'Insert rows in database' },
        { name: 'Update', value: 'update', description: 'Update rows', action: 'Update rows in database' },
      ],
      default: 'insert',
    },
    { displayName: 'Query', name: 'query', type: 'string', noDataExpression: true, typeOptions: { editor: 'sqlEditor', sqlDialect: 'PostgreSQL' }, displayOptions: show('executeQuery'), default: '', placeholder: 'SELECT id, name FROM product WHERE quantity > $1 AND price <= $2', required: true, description: 'The SQL to run; $1, $2… take the values of the Query Parameters' },
    { displayName: 'Schema', name: 'schema', type: 'string', displayOptions: show('insert'), default: 'public', required: true },
    { displayName: 'Table', name: 'table', type: 'string', displayOptions: show('insert'), default: '', required: true },
    { displayName: 'Columns', name: 'columns', type: 'string', displayOptions: show('insert'), default: '', placeholder: 'id:int,name:text,description', description: 'Comma-separated item properties written as columns; name:type casts' },
    { displayName: 'Schema', name: 'schema', type: 'string', displayOptions: show('update'), default: 'public' },
    { displayName: 'Table', name: 'table', type: 'string', displayOptions: show('update'), default: '', required: true },
    { displayName: 'Update Key', name: 'updateKey', type: 'string', displayOptions: show('update'), default: 'id', required: true, description: 'Comma-separated properties that find the rows to update' },
    { displayName: 'Columns', name: 'columns', type: 'string', displayOptions: show('update'), default: '', placeholder: 'name:text,description', description: 'Comma-separated item properties to update; name:type casts' },
    { displayName: 'Return Fields', name: 'returnFields', type: 'string', displayOptions: show('insert', 'update'), default: '*', description: 'Comma-separated columns each output item holds' },
    {
      displayName: 'Additional Fields',
      name: 'additionalFields',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      options: [
        {
          displayName: 'Mode',
          name: 'mode',
          type: 'options',
          options: [
            { name: 'Independently', value: 'independently', description: 'Each item on its own' },
            { name: 'Multiple Queries', value: 'multiple', description: 'Every item in one transaction (the default)' },
            { name: 'Transaction', value: 'transaction', description: 'Each item in turn within one transaction, stopping at the first error' },
          ],
          default: 'multiple',
        },
        {
          displayName: 'Output Large-Format Numbers As',
          name: 'largeNumbersOutput',
          type: 'options',
          options: [
            { name: 'Numbers', value: 'numbers' },
            { name: 'Text', value: 'text' },
          ],
          default: 'text',
          description: 'How BIGINT and NUMERIC values come out',
        },
        { displayName: 'Query Parameters', name: 'queryParams', type: 'string', displayOptions: { show: { '/operation': ['executeQuery'] } }, default: '', placeholder: 'quantity,price', description: 'Comma-separated item properties whose values are $1, $2…' },
      ],
    },
  ],
};
