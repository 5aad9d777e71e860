import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CORE_NODE_TYPES,
  resumeWebhookUrl,
  toWeftTypeName,
  trimSlashes,
  type Item,
  type WorkflowNode,
} from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import { ExecutionRepository } from '../../repositories/executions.js';
import { renderWaitForm, formItem, FormRefusal } from './waiting-forms.js';
import { buildWebhookItem, checkAccess, optionsOf, WebhookRefusal } from './request.js';
import { answerRun } from './respond.js';
import type { WebhookResponders } from './responses.js';
import { handleWaitingForm } from '../../forms/index.js';
import { handleSendAndWait, isSendAndWait } from '../../forms/send-and-wait.js';

/** A refusal of a resume call: status and a JSON message. */
function refuse(reply: FastifyReply, status: number, message: string, hint?: string): FastifyReply {
  return reply.code(status).send({ code: status, message, ...(hint ? { hint } : {}) });
}

/** The waiting node of a stored execution (first on its saved stack), as its workflow snapshot has it. */
function waitingNodeOf(record: {
  workflowData: { nodes: WorkflowNode[] };
  data: { executionData?: { nodeExecutionStack?: Array<{ node: { name: string } }> } };
}): WorkflowNode | undefined {
  const name = record.data.executionData?.nodeExecutionStack?.[0]?.node?.name;
  return name ? record.workflowData.nodes.find((n) => n.name === name) : undefined;
}

/**
 * Resumes an execution waiting for a call (`/webhook-waiting/{executionId}[/{suffix}]`, forms also
 * at `/form-waiting/…`): checks that it waits for this call (the Wait node's method, suffix and
 * authentication), turns the request into the Wait node's output item, as the Webhook node
 * shapes it, and answers per the node's response mode. A form wait shows its form on GET and
 * resumes on POST. Works wherever `ctx.executions` runs (in queue mode the resume is queued).
 */
export async function resumeWaitingCall(
  ctx: ServerContext,
  responders: WebhookResponders,
  req: FastifyRequest,
  reply: FastifyReply,
  rest: string,
): Promise<FastifyReply> {
  const [rawId = '', ...suffixParts] = trimSlashes(rest.split('?')[0]!).split('/');
  // A malformed escape (`%ZZ`) is kept as sent: it names no execution, so the answer is a 404, not a 500.
  const decode = (p: string) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return p;
    }
  };
  const executionId = decode(rawId);
  const suffix = trimSlashes(suffixParts.map(decode).join('/'));
  const method = req.method.toUpperCase();
  const repo = new ExecutionRepository(ctx.db);
  const record = await repo.get(executionId);
  if (!record) return refuse(reply, 404, `The execution "${executionId}" does not exist`);
  if (record.status !== 'waiting' || !record.waitTill) {
    const why =
      record.status === 'waiting' || record.status === 'running' || record.status === 'new'
        ? 'it is running'
        : `its status is "${record.status}"`;
    return refuse(reply, 409, `The execution "${executionId}" is not waiting for a webhook call: ${why}`);
  }
  const node = waitingNodeOf(record);
  // A Form node's page (a multi-page form started by a Form Trigger).
  if (node && toWeftTypeName(node.type) === CORE_NODE_TYPES.form)
    return handleWaitingForm(ctx, responders, record, node, req, reply);
  // An answer to a send-and-wait message (approval links, a response form).
  if (node && isSendAndWait(node)) return handleSendAndWait(ctx, record, node, req, reply, suffix);
  const resume = String(node?.parameters.resume ?? '');
  if (!node || toWeftTypeName(node.type) !== CORE_NODE_TYPES.wait || (resume !== 'webhook' && resume !== 'form')) {
    return refuse(
      reply,
      409,
      `The execution "${executionId}" is waiting for a time, not for a webhook call; it resumes on ${record.waitTill}`,
    );
  }
  const base = resumeWebhookUrl(ctx.config.baseUrl, executionId);
  if (resume === 'form') {
    if (method === 'GET') return reply.code(200).type('text/html; charset=utf-8').send(renderWaitForm(node));
    if (method !== 'POST')
      return refuse(
        reply,
        404,
        `The execution "${executionId}" waits for its form: open it with GET, submit it with POST, not ${method}`,
      );
  } else {
    const expected = String(node.parameters.httpMethod ?? 'GET').toUpperCase();
    if (method !== expected)
      return refuse(reply, 404, `The execution "${executionId}" is waiting for a ${expected} request, not ${method}`);
    const want = trimSlashes(String((optionsOf(node) as { webhookSuffix?: string }).webhookSuffix ?? ''));
    if (want !== suffix) {
      return refuse(
        reply,
        404,
        `The execution "${executionId}" is not waiting for a call to this URL`,
        `Call ${want ? `${base}/${want}` : base}`,
      );
    }
  }
  let item: Item;
  try {
    const raw = Buffer.isBuffer(req.body) ? req.body : undefined;
    const authNode = {
      ...node,
      parameters: {
        ...node.parameters,
        authentication: resume === 'webhook' ? (node.parameters.incomingAuthentication ?? 'none') : 'none',
      },
    };
    await checkAccess(ctx, authNode, req);
    item = buildWebhookItem(req, raw, {
      node,
      params: {},
      webhookUrl: suffix ? `${base}/${suffix}` : base,
      executionMode: record.mode === 'manual' ? 'test' : 'production',
      multipleMethods: false,
    });
    if (resume === 'form') item = formItem(node, item, record.mode === 'manual' ? 'test' : 'production');
  } catch (e) {
    if (e instanceof FormRefusal)
      return reply.code(400).type('text/html; charset=utf-8').send(renderWaitForm(node, e.message));
    if (!(e instanceof WebhookRefusal)) throw e;
    return reply.code(e.status).headers(e.headers).type('text/plain; charset=utf-8').send(e.message);
  }
  const started = await ctx.executions.resume(executionId, { items: [item] });
  if (!started)
    return refuse(
      reply,
      409,
      `The execution "${executionId}" is not waiting for a webhook call: another call resumed it or it was stopped`,
    );
  if (resume === 'form' && String(node.parameters.responseMode ?? 'onReceived') !== 'lastNode') {
    started.done.catch(() => undefined);
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><meta charset="utf-8"><title>Form submitted</title><p>Your response has been recorded</p>');
  }
  return answerRun(responders, node, started, reply, (b) => ctx.binaryData.read(b));
}
