/**
 * Simple Memory (n8n's `memoryBufferWindow`, versions 1–1.3): the last interactions of a chat,
 * kept in this process per workflow and session (see {@link SessionStore}).
 */
import type { NodeType, SupplyDataContext } from '@weft/workflow';
import {
  connectedToAgentNotice,
  contextWindowLengthProperty,
  customSessionKeyProperty,
  inputSessionKeyProperty,
  legacySessionKeyProperties,
  sessionIdAtVersion,
  sessionIdTypeProperty,
  wrapMemory,
} from '../shared/ai/memory.js';
import { SessionStore } from './session-store.js';

/** The sessions of every Simple Memory in this process. */
export const simpleMemorySessions = new SessionStore<import('@langchain/classic/memory').BufferWindowMemory>();

async function supplySimpleMemory(ctx: SupplyDataContext, itemIndex: number) {
  const k = ctx.getNodeParameter('contextWindowLength', itemIndex) as number;
  const sessionId = sessionIdAtVersion(ctx, itemIndex, 1.2);
  const key = `${ctx.getWorkflow().id}__${sessionId}`;
  const { BufferWindowMemory } = await import('@langchain/classic/memory');
  const memory = await simpleMemorySessions.get(
    key,
    () =>
      new BufferWindowMemory({
        k,
        inputKey: 'input',
        memoryKey: 'chat_history',
        outputKey: 'output',
        returnMessages: true,
      }),
  );
  return { response: wrapMemory(memory, ctx) };
}

/** Simple Memory, every version n8n declares. */
export const memoryBufferWindowNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.memoryBufferWindow',
      displayName: 'Simple Memory',
      description: 'Stores in n8n memory, so no credentials required',
      icon: 'fa:database',
      iconColor: 'black',
      group: ['transform'],
      version: [1, 1.1, 1.2, 1.3],
      defaults: { name: 'Simple Memory' },
      codex: { categories: ['AI'], subcategories: { AI: ['Memory'], Memory: ['For beginners'] } },
      inputs: [],
      outputs: ['ai_memory'],
      outputNames: ['Memory'],
      properties: [
        connectedToAgentNotice,
        ...legacySessionKeyProperties(),
        { ...sessionIdTypeProperty, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } } },
        inputSessionKeyProperty(1.3),
        customSessionKeyProperty,
        contextWindowLengthProperty,
      ],
    },
    supplyData: supplySimpleMemory,
  },
];
