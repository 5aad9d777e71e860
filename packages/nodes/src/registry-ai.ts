/**
 * n8n's AI nodes (`@n8n/n8n-nodes-langchain.*`, kept under n8n's type names), one registry file per
 * family so that each family is added to without touching the others.
 */
import type { CredentialType, NodeType } from '@weft/workflow';
import { aiModelsCredentialTypes, aiModelsNodeTypes } from './registry-ai-models.js';
import { aiRootsCredentialTypes, aiRootsNodeTypes } from './registry-ai-roots.js';
import { aiChainsCredentialTypes, aiChainsNodeTypes } from './registry-ai-chains.js';
import { aiMemoryCredentialTypes, aiMemoryNodeTypes } from './registry-ai-memory.js';
import { aiToolsCredentialTypes, aiToolsNodeTypes } from './registry-ai-tools.js';
import { aiRetrievalCredentialTypes, aiRetrievalNodeTypes } from './registry-ai-retrieval.js';
import { aiOpenaiCredentialTypes, aiOpenaiNodeTypes } from './registry-ai-openai.js';
import { aiTriggersCredentialTypes, aiTriggersNodeTypes } from './registry-ai-triggers.js';

/** Every AI node type, each version listed. */
export const aiNodeTypes: readonly NodeType[] = [
  ...aiModelsNodeTypes,
  ...aiRootsNodeTypes,
  ...aiChainsNodeTypes,
  ...aiMemoryNodeTypes,
  ...aiToolsNodeTypes,
  ...aiRetrievalNodeTypes,
  ...aiOpenaiNodeTypes,
  ...aiTriggersNodeTypes,
];

/** Credential types of the AI nodes' providers. */
export const aiCredentialTypes: readonly CredentialType[] = [
  ...aiModelsCredentialTypes,
  ...aiRootsCredentialTypes,
  ...aiChainsCredentialTypes,
  ...aiMemoryCredentialTypes,
  ...aiToolsCredentialTypes,
  ...aiRetrievalCredentialTypes,
  ...aiOpenaiCredentialTypes,
  ...aiTriggersCredentialTypes,
];
