/**
 * Postgres PGVector Store (n8n's `vectorStorePGVector` 1–1.3): documents in a PostgreSQL table
 * with the pgvector extension, on the `postgres` credential (see `pg-vector-store.ts` for the
 * table, columns, collections and distance strategies). Modes as every vector store.
 */
import type { ExecuteContext, NodeProperty, NodeType } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { metadataOption } from '../document-default-data-loader/index.js';
import { connectPostgres } from '../postgres/connection.js';
import { createVectorStoreNode, type EmbeddingsLike } from '../vector-store-in-memory/index.js';
import { openPgVectorStore, type PgVectorColumns, type PgVectorConfig } from './pg-vector-store.js';

const collectionField: NodeProperty = {
  displayName: 'Collection',
  name: 'collection',
  type: 'fixedCollection',
  description: 'Collection of vectors',
  default: { values: { useCollection: false, collectionName: 'n8n', collectionTable: 'n8n_vector_collections' } },
  typeOptions: {},
  placeholder: 'Add Collection Settings',
  options: [
    {
      name: 'values',
      displayName: 'Collection Settings',
      values: [
        { displayName: 'Use Collection', name: 'useCollection', type: 'boolean', default: false },
        {
          displayName: 'Collection Name',
          name: 'collectionName',
          type: 'string',
          default: 'n8n',
          required: true,
          displayOptions: { show: { useCollection: [true] } },
        },
        {
          displayName: 'Collection Table Name',
          name: 'collectionTableName',
          type: 'string',
          default: 'n8n_vector_collections',
          required: true,
          displayOptions: { show: { useCollection: [true] } },
        },
      ],
    },
  ],
};

const DEFAULT_COLUMNS: PgVectorColumns = {
  idColumnName: 'id',
  vectorColumnName: 'embedding',
  contentColumnName: 'text',
  metadataColumnName: 'metadata',
};

const columnNamesField: NodeProperty = {
  displayName: 'Column Names',
  name: 'columnNames',
  type: 'fixedCollection',
  description: 'The names of the columns in the PGVector table',
  default: { values: DEFAULT_COLUMNS },
  typeOptions: {},
  placeholder: 'Set Column Names',
  options: [
    {
      name: 'values',
      displayName: 'Column Name Settings',
      values: [
        { displayName: 'ID Column Name', name: 'idColumnName', type: 'string', default: 'id', required: true },
        {
          displayName: 'Vector Column Name',
          name: 'vectorColumnName',
          type: 'string',
          default: 'embedding',
          required: true,
        },
        {
          displayName: 'Content Column Name',
          name: 'contentColumnName',
          type: 'string',
          default: 'text',
          required: true,
        },
        {
          displayName: 'Metadata Column Name',
          name: 'metadataColumnName',
          type: 'string',
          default: 'metadata',
          required: true,
        },
      ],
    },
  ],
} as unknown as NodeProperty;

const distanceStrategyField: NodeProperty = {
  displayName: 'Distance Strategy',
  name: 'distanceStrategy',
  type: 'options',
  default: 'cosine',
  description: 'The method to calculate the distance between two vectors',
  options: [
    { name: 'Cosine', value: 'cosine' },
    { name: 'Inner Product', value: 'innerProduct' },
    { name: 'Euclidean', value: 'euclidean' },
  ],
};

const metadataFilterField = {
  ...metadataOption,
  displayName: 'Metadata Filter',
  description: 'Metadata to filter the document by',
  placeholder: 'Add filter field',
} as NodeProperty;

const insertFields: NodeProperty[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [collectionField, columnNamesField],
  },
];
const retrieveFields: NodeProperty[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [distanceStrategyField, collectionField, columnNamesField, metadataFilterField],
  },
];

/** The store's settings from the node's parameters, on a new connection of the credential. */
async function storeConfig(ctx: ExecuteContext, itemIndex: number): Promise<PgVectorConfig> {
  const tableName = ctx.getNodeParameter('tableName', itemIndex, '', { extractValue: true }) as string;
  const credentials = await ctx.getCredentials('postgres');
  try {
    await ctx.helpers.assertHostAllowed(String(credentials.host ?? 'localhost'));
  } catch (e) {
    throw new NodeOperationError(ctx.getNode(), e as Error);
  }
  const client = await connectPostgres(ctx.getNode(), credentials, {});
  const config: PgVectorConfig = { client, tableName };
  const collection = ctx.getNodeParameter('options.collection.values', 0, {}) as {
    useCollection?: boolean;
    collectionName?: string;
    collectionTableName?: string;
  };
  if (collection?.useCollection) {
    config.collectionName = collection.collectionName;
    config.collectionTableName = collection.collectionTableName;
  }
  config.columns = ctx.getNodeParameter('options.columnNames.values', 0, DEFAULT_COLUMNS) as PgVectorColumns;
  return config;
}

/** Opens a store; its connection is ended on failure. */
async function open(embeddings: EmbeddingsLike, config: PgVectorConfig) {
  try {
    return await openPgVectorStore(embeddings, config);
  } catch (e) {
    await config.client.end().catch(() => undefined);
    throw e;
  }
}

/** Postgres PGVector Store, versions 1 to 1.3. */
export const vectorStorePGVectorNode: NodeType[] = [
  createVectorStoreNode({
    meta: {
      description: 'Work with your data in Postgresql with the PGVector extension',
      icon: 'file:postgres.svg',
      displayName: 'Postgres PGVector Store',
      name: 'vectorStorePGVector',
      credentials: [{ name: 'postgres', required: true }],
      operationModes: ['load', 'insert', 'retrieve', 'retrieve-as-tool'],
    },
    sharedFields: [
      {
        displayName: 'Table Name',
        name: 'tableName',
        type: 'string',
        default: 'n8n_vectors',
        description: 'The table name to store the vectors in. If table does not exist, it will be created.',
      },
    ],
    insertFields,
    loadFields: retrieveFields,
    retrieveFields,
    async getVectorStoreClient(ctx, filter, embeddings, itemIndex) {
      const config = await storeConfig(ctx, itemIndex);
      config.filter = filter;
      config.distanceStrategy = ctx.getNodeParameter(
        'options.distanceStrategy',
        0,
        'cosine',
      ) as PgVectorConfig['distanceStrategy'];
      return open(embeddings, config);
    },
    async populateVectorStore(ctx, embeddings, documents, itemIndex) {
      const config = await storeConfig(ctx, itemIndex);
      const store = await open(embeddings, config);
      try {
        await store.addDocuments(documents);
      } finally {
        await config.client.end().catch(() => undefined);
      }
    },
    async releaseVectorStoreClient(store) {
      await (store as unknown as { client: { end(): Promise<void> } }).client.end().catch(() => undefined);
    },
  }),
];
