import type { NodeType } from '@weft/workflow';

/** n8n's type name of the Manual Chat Trigger (kept as it is in Weft). */
export const MANUAL_CHAT_TRIGGER_TYPE = '@n8n/n8n-nodes-langchain.manualChatTrigger';

/**
 * Manual Chat Trigger 1–1.1 (n8n's hidden predecessor of the Chat Trigger): a manual run started
 * from the editor's chat begins here with `{sessionId, action, chatInput}`, which it passes on.
 */
export const manualChatTriggerNode: NodeType[] = [
  {
    description: {
      name: MANUAL_CHAT_TRIGGER_TYPE,
      displayName: 'Manual Chat Trigger',
      icon: 'fa:comments',
      group: ['trigger'],
      version: [1, 1.1],
      description: 'Runs the flow on a chat message sent from the editor',
      maxNodes: 1,
      hidden: true,
      defaults: { name: 'When chat message received', color: '#909298' },
      codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Other Trigger Nodes'] } },
      inputs: [],
      outputs: ['main'],
      properties: [
        {
          displayName: 'A manual chat run starts here: open the chat on the canvas and send a message',
          name: 'notice',
          type: 'notice',
          default: '',
        },
        {
          displayName: 'Chat and execute workflow',
          name: 'openChat',
          type: 'button' as never,
          typeOptions: { buttonConfig: { action: 'openChat' } },
          default: '',
        },
      ],
    },
    async execute(ctx) {
      return [ctx.getInputData()];
    },
  },
];
