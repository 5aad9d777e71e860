import type { WorkflowNode } from '@weft/workflow';

/** n8n's type names of the chat triggers (AI nodes keep n8n's names in Weft). */
export const CHAT_TRIGGER_TYPE = '@n8n/n8n-nodes-langchain.chatTrigger';
export const MANUAL_CHAT_TRIGGER_TYPE = '@n8n/n8n-nodes-langchain.manualChatTrigger';

/** Whether a node is a Chat Trigger (served at `/webhook/<webhookId>/chat`). */
export function isChatTrigger(node: Pick<WorkflowNode, 'type'>): boolean {
  return node.type === CHAT_TRIGGER_TYPE;
}

/** Whether a node starts a chat run from the editor (Chat Trigger or Manual Chat Trigger). */
export function isAnyChatTrigger(node: Pick<WorkflowNode, 'type'>): boolean {
  return node.type === CHAT_TRIGGER_TYPE || node.type === MANUAL_CHAT_TRIGGER_TYPE;
}

/**
 * The webhook path of a Chat Trigger as n8n builds it: the node's webhookId, then `chat`. A node
 * without a webhookId cannot be served.
 */
export function chatTriggerPath(node: WorkflowNode): string {
  if (!node.webhookId) throw new Error(`The Chat Trigger "${node.name}" has no webhookId; add it again to the workflow`);
  return `${node.webhookId}/chat`;
}
