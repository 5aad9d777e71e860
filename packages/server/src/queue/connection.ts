import type { Redis } from 'ioredis';
import { lazyRequire } from '../lazy-require.js';

/** ioredis, loaded on the first connection (queue mode only). */
const ioredis = lazyRequire<typeof import('ioredis')>('ioredis');

/**
 * Opens a Redis connection for queue mode. Commands wait while Redis is away
 * (`maxRetriesPerRequest: null`) and the client reconnects forever, so a Redis restart delays work
 * rather than losing it. Connection errors are retried, not thrown.
 */
export function openRedis(url: string, name: string): Redis {
  const redis = new (ioredis().Redis)(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', () => undefined);
  return redis;
}

/** Waits until a connection answers PING, or rejects with a clear message after `timeoutMs`. */
export async function waitForRedis(redis: Redis, url: string, timeoutMs = 5000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      }),
    ]);
  } catch (e) {
    throw new Error(`Could not connect to Redis at ${url} (WEFT_REDIS_URL): ${(e as Error).message}`, { cause: e });
  } finally {
    clearTimeout(timer);
  }
}

/** Closes connections politely (QUIT), or drops them when Redis does not answer within `timeoutMs`. */
export async function closeRedis(connections: Redis[], timeoutMs = 1000): Promise<void> {
  await Promise.allSettled(
    connections.map(async (redis) => {
      if (redis.status !== 'ready') return redis.disconnect();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        redis.quit().catch(() => undefined),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
      redis.disconnect();
    }),
  );
}
