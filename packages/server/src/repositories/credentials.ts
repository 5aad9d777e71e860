import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { CredentialTable, Database } from '../db/schema.js';
import { now, parseJson, toJson } from '../db/columns.js';
import { shortId } from '../db/ids.js';

/** The credential table with the column migration 003 adds. */
type CredentialRowTable = CredentialTable & { nodesAccess: string | null };
type CredentialDb = Kysely<Omit<Database, 'credential'> & { credential: CredentialRowTable }>;

/** A user as credentials name them (`ownedBy`, `sharedWith`). */
export interface CredentialUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** A node type allowed to use a credential. */
export interface NodeAccess {
  nodeType: string;
  date?: string;
}

/** A stored credential with its sharing; `data` is still encrypted. */
export interface CredentialRecord {
  id: string;
  name: string;
  type: string;
  /** Encrypted data (base64 of iv|tag|ciphertext). */
  data: string;
  nodesAccess: NodeAccess[];
  ownedBy: CredentialUser | null;
  sharedWith: CredentialUser[];
  createdAt: string;
  updatedAt: string;
}

/** Reads and writes credentials and their sharing (`shared_credential`: one 'owner', any 'user'). */
export class CredentialRepository {
  private readonly k: CredentialDb;

  constructor(db: Db) {
    this.k = db.kysely;
  }

  /** One credential, or undefined. */
  async get(id: string): Promise<CredentialRecord | undefined> {
    const row = await this.k.selectFrom('credential').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    return (await this.withSharing([row]))[0];
  }

  /**
   * Credentials, oldest first: every one, or those `userId` owns or (with `includeShared`) was
   * given. Optionally only of a name and type.
   */
  async list(
    filter: { userId?: string; includeShared?: boolean; name?: string; type?: string } = {},
  ): Promise<CredentialRecord[]> {
    let q = this.k.selectFrom('credential').selectAll('credential');
    if (filter.userId) {
      const userId = filter.userId;
      const roles: Array<'owner' | 'user'> = filter.includeShared ? ['owner', 'user'] : ['owner'];
      q = q.where('credential.id', 'in', (eb) =>
        eb
          .selectFrom('shared_credential')
          .select('credentialsId')
          .where('userId', '=', userId)
          .where('role', 'in', roles),
      );
    }
    if (filter.name !== undefined) q = q.where('credential.name', '=', filter.name);
    if (filter.type !== undefined) q = q.where('credential.type', '=', filter.type);
    return this.withSharing(await q.orderBy('credential.createdAt').orderBy('credential.id').execute());
  }

  /** Names of every credential that equal `base` or start with it (for name proposals; LIKE wildcards in `base` only widen the query, the filter is exact). */
  async namesStartingWith(base: string): Promise<string[]> {
    const rows = await this.k.selectFrom('credential').select('name').where('name', 'like', `${base}%`).execute();
    return rows.map((r) => r.name).filter((n) => n.startsWith(base));
  }

  /** Stores a new credential owned by `ownerId`. */
  async create(
    fields: { name: string; type: string; data: string; nodesAccess: NodeAccess[] },
    ownerId: string,
  ): Promise<CredentialRecord> {
    const t = now();
    const id = shortId();
    await this.k.transaction().execute(async (trx) => {
      await trx
        .insertInto('credential')
        .values({
          id,
          name: fields.name,
          type: fields.type,
          data: fields.data,
          nodesAccess: toJson(fields.nodesAccess),
          createdAt: t,
          updatedAt: t,
        })
        .execute();
      await trx
        .insertInto('shared_credential')
        .values({ credentialsId: id, userId: ownerId, role: 'owner', createdAt: t })
        .execute();
    });
    return (await this.get(id))!;
  }

  /** Changes a credential's name, encrypted data or node access. */
  async update(
    id: string,
    fields: { name?: string; data?: string; nodesAccess?: NodeAccess[] },
  ): Promise<CredentialRecord | undefined> {
    const patch: Partial<CredentialRowTable> = { updatedAt: now() };
    if (fields.name !== undefined) patch.name = fields.name;
    if (fields.data !== undefined) patch.data = fields.data;
    if (fields.nodesAccess !== undefined) patch.nodesAccess = toJson(fields.nodesAccess);
    await this.k.updateTable('credential').set(patch).where('id', '=', id).execute();
    return this.get(id);
  }

  /** Deletes a credential and its sharing. */
  async delete(id: string): Promise<void> {
    await this.k.transaction().execute(async (trx) => {
      await trx.deleteFrom('shared_credential').where('credentialsId', '=', id).execute();
      await trx.deleteFrom('credential').where('id', '=', id).execute();
    });
  }

  /** Replaces the users a credential is shared with (its owner is kept). */
  async setSharees(id: string, userIds: string[]): Promise<void> {
    const t = now();
    await this.k.transaction().execute(async (trx) => {
      await trx.deleteFrom('shared_credential').where('credentialsId', '=', id).where('role', '=', 'user').execute();
      if (userIds.length) {
        await trx
          .insertInto('shared_credential')
          .values(userIds.map((userId) => ({ credentialsId: id, userId, role: 'user' as const, createdAt: t })))
          .execute();
      }
    });
  }

  /**
   * Gives every credential `fromUserId` owns to `toUserId` (user deletion with a transfer);
   * `toUserId` stops being a sharee of those it now owns.
   */
  async transferOwnership(fromUserId: string, toUserId: string): Promise<void> {
    await this.k.transaction().execute(async (trx) => {
      const owned = trx
        .selectFrom('shared_credential')
        .select('credentialsId')
        .where('userId', '=', fromUserId)
        .where('role', '=', 'owner');
      await trx
        .deleteFrom('shared_credential')
        .where('userId', '=', toUserId)
        .where('credentialsId', 'in', owned)
        .execute();
      await trx
        .updateTable('shared_credential')
        .set({ userId: toUserId })
        .where('userId', '=', fromUserId)
        .where('role', '=', 'owner')
        .execute();
    });
  }

  /** Deletes every credential a user owns (user deletion without a transfer). */
  async deleteOwnedBy(userId: string): Promise<void> {
    await this.k.transaction().execute(async (trx) => {
      const ids = (
        await trx
          .selectFrom('shared_credential')
          .select('credentialsId')
          .where('userId', '=', userId)
          .where('role', '=', 'owner')
          .execute()
      ).map((r) => r.credentialsId);
      if (!ids.length) return;
      await trx.deleteFrom('shared_credential').where('credentialsId', 'in', ids).execute();
      await trx.deleteFrom('credential').where('id', 'in', ids).execute();
    });
  }

  private async withSharing(rows: CredentialRowTable[]): Promise<CredentialRecord[]> {
    if (!rows.length) return [];
    const shares = await this.k
      .selectFrom('shared_credential')
      .innerJoin('user', 'user.id', 'shared_credential.userId')
      .select([
        'shared_credential.credentialsId',
        'shared_credential.role',
        'shared_credential.createdAt',
        'user.id',
        'user.email',
        'user.firstName',
        'user.lastName',
      ])
      .where(
        'shared_credential.credentialsId',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('shared_credential.createdAt')
      .execute();
    return rows.map((row) => {
      const mine = shares.filter((s) => s.credentialsId === row.id);
      const person = (s: (typeof mine)[number]): CredentialUser => ({
        id: s.id,
        email: s.email,
        firstName: s.firstName,
        lastName: s.lastName,
      });
      const owner = mine.find((s) => s.role === 'owner');
      return {
        id: row.id,
        name: row.name,
        type: row.type,
        data: row.data,
        nodesAccess: parseJson<NodeAccess[]>(row.nodesAccess, []),
        ownedBy: owner ? person(owner) : null,
        sharedWith: mine.filter((s) => s.role === 'user').map(person),
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    });
  }
}
