import type { CredentialType, NodeType } from '@weft/workflow';

/** AI services and retrieval extras (Cohere reranker and embeddings, Mistral, Jina AI…): node types, their triggers and tool variants. */
export const aiExtrasNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const aiExtrasCredentialTypes: readonly CredentialType[] = [];
