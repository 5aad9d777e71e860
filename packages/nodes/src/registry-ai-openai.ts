import type { CredentialType, NodeType } from '@weft/workflow';
import { openAiNode } from './open-ai/index.js';
import { googleGeminiNode } from './google-gemini/index.js';
import { toolVariant } from './ai-tool-variants/index.js';

/** n8n offers Google Gemini 1 to agents as a tool (`@n8n/n8n-nodes-langchain.googleGeminiTool`); the OpenAI node it does not. */
const googleGeminiTool = toolVariant(googleGeminiNode[0]!, [1], 'googleGemini');

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiOpenaiNodeTypes: readonly NodeType[] = [
  ...openAiNode,
  ...googleGeminiNode,
  ...(googleGeminiTool ? [googleGeminiTool] : []),
];

/** Credential types of this family (openAiApi and googlePalmApi come with the chat models' family). */
export const aiOpenaiCredentialTypes: readonly CredentialType[] = [];
