import type { CredentialType, NodeType } from '@weft/workflow';
import { embeddingsCohereNode } from './embeddings-cohere/index.js';
import { embeddingsMistralCloudNode } from './embeddings-mistral-cloud/index.js';
import { cohereApiCredential, rerankerCohereNode } from './reranker-cohere/index.js';

/** AI services and retrieval extras (Cohere reranker and embeddings, Mistral, Jina AI…): node types, their triggers and tool variants. */
export const aiExtrasNodeTypes: readonly NodeType[] = [
  ...rerankerCohereNode,
  ...embeddingsCohereNode,
  ...embeddingsMistralCloudNode,
];

/** Credential types of these nodes. */
export const aiExtrasCredentialTypes: readonly CredentialType[] = [cohereApiCredential];
