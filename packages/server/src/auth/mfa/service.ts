/**
 * TOTP MFA of users (n8n's model): GET /mfa/qr creates a pending secret and ten recovery codes,
 * POST /mfa/enable turns MFA on once a code from the app matches. The secret is kept encrypted with
 * the instance's cipher (it must be read back to check codes). Recovery codes are kept encrypted
 * only while enrolment is pending (GET /mfa/qr shows them again until then); once MFA is on only
 * their SHA-256 digests are kept, and each works once. The owner can require MFA for everyone
 * (setting `mfa.enforced`).
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/columns.js';
import { CredentialCipher } from '../../services/credentials/cipher.js';
import { newTotpSecret, verifyTotp } from './totp.js';

/** The setting that requires MFA of every user. */
export const MFA_ENFORCED_SETTING = 'mfa.enforced';
/** How many recovery codes a user gets. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the enforcement flag is cached in a process (ms). */
const ENFORCED_CACHE_MS = 5_000;

type StoredCodes = { pending: string } | { hashes: string[] };

/** What GET /mfa/qr answers from. */
export interface PendingEnrolment {
  secret: string;
  recoveryCodes: string[];
}

/** The digest a recovery code is kept as. */
export function recoveryCodeDigest(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase(), 'utf8').digest('hex');
}

function parseCodes(text: string | null | undefined): StoredCodes | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as StoredCodes;
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** MFA state and checks of one server; get it with {@link mfaServiceOf}. */
export class MfaService {
  private readonly kysely: Kysely<Database>;
  private cipherInstance: CredentialCipher | undefined;
  private enforcedCache: { value: boolean; at: number } | undefined;

  constructor(private readonly ctx: ServerContext) {
    this.kysely = ctx.db.kysely;
  }

  private get cipher(): CredentialCipher {
    this.cipherInstance ??= new CredentialCipher(this.ctx.config.encryptionKey ?? '');
    return this.cipherInstance;
  }

  private async row(userId: string) {
    return this.kysely
      .selectFrom('user')
      .select(['id', 'mfaEnabled', 'mfaSecret', 'mfaRecoveryCodes'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  private decryptSecret(stored: string | null | undefined): string | undefined {
    if (!stored) return undefined;
    return String(this.cipher.decrypt(stored, 'MFA secret').secret ?? '') || undefined;
  }

  /** Whether the user has MFA on. */
  async isEnabled(userId: string): Promise<boolean> {
    return !!(await this.row(userId))?.mfaEnabled;
  }

  /**
   * The pending secret and recovery codes of a user who has not turned MFA on, created (and
   * saved) on the first call; later calls answer the same ones until MFA is enabled.
   */
  async pendingEnrolment(userId: string): Promise<PendingEnrolment> {
    const row = await this.row(userId);
    if (!row) throw new Error(`No user ${userId}`);
    const secret = this.decryptSecret(row.mfaSecret);
    const codes = parseCodes(row.mfaRecoveryCodes);
    if (secret && codes && 'pending' in codes) {
      const recoveryCodes = this.cipher.decrypt(codes.pending, 'MFA recovery codes').codes;
      if (Array.isArray(recoveryCodes) && recoveryCodes.length)
        return { secret, recoveryCodes: recoveryCodes.map(String) };
    }
    const fresh: PendingEnrolment = {
      secret: newTotpSecret(),
      recoveryCodes: Array.from({ length: RECOVERY_CODE_COUNT }, () => randomUUID()),
    };
    const stored: StoredCodes = { pending: this.cipher.encrypt({ codes: fresh.recoveryCodes }) };
    await this.kysely
      .updateTable('user')
      .set({
        mfaSecret: this.cipher.encrypt({ secret: fresh.secret }),
        mfaRecoveryCodes: JSON.stringify(stored),
        mfaEnabled: 0,
        updatedAt: now(),
      })
      .where('id', '=', userId)
      .execute();
    return fresh;
  }

  /**
   * Turns MFA on when `code` matches the pending secret (a wider window than at sign-in, for the
   * time the user takes to type it). Answers false for a wrong code; throws when nothing is pending.
   */
  async enable(userId: string, code: string): Promise<boolean> {
    const row = await this.row(userId);
    const secret = this.decryptSecret(row?.mfaSecret);
    const codes = parseCodes(row?.mfaRecoveryCodes);
    if (!secret || !codes || !('pending' in codes))
      throw new Error('Cannot enable MFA without generating secret and recovery codes');
    if (!verifyTotp(secret, code, { window: 2 })) return false;
    const plain = this.cipher.decrypt(codes.pending, 'MFA recovery codes').codes;
    const hashes = (Array.isArray(plain) ? plain : []).map((c) => recoveryCodeDigest(String(c)));
    const stored: StoredCodes = { hashes };
    await this.kysely
      .updateTable('user')
      .set({ mfaEnabled: 1, mfaRecoveryCodes: JSON.stringify(stored), updatedAt: now() })
      .where('id', '=', userId)
      .execute();
    return true;
  }

  /** Checks a TOTP code against the user's secret. */
  async verifyCode(userId: string, code: string): Promise<boolean> {
    const secret = this.decryptSecret((await this.row(userId))?.mfaSecret);
    return !!secret && verifyTotp(secret, code, { window: 1 });
  }

  /** Checks a recovery code and, when it is valid, uses it up (each works once). */
  async useRecoveryCode(userId: string, code: string): Promise<boolean> {
    const row = await this.row(userId);
    const codes = parseCodes(row?.mfaRecoveryCodes);
    if (!row?.mfaEnabled || !codes || !('hashes' in codes)) return false;
    const digest = Buffer.from(recoveryCodeDigest(code), 'hex');
    const index = codes.hashes.findIndex((h) => {
      const stored = Buffer.from(h, 'hex');
      return stored.length === digest.length && timingSafeEqual(stored, digest);
    });
    if (index < 0) return false;
    const remaining: StoredCodes = { hashes: codes.hashes.filter((_, i) => i !== index) };
    // Only the row that still holds the code is updated, so two concurrent uses cannot both pass.
    const done = await this.kysely
      .updateTable('user')
      .set({ mfaRecoveryCodes: JSON.stringify(remaining), updatedAt: now() })
      .where('id', '=', userId)
      .where('mfaRecoveryCodes', '=', row.mfaRecoveryCodes ?? '')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  /** How many recovery codes a user has left (0 without MFA). */
  async recoveryCodesLeft(userId: string): Promise<number> {
    const codes = parseCodes((await this.row(userId))?.mfaRecoveryCodes);
    return codes && 'hashes' in codes ? codes.hashes.length : 0;
  }

  /** A sign-in second factor: a TOTP code, else a recovery code (used up). */
  async validate(userId: string, mfaCode: string | undefined, mfaRecoveryCode: string | undefined): Promise<boolean> {
    if (mfaCode) return this.verifyCode(userId, mfaCode);
    if (mfaRecoveryCode) return this.useRecoveryCode(userId, mfaRecoveryCode);
    return false;
  }

  /** Turns MFA off and forgets the secret and recovery codes. */
  async disable(userId: string): Promise<void> {
    await this.kysely
      .updateTable('user')
      .set({ mfaEnabled: 0, mfaSecret: null, mfaRecoveryCodes: null, updatedAt: now() })
      .where('id', '=', userId)
      .execute();
  }

  /** Whether the owner requires MFA of everyone (cached for a few seconds per process). */
  async isEnforced(): Promise<boolean> {
    const cached = this.enforcedCache;
    if (cached && Date.now() - cached.at < ENFORCED_CACHE_MS) return cached.value;
    const value = await this.ctx.settings.get<boolean>(MFA_ENFORCED_SETTING, false);
    this.enforcedCache = { value, at: Date.now() };
    return value;
  }

  /** Requires MFA of everyone, or stops requiring it. */
  async setEnforced(value: boolean): Promise<void> {
    await this.ctx.settings.set(MFA_ENFORCED_SETTING, value);
    this.enforcedCache = { value, at: Date.now() };
  }
}
