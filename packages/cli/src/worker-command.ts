import { loadConfig, startWorker, startWorkerHealthServer } from '@weft/server';
import { parseFlags } from './flags.js';

/**
 * `weft worker [--concurrency N] [--port P]`: a queue-mode worker. Takes executions from the queue on Redis
 * (WEFT_REDIS_URL), runs them and saves their results in the shared PostgreSQL database
 * (WEFT_DB_URL), with the cluster's WEFT_ENCRYPTION_KEY. On SIGINT or SIGTERM it stops taking jobs
 * and lets the running ones finish within WEFT_GRACEFUL_SHUTDOWN_TIMEOUT seconds (30). With
 * `--port` (or WEFT_WORKER_PORT) it serves /healthz, /healthz/readiness and /metrics there.
 */
export async function workerCommand(
  args: string[],
  out: (s: string) => void,
  err: (s: string) => void,
): Promise<number> {
  let config;
  let concurrency: number;
  let port: number | undefined;
  try {
    const flags = parseFlags(args, { concurrency: 'number', port: 'number' });
    const rawPort = flags.port ?? (process.env.WEFT_WORKER_PORT ? Number(process.env.WEFT_WORKER_PORT) : undefined);
    if (rawPort !== undefined && (!Number.isInteger(rawPort) || (rawPort as number) < 0))
      throw new Error('--port needs a port number');
    port = rawPort as number | undefined;
    concurrency = flags.concurrency === undefined ? 10 : Number(flags.concurrency);
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new Error('--concurrency needs a whole number of at least 1');
    config = loadConfig();
    config.executionsMode = 'queue';
  } catch (e) {
    err((e as Error).message);
    return 1;
  }
  let worker;
  try {
    worker = await startWorker(config, { concurrency });
  } catch (e) {
    err(`The Weft worker could not start: ${(e as Error).message}`);
    return 1;
  }
  let health: Awaited<ReturnType<typeof startWorkerHealthServer>> | undefined;
  if (port !== undefined) {
    try {
      health = await startWorkerHealthServer(worker, port, config.host);
    } catch (e) {
      err(`The worker's health port ${port} could not be opened: ${(e as Error).message}`);
      await worker.close();
      return 1;
    }
  }
  out(
    `Weft worker is ready (concurrency ${concurrency}, Redis ${config.redisUrl}${health ? `, health on port ${health.port}` : ''})`,
  );
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  out(
    `Stopping the Weft worker: finishing ${worker.running().length} running execution(s) within ${config.queue.gracefulShutdownTimeout}s…`,
  );
  await worker.close();
  await health?.close();
  return 0;
}
