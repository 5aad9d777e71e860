/**
 * A MongoDB collection searched with Atlas Vector Search, keeping documents as LangChain's MongoDB
 * Atlas store (what n8n uses) keeps them: one MongoDB document per document, its text under the
 * text field, its embedding under the embedding field and its metadata spread beside them (so
 * `_id` and every other field come back as metadata). Writes without IDs are one `insertMany`;
 * with IDs (update mode) each is an upsert `$set` of the document under that `_id`. A search is
 * one aggregation: `$vectorSearch` (the query vector with integers nudged to doubles, `limit` k,
 * `numCandidates` 10·k, the pre-filter), the score set from `vectorSearchScore`, the embedding
 * projected away, then the post-filter pipeline. As in n8n, the filter a caller passes to a
 * search is not used; the store's pre-filter and post-filter pipeline are.
 */
import type { Collection, Document as MongoDocument } from 'mongodb';
import type { VectorStore } from '@langchain/core/vectorstores';
import type { DocumentLike } from '../shared/ai/retrieval-logging.js';
import type { EmbeddingsLike } from '../vector-store-in-memory/index.js';

/** How a store is set up. */
export interface AtlasStoreConfig {
  collection: Collection;
  indexName: string;
  /** The field holding a document's text. */
  textKey: string;
  /** The field holding a document's embedding. */
  embeddingKey: string;
  /** The `filter` of the `$vectorSearch` stage. */
  preFilter?: unknown;
  /** Stages appended to every search. */
  postFilterPipeline?: unknown;
}

/** A vector whose integers are given a tiny fraction, so the driver sends them as doubles (Atlas does not cast integers). */
export function asDoubles(vector: number[]): number[] {
  return vector.map((value) => (Number.isInteger(value) ? value + 1e-15 : value));
}

/** A document's fields as JSON (ObjectIds as hex strings, dates as ISO text), as n8n's output shows them. */
function asJson(fields: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(fields)) as Record<string, unknown>;
}

/** The aggregation of a search, as LangChain's MongoDB store builds it from n8n's pre- and post-filter. */
export function searchPipeline(config: AtlasStoreConfig, query: number[], k: number): MongoDocument[] {
  const filter = { preFilter: config.preFilter, postFilterPipeline: config.postFilterPipeline };
  const post = filter.postFilterPipeline ?? [];
  if (typeof (post as Iterable<unknown>)[Symbol.iterator] !== 'function')
    throw new TypeError('postFilterPipeline is not iterable');
  const pre = filter.preFilter || filter.postFilterPipeline ? filter.preFilter : filter;
  return [
    {
      $vectorSearch: {
        queryVector: asDoubles(query),
        index: config.indexName,
        path: config.embeddingKey,
        limit: k,
        numCandidates: 10 * k,
        ...(pre ? { filter: pre } : {}),
      },
    },
    { $set: { score: { $meta: 'vectorSearchScore' } } },
    { $project: { [config.embeddingKey]: 0 } },
    ...(post as MongoDocument[]),
  ];
}

/** An Atlas store over LangChain's `VectorStore` (loaded on first use). */
export async function openAtlasStore(embeddings: EmbeddingsLike, config: AtlasStoreConfig): Promise<VectorStore> {
  const [{ VectorStore: Base }, { Document }] = await Promise.all([
    import('@langchain/core/vectorstores'),
    import('@langchain/core/documents'),
  ]);

  class AtlasStore extends Base {
    declare FilterType: Record<string, unknown>;
    readonly collection = config.collection;

    _vectorstoreType(): string {
      return 'mongodb_atlas';
    }

    async addDocuments(documents: DocumentLike[], options?: { ids?: string[] }): Promise<string[]> {
      return this.addVectors(
        await this.embeddings.embedDocuments(documents.map((d) => d.pageContent)),
        documents,
        options,
      );
    }

    async addVectors(vectors: number[][], documents: DocumentLike[], options?: { ids?: string[] }): Promise<string[]> {
      const docs: MongoDocument[] = vectors.map((embedding, i) => ({
        [config.textKey]: documents[i]!.pageContent,
        [config.embeddingKey]: embedding,
        ...documents[i]!.metadata,
      }));
      const ids = options?.ids;
      if (ids === undefined) {
        await this.collection.insertMany(docs);
        return docs.map((doc) => String(doc._id));
      }
      if (ids.length !== vectors.length)
        throw new Error('If provided, "options.ids" must be an array with the same length as "vectors".');
      for (let i = 0; i < docs.length; i++) {
        await this.collection.updateOne(
          { _id: ids[i] as never },
          { $set: { _id: ids[i], ...docs[i] } },
          { upsert: true },
        );
      }
      return ids;
    }

    async similaritySearchVectorWithScore(
      query: number[],
      k: number,
    ): Promise<Array<[InstanceType<typeof Document>, number]>> {
      const found = await this.collection.aggregate(searchPipeline(config, query, k)).toArray();
      return found.map((result) => {
        const { score, [config.textKey]: text, ...metadata } = result;
        return [new Document({ pageContent: text as string, metadata: asJson(metadata) }), score as number];
      });
    }
  }

  return new AtlasStore(embeddings, {});
}
