import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { secretToken } from '../db/ids.js';
import { now } from '../db/columns.js';

/** How long a password-reset link stays valid. */
export const RESET_TOKEN_TTL_MS = 20 * 60_000;

/** The `password_reset_token` table (migration 002-users). */
interface ResetTokenTable {
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Single-use password-reset tokens. The caller gets the token once; only its SHA-256 hash is
 * stored, with an expiry of {@link RESET_TOKEN_TTL_MS}.
 */
export class PasswordResetTokens {
  private readonly db;

  constructor(
    db: Db,
    private readonly ttlMs = RESET_TOKEN_TTL_MS,
  ) {
    this.db = db.kysely.withTables<{ password_reset_token: ResetTokenTable }>();
  }

  /** Creates a token for a user; answers the token itself (to put in the e-mailed link). */
  async create(userId: string): Promise<string> {
    const token = secretToken(32);
    const at = Date.now();
    await this.db.deleteFrom('password_reset_token').where('expiresAt', '<', new Date(at).toISOString()).execute();
    await this.db
      .insertInto('password_reset_token')
      .values({
        tokenHash: hashToken(token),
        userId,
        createdAt: new Date(at).toISOString(),
        expiresAt: new Date(at + this.ttlMs).toISOString(),
      })
      .execute();
    return token;
  }

  /** The user id of a live token, or undefined (unknown, used or expired). Does not use it up. */
  async resolve(token: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('password_reset_token')
      .selectAll()
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expiresAt <= now()) {
      await this.db.deleteFrom('password_reset_token').where('tokenHash', '=', row.tokenHash).execute();
      return undefined;
    }
    return row.userId;
  }

  /**
   * Uses a token up: answers its user id when it was live, and removes it. Deleting the row is
   * the claim, so two concurrent uses cannot both succeed.
   */
  async consume(token: string): Promise<string | undefined> {
    const userId = await this.resolve(token);
    if (!userId) return undefined;
    const done = await this.db
      .deleteFrom('password_reset_token')
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirst();
    return Number(done.numDeletedRows) === 1 ? userId : undefined;
  }

  /** Removes every token of a user (after a password change). */
  async revokeAllOf(userId: string): Promise<void> {
    await this.db.deleteFrom('password_reset_token').where('userId', '=', userId).execute();
  }
}
