/**
 * The public API under `/api/v1`: n8n's public API shapes, authorised by the caller's personal
 * API key, with the same role checks as /rest. Answers are plain JSON (no `{data}` envelope);
 * errors are `{message}` (with `hint` sometimes) and never carry a stack.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { sendError } from '../http/hardening.js';
import { TagRepository } from '../repositories/tags.js';
import { WorkflowRepository } from '../repositories/workflows.js';
import { registerPublicAudit } from './audit.js';
import { apiKeyAuthentication } from './auth.js';
import { registerPublicCredentials } from './credentials.js';
import { registerSwaggerUi } from './docs.js';
import { registerPublicExecutions } from './executions.js';
import { openApiDocument } from './openapi.js';
import { registerPublicTags } from './tags.js';
import { registerPublicUsers } from './users.js';
import { registerPublicWorkflows } from './workflows.js';

/** Where the public API is served. */
export const PUBLIC_API_BASE = '/api/v1';

/** The status and `{message}` body of an error thrown by a public API route. */
export function publicErrorBody(error: FastifyError | Error): {
  status: number;
  payload: { message: string; hint?: string };
} {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      payload: { message: error.message, ...(error.options.hint ? { hint: error.options.hint } : {}) },
    };
  }
  const fe = error as FastifyError;
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (fe.statusCode === 400 && error instanceof SyntaxError)) {
    return { status: 400, payload: { message: `The request body is not valid JSON: ${error.message}` } };
  }
  if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status: 400, payload: { message: 'The request body is empty but its content type says JSON' } };
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status: 415, payload: { message: 'Send the request body as JSON (content-type: application/json)' } };
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)
    return { status: fe.statusCode, payload: { message: error.message } };
  return { status: 500, payload: { message: 'Internal server error' } };
}

/**
 * Registers the public API on `app` unless `config.publicApi.disabled`: the operations (behind
 * the API key), `openapi.json`, and Swagger UI at `docs` when `config.publicApi.swaggerUi`.
 */
export async function registerPublicApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  if (ctx.config.publicApi.disabled) return;
  await app.register(
    async (api) => {
      api.setErrorHandler((error: FastifyError, req, reply) => {
        const { status, payload } = publicErrorBody(error);
        sendError(req, reply, error, status, payload, { development: false, logLevel: ctx.config.logLevel });
      });
      api.setNotFoundHandler((req, reply) => {
        void reply.status(404).send({
          message: `${req.method} ${req.url.split('?')[0]} is not an operation of the public API (see ${PUBLIC_API_BASE}/openapi.json)`,
        });
      });

      const document = openApiDocument(`${ctx.config.baseUrl}${PUBLIC_API_BASE}`);
      api.get('/openapi.json', async () => document);
      if (ctx.config.publicApi.swaggerUi) registerSwaggerUi(api, PUBLIC_API_BASE);

      await api.register(async (secured) => {
        secured.addHook('onRequest', apiKeyAuthentication(ctx));
        const workflows = new WorkflowRepository(ctx.db);
        const tags = new TagRepository(ctx.db);
        registerPublicWorkflows(secured, ctx, workflows, tags);
        registerPublicExecutions(secured, ctx);
        registerPublicCredentials(secured, ctx);
        registerPublicTags(secured, ctx, tags);
        registerPublicUsers(secured, ctx);
        registerPublicAudit(secured, ctx);
      });
    },
    { prefix: PUBLIC_API_BASE },
  );
}
