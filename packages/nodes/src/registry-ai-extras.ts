import type { CredentialType, NodeType } from '@weft/workflow';
import { cohereApiCredential, rerankerCohereNode } from './reranker-cohere/index.js';

/** AI services and retrieval extras (Cohere reranker and embeddings, Mistral, Jina AI…): node types, their triggers and tool variants. */
export const aiExtrasNodeTypes: readonly NodeType[] = [...rerankerCohereNode];

/** Credential types of these nodes. */
export const aiExtrasCredentialTypes: readonly CredentialType[] = [cohereApiCredential];
