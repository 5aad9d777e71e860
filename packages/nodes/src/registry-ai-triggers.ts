import type { CredentialType, NodeType } from '@weft/workflow';
import { chatTriggerNode } from './chat-trigger/index.js';
import { manualChatTriggerNode } from './manual-chat-trigger/index.js';
import { mcpTriggerNode } from './mcp-trigger/index.js';
import { respondToChatNode } from './respond-to-chat/index.js';
import { toolVariant } from './ai-tool-variants/index.js';

/**
 * n8n offers Respond to Chat 1 to agents as a tool (`@n8n/n8n-nodes-langchain.chatTool`): the
 * AI Agent 3 waits in its place for the user's reply (see agent/execute-v3.ts).
 */
const chatTool = toolVariant(respondToChatNode[0]!, [1], 'chat');

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiTriggersNodeTypes: readonly NodeType[] = [
  ...chatTriggerNode,
  ...manualChatTriggerNode,
  ...mcpTriggerNode,
  ...respondToChatNode,
  ...(chatTool ? [chatTool] : []),
];

/** Credential types of this family. */
export const aiTriggersCredentialTypes: readonly CredentialType[] = [];
