import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { embeddingsCohereNode } from './embeddings-cohere/index.js';
import { embeddingsMistralCloudNode } from './embeddings-mistral-cloud/index.js';
import { jinaAiApiCredential, jinaAiNode } from './jina-ai/index.js';
import { mistralAiNode } from './mistral-ai/index.js';
import { cohereApiCredential, rerankerCohereNode } from './reranker-cohere/index.js';

/** AI services and retrieval extras (Cohere reranker and embeddings, Mistral, Jina AI…): node types, their triggers and tool variants. */
export const aiExtrasNodeTypes: readonly NodeType[] = [
  ...rerankerCohereNode,
  ...embeddingsCohereNode,
  ...embeddingsMistralCloudNode,
  ...mistralAiNode,
  // n8n offers Mistral AI 1 to agents as a tool (`mistralAiTool`).
  ...buildToolVariants(mistralAiNode, { mistralAi: [1] }),
  ...jinaAiNode,
  // n8n offers Jina AI 1 to agents as a tool (`jinaAiTool`).
  ...buildToolVariants(jinaAiNode, { jinaAi: [1] }),
];

/** Credential types of these nodes. */
export const aiExtrasCredentialTypes: readonly CredentialType[] = [cohereApiCredential, jinaAiApiCredential];
