import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from './config.js';

/** What `~/.weft/config` holds. */
export interface InstanceFile {
  encryptionKey: string;
  instanceId: string;
}

/**
 * Reads `home/config` (mode 0600), creating it with a new encryption key and instance id on
 * first start. WEFT_ENCRYPTION_KEY, when set, wins; a file whose key differs from it is refused,
 * since its credentials could not be decrypted.
 */
export function loadInstanceFile(config: ServerConfig): InstanceFile {
  mkdirSync(config.home, { recursive: true, mode: 0o700 });
  const file = join(config.home, 'config');
  if (existsSync(file)) {
    let stored: Partial<InstanceFile>;
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<InstanceFile>;
    } catch (e) {
      throw new Error(`${file} is not valid JSON: ${(e as Error).message}`, { cause: e });
    }
    if (!stored.encryptionKey) throw new Error(`${file} has no encryptionKey`);
    if (config.encryptionKey && config.encryptionKey !== stored.encryptionKey) {
      throw new Error(
        `WEFT_ENCRYPTION_KEY differs from the key in ${file}; credentials saved with the other key could not be decrypted. Use the same key, or move ${file} away for a fresh instance.`,
      );
    }
    const out = {
      encryptionKey: stored.encryptionKey,
      instanceId: stored.instanceId ?? randomBytes(16).toString('hex'),
    };
    if (!stored.instanceId) writeFileSync(file, JSON.stringify(out, null, 2), { mode: 0o600 });
    return out;
  }
  const created: InstanceFile = {
    encryptionKey: config.encryptionKey ?? randomBytes(24).toString('base64'),
    instanceId: randomBytes(16).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return created;
}
