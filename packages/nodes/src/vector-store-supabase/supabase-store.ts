/**
 * A Supabase table as LangChain's `SupabaseVectorStore` keeps documents in it (what n8n uses):
 * rows of `content`, `embedding` and `metadata` (with `id` when given, e.g. by an update),
 * upserted 500 at a time, and searches through the project's match function (`match_documents`
 * by default) called with `{query_embedding, filter, match_count}`, answering `[document,
 * similarity]` pairs. Failures are worded as LangChain words them ("Error inserting: …",
 * "Error searching for documents: …").
 */
import type { VectorStore } from '@langchain/core/vectorstores';
import type { DocumentLike } from '../shared/ai/retrieval-logging.js';
import type { EmbeddingsLike } from '../vector-store-in-memory/index.js';
import type { SupabaseRestClient } from './supabase-api.js';

/** How a store is set up. */
export interface SupabaseStoreConfig {
  client: SupabaseRestClient;
  tableName?: string;
  queryName?: string;
  /** The filter of every search (a `retrieve`-mode store's metadata filter). */
  filter?: Record<string, unknown>;
}

const UPSERT_BATCH = 500;

/** A row the match function answers. */
interface MatchRow {
  id?: unknown;
  content?: string | null;
  metadata?: Record<string, unknown> | null;
  similarity: number;
}

/** A Supabase store over LangChain's `VectorStore` (loaded on first use). */
export async function openSupabaseStore(embeddings: EmbeddingsLike, config: SupabaseStoreConfig): Promise<VectorStore> {
  const [{ VectorStore: Base }, { Document }] = await Promise.all([
    import('@langchain/core/vectorstores'),
    import('@langchain/core/documents'),
  ]);

  class SupabaseStore extends Base {
    declare FilterType: Record<string, unknown>;
    readonly client = config.client;
    readonly tableName = config.tableName || 'documents';
    readonly queryName = config.queryName || 'match_documents';
    readonly filter = config.filter;

    _vectorstoreType(): string {
      return 'supabase';
    }

    async addDocuments(documents: DocumentLike[], options?: { ids?: string[] }): Promise<string[]> {
      return this.addVectors(
        await this.embeddings.embedDocuments(documents.map((d) => d.pageContent)),
        documents,
        options,
      );
    }

    /** Writes the rows; answers the IDs the table gave them (numbers for a `bigint` key, as LangChain answers them). */
    async addVectors(vectors: number[][], documents: DocumentLike[], options?: { ids?: string[] }): Promise<string[]> {
      const rows = vectors.map((embedding, i) => ({
        content: documents[i]!.pageContent,
        embedding,
        metadata: documents[i]!.metadata,
      }));
      let ids: unknown[] = [];
      for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
        const chunk = rows
          .slice(i, i + UPSERT_BATCH)
          .map((row, j) => (options?.ids ? { id: options.ids[i + j], ...row } : row));
        const res = await this.client.upsert<{ id?: unknown }>(this.tableName, chunk);
        if (res.error) throw new Error(`Error inserting: ${res.error.message} ${res.status} ${res.statusText}`);
        if (res.data) ids = ids.concat(res.data.map((row) => row.id));
      }
      return ids as string[];
    }

    async similaritySearchVectorWithScore(
      query: number[],
      k: number,
      filter?: Record<string, unknown>,
    ): Promise<Array<[InstanceType<typeof Document>, number]>> {
      if (filter && this.filter) throw new Error('cannot provide both `filter` and `this.filter`');
      const params: Record<string, unknown> = { query_embedding: query };
      params.filter = filter ?? this.filter ?? {};
      params.match_count = k;
      const { data, error } = await this.client.rpc<MatchRow[]>(this.queryName, params);
      if (error) throw new Error(`Error searching for documents: ${error.code} ${error.message} ${error.details}`);
      return (data ?? []).map((row) => [
        new Document({ metadata: row.metadata ?? {}, pageContent: row.content ?? '' }),
        row.similarity,
      ]);
    }
  }

  return new SupabaseStore(embeddings, {});
}
