/** Ids and tokens of stored records: n8n-style short ids, UUIDs and random secrets. */

import { randomBytes, randomUUID } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A 16-character id like n8n's workflow and credential ids. */
export function shortId(length = 16): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % ALPHABET.length]!;
  return out;
}

/** A UUID (users, versions). */
export function uuid(): string {
  return randomUUID();
}

/** A random secret token (sessions, API keys, reset tokens). */
export function secretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
