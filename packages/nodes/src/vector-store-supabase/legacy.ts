/**
 * The hidden Supabase nodes from before the vector stores became one node (n8n's
 * `vectorStoreSupabaseInsert` and `vectorStoreSupabaseLoad`, version 1), still run by old
 * workflows. Insert: every input item's documents written at once into the table, the documents as
 * output (unpaired). Load: the table as a vector store sub-node (`ai_vectorStore`) searched
 * through the Query Name function with the metadata filter given, each search a run of the node.
 */
import type { ExecuteContext, NodeOutput, NodeType, SupplyDataContext } from '@weft/workflow';
import { metadataFilterValues } from '../document-default-data-loader/index.js';
import { logVectorStore } from '../shared/ai/retrieval-logging.js';
import { allDocuments } from '../shared/ai/vector-store-documents.js';
import { metadataFilterField, storeLocator } from '../shared/ai/vector-store-fields.js';
import type { EmbeddingsLike } from '../vector-store-in-memory/index.js';
import { SupabaseRestClient } from './supabase-api.js';
import { openSupabaseStore } from './supabase-store.js';

const CODEX = {
  categories: ['AI'],
  subcategories: { AI: ['Vector Stores'] },
  resources: {
    primaryDocumentation: [
      {
        url: 'https://docs.n8n.io/integrations/builtin/cluster-nodes/root-nodes/n8n-nodes-langchain.vectorstoresupabase/',
      },
    ],
  },
};
const tableField = storeLocator('Table Name', 'tableName', 'supabaseTableNameSearch');
const queryNameField = {
  displayName: 'Query Name',
  name: 'queryName',
  type: 'string' as const,
  default: 'match_documents',
  required: true,
  description: 'Name of the query to use for matching documents',
};
const methods: NodeType['methods'] = {
  listSearch: {
    async supabaseTableNameSearch(ctx) {
      const client = await SupabaseRestClient.open(ctx);
      return { results: (await client.tableNames()).map((name) => ({ name, value: name })) };
    },
  },
};

async function insert(ctx: ExecuteContext): Promise<NodeOutput> {
  const tableName = ctx.getNodeParameter('tableName', 0, '', { extractValue: true }) as string;
  const queryName = ctx.getNodeParameter('queryName', 0) as string;
  const embeddings = (await ctx.getInputConnectionData!('ai_embedding', 0)) as EmbeddingsLike;
  const client = await SupabaseRestClient.open(ctx);
  const { documents, items } = await allDocuments(ctx);
  const store = await openSupabaseStore(embeddings, { client, tableName, queryName });
  await store.addDocuments(documents as never);
  return [items];
}

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const tableName = ctx.getNodeParameter('tableName', itemIndex, '', { extractValue: true }) as string;
  const queryName = ctx.getNodeParameter('queryName', itemIndex) as string;
  const embeddings = (await ctx.getInputConnectionData!('ai_embedding', 0)) as EmbeddingsLike;
  const client = await SupabaseRestClient.open(ctx);
  const store = await openSupabaseStore(embeddings, {
    client,
    tableName,
    queryName,
    filter: metadataFilterValues(ctx, itemIndex),
  });
  return { response: logVectorStore(store as never, ctx) };
}

/** Supabase: Insert and Supabase: Load, version 1 (hidden). */
export const vectorStoreSupabaseLegacyNodes: NodeType[] = [
  {
    description: {
      displayName: 'Supabase: Insert',
      hidden: true,
      name: '@n8n/n8n-nodes-langchain.vectorStoreSupabaseInsert',
      icon: 'file:supabase.svg',
      group: ['transform'],
      version: 1,
      description: 'Insert data into Supabase Vector Store index [https://supabase.com/docs/guides/ai/langchain]',
      defaults: { name: 'Supabase: Insert' },
      codex: CODEX,
      credentials: [{ name: 'supabaseApi', required: true }],
      inputs: [
        'main',
        { displayName: 'Document', maxConnections: 1, type: 'ai_document', required: true },
        { displayName: 'Embedding', maxConnections: 1, type: 'ai_embedding', required: true },
      ],
      outputs: ['main'],
      properties: [
        {
          displayName:
            'Please refer to the <a href="https://supabase.com/docs/guides/ai/langchain" target="_blank">Supabase documentation</a> for more information on how to setup your database as a Vector Store.',
          name: 'setupNotice',
          type: 'notice',
          default: '',
        },
        tableField,
        queryNameField,
        {
          displayName: 'Specify the document to load in the document loader sub-node',
          name: 'notice',
          type: 'notice',
          default: '',
        },
      ],
    },
    methods,
    execute: insert,
  },
  {
    description: {
      displayName: 'Supabase: Load',
      hidden: true,
      name: '@n8n/n8n-nodes-langchain.vectorStoreSupabaseLoad',
      icon: 'file:supabase.svg',
      group: ['transform'],
      version: 1,
      description: 'Load data from Supabase Vector Store index',
      defaults: { name: 'Supabase: Load' },
      codex: CODEX,
      credentials: [{ name: 'supabaseApi', required: true }],
      inputs: [{ displayName: 'Embedding', maxConnections: 1, type: 'ai_embedding', required: true }],
      outputs: ['ai_vectorStore'],
      outputNames: ['Vector Store'],
      properties: [
        tableField,
        queryNameField,
        {
          displayName: 'Options',
          name: 'options',
          type: 'collection',
          placeholder: 'Add Option',
          default: {},
          options: [metadataFilterField],
        },
      ],
    },
    methods,
    supplyData,
  },
];
