/**
 * A retriever over what a vector store node supplies in `retrieve` mode: the store itself, or
 * `{reranker, vectorStore}` when the store reranks its results.
 */
import type { DocumentLike } from '../shared/ai/retrieval-logging.js';

/** A LangChain retriever as the chains call it. */
export interface RetrieverLike {
  invoke(query: string, config?: unknown): Promise<DocumentLike[]>;
}

interface StoreLike {
  asRetriever(k?: number): RetrieverLike;
}

const isStore = (value: unknown): value is StoreLike =>
  !!value && typeof (value as StoreLike).asRetriever === 'function';

/**
 * The retriever of the `topK` nearest documents of a supplied store: `store.asRetriever(topK)`,
 * or LangChain's contextual-compression retriever with the reranker as compressor; undefined when
 * the value is neither.
 */
export async function retrieverFromStore(supplied: unknown, topK: number): Promise<RetrieverLike | undefined> {
  if (isStore(supplied)) return supplied.asRetriever(topK);
  const pair = supplied as { reranker?: unknown; vectorStore?: unknown } | undefined;
  if (pair && isStore(pair.vectorStore) && pair.reranker) {
    const { ContextualCompressionRetriever } =
      (await import('@langchain/classic/retrievers/contextual_compression')) as unknown as {
        ContextualCompressionRetriever: new (fields: {
          baseCompressor: unknown;
          baseRetriever: unknown;
        }) => RetrieverLike;
      };
    return new ContextualCompressionRetriever({
      baseCompressor: pair.reranker,
      baseRetriever: pair.vectorStore.asRetriever(topK),
    });
  }
  return undefined;
}
