/**
 * The hidden Pinecone nodes from before the vector stores became one node (n8n's
 * `vectorStorePineconeInsert` and `vectorStorePineconeLoad`, version 1), still run by old
 * workflows. Insert: every input item's documents, written at once (Clear Namespace empties the
 * namespace first, and fails when it does not exist, as in n8n); the documents are the output,
 * unpaired. Load: the index as a vector store sub-node (`ai_vectorStore`) with the namespace and
 * metadata filter given.
 */
import {
  NodeOperationError,
  type ExecuteContext,
  type NodeOutput,
  type NodeType,
  type SupplyDataContext,
} from '@weft/workflow';
import { metadataFilterValues } from '../document-default-data-loader/index.js';
import { allDocuments } from '../shared/ai/vector-store-documents.js';
import { metadataFilterField, storeLocator } from '../shared/ai/vector-store-fields.js';
import type { EmbeddingsLike } from '../vector-store-in-memory/index.js';
import { PineconeClient } from './pinecone-api.js';
import { openPineconeStore } from './pinecone-store.js';

const CODEX = {
  categories: ['AI'],
  subcategories: { AI: ['Vector Stores'] },
  resources: {
    primaryDocumentation: [
      {
        url: 'https://docs.n8n.io/integrations/builtin/cluster-nodes/root-nodes/n8n-nodes-langchain.vectorstorepinecone/',
      },
    ],
  },
};
const indexField = storeLocator('Pinecone Index', 'pineconeIndex', 'pineconeIndexSearch');
const namespaceField = {
  displayName: 'Pinecone Namespace',
  name: 'pineconeNamespace',
  type: 'string' as const,
  default: '',
};
const methods: NodeType['methods'] = {
  listSearch: {
    async pineconeIndexSearch(ctx) {
      const client = await PineconeClient.open(ctx);
      return { results: (await client.listIndexes()).map((index) => ({ name: index.name, value: index.name })) };
    },
  },
};

async function insert(ctx: ExecuteContext): Promise<NodeOutput> {
  const namespace = ctx.getNodeParameter('pineconeNamespace', 0) as string;
  const indexName = ctx.getNodeParameter('pineconeIndex', 0, '', { extractValue: true }) as string;
  const clearNamespace = ctx.getNodeParameter('clearNamespace', 0) as boolean;
  const client = await PineconeClient.open(ctx);
  const embeddings = (await ctx.getInputConnectionData!('ai_embedding', 0)) as EmbeddingsLike;
  const index = client.index(indexName);
  if (namespace && clearNamespace) await index.deleteAll(namespace);
  const { documents, items } = await allDocuments(ctx);
  const store = await openPineconeStore(embeddings, { index, namespace: namespace || undefined });
  await store.addDocuments(documents as never);
  return [items];
}

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const namespace = ctx.getNodeParameter('pineconeNamespace', itemIndex) as string;
  const indexName = ctx.getNodeParameter('pineconeIndex', itemIndex, '', { extractValue: true }) as string;
  const client = await PineconeClient.open(ctx);
  const embeddings = (await ctx.getInputConnectionData!('ai_embedding', itemIndex)) as EmbeddingsLike;
  if (!embeddings) throw new NodeOperationError(ctx.getNode(), 'No Embedding is connected', { itemIndex });
  const store = await openPineconeStore(embeddings, {
    index: client.index(indexName),
    namespace: namespace || undefined,
    filter: metadataFilterValues(ctx, itemIndex),
  });
  // As n8n 1.123: searches of a Pinecone store are not recorded as runs of the node.
  return { response: store };
}

/** Pinecone: Insert and Pinecone: Load, version 1 (hidden). */
export const vectorStorePineconeLegacyNodes: NodeType[] = [
  {
    description: {
      displayName: 'Pinecone: Insert',
      hidden: true,
      name: '@n8n/n8n-nodes-langchain.vectorStorePineconeInsert',
      icon: 'file:pinecone.svg',
      group: ['transform'],
      version: 1,
      description: 'Insert data into Pinecone Vector Store index',
      defaults: { name: 'Pinecone: Insert', color: '#1321A7' },
      codex: CODEX,
      credentials: [{ name: 'pineconeApi', required: true }],
      inputs: [
        'main',
        { displayName: 'Document', maxConnections: 1, type: 'ai_document', required: true },
        { displayName: 'Embedding', maxConnections: 1, type: 'ai_embedding', required: true },
      ],
      outputs: ['main'],
      properties: [
        indexField,
        namespaceField,
        {
          displayName: 'Specify the document to load in the document loader sub-node',
          name: 'notice',
          type: 'notice',
          default: '',
        },
        {
          displayName: 'Clear Namespace',
          name: 'clearNamespace',
          type: 'boolean',
          default: false,
          description: 'Whether to clear the namespace before inserting new data',
        },
      ],
    },
    methods,
    execute: insert,
  },
  {
    description: {
      displayName: 'Pinecone: Load',
      hidden: true,
      name: '@n8n/n8n-nodes-langchain.vectorStorePineconeLoad',
      icon: 'file:pinecone.svg',
      group: ['transform'],
      version: 1,
      description: 'Load data from Pinecone Vector Store index',
      defaults: { name: 'Pinecone: Load' },
      codex: CODEX,
      credentials: [{ name: 'pineconeApi', required: true }],
      inputs: [{ displayName: 'Embedding', maxConnections: 1, type: 'ai_embedding', required: true }],
      outputs: ['ai_vectorStore'],
      outputNames: ['Vector Store'],
      properties: [
        indexField,
        namespaceField,
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
