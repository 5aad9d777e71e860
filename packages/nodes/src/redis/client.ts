/** Redis connections and the value helpers of the Redis node (ioredis). */
import type { Redis } from 'ioredis';
import { lazyRequire } from '../shared/lazy-require.js';

const ioredis = lazyRequire<typeof import('ioredis')>('ioredis');
import type { WorkflowNode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** A connected client for a credential (no retries: a refused connection fails the node at once). */
export async function connectRedis(node: WorkflowNode, credentials: Record<string, unknown>): Promise<Redis> {
  const client = new (ioredis().Redis)({
    host: String(credentials.host ?? 'localhost'),
    port: Number(credentials.port ?? 6379),
    db: Number(credentials.database ?? 0),
    username: credentials.user ? String(credentials.user) : undefined,
    password: credentials.password ? String(credentials.password) : undefined,
    tls: credentials.ssl === true ? { rejectUnauthorized: credentials.disableTlsVerification !== true } : undefined,
    connectTimeout: 10000,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    // Reported by the failing command (or, while connecting, instead of ioredis's "Connection is closed").
    lastError = error;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const e = (lastError ?? error) as Error & { code?: string };
    if (e.code === 'ECONNREFUSED' || String(e.message).includes('ECONNREFUSED'))
      throw new NodeOperationError(
        node,
        'Connection refused: Unable to connect to the Redis server. Please check the host and port.',
        { description: e.message },
      );
    throw new NodeOperationError(node, e.message);
  }
  return client;
}

/** A number when the text is digits and dots (as n8n reads INFO), else the text. */
function parsed(value: string): string | number {
  return /^[\d.]+$/.test(value) ? parseFloat(value) : value;
}

/** The INFO answer as an object: `a:b` lines, `k=v,k2=v2` values as nested objects. */
export function infoToObject(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const line of text.split('\n')) {
    if (line.charAt(0) === '#' || line.charAt(0) === '') continue;
    const [key, raw] = line.split(':');
    if (key === undefined || raw === undefined) continue;
    const value = raw.trim();
    if (value.includes('=')) {
      const nested: Record<string, unknown> = {};
      for (const pair of value.split(',')) {
        const [k, v] = pair.split('=');
        nested[k!] = v === undefined ? undefined : parsed(v);
      }
      out[key] = nested;
    } else out[key] = parsed(value);
  }
  return out;
}

/** A key's value by its type (asked first when `automatic`): string, hash, list or set; null when missing. */
export async function getValue(client: Redis, key: string, type?: string): Promise<unknown> {
  let kind = type;
  if (kind === undefined || kind === 'automatic') kind = await client.type(key);
  if (kind === 'string') return client.get(key);
  if (kind === 'hash') return client.hgetall(key);
  if (kind === 'list') return client.lrange(key, 0, -1);
  // n8n answers null for a set found by `automatic` (its type is 'set', not 'sets'); Weft gives the members.
  if (kind === 'sets' || kind === 'set') return client.smembers(key);
  return undefined;
}

/** Writes a value as a string, hash, list or set (guessed from the value when `automatic`), with an optional TTL. */
export async function setValue(
  node: WorkflowNode,
  client: Redis,
  key: string,
  value: unknown,
  expire: boolean,
  ttl: number,
  type: string,
  valueIsJSON: boolean,
  itemIndex: number,
): Promise<void> {
  let kind = type;
  if (kind === 'automatic' || kind === undefined) {
    if (typeof value === 'string') kind = 'string';
    else if (Array.isArray(value)) kind = 'list';
    else if (value !== null && typeof value === 'object') kind = 'hash';
    else
      throw new NodeOperationError(node, 'Could not identify the type to set. Please set it manually!', { itemIndex });
  }
  if (kind === 'string') await client.set(key, String(value));
  else if (kind === 'hash') {
    if (valueIsJSON) {
      let values: unknown = value;
      if (typeof value === 'string') {
        try {
          values = JSON.parse(value);
        } catch {
          values = value;
        }
      }
      for (const [k, v] of Object.entries(values as Record<string, unknown>)) await client.hset(key, k, String(v));
    } else {
      await client.hset(key, ...String(value).split(' '));
    }
  } else if (kind === 'list') {
    const list = value as unknown[];
    for (let i = 0; i < list.length; i++) await client.lset(key, i, String(list[i]));
  } else if (kind === 'sets') {
    const members = Array.isArray(value) ? value.map(String) : [String(value)];
    await client.sadd(key, ...members);
  }
  if (expire) await client.expire(key, ttl);
}
