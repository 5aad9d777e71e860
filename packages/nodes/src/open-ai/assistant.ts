/**
 * Assistant operations of the OpenAI node 1.x (the Assistants API v2): create, list, update and
 * delete assistants, as n8n's node does them.
 */
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { openAiRequest } from './api.js';
import { modelOf } from './text.js';

type Json = Record<string, any>;

const BETA = { 'OpenAI-Beta': 'assistants=v2' };
const MAX_FILES = 20;

function assistantId(ctx: ExecuteContext, i: number): string {
  return String(ctx.getNodeParameter('assistantId', i, '', { extractValue: true }) ?? '');
}

/** Every assistant, page after page. */
async function allAssistants(ctx: ExecuteContext, i: number): Promise<Json[]> {
  const out: Json[] = [];
  let after: string | undefined;
  for (;;) {
    const page = (await openAiRequest(ctx, i, 'GET', '/assistants', {
      headers: BETA,
      qs: { limit: 100, ...(after ? { after } : {}) },
    })) as Json;
    out.push(...((page.data ?? []) as Json[]));
    if (!page.has_more) return out;
    after = page.last_id;
  }
}

function tooManyFiles(ctx: ExecuteContext, i: number): NodeOperationError {
  return new NodeOperationError(
    ctx.getNode(),
    `The maximum number of files that can be attached to the assistant is ${MAX_FILES}`,
    { itemIndex: i },
  );
}

function fileIds(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').map((id) => id.trim());
  return Array.isArray(value) ? value.map(String) : [];
}

/** Create an Assistant (refusing a taken name with `failIfExists`). */
export async function createAssistant(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const model = modelOf(ctx, i);
  const name = ctx.getNodeParameter('name', i) as string;
  const description = ctx.getNodeParameter('description', i) as string;
  const instructions = ctx.getNodeParameter('instructions', i) as string;
  const codeInterpreter = ctx.getNodeParameter('codeInterpreter', i) as boolean;
  const knowledgeRetrieval = ctx.getNodeParameter('knowledgeRetrieval', i) as boolean;
  const files = fileIds(ctx.getNodeParameter('file_ids', i, []));
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  if (options.failIfExists && (await allAssistants(ctx, i)).some((a) => a.name === name)) {
    throw new NodeOperationError(ctx.getNode(), `An assistant with the same name '${name}' already exists`, {
      itemIndex: i,
    });
  }
  if (files.length > MAX_FILES) throw tooManyFiles(ctx, i);
  const body: Json = { model, name, description, instructions };
  const tools: Json[] = [];
  if (codeInterpreter) {
    tools.push({ type: 'code_interpreter' });
    body.tool_resources = { ...(body.tool_resources ?? {}), code_interpreter: { file_ids: files } };
  }
  if (knowledgeRetrieval) {
    tools.push({ type: 'file_search' });
    body.tool_resources = { ...(body.tool_resources ?? {}), file_search: { vector_stores: [{ file_ids: files }] } };
  }
  if (tools.length) body.tools = tools;
  return [
    {
      json: (await openAiRequest(ctx, i, 'POST', '/assistants', { body, headers: BETA })) as JsonObject,
      pairedItem: { item: i },
    },
  ];
}

/** List Assistants (creation dates as ISO strings; simplified to id, name and model). */
export async function listAssistants(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const assistants = await allAssistants(ctx, i);
  for (const a of assistants) {
    try {
      a.created_at = new Date(a.created_at * 1000).toISOString();
    } catch {
      // Left as the API gave it.
    }
  }
  if (ctx.getNodeParameter('simplify', i, true))
    return assistants.map(({ id, name, model }) => ({ json: { id, name, model }, pairedItem: { item: i } }));
  return assistants.map((a) => ({ json: a, pairedItem: { item: i } }));
}

/** Delete an Assistant. */
export async function deleteAssistant(ctx: ExecuteContext, i: number): Promise<Item[]> {
  return [
    {
      json: (await openAiRequest(ctx, i, 'DELETE', `/assistants/${assistantId(ctx, i)}`, {
        headers: BETA,
      })) as JsonObject,
      pairedItem: { item: i },
    },
  ];
}

/** Update an Assistant: the options given, its tools switched on or off. */
export async function updateAssistant(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const id = assistantId(ctx, i);
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  const body: Json = {};
  if (options.file_ids) {
    const files = fileIds(options.file_ids);
    if (files.length > MAX_FILES) throw tooManyFiles(ctx, i);
    body.tool_resources = { ...(body.tool_resources ?? {}), code_interpreter: { file_ids: files } };
  }
  if (options.modelId) body.model = modelOf(ctx, i, 'options.modelId');
  if (options.name) body.name = options.name;
  if (options.description) body.description = options.description;
  if (options.instructions) body.instructions = options.instructions;
  if (options.temperature) body.temperature = options.temperature;
  if (options.topP) body.topP = options.topP;
  let tools = (((await openAiRequest(ctx, i, 'GET', `/assistants/${id}`, { headers: BETA })) as Json).tools ??
    []) as Json[];
  const has = (type: string) => tools.some((t) => t.type === type);
  if (options.codeInterpreter && !has('code_interpreter')) tools.push({ type: 'code_interpreter' });
  if (options.codeInterpreter === false && has('code_interpreter'))
    tools = tools.filter((t) => t.type !== 'code_interpreter');
  if (options.knowledgeRetrieval && !has('file_search')) tools.push({ type: 'file_search' });
  if (options.knowledgeRetrieval === false && has('file_search')) tools = tools.filter((t) => t.type !== 'file_search');
  if (options.removeCustomTools) tools = tools.filter((t) => t.type !== 'function');
  body.tools = tools;
  return [
    {
      json: (await openAiRequest(ctx, i, 'POST', `/assistants/${id}`, { body, headers: BETA })) as JsonObject,
      pairedItem: { item: i },
    },
  ];
}
