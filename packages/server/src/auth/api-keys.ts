/**
 * Public API keys. A key is shown once, when it is created; the database keeps only its digest
 * (`db/api-key-digest.ts`).
 */
import { randomBytes } from 'node:crypto';
import { isStoredDigest } from '../db/api-key-digest.js';

/** Prefix of every public API key. */
export const API_KEY_PREFIX = 'weft_api_';

/** Creates a new random API key (what the user copies). */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('hex')}`;
}

/**
 * A key as GET /me/api-key answers it, from what is stored: the prefix, asterisks and the last 4
 * characters. The whole key is answered only once, when POST /me/api-key creates it.
 */
export function maskApiKey(stored: string): string {
  const last4 = isStoredDigest(stored) ? (stored.split('$')[2] ?? '') : stored.slice(-4);
  return `${API_KEY_PREFIX}${'*'.repeat(12)}${last4}`;
}
