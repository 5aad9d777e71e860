/**
 * Pinecone Vector Store (n8n's `vectorStorePinecone` 1–1.3): documents in a Pinecone index, on the
 * `pineconeApi` credential, optionally in a namespace (see `pinecone-store.ts` for how documents
 * are written and found, `pinecone-api.ts` for the calls). Inserting first checks that the index
 * exists ("Index … not found") and, with Clear Namespace and a namespace, empties the namespace —
 * before every batch, as n8n does. Modes as every vector store, `update` included.
 */
import { NodeOperationError, type ExecuteContext, type NodeProperty, type NodeType } from '@weft/workflow';
import { metadataFilterField, storeLocator } from '../shared/ai/vector-store-fields.js';
import { createVectorStoreNode } from '../vector-store-in-memory/index.js';
import { PineconeClient } from './pinecone-api.js';
import { openPineconeStore } from './pinecone-store.js';

export { pineconeApi } from './credentials.js';

interface PineconeOptions {
  pineconeNamespace?: string;
  clearNamespace?: boolean;
}

const namespaceField: NodeProperty = {
  displayName: 'Pinecone Namespace',
  name: 'pineconeNamespace',
  type: 'string',
  default: '',
  description:
    'Partition the records in an index into namespaces. Queries and other operations are then limited to one namespace, so different requests can search different subsets of your index.',
};

const retrieveFields: NodeProperty[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [namespaceField, metadataFilterField],
  },
];

const insertFields: NodeProperty[] = [
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
        description: 'Whether to clear the namespace before inserting new data',
      },
      namespaceField,
    ],
  },
];

function settings(ctx: ExecuteContext, itemIndex: number): { indexName: string; options: PineconeOptions } {
  return {
    indexName: ctx.getNodeParameter('pineconeIndex', itemIndex, '', { extractValue: true }) as string,
    options: (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as PineconeOptions,
  };
}

/** Pinecone Vector Store, versions 1 to 1.3. */
export const vectorStorePineconeNode: NodeType[] = [
  createVectorStoreNode({
    meta: {
      displayName: 'Pinecone Vector Store',
      name: 'vectorStorePinecone',
      description: 'Work with your data in Pinecone Vector Store',
      icon: 'file:pinecone.svg',
      credentials: [{ name: 'pineconeApi', required: true }],
      operationModes: ['load', 'insert', 'retrieve', 'update', 'retrieve-as-tool'],
    },
    methods: {
      listSearch: {
        async pineconeIndexSearch(ctx) {
          const client = await PineconeClient.open(ctx);
          return { results: (await client.listIndexes()).map((index) => ({ name: index.name, value: index.name })) };
        },
      },
    },
    sharedFields: [storeLocator('Pinecone Index', 'pineconeIndex', 'pineconeIndexSearch')],
    insertFields,
    loadFields: retrieveFields,
    retrieveFields,
    recordSearches: false,
    async getVectorStoreClient(ctx, filter, embeddings, itemIndex) {
      const { indexName, options } = settings(ctx, itemIndex);
      const client = await PineconeClient.open(ctx);
      return await openPineconeStore(embeddings, {
        index: client.index(indexName),
        namespace: options.pineconeNamespace ?? undefined,
        filter,
      });
    },
    async populateVectorStore(ctx, embeddings, documents, itemIndex) {
      const { indexName, options } = settings(ctx, itemIndex);
      const client = await PineconeClient.open(ctx);
      const names = (await client.listIndexes()).map((index) => index.name);
      if (!names.includes(indexName)) {
        throw new NodeOperationError(ctx.getNode(), `Index ${indexName} not found`, {
          itemIndex,
          description: 'Please check that the index exists in your vector store',
        });
      }
      const index = client.index(indexName);
      if (options.pineconeNamespace && options.clearNamespace) {
        try {
          await index.deleteAll(options.pineconeNamespace);
        } catch {
          // As n8n: a namespace that does not exist yet has nothing to clear.
        }
      }
      const store = await openPineconeStore(embeddings, { index, namespace: options.pineconeNamespace ?? undefined });
      await store.addDocuments(documents as never);
    },
  }),
];

export { vectorStorePineconeLegacyNodes } from './legacy.js';
