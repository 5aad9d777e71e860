/**
 * The agent types that version 1 of the AI Agent offers besides the tools agent, as n8n runs
 * them on LangChain's classic agents (so their prompts, output parsing and loops are LangChain's):
 *
 * - Conversational Agent: LangChain's chat-conversational ReAct agent, which answers a JSON blob
 *   naming an action, with the memory (a buffer memory of its own when none is connected);
 * - ReAct Agent: LangChain's chat agent (or its zero-shot agent for a text-completion model);
 * - Plan and Execute Agent: a plan from the model, then a chat agent per step.
 *
 * Each runs item after item. Tools must take one text input: a structured tool is refused with
 * n8n's error, which points to the tools agent. (The OpenAI Functions Agent is the tools agent,
 * as in n8n 1.123.)
 */
import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { isChatModel } from '../chain-llm/prompt.js';
import { promptInput } from '../shared/ai/prompt-input.js';
import { agentTools, optionalMemory, optionalOutputParser, type AgentOutputParser } from './tools-agent.js';

/** The options of the older agent types (the `options` collection). */
interface LegacyAgentOptions {
  systemMessage?: string;
  humanMessage?: string;
  humanMessageTemplate?: string;
  prefix?: string;
  suffix?: string;
  suffixChat?: string;
  maxIterations?: number;
  returnIntermediateSteps?: boolean;
}

/** An executor as the older agents have one: LangChain's AgentExecutor or plan-and-execute chain. */
interface LegacyExecutor {
  invoke(values: Record<string, unknown>, options?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** The model on the `ai_languageModel` input. */
async function languageModel(ctx: ExecuteContext): Promise<unknown> {
  const connected = await ctx.getInputConnectionData!('ai_languageModel', 0);
  return Array.isArray(connected) ? connected[0] : connected;
}

/**
 * The connected tools as n8n hands them to these agents. From version 1.5 on: names unique, braces
 * in descriptions escaped (the descriptions go into prompt templates) and a tool with a text
 * variant (the HTTP Request Tool 1.1) in that variant. Other structured tools are refused.
 */
async function textTools(ctx: ExecuteContext, agentName: string): Promise<StructuredToolInterface[]> {
  const current = ctx.getNode().typeVersion >= 1.5;
  let tools = (await agentTools(ctx, undefined, { uniqueNames: current })).map((t) => t.tool);
  if (current) {
    for (const tool of tools) tool.description = escapeSingleBraces(tool.description);
    tools = tools.map((tool) => {
      const variant = (tool as { asDynamicTool?: () => StructuredToolInterface }).asDynamicTool;
      return variant ? variant.call(tool) : tool;
    });
  }
  const structured = tools.filter((t) => t.constructor.name === 'DynamicStructuredTool' && !('asDynamicTool' in t));
  if (structured.length > 0)
    throw new NodeOperationError(
      ctx.getNode(),
      `The selected tools are not supported by "${agentName}", please use "Tools Agent" instead`,
      { itemIndex: 0, description: `Incompatible connected tools: ${structured.map((t) => `"${t.name}"`).join(', ')}` },
    );
  return tools;
}

/** Doubles single braces (and triple ones) so that a prompt template reads them as text. */
function escapeSingleBraces(text: string): string {
  return text
    .replace(/(?<!{){{{(?!{)/g, '{{{{')
    .replace(/(?<!})}}}(?!})/g, '}}}}')
    .replace(/(?<!{){(?!{)/g, '{{')
    .replace(/(?<!})}(?!})/g, '}}');
}

/** The parsed answer: the parser's result, unwrapped from `output` after version 1.6. */
async function parsedOutput(ctx: ExecuteContext, parser: AgentOutputParser, output: unknown): Promise<unknown> {
  const parsed = await parser.parse(output as string);
  if (ctx.getNode().typeVersion <= 1.6) return parsed;
  return (parsed as { output?: unknown } | null)?.output ?? parsed;
}

/**
 * Runs `executor` once per item with the item's prompt (the parser's format instructions
 * appended when a parser is connected), as n8n's older agents do: the result is the executor's
 * values; a failed item is an error item under continue-on-fail.
 */
async function runEachItem(
  ctx: ExecuteContext,
  executor: LegacyExecutor,
  outputParser: AgentOutputParser | undefined,
  emptyMessage: string,
): Promise<Item[][]> {
  const out: Item[] = [];
  const items = ctx.getInputData();
  const instructions = (outputParser as { getFormatInstructions?(): string } | undefined)?.getFormatInstructions?.();
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      let input =
        ctx.getNode().typeVersion <= 1.2 ? ctx.getNodeParameter('text', itemIndex) : promptInput(ctx, itemIndex);
      if (input === undefined) throw new NodeOperationError(ctx.getNode(), emptyMessage);
      if (instructions !== undefined) input = `${String(input)}\n${instructions}`;
      const response = await executor.invoke({ input, outputParser }, { signal: ctx.signal });
      if (outputParser) response.output = await parsedOutput(ctx, outputParser, response.output);
      out.push({ json: response });
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
        continue;
      }
      throw error;
    }
  }
  return [out];
}

/** The Conversational Agent: a chat model, the memory, text tools, the optional parser. */
export async function conversationalAgent(ctx: ExecuteContext): Promise<Item[][]> {
  const model = await languageModel(ctx);
  if (!isChatModel(model)) throw new NodeOperationError(ctx.getNode(), 'Conversational Agent requires Chat Model');
  const memory = await optionalMemory(ctx);
  const tools = await textTools(ctx, 'Conversational Agent');
  const outputParser = await optionalOutputParser(ctx);
  const options = ctx.getNodeParameter('options', 0, {}) as LegacyAgentOptions;
  const { initializeAgentExecutorWithOptions } = await import('@langchain/classic/agents');
  const executor = await initializeAgentExecutorWithOptions(tools as never, model as never, {
    agentType: 'chat-conversational-react-description',
    memory: memory as never,
    returnIntermediateSteps: options.returnIntermediateSteps === true,
    maxIterations: options.maxIterations ?? 10,
    agentArgs: { systemMessage: options.systemMessage, humanMessage: options.humanMessage },
  });
  return runEachItem(ctx, executor, outputParser, 'The ‘text parameter is empty.');
}

/** The ReAct Agent: LangChain's chat agent on a chat model, its zero-shot agent on a text model. */
export async function reActAgent(ctx: ExecuteContext): Promise<Item[][]> {
  const model = await languageModel(ctx);
  const tools = await textTools(ctx, 'ReAct Agent');
  const outputParser = await optionalOutputParser(ctx);
  const options = ctx.getNodeParameter('options', 0, {}) as LegacyAgentOptions;
  const { AgentExecutor, ChatAgent, ZeroShotAgent } = await import('@langchain/classic/agents');
  const agent = isChatModel(model)
    ? ChatAgent.fromLLMAndTools(model as never, tools as never, {
        prefix: options.prefix,
        suffix: options.suffixChat,
        humanMessageTemplate: options.humanMessageTemplate,
      })
    : ZeroShotAgent.fromLLMAndTools(model as never, tools as never, {
        prefix: options.prefix,
        suffix: options.suffix,
      });
  const executor = AgentExecutor.fromAgentAndTools({
    agent,
    tools: tools as never,
    returnIntermediateSteps: options.returnIntermediateSteps === true,
    maxIterations: options.maxIterations ?? 10,
  });
  return runEachItem(ctx, executor, outputParser, 'The ‘text‘ parameter is empty.');
}

/** The Plan and Execute Agent: LangChain's planner and step executor on the connected model. */
export async function planAndExecuteAgent(ctx: ExecuteContext): Promise<Item[][]> {
  const model = await languageModel(ctx);
  const tools = await textTools(ctx, 'Plan & Execute Agent');
  const outputParser = await optionalOutputParser(ctx);
  const options = ctx.getNodeParameter('options', 0, {}) as LegacyAgentOptions;
  const { PlanAndExecuteAgentExecutor } = await import('@langchain/classic/experimental/plan_and_execute');
  const executor = await PlanAndExecuteAgentExecutor.fromLLMAndTools({
    llm: model as never,
    tools: tools as never,
    humanMessageTemplate: options.humanMessageTemplate,
  });
  return runEachItem(ctx, executor, outputParser, 'The ‘text‘ parameter is empty.');
}
