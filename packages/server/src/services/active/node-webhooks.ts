/**
 * Calls to the webhooks of nodes that shape them themselves (`NodeType.webhook`, e.g. the Telegram
 * Trigger): the node turns the request into the items its workflow starts with, may refuse it
 * with its own HTTP answer, or may answer that the call starts nothing (an update it filters out).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Item, WebhookRequestContext, WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import type { StartExecutionArgs } from '../contracts.js';
import { recordTriggerError, returnJsonArray, serverPollContext } from '../polling/index.js';
import { sendResponse } from './respond.js';
import { toBinary } from './request.js';
import type { StoredWorkflow } from './store.js';
import { reportTestWebhookReceived, type TestRegistration, type TestWebhooks } from './test-webhooks.js';
import type { WebhookMatch } from './webhook-paths.js';
import { isNodeWebhookTrigger, nodeWebhookEntries } from './webhook-registration.js';

export { isNodeWebhookTrigger } from './webhook-registration.js';

/** A matched call to a node's own webhook. */
export interface NodeWebhookCall {
  kind: 'production' | 'test';
  workflow: StoredWorkflow;
  node: WorkflowNode;
  params: Record<string, string>;
  /** The matched stored path, to tell which of the node's webhooks was called. */
  path: string;
  /** Extra start arguments (test runs: the user and editor tab that asked). */
  start?: Partial<StartExecutionArgs>;
  /** Called with the execution id once a run started. */
  onStarted?(executionId: string): void;
  /** Ends the test listening (called once a call started a run). */
  consume?(): void;
}

/** The body as the node sees it: JSON or form fields parsed, anything else `{}`. */
function bodyOf(req: FastifyRequest): Record<string, unknown> {
  const raw = Buffer.isBuffer(req.body) ? req.body : undefined;
  if (!raw?.length) return {};
  const mime = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (mime === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : { data: parsed };
  } catch {
    return {};
  }
}

/** The test-run form of a call that matched a test registration. */
export function testNodeWebhookCall(
  ctx: ServerContext,
  testWebhooks: TestWebhooks,
  registration: TestRegistration,
  match: WebhookMatch,
  node: WorkflowNode,
): NodeWebhookCall {
  const { workflow, startNode: _start, startItems: _items, mode: _mode, ...start } = registration.args;
  return {
    kind: 'test',
    workflow: { ...workflow, id: registration.workflow.id, name: registration.workflow.name },
    node,
    params: match.params,
    path: match.webhook.path,
    start,
    consume: () => testWebhooks.remove(registration.workflow.id),
    onStarted: (executionId) => reportTestWebhookReceived(ctx, registration, executionId),
  };
}

/**
 * Runs a node's `webhook()` for a call and answers it: the node's own answer when it gives one,
 * else `{message: 'Workflow was started'}` when a run started, or `{message: 'Webhook call
 * received'}` when the node started none (n8n's answers for `responseMode: onReceived`).
 */
export async function handleNodeWebhook(
  ctx: ServerContext,
  call: NodeWebhookCall,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { workflow, node } = call;
  const type = ctx.nodeTypes.get(node.type, node.typeVersion);
  if (!type?.webhook || !isNodeWebhookTrigger(ctx, node))
    return reply.code(404).send({ code: 404, message: `The node "${node.name}" does not answer webhook calls` });
  const method = req.method.toUpperCase();
  const name =
    nodeWebhookEntries(ctx, workflow, node).find((e) => e.method === method && e.path === call.path)?.name ?? 'default';
  const timezone =
    typeof workflow.settings?.timezone === 'string' && workflow.settings.timezone !== 'DEFAULT'
      ? workflow.settings.timezone
      : ctx.config.timezone;
  const state = structuredClone(workflow.staticData ?? {});
  const nodeState = ((state[`node:${node.name}`] as Record<string, unknown> | undefined) ??= {});
  const base = serverPollContext(ctx, workflow, node, type, timezone, {
    node: nodeState,
    global: ((state.global as Record<string, unknown> | undefined) ??= {}),
  });
  const body = bodyOf(req);
  // `getRawBody` is spelled out in the type too, so this compiles against a workflow build from before it was added.
  const webhookCtx: WebhookRequestContext & { getRawBody?(): Uint8Array | undefined } = {
    getBodyData: () => body,
    getRawBody: () => (Buffer.isBuffer(req.body) ? req.body : undefined),
    getHeaderData: () => ({ ...req.headers }),
    getQueryData: () => ({ ...(req.query as Record<string, unknown>) }),
    getParamsData: () => call.params,
    getWebhookName: () => name,
    getNodeParameter: (p, fallback) => base.getNodeParameter(p, fallback),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => (call.kind === 'test' ? 'manual' : 'webhook'),
    getWorkflowStaticData: (which) => base.getWorkflowStaticData(which),
    getCredentials: (credentialType) => base.getCredentials(credentialType),
    helpers: {
      httpRequest: (options) => base.helpers.httpRequest(options),
      prepareBinaryData: async (data, fileName, mimeType) =>
        toBinary(Buffer.from(data), mimeType ?? 'application/octet-stream', fileName),
      returnJsonArray,
    },
  };
  let result;
  try {
    result = await type.webhook(webhookCtx);
  } catch (error) {
    if (call.kind === 'production') await recordTriggerError(ctx, workflow, node, error).catch(() => undefined);
    return sendResponse(reply, {
      statusCode: 500,
      headers: {},
      body: { code: 0, message: `The "${node.name}" node could not handle the call: ${(error as Error).message}` },
    });
  }
  const items: Item[] | undefined = result.workflowData?.[0];
  if (!items)
    return sendResponse(
      reply,
      result.response ?? { statusCode: 200, headers: {}, body: { message: 'Webhook call received' } },
    );
  const started = await ctx.executions.start({
    ...call.start,
    workflow,
    mode: call.kind === 'test' ? 'manual' : 'webhook',
    startNode: node.name,
    startItems: items,
  });
  call.consume?.();
  call.onStarted?.(started.executionId);
  started.done.catch(() => undefined);
  return sendResponse(
    reply,
    result.response ?? { statusCode: 200, headers: {}, body: { message: 'Workflow was started' } },
  );
}
