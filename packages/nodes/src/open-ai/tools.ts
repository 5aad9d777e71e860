/**
 * The tools connected to the OpenAI node (its `ai_tool` input), described to the API the way n8n
 * describes them: JSON schemas from the tools' zod schemas by zod-to-json-schema (n8n's version),
 * in the Chat Completions or Responses shape; and a tool call answered by the tool of its name.
 */
import type { StructuredToolInterface } from '@langchain/core/tools';
import type { ExecuteContext } from '@weft/workflow';
import { connectedTools } from '../shared/ai/node-tool.js';

/** Models n8n offers no tools to (the node hides its tools input for them from version 1.2). */
export const MODELS_WITHOUT_TOOLS: readonly string[] = [
  'gpt-3.5-turbo-16k-0613',
  'dall-e-3',
  'text-embedding-3-large',
  'dall-e-2',
  'whisper-1',
  'tts-1-hd-1106',
  'tts-1-hd',
  'gpt-4-0314',
  'text-embedding-3-small',
  'gpt-4-32k-0314',
  'gpt-3.5-turbo-0301',
  'gpt-4-vision-preview',
  'gpt-3.5-turbo-16k',
  'gpt-3.5-turbo-instruct-0914',
  'tts-1',
  'davinci-002',
  'gpt-3.5-turbo-instruct',
  'babbage-002',
  'tts-1-1106',
  'text-embedding-ada-002',
];

/** The tools of the node's tools input, unless n8n hides that input for the model. */
export async function nodeTools(
  ctx: ExecuteContext,
  itemIndex: number,
  model: string,
  version: number,
): Promise<StructuredToolInterface[]> {
  const hidden =
    ctx.getNodeParameter('hideTools', itemIndex, '') === 'hide' ||
    (version >= 1.2 && MODELS_WITHOUT_TOOLS.includes(model));
  if (hidden || !ctx.getInputConnectionData) return [];
  return connectedTools(ctx, itemIndex, { uniqueNames: version > 1 });
}

async function jsonSchemaOf(tool: StructuredToolInterface): Promise<Record<string, unknown>> {
  const { zodToJsonSchema } = await import('zod-to-json-schema');
  return zodToJsonSchema(tool.schema as never);
}

/** A tool as Chat Completions takes it (`{type: 'function', function: {name, description, parameters}}`). */
export async function chatCompletionsTool(tool: StructuredToolInterface): Promise<Record<string, unknown>> {
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: await jsonSchemaOf(tool) },
  };
}

/**
 * A tool as the Responses API takes it: strict when every property is required, and then with
 * `additionalProperties: false` in place of an empty object.
 */
export async function responsesTool(tool: StructuredToolInterface): Promise<Record<string, unknown>> {
  const schema = await jsonSchemaOf(tool);
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : undefined;
  const properties = schema.properties as Record<string, unknown> | undefined;
  const strict = !!required && !!properties && Object.keys(properties).every((name) => required.includes(name));
  const extra = schema.additionalProperties;
  if (strict && extra && typeof extra === 'object' && Object.keys(extra).length === 0)
    schema.additionalProperties = false;
  return { type: 'function', name: tool.name, parameters: schema, strict, description: tool.description };
}

/**
 * What the tool named in a call answers for its JSON arguments (an `input` argument alone, as n8n
 * passes it), as text; undefined when no connected tool has that name.
 */
export async function answerToolCall(
  tools: readonly StructuredToolInterface[],
  name: string,
  argumentsText: string,
): Promise<string | undefined> {
  let answer: unknown;
  for (const tool of tools) {
    if (tool.name !== name) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(argumentsText);
    } catch {
      parsed = undefined;
    }
    const input = (parsed as { input?: unknown } | undefined)?.input ?? parsed ?? argumentsText;
    answer = await tool.invoke(input as never);
  }
  if (answer !== undefined && typeof answer === 'object') return JSON.stringify(answer);
  return answer as string | undefined;
}
