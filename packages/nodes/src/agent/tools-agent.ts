/**
 * What every version of the tools agent shares, as n8n builds it: the chat model(s), the tools
 * (the connected ones plus `format_final_json_response` when an output parser is connected), the
 * prompt (system message, chat history, the user's input, images, the scratchpad), the parsing of
 * the model's final step through the output parser, and the run's output item.
 */
import { NodeOperationError, type ExecuteContext, type Item, type JsonObject } from '@weft/workflow';
import { RESPOND_TO_CHAT_TYPE } from '../respond-to-chat/description.js';
import { toolNameOf } from '@weft/workflow';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseMessage } from '@langchain/core/messages';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { isNodeTool, toLangChainTool } from '../shared/ai/node-tool.js';

/** The instruction the agent gets when its answer must go through the output parser's tool. */
export const FORMATTING_INSTRUCTIONS =
  'IMPORTANT: For your response to user, you MUST use the `format_final_json_response` tool with your complete answer formatted according to the required schema. Do not attempt to format the JSON manually - always use this tool. Your response will be rejected if it is not properly formatted through this tool. Only use this tool once you are ready to provide your final answer.';

/** The description of the output parser's tool (what the model reads). */
const FORMAT_TOOL_DESCRIPTION =
  'Use this tool to format your final response to the user in a structured JSON format. This tool validates your output against a schema to ensure it meets the required format. ONLY use this tool when you have completed all necessary reasoning and are ready to provide your final answer. Do not use this tool for intermediate steps or for asking questions. The output from this tool will be directly returned to the user.';

/** The output parser a root node is given: LangChain's parser interface plus n8n's `getSchema`. */
export interface AgentOutputParser {
  parse(text: string): Promise<unknown>;
  getSchema?(): unknown;
}

/** A memory as LangChain's chat memories are (buffer window, Postgres, Redis…). */
export interface AgentMemory {
  loadMemoryVariables(values: Record<string, unknown>): Promise<Record<string, unknown>>;
  saveContext(input: Record<string, unknown>, output: Record<string, unknown>): Promise<void>;
  memoryKeys?: string[];
}

/** The options of the tools agent (the `options` collection). */
export interface ToolsAgentOptions {
  systemMessage?: string;
  maxIterations?: number;
  returnIntermediateSteps?: boolean;
  passthroughBinaryImages?: boolean;
  enableStreaming?: boolean;
  maxTokensFromMemory?: number;
  batching?: { batchSize?: number; delayBetweenBatches?: number };
}

/** Whether a value is a LangChain chat model (its namespace names chat models). */
function isChatModel(model: unknown): model is BaseChatModel {
  const ns = (model as { lc_namespace?: string[] } | undefined)?.lc_namespace ?? [];
  return ns.includes('chat_models');
}

/**
 * The chat model on the `ai_languageModel` input: `index` 0 is the model, 1 the fallback model
 * (undefined when none is connected there). A model that cannot call tools is refused as n8n does.
 */
export async function chatModel(ctx: ExecuteContext, index = 0): Promise<BaseChatModel | undefined> {
  const connected = await ctx.getInputConnectionData!('ai_languageModel', 0);
  let model: unknown;
  if (Array.isArray(connected)) {
    const ordered = orderByInputIndex(ctx, connected);
    if (ordered.length <= index) return undefined;
    model = ordered[index];
  } else {
    if (index > 0) return undefined;
    model = connected;
  }
  if (!isChatModel(model) || typeof (model as { bindTools?: unknown }).bindTools !== 'function') {
    throw new NodeOperationError(ctx.getNode(), 'Tools Agent requires Chat Model which supports Tools calling');
  }
  return model;
}

/**
 * Several models (model and fallback model): in the order of the agent's model inputs, i.e. by
 * the index of the connection (0 the model, 1 the fallback), as the workflow's connections say.
 */
function orderByInputIndex(ctx: ExecuteContext, models: unknown[]): unknown[] {
  if (models.length < 2) return models;
  const agent = ctx.getNode().name;
  const workflow = ctx.getWorkflow();
  const indexOf: Array<{ name: string; index: number }> = [];
  for (const [source, outputs] of Object.entries(workflow.connections ?? {})) {
    for (const list of (outputs as Record<string, Array<Array<{ node: string; index: number }> | null>>)
      .ai_languageModel ?? []) {
      for (const c of list ?? []) if (c.node === agent) indexOf.push({ name: source, index: c.index });
    }
  }
  const enabled = indexOf.filter((c) => !workflow.nodes.find((n) => n.name === c.name)?.disabled);
  if (enabled.length !== models.length) return models;
  // The engine answers them as n8n does: by input index, then reversed (the fallback first).
  const engineOrder = enabled
    .map((c, i) => ({ ...c, i }))
    .sort((a, b) => a.index - b.index || a.i - b.i)
    .reverse();
  const paired = models.map((m, i) => ({ m, index: engineOrder[i]!.index }));
  return paired.sort((a, b) => a.index - b.index).map((p) => p.m);
}

/** The memory on the `ai_memory` input, if any. */
export async function optionalMemory(ctx: ExecuteContext): Promise<AgentMemory | undefined> {
  const memory = await ctx.getInputConnectionData!('ai_memory', 0);
  return (Array.isArray(memory) ? memory[0] : memory) as AgentMemory | undefined;
}

/** The output parser, when `hasOutputParser` is on and one is connected. */
export async function optionalOutputParser(ctx: ExecuteContext, itemIndex = 0): Promise<AgentOutputParser | undefined> {
  if (ctx.getNodeParameter('hasOutputParser', 0, true) !== true) return undefined;
  const parser = await ctx.getInputConnectionData!('ai_outputParser', itemIndex);
  return (Array.isArray(parser) ? parser[0] : parser) as AgentOutputParser | undefined;
}

/** A tool with the name of the node that supplied it (for agent 3's steps). */
export interface AgentTool {
  tool: StructuredToolInterface;
  /** The node the tool came from (its name), as far as it is known. */
  nodeName: string;
  /** Whether the tool is a Weft node run as a tool (its answer is already its items' JSON). */
  nodeTool: boolean;
}

/** The names of the nodes connected to the agent's `ai_tool` input. */
function toolNodeNames(ctx: ExecuteContext): string[] {
  const agent = ctx.getNode().name;
  const names: string[] = [];
  for (const [source, outputs] of Object.entries(ctx.getWorkflow().connections ?? {})) {
    for (const list of (outputs as Record<string, Array<Array<{ node: string }> | null>>).ai_tool ?? []) {
      if ((list ?? []).some((c) => c.node === agent)) names.push(source);
    }
  }
  return names;
}

/** Respond to Chat as a tool waits for the user's reply, which only the AI Agent 3 can wait for. */
function refuseWaitingTool(ctx: ExecuteContext, nodeName: string): void {
  const agent = ctx.getNode();
  if (agent.typeVersion >= 3 && agent.type.endsWith('.agent')) return;
  const tool = ctx.getWorkflow().nodes.find((n) => n.name === nodeName);
  if (tool?.type !== `${RESPOND_TO_CHAT_TYPE}Tool`) return;
  throw new NodeOperationError(
    agent,
    `The tool "${nodeName}" waits for the user's reply, which only the AI Agent 3 can do`,
    { description: 'Upgrade this agent to version 3, or use a Respond to Chat node after it instead.' },
  );
}

/**
 * The connected tools, toolkits flattened, two tools of one name refused (unless `uniqueNames` is
 * off, as for version 1's older agents before 1.5); with an output parser
 * its `format_final_json_response` tool last (its answer is intercepted, never run).
 */
export async function agentTools(
  ctx: ExecuteContext,
  outputParser: AgentOutputParser | undefined,
  { uniqueNames = true }: { uniqueNames?: boolean } = {},
): Promise<AgentTool[]> {
  // A sub-node may supply a list of tools (a LangChain Code node): it counts as its tools, as in n8n.
  const supplied = (((await ctx.getInputConnectionData!('ai_tool', 0)) ?? []) as unknown[]).flat();
  const nodes = toolNodeNames(ctx);
  const tools: AgentTool[] = [];
  for (const entry of supplied) {
    if (!entry) continue;
    if (isNodeTool(entry)) {
      const nodeName = nodes.find((n) => toolNameOf(n) === entry.name) ?? entry.name;
      refuseWaitingTool(ctx, nodeName);
      tools.push({ tool: await toLangChainTool(entry), nodeName, nodeTool: true });
      continue;
    }
    const list =
      typeof (entry as { getTools?: unknown }).getTools === 'function'
        ? (entry as { getTools(): StructuredToolInterface[] }).getTools()
        : [entry as StructuredToolInterface];
    for (const tool of list) {
      const nodeName = nodes.find((n) => n === tool.name || toolNameOf(n) === tool.name) ?? tool.name;
      tools.push({ tool, nodeName, nodeTool: false });
    }
  }
  const seen = new Set<string>();
  for (const { tool } of uniqueNames ? tools : []) {
    if (seen.has(tool.name)) {
      throw new NodeOperationError(
        ctx.getNode(),
        `You have multiple tools with the same name: '${tool.name}', please rename them to avoid conflicts`,
      );
    }
    seen.add(tool.name);
  }
  if (outputParser) {
    const [{ z }, { DynamicStructuredTool }] = await Promise.all([import('zod'), import('@langchain/core/tools')]);
    const schema = outputParser.getSchema?.() ?? z.object({ text: z.string() });
    const Tool = DynamicStructuredTool as unknown as new (fields: Record<string, unknown>) => StructuredToolInterface;
    tools.push({
      tool: new Tool({
        schema,
        name: 'format_final_json_response',
        description: FORMAT_TOOL_DESCRIPTION,
        func: async () => '',
      }),
      nodeName: 'format_final_json_response',
      nodeTool: false,
    });
  }
  return tools;
}

/** Whether a MIME type is sent to the model as text (a file's content) rather than as an image. */
function isTextType(mimeType: string): boolean {
  return (
    mimeType.startsWith('text/') ||
    ['application/json', 'application/xml', 'application/csv', 'application/x-yaml', 'application/yaml'].includes(
      mimeType,
    )
  );
}

/** The images and text files of an item as one human message (empty content when there are none). */
async function binaryMessage(ctx: ExecuteContext, itemIndex: number): Promise<BaseMessage> {
  const { HumanMessage } = await import('@langchain/core/messages');
  const binary = ctx.getInputData()[itemIndex]?.binary ?? {};
  const content: Array<Record<string, unknown>> = [];
  for (const [key, data] of Object.entries(binary)) {
    const image = data.mimeType.startsWith('image/');
    if (!image && !isTextType(data.mimeType)) continue;
    const bytes = Buffer.from(await ctx.helpers.getBinaryDataBuffer(itemIndex, key));
    if (image)
      content.push({
        type: 'image_url',
        image_url: { url: `data:${data.mimeType};base64,${bytes.toString('base64')}` },
      });
    else
      content.push({
        type: 'text',
        text: `File: ${data.fileName ?? 'attachment'}\nContent:\n${bytes.toString('utf-8')}`,
      });
  }
  return new HumanMessage({ content: content as never });
}

/**
 * The prompt's messages: the system message (when set, or before version 1.9 always) with the
 * formatting instructions under it when an output parser is connected, the chat history, the
 * input, the item's images, and the scratchpad.
 */
export async function promptMessages(
  ctx: ExecuteContext,
  itemIndex: number,
  options: { systemMessage?: string; passthroughBinaryImages: boolean; outputParser?: AgentOutputParser },
): Promise<unknown[]> {
  const useSystem = Boolean(options.systemMessage ?? ctx.getNode().typeVersion < 1.9);
  const messages: unknown[] = [];
  if (useSystem)
    messages.push(['system', `{system_message}${options.outputParser ? '\n\n{formatting_instructions}' : ''}`]);
  else if (options.outputParser) messages.push(['system', '{formatting_instructions}']);
  messages.push(['placeholder', '{chat_history}'], ['human', '{input}']);
  if (options.passthroughBinaryImages && ctx.getInputData()[itemIndex]?.binary !== undefined) {
    const message = await binaryMessage(ctx, itemIndex);
    if ((message.content as unknown[]).length !== 0) messages.push(message);
  }
  messages.push(['placeholder', '{agent_scratchpad}']);
  return messages;
}

/** The chat prompt template of those messages. */
export async function promptTemplate(messages: unknown[]) {
  const { ChatPromptTemplate } = await import('@langchain/core/prompts');
  return ChatPromptTemplate.fromMessages(messages as never);
}

/** What the final step's answer becomes once parsed (as JSON text when a memory keeps it). */
function parsedStep(output: unknown, memory: AgentMemory | undefined) {
  return { returnValues: memory ? { output: JSON.stringify(output) } : output, log: 'Final response formatted' };
}

/** The parse of a JSON text, or an error. */
function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') throw new Error('not a string');
  return JSON.parse(text);
}

/**
 * The step after each model call: a call of `format_final_json_response` is the parsed answer;
 * a final answer goes through the output parser (wrapped in `output` unless it is already);
 * without a parser, an answer in content blocks becomes its text (or its thinking).
 */
export function stepsParser(outputParser: AgentOutputParser | undefined, memory: AgentMemory | undefined) {
  return async (steps: unknown): Promise<unknown> => {
    if (Array.isArray(steps)) {
      const formatted = steps.find((s: { tool?: string }) => s.tool === 'format_final_json_response') as
        { toolInput: unknown } | undefined;
      if (formatted && outputParser) {
        const input =
          formatted.toolInput instanceof Object ? JSON.stringify(formatted.toolInput) : String(formatted.toolInput);
        return parsedStep(await outputParser.parse(input), memory);
      }
    }
    const finish = steps as { returnValues?: Record<string, unknown> };
    if (outputParser && steps && typeof steps === 'object' && finish.returnValues) {
      const values = finish.returnValues;
      let input: string;
      if (values instanceof Object) {
        if ('output' in values) {
          try {
            const parsed = parseJson(values.output);
            input =
              parsed !== null && typeof parsed === 'object' && 'output' in parsed && Object.keys(parsed).length === 1
                ? JSON.stringify(parsed)
                : JSON.stringify({ output: parsed });
          } catch {
            input = values.output as string;
          }
        } else input = JSON.stringify(values);
      } else input = values;
      return parsedStep(await outputParser.parse(input), memory);
    }
    if (finish.returnValues && Array.isArray(finish.returnValues.output)) {
      const blocks = finish.returnValues.output as Array<{ type?: string; text?: string; thinking?: string }>;
      const text = blocks
        .filter((b) => b.type === 'text' && b.text)
        .map((b) => b.text)
        .join('\n')
        .trim();
      const thinking = blocks
        .filter((b) => b.type === 'thinking' && b.thinking)
        .map((b) => b.thinking)
        .join('\n')
        .trim();
      finish.returnValues.output = text || thinking || '';
    }
    return steps;
  };
}

/** Tool calls with an empty-string input in the message log get `{}` (Anthropic refuses `""`). */
export function fixEmptyContent(steps: unknown): unknown {
  if (!Array.isArray(steps)) return steps;
  for (const step of steps as Array<{ messageLog?: Array<{ content?: unknown }> }>) {
    for (const message of Array.isArray(step.messageLog) ? step.messageLog : []) {
      if (!Array.isArray(message.content)) continue;
      for (const block of message.content as Array<{ input?: unknown }>) if (block.input === '') block.input = {};
    }
  }
  return steps;
}

/** The prompt's variables (n8n's invoke parameters). */
export function promptValues(input: unknown, options: ToolsAgentOptions): Record<string, unknown> {
  return {
    input,
    system_message: options.systemMessage ?? 'You are a helpful assistant',
    formatting_instructions: FORMATTING_INSTRUCTIONS,
  };
}

/**
 * The output item of a run: the agent's answer (parsed back from JSON when a memory kept a parsed
 * answer as text) without the prompt's variables, as plain JSON (messages in their serialised form).
 */
export function outputItem(
  response: Record<string, unknown>,
  itemIndex: number,
  memory: AgentMemory | undefined,
  outputParser: AgentOutputParser | undefined,
): Item {
  const result = { ...response };
  if (memory && outputParser && typeof result.output === 'string') {
    try {
      const parsed = JSON.parse(result.output) as { output?: unknown } | null;
      result.output = parsed?.output ?? parsed;
    } catch {
      // n8n keeps the text when it is not JSON.
    }
  }
  for (const key of ['system_message', 'formatting_instructions', 'input', 'chat_history', 'agent_scratchpad'])
    delete result[key];
  return { json: JSON.parse(JSON.stringify(result)) as JsonObject, pairedItem: { item: itemIndex } };
}
