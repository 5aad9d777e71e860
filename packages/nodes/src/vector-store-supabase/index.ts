/**
 * Supabase Vector Store (n8n's `vectorStoreSupabase` 1–1.3): documents in a table of a Supabase
 * project (pgvector), on the `supabaseApi` credential, searched through the project's match
 * function (Query Name, `match_documents` by default) with an optional metadata filter (see
 * `supabase-store.ts`). Modes as every vector store, `update` included (the row of an ID replaced).
 * The `supabaseApi` credential type is the Supabase node's (the CRM family registers it).
 */
import { NodeOperationError, type ExecuteContext, type NodeProperty, type NodeType } from '@weft/workflow';
import { metadataFilterField, storeLocator } from '../shared/ai/vector-store-fields.js';
import { createVectorStoreNode } from '../vector-store-in-memory/index.js';
import { SupabaseRestClient } from './supabase-api.js';
import { openSupabaseStore } from './supabase-store.js';

const queryNameField: NodeProperty = {
  displayName: 'Query Name',
  name: 'queryName',
  type: 'string',
  default: 'match_documents',
  description: 'Name of the query to use for matching documents',
};

const insertFields: NodeProperty[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [queryNameField],
  },
];
const retrieveFields: NodeProperty[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [queryNameField, metadataFilterField],
  },
];

function settings(ctx: ExecuteContext, itemIndex: number): { tableName: string; queryName: string } {
  const tableName = ctx.getNodeParameter('tableName', itemIndex, '', { extractValue: true }) as string;
  const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as { queryName?: string };
  return { tableName, queryName: options.queryName ?? 'match_documents' };
}

/** Supabase Vector Store, versions 1 to 1.3. */
export const vectorStoreSupabaseNode: NodeType[] = [
  createVectorStoreNode({
    meta: {
      displayName: 'Supabase Vector Store',
      name: 'vectorStoreSupabase',
      description: 'Work with your data in Supabase Vector Store',
      icon: 'file:supabase.svg',
      credentials: [{ name: 'supabaseApi', required: true }],
      operationModes: ['load', 'insert', 'retrieve', 'update', 'retrieve-as-tool'],
    },
    methods: {
      listSearch: {
        async supabaseTableNameSearch(ctx) {
          const client = await SupabaseRestClient.open(ctx);
          return { results: (await client.tableNames()).map((name) => ({ name, value: name })) };
        },
      },
    },
    sharedFields: [storeLocator('Table Name', 'tableName', 'supabaseTableNameSearch')],
    insertFields,
    loadFields: retrieveFields,
    retrieveFields,
    updateFields: insertFields,
    async getVectorStoreClient(ctx, filter, embeddings, itemIndex) {
      const { tableName, queryName } = settings(ctx, itemIndex);
      const client = await SupabaseRestClient.open(ctx);
      return await openSupabaseStore(embeddings, { client, tableName, queryName, filter });
    },
    async populateVectorStore(ctx, embeddings, documents, itemIndex) {
      const { tableName, queryName } = settings(ctx, itemIndex);
      const client = await SupabaseRestClient.open(ctx);
      try {
        const store = await openSupabaseStore(embeddings, { client, tableName, queryName });
        await store.addDocuments(documents as never);
      } catch (e) {
        const error = e as Error;
        if (error.message === 'Error inserting: undefined 404 Not Found') {
          throw new NodeOperationError(ctx.getNode(), `Table ${tableName} not found`, {
            itemIndex,
            description: 'Please check that the table exists in your vector store',
          });
        }
        throw new NodeOperationError(ctx.getNode(), error, { itemIndex });
      }
    },
  }),
];

export { vectorStoreSupabaseLegacyNodes } from './legacy.js';
