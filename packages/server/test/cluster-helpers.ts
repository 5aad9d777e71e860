/** Helpers for the queue-mode tests: a Redis of their own (a unique key and channel prefix). */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RedisSettings } from '@weft/server';

/** The Redis the tests use. */
export const TEST_REDIS_URL = process.env.WEFT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Settings with a prefix no other test uses. */
export function testRedisSettings(): RedisSettings {
  return { url: TEST_REDIS_URL, prefix: `weft-test-${randomUUID().slice(0, 8)}` };
}

/** Deletes every key under a prefix. */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
