/**
 * Message a Model of the Google Gemini node: `generateContent` with the node's messages, options
 * and connected tools (function declarations), answering function calls with the tools until the
 * model answers, as n8n's node does.
 */
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { connectedTools } from '../shared/ai/node-tool.js';
import { geminiRequest } from './api.js';

type Json = Record<string, any>;

const NUMBER_OPTIONS = [
  'frequencyPenalty',
  'maxOutputTokens',
  'candidateCount',
  'presencePenalty',
  'temperature',
  'topP',
  'topK',
  'thinkingBudget',
  'maxToolsIterations',
];

/** n8n's check of the option types (a number option given as text is refused, naming it). */
function checkOptions(ctx: ExecuteContext, options: Json): void {
  for (const name of NUMBER_OPTIONS) {
    if (options[name] !== undefined && typeof options[name] !== 'number')
      throw new NodeOperationError(ctx.getNode(), `Parameter "${name}" is not number`);
  }
  if (options.systemMessage !== undefined && typeof options.systemMessage !== 'string')
    throw new NodeOperationError(ctx.getNode(), 'Parameter "systemMessage" is not string');
  if (options.codeExecution !== undefined && typeof options.codeExecution !== 'boolean')
    throw new NodeOperationError(ctx.getNode(), 'Parameter "codeExecution" is not boolean');
}

function functionCalls(response: Json): Json[] {
  return ((response.candidates ?? []) as Json[])
    .flatMap((c) => (c.content?.parts ?? []) as Json[])
    .filter((p) => 'functionCall' in p);
}

/** Message a Model. */
export async function geminiMessage(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const rawModel = ctx.getNodeParameter('modelId', i, '', { extractValue: true }) as unknown;
  const model = String(
    rawModel && typeof rawModel === 'object' ? ((rawModel as { value?: unknown }).value ?? '') : (rawModel ?? ''),
  );
  const messages = ctx.getNodeParameter('messages.values', i, []) as Json[];
  const simplify = ctx.getNodeParameter('simplify', i, true) as boolean;
  const jsonOutput = ctx.getNodeParameter('jsonOutput', i, false) as boolean;
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  checkOptions(ctx, options);
  const generationConfig: Json = {
    frequencyPenalty: options.frequencyPenalty,
    maxOutputTokens: options.maxOutputTokens,
    candidateCount: options.candidateCount,
    presencePenalty: options.presencePenalty,
    temperature: options.temperature,
    topP: options.topP,
    topK: options.topK,
    responseMimeType: jsonOutput ? 'application/json' : undefined,
  };
  if (options.thinkingBudget !== undefined)
    generationConfig.thinkingConfig = { thinkingBudget: options.thinkingBudget };
  const available = ctx.getInputConnectionData ? await connectedTools(ctx, i, { uniqueNames: true }) : [];
  const tools: Json[] = [];
  if (available.length) {
    const { zodToJsonSchema } = await import('zod-to-json-schema');
    tools.push({
      functionDeclarations: available.map((t) => ({
        name: t.name,
        description: t.description,
        parameters: {
          ...(zodToJsonSchema(t.schema as never, { target: 'openApi3' }) as Json),
          additionalProperties: undefined,
        },
      })),
    });
  }
  if (options.codeExecution) tools.push({ codeExecution: {} });
  const contents: Json[] = messages.map((m) => ({ parts: [{ text: m.content ?? '' }], role: m.role ?? 'user' }));
  const body: Json = {
    tools,
    contents,
    generationConfig,
    ...(options.systemMessage ? { systemInstruction: { parts: [{ text: options.systemMessage }] } } : {}),
  };
  const endpoint = `/v1beta/${model}:generateContent`;
  let response = (await geminiRequest(ctx, i, 'POST', endpoint, body)) as Json;
  const maxIterations = Number(options.maxToolsIterations ?? 15);
  let iteration = 1;
  let calls = functionCalls(response);
  while (calls.length) {
    if ((maxIterations > 0 && iteration >= maxIterations) || ctx.signal.aborted) break;
    contents.push(...(response.candidates as Json[]).map((c) => c.content));
    for (const { functionCall } of calls) {
      let result: unknown;
      for (const tool of available) if (tool.name === functionCall.name) result = await tool.invoke(functionCall.args);
      contents.push({
        parts: [{ functionResponse: { id: functionCall.id, name: functionCall.name, response: { result } } }],
        role: 'tool',
      });
    }
    response = (await geminiRequest(ctx, i, 'POST', endpoint, body)) as Json;
    calls = functionCalls(response);
    iteration += 1;
  }
  if (simplify)
    return ((response.candidates ?? []) as JsonObject[]).map((candidate) => ({
      json: candidate,
      pairedItem: { item: i },
    }));
  return [{ json: { ...response }, pairedItem: { item: i } }];
}
