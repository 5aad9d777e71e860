import type { CredentialType, NodeType } from '@weft/workflow';
import { openAiApi } from './ai-model-credentials/open-ai-api.js';
import { lmChatOpenAiNode } from './lm-chat-open-ai/index.js';

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiModelsNodeTypes: readonly NodeType[] = [lmChatOpenAiNode];

/** Credential types of this family. */
export const aiModelsCredentialTypes: readonly CredentialType[] = [openAiApi];
