/** Redis going away and coming back: a private redis-server (AOF on) that the test stops and restarts. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueExecutionService } from '../src/queue/execution-service.js';
import { simpleWorkflow, waitFor } from './executions-fixtures.js';
import { startQueueCluster, type QueueCluster } from './queue-helpers.js';

const PORT = 17000 + (process.pid % 2000);
const dir = mkdtempSync(join(tmpdir(), 'weft-redis-'));
let server: ChildProcess | undefined;

async function startRedis(): Promise<void> {
  server = spawn(
    'redis-server',
    [
      '--port',
      String(PORT),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(
    async () => {
      const probe = new Redis(PORT, '127.0.0.1', {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG' ? true : undefined;
      } catch {
        return undefined;
      } finally {
        probe.disconnect();
      }
    },
    10_000,
    'redis-server',
  );
}

async function stopRedis(): Promise<void> {
  const proc = server;
  if (!proc || proc.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  await exited;
}

describe('queue mode: Redis going away and coming back', () => {
  let cluster: QueueCluster;
  let executions: QueueExecutionService;

  beforeAll(async () => {
    await startRedis();
    cluster = await startQueueCluster('outage', { WEFT_REDIS_URL: `redis://127.0.0.1:${PORT}` });
    executions = cluster.main.ctx.executions as QueueExecutionService;
  });
  afterAll(async () => {
    await cluster?.close();
    await stopRedis();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs a job enqueued before the outage, and main and workers reconnect', async () => {
    const before = await executions.start({ workflow: simpleWorkflow('Before the outage'), mode: 'manual' });
    await stopRedis();
    await new Promise((r) => setTimeout(r, 500));
    await startRedis();
    const worker = await cluster.worker(1);
    expect((await before.done).status).toBe('success');

    // Redis goes away while the worker waits for jobs; both sides reconnect.
    await stopRedis();
    await new Promise((r) => setTimeout(r, 500));
    await startRedis();
    const after = await executions.start({ workflow: simpleWorkflow('After the outage'), mode: 'manual' });
    expect((await after.done).status).toBe('success');
    await waitFor(() => (worker.running().length === 0 ? true : undefined), 5000, 'idle worker');
  }, 60_000);
});
