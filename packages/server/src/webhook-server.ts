import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { loadBuiltinNodes } from '@weft/nodes/loader';
import { setExpressionTimeout } from '@weft/workflow';
import { errorBody } from './app.js';
import { joinCluster, type ClusterMembership, type JoinClusterOptions } from './cluster/index.js';
import type { ServerConfig } from './config.js';
import { baseContext, type ServerContext } from './context.js';
import { openDatabase } from './db/database.js';
import type { ApiError } from './http/errors.js';
import { registerHealthRoutes } from './http/health.js';
import { newRequestId, sendError } from './http/hardening.js';
import { loadInstanceFile } from './instance.js';
import { checkQueueConfig } from './queue/checks.js';
import type { QueueExecutionService } from './queue/execution-service.js';
import { prepareQueueMode } from './queue/main.js';
import { registerWebhookRoutes } from './routes/index.js';
import { createServices } from './services/index.js';
import { loadCommunityPackages } from './community-nodes/index.js';
import { VERSION } from './version.js';

/** A running webhook process (`weft webhook`). */
export interface RunningWebhookServer {
  app: FastifyInstance;
  ctx: ServerContext;
  cluster: ClusterMembership;
  url: string;
  close(): Promise<void>;
}

/**
 * Builds the HTTP application of a webhook process: production webhooks (`/webhook/*`),
 * `/webhook-waiting/*`, `/healthz`, `/healthz/readiness` and `/metrics`, and nothing else — no
 * editor, no `/rest`, no test webhooks (those are registered in the main process that runs the
 * manual execution). Webhooks are looked up in the `webhook` table main writes on activation.
 */
export async function buildWebhookApp(ctx: ServerContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: 64 * 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    genReqId: newRequestId,
  });
  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    const body = errorBody(error);
    sendError(req, reply, error, body.status, body.payload, ctx.config);
  });
  app.setNotFoundHandler((req, reply) => {
    void reply
      .status(404)
      .send({ message: `${req.method} ${req.url.split('?')[0]} is not served by a Weft webhook process`, code: 404 });
  });
  await registerHealthRoutes(app, ctx);
  const testPrefix = `/${ctx.config.endpointWebhookTest}/`;
  await app.register(async (hooks) => {
    hooks.addHook('onRequest', async (req, reply) => {
      if (req.url.startsWith(testPrefix) || req.url.startsWith('/form-test/')) {
        return reply.status(404).send({
          code: 404,
          message: 'Test webhooks are served by the main process (weft start), not by a webhook process',
        });
      }
    });
    await registerWebhookRoutes(hooks, ctx);
  });
  return app;
}

/**
 * Builds a webhook process's context and app without opening a port: shares the database, the
 * encryption key and Redis with the main process. Its executions go through `ctx.executions`
 * (queued in queue mode) and Respond to Webhook answers arrive from workers over Redis. It never
 * registers webhooks, schedules or triggers itself.
 */
export async function createWebhookServer(
  config: ServerConfig,
  options: JoinClusterOptions = {},
): Promise<{ app: FastifyInstance; ctx: ServerContext; cluster: ClusterMembership }> {
  const queueMode = config.executionsMode === 'queue';
  if (queueMode) checkQueueConfig(config, 'webhook');
  const instance = loadInstanceFile(config);
  config.encryptionKey = instance.encryptionKey;
  // Expressions in this process stop after WEFT_EXPRESSION_TIMEOUT_MS, as in `weft execute`.
  setExpressionTimeout(config.expressionTimeoutMs);
  const db = await openDatabase(config);
  const ctx = createServices(
    baseContext(config, db, VERSION, instance.instanceId, await loadBuiltinNodes(config.nodesExclude)),
  );
  await loadCommunityPackages(ctx);
  // Queue mode: the encryption key must match the cluster's, and the queue must answer (closes the
  // database itself when it fails).
  if (queueMode) await prepareQueueMode(ctx);
  let cluster: ClusterMembership | undefined;
  try {
    cluster = await joinCluster(ctx, 'webhook', options);
    const app = await buildWebhookApp(ctx);
    return { app, ctx, cluster };
  } catch (e) {
    await cluster?.close();
    await closeExecutions(ctx);
    await db.close();
    throw e;
  }
}

/** Closes the queue connections of a queue-mode execution service (nothing in regular mode). */
async function closeExecutions(ctx: ServerContext): Promise<void> {
  await (ctx.executions as Partial<QueueExecutionService>).shutdown?.().catch(() => undefined);
}

/**
 * Starts a webhook process (`weft webhook`) on the configured port. It runs in queue mode only:
 * the executions it receives are enqueued for the workers.
 */
export async function startWebhookServer(
  config: ServerConfig,
  options: JoinClusterOptions = {},
): Promise<RunningWebhookServer> {
  if (config.executionsMode !== 'queue') {
    throw new Error(
      'weft webhook runs only in queue mode: set WEFT_EXECUTIONS_MODE=queue, WEFT_REDIS_URL, WEFT_DB_TYPE=postgresdb, WEFT_DB_URL and WEFT_ENCRYPTION_KEY like the main process and the workers',
    );
  }
  const { app, ctx, cluster } = await createWebhookServer(config, options);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    await cluster.close();
    await closeExecutions(ctx);
    await ctx.db.close();
    throw e;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    ctx,
    cluster,
    url: `http://127.0.0.1:${port}`,
    async close() {
      // Requests in flight are answered before the app closes.
      await app.close();
      await cluster.close();
      await closeExecutions(ctx);
      await ctx.eventBus.close();
      await ctx.db.close();
    },
  };
}
