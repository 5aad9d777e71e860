/** The parameters of MongoDB Atlas Vector Store (n8n's `vectorStoreMongoDBAtlas` 1–1.3), beside the ones every vector store has. */
import type { NodeProperty } from '@weft/workflow';
import { metadataFilterField } from '../shared/ai/vector-store-fields.js';

/** Parameter names n8n gives these fields (workflows store them). */
export const PARAM = {
  collection: 'mongoCollection',
  indexName: 'vectorIndexName',
  embedding: 'embedding',
  textField: 'metadata_field',
  preFilter: 'preFilter',
  postFilterPipeline: 'postFilterPipeline',
} as const;

/** Collection, embedding field, text field and vector index: shown in every mode. */
export const sharedFields: NodeProperty[] = [
  {
    displayName: 'MongoDB Collection',
    name: PARAM.collection,
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: { searchListMethod: 'mongoCollectionSearch' },
      },
      { displayName: 'Name', name: 'name', type: 'string', placeholder: 'e.g. my_collection' },
    ],
  },
  {
    displayName: 'Embedding',
    name: PARAM.embedding,
    type: 'string',
    default: 'embedding',
    description: 'The document field holding the embedding (vector)',
    required: true,
  },
  {
    displayName: 'Metadata Field',
    name: PARAM.textField,
    type: 'string',
    default: 'text',
    description: "The document field holding the text (the document's content)",
    required: true,
  },
  {
    displayName: 'Vector Index Name',
    name: PARAM.indexName,
    type: 'string',
    default: '',
    description: 'The name of the Atlas Vector Search index on the collection',
    required: true,
  },
];

const namespaceField: NodeProperty = {
  displayName: 'Namespace',
  name: 'namespace',
  type: 'string',
  description: 'A logical partition of the documents (the metadata.namespace field)',
  default: '',
};

const preFilterField = {
  displayName: 'Pre Filter',
  name: PARAM.preFilter,
  type: 'json',
  typeOptions: { alwaysOpenEditWindow: true },
  default: '',
  placeholder: '{ "key": "value" }',
  hint: 'The filter of the $vectorSearch stage (<a href="https://www.mongodb.com/docs/atlas/atlas-vector-search/vector-search-stage/#atlas-vector-search-pre-filter">pre-filter</a>)',
  required: true,
  description: 'An Atlas Vector Search pre-filter (MQL on fields indexed as filter)',
} as NodeProperty;

const postFilterField = {
  displayName: 'Post Filter Pipeline',
  name: PARAM.postFilterPipeline,
  type: 'json',
  typeOptions: { alwaysOpenEditWindow: true },
  default: '',
  placeholder: '[{ "$match": { "$gt": "1950-01-01" }, ... }]',
  hint: 'Aggregation stages run after the search (<a href="https://docs.mongodb.com/manual/core/aggregation-pipeline/">aggregation pipeline</a>)',
  required: true,
  description: 'A MongoDB aggregation pipeline, as JSON',
} as NodeProperty;

/** Options of `load`, `retrieve` and `retrieve-as-tool`. */
export const retrieveFields: NodeProperty[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [namespaceField, metadataFilterField, preFilterField, postFilterField],
  },
];

/** Options of `insert`. */
export const insertFields: NodeProperty[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [
      {
        displayName: 'Clear Namespace',
        name: 'clearNamespace',
        type: 'boolean',
        default: false,
        description: 'Whether to remove the documents of the namespace before inserting',
      },
      namespaceField,
    ],
  },
];
