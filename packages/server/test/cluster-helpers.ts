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

/** An answer from a cluster process, with the body parsed when it is JSON. */
export interface ProcessResponse {
  status: number;
  body: any;
  cookie?: string;
}

/** Calls a process of a test cluster over real HTTP on 127.0.0.1. */
export async function callProcess(
  port: number,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<ProcessResponse> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* text */
  }
  return { status: res.status, body: parsed, cookie: res.headers.get('set-cookie')?.split(';')[0] };
}

/** Waits until a process answers `/healthz/readiness`, failing early if it exits. */
export async function waitProcessReady(
  port: number,
  proc: import('node:child_process').ChildProcess,
  what: string,
): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`${what} exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz/readiness`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not come up`);
}
