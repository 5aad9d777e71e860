import { CORE_NODE_TYPES, type WorkflowNode } from '@weft/workflow';

/** Whether a node is a Chat Trigger (served at `/webhook/<webhookId>/chat`). */
export function isChatTrigger(node: Pick<WorkflowNode, 'type'>): boolean {
  return node.type === CORE_NODE_TYPES.chatTrigger;
}

/** Whether a node starts a chat run from the editor (Chat Trigger or Manual Chat Trigger). */
export function isAnyChatTrigger(node: Pick<WorkflowNode, 'type'>): boolean {
  return node.type === CORE_NODE_TYPES.chatTrigger || node.type === CORE_NODE_TYPES.manualChatTrigger;
}

/**
 * The webhook path of a Chat Trigger as n8n builds it: the node's webhookId, then `chat`. A node
 * without a webhookId cannot be served.
 */
export function chatTriggerPath(node: WorkflowNode): string {
  if (!node.webhookId)
    throw new Error(`The Chat Trigger "${node.name}" has no webhookId; add it again to the workflow`);
  return `${node.webhookId}/chat`;
}
