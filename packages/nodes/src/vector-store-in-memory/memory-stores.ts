/**
 * The in-memory vector stores of the instance (n8n's `MemoryVectorStoreManager`): LangChain's
 * `MemoryVectorStore`s by memory key, shared by every workflow and execution of this process and
 * lost when it stops. Each use hands the stores the embeddings of the node using them, as n8n does.
 */
import type { DocumentLike, VectorStoreLike, EmbeddingsLike } from './types.js';

type MemoryStore = VectorStoreLike & { embeddings: EmbeddingsLike; memoryVectors: unknown[] };

const stores = new Map<string, MemoryStore>();

/** The keys of the stores there are (the Memory Key list of the editor). */
export function memoryStoreKeys(): string[] {
  return [...stores.keys()];
}

/** The store of a key (created empty on first use), with `embeddings` for every store. */
export async function memoryStore(key: string, embeddings: EmbeddingsLike): Promise<MemoryStore> {
  for (const store of stores.values()) store.embeddings = embeddings;
  let store = stores.get(key);
  if (!store) {
    const { MemoryVectorStore } = await import('@langchain/classic/vectorstores/memory');
    store = await MemoryVectorStore.fromExistingIndex(embeddings);
    stores.set(key, store);
  }
  return store;
}

/** Adds documents to the store of a key, emptying it first with `clear`. */
export async function addToMemoryStore(
  key: string,
  embeddings: EmbeddingsLike,
  documents: DocumentLike[],
  clear: boolean,
): Promise<void> {
  if (clear) stores.delete(key);
  const store = await memoryStore(key, embeddings);
  await store.addDocuments(documents);
}

/** Forgets every store (tests). */
export function clearMemoryStores(): void {
  stores.clear();
}
