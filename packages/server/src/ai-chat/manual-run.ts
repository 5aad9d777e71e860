import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { importN8nWorkflow, type Item, type StreamChunk, type Workflow } from '@weft/workflow';
import { ok, requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { lastNodeResponse } from '../services/active/respond.js';
import { loadStoredWorkflow, permissionsOn } from '../services/executions/workflows.js';
import { chatOptions } from './handler.js';
import { isAnyChatTrigger, isChatTrigger } from './paths.js';

/** Body of `POST /rest/ai-chat/run`: the workflow (saved id or data), the message and its session. */
interface ChatRunBody {
  workflowId?: unknown;
  workflowData?: unknown;
  triggerNode?: unknown;
  sessionId?: unknown;
  chatInput?: unknown;
  pushRef?: unknown;
  /** Answer as JSON lines while the run goes on: the pieces nodes stream, then a `result` line. */
  stream?: unknown;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** A reply written as JSON lines while the run goes on. */
function openLines(reply: FastifyReply): { write(line: unknown): void; end(): void } {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
  });
  return {
    write: (line) => {
      if (!reply.raw.writableEnded) reply.raw.write(`${JSON.stringify(line)}\n`);
    },
    end: () => reply.raw.end(),
  };
}

/**
 * `POST /rest/ai-chat/run`: the editor's chat. Starts a manual run at the workflow's Chat Trigger
 * (or Manual Chat Trigger) with `{sessionId, action: 'sendMessage', chatInput}` — the user needs
 * permission to execute a saved workflow — and answers, once it ends, `{executionId, sessionId,
 * status, response}` with the last node's first item as the chat's answer. With `stream: true`
 * it answers JSON lines instead: the pieces of the answer nodes stream (`begin`, `item`, `end`),
 * then `{type: 'result', data}` with what it would have answered.
 */
export function registerChatRunRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/ai-chat/run', async (req, reply) => {
    const user = requireUser(req);
    const body = (isObject(req.body) ? req.body : {}) as ChatRunBody;
    if (typeof body.chatInput !== 'string') throw badRequest('The request body needs "chatInput" (the message)');
    const storedId =
      typeof body.workflowId === 'string'
        ? body.workflowId
        : isObject(body.workflowData) && typeof body.workflowData.id === 'string'
          ? body.workflowData.id
          : undefined;
    const stored = storedId ? await loadStoredWorkflow(ctx, storedId) : undefined;
    if (stored && !permissionsOn(ctx, user, stored).execute)
      throw forbidden('You do not have permission to run this workflow');
    let workflow: Workflow & { id?: string };
    if (isObject(body.workflowData)) {
      try {
        workflow = importN8nWorkflow(body.workflowData);
      } catch (e) {
        throw badRequest(`The workflow cannot be run: ${(e as Error).message}`);
      }
      if (stored) {
        workflow.id = stored.workflow.id;
        workflow.staticData = stored.workflow.staticData;
      } else delete workflow.id;
    } else if (typeof body.workflowId === 'string') {
      if (!stored) throw notFound(`The workflow with id "${body.workflowId}" does not exist`);
      workflow = stored.workflow;
    } else {
      throw badRequest(
        'The request body needs "workflowData" (the workflow to run) or "workflowId" (a saved workflow)',
      );
    }
    const wanted = typeof body.triggerNode === 'string' ? body.triggerNode : undefined;
    const trigger = workflow.nodes.find((n) => !n.disabled && isAnyChatTrigger(n) && (!wanted || n.name === wanted));
    if (!trigger)
      throw badRequest(
        wanted ? `The workflow has no chat trigger named "${wanted}"` : 'The workflow has no enabled Chat Trigger',
      );
    const sessionId =
      typeof body.sessionId === 'string' && body.sessionId ? body.sessionId : randomUUID().replace(/-/g, '');
    const item: Item = { json: { sessionId, action: 'sendMessage', chatInput: body.chatInput } };
    const header = req.headers['push-ref'];
    const lines = body.stream === true ? openLines(reply) : undefined;
    let started;
    try {
      started = await ctx.executions.start({
        workflow,
        mode: 'manual',
        userId: user.id,
        pushRef: typeof body.pushRef === 'string' ? body.pushRef : typeof header === 'string' ? header : undefined,
        startNode: trigger.name,
        startItems: [item],
        ...(lines ? { stream: (chunk: StreamChunk) => lines.write(chunk) } : {}),
      });
    } catch (e) {
      if (!lines) throw e;
      lines.write({ type: 'error', content: (e as Error).message });
      lines.end();
      return reply;
    }
    // "Using Response Nodes": Respond to Chat nodes answer over the chat's socket, which the editor
    // opens with this execution id (`/chat?sessionId=…&executionId=…`).
    if (isChatTrigger(trigger) && chatOptions(trigger).responseMode === 'responseNodes') {
      started.done.catch(() => undefined);
      const following = { executionId: started.executionId, sessionId, status: 'running', followChat: true };
      if (!lines) return ok(following);
      lines.write({ type: 'result', data: following });
      lines.end();
      return reply;
    }
    const record = await started.done;
    const response = await lastNodeResponse({ ...trigger, parameters: {} }, record);
    const result = {
      executionId: started.executionId,
      sessionId,
      status: record.status,
      response: response.body ?? null,
    };
    if (!lines) return ok(result);
    lines.write({ type: 'result', data: result });
    lines.end();
    return reply;
  });
}
