/**
 * A Pinecone index as LangChain's `PineconeStore` keeps documents in it (what n8n uses): one
 * vector per document with a random UUID (or the ID given), its text under the metadata key
 * `text`, and the metadata flattened the way Pinecone takes it — nested objects and arrays become
 * dotted keys (`loc.lines.from`), lists of strings stay lists, empty and null values are dropped.
 * Writes go 100 vectors per upsert; searches answer `[document, score]` pairs, skipping matches
 * without a score, the `text` key as the page content and the rest of the metadata as metadata. A
 * filter with a `namespace` key searches that namespace instead of the store's.
 */
import { randomUUID } from 'node:crypto';
import type { VectorStore } from '@langchain/core/vectorstores';
import type { DocumentLike } from '../shared/ai/retrieval-logging.js';
import type { EmbeddingsLike } from '../vector-store-in-memory/index.js';
import type { PineconeIndex, PineconeVector } from './pinecone-api.js';

/** How a store is set up. */
export interface PineconeStoreConfig {
  index: PineconeIndex;
  namespace?: string;
  /** The filter of every search (a `retrieve`-mode store's metadata filter). */
  filter?: Record<string, unknown>;
  textKey?: string;
}

const UPSERT_CHUNK = 100;

const isRecord = (v: unknown): v is Record<string, unknown> => Object.prototype.toString.call(v) === '[object Object]';

/** Nested objects and arrays as dotted keys (empty ones kept as they are). */
export function flattenMetadata(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (current: Record<string, unknown> | unknown[], prefix: string) => {
    for (const [key, v] of Object.entries(current)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if ((isRecord(v) || Array.isArray(v)) && Object.keys(v).length > 0) walk(v, path);
      else out[path] = v;
    }
  };
  walk(value, '');
  return out;
}

/** A document's metadata as Pinecone takes it, its text under `textKey`. */
export function pineconeMetadata(document: DocumentLike, textKey: string): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...document.metadata };
  const stringLists: Record<string, unknown> = {};
  for (const key of Object.keys(rest)) {
    const v = rest[key];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) {
      stringLists[key] = v;
      delete rest[key];
    }
  }
  const metadata: Record<string, unknown> = {
    ...flattenMetadata(rest),
    ...stringLists,
    [textKey]: document.pageContent,
  };
  for (const key of Object.keys(metadata)) {
    const v = metadata[key];
    if (v === null || v === undefined) delete metadata[key];
    else if (typeof v === 'object' && Object.keys(v).length === 0) delete metadata[key];
  }
  return metadata;
}

/** A Pinecone store over LangChain's `VectorStore` (loaded on first use). */
export async function openPineconeStore(embeddings: EmbeddingsLike, config: PineconeStoreConfig): Promise<VectorStore> {
  const [{ VectorStore: Base }, { Document }] = await Promise.all([
    import('@langchain/core/vectorstores'),
    import('@langchain/core/documents'),
  ]);

  class PineconeStore extends Base {
    declare FilterType: Record<string, unknown>;
    readonly index = config.index;
    readonly namespace = config.namespace;
    readonly filter = config.filter;
    readonly textKey = config.textKey ?? 'text';

    _vectorstoreType(): string {
      return 'pinecone';
    }

    async addDocuments(documents: DocumentLike[], options?: { ids?: string[]; namespace?: string }): Promise<string[]> {
      return this.addVectors(
        await this.embeddings.embedDocuments(documents.map((d) => d.pageContent)),
        documents,
        options,
      );
    }

    async addVectors(
      vectors: number[][],
      documents: DocumentLike[],
      options?: { ids?: string[]; namespace?: string },
    ): Promise<string[]> {
      const ids = options?.ids ?? documents.map(() => randomUUID());
      const records: PineconeVector[] = vectors.map((values, i) => ({
        id: ids[i]!,
        metadata: pineconeMetadata(documents[i]!, this.textKey),
        values,
      }));
      const namespace = options?.namespace || this.namespace || '';
      for (let i = 0; i < records.length; i += UPSERT_CHUNK)
        await this.index.upsert(namespace, records.slice(i, i + UPSERT_CHUNK));
      return ids;
    }

    async similaritySearchVectorWithScore(
      query: number[],
      k: number,
      filter?: Record<string, unknown>,
    ): Promise<Array<[InstanceType<typeof Document>, number]>> {
      if (filter && this.filter) throw new Error('cannot provide both `filter` and `this.filter`');
      let searchFilter = filter ?? this.filter;
      let namespace = this.namespace ?? '';
      if (searchFilter && 'namespace' in searchFilter) {
        // As LangChain: the key names the namespace and leaves the filter (of the store too).
        namespace = searchFilter.namespace as string;
        delete searchFilter.namespace;
      }
      if (Object.keys(searchFilter ?? {}).length === 0) searchFilter = undefined;
      const matches = await this.index.query(namespace ?? '', {
        includeMetadata: true,
        topK: k,
        vector: query,
        filter: searchFilter,
      });
      const out: Array<[InstanceType<typeof Document>, number]> = [];
      for (const match of matches) {
        const { [this.textKey]: text, ...metadata } = match.metadata ?? { [this.textKey]: '' };
        if (match.score)
          out.push([
            new Document({
              id: match.id,
              pageContent: text === undefined || text === null ? '' : String(text),
              metadata,
            }),
            match.score,
          ]);
      }
      return out;
    }
  }

  return new PineconeStore(embeddings, {});
}
