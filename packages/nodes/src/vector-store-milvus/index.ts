/**
 * Milvus Vector Store (n8n's `vectorStoreMilvus` 1–1.3): documents in a Milvus collection, on the
 * `milvusApi` credential (the server's address, username and password), spoken to over gRPC with
 * the Milvus SDK as n8n does (see `milvus-store.ts`). Insert can drop the collection first (Clear
 * Collection); a missing collection is created by inserts and refused by searches. Modes as every
 * vector store, without `update`; searches take no filter.
 */
import type { ExecuteContext, NodeMethodContext, NodeProperty, NodeType } from '@weft/workflow';
import { storeLocator } from '../shared/ai/vector-store-fields.js';
import { createVectorStoreNode, type VectorStoreLike } from '../vector-store-in-memory/index.js';
import { milvusTokenClient, openMilvusStore, type MilvusStoreConfig } from './milvus-store.js';

export { milvusApi } from './credentials.js';

const insertFields: NodeProperty[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [
      {
        displayName: 'Clear Collection',
        name: 'clearCollection',
        type: 'boolean',
        default: false,
        description: 'Whether to drop the collection before inserting the documents',
      },
    ],
  },
];

/** The host of a Milvus address (`host:port` or a URL), for the outgoing-connection guard. */
export function milvusHost(address: string): string {
  return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `http://${address}`).hostname;
}

/**
 * The credential's connection settings. gRPC does not go through the HTTP helper, so the host is
 * checked against the instance's outgoing-connection guard here, as database nodes do.
 */
async function connection(ctx: ExecuteContext | NodeMethodContext): Promise<Omit<MilvusStoreConfig, 'collectionName'>> {
  const credentials = await ctx.getCredentials('milvusApi');
  const helpers = ctx.helpers as { assertHostAllowed?(host: string): Promise<void> } | undefined;
  await helpers?.assertHostAllowed?.(milvusHost(String(credentials.baseUrl ?? '')));
  return {
    address: String(credentials.baseUrl ?? ''),
    username: String(credentials.username ?? ''),
    password: String(credentials.password ?? ''),
  };
}

async function storeConfig(ctx: ExecuteContext, itemIndex: number): Promise<MilvusStoreConfig> {
  const collectionName = ctx.getNodeParameter('milvusCollection', itemIndex, '', { extractValue: true }) as string;
  return { ...(await connection(ctx)), collectionName };
}

type ClosableStore = VectorStoreLike & { close?(): Promise<void> };

/** Milvus Vector Store, versions 1 to 1.3. */
export const vectorStoreMilvusNode: NodeType[] = [
  createVectorStoreNode({
    meta: {
      displayName: 'Milvus Vector Store',
      name: 'vectorStoreMilvus',
      description: 'Work with your data in Milvus Vector Store',
      icon: 'file:milvus-icon-black.svg',
      credentials: [{ name: 'milvusApi', required: true }],
      operationModes: ['load', 'insert', 'retrieve', 'retrieve-as-tool'],
    },
    methods: {
      listSearch: {
        async milvusCollectionsSearch(ctx) {
          const client = await milvusTokenClient(await connection(ctx));
          try {
            const response = await client.listCollections();
            return { results: response.data.map((c) => ({ name: c.name, value: c.name })) };
          } finally {
            await client.closeConnection();
          }
        },
      },
    },
    sharedFields: [storeLocator('Milvus Collection', 'milvusCollection', 'milvusCollectionsSearch')],
    insertFields,
    async getVectorStoreClient(ctx, _filter, embeddings, itemIndex) {
      const store = await openMilvusStore(embeddings, await storeConfig(ctx, itemIndex));
      try {
        await store.ensureCollection();
      } catch (e) {
        await store.close();
        throw e;
      }
      return store;
    },
    async releaseVectorStoreClient(store) {
      await (store as ClosableStore).close?.();
    },
    async populateVectorStore(ctx, embeddings, documents, itemIndex) {
      const config = await storeConfig(ctx, itemIndex);
      const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as { clearCollection?: boolean };
      if (options.clearCollection) {
        const client = await milvusTokenClient(config);
        try {
          await client.dropCollection({ collection_name: config.collectionName });
        } finally {
          await client.closeConnection();
        }
      }
      const store = await openMilvusStore(embeddings, config);
      try {
        await store.addDocuments(documents as never);
      } finally {
        await store.close();
      }
    },
  }),
];
