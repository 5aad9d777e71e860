/**
 * Text operations of the OpenAI node: Message a Model (Chat Completions, node 1.x), Message a
 * Model through the Responses API (`response`, node 2.x), and Classify Text (moderations), with
 * the request bodies and outputs n8n's node gives, tool calls answered by the connected tools.
 */
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { openAiRequest } from './api.js';
import { inputFile } from './binary.js';
import { answerToolCall, chatCompletionsTool, nodeTools, responsesTool } from './tools.js';

type Json = Record<string, any>;

/** The system prompt n8n puts first when asked for JSON output. */
const JSON_SYSTEM_PROMPT = 'You are a helpful assistant designed to output JSON.';

/** The model of a resource locator parameter (its id). */
export function modelOf(ctx: ExecuteContext, itemIndex: number, name = 'modelId', fallback = ''): string {
  const value = ctx.getNodeParameter(name, itemIndex, fallback, { extractValue: true }) as unknown;
  if (value && typeof value === 'object') return String((value as { value?: unknown }).value ?? '');
  return String(value ?? '');
}

/** Message a Model, node 1.x: Chat Completions, looping over tool calls until the model answers. */
export async function messageModel(ctx: ExecuteContext, i: number, version: number): Promise<Item[]> {
  const model = modelOf(ctx, i);
  const stored = ctx.getNodeParameter('messages.values', i, []) as Json[];
  let messages: Json[] = stored.map((m) => ({ ...m, content: m.content ?? '', role: m.role ?? 'user' }));
  const options = { ...(ctx.getNodeParameter('options', i, {}) as Json) };
  const jsonOutput = ctx.getNodeParameter('jsonOutput', i, false) as boolean;
  const maxIterations = version >= 1.5 ? Number(options.maxToolsIterations ?? 15) : 0;
  if (options.maxTokens !== undefined) {
    options.max_completion_tokens = options.maxTokens;
    delete options.maxTokens;
  }
  if (options.topP !== undefined) {
    options.top_p = options.topP;
    delete options.topP;
  }
  delete options.maxToolsIterations;
  let responseFormat: Json | undefined;
  if (jsonOutput) {
    responseFormat = { type: 'json_object' };
    messages = [{ role: 'system', content: JSON_SYSTEM_PROMPT }, ...messages];
  }
  const tools = await nodeTools(ctx, i, model, version);
  const body: Json = { model, messages, ...options };
  if (tools.length) body.tools = await Promise.all(tools.map(chatCompletionsTool));
  if (responseFormat) body.response_format = responseFormat;

  let response = await openAiRequest(ctx, i, 'POST', '/chat/completions', { body });
  if (!response) return [];
  let iteration = 1;
  let calls = response?.choices?.[0]?.message?.tool_calls as Json[] | undefined;
  while (calls?.length) {
    if (ctx.signal.aborted || (maxIterations > 0 && iteration >= maxIterations)) break;
    messages.push(response.choices[0].message);
    for (const call of calls) {
      const answer = await answerToolCall(tools, call.function?.name, call.function?.arguments ?? '');
      messages.push({ tool_call_id: call.id, role: 'tool', content: answer });
    }
    response = await openAiRequest(ctx, i, 'POST', '/chat/completions', { body });
    calls = response?.choices?.[0]?.message?.tool_calls;
    iteration += 1;
  }
  if (responseFormat) {
    for (const choice of response.choices ?? []) {
      try {
        choice.message.content = JSON.parse(choice.message.content);
      } catch {
        // Not JSON after all: n8n keeps the text.
      }
    }
  }
  if (ctx.getNodeParameter('simplify', i, true)) {
    return (response.choices ?? []).map((choice: JsonObject) => ({ json: choice, pairedItem: { item: i } }));
  }
  return [{ json: response, pairedItem: { item: i } }];
}

/** Classify Text for violations (moderations). */
export async function classifyText(ctx: ExecuteContext, i: number, version: number): Promise<Item[]> {
  const input = ctx.getNodeParameter('input', i) as string;
  const options = (version >= 2.1 ? {} : ctx.getNodeParameter('options', i, {})) as Json;
  const model =
    version >= 2.1
      ? 'omni-moderation-latest'
      : options.useStableModel
        ? 'text-moderation-stable'
        : 'text-moderation-latest';
  const body: Json = { input, model };
  const { results } = (await openAiRequest(ctx, i, 'POST', '/moderations', { body })) ?? {};
  if (!results) return [];
  if (ctx.getNodeParameter('simplify', i, false))
    return [{ json: { flagged: results[0].flagged }, pairedItem: { item: i } }];
  return [{ json: results[0], pairedItem: { item: i } }];
}

/** Keys of an object whose values are neither empty strings, undefined nor empty objects/lists. */
function withoutEmpty(value: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === '' || v === undefined) continue;
    if (v !== null && typeof v === 'object' && Object.keys(v).length === 0) continue;
    out[k] = v;
  }
  return out;
}

function parseJsonOption(ctx: ExecuteContext, value: unknown, message: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new NodeOperationError(ctx.getNode(), message);
  }
}

/** The Responses API `input` for the node's messages (text, images and files). */
export async function responsesInput(ctx: ExecuteContext, i: number, messages: Json[]): Promise<Json[]> {
  const input: Json[] = [];
  for (const message of messages) {
    const type = message.type ?? 'text';
    const role = message.role ?? 'user';
    let content: Json[] = [];
    if (type === 'text') {
      content = [{ type: 'input_text', text: message.content ?? '' }];
    } else if (type === 'image') {
      const detail = message.imageDetail || 'auto';
      const imageType = message.imageType ?? 'url';
      if (imageType === 'base64') {
        const file = await inputFile(ctx, i, message.binaryPropertyName ?? 'data');
        content = [
          {
            type: 'input_image',
            detail,
            image_url: `data:${file.mimeType};base64,${Buffer.from(file.bytes).toString('base64')}`,
          },
        ];
      } else {
        content = [
          {
            type: 'input_image',
            detail,
            ...(imageType === 'url' ? { image_url: message.imageUrl ?? '' } : {}),
            ...(imageType === 'fileId' ? { file_id: message.fileId ?? '' } : {}),
          },
        ];
      }
    } else if (type === 'file') {
      const fileType = message.fileType ?? 'url';
      if (fileType === 'base64') {
        const file = await inputFile(ctx, i, message.binaryPropertyName ?? 'data');
        content = [
          {
            type: 'input_file',
            filename: message.fileName ?? '',
            file_data: `data:${file.mimeType};base64,${Buffer.from(file.bytes).toString('base64')}`,
          },
        ];
      } else {
        content = [
          {
            type: 'input_file',
            ...(fileType === 'url' ? { file_url: message.fileUrl ?? '' } : {}),
            ...(fileType === 'fileId' ? { file_id: message.fileId ?? '' } : {}),
          },
        ];
      }
    }
    input.push({ role, content });
  }
  return input;
}

/** The Responses API request of node 2.x's Message a Model. */
async function responsesRequest(
  ctx: ExecuteContext,
  i: number,
  model: string,
  messages: Json[],
  options: Json,
  builtInTools: Json,
  tools: Json[] | undefined,
): Promise<Json> {
  const body: Json = {
    model,
    input: await responsesInput(ctx, i, messages),
    parallel_tool_calls: options.parallelToolCalls ?? true,
    store: options.store ?? true,
    instructions: options.instructions,
    max_output_tokens: options.maxTokens,
    previous_response_id: options.previousResponseId,
    prompt_cache_key: options.promptCacheKey,
    safety_identifier: options.safetyIdentifier,
    service_tier: options.serviceTier,
    temperature: options.temperature,
    top_p: options.topP,
    top_logprobs: options.topLogprobs,
    tools,
    max_tool_calls: options.maxToolCalls,
    background: options.backgroundMode?.values?.enabled ?? false,
  };
  if (options.truncation !== undefined) body.truncation = options.truncation ? 'auto' : 'disabled';
  if (options.conversationId) body.conversation = options.conversationId;
  if (Array.isArray(options.include) && options.include.length) body.include = options.include;
  if (options.metadata) body.metadata = parseJsonOption(ctx, options.metadata, 'Failed to parse metadata');
  if (options.promptConfig) {
    const prompt = (options.promptConfig.promptOptions ?? {}) as Json;
    body.prompt = withoutEmpty({
      id: prompt.promptId,
      version: prompt.version,
      ...(prompt.variables
        ? { variables: parseJsonOption(ctx, prompt.variables, 'Failed to parse prompt variables') }
        : {}),
    });
  }
  if (options.reasoning) {
    const reasoning = (options.reasoning.reasoningOptions ?? {}) as Json;
    body.reasoning = withoutEmpty({
      effort: reasoning.effort,
      summary: reasoning.summary && reasoning.summary !== 'none' ? reasoning.summary : undefined,
    });
  }
  if (options.textFormat) {
    const text = (options.textFormat.textOptions ?? {}) as Json;
    const config: Json = { verbosity: text.verbosity };
    if (text.type === 'json_schema') {
      config.format = {
        type: text.type,
        name: text.name,
        schema: parseJsonOption(ctx, text.schema, 'Failed to parse schema'),
      };
    } else if (text.type === 'json_object') {
      config.format = { type: text.type };
      body.input = [{ role: 'system', content: [{ type: 'input_text', text: JSON_SYSTEM_PROMPT }] }, ...body.input];
    } else if (text.type === 'text') {
      config.format = { type: text.type };
    }
    if (config.format) config.format = withoutEmpty(config.format);
    body.text = config;
  }
  if (builtInTools) {
    const all: Json[] = body.tools ?? [];
    const web = builtInTools.webSearch as Json | undefined;
    if (web) {
      const domains = web.allowedDomains
        ? String(web.allowedDomains)
            .split(',')
            .map((d) => d.trim())
        : undefined;
      const location =
        web.country || web.city || web.region
          ? { type: 'approximate', country: web.country, city: web.city, region: web.region }
          : undefined;
      all.push(
        withoutEmpty({
          type: 'web_search',
          search_context_size: web.searchContextSize ?? 'medium',
          user_location: location,
          ...(domains ? { filters: { allowed_domains: domains } } : {}),
        }),
      );
    }
    if (builtInTools.codeInterpreter) all.push({ type: 'code_interpreter', container: { type: 'auto' } });
    const search = builtInTools.fileSearch as Json | undefined;
    if (search) {
      const filters = search.filters ?? '{}';
      all.push(
        withoutEmpty({
          type: 'file_search',
          vector_store_ids: parseJsonOption(ctx, search.vectorStoreIds ?? '[]', 'Failed to parse vector store IDs'),
          filters: filters ? parseJsonOption(ctx, filters, 'Failed to parse filters') : undefined,
          max_num_results: search.maxResults,
        }),
      );
    }
    body.tools = all;
  }
  return withoutEmpty(body);
}

/** Waits for a background response to complete (polling every `interval` seconds up to `timeout`). */
async function awaitBackground(ctx: ExecuteContext, i: number, id: string, timeoutSeconds: number): Promise<Json> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  for (;;) {
    const response = (await openAiRequest(ctx, i, 'GET', `/responses/${id}`)) as Json;
    if (response.error)
      throw new NodeOperationError(ctx.getNode(), 'Background mode error', {
        description: response.error.message,
        itemIndex: i,
      });
    if (response.status === 'completed') return response;
    if (Date.now() >= deadline) throw new NodeOperationError(ctx.getNode(), 'Timeout reached', { itemIndex: i });
    await ctx.sleep(10_000);
  }
}

/** Message a Model, node 2.x: the Responses API, with tool calls answered by the connected tools. */
export async function respond(ctx: ExecuteContext, i: number, version: number): Promise<Item[]> {
  const model = modelOf(ctx, i);
  const messages = ctx.getNodeParameter('responses.values', i, []) as Json[];
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  const maxIterations = Number(options.maxToolsIterations ?? 15);
  const builtInTools = ctx.getNodeParameter('builtInTools', i, {}) as Json;
  const tools = await nodeTools(ctx, i, model, version);
  const body = await responsesRequest(
    ctx,
    i,
    model,
    messages,
    options,
    builtInTools,
    tools.length ? await Promise.all(tools.map(responsesTool)) : undefined,
  );
  let response = (await openAiRequest(ctx, i, 'POST', '/responses', { body })) as Json;
  if (body.background)
    response = await awaitBackground(ctx, i, response.id, Number(options.backgroundMode?.values?.timeout ?? 300));
  if (!response) return [];
  const toolRelated = (item: Json) => item.type === 'function_call' || item.type === 'reasoning';
  let calls = (response.output ?? []).filter(toolRelated) as Json[];
  let iteration = 1;
  while (calls.length && calls.some((c) => c.type === 'function_call')) {
    if (ctx.signal.aborted || (maxIterations > 0 && iteration > maxIterations)) break;
    if (!body.conversation) body.input.push(...calls);
    for (const call of calls) {
      if (call.type !== 'function_call') continue;
      const output = await answerToolCall(tools, call.name, call.arguments ?? '');
      body.input.push({ type: 'function_call_output', call_id: call.call_id, output });
    }
    response = (await openAiRequest(ctx, i, 'POST', '/responses', { body })) as Json;
    calls = (response.output ?? []).filter(toolRelated);
    iteration += 1;
  }
  const formatType = body.text?.format?.type;
  if (formatType === 'json_object' || formatType === 'json_schema') {
    try {
      for (const item of response.output ?? []) {
        if (item.type !== 'message') continue;
        for (const content of item.content ?? [])
          if (content.type === 'output_text') content.text = JSON.parse(content.text);
      }
    } catch {
      // Not JSON after all: n8n keeps what it parsed so far.
    }
  }
  if (ctx.getNodeParameter('simplify', i, true)) {
    return [
      {
        json: { output: (response.output ?? []).filter((item: Json) => item.type === 'message') },
        pairedItem: { item: i },
      },
    ];
  }
  return [{ json: response, pairedItem: { item: i } }];
}
