import type { CredentialType, NodeType } from '@weft/workflow';
import { memoryMongoDbChatNode } from './memory-mongo-db-chat/index.js';
import { vectorStoreMongoDbAtlasNode } from './vector-store-mongo-db-atlas/index.js';

/**
 * AI nodes on MongoDB (MongoDB chat memory, MongoDB Atlas vector store): node types, their triggers
 * and tool variants. The vector store is its own tool (its `retrieve-as-tool` mode), as every
 * vector store.
 */
export const aiMongoNodeTypes: readonly NodeType[] = [...memoryMongoDbChatNode, ...vectorStoreMongoDbAtlasNode];

/** Credential types of these nodes: none of their own (they use `mongoDb`, registered with the MongoDB node). */
export const aiMongoCredentialTypes: readonly CredentialType[] = [];
