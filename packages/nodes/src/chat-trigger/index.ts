import type { NodeType } from '@weft/workflow';
import { chatTriggerDescription } from './description.js';
import { previousSessionMessages } from './previous-session.js';

export { CHAT_TRIGGER_TYPE, CHAT_PATH } from './description.js';

/**
 * Chat Trigger (n8n's `chatTrigger`): starts the workflow with a chat message. The server serves
 * the chat (`/webhook/<webhookId>/chat`: the hosted page on GET, messages on POST) and starts the
 * run at this node with the message item `{sessionId, action, chatInput, files?}`, which the node
 * passes on. Asked for a session's earlier messages (`action: 'loadPreviousSession'` with the
 * option "From Memory"), it answers them from its memory, one item per message.
 */
export const chatTriggerNode: NodeType[] = [
  {
    description: chatTriggerDescription,
    async execute(ctx) {
      const items = ctx.getInputData();
      const first = items[0]?.json;
      const fromMemory = ctx.getNodeParameter('options.loadPreviousSession', 0, 'notSupported') === 'memory';
      if (first?.action === 'loadPreviousSession' && fromMemory) {
        return [(await previousSessionMessages(ctx, 0)).map((json) => ({ json }))];
      }
      return [items];
    },
  },
];
