import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Raised when stored credential data cannot be decrypted (usually a different encryption key). */
export class CredentialDecryptionError extends Error {
  constructor(
    readonly credentialName: string,
    cause?: unknown,
  ) {
    super(
      `The credential "${credentialName}" could not be decrypted: the encryption key differs from the one it was saved with, or its data is damaged. ` +
        "Start Weft with the original WEFT_ENCRYPTION_KEY (or the encryptionKey of the data folder's config file).",
      { cause },
    );
    this.name = 'CredentialDecryptionError';
  }
}

/**
 * AES-256-GCM encryption of credential data. The 32-byte key is the SHA-256 of the instance's
 * encryption key; every write uses a fresh random 12-byte IV. Stored form: base64 of iv|tag|ciphertext.
 */
export class CredentialCipher {
  private readonly key: Buffer;

  constructor(encryptionKey: string) {
    if (!encryptionKey) throw new Error('No encryption key is configured for credentials');
    this.key = createHash('sha256').update(encryptionKey, 'utf8').digest();
  }

  /** Encrypts a credential's data object. */
  encrypt(data: Record<string, unknown>): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** Decrypts stored data; throws {@link CredentialDecryptionError} naming the credential on any failure. */
  decrypt(stored: string, credentialName: string): Record<string, unknown> {
    try {
      const raw = Buffer.from(stored, 'base64');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('too short');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
      const data: unknown = JSON.parse(text);
      if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not an object');
      return data as Record<string, unknown>;
    } catch (e) {
      throw new CredentialDecryptionError(credentialName, e);
    }
  }
}
