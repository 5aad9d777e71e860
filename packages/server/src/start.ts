import { VERSION } from './version.js';
import { loadBuiltinNodes } from '@weft/nodes/loader';
import type { FastifyInstance } from 'fastify';
import { setExpressionTimeout } from '@weft/workflow';
import { buildApp } from './app.js';
import { joinCluster } from './cluster/index.js';
import { loadConfig, type ServerConfig } from './config.js';
import { baseContext, type ServerContext } from './context.js';
import { openDatabase } from './db/database.js';
import { loadInstanceFile } from './instance.js';
import { checkQueueConfig } from './queue/checks.js';
import { prepareQueueMode } from './queue/main.js';
import { createServices } from './services/index.js';
import { startWaitTracker, type WaitTracker } from './services/executions/wait-tracker.js';
import { startExecutionRetention } from './services/executions/retention.js';
import { loadCommunityPackages } from './community-nodes/index.js';
import { StartupTimings } from './startup-timings.js';

/** The running server. */
export interface RunningServer {
  app: FastifyInstance;
  ctx: ServerContext;
  url: string;
  close(): Promise<void>;
}

/** Version of this build (from the server package). */
export { VERSION };

/**
 * Builds a server's context and app (no port opened): what tests and `startServer` share. With
 * `deferNodeFamilies`, only the core node family is loaded here and the caller loads the rest
 * (`ctx.builtinNodes.loadAll()`); until then the app holds the requests that could read a node type.
 */
export async function createServer(
  config: ServerConfig,
  timings?: StartupTimings,
  options: { deferNodeFamilies?: boolean } = {},
): Promise<{ app: FastifyInstance; ctx: ServerContext; waitTracker: WaitTracker }> {
  if (config.executionsMode === 'queue') checkQueueConfig(config, 'main');
  const instance = loadInstanceFile(config);
  config.encryptionKey = instance.encryptionKey;
  // Expressions in this process stop after WEFT_EXPRESSION_TIMEOUT_MS, as in `weft execute`.
  setExpressionTimeout(config.expressionTimeoutMs);
  timings?.mark('instance file');
  // The database's thread starts while this one loads the node families (the core one when deferred).
  const opening = openDatabase(config);
  opening.catch(() => undefined);
  const nodes = await loadBuiltinNodes(config.nodesExclude, { deferred: options.deferNodeFamilies });
  timings?.mark(options.deferNodeFamilies ? 'core nodes' : 'node families');
  const db = await opening;
  timings?.mark('database and migrations');
  const ctx = createServices(baseContext(config, db, VERSION, instance.instanceId, nodes));
  if (config.executionsMode === 'queue') await prepareQueueMode(ctx);
  await ctx.users.ensureShellOwner();
  timings?.mark('services');
  // Installed community node packages are registered before any route or trigger can ask for them.
  await loadCommunityPackages(ctx);
  timings?.mark('community packages');
  const app = await buildApp(ctx);
  timings?.mark('routes');
  // Waiting executions resume when their time comes, also those a previous process left waiting.
  const waitTracker = startWaitTracker(ctx);
  app.addHook('onClose', async () => waitTracker.stop());
  // Finished executions past the retention settings are pruned regularly (on by default).
  const retention = startExecutionRetention(ctx);
  app.addHook('onClose', async () => retention.stop());
  return { app, ctx, waitTracker };
}

/**
 * Starts Weft: opens the database (running migrations), marks executions a previous process left
 * running as crashed, listens on the configured port, loads the node families and reactivates
 * active workflows. The port opens before the node families are loaded (parsing them was most of
 * the start-up time): the sign-in page can load meanwhile, and other requests wait for them.
 */
export async function startServer(config: ServerConfig = loadConfig()): Promise<RunningServer> {
  const timings = new StartupTimings();
  const { app, ctx } = await createServer(config, timings, { deferNodeFamilies: true });
  // Queue mode: Redis readiness, Respond to Webhook answers from workers, and the schedule leader
  // lock (joined before the triggers are restored, so that only the leader's fire).
  const cluster = config.executionsMode === 'queue' ? await joinCluster(ctx, 'main') : undefined;
  await ctx.executions.recoverCrashed();
  await app.listen({ port: config.port, host: config.host });
  timings.mark('listen');
  await ctx.builtinNodes.loadAll();
  timings.mark('node families');
  await ctx.activeWorkflows.restoreAll();
  timings.mark('active workflows');
  // The editor's first open needs every node description (3.6 MB of packed JSON, compressed):
  // made now, at the end of the start-up work, not by the first page that asks (a failure is the
  // endpoint's to report). The unpacked nodes.json, for other clients, is made when first asked.
  await app.weftTypeFiles.nodesPacked.prepare().catch(() => undefined);
  timings.mark('packed node types');
  if (config.logLevel === 'debug') process.stderr.write(`[weft] ${timings.summary()}\n`);
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
