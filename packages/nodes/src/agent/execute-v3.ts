/**
 * The tools agent of version 3. In n8n the agent answers each model call that asks for tools
 * with a request to the engine, which runs the tool nodes and runs the agent again with their
 * results as steps; here the same loop runs inside the node: one model call per iteration, the
 * tools run through their sub-nodes (each call a run of the tool node), their answers turned into
 * the steps n8n builds (the arguments with the call's `id`, the tool node's items as JSON), and
 * n8n's error once the maximum number of iterations is reached.
 */
import {
  NodeOperationError,
  isToolWaitRequest,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type ToolWaitRequest,
} from '@weft/workflow';
import { WAIT_USER_REPLY } from '../respond-to-chat/description.js';
import { toolNameOf } from '@weft/workflow';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { promptInput } from '../shared/ai/prompt-input.js';
import { chunkSender, streamsAnswer } from './stream-chunks.js';
import {
  agentTools,
  chatModel,
  fixEmptyContent,
  optionalMemory,
  optionalOutputParser,
  outputItem,
  promptMessages,
  promptTemplate,
  promptValues,
  stepsParser,
  type AgentMemory,
  type AgentOutputParser,
  type AgentTool,
  type ToolsAgentOptions,
} from './tools-agent.js';

/** A tool call the model asked for (LangChain's tool-calling agent action). */
interface ToolAction {
  tool: string;
  toolInput: unknown;
  toolCallId: string;
  log?: string;
  messageLog?: unknown[];
}

/** One step: the call as n8n rebuilds it, and the tool's answer. */
interface Step {
  action: { tool: string; toolInput: unknown; log: string; messageLog: unknown[]; toolCallId: unknown; type: string };
  observation: string;
}

/** The agent (with its fallback) as one runnable answering either actions or the finish. */
async function agentSequence(
  model: BaseChatModel,
  tools: StructuredToolInterface[],
  prompt: unknown,
  outputParser: AgentOutputParser | undefined,
  memory: AgentMemory | undefined,
  fallbackModel?: BaseChatModel,
) {
  const [{ RunnableSequence }, { createToolCallingAgent }] = await Promise.all([
    import('@langchain/core/runnables'),
    import('@langchain/classic/agents'),
  ]);
  // A model's own built-in tools (e.g. OpenAI's web search) are offered too.
  const withModelTools = (llm: BaseChatModel) => [
    ...tools,
    ...((llm as { metadata?: { tools?: StructuredToolInterface[] } }).metadata?.tools ?? []),
  ];
  const create = (llm: BaseChatModel) =>
    createToolCallingAgent({ llm, tools: withModelTools(llm), prompt: prompt as never, streamRunnable: false });
  const agent = create(model);
  return RunnableSequence.from([
    (fallbackModel ? agent.withFallbacks([create(fallbackModel)]) : agent) as never,
    stepsParser(outputParser, memory),
    fixEmptyContent,
  ]);
}

/** The chat history from the memory (trimmed to `maxTokens` when set). */
async function loadHistory(
  memory: AgentMemory | undefined,
  model: BaseChatModel,
  maxTokens: number | undefined,
): Promise<unknown[] | undefined> {
  if (!memory) return undefined;
  const vars = await memory.loadMemoryVariables({});
  let history = (vars.chat_history ?? []) as unknown[];
  if (maxTokens) {
    const { trimMessages } = await import('@langchain/core/messages');
    history = await trimMessages(history as never, {
      strategy: 'last',
      maxTokens,
      tokenCounter: model,
      includeSystem: true,
      startOn: 'human',
      allowPartial: true,
    });
  }
  return history;
}

/** Saves the exchange, the tools used written in front of the answer. */
async function saveHistory(memory: AgentMemory, input: unknown, output: unknown, steps: Step[]): Promise<void> {
  if (!output) return;
  let full = output;
  if (steps.length > 0) {
    const used = steps
      .map((s) => `Tool: ${s.action.tool}, Input: ${JSON.stringify(s.action.toolInput)}, Result: ${s.observation}`)
      .join('; ');
    full = `[Used tools: ${used}] ${String(output)}`;
  }
  await memory.saveContext({ input }, { output: full });
}

/** The arguments of a tool call as an object (a plain string is `{ input }`). */
function argsOf(action: ToolAction): Record<string, unknown> {
  return (
    action.toolInput && typeof action.toolInput === 'object' ? action.toolInput : { input: action.toolInput }
  ) as Record<string, unknown>;
}

/** The step n8n's engine builds for a tool call of the node `nodeName` and its answer. */
async function buildStep(action: ToolAction, nodeName: string, observation: string): Promise<Step> {
  const { AIMessage } = await import('@langchain/core/messages');
  const toolInput: Record<string, unknown> = { ...argsOf(action), id: action.toolCallId };
  const name = toolNameOf(nodeName);
  const message = new AIMessage({
    content: `Calling ${nodeName} with input: ${JSON.stringify(toolInput)}`,
    tool_calls: [
      {
        id: typeof toolInput.id === 'string' ? toolInput.id : 'reconstructed_call',
        name,
        args: toolInput,
        type: 'tool_call',
        additional_kwargs: {},
      } as never,
    ],
  });
  let inputForResult: unknown;
  if (typeof toolInput.input === 'string' && toolInput.input) inputForResult = toolInput.input;
  else {
    const { id: _id, log: _log, type: _type, ...rest } = toolInput;
    inputForResult = rest;
  }
  return {
    action: {
      tool: name,
      toolInput: inputForResult,
      log: (toolInput.log as string | undefined) || (message.content as string),
      messageLog: [message],
      toolCallId: toolInput.id,
      type: (toolInput.type as string | undefined) || 'tool_call',
    },
    observation,
  };
}

/** A tool call that waits for a reply (Respond to Chat as a tool), with the steps made before it. */
class AgentSuspended extends Error {
  constructor(
    readonly request: ToolWaitRequest,
    readonly action: ToolAction,
    readonly done: SavedStep[],
  ) {
    super(request.message);
  }
}

/** A step as the node's context keeps it across a wait (plain JSON; rebuilt with {@link buildStep}). */
interface SavedStep {
  action: ToolAction;
  nodeName: string;
  observation: string;
}

/** Runs one tool call as n8n's engine does and answers its step (undefined for an unknown tool). */
async function runToolCall(action: ToolAction, tools: AgentTool[]): Promise<SavedStep | undefined> {
  const found = tools.find((t) => t.tool.name === action.tool);
  if (!found || found.tool.name === 'format_final_json_response') return undefined;
  let observation: string;
  try {
    const answer = await found.tool.invoke(argsOf(action));
    const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
    // A node run as a tool answers its items' JSON already; a LangChain tool's answer is the tool node's `response`.
    observation = found.nodeTool ? text : JSON.stringify([{ response: answer }]);
  } catch (error) {
    if (isToolWaitRequest(error)) throw error;
    const e = error as Error;
    observation = JSON.stringify({ error: e.message ?? 'Unknown error', ...(e.name ? { errorType: e.name } : {}) });
  }
  return { action, nodeName: found.nodeName, observation };
}

/** The agent loop of one item, answering the agent's result. */
async function runItem(
  ctx: ExecuteContext,
  itemIndex: number,
  model: BaseChatModel,
  fallbackModel: BaseChatModel | undefined,
  memory: AgentMemory | undefined,
  maxIterations: number,
  resumed: SavedStep[] = [],
) {
  const input = promptInput(ctx, itemIndex);
  if (input === undefined) throw new NodeOperationError(ctx.getNode(), 'The "text" parameter is empty.');
  const outputParser = await optionalOutputParser(ctx, itemIndex);
  const tools = await agentTools(ctx, outputParser);
  const options = { ...(ctx.getNodeParameter('options', itemIndex, {}) as ToolsAgentOptions) };
  const messages = await promptMessages(ctx, itemIndex, {
    systemMessage: options.systemMessage,
    passthroughBinaryImages: options.passthroughBinaryImages ?? true,
    outputParser,
  });
  const sequence = await agentSequence(
    model,
    tools.map((t) => t.tool),
    await promptTemplate(messages),
    outputParser,
    memory,
    fallbackModel,
  );
  const saved: SavedStep[] = [...resumed];
  const steps: Step[] = [];
  for (const step of saved) steps.push(await buildStep(step.action, step.nodeName, step.observation));
  // A streamed answer: each model call's text goes to the chat as it comes, between begin and end.
  const sender = streamsAnswer(ctx, options) ? await chunkSender(ctx, itemIndex) : undefined;
  if (sender) ctx.sendChunk!('begin', itemIndex);
  try {
    return await loop();
  } finally {
    if (sender) ctx.sendChunk!('end', itemIndex);
  }

  async function loop() {
    for (let iteration = 0; ; iteration++) {
      if (iteration > 0 && iteration >= maxIterations) {
        throw new NodeOperationError(
          ctx.getNode(),
          `Max iterations (${maxIterations}) reached. The agent could not complete the task within the allowed number of iterations.`,
        );
      }
      const chatHistory = await loadHistory(memory, model, options.maxTokensFromMemory);
      const answer = await sequence.invoke(
        { ...promptValues(input, options), steps, chat_history: chatHistory },
        { signal: ctx.signal, ...(sender ? { callbacks: [sender] } : {}) },
      );
      if (answer && typeof answer === 'object' && 'returnValues' in answer) {
        const values = (answer as { returnValues: Record<string, unknown> }).returnValues;
        if (memory && input && values.output) await saveHistory(memory, input, values.output, steps);
        const result: Record<string, unknown> = { ...values };
        if (options.returnIntermediateSteps && steps.length > 0) result.intermediateSteps = steps;
        return { result, outputParser };
      }
      for (const action of (Array.isArray(answer) ? answer : [answer]) as ToolAction[]) {
        if (steps.some((s) => s.action.toolCallId === action.toolCallId)) continue;
        let step: SavedStep | undefined;
        try {
          step = await runToolCall(action, tools);
        } catch (error) {
          if (isToolWaitRequest(error)) throw new AgentSuspended(error, action, saved);
          throw error;
        }
        if (!step) continue;
        saved.push(step);
        steps.push(await buildStep(step.action, step.nodeName, step.observation));
      }
    }
  }
}

/** What the node's context keeps while a tool of the agent waits for a reply. */
interface PendingToolWait {
  itemIndex: number;
  /** The output items of the items before it. */
  done: Item[];
  steps: SavedStep[];
  action: ToolAction;
  toolNode: string;
}

const PENDING = 'pendingToolWait';

/** Version 3: items in batches, each running its own agent loop. */
export async function toolsAgentV3(ctx: ExecuteContext): Promise<NodeOutput> {
  return runItems(ctx, 0, [], []);
}

/**
 * Resumes an agent whose tool waited (Respond to Chat as a tool): the reply (none when the wait ran
 * out) is the tool's answer, the item's loop goes on from its saved steps, then the items after it.
 */
export async function resumeToolsAgentV3(ctx: ExecuteContext, reply: Item | undefined): Promise<NodeOutput> {
  const store = ctx.getContext?.('node') ?? {};
  const pending = store[PENDING] as PendingToolWait | undefined;
  if (!pending) throw new NodeOperationError(ctx.getNode(), 'The agent was resumed, but none of its tools was waiting');
  delete store[PENDING];
  const tool = ctx.getWorkflow().nodes.find((n) => n.name === pending.toolNode);
  // As n8n's Respond to Chat: without "Wait for User Reply" the tool answers its input.
  const answer = tool?.parameters[WAIT_USER_REPLY] === false || !reply ? argsOf(pending.action) : reply.json;
  const step: SavedStep = { action: pending.action, nodeName: pending.toolNode, observation: JSON.stringify([answer]) };
  return runItems(ctx, pending.itemIndex, pending.done, [...pending.steps, step]);
}

async function runItems(ctx: ExecuteContext, from: number, done: Item[], resumed: SavedStep[]): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const maxIterations = Number(ctx.getNodeParameter('options.maxIterations', 0, 10));
  const batchSize = Math.max(1, Number(ctx.getNodeParameter('options.batching.batchSize', 0, 1)) || 1);
  const delay = Number(ctx.getNodeParameter('options.batching.delayBetweenBatches', 0, 0)) || 0;
  const needsFallback = ctx.getNodeParameter('needsFallback', 0, false) === true;
  const memory = await optionalMemory(ctx);
  const model = await chatModel(ctx, 0);
  if (!model) throw new NodeOperationError(node, 'Please connect a model to the Chat Model input');
  let fallbackModel: BaseChatModel | undefined;
  if (needsFallback) {
    fallbackModel = await chatModel(ctx, 1);
    if (!fallbackModel)
      throw new NodeOperationError(
        node,
        'Please connect a model to the Fallback Model input or disable the fallback option',
      );
  }
  const out: Item[] = [...done];
  for (let start = from; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize);
    const results = await Promise.allSettled(
      batch.map((_item, offset) =>
        runItem(ctx, start + offset, model, fallbackModel, memory, maxIterations, offset === 0 ? resumed : []),
      ),
    );
    resumed = [];
    const suspended = results.findIndex((r) => r.status === 'rejected' && r.reason instanceof AgentSuspended);
    if (suspended >= 0) {
      if (batch.length > 1)
        throw new NodeOperationError(node, 'A tool of this agent waits for a reply, which needs a batch size of 1', {
          description: 'Set "Batch Processing › Batch Size" to 1, so that the agent handles one item at a time.',
        });
      const { request, action, done: steps } = (results[suspended] as PromiseRejectedResult).reason as AgentSuspended;
      const pending: PendingToolWait = { itemIndex: start, done: out, steps, action, toolNode: request.toolNode };
      const store = ctx.getContext?.('node');
      if (!store) throw new NodeOperationError(node, 'This agent cannot wait for a tool here');
      store[PENDING] = pending;
      await ctx.putExecutionToWait(request.until, { webhook: true });
      const message = request.items[0]?.sendMessage;
      return [[{ json: {}, ...(message !== undefined ? { sendMessage: message } : {}), pairedItem: { item: start } }]];
    }
    const outputParser = await optionalOutputParser(ctx, 0);
    results.forEach((result, offset) => {
      const itemIndex = start + offset;
      if (result.status === 'rejected') {
        const error = result.reason as Error;
        if (ctx.continueOnFail()) {
          out.push({ json: { error: error.message }, pairedItem: { item: itemIndex } });
          return;
        }
        throw error instanceof NodeOperationError ? error : new NodeOperationError(node, error);
      }
      out.push(outputItem(result.value.result, itemIndex, memory, outputParser));
    });
    if (start + batchSize < items.length && delay > 0) await ctx.sleep(delay);
  }
  return [out];
}
