import type { CredentialType, NodeType } from '@weft/workflow';
import { chatTriggerNode } from './chat-trigger/index.js';
import { manualChatTriggerNode } from './manual-chat-trigger/index.js';
import { mcpTriggerNode } from './mcp-trigger/index.js';
import { respondToChatNode } from './respond-to-chat/index.js';

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiTriggersNodeTypes: readonly NodeType[] = [
  ...chatTriggerNode,
  ...manualChatTriggerNode,
  ...mcpTriggerNode,
  ...respondToChatNode,
];

/** Credential types of this family. */
export const aiTriggersCredentialTypes: readonly CredentialType[] = [];
