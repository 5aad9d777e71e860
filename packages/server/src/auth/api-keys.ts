/**
 * Public API keys. A key is shown once, when it is created; the database keeps only a SHA-256
 * digest of it with its last 4 characters (`sha256$<hex>$<last4>`), so a copy of the database
 * (a backup, a leaked dump) gives nobody a working key. A plain hash is enough here: keys are 32
 * random bytes, nothing a dictionary or brute force reaches, unlike passwords.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Prefix of every public API key. */
export const API_KEY_PREFIX = 'weft_api_';

const STORED_PREFIX = 'sha256$';

/** Creates a new random API key (what the user copies). */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('hex')}`;
}

/** What the database keeps for a key: its digest and its last 4 characters. */
export function storedApiKey(apiKey: string): string {
  return `${STORED_PREFIX}${createHash('sha256').update(apiKey, 'utf8').digest('hex')}$${apiKey.slice(-4)}`;
}

/** Whether a stored value is already a digest (not a key stored in clear by an older version). */
export function isStoredDigest(stored: string): boolean {
  return stored.startsWith(STORED_PREFIX);
}

/**
 * A key as GET /me/api-key answers it, from what is stored: the prefix, asterisks and the last 4
 * characters. The whole key is answered only once, when POST /me/api-key creates it.
 */
export function maskApiKey(stored: string): string {
  const last4 = isStoredDigest(stored) ? (stored.split('$')[2] ?? '') : stored.slice(-4);
  return `${API_KEY_PREFIX}${'*'.repeat(12)}${last4}`;
}
