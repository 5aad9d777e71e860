import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BinaryData, Item, StreamChunk, Workflow, WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import type { ExecutionRecord, StartExecutionArgs } from '../contracts.js';
import { buildWebhookItem, checkAccess, optionsOf, WebhookRefusal } from './request.js';
import type { WebhookResponders, WebhookResponse } from './responses.js';
import { ChunkStream } from './stream-answer.js';

/** Reads the bytes of a binary property (inline, or from the binary data folder). */
export type BinaryReader = (binary: BinaryData) => Promise<Buffer>;

const inlineBytes: BinaryReader = async (binary) => Buffer.from(binary.data, 'base64');

/** A matched webhook call, ready to run. */
export interface WebhookCall {
  kind: 'production' | 'test';
  workflow: Workflow & { id?: string };
  node: WorkflowNode;
  params: Record<string, string>;
  /** The node's stored path (with `:params`), for `webhookUrl`. */
  path: string;
  /** Extra start arguments (test runs: the user and editor tab that asked). */
  start?: Partial<StartExecutionArgs>;
  /** Called with the execution id once the run started (test runs tell the editor). */
  onStarted?(executionId: string): void;
}

/** Answers a reply with a response (Buffers as bytes, strings as text, the rest as JSON). */
export function sendResponse(reply: FastifyReply, r: WebhookResponse): FastifyReply {
  void reply.code(r.statusCode);
  for (const [k, v] of Object.entries(r.headers)) void reply.header(k, v);
  if (r.body === undefined || r.body === null) return reply.send();
  if (Buffer.isBuffer(r.body) || r.body instanceof Uint8Array) return reply.send(Buffer.from(r.body as Uint8Array));
  if (typeof r.body === 'string') {
    if (!reply.hasHeader('content-type')) void reply.header('content-type', 'text/html; charset=utf-8');
    return reply.send(r.body);
  }
  if (reply.hasHeader('content-type') && !String(reply.getHeader('content-type')).includes('json'))
    return reply.send(JSON.stringify(r.body));
  return reply.send(r.body);
}

/** The response code of a Webhook node (typeVersion 2 reads it from the options). */
function responseCodeOf(node: WorkflowNode): number {
  if (node.typeVersion < 2) return Number(node.parameters.responseCode ?? 200) || 200;
  const values = optionsOf(node).responseCode?.values;
  if (values?.customCode) return Number(values.customCode);
  return Number(values?.responseCode ?? 200) || 200;
}

/** The node's extra response headers. */
function headersOf(node: WorkflowNode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of optionsOf(node).responseHeaders?.entries ?? [])
    if (e.name) out[String(e.name).toLowerCase()] = String(e.value ?? '');
  return out;
}

/** Reads a dotted path of an object. */
function pick(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}

/** The answer for `responseMode: lastNode`, from the finished execution. */
export async function lastNodeResponse(
  node: WorkflowNode,
  record: ExecutionRecord,
  readBinary: BinaryReader = inlineBytes,
): Promise<WebhookResponse> {
  const headers = headersOf(node);
  const code = responseCodeOf(node);
  const { runData, lastNodeExecuted, error } = record.data.resultData;
  if (error || record.status !== 'success')
    return { statusCode: 500, headers: {}, body: { message: 'Error in workflow' } };
  const runs = lastNodeExecuted ? runData[lastNodeExecuted] : undefined;
  const items: Item[] = runs?.[runs.length - 1]?.data?.main?.[0] ?? [];
  const responseData = String(node.parameters.responseData ?? 'firstEntryJson');
  const options = optionsOf(node);
  if (responseData === 'noData') return { statusCode: code, headers };
  if (responseData === 'allEntries') return { statusCode: code, headers, body: items.map((i) => i.json) };
  const first = items[0];
  if (!first) return { statusCode: 500, headers: {}, body: { message: 'No item to return got found' } };
  if (responseData === 'firstEntryBinary') {
    const property = String(node.parameters.responseBinaryPropertyName ?? 'data');
    const binary = first.binary?.[property];
    if (!binary)
      return {
        statusCode: 500,
        headers: {},
        body: { message: `The binary property "${property}" which should be returned does not exist` },
      };
    return {
      statusCode: code,
      headers: { 'content-type': binary.mimeType, ...headers },
      body: await readBinary(binary),
    };
  }
  const body = options.responsePropertyName ? pick(first.json, options.responsePropertyName) : first.json;
  if (options.responseContentType) {
    return {
      statusCode: code,
      headers: { 'content-type': options.responseContentType, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    };
  }
  return { statusCode: code, headers, body };
}

/**
 * Runs a matched webhook and answers the request per the node's `responseMode`: at once
 * ('onReceived'), with the last node's data ('lastNode'), or with what a Respond to Webhook node
 * sends ('responseNode'). Refusals (authentication, allowlist, bots, bad bodies) are answered as
 * plain text before anything runs.
 */
export async function runWebhook(
  ctx: ServerContext,
  responders: WebhookResponders,
  call: WebhookCall,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { node } = call;
  const raw = Buffer.isBuffer(req.body) ? req.body : undefined;
  let item: Item;
  try {
    await checkAccess(ctx, node, req);
    const endpoint = call.kind === 'test' ? ctx.config.endpointWebhookTest : ctx.config.endpointWebhook;
    item = buildWebhookItem(req, raw, {
      node,
      params: call.params,
      webhookUrl: `${ctx.config.baseUrl}/${endpoint}/${call.path}`,
      executionMode: call.kind === 'test' ? 'test' : 'production',
      multipleMethods: Array.isArray(node.parameters.httpMethod),
    });
  } catch (e) {
    if (!(e instanceof WebhookRefusal)) throw e;
    return reply.code(e.status).headers(e.headers).type('text/plain; charset=utf-8').send(e.message);
  }
  // Webhook 2.1's 'streaming': the pieces nodes stream (an agent's answer) are written as they come.
  const stream = node.parameters.responseMode === 'streaming' ? new ChunkStream(reply) : undefined;
  let started: Awaited<ReturnType<ServerContext['executions']['start']>>;
  try {
    started = await ctx.executions.start({
      ...call.start,
      workflow: call.workflow,
      mode: call.kind === 'test' ? 'manual' : 'webhook',
      startNode: node.name,
      startItems: [item],
      ...(stream ? { stream: (chunk: StreamChunk) => stream.write(chunk) } : {}),
      // Only the run's end is awaited: answering with the last node's data, with no editor to tell.
      startAtOnce: !stream && !call.onStarted && node.parameters.responseMode === 'lastNode',
    });
  } catch (e) {
    if (!stream) throw e;
    stream.fail(e);
    return reply;
  }
  call.onStarted?.(started.executionId);
  if (stream) {
    await stream.end(node, started.done, (n, record) => lastNodeResponse(n, record));
    return reply;
  }
  return answerRun(responders, node, started, reply, (b) => ctx.binaryData.read(b));
}

/**
 * Answers a webhook request for a run it started or resumed, per the node's `responseMode`: at
 * once ('onReceived'), with the last node's data ('lastNode'), or with what a Respond to Webhook
 * node sends ('responseNode'). Webhook and Wait nodes share it.
 */
export async function answerRun(
  responders: WebhookResponders,
  node: WorkflowNode,
  started: { executionId: string; done: Promise<ExecutionRecord> },
  reply: FastifyReply,
  readBinary: BinaryReader = inlineBytes,
): Promise<FastifyReply> {
  const responseMode = String(node.parameters.responseMode ?? 'onReceived');
  if (responseMode === 'responseNode') {
    const waiting = responders.wait(started.executionId);
    const outcome = await Promise.race([
      waiting.response.then((r) => ({ r })),
      started.done.then((record) => ({ record })),
    ]);
    if ('r' in outcome) return sendResponse(reply, outcome.r);
    // The run ended; an answer given in its last moments still wins.
    const late = await Promise.race([
      waiting.response,
      new Promise<undefined>((r) => setImmediate(() => r(undefined))),
    ]);
    waiting.cancel();
    if (late) return sendResponse(reply, late);
    const failed = outcome.record.status !== 'success';
    return sendResponse(
      reply,
      failed
        ? { statusCode: 500, headers: {}, body: { message: 'Error in workflow' } }
        : { statusCode: 200, headers: {}, body: { message: 'Workflow executed successfully' } },
    );
  }
  if (responseMode === 'lastNode')
    return sendResponse(reply, await lastNodeResponse(node, await started.done, readBinary));
  started.done.catch(() => undefined);
  const options = optionsOf(node);
  const headers = headersOf(node);
  const code = responseCodeOf(node);
  if (options.noResponseBody || node.parameters.responseData === 'noData')
    return sendResponse(reply, { statusCode: code, headers });
  if (options.responseData)
    return sendResponse(reply, { statusCode: code, headers, body: String(options.responseData) });
  return sendResponse(reply, { statusCode: code, headers, body: { message: 'Workflow was started' } });
}
