import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const doc = (...operation: string[]) => ({ show: { operation, resource: ['document'] } });
const index = (...operation: string[]) => ({ show: { operation, resource: ['searchIndexes'] } });
const queryHint = 'Use query parameters for dynamic values instead of embedding expressions in the query';

/** The parameters of MongoDB 1 to 1.2 (the same at every version; behaviour differs, see execute.ts). */
const properties: NodeProperty[] = [
  {
    displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'document',
    options: [{ name: 'Search Index', value: 'searchIndexes' }, { name: 'Document', value: 'document' }],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, displayOptions: { show: { resource: ['document'] } }, default: 'find',
    options: [
      { name: 'Aggregate', value: 'aggregate', description: 'Run an aggregation pipeline', action: 'Aggregate documents' },
      { name: 'Delete', value: 'delete', description: 'Delete the documents a query matches', action: 'Delete documents' },
      { name: 'Find', value: 'find', description: 'Find the documents a query matches', action: 'Find documents' },
      { name: 'Find And Replace', value: 'findOneAndReplace', description: 'Replace one document per item, found by a key', action: 'Find and replace documents' },
      { name: 'Find And Update', value: 'findOneAndUpdate', description: 'Update one document per item, found by a key', action: 'Find and update documents' },
      { name: 'Insert', value: 'insert', description: 'Insert one document per item', action: 'Insert documents' },
      { name: 'Update', value: 'update', description: 'Update one document per item, matched by a key', action: 'Update documents' },
    ],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, displayOptions: { show: { resource: ['searchIndexes'] } }, default: 'createSearchIndex',
    options: [
      { name: 'Create', value: 'createSearchIndex', action: 'Create Search Index' },
      { name: 'Drop', value: 'dropSearchIndex', action: 'Drop Search Index' },
      { name: 'List', value: 'listSearchIndexes', action: 'List Search Indexes' },
      { name: 'Update', value: 'updateSearchIndex', action: 'Update Search Index' },
    ],
  },
  { displayName: 'Collection', name: 'collection', type: 'string', required: true, default: '', description: 'The collection to work on' },
  {
    displayName: 'Query', name: 'query', type: 'json', typeOptions: { alwaysOpenEditWindow: true }, displayOptions: doc('aggregate'), default: '', required: true,
    placeholder: '[{ "$match": { "name": "$1", "age": { "$gte": "$2" } } }]',
    hint: `${queryHint}. <a href="https://docs.mongodb.com/manual/core/aggregation-pipeline/" target="_blank">About aggregation pipelines</a>.`,
    description: 'An aggregation pipeline as JSON; $1, $2 … as whole values stand for the Query Parameters below',
  },
  {
    displayName: 'Delete Query (JSON Format)', name: 'query', type: 'json', typeOptions: { rows: 5 }, displayOptions: doc('delete'), default: '{}', required: true,
    placeholder: '{ "name": "$1", "age": "$2" }', hint: queryHint,
    description: 'The filter of the documents to delete, as JSON; $1, $2 … as whole values stand for the Query Parameters below',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', displayOptions: doc('find'), default: {}, placeholder: 'Add option', description: 'Options of the query',
    options: [
      { displayName: 'Limit', name: 'limit', type: 'number', typeOptions: { minValue: 1 }, default: 0, description: 'The most documents to return (0: all)' },
      { displayName: 'Skip', name: 'skip', type: 'number', default: 0, description: 'How many matching documents to pass over first' },
      { displayName: 'Sort (JSON Format)', name: 'sort', type: 'json', typeOptions: { rows: 2 }, default: '{}', placeholder: '{ "field": -1 }', description: 'The sort order, as JSON' },
      { displayName: 'Projection (JSON Format)', name: 'projection', type: 'json', typeOptions: { rows: 4 }, default: '{}', placeholder: '{ "_id": 0, "field": 1 }', description: 'The fields to return or leave out, as JSON' },
    ],
  },
  {
    displayName: 'Query (JSON Format)', name: 'query', type: 'json', typeOptions: { rows: 5 }, displayOptions: doc('find'), default: '{}', required: true,
    placeholder: '{ "name": "$1", "age": "$2" }', hint: queryHint,
    description: 'The filter of the documents to find, as JSON; $1, $2 … as whole values stand for the Query Parameters below',
  },
  {
    displayName: 'Query Parameters', name: 'queryParameters', type: 'json', typeOptions: { rows: 2 }, displayOptions: doc('aggregate', 'delete', 'find'), default: '[]',
    placeholder: '["value1", 123, true, null]', validateType: 'array',
    description: 'A JSON array of the values of $1, $2 … in order: strings, numbers, booleans, null, or arrays of them (an expression may give the array)',
    hint: 'For example, ["Alice", 30] puts "Alice" for $1 and 30 for $2',
  } as NodeProperty,
  { displayName: 'Fields', name: 'fields', type: 'string', displayOptions: doc('insert'), default: '', placeholder: 'name,description', description: 'The item fields that make the new document, comma-separated' },
  {
    displayName: 'Update Key', name: 'updateKey', type: 'string', displayOptions: doc('update', 'findOneAndReplace', 'findOneAndUpdate'), default: 'id', required: true,
    description: 'The field whose value picks the document to change (usually "id")',
  },
  { displayName: 'Fields', name: 'fields', type: 'string', displayOptions: doc('update', 'findOneAndReplace', 'findOneAndUpdate'), default: '', placeholder: 'name,description', description: 'The item fields written to the document, comma-separated' },
  { displayName: 'Upsert', name: 'upsert', type: 'boolean', displayOptions: doc('update', 'findOneAndReplace', 'findOneAndUpdate'), default: false, description: 'Whether to insert a document when none has the update key’s value' },
  {
    displayName: 'Options', name: 'options', type: 'collection', displayOptions: doc('update', 'insert', 'findOneAndReplace', 'findOneAndUpdate'), placeholder: 'Add option', default: {},
    options: [
      { displayName: 'Date Fields', name: 'dateFields', type: 'string', default: '', description: 'Fields stored as MongoDB dates, comma-separated' },
      { displayName: 'Use Dot Notation', name: 'useDotNotation', type: 'boolean', default: false, description: 'Whether field names like "a.b" reach into nested fields' },
    ],
  },
  { displayName: 'Index Name', name: 'indexName', type: 'string', displayOptions: index('listSearchIndexes'), default: '', description: 'Only the index of this name (empty: every index)' },
  { displayName: 'Index Name', name: 'indexNameRequired', type: 'string', displayOptions: index('createSearchIndex', 'dropSearchIndex', 'updateSearchIndex'), default: '', required: true, description: 'The search index’s name' },
  {
    displayName: 'Index Definition', name: 'indexDefinition', type: 'json', displayOptions: index('createSearchIndex', 'updateSearchIndex'), typeOptions: { alwaysOpenEditWindow: true },
    placeholder: '{ "type": "vectorSearch", "definition": {} }',
    hint: 'About search index definitions: <a href="https://www.mongodb.com/docs/atlas/atlas-search/index-definitions/">MongoDB Atlas documentation</a>',
    default: '{}', required: true, description: 'The search index definition, as JSON',
  },
  {
    displayName: 'Index Type', name: 'indexType', type: 'options', displayOptions: index('createSearchIndex'), default: 'vectorSearch', required: true, description: 'The kind of search index',
    options: [{ value: 'vectorSearch', name: 'Vector Search' }, { name: 'Search', value: 'search' }],
  },
];

/** Description of MongoDB 1, 1.1 and 1.2 (n8n's `n8n-nodes-base.mongoDb`). */
export const mongoDbDescription: NodeTypeDescription = {
  name: 'weft.mongoDb',
  displayName: 'MongoDB',
  description: 'Find, insert and update documents in MongoDB',
  icon: 'file:mongodb.svg',
  group: ['input'],
  version: [1, 1.1, 1.2],
  defaults: { name: 'MongoDB' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'mongoDb', required: true }],
  properties,
  codex: { categories: ['Development', 'Data & Storage'] },
};
