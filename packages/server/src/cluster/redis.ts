import type { Redis } from 'ioredis';
import { lazyRequire } from '../lazy-require.js';
import type { ServerConfig } from '../config.js';

/** ioredis, loaded on the first connection (queue mode only). */
const ioredis = lazyRequire<typeof import('ioredis')>('ioredis');

/** Where a process finds the cluster's Redis, and the prefix of every key and channel it uses. */
export interface RedisSettings {
  /** `redis://host:port[/db]` (WEFT_REDIS_URL). */
  url: string;
  /** Prefix of keys and pub/sub channels (WEFT_REDIS_PREFIX), so clusters can share a Redis. */
  prefix: string;
}

/** The Redis settings of a configuration (WEFT_REDIS_URL, WEFT_REDIS_PREFIX). */
export function redisSettingsOf(config: Pick<ServerConfig, 'redisUrl' | 'redisPrefix'>): RedisSettings {
  return { url: config.redisUrl ?? 'redis://127.0.0.1:6379', prefix: config.redisPrefix };
}

/**
 * Opens a Redis connection that retries forever in the background (commands wait while Redis is
 * away) and answers once it is connected, or rejects with a clear message after `timeoutMs`.
 */
export async function connectRedis(settings: RedisSettings, name: string, timeoutMs = 5000): Promise<Redis> {
  const redis = new (ioredis().Redis)(settings.url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    lazyConnect: true,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Errors are retried by the client; without a listener they would be thrown as unhandled.
  redis.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.connect(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      }),
    ]);
  } catch (e) {
    redis.disconnect();
    throw new Error(`Could not connect to Redis at ${settings.url} (WEFT_REDIS_URL): ${(e as Error).message}`, {
      cause: e,
    });
  } finally {
    clearTimeout(timer);
  }
  return redis;
}
