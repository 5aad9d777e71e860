/**
 * The tools agent of versions 1 (1.6–1.9) and 2 (2–2.2): LangChain's tool-calling agent in an
 * `AgentExecutor` (which runs the tools, loads and saves the memory and stops at the maximum
 * number of iterations), one item at a time (version 1) or in batches (version 2).
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
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
  type ToolsAgentOptions,
} from './tools-agent.js';

/** The executor of one item: the agent (with its fallback) and the tools. */
async function agentExecutor(
  model: BaseChatModel,
  tools: StructuredToolInterface[],
  prompt: unknown,
  options: ToolsAgentOptions,
  outputParser: AgentOutputParser | undefined,
  memory: AgentMemory | undefined,
  fallbackModel?: BaseChatModel,
  streamed = false,
) {
  const [{ RunnableSequence }, { AgentExecutor, createToolCallingAgent }] = await Promise.all([
    import('@langchain/core/runnables'),
    import('@langchain/classic/agents'),
  ]);
  const create = (llm: BaseChatModel) =>
    createToolCallingAgent({ llm, tools, prompt: prompt as never, streamRunnable: false });
  const agent = create(model);
  const runnable = RunnableSequence.from([
    (fallbackModel ? agent.withFallbacks([create(fallbackModel)]) : agent) as never,
    stepsParser(outputParser, memory),
    fixEmptyContent,
  ]) as unknown as Record<string, unknown>;
  // Version 1 leaves the executor to stream the model's answer (n8n 1.x agents send `stream: true`).
  if (!streamed) {
    runnable.singleAction = false;
    runnable.streamRunnable = false;
  }
  return AgentExecutor.fromAgentAndTools({
    agent: runnable as never,
    memory: memory as never,
    tools,
    returnIntermediateSteps: options.returnIntermediateSteps === true,
    maxIterations: options.maxIterations ?? 10,
  });
}

/** Whether a model is OpenAI's chat model on the Responses API (which agent 2 cannot use). */
function usesResponsesApi(model: unknown): boolean {
  return (
    !!model &&
    (model as { useResponsesApi?: unknown }).useResponsesApi === true &&
    (model as { constructor?: { name?: string } }).constructor?.name === 'ChatOpenAI'
  );
}

/** The prompt of item `itemIndex`, or n8n's error when it is missing. */
function itemInput(ctx: ExecuteContext, itemIndex: number, version: number): unknown {
  const input = promptInput(ctx, itemIndex);
  if (input === undefined)
    throw new NodeOperationError(
      ctx.getNode(),
      version < 2 ? 'The “text” parameter is empty.' : 'The "text" parameter is empty.',
    );
  return input;
}

/**
 * Runs the executor as without streaming, with a callback handler that asks the chat model to
 * stream and sends its text to the chat as it comes, between `begin` and `end`. The executor's
 * result (and memory) are the same as without streaming.
 */
async function streamItem(
  ctx: ExecuteContext,
  itemIndex: number,
  executor: { invoke(input: unknown, options: Record<string, unknown>): Promise<unknown> },
  values: unknown,
): Promise<Record<string, unknown>> {
  const sender = await chunkSender(ctx, itemIndex);
  ctx.sendChunk!('begin', itemIndex);
  try {
    return (await executor.invoke(values, { signal: ctx.signal, callbacks: [sender] })) as Record<string, unknown>;
  } finally {
    ctx.sendChunk!('end', itemIndex);
  }
}

/** Runs the agent for one item and answers the executor's result. */
async function runItem(
  ctx: ExecuteContext,
  itemIndex: number,
  model: BaseChatModel,
  memory: AgentMemory | undefined,
  outputParser: AgentOutputParser | undefined,
  tools: StructuredToolInterface[],
  fallbackModel?: BaseChatModel,
) {
  const input = itemInput(ctx, itemIndex, ctx.getNode().typeVersion);
  const options = ctx.getNodeParameter('options', itemIndex, {}) as ToolsAgentOptions;
  const messages = await promptMessages(ctx, itemIndex, {
    systemMessage: options.systemMessage,
    passthroughBinaryImages: options.passthroughBinaryImages ?? true,
    outputParser,
  });
  const streaming = streamsAnswer(ctx, options);
  const executor = await agentExecutor(
    model,
    tools,
    await promptTemplate(messages),
    options,
    outputParser,
    memory,
    fallbackModel,
    streaming || ctx.getNode().typeVersion < 2,
  );
  if (streaming) return streamItem(ctx, itemIndex, executor, promptValues(input, options));
  return (await executor.invoke(promptValues(input, options), { signal: ctx.signal })) as Record<string, unknown>;
}

/** Version 1's tools agent: item after item, each with its model and memory asked again. */
export async function toolsAgentV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const outputParser = await optionalOutputParser(ctx);
  const tools = (await agentTools(ctx, outputParser)).map((t) => t.tool);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const model = (await chatModel(ctx))!;
      const memory = await optionalMemory(ctx);
      const response = await runItem(ctx, i, model, memory, outputParser, tools);
      out.push(outputItem(response, i, memory, outputParser));
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      throw error;
    }
  }
  return [out];
}

/** Version 2: items in batches (run at once), a fallback model when enabled. */
export async function toolsAgentV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const batchSize = Math.max(1, Number(ctx.getNodeParameter('options.batching.batchSize', 0, 1)) || 1);
  const delay = Number(ctx.getNodeParameter('options.batching.delayBetweenBatches', 0, 0)) || 0;
  const needsFallback = ctx.getNodeParameter('needsFallback', 0, false) === true;
  const memory = await optionalMemory(ctx);
  const model = await chatModel(ctx, 0);
  if (!model) throw new NodeOperationError(node, 'Please connect a model to the Chat Model input');
  const fallbackModel = needsFallback ? await chatModel(ctx, 1) : undefined;
  if (usesResponsesApi(model))
    throw new NodeOperationError(
      node,
      `This model is not supported in ${node.typeVersion} version of the Agent node. Please upgrade the Agent node to the latest version.`,
    );
  if (usesResponsesApi(fallbackModel))
    throw new NodeOperationError(
      node,
      `This fallback model is not supported in ${node.typeVersion} version of the Agent node. Please upgrade the Agent node to the latest version.`,
    );
  if (needsFallback && !fallbackModel)
    throw new NodeOperationError(
      node,
      'Please connect a model to the Fallback Model input or disable the fallback option',
    );
  const out: Item[] = [];
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize);
    const results = await Promise.allSettled(
      batch.map(async (_item, offset) => {
        const itemIndex = start + offset;
        const outputParser = await optionalOutputParser(ctx, itemIndex);
        const tools = (await agentTools(ctx, outputParser)).map((t) => t.tool);
        return runItem(ctx, itemIndex, model, memory, outputParser, tools, fallbackModel);
      }),
    );
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
      out.push(outputItem(result.value, itemIndex, memory, outputParser));
    });
    if (start + batchSize < items.length && delay > 0) await ctx.sleep(delay);
  }
  return [out];
}
