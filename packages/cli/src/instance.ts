import { loadBuiltinNodes, parseNodesExclude } from '@weft/nodes/loader';
import {
  baseContext,
  createServices,
  loadConfig,
  loadInstanceFile,
  openDatabase,
  VERSION,
  type PushHub,
  type ServerConfig,
  type ServerContext,
} from '@weft/server/runtime';

/** An instance's database and services, opened by a `weft` command the way `weft start` opens them. */
export interface OpenInstance {
  ctx: ServerContext;
  config: ServerConfig;
  /** The instance owner (the pre-setup owner until someone sets it up). */
  ownerId: string;
  close(): Promise<void>;
}

/**
 * The configuration `weft start` reads (WEFT_HOME, WEFT_DB_*, WEFT_ENCRYPTION_KEY …), with what
 * differs for one-off CLI runs: the timezone defaults to UTC (as n8n's CLI), every built-in node
 * runs unless WEFT_NODES_EXCLUDE (or NODES_EXCLUDE) says otherwise, waits sleep in this process,
 * and the CLI runs in regular mode even in a queue-mode cluster (it runs its workflow itself).
 */
export function cliConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const config = loadConfig(env);
  config.timezone = env.WEFT_TIMEZONE ?? env.GENERIC_TIMEZONE ?? 'UTC';
  const exclude = env.WEFT_NODES_EXCLUDE ?? env.NODES_EXCLUDE;
  config.nodesExclude = exclude === undefined ? [] : parseNodesExclude(exclude);
  config.executionsMode = 'regular';
  config.waits = { ...config.waits, inProcessMaxMs: Number.MAX_SAFE_INTEGER };
  return config;
}

/**
 * Opens the configured instance: its config file (creating it and the encryption key on a fresh
 * home, refusing a WEFT_ENCRYPTION_KEY that differs from the file's), its database (created and
 * migrated as `weft start` does) and the services runs use. With `lazyNodes` (weft execute) node
 * families load as runs need them. Close it when done.
 */
export async function openInstance(
  env: Record<string, string | undefined> = process.env,
  options: { lazyNodes?: boolean; push?: PushHub } = {},
): Promise<OpenInstance> {
  const config = cliConfig(env);
  const instance = loadInstanceFile(config);
  config.encryptionKey = instance.encryptionKey;
  const db = await openDatabase(config);
  try {
    // With lazyNodes (weft execute), node families load as the runs need them (the engine prepares
    // each run); commands that check or list workflows (import, export, audit) load them all.
    const nodes = await loadBuiltinNodes(config.nodesExclude, { lazy: options.lazyNodes === true });
    // A CLI command serves no /metrics: nothing to count.
    const ctx = createServices(baseContext(config, db, VERSION, instance.instanceId, nodes), {
      metrics: false,
      push: options.push,
    });
    const owner = await ctx.users.ensureShellOwner();
    return {
      ctx,
      config,
      ownerId: owner.id,
      async close() {
        // Audit events of the run (log streaming) are stored before the database closes.
        await ctx.eventBus.close().catch(() => undefined);
        await db.close();
      },
    };
  } catch (e) {
    await db.close();
    throw e;
  }
}

/** Runs `body` with the open instance and closes it afterwards, whatever happens. */
export async function withInstance<T>(body: (instance: OpenInstance) => Promise<T>): Promise<T> {
  const instance = await openInstance();
  try {
    return await body(instance);
  } finally {
    await instance.close();
  }
}
