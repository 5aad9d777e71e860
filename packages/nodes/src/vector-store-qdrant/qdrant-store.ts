/**
 * A Qdrant collection as LangChain's `QdrantVectorStore` keeps documents in it (what n8n uses):
 * one point per document with a random UUID, its text and metadata in the payload under
 * `content` and `metadata` (keys configurable). Before every write and search the collection is
 * looked up and, when missing, created — with the Collection Config given, else with the size of
 * the embedding of the word "test" and cosine distance — so a search of a missing collection finds
 * nothing rather than failing, as in n8n. Searches use the universal query API with the payload
 * keys, answering `[document, score]` pairs; a store's own filter (`retrieve` mode) is merged under
 * the filter of a `similaritySearch` call.
 */
import { randomUUID } from 'node:crypto';
import type { VectorStore } from '@langchain/core/vectorstores';
import type { DocumentLike } from '../shared/ai/retrieval-logging.js';
import type { EmbeddingsLike } from '../vector-store-in-memory/index.js';
import { QdrantApiError, type QdrantClient } from './qdrant-api.js';

/** How a store is set up. */
export interface QdrantStoreConfig {
  client: QdrantClient;
  collectionName: string;
  /** Settings of the collection when it has to be created. */
  collectionConfig?: Record<string, unknown>;
  contentPayloadKey?: string;
  metadataPayloadKey?: string;
  /** Merged under the filter of every `similaritySearch` (a `retrieve`-mode store's search filter). */
  defaultFilter?: Record<string, unknown>;
}

/** A Qdrant store over LangChain's `VectorStore` (loaded on first use). */
export async function openQdrantStore(embeddings: EmbeddingsLike, config: QdrantStoreConfig): Promise<VectorStore> {
  const [{ VectorStore: Base }, { Document }] = await Promise.all([
    import('@langchain/core/vectorstores'),
    import('@langchain/core/documents'),
  ]);

  class QdrantStore extends Base {
    declare FilterType: Record<string, unknown>;
    readonly client = config.client;
    readonly collectionName = config.collectionName;
    readonly collectionConfig = config.collectionConfig;
    readonly contentPayloadKey = config.contentPayloadKey ?? 'content';
    readonly metadataPayloadKey = config.metadataPayloadKey ?? 'metadata';
    readonly defaultFilter = config.defaultFilter ?? {};

    _vectorstoreType(): string {
      return 'qdrant';
    }

    /** Creates the collection when the server does not have it. */
    async ensureCollection(): Promise<void> {
      const names = await this.client.collectionNames();
      if (names.includes(this.collectionName)) return;
      const settings = this.collectionConfig ?? {
        vectors: { size: (await this.embeddings.embedQuery('test')).length, distance: 'Cosine' },
      };
      await this.client.createCollection(this.collectionName, settings);
    }

    async addDocuments(documents: DocumentLike[], options?: { ids?: string[] }): Promise<void> {
      await this.addVectors(
        await this.embeddings.embedDocuments(documents.map((d) => d.pageContent)),
        documents,
        options,
      );
    }

    async addVectors(vectors: number[][], documents: DocumentLike[], options?: { ids?: string[] }): Promise<void> {
      if (vectors.length === 0) return;
      await this.ensureCollection();
      const points = vectors.map((vector, i) => ({
        id: documents[i]!.id ?? options?.ids?.[i] ?? randomUUID(),
        vector,
        payload: {
          [this.contentPayloadKey]: documents[i]!.pageContent,
          [this.metadataPayloadKey]: documents[i]!.metadata,
        },
      }));
      try {
        await this.client.upsert(this.collectionName, points);
      } catch (e) {
        if (!(e instanceof QdrantApiError)) throw e;
        // LangChain's wording of a refused write: status, reason and Qdrant's error.
        throw new Error(`${e.status} ${e.message}: ${e.qdrantError}`, { cause: e });
      }
    }

    override async similaritySearch(
      query: string,
      k = 4,
      filter?: Record<string, unknown>,
      callbacks?: unknown,
    ): Promise<Array<InstanceType<typeof Document>>> {
      return super.similaritySearch(query, k, { ...this.defaultFilter, ...filter }, callbacks as never);
    }

    async similaritySearchVectorWithScore(
      query: number[],
      k: number,
      filter?: Record<string, unknown>,
    ): Promise<Array<[InstanceType<typeof Document>, number]>> {
      if (!query) return [];
      await this.ensureCollection();
      const points = await this.client.query(this.collectionName, {
        query,
        limit: k,
        filter,
        with_payload: [this.metadataPayloadKey, this.contentPayloadKey],
        with_vector: false,
      });
      return points.map((p) => {
        const payload = p.payload ?? {};
        return [
          new Document({
            id: p.id as string,
            metadata: payload[this.metadataPayloadKey] as Record<string, unknown>,
            pageContent: payload[this.contentPayloadKey] as string,
          }),
          p.score,
        ];
      });
    }
  }

  return new QdrantStore(embeddings, {});
}
