import type { CredentialType, NodeType } from '@weft/workflow';
import { openAiNode } from './open-ai/index.js';
import { googleGeminiNode } from './google-gemini/index.js';

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiOpenaiNodeTypes: readonly NodeType[] = [...openAiNode, ...googleGeminiNode];

/** Credential types of this family (openAiApi and googlePalmApi come with the chat models' family). */
export const aiOpenaiCredentialTypes: readonly CredentialType[] = [];
