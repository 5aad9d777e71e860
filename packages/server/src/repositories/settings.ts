import type { Db } from '../db/database.js';
import { parseJson, toJson } from '../db/columns.js';

/** Instance-level key/value settings (owner setup skipped, LDAP config …). */
export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async get<T>(key: string, fallback: T): Promise<T> {
    const row = await this.db.kysely.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
    return row ? parseJson<T>(row.value, fallback) : fallback;
  }

  async set(key: string, value: unknown): Promise<void> {
    const text = toJson(value);
    const done = await this.db.kysely
      .updateTable('setting')
      .set({ value: text })
      .where('key', '=', key)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0)
      await this.db.kysely.insertInto('setting').values({ key, value: text }).execute();
  }
}
