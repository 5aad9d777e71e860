import type { NodeType } from '@weft/workflow';
import { respondToChatDescription } from './description.js';
import { executeRespondToChat, respondToChatReply } from './execute.js';

export { RESPOND_TO_CHAT_TYPE, WAIT_USER_REPLY } from './description.js';

/**
 * Respond to Chat 1 (n8n's `@n8n/n8n-nodes-langchain.chat`): in a chat whose trigger answers
 * "Using Response Nodes", sends a message to the chat and waits for the user's reply, which
 * becomes its output (or goes on at once without waiting).
 */
export const respondToChatNode: NodeType[] = [
  { description: respondToChatDescription, execute: executeRespondToChat, onMessage: respondToChatReply },
];
