import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BinaryData, Item, JsonObject, StreamChunk, Workflow, WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { ExecutionRepository } from '../repositories/executions.js';
import type { StartExecutionArgs } from '../services/contracts.js';
import { checkAccess, parseMultipart, toBinary, WebhookRefusal } from '../services/active/request.js';
import { answerRun, lastNodeResponse } from '../services/active/respond.js';
import type { WebhookResponders } from '../services/active/responses.js';
import { ChunkStream } from '../services/active/stream-answer.js';
import { renderChatPage } from './page.js';
import { memoryWorkflow } from './memory-run.js';

/** A request to a Chat Trigger's URL (`/webhook/<id>/chat`, or `/webhook-test/<id>/chat` while the editor listens). */
export interface ChatTriggerCall {
  kind: 'production' | 'test';
  workflow: Workflow & { id?: string };
  node: WorkflowNode;
  /** Extra start arguments (test runs: the user and editor tab that asked). */
  start?: Partial<StartExecutionArgs>;
  /** Test runs: ends the listening once a message started a run. */
  consume?(): void;
  /** Called with the execution id once the run started. */
  onStarted?(executionId: string): void;
}

/** The Chat Trigger's options (an empty object when unset). */
export function chatOptions(node: WorkflowNode): Record<string, unknown> {
  const o = node.parameters.options;
  return o && typeof o === 'object' && !Array.isArray(o) ? o : {};
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** The value of one cookie of a request. */
function cookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const cut = part.indexOf('=');
    if (cut > 0 && part.slice(0, cut).trim() === name) return decodeURIComponent(part.slice(cut + 1).trim());
  }
  return undefined;
}

/**
 * Checks the chat's authentication as n8n does: basic auth against the node's credential, or
 * (`n8nUserAuth`) a signed-in user of this instance for everything but the page itself.
 */
async function checkChatAuth(
  ctx: ServerContext,
  node: WorkflowNode,
  req: FastifyRequest,
  isPage: boolean,
): Promise<void> {
  const authentication = String(node.parameters.authentication ?? 'none');
  if (authentication === 'basicAuth') {
    await checkAccess(ctx, { ...node, parameters: { authentication: 'basicAuth' } }, req);
  } else if (authentication === 'n8nUserAuth' && !isPage) {
    const sid = cookie(req, SESSION_COOKIE);
    if (!sid) throw new WebhookRefusal(401, 'User not authenticated!', { 'WWW-Authenticate': 'Basic realm="Webhook"' });
    const userId = await ctx.sessions.userIdOf(sid);
    const user = userId ? await ctx.users.get(userId) : undefined;
    if (!user || user.disabled)
      throw new WebhookRefusal(401, 'Invalid authentication token', { 'WWW-Authenticate': 'Basic realm="Webhook"' });
  }
}

/** The CORS header of a browser call from another page, per the chat's `allowedOrigins` (default `*`). */
function corsOrigin(node: WorkflowNode, req: FastifyRequest): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  const allowed = text(chatOptions(node).allowedOrigins, '*')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!allowed.length || allowed.includes('*')) return { 'access-control-allow-origin': '*' };
  return allowed.includes(origin) ? { 'access-control-allow-origin': origin } : {};
}

/** The hosted chat page for a Chat Trigger. */
function chatPage(call: ChatTriggerCall): string {
  const options = chatOptions(call.node);
  const css = options.customCss;
  return renderChatPage({
    title: text(options.title, 'Hi there! 👋'),
    subtitle: text(options.subtitle, "Start a chat. We're here to help you 24/7."),
    inputPlaceholder: text(options.inputPlaceholder, 'Type your question..'),
    initialMessages: text(
      call.node.parameters.initialMessages,
      'Hi there! 👋\nMy name is Nathan. How can I assist you today?',
    )
      .split('\n')
      .filter((l) => l.trim() !== ''),
    showWelcomeScreen: options.showWelcomeScreen === true,
    getStarted: text(options.getStarted, 'New Conversation'),
    loadPreviousSession: options.loadPreviousSession === 'memory' || options.loadPreviousSession === 'manually',
    allowFileUploads: options.allowFileUploads === true,
    allowedFilesMimeTypes: text(options.allowedFilesMimeTypes, '*'),
    ...(typeof css === 'string' ? { customCss: css } : {}),
    testRun: call.kind === 'test',
    streaming: options.responseMode === 'streaming',
    responseNodes: options.responseMode === 'responseNodes',
  });
}

/** A refused or malformed chat request. */
class ChatRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The item a chat message starts the run with, as n8n builds it: the JSON body as it is, or for
 * uploads (multipart) the form fields plus `files` (name, size, type, `binaryKey`) and each file
 * as binary data `data0`, `data1`… (per field).
 */
export function chatItem(req: FastifyRequest): Item {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const type = String(req.headers['content-type'] ?? '');
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) throw new ChatRequestError(400, 'The multipart body has no boundary');
    const { fields, files } = parseMultipart(raw, boundary);
    const json: JsonObject = { ...(fields as JsonObject) };
    if (!files.length) return { json };
    const binary: Record<string, BinaryData> = {};
    const listed: JsonObject[] = [];
    const perField = new Map<string, number>();
    for (const file of files) {
      const index = perField.get(file.field) ?? 0;
      perField.set(file.field, index + 1);
      const binaryKey = `data${index}`;
      const data = toBinary(file.bytes, file.mimeType, file.fileName);
      binary[binaryKey] = data;
      const info: JsonObject = { binaryKey };
      for (const k of ['fileName', 'fileSize', 'fileType', 'mimeType', 'fileExtension'] as const)
        if (data[k] !== undefined) info[k] = data[k];
      listed.push(info);
    }
    json.files = listed;
    return { json, binary };
  }
  if (!raw.length) return { json: {} };
  try {
    const body: unknown = JSON.parse(raw.toString('utf8'));
    if (body && typeof body === 'object' && !Array.isArray(body)) return { json: body as JsonObject };
    throw new Error('not an object');
  } catch {
    throw new ChatRequestError(400, 'The chat message must be a JSON object');
  }
}

/**
 * Answers `loadPreviousSession` from the trigger's memory by a run of the trigger and its memory
 * only; the run is deleted once it answered, so the executions list shows what n8n's does.
 */
async function answerPreviousSession(
  ctx: ServerContext,
  call: ChatTriggerCall,
  item: Item,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const started = await ctx.executions.start({
    ...call.start,
    workflow: memoryWorkflow(call.workflow, call.node.name),
    mode: call.kind === 'test' ? 'manual' : 'webhook',
    startNode: call.node.name,
    startItems: [item],
  });
  const record = await started.done;
  // n8n reads the memory without an execution: this helper run is not kept once it succeeded.
  if (record.status !== 'success') return reply.code(500).send({ message: 'Error in workflow' });
  await new ExecutionRepository(ctx.db).delete([started.executionId]).catch(() => 0);
  const runs = record.data.resultData.runData[call.node.name];
  const items: Item[] = runs?.[runs.length - 1]?.data?.main?.[0] ?? [];
  return reply.code(200).send({ data: items.map((i) => i.json) });
}

/**
 * Serves a Chat Trigger as n8n does: a chat that is not public answers 404; authentication is
 * checked; GET shows the hosted chat page (hosted mode); POST takes a message (JSON or multipart
 * with uploads), answers `loadPreviousSession` (from memory, or empty when off), and otherwise
 * starts the workflow with the message as its item and answers per the response mode (the last
 * node's first item, a Respond to Webhook node, or streamed chunks).
 */
export async function handleChatTrigger(
  ctx: ServerContext,
  responders: WebhookResponders,
  call: ChatTriggerCall,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { node } = call;
  if (node.parameters.public !== true) return reply.code(404).send();
  void reply.headers(corsOrigin(node, req));
  const mode = String(node.parameters.mode ?? 'hostedChat');
  const method = req.method.toUpperCase();
  const isPage = method === 'GET' || method === 'HEAD';
  try {
    await checkChatAuth(ctx, node, req, isPage && mode === 'hostedChat');
  } catch (e) {
    if (!(e instanceof WebhookRefusal)) throw e;
    return reply.code(e.status).headers(e.headers).type('text/plain; charset=utf-8').send(e.message);
  }
  if (isPage && mode === 'hostedChat') {
    return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(chatPage(call));
  }
  let item: Item;
  try {
    item = isPage ? { json: {} } : chatItem(req);
  } catch (e) {
    if (!(e instanceof ChatRequestError)) throw e;
    return reply.code(e.status).send({ message: e.message });
  }
  const options = chatOptions(node);
  if (item.json.action === 'loadPreviousSession') {
    if (options.loadPreviousSession === 'memory') return answerPreviousSession(ctx, call, item, reply);
    if (options.loadPreviousSession !== 'manually') return reply.code(200).send({ data: [] });
  }
  call.consume?.();
  // The page (setup webhook) of an embedded chat only starts the run, as n8n's 'onReceived'.
  const responseMode = isPage ? 'onReceived' : String(options.responseMode ?? 'lastNode');
  const stream = responseMode === 'streaming' ? new ChunkStream(reply) : undefined;
  const start = ctx.executions.start({
    ...call.start,
    workflow: call.workflow,
    mode: call.kind === 'test' ? 'manual' : 'webhook',
    startNode: node.name,
    startItems: [item],
    ...(stream ? { stream: (chunk: StreamChunk) => stream.write(chunk) } : {}),
  });
  let started: Awaited<typeof start>;
  try {
    started = await start;
  } catch (e) {
    // Once streaming, the answer has begun: a run that cannot start ends it with an error line.
    if (!stream) throw e;
    stream.fail(e);
    return reply;
  }
  call.onStarted?.(started.executionId);
  // Respond to Chat nodes answer over the chat's socket: the POST only says which execution to follow.
  if (responseMode === 'responseNodes') {
    started.done.catch(() => undefined);
    return reply.code(200).send({ executionStarted: true, executionId: started.executionId });
  }
  if (stream) {
    await stream.end(node, started.done, (n, record) => lastNodeResponse(n, record));
    return reply;
  }
  const probe = {
    ...node,
    parameters: {
      responseMode:
        responseMode === 'responseNode' ? 'responseNode' : responseMode === 'onReceived' ? 'onReceived' : 'lastNode',
    },
  };
  return answerRun(responders, probe, started, reply, (b) => ctx.binaryData.read(b));
}
