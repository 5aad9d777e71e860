import {
  ConnectionGraph,
  NodeOperationError,
  toWeftTypeName,
  WAIT_INDEFINITELY,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type WorkflowNode,
} from '@weft/workflow';
import { CHAT_TRIGGER_TYPE } from '../chat-trigger/index.js';
import { WAIT_USER_REPLY } from './description.js';

/** What the node uses of a connected memory: LangChain's chat history. */
interface ChatHistoryMemory {
  chatHistory?: { addUserMessage(text: string): Promise<void>; addAIMessage(text: string): Promise<void> };
}

/** The Chat Trigger the workflow starts from: an enabled one upstream, else any enabled one (as n8n). */
function chatTriggerOf(ctx: ExecuteContext): WorkflowNode | undefined {
  const { nodes, connections } = ctx.getWorkflow();
  const isTrigger = (n: WorkflowNode | undefined) => !!n && !n.disabled && toWeftTypeName(n.type) === CHAT_TRIGGER_TYPE;
  for (const name of new ConnectionGraph(connections).ancestors(ctx.getNode().name)) {
    const node = nodes.find((n) => n.name === name);
    if (isTrigger(node)) return node;
  }
  return nodes.find(isTrigger);
}

/** The memory on the `ai_memory` input, when the option connects one. */
async function memoryOf(ctx: ExecuteContext): Promise<ChatHistoryMemory | undefined> {
  const options = ctx.getNodeParameter('options', 0, {}) as { memoryConnection?: boolean };
  if (!options.memoryConnection) return undefined;
  const memory = await ctx.getInputConnectionData?.('ai_memory', 0);
  return (Array.isArray(memory) ? memory[0] : memory) as ChatHistoryMemory | undefined;
}

const UNIT_MS: Record<string, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/** Until when the node waits: forever, or per "Limit Wait Time". */
function waitTill(ctx: ExecuteContext): Date {
  const limit = ctx.getNodeParameter('options.limitWaitTime.values', 0, {}) as {
    limitType?: string;
    resumeAmount?: number;
    resumeUnit?: string;
    maxDateAndTime?: string;
  };
  if (!Object.keys(limit).length) return WAIT_INDEFINITELY;
  const until =
    limit.limitType === 'afterTimeInterval'
      ? new Date(Date.now() + Number(limit.resumeAmount) * (UNIT_MS[String(limit.resumeUnit)] ?? 1000))
      : new Date(String(limit.maxDateAndTime));
  if (Number.isNaN(until.getTime()))
    throw new NodeOperationError(ctx.getNode(), 'Could not configure Limit Wait Time', {
      description: 'Invalid date format',
    });
  return until;
}

/**
 * Sends the message: checks that the workflow starts from a hosted Chat Trigger whose response
 * mode is "Using Response Nodes", writes the message to the memory (with that option), and waits;
 * the chat takes the message from the waiting run's item (`sendMessage`) and resumes the execution
 * with the user's reply (or at once when the node does not wait for one).
 */
export async function executeRespondToChat(ctx: ExecuteContext): Promise<NodeOutput> {
  const trigger = chatTriggerOf(ctx);
  if (!trigger) throw new NodeOperationError(ctx.getNode(), 'Workflow must be started from a chat trigger node');
  const parameters = trigger.parameters as { mode?: string; options?: { responseMode?: string } };
  if (parameters.mode === 'webhook')
    throw new NodeOperationError(
      ctx.getNode(),
      '"Embeded chat" is not supported, change the "Mode" in the chat trigger node to the "Hosted Chat"',
    );
  if (parameters.options?.responseMode !== 'responseNodes')
    throw new NodeOperationError(
      ctx.getNode(),
      '"Response Mode" in the chat trigger node must be set to "Respond Nodes"',
    );
  const message = String(ctx.getNodeParameter('message', 0, '') ?? '');
  const memory = await memoryOf(ctx);
  if (memory?.chatHistory) await memory.chatHistory.addAIMessage(message);
  await ctx.putExecutionToWait(waitTill(ctx), { webhook: true });
  return [[{ json: {}, sendMessage: message }]];
}

/**
 * The node's output once the chat answered: the reply item (after writing the reply to the memory,
 * with that option), or the node's input when it does not wait for a reply.
 */
export async function respondToChatReply(ctx: ExecuteContext, message: Item): Promise<NodeOutput> {
  if (ctx.getNodeParameter(WAIT_USER_REPLY, 0, true) === false) return [ctx.getInputData()];
  const memory = await memoryOf(ctx);
  const text = message.json.chatInput;
  if (memory?.chatHistory && typeof text === 'string' && text) await memory.chatHistory.addUserMessage(text);
  return [[message]];
}
