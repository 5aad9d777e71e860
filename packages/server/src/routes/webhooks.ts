import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { trimSlashes, WAITING_WEBHOOK_ENDPOINT } from '@weft/workflow';
import { ok, requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { optionsOf } from '../services/active/request.js';
import { runWebhook, type WebhookCall } from '../services/active/respond.js';
import { resumeWaitingCall } from '../services/active/waiting-webhooks.js';
import { getActivationError, loadWorkflow, visibleTo } from '../services/active/store.js';
import { handleFormTrigger, isFormTrigger } from '../forms/index.js';
import { handleChatTrigger, isChatTrigger, registerChatSocket } from '../ai-chat/index.js';
import { registerMcpRoutes } from '../mcp/index.js';
import { handleNodeWebhook, isNodeWebhookTrigger, testNodeWebhookCall } from '../services/active/node-webhooks.js';
import { reportTestWebhookReceived } from '../services/active/test-webhooks.js';

/** The request path below the endpoint, without slashes, each segment decoded. */
function webhookPath(req: FastifyRequest): string {
  const rest = (req.params as Record<string, string>)['*'] ?? '';
  const path = trimSlashes(rest.split('?')[0]!);
  // Only an escape (`%`) decodes to something else.
  if (!path.includes('%')) return path;
  return path
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .join('/');
}

/** n8n's answer for a webhook that is not registered. */
function notRegistered(
  reply: FastifyReply,
  kind: 'production' | 'test',
  method: string,
  path: string,
  others: string[],
): FastifyReply {
  const message =
    kind === 'test'
      ? `The requested webhook "${path}" is not registered.`
      : `The requested webhook "${method} ${path}" is not registered.`;
  let hint: string;
  if (others.length)
    hint = `This webhook is not registered for ${method} requests. Did you mean to make a ${others.join(' or ')} request?`;
  else if (kind === 'test')
    hint =
      "Click the 'Execute workflow' button on the canvas, then try again. (In test mode, the webhook only works for one call after you click this button)";
  else
    hint =
      "The workflow must be active for a production URL to run successfully. You can activate the workflow using the toggle in the top-right of the editor. Note that unlike test URL calls, production URL calls aren't shown on the canvas (only in the executions list)";
  return reply.code(404).send({ code: 404, message, hint });
}

/** CORS headers for a webhook call from a browser, per the node's `allowedOrigins`. */
function corsHeaders(req: FastifyRequest, allowed: string | undefined, methods: string[]): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  const list = String(allowed ?? '*')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const headers: Record<string, string> = {};
  if (!list.length || list.includes('*')) headers['access-control-allow-origin'] = '*';
  else if (list.includes(origin)) headers['access-control-allow-origin'] = origin;
  else return {};
  if (req.method === 'OPTIONS') {
    headers['access-control-allow-methods'] = ['OPTIONS', ...methods].join(', ');
    const asked = req.headers['access-control-request-headers'];
    if (asked) headers['access-control-allow-headers'] = String(asked);
    headers['access-control-max-age'] = '300';
  }
  return headers;
}

/** Webhook routes at the root: `/webhook/*`, `/webhook-test/*`, `/webhook-waiting/*`. */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const runtime = ctx.activeWorkflows.runtime;
  // The chat's socket for Respond to Chat nodes (`/chat?sessionId=…&executionId=…`).
  registerChatSocket(app, ctx);
  // Bodies stay raw here: the Webhook node's options decide how they are read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  const production = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = webhookPath(req);
    const method = req.method.toUpperCase();
    if (method === 'OPTIONS') {
      const methods = await runtime.webhooks.otherMethods(method, path);
      if (!methods.length) return notRegistered(reply, 'production', method, path, []);
      const found = await runtime.webhooks.find(methods[0]!, path);
      const workflow =
        found &&
        (runtime.activeWorkflow(found.webhook.workflowId) ?? (await loadWorkflow(ctx, found.webhook.workflowId)));
      const node = workflow?.nodes.find((n) => n.name === found?.webhook.node);
      return reply
        .code(204)
        .headers(corsHeaders(req, node ? optionsOf(node).allowedOrigins : undefined, methods))
        .send();
    }
    const found = await runtime.webhooks.find(method, path);
    if (!found)
      return notRegistered(reply, 'production', method, path, await runtime.webhooks.otherMethods(method, path));
    const workflow =
      runtime.activeWorkflow(found.webhook.workflowId) ?? (await loadWorkflow(ctx, found.webhook.workflowId));
    const node = workflow?.nodes.find((n) => n.name === found.webhook.node);
    if (!workflow || !node) return notRegistered(reply, 'production', method, path, []);
    if (isFormTrigger(node))
      return handleFormTrigger(ctx, runtime.responders, { kind: 'production', workflow, node }, req, reply);
    if (isChatTrigger(node))
      return handleChatTrigger(ctx, runtime.responders, { kind: 'production', workflow, node }, req, reply);
    if (isNodeWebhookTrigger(ctx, node))
      return handleNodeWebhook(
        ctx,
        { kind: 'production', workflow, node, params: found.params, path: found.webhook.path },
        req,
        reply,
      );
    void reply.headers(corsHeaders(req, optionsOf(node).allowedOrigins, [method]));
    const call: WebhookCall = { kind: 'production', workflow, node, params: found.params, path: found.webhook.path };
    return runWebhook(ctx, runtime.responders, call, req, reply);
  };

  const test = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = webhookPath(req);
    const method = req.method.toUpperCase();
    if (method === 'OPTIONS') {
      const methods = runtime.testWebhooks.otherMethods(method, path);
      if (!methods.length) return notRegistered(reply, 'test', method, path, []);
      const found = runtime.testWebhooks.find(methods[0]!, path);
      const node = found?.registration.workflow.nodes.find((n) => n.name === found.match.webhook.node);
      return reply
        .code(204)
        .headers(corsHeaders(req, node ? optionsOf(node).allowedOrigins : undefined, methods))
        .send();
    }
    const found = runtime.testWebhooks.find(method, path);
    if (!found) return notRegistered(reply, 'test', method, path, runtime.testWebhooks.otherMethods(method, path));
    const { registration, match } = found;
    const node = registration.workflow.nodes.find((n) => n.name === match.webhook.node)!;
    if (isFormTrigger(node)) {
      // A test form is shown as often as asked; the first accepted submission ends the listening.
      const { workflow: formWorkflow, startNode: _s, startItems: _i, mode: _m, ...formStart } = registration.args;
      return handleFormTrigger(
        ctx,
        runtime.responders,
        {
          kind: 'test',
          workflow: formWorkflow,
          node,
          start: formStart,
          consume: () => runtime.testWebhooks.remove(registration.workflow.id),
          onStarted: (executionId) => reportTestWebhookReceived(ctx, registration, executionId),
        },
        req,
        reply,
      );
    }
    if (isChatTrigger(node)) {
      // The test chat page is shown as often as asked; the first message ends the listening.
      const { workflow: chatWorkflow, startNode: _s, startItems: _i, mode: _m, ...chatStart } = registration.args;
      return handleChatTrigger(
        ctx,
        runtime.responders,
        {
          kind: 'test',
          workflow: chatWorkflow,
          node,
          start: chatStart,
          consume: () => runtime.testWebhooks.remove(registration.workflow.id),
          onStarted: (executionId) => reportTestWebhookReceived(ctx, registration, executionId),
        },
        req,
        reply,
      );
    }
    // A node that shapes its calls itself (Telegram Trigger) ends the listening once a call starts a run.
    if (isNodeWebhookTrigger(ctx, node))
      return handleNodeWebhook(
        ctx,
        testNodeWebhookCall(ctx, runtime.testWebhooks, registration, match, node),
        req,
        reply,
      );
    // A test webhook serves one call.
    runtime.testWebhooks.remove(registration.workflow.id);
    void reply.headers(corsHeaders(req, optionsOf(node).allowedOrigins, [method]));
    const { workflow, startNode: _start, startItems: _items, mode: _mode, ...start } = registration.args;
    const call: WebhookCall = {
      kind: 'test',
      workflow,
      node,
      params: match.params,
      path: match.webhook.path,
      start,
      onStarted: (executionId) => reportTestWebhookReceived(ctx, registration, executionId),
    };
    return runWebhook(ctx, runtime.responders, call, req, reply);
  };

  const methods = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'] as const;
  app.route({
    method: [...methods],
    url: `/${ctx.config.endpointWebhook}/*`,
    handler: production,
    exposeHeadRoute: false,
  });
  app.route({
    method: [...methods],
    url: `/${ctx.config.endpointWebhookTest}/*`,
    handler: test,
    exposeHeadRoute: false,
  });
  // n8n's form URLs: Form Triggers answer here as at the webhook endpoints.
  app.route({ method: [...methods], url: '/form/*', handler: production, exposeHeadRoute: false });
  app.route({ method: [...methods], url: '/form-test/*', handler: test, exposeHeadRoute: false });
  // Executions waiting for a call (Wait node: webhook or form) resume here.
  const waiting = async (req: FastifyRequest, reply: FastifyReply) =>
    resumeWaitingCall(ctx, runtime.responders, req, reply, (req.params as Record<string, string>)['*'] ?? '');
  app.route({ method: [...methods], url: `/${WAITING_WEBHOOK_ENDPOINT}/*`, exposeHeadRoute: false, handler: waiting });
  app.route({ method: [...methods], url: '/form-waiting/*', exposeHeadRoute: false, handler: waiting });
  // MCP Server Triggers of active workflows.
  registerMcpRoutes(app, ctx);
}

/** Activation routes under `/rest`: `/active`, `/active/error/:id`, `DELETE /test-webhook/:id`. */
export async function registerRest(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const runtime = ctx.activeWorkflows.runtime;

  app.get('/active', async (req) => {
    const user = requireUser(req);
    return ok(await visibleTo(ctx, user, ctx.activeWorkflows.activeIds()));
  });

  app.get<{ Params: { id: string } }>('/active/error/:id', async (req) => {
    const user = requireUser(req);
    const visible = await visibleTo(ctx, user, [req.params.id]);
    return ok(visible.length ? await getActivationError(ctx, req.params.id) : null);
  });

  app.delete<{ Params: { id: string } }>('/test-webhook/:id', async (req) => {
    requireUser(req);
    return ok(runtime.testWebhooks.remove(req.params.id));
  });
}
