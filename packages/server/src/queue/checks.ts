import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config.js';
import type { SettingsRepository } from '../repositories/settings.js';

/** The `setting` key that holds the encryption-key check value. */
export const KEY_CHECK_SETTING = 'queue.encryptionKeyCheck';
const KEY_CHECK_PLAINTEXT = 'weft-encryption-key-check';

/**
 * Refuses a queue-mode configuration that lacks what every process of a cluster must share:
 * PostgreSQL (WEFT_DB_TYPE=postgresdb with WEFT_DB_URL), Redis (WEFT_REDIS_URL, redis://host:port)
 * and the encryption key (WEFT_ENCRYPTION_KEY). Throws one message listing every problem.
 */
export function checkQueueConfig(config: ServerConfig, role: string): void {
  const problems: string[] = [];
  if (config.db.type !== 'postgresdb')
    problems.push(
      'set WEFT_DB_TYPE=postgresdb and WEFT_DB_URL (postgres://user:password@host:port/database): every process shares one PostgreSQL database',
    );
  if (!config.redisUrl) problems.push('set WEFT_REDIS_URL (redis://host:port)');
  else {
    let protocol = '';
    try {
      protocol = new URL(config.redisUrl).protocol;
    } catch {
      /* reported below */
    }
    if (protocol !== 'redis:' && protocol !== 'rediss:')
      problems.push(`WEFT_REDIS_URL "${config.redisUrl}" is not a redis://host:port URL`);
  }
  if (!config.encryptionKey) problems.push('set WEFT_ENCRYPTION_KEY to the key every process of the cluster shares');
  if (problems.length)
    throw new Error(
      `Queue mode (WEFT_EXECUTIONS_MODE=queue): the ${role} process cannot start: ${problems.join('; ')}.`,
    );
}

function keyBytes(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

function encryptCheck(key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), iv);
  const data = Buffer.concat([cipher.update(KEY_CHECK_PLAINTEXT, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

function decryptsCheck(key: string, value: string): boolean {
  const [iv, tag, data] = value.split('.').map((p) => Buffer.from(p, 'base64'));
  if (!iv || !tag || !data) return false;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8') === KEY_CHECK_PLAINTEXT;
  } catch {
    return false;
  }
}

/**
 * Checks that this process holds the cluster's encryption key: the first process stores a known
 * text encrypted with its key (AES-256-GCM) in the `setting` table; every later one must decrypt
 * it. Throws a clear message on a wrong key.
 */
export async function verifyEncryptionKey(settings: SettingsRepository, key: string): Promise<void> {
  const stored = await settings.get<string | null>(KEY_CHECK_SETTING, null);
  if (stored === null) {
    await settings.set(KEY_CHECK_SETTING, encryptCheck(key));
    return;
  }
  if (!decryptsCheck(key, stored)) {
    throw new Error(
      'WEFT_ENCRYPTION_KEY differs from the key the other processes of this cluster use (the check value in the database does not decrypt with it). Give every process the same WEFT_ENCRYPTION_KEY.',
    );
  }
}
