import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The encrypted form of credential data in n8n's exports: OpenSSL's salted format
 * (`Salted__`, an 8-byte salt, then AES-256-CBC; key and IV derived from the instance's
 * encryption key and the salt with OpenSSL's EVP_BytesToKey over MD5, one round), base64. Weft
 * writes it in `export:credentials` so that n8n, given the same encryption key, can import the
 * file, and reads it in `import:credentials` so that n8n's exports import as they are.
 */
const MAGIC = Buffer.from('Salted__', 'latin1');

function keyAndIv(passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  const secret = Buffer.concat([Buffer.from(passphrase, 'latin1'), salt]);
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (blocks.reduce((n, b) => n + b.length, 0) < 48) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, secret]))
      .digest();
    blocks.push(previous);
  }
  const all = Buffer.concat(blocks);
  return { key: all.subarray(0, 32), iv: all.subarray(32, 48) };
}

/** Whether a stored string is in this format (base64 of `Salted__…`). */
export function isN8nEncrypted(data: string): boolean {
  return data.startsWith('U2FsdGVkX1');
}

/** Encrypts a credential's data object as n8n stores and exports it. */
export function n8nEncrypt(data: Record<string, unknown>, passphrase: string): string {
  const salt = randomBytes(8);
  const { key, iv } = keyAndIv(passphrase, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return Buffer.concat([MAGIC, salt, body]).toString('base64');
}

/** Decrypts n8n's form to the data object; throws when the key is wrong or the data is damaged. */
export function n8nDecrypt(data: string, passphrase: string): Record<string, unknown> {
  const raw = Buffer.from(data, 'base64');
  if (raw.length < 32 || !raw.subarray(0, 8).equals(MAGIC)) throw new Error('not in the salted AES format');
  const { key, iv } = keyAndIv(passphrase, raw.subarray(8, 16));
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  const text = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('the decrypted data is not an object');
  return parsed as Record<string, unknown>;
}
