import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './auth/sessions.js';
import type { ServerContext } from './context.js';
import { ApiError } from './http/errors.js';
import { serveEditor } from './http/editor.js';
import { acceptEmptyJsonBodies, addSecurityHeaders, newRequestId, sendError } from './http/hardening.js';
import { registerHealthRoutes } from './http/health.js';
import { holdUntilNodeFamiliesLoad } from './http/node-families-gate.js';
import { registerPublicApi } from './public-api/index.js';
import { registerTemplatesHost } from './templates/index.js';
import { isPending } from './repositories/users.js';
import { enforceMfa } from './auth/mfa/index.js';
import { registerRestRoutes, registerWebhookRoutes } from './routes/index.js';
import { typeFiles, type TypeFiles } from './routes/nodes-settings.js';
import { lazySchemaController } from './schema-compilers.js';

/**
 * Builds the HTTP application: `/rest` (the editor's API, `{data}` envelope), webhooks and the
 * editor's build at `/`. No port is opened: tests call `app.inject()`, `startServer` listens.
 */
export async function buildApp(ctx: ServerContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: 64 * 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    genReqId: newRequestId,
    schemaController: lazySchemaController,
  });
  if (!ctx.builtinNodes.complete) holdUntilNodeFamiliesLoad(app, ctx);
  await app.register(cookie);
  acceptEmptyJsonBodies(app);
  addSecurityHeaders(app, ctx.config.security, [ctx.config.endpointWebhook, ctx.config.endpointWebhookTest]);

  // Every route, as registered: the route-guard test walks them all.
  const routes: Array<{ method: string; url: string }> = [];
  app.decorate('weftRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authMethod', null);

  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    const body = errorBody(error);
    sendError(req, reply, error, body.status, body.payload, ctx.config);
  });
  app.setNotFoundHandler((req, reply) => {
    void reply
      .status(404)
      .send({ message: `${req.method} ${req.url.split('?')[0]} is not a Weft API route`, code: 404 });
  });

  const files = typeFiles(ctx);
  app.decorate('weftTypeFiles', files);
  await app.register(
    async (rest) => {
      rest.addHook('onRequest', async (req) => {
        await authenticate(req, ctx);
        await enforceMfa(req, ctx);
      });
      await registerRestRoutes(rest, ctx, files);
    },
    { prefix: '/rest' },
  );
  // Node and credential type descriptions are static, public files at the base URL.
  app.get('/types/nodes.json', async (req, reply) => files.nodes.send(req, reply));
  // Weft's editor reads this one: the same descriptions, each parameter written once.
  app.get('/types/nodes-packed.json', async (req, reply) => files.nodesPacked.send(req, reply));
  app.get('/types/credentials.json', async (req, reply) => files.credentials.send(req, reply));

  // The templates host (public, read-only), serving the bundled library.
  await app.register(async (templates) => registerTemplatesHost(templates, ctx), { prefix: '/templates-api' });

  // The public API (/api/v1): n8n's shapes, authorised by personal API keys.
  await registerPublicApi(app, ctx);

  // Liveness, readiness and Prometheus metrics for process managers and load balancers.
  await registerHealthRoutes(app, ctx);
  await app.register(async (hooks) => registerWebhookRoutes(hooks, ctx));
  await app.register(async (editor) => serveEditor(editor));
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app (method and URL pattern). */
    weftRoutes: Array<{ method: string; url: string }>;
    /** `/types/nodes.json`, its packed form and `/types/credentials.json`, serialised once per change. */
    weftTypeFiles: TypeFiles;
  }
}

/** Resolves the session cookie to a user; before owner setup everyone is the pre-setup owner. */
export async function authenticate(req: import('fastify').FastifyRequest, ctx: ServerContext): Promise<void> {
  const sid = req.cookies[SESSION_COOKIE];
  if (sid) {
    const userId = await ctx.sessions.userIdOf(sid);
    const user = userId ? await ctx.users.get(userId) : undefined;
    if (user && !user.disabled) {
      req.user = user;
      req.sessionId = sid;
      req.authMethod = 'session';
      return;
    }
  }
  const owner = await ctx.users.owner();
  if (owner && isPending(owner)) {
    req.user = owner;
    req.authMethod = 'shell';
  }
}

/**
 * The status and JSON body of an error, in the API's `{message, code, hint?}` shape. The stack and
 * request id are added by {@link sendError} (the stack only when WEFT_ENV=development).
 */
export function errorBody(error: FastifyError | ApiError | Error): {
  status: number;
  payload: Record<string, unknown>;
} {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      payload: {
        message: error.message,
        code: error.code,
        ...(error.options.hint ? { hint: error.options.hint } : {}),
        ...(error.options.meta ?? {}),
      },
    };
  }
  const fe = error as FastifyError;
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (fe.statusCode === 400 && error instanceof SyntaxError)) {
    return { status: 400, payload: { message: `The request body is not valid JSON: ${error.message}`, code: 400 } };
  }
  if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status: 400, payload: { message: 'The request body is empty but its content type says JSON', code: 400 } };
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status: 415, payload: { message: `Unsupported content type: ${error.message}`, code: 415 } };
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { status: 413, payload: { message: 'The request body is too large', code: 413 } };
  if (fe.validation) return { status: 400, payload: { message: `Invalid request: ${error.message}`, code: 400 } };
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)
    return { status: fe.statusCode, payload: { message: error.message, code: fe.statusCode } };
  return { status: 500, payload: { message: error.message || 'Internal server error', code: 500 } };
}
