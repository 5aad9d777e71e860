/**
 * Labelled, scoped API keys (table `api_key`, migration 015). Only each key's digest is stored
 * (see auth/api-keys.ts); the key itself is answered once, when it is created.
 */
import type { Db } from '../db/database.js';
import type { ApiKeyTable } from '../db/schema.js';
import { uuid } from '../db/ids.js';
import { now } from '../db/columns.js';
import { storedApiKey } from '../db/api-key-digest.js';

/** An API key as the server works with it. */
export interface ApiKeyRecord {
  id: string;
  userId: string;
  label: string;
  /** The stored digest (`sha256$<hex>$<last4>`), never the key. */
  storedKey: string;
  scopes: string[];
  /** ISO time after which the key is refused, or null for never. */
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

function toRecord(row: ApiKeyTable): ApiKeyRecord {
  let scopes: unknown;
  try {
    scopes = JSON.parse(row.scopes);
  } catch {
    scopes = [];
  }
  return {
    id: row.id,
    userId: row.userId,
    label: row.label,
    storedKey: row.apiKey,
    scopes: Array.isArray(scopes) ? scopes.map(String) : [],
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Whether a key's expiry has passed at `atMs`. */
export function isExpired(key: Pick<ApiKeyRecord, 'expiresAt'>, atMs: number = Date.now()): boolean {
  return key.expiresAt !== null && Date.parse(key.expiresAt) <= atMs;
}

/** Reads and writes `api_key`. */
export class ApiKeyRepository {
  constructor(private readonly db: Db) {}

  async listOf(userId: string): Promise<ApiKeyRecord[]> {
    const rows = await this.db.kysely
      .selectFrom('api_key')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  async get(userId: string, id: string): Promise<ApiKeyRecord | undefined> {
    const row = await this.db.kysely
      .selectFrom('api_key')
      .selectAll()
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** The key record of a key as a client sends it (looked up by its digest). */
  async byKey(apiKey: string): Promise<ApiKeyRecord | undefined> {
    const row = await this.db.kysely
      .selectFrom('api_key')
      .selectAll()
      .where('apiKey', '=', storedApiKey(apiKey))
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** Saves a new key of a user; `apiKey` is the key in clear (only its digest is kept). */
  async create(fields: {
    userId: string;
    label: string;
    apiKey: string;
    scopes: string[];
    expiresAt: string | null;
  }): Promise<ApiKeyRecord> {
    const t = now();
    const row: ApiKeyTable = {
      id: uuid(),
      userId: fields.userId,
      label: fields.label,
      apiKey: storedApiKey(fields.apiKey),
      scopes: JSON.stringify(fields.scopes),
      expiresAt: fields.expiresAt,
      lastUsedAt: null,
      createdAt: t,
      updatedAt: t,
    };
    await this.db.kysely.insertInto('api_key').values(row).execute();
    return toRecord(row);
  }

  /** Changes a key's label and scopes; false when the user has no such key. */
  async update(userId: string, id: string, fields: { label?: string; scopes?: string[] }): Promise<boolean> {
    const patch: Partial<ApiKeyTable> = { updatedAt: now() };
    if (fields.label !== undefined) patch.label = fields.label;
    if (fields.scopes !== undefined) patch.scopes = JSON.stringify(fields.scopes);
    const done = await this.db.kysely
      .updateTable('api_key')
      .set(patch)
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) > 0;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const done = await this.db.kysely
      .deleteFrom('api_key')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return Number(done.numDeletedRows) > 0;
  }

  /** Records that a key was used now. */
  async touch(id: string, at: string = now()): Promise<void> {
    await this.db.kysely.updateTable('api_key').set({ lastUsedAt: at }).where('id', '=', id).execute();
  }
}
