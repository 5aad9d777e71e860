import type { Db } from '../db/database.js';
import { now } from '../db/columns.js';
import { secretToken } from '../db/ids.js';

/** Name of the HTTP-only session cookie. */
export const SESSION_COOKIE = 'weft-auth';

/** Server-side sessions: a random id in an HTTP-only cookie, revocable by deleting the row. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly days: number,
  ) {}

  async create(userId: string): Promise<{ id: string; expiresAt: Date }> {
    const id = secretToken(32);
    const expiresAt = new Date(Date.now() + this.days * 86_400_000);
    await this.db.kysely
      .insertInto('session')
      .values({ id, userId, createdAt: now(), expiresAt: expiresAt.toISOString() })
      .execute();
    return { id, expiresAt };
  }

  /** The user id of a live session, or undefined. Expired sessions are removed. */
  async userIdOf(id: string): Promise<string | undefined> {
    const row = await this.db.kysely.selectFrom('session').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    if (row.expiresAt < now()) {
      await this.destroy(id);
      return undefined;
    }
    return row.userId;
  }

  async destroy(id: string): Promise<void> {
    await this.db.kysely.deleteFrom('session').where('id', '=', id).execute();
  }

  /** Ends every session of a user (password change, deletion, disabling). */
  async destroyAllOf(userId: string, except?: string): Promise<void> {
    let q = this.db.kysely.deleteFrom('session').where('userId', '=', userId);
    if (except) q = q.where('id', '!=', except);
    await q.execute();
  }
}
