/**
 * File and conversation operations of the OpenAI node: upload, list and delete files; create,
 * get, update and remove conversations (2.x). Bodies and outputs as n8n's node gives them.
 */
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { openAiRequest } from './api.js';
import { inputFile } from './binary.js';
import { responsesInput } from './text.js';

type Json = Record<string, any>;

/** Upload a File (purpose `assistants` in 1.x, `user_data` in 2.x unless chosen). */
export async function uploadFile(ctx: ExecuteContext, i: number, version: number): Promise<Item[]> {
  const name = ctx.getNodeParameter('binaryPropertyName', i) as string;
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  const form = new FormData();
  form.append('purpose', options.purpose || (version >= 2 ? 'user_data' : 'assistants'));
  const file = await inputFile(ctx, i, name);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName ?? 'file');
  try {
    return [
      { json: (await openAiRequest(ctx, i, 'POST', '/files', { body: form })) as JsonObject, pairedItem: { item: i } },
    ];
  } catch (error) {
    const e = error as { message?: string; description?: string };
    if (e.message?.includes('Bad request') && e.description?.includes('Expected file to have JSONL format')) {
      throw new NodeOperationError(ctx.getNode(), 'The file content is not in JSONL format', {
        itemIndex: i,
        description: 'Fine-tuning accepts only files in JSONL format, where every line is a valid JSON dictionary',
      });
    }
    throw error;
  }
}

/** List Files, of one purpose or any. */
export async function listFiles(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  const qs: Json = {};
  if (options.purpose && options.purpose !== 'any') qs.purpose = options.purpose;
  const { data } = (await openAiRequest(ctx, i, 'GET', '/files', { qs })) as { data?: JsonObject[] };
  return (data ?? []).map((file) => ({ json: file, pairedItem: { item: i } }));
}

/** Delete a File. */
export async function deleteFile(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const id = String(ctx.getNodeParameter('fileId', i, '', { extractValue: true }) ?? '');
  return [{ json: (await openAiRequest(ctx, i, 'DELETE', `/files/${id}`)) as JsonObject, pairedItem: { item: i } }];
}

function parseMetadata(ctx: ExecuteContext, text: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch {
    throw new NodeOperationError(ctx.getNode(), 'Invalid JSON in metadata field');
  }
}

/** The conversation operations of 2.x (`create`, `get`, `remove`, `update`). */
export async function conversation(ctx: ExecuteContext, i: number, operation: string): Promise<Item[]> {
  let response: unknown;
  if (operation === 'create') {
    const options = ctx.getNodeParameter('options', i, {}) as Json;
    const messages = ctx.getNodeParameter('messages.values', i, []) as Json[];
    const body: Json = { items: await responsesInput(ctx, i, messages) };
    if (options.metadata) {
      const metadata = parseMetadata(ctx, String(options.metadata));
      if (Object.keys(metadata).length) body.metadata = metadata;
    }
    response = await openAiRequest(ctx, i, 'POST', '/conversations', { body });
  } else {
    const id = String(ctx.getNodeParameter('conversationId', i, ''));
    if (operation === 'get') response = await openAiRequest(ctx, i, 'GET', `/conversations/${id}`);
    else if (operation === 'remove') response = await openAiRequest(ctx, i, 'DELETE', `/conversations/${id}`);
    else {
      const metadata = String(ctx.getNodeParameter('metadata', i, '') ?? '');
      if (!id) throw new NodeOperationError(ctx.getNode(), 'Conversation ID is required', { itemIndex: i });
      if (!metadata) throw new NodeOperationError(ctx.getNode(), 'Metadata is required', { itemIndex: i });
      response = await openAiRequest(ctx, i, 'POST', `/conversations/${id}`, {
        body: { metadata: parseMetadata(ctx, metadata) },
      });
    }
  }
  return [{ json: response as JsonObject, pairedItem: { item: i } }];
}
