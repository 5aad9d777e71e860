/**
 * TOTP (RFC 6238) over HOTP (RFC 4226) with node:crypto: SHA-1, 6 digits, 30-second steps, the
 * parameters every authenticator app uses by default. Secrets travel in base32 (RFC 4648).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Seconds per TOTP step. */
export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;

/** Encodes bytes as base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]!;
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]!;
  return out;
}

/** Decodes base32 (case and spaces ignored, padding allowed); throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) throw new Error(`Not a base32 character: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret: 20 bytes (160 bits, RFC 4226's recommendation) in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The HOTP code of a base32 secret for one counter value. */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(binary).padStart(DIGITS, '0');
}

/** The TOTP code of a secret at a time (milliseconds since the epoch; now by default). */
export function totp(secret: string, atMs: number = Date.now()): string {
  return hotp(secret, Math.floor(atMs / 1000 / TOTP_STEP_SECONDS));
}

/**
 * Whether `code` is the secret's TOTP code within `window` steps either side of `atMs` (clock
 * drift between the server and the phone). Compared in constant time.
 */
export function verifyTotp(secret: string, code: string, options: { window?: number; atMs?: number } = {}): boolean {
  const candidate = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(candidate)) return false;
  const window = options.window ?? 1;
  const step = Math.floor((options.atMs ?? Date.now()) / 1000 / TOTP_STEP_SECONDS);
  let found = false;
  for (let i = -window; i <= window; i++) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step + i)), Buffer.from(candidate))) found = true;
  }
  return found;
}

/** The `otpauth://` URI authenticator apps read from a QR code. */
export function totpUri(secret: string, account: string, issuer = 'Weft'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${TOTP_STEP_SECONDS}`;
}
