/**
 * Message a Model: the messages (with attachments appended as one more user message), the
 * connected tools (their zod schemas as JSON schemas) and the built-in code execution and web
 * search tools, sent to `/v1/messages`. While the model asks for tools, each call is answered by
 * the connected tool of its name and the conversation sent again (up to Max Tool Calls Iterations
 * rounds; a paused turn is resumed up to three times). The last answer's content (simplified) or
 * the whole answer, with the text parts merged when asked.
 */
import type { StructuredToolInterface } from '@langchain/core/tools';
import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import { connectedTools } from '../shared/ai/node-tool.js';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { anthropicRequest, anthropicUrl } from './api.js';
import { locatorValue, splitByComma } from './analyze.js';
import { baseUrlOf, downloadFile, mediaType, uploadFile } from './files.js';

type Json = Record<string, any>;

/** The content block type of an attachment's media type: images and PDFs only. */
function blockType(ctx: ExecuteContext, mimeType: string | undefined): 'image' | 'document' {
  if (mimeType?.startsWith('image/')) return 'image';
  if (mimeType === 'application/pdf') return 'document';
  throw new NodeOperationError(
    ctx.getNode(),
    `Unsupported file type: ${String(mimeType)}. Only images and PDFs are supported.`,
  );
}

/** The tools described to the API, and the connected ones that answer calls. */
async function toolsOf(
  ctx: ExecuteContext,
  options: Json,
): Promise<{ tools: Json[]; connected: StructuredToolInterface[] }> {
  const connected = ctx.getInputConnectionData ? await connectedTools(ctx, 0, { uniqueNames: true }) : [];
  const { zodToJsonSchema } = await import('zod-to-json-schema');
  const tools: Json[] = connected.map((t) => ({
    type: 'custom',
    name: t.name,
    input_schema: zodToJsonSchema(t.schema as never),
    description: t.description,
  }));
  if (options.codeExecution) tools.push({ type: 'code_execution_20250522', name: 'code_execution' });
  if (options.webSearch)
    tools.push({
      type: 'web_search_20250305',
      name: 'web_search',
      max_uses: options.maxUses,
      allowed_domains: options.allowedDomains ? splitByComma(options.allowedDomains as string) : undefined,
      blocked_domains: options.blockedDomains ? splitByComma(options.blockedDomains as string) : undefined,
    });
  return { tools, connected };
}

/** Attachments for code execution: every file uploaded (or a stored file's id) as a container upload. */
async function codeAttachments(ctx: ExecuteContext, i: number, filePrefix: string): Promise<Json[]> {
  let ids: string[];
  if (ctx.getNodeParameter('attachmentsInputType', i, 'url') === 'url') {
    const urls = splitByComma(ctx.getNodeParameter('attachmentsUrls', i, '') as string);
    ids = await Promise.all(
      urls.map(async (url) => {
        if (url.startsWith(filePrefix)) return url.replace(filePrefix, '');
        const { bytes, mimeType } = await downloadFile(ctx, url);
        return String((await uploadFile(ctx, bytes, mimeType)).id);
      }),
    );
  } else {
    const fields = splitByComma(ctx.getNodeParameter('binaryPropertyName', i, 'data') as string);
    ids = await Promise.all(
      fields.map(async (field) => {
        const binary = requireBinary(ctx, i, field);
        const bytes = await ctx.helpers.getBinaryDataBuffer(i, field);
        return String((await uploadFile(ctx, bytes, binary.mimeType)).id);
      }),
    );
  }
  return ids.map((id) => ({ type: 'container_upload', file_id: id }));
}

/** Attachments as image or document blocks: stored files, URLs (their type from a HEAD request) or base64. */
async function regularAttachments(ctx: ExecuteContext, i: number, filePrefix: string): Promise<Json[]> {
  if (ctx.getNodeParameter('attachmentsInputType', i, 'url') === 'url') {
    const urls = splitByComma(ctx.getNodeParameter('attachmentsUrls', i, '') as string);
    const credentials = await ctx.getCredentials('anthropicApi');
    return Promise.all(
      urls.map(async (url) => {
        if (url.startsWith(filePrefix)) {
          const file = await anthropicRequest(ctx, 'GET', '', { url });
          const type = blockType(ctx, file.mime_type as string | undefined);
          return { type, source: { type: 'file', file_id: url.replace(filePrefix, '') } };
        }
        const head = await ctx.helpers.httpRequest({ url: anthropicUrl(credentials, url), method: 'HEAD' });
        const type = blockType(ctx, mediaType(head.headers['content-type']));
        return { type, source: { type: 'url', url } };
      }),
    );
  }
  const fields = splitByComma(ctx.getNodeParameter('binaryPropertyName', i, 'data') as string);
  return Promise.all(
    fields.map(async (field) => {
      const binary = requireBinary(ctx, i, field);
      const type = blockType(ctx, binary.mimeType);
      const bytes = await ctx.helpers.getBinaryDataBuffer(i, field);
      return {
        type,
        source: { type: 'base64', media_type: binary.mimeType, data: Buffer.from(bytes).toString('base64') },
      };
    }),
  );
}

/** The tool results of an answer's tool calls, as the next user message. */
async function toolResults(response: Json, connected: StructuredToolInterface[]): Promise<Json | undefined> {
  const calls = ((response.content ?? []) as Json[]).filter((c) => c.type === 'tool_use');
  if (calls.length === 0) return undefined;
  const content: Json[] = [];
  for (const call of calls) {
    let answer: unknown;
    for (const tool of connected) if (tool.name === call.name) answer = await tool.invoke(call.input as never);
    content.push({
      type: 'tool_result',
      tool_use_id: call.id,
      content: typeof answer === 'object' && answer !== null ? JSON.stringify(answer) : (answer ?? ''),
    });
  }
  return { role: 'user', content };
}

/** Message a Model for item `i`. */
export async function messageOperation(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const model = locatorValue(ctx.getNodeParameter('modelId', i, ''));
  const messages = [...(ctx.getNodeParameter('messages.values', i, []) as Json[])];
  const addAttachments = ctx.getNodeParameter('addAttachments', i, false) as boolean;
  const simplify = ctx.getNodeParameter('simplify', i, true) as boolean;
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  const { tools, connected } = await toolsOf(ctx, options);
  if (addAttachments) {
    const filePrefix = `${await baseUrlOf(ctx)}/v1/files/`;
    const content = options.codeExecution
      ? await codeAttachments(ctx, i, filePrefix)
      : await regularAttachments(ctx, i, filePrefix);
    messages.push({ role: 'user', content });
  }
  const body = {
    model,
    messages,
    tools,
    max_tokens: options.maxTokens ?? 1024,
    system: options.system,
    temperature: options.temperature,
    top_p: options.topP,
    top_k: options.topK,
  };
  const betas = { codeExecution: !!options.codeExecution };
  const send = () => anthropicRequest(ctx, 'POST', '/v1/messages', { body, betas });
  let response = await send();
  const maxRounds = ctx.getNodeParameter('options.maxToolsIterations', i, 15) as number;
  let rounds = 0;
  let pauses = 0;
  for (;;) {
    if (ctx.signal?.aborted) break;
    if (response.stop_reason === 'tool_use') {
      if (maxRounds > 0 && rounds >= maxRounds) break;
      messages.push({ role: 'assistant', content: response.content });
      const results = await toolResults(response, connected);
      if (results) messages.push(results);
      rounds++;
    } else if (response.stop_reason === 'pause_turn') {
      if (pauses >= 3) break;
      messages.push({ role: 'assistant', content: response.content });
      pauses++;
    } else break;
    response = await send();
  }
  const merged = options.includeMergedResponse
    ? ((response.content ?? []) as Json[])
        .filter((c) => c.type === 'text')
        .map((c) => c.text as string)
        .join('')
    : undefined;
  const json: Json = simplify ? { content: response.content } : { ...response };
  if (merged !== undefined) json.merged_response = merged;
  return [{ json, pairedItem: { item: i } }];
}
