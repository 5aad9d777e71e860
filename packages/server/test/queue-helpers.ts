/** A queue-mode cluster for tests: main (harness server) and in-process workers on real Redis and PostgreSQL. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { loadConfig, startWorker, type RunningWorker } from '@weft/server';
import type { ConnectablePushHub } from '../src/services/push/index.js';
import { createTestServer, type TestServer } from './harness.js';

/** Redis of the tests. */
export const REDIS_URL = process.env.WEFT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEST_KEY = 'test-key-0123456789abcdef';

/** A key prefix no other test file uses. */
export function uniquePrefix(name: string): string {
  return `weft-test-${name}-${process.pid}-${Date.now().toString(36)}`;
}

/** Deletes every Redis key under a prefix. */
export async function cleanRedis(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A test cluster. */
export interface QueueCluster {
  main: TestServer;
  prefix: string;
  /** The environment every process of the cluster shares (database, Redis, key, queue timings). */
  env: Record<string, string>;
  /** Starts an in-process worker. */
  worker(concurrency?: number, env?: Record<string, string>): Promise<RunningWorker>;
  /** Messages the main's push hub delivered to a tab `pushRef` of `userId`. */
  tab(pushRef: string, userId: string): Array<{ type: string; data: any }>;
  close(): Promise<void>;
}

/** Starts main in queue mode on a fresh PostgreSQL database with its own Redis prefix. */
export async function startQueueCluster(name: string, env: Record<string, string> = {}): Promise<QueueCluster> {
  const prefix = uniquePrefix(name);
  const shared: Record<string, string> = {
    WEFT_EXECUTIONS_MODE: 'queue',
    WEFT_REDIS_URL: REDIS_URL,
    WEFT_REDIS_PREFIX: prefix,
    WEFT_ENCRYPTION_KEY: TEST_KEY,
    WEFT_QUEUE_LOCK_DURATION_MS: '2000',
    WEFT_QUEUE_STALLED_INTERVAL_MS: '1000',
    ...env,
  };
  const main = await createTestServer('postgres', shared);
  const db = main.ctx.config.db;
  if (db.type !== 'postgresdb') throw new Error('queue tests need PostgreSQL');
  Object.assign(shared, { WEFT_DB_TYPE: 'postgresdb', WEFT_DB_URL: db.url });
  const workers: RunningWorker[] = [];
  const homes: string[] = [];
  return {
    main,
    prefix,
    env: shared,
    async worker(concurrency = 2, extra = {}) {
      const home = mkdtempSync(join(tmpdir(), 'weft-worker-'));
      homes.push(home);
      const worker = await startWorker(loadConfig({ ...shared, WEFT_HOME: home, ...extra }), { concurrency });
      workers.push(worker);
      return worker;
    },
    tab(pushRef, userId) {
      const messages: Array<{ type: string; data: any }> = [];
      (main.ctx.push as ConnectablePushHub).add({
        pushRef,
        userId,
        send: (m) => void messages.push(JSON.parse(m)),
        heartbeat() {},
        close() {},
      });
      return messages;
    },
    async close() {
      await Promise.allSettled(workers.map((w) => w.close()));
      await main.close();
      for (const home of homes) rmSync(home, { recursive: true, force: true });
      await cleanRedis(prefix);
    },
  };
}
