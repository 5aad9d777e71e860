import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { joinCluster } from './cluster/index.js';
import { loadConfig, type ServerConfig } from './config.js';
import { baseContext, type ServerContext } from './context.js';
import { openDatabase } from './db/database.js';
import { loadInstanceFile } from './instance.js';
import { checkQueueConfig } from './queue/checks.js';
import { prepareQueueMode } from './queue/main.js';
import { createServices } from './services/index.js';
import { startWaitTracker } from './services/executions/wait-tracker.js';
import { startExecutionRetention } from './services/executions/retention.js';
import { loadCommunityPackages } from './community-nodes/index.js';

/** The running server. */
export interface RunningServer {
  app: FastifyInstance;
  ctx: ServerContext;
  url: string;
  close(): Promise<void>;
}

/** Version of this build (from the server package). */
export const VERSION = '0.1.0';

/** Builds a server's context and app (no port opened): what tests and `startServer` share. */
export async function createServer(config: ServerConfig): Promise<{ app: FastifyInstance; ctx: ServerContext }> {
  if (config.executionsMode === 'queue') checkQueueConfig(config, 'main');
  const instance = loadInstanceFile(config);
  config.encryptionKey = instance.encryptionKey;
  const db = await openDatabase(config);
  const ctx = createServices(baseContext(config, db, VERSION, instance.instanceId));
  if (config.executionsMode === 'queue') await prepareQueueMode(ctx);
  await ctx.users.ensureShellOwner();
  // Installed community node packages are registered before any route or trigger can ask for them.
  await loadCommunityPackages(ctx);
  const app = await buildApp(ctx);
  // Waiting executions resume when their time comes, also those a previous process left waiting.
  const waits = startWaitTracker(ctx);
  app.addHook('onClose', async () => waits.stop());
  // Finished executions past the retention settings are pruned regularly (on by default).
  const retention = startExecutionRetention(ctx);
  app.addHook('onClose', async () => retention.stop());
  return { app, ctx };
}

/**
 * Starts Weft: opens the database (running migrations), marks executions a previous process left
 * running as crashed, reactivates active workflows and listens on the configured port.
 */
export async function startServer(config: ServerConfig = loadConfig()): Promise<RunningServer> {
  const { app, ctx } = await createServer(config);
  // Queue mode: Redis readiness, Respond to Webhook answers from workers, and the schedule leader
  // lock (joined before the triggers are restored, so that only the leader's fire).
  const cluster = config.executionsMode === 'queue' ? await joinCluster(ctx, 'main') : undefined;
  await ctx.executions.recoverCrashed();
  await app.listen({ port: config.port, host: config.host });
  await ctx.activeWorkflows.restoreAll();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    ctx,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await ctx.activeWorkflows.stopAll();
      await app.close();
      await cluster?.close();
      await ctx.db.close();
    },
  };
}
