/**
 * The Prompt resource (Anthropic's experimental prompt tools, behind the `prompt-tools` beta):
 * generate a prompt for a task, improve messages (with the system prompt and feedback), templatize
 * messages; simplified to the messages and system prompt (and the variable values of a template).
 */
import type { ExecuteContext, Item } from '@weft/workflow';
import { anthropicRequest } from './api.js';

type Json = Record<string, any>;

const simplified: Record<string, string[]> = {
  generate: ['messages', 'system'],
  improve: ['messages', 'system'],
  templatize: ['messages', 'system', 'variable_values'],
};

/** The request body of a prompt operation. */
function bodyOf(ctx: ExecuteContext, i: number, operation: string): Json {
  if (operation === 'generate') return { task: ctx.getNodeParameter('task', i, '') as string };
  const messages = ctx.getNodeParameter('messages.values', i, []) as Json[];
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  if (operation === 'improve') return { messages, system: options.system, feedback: options.feedback };
  return { messages, system: options.system };
}

/** Generate, Improve or Templatize Prompt for item `i`. */
export async function promptOperation(ctx: ExecuteContext, i: number, operation: string): Promise<Item[]> {
  const body = bodyOf(ctx, i, operation);
  const simplify = ctx.getNodeParameter('simplify', i, true) as boolean;
  const response = await anthropicRequest(ctx, 'POST', `/v1/experimental/${operation}_prompt`, {
    body,
    betas: { promptTools: true },
  });
  if (!simplify) return [{ json: { ...response }, pairedItem: { item: i } }];
  const json: Json = {};
  for (const key of simplified[operation] ?? []) if (response[key] !== undefined) json[key] = response[key];
  return [{ json, pairedItem: { item: i } }];
}
