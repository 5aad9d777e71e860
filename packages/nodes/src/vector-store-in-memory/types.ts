/** The types the vector store nodes share (see `vector-store-node.ts`). */
export type { DocumentLike } from '../shared/ai/retrieval-logging.js';
export type { EmbeddingsLike, VectorStoreLike, VectorStoreNodeArgs, OperationMode } from './vector-store-node.js';
