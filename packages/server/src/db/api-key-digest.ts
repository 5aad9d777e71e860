/**
 * How the database keeps a public API key: a SHA-256 digest of it with its last 4 characters
 * (`sha256$<hex>$<last4>`), never the key itself, so a copy of the database (a backup, a leaked
 * dump) gives nobody a working key. A plain hash is enough here: keys are 32 random bytes, nothing
 * a dictionary or brute force reaches, unlike passwords.
 */
import { createHash } from 'node:crypto';

const STORED_PREFIX = 'sha256$';

/** What the database keeps for a key: its digest and its last 4 characters. */
export function storedApiKey(apiKey: string): string {
  return `${STORED_PREFIX}${createHash('sha256').update(apiKey, 'utf8').digest('hex')}$${apiKey.slice(-4)}`;
}

/** Whether a stored value is already a digest (not a key stored in clear by an older version). */
export function isStoredDigest(stored: string): boolean {
  return stored.startsWith(STORED_PREFIX);
}
