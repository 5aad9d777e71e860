import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, loadConfig, startWorker } from '@weft/server';
import type { QueueExecutionService } from '../src/queue/execution-service.js';
import { simpleWorkflow, waitFor, waitWorkflow } from './executions-fixtures.js';
import { REDIS_URL, startQueueCluster, TEST_KEY, type QueueCluster } from './queue-helpers.js';

const statusOf = async (cluster: QueueCluster, id: string) =>
  (
    await cluster.main.ctx.db.kysely
      .selectFrom('execution')
      .select('status')
      .where('id', '=', Number(id))
      .executeTakeFirst()
  )?.status;

describe('queue mode: graceful shutdown', () => {
  let cluster: QueueCluster;
  let executions: QueueExecutionService;

  beforeAll(async () => {
    cluster = await startQueueCluster('faults');
    executions = cluster.main.ctx.executions as QueueExecutionService;
  });
  afterAll(async () => cluster?.close());

  it('finishes the running job, takes no new one, and leaves queued jobs to the next worker', async () => {
    const worker = await cluster.worker(1);
    const first = await executions.start({ workflow: waitWorkflow(1.5, 'Finishes'), mode: 'manual' });
    // A Wait node sleeping on the worker shows the execution as waiting.
    await waitFor(
      async () =>
        ['running', 'waiting'].includes((await statusOf(cluster, first.executionId)) ?? '') ? true : undefined,
      5000,
      'running',
    );
    const closing = worker.close();
    const second = await executions.start({ workflow: simpleWorkflow('Next worker'), mode: 'manual' });
    await closing;
    expect(await statusOf(cluster, first.executionId)).toBe('success');
    expect((await first.done).status).toBe('success');
    expect(await statusOf(cluster, second.executionId)).toBe('new');
    const next = await cluster.worker(1);
    expect((await second.done).status).toBe('success');
    await next.close();
  });

  it('cancels and saves what is still running when WEFT_GRACEFUL_SHUTDOWN_TIMEOUT is over', async () => {
    const worker = await cluster.worker(1, { WEFT_GRACEFUL_SHUTDOWN_TIMEOUT: '1' });
    const { executionId, done } = await executions.start({ workflow: waitWorkflow(30, 'Too long'), mode: 'manual' });
    await waitFor(() => (worker.running().includes(executionId) ? true : undefined), 5000, 'running');
    const began = Date.now();
    await worker.close();
    expect(Date.now() - began).toBeLessThan(5000);
    expect((await done).status).toBe('canceled');
  });
});

describe('queue mode: startup checks', () => {
  const home = mkdtempSync(join(tmpdir(), 'weft-checks-'));
  afterAll(() => rmSync(home, { recursive: true, force: true }));
  const env = {
    WEFT_HOME: home,
    WEFT_EXECUTIONS_MODE: 'queue',
    WEFT_REDIS_URL: REDIS_URL,
    WEFT_ENCRYPTION_KEY: TEST_KEY,
    WEFT_DB_TYPE: 'postgresdb',
    WEFT_DB_URL: 'postgres://postgres@127.0.0.1:5432/none',
  };

  it('refuses SQLite, a missing or bad Redis URL and a missing key with a clear message', async () => {
    const { WEFT_DB_TYPE: _t, WEFT_DB_URL: _u, ...sqlite } = env;
    await expect(createServer(loadConfig(sqlite))).rejects.toThrow(
      /main process cannot start: set WEFT_DB_TYPE=postgresdb and WEFT_DB_URL/,
    );
    const { WEFT_REDIS_URL: _r, ...noRedis } = env;
    await expect(createServer(loadConfig(noRedis))).rejects.toThrow(/set WEFT_REDIS_URL \(redis:\/\/host:port\)/);
    await expect(createServer(loadConfig({ ...env, WEFT_REDIS_URL: 'http://x:1' }))).rejects.toThrow(
      /is not a redis:\/\/host:port URL/,
    );
    const { WEFT_ENCRYPTION_KEY: _k, ...noKey } = env;
    await expect(startWorker(loadConfig(noKey))).rejects.toThrow(
      /worker process cannot start: set WEFT_ENCRYPTION_KEY/,
    );
  });

  it('refuses a wrong encryption key and an unreachable Redis', async () => {
    const cluster = await startQueueCluster('checks');
    try {
      const other = mkdtempSync(join(tmpdir(), 'weft-checks-'));
      await expect(
        startWorker(loadConfig({ ...cluster.env, WEFT_HOME: other, WEFT_ENCRYPTION_KEY: 'another-key-0123456789' })),
      ).rejects.toThrow(/WEFT_ENCRYPTION_KEY differs from the key the other processes/);
      rmSync(other, { recursive: true, force: true });
      await expect(
        startWorker(loadConfig({ ...cluster.env, WEFT_HOME: other, WEFT_REDIS_URL: 'redis://127.0.0.1:1' })),
      ).rejects.toThrow(/Could not connect to Redis at redis:\/\/127.0.0.1:1/);
      rmSync(other, { recursive: true, force: true });
      const worker = await cluster.worker(1);
      expect(worker.running()).toEqual([]);
    } finally {
      await cluster.close();
    }
  });
});
