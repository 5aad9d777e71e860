/**
 * MongoDB Atlas Vector Store (n8n's `vectorStoreMongoDBAtlas` 1–1.3): documents in a MongoDB
 * collection searched through an Atlas Vector Search index, on Weft's `mongoDb` credential (its
 * database). Modes as every vector store, `update` included (see `atlas-store.ts` for how
 * documents are kept and searched).
 *
 * As n8n 1.123: inserting creates the collection when missing and does not look for the index;
 * every other mode first checks that the collection has a search index of that name ("Index …
 * not found"). Searches use the Pre Filter and Post Filter Pipeline options; the Metadata Filter,
 * Namespace and Clear Namespace options are offered but not used. Failures while inserting are
 * reported as "Error: …" with a hint to check the connection, as n8n reports them.
 */
import { NodeOperationError, type ExecuteContext, type NodeType } from '@weft/workflow';
import { createVectorStoreNode } from '../vector-store-in-memory/index.js';
import { openAtlasStore } from './atlas-store.js';
import { connectAtlas, jsonOption, stringParameter, type AtlasConnection } from './client.js';
import { insertFields, PARAM, retrieveFields, sharedFields } from './fields.js';

const CONNECTION_HINT = 'Please check your MongoDB Atlas connection details';

/** The clients of the stores handed out, closed when the store is given back. */
const clients = new WeakMap<object, AtlasConnection['client']>();

/** Collection, index, embedding field and text field of an item. */
function storeParameters(ctx: ExecuteContext, itemIndex: number) {
  return {
    collectionName: stringParameter(ctx, PARAM.collection, itemIndex),
    indexName: stringParameter(ctx, PARAM.indexName, itemIndex),
    embeddingKey: stringParameter(ctx, PARAM.embedding, itemIndex),
    textKey: stringParameter(ctx, PARAM.textField, itemIndex),
  };
}

/** MongoDB Atlas Vector Store, versions 1 to 1.3. */
export const vectorStoreMongoDbAtlasNode: NodeType[] = [
  createVectorStoreNode({
    meta: {
      displayName: 'MongoDB Atlas Vector Store',
      name: 'vectorStoreMongoDBAtlas',
      description: 'Work with your data in MongoDB Atlas Vector Store',
      icon: 'file:mongodb.svg',
      credentials: [{ name: 'mongoDb', required: true }],
      operationModes: ['load', 'insert', 'retrieve', 'update', 'retrieve-as-tool'],
    },
    methods: {
      listSearch: {
        async mongoCollectionSearch(ctx) {
          let connection: AtlasConnection | undefined;
          try {
            connection = await connectAtlas(ctx);
            const collections = await connection.db.listCollections().toArray();
            return { results: collections.map((c) => ({ name: c.name, value: c.name })) };
          } catch (error) {
            throw new NodeOperationError(ctx.getNode(), `Error: ${(error as Error).message}`);
          } finally {
            await connection?.client.close().catch(() => undefined);
          }
        },
      },
    },
    sharedFields,
    insertFields,
    loadFields: retrieveFields,
    retrieveFields,
    recordSearches: false,
    async getVectorStoreClient(ctx, _filter, embeddings, itemIndex) {
      let connection: AtlasConnection | undefined;
      try {
        connection = await connectAtlas(ctx);
        const { collectionName, indexName, embeddingKey, textKey } = storeParameters(ctx, itemIndex);
        const collection = connection.db.collection(collectionName);
        const indexes = await collection.listSearchIndexes().toArray();
        if (!indexes.some((index) => index.name === indexName)) {
          throw new NodeOperationError(ctx.getNode(), `Index ${indexName} not found`, {
            itemIndex,
            description: 'Please check that the index exists in your collection',
          });
        }
        const preFilter = jsonOption(ctx, PARAM.preFilter, itemIndex);
        const postFilterPipeline = jsonOption(ctx, PARAM.postFilterPipeline, itemIndex);
        const store = await openAtlasStore(embeddings, {
          collection,
          indexName,
          textKey,
          embeddingKey,
          preFilter: preFilter ?? {},
          postFilterPipeline,
        });
        clients.set(store, connection.client);
        return store;
      } catch (error) {
        await connection?.client.close().catch(() => undefined);
        if (error instanceof NodeOperationError) throw error;
        throw new NodeOperationError(ctx.getNode(), `Error: ${(error as Error).message}`, {
          itemIndex,
          description: CONNECTION_HINT,
        });
      }
    },
    async releaseVectorStoreClient(store) {
      const client = clients.get(store);
      clients.delete(store);
      await client?.close().catch(() => undefined);
    },
    async populateVectorStore(ctx, embeddings, documents, itemIndex) {
      let connection: AtlasConnection | undefined;
      try {
        connection = await connectAtlas(ctx);
        const { collectionName, indexName, embeddingKey, textKey } = storeParameters(ctx, itemIndex);
        const existing = await connection.db.listCollections({ name: collectionName }).toArray();
        if (existing.length === 0) await connection.db.createCollection(collectionName);
        const collection = connection.db.collection(collectionName);
        const store = await openAtlasStore(embeddings, { collection, indexName, textKey, embeddingKey });
        await store.addDocuments(documents as never);
      } catch (error) {
        throw new NodeOperationError(ctx.getNode(), `Error: ${(error as Error).message}`, {
          itemIndex,
          description: CONNECTION_HINT,
        });
      } finally {
        await connection?.client.close().catch(() => undefined);
      }
    },
  }),
];
