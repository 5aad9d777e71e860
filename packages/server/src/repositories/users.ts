import { OWNER_LOCK_KEY, underWriteLock, type Db } from '../db/database.js';
import type { UserTable } from '../db/schema.js';
import { now, parseJson, toJson } from '../db/columns.js';
import { uuid } from '../db/ids.js';
import { storedApiKey } from '../db/api-key-digest.js';
import { WorkflowRepository } from './workflows.js';

/** A user as the server works with it. */
export interface UserRecord {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string | null;
  role: 'owner' | 'member';
  personalizationAnswers: Record<string, unknown> | null;
  settings: Record<string, unknown>;
  apiKey: string | null;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  /** Whether TOTP MFA is on (auth/mfa). */
  mfaEnabled?: boolean;
}

/** A user as the API answers it, never with the password. */
export interface PublicUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  globalRole: { name: 'owner' | 'member' | 'default'; scope: 'global' };
  isPending: boolean;
  isOwner: boolean;
  personalizationAnswers: Record<string, unknown> | null;
  settings: Record<string, unknown>;
  disabled: boolean;
  createdAt: string;
  featureFlags: Record<string, unknown>;
  mfaEnabled: boolean;
}

function toRecord(row: UserTable): UserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    passwordHash: row.password,
    role: row.role === 'member' ? 'member' : 'owner',
    personalizationAnswers: parseJson(row.personalizationAnswers, null),
    settings: parseJson(row.settings, {}),
    apiKey: row.apiKey,
    disabled: !!row.disabled,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    mfaEnabled: !!row.mfaEnabled,
  };
}

/** Whether a user has not finished signing up (no password yet). */
export function isPending(user: UserRecord): boolean {
  return user.passwordHash === null;
}

/** The pre-setup instance owner: an owner with no password ('default' in the permission rules). */
export function isDefaultUser(user: UserRecord): boolean {
  return user.role === 'owner' && isPending(user);
}

/** The API shape of a user. */
export function toPublicUser(user: UserRecord): PublicUser {
  const pending = isPending(user);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    globalRole: { name: isDefaultUser(user) ? 'default' : user.role, scope: 'global' },
    isPending: pending,
    isOwner: user.role === 'owner' && !pending,
    personalizationAnswers: user.personalizationAnswers,
    settings: user.settings,
    disabled: user.disabled,
    createdAt: user.createdAt,
    featureFlags: {},
    mfaEnabled: !!user.mfaEnabled,
  };
}

/** What a member sees of other users in the user list: no survey answers or settings. */
export type LimitedUser = Pick<
  PublicUser,
  'id' | 'email' | 'firstName' | 'lastName' | 'globalRole' | 'isPending' | 'isOwner' | 'disabled' | 'createdAt'
>;

/** The shape of a user in a member's user list. */
export function toLimitedUser(user: UserRecord): LimitedUser {
  const {
    id,
    email,
    firstName,
    lastName,
    globalRole,
    isPending: pending,
    isOwner,
    disabled,
    createdAt,
  } = toPublicUser(user);
  return { id, email, firstName, lastName, globalRole, isPending: pending, isOwner, disabled, createdAt };
}

/** Reads and writes users. */
export class UserRepository {
  constructor(private readonly db: Db) {}

  async get(id: string): Promise<UserRecord | undefined> {
    const row = await this.db.kysely.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  async byEmail(email: string): Promise<UserRecord | undefined> {
    const row = await this.db.kysely
      .selectFrom('user')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** The user whose API key this is (looked up by the key's digest, the only form stored). */
  async byApiKey(apiKey: string): Promise<UserRecord | undefined> {
    const row = await this.db.kysely
      .selectFrom('user')
      .selectAll()
      .where('apiKey', '=', storedApiKey(apiKey))
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  async owner(): Promise<UserRecord | undefined> {
    const row = await this.db.kysely
      .selectFrom('user')
      .selectAll()
      .where('role', '=', 'owner')
      .orderBy('createdAt')
      .orderBy('id')
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  async list(): Promise<UserRecord[]> {
    return (await this.db.kysely.selectFrom('user').selectAll().orderBy('createdAt').execute()).map(toRecord);
  }

  async create(
    fields: Partial<Omit<UserRecord, 'id' | 'createdAt' | 'updatedAt'>> & { role: UserRecord['role'] },
  ): Promise<UserRecord> {
    const row = newUserRow(fields);
    await this.db.kysely.insertInto('user').values(row).execute();
    return toRecord(row);
  }

  async update(
    id: string,
    fields: Partial<Omit<UserRecord, 'id' | 'createdAt' | 'updatedAt'>>,
  ): Promise<UserRecord | undefined> {
    const patch: Partial<UserTable> = { updatedAt: now() };
    if (fields.email !== undefined) patch.email = fields.email ? fields.email.toLowerCase() : null;
    if (fields.firstName !== undefined) patch.firstName = fields.firstName;
    if (fields.lastName !== undefined) patch.lastName = fields.lastName;
    if (fields.passwordHash !== undefined) patch.password = fields.passwordHash;
    if (fields.role !== undefined) patch.role = fields.role;
    if (fields.personalizationAnswers !== undefined)
      patch.personalizationAnswers = toJson(fields.personalizationAnswers);
    if (fields.settings !== undefined) patch.settings = toJson(fields.settings);
    if (fields.apiKey !== undefined) patch.apiKey = fields.apiKey;
    if (fields.disabled !== undefined) patch.disabled = fields.disabled ? 1 : 0;
    await this.db.kysely.updateTable('user').set(patch).where('id', '=', id).execute();
    return this.get(id);
  }

  async delete(id: string): Promise<void> {
    await this.db.kysely.deleteFrom('user').where('id', '=', id).execute();
  }

  /** Ids of the workflows a user owns (their 'owner' rows in shared_workflow). */
  async ownedWorkflowIds(userId: string): Promise<string[]> {
    const rows = await this.db.kysely
      .selectFrom('shared_workflow')
      .select('workflowId')
      .where('userId', '=', userId)
      .where('role', '=', 'owner')
      .execute();
    return rows.map((r) => r.workflowId);
  }

  /**
   * Deletes a user in one transaction. With `transferToId`, the workflows and credentials the user
   * owns move to that user (any share that user already had on them is replaced by ownership);
   * without it they are deleted. Shares, sessions and reset tokens of the user go with it.
   */
  async deleteWithResources(id: string, transferToId?: string): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      const workflowIds = (
        await trx
          .selectFrom('shared_workflow')
          .select('workflowId')
          .where('userId', '=', id)
          .where('role', '=', 'owner')
          .execute()
      ).map((r) => r.workflowId);
      const credentialIds = (
        await trx
          .selectFrom('shared_credential')
          .select('credentialsId')
          .where('userId', '=', id)
          .where('role', '=', 'owner')
          .execute()
      ).map((r) => r.credentialsId);
      if (transferToId) {
        if (workflowIds.length) {
          await trx
            .deleteFrom('shared_workflow')
            .where('userId', '=', transferToId)
            .where('workflowId', 'in', workflowIds)
            .execute();
          await trx
            .updateTable('shared_workflow')
            .set({ userId: transferToId })
            .where('userId', '=', id)
            .where('role', '=', 'owner')
            .execute();
        }
        if (credentialIds.length) {
          await trx
            .deleteFrom('shared_credential')
            .where('userId', '=', transferToId)
            .where('credentialsId', 'in', credentialIds)
            .execute();
          await trx
            .updateTable('shared_credential')
            .set({ userId: transferToId })
            .where('userId', '=', id)
            .where('role', '=', 'owner')
            .execute();
        }
      } else {
        await WorkflowRepository.deleteRows(trx, workflowIds);
        if (credentialIds.length) await trx.deleteFrom('credential').where('id', 'in', credentialIds).execute();
      }
      await trx.deleteFrom('shared_workflow').where('userId', '=', id).execute();
      await trx.deleteFrom('shared_credential').where('userId', '=', id).execute();
      await trx.deleteFrom('session').where('userId', '=', id).execute();
      await trx.deleteFrom('user').where('id', '=', id).execute();
    });
  }

  /**
   * Makes sure the pre-setup owner exists; answers it. Processes starting together on a fresh
   * database look and create one at a time (`underWriteLock`), so exactly one owner is made.
   */
  async ensureShellOwner(): Promise<UserRecord> {
    const existing = await this.owner();
    if (existing) return existing;
    return underWriteLock(this.db, OWNER_LOCK_KEY, async (conn) => {
      const first = await conn.selectFrom('user').selectAll().where('role', '=', 'owner').executeTakeFirst();
      if (first) return toRecord(first);
      const row = newUserRow({ role: 'owner' });
      await conn.insertInto('user').values(row).execute();
      return toRecord(row);
    });
  }
}

/** The row of a new user. */
function newUserRow(
  fields: Partial<Omit<UserRecord, 'id' | 'createdAt' | 'updatedAt'>> & { role: UserRecord['role'] },
): UserTable {
  const t = now();
  return {
    id: uuid(),
    email: fields.email ? fields.email.toLowerCase() : null,
    firstName: fields.firstName ?? null,
    lastName: fields.lastName ?? null,
    password: fields.passwordHash ?? null,
    role: fields.role,
    personalizationAnswers: fields.personalizationAnswers ? toJson(fields.personalizationAnswers) : null,
    settings: toJson(fields.settings ?? {}),
    apiKey: fields.apiKey ?? null,
    disabled: fields.disabled ? 1 : 0,
    createdAt: t,
    updatedAt: t,
  };
}
