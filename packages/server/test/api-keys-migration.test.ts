/** Migration 011 replaces API keys stored in clear by their digest, and existing keys keep working. */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { maskApiKey, newApiKey } from '../src/auth/api-keys.js';
import { storedApiKey } from '../src/db/api-key-digest.js';
import { up } from '../src/db/migrations/011-hashed-api-keys.js';

describe('migration 011-hashed-api-keys', () => {
  it('stores digests for clear keys, leaves digests and empty keys alone, and is safe to run twice', async () => {
    const db = new Kysely<{ user: { id: string; apiKey: string | null } }>({
      dialect: new SqliteDialect({ database: new Database(':memory:') }),
    });
    await db.schema
      .createTable('user')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('apiKey', 'text')
      .execute();
    const clear = newApiKey();
    const already = storedApiKey(newApiKey());
    await db
      .insertInto('user')
      .values([
        { id: 'a', apiKey: clear },
        { id: 'b', apiKey: already },
        { id: 'c', apiKey: null },
      ])
      .execute();

    await up(db as unknown as Kysely<unknown>, 'sqlite');
    await up(db as unknown as Kysely<unknown>, 'sqlite');

    const rows = Object.fromEntries((await db.selectFrom('user').selectAll().execute()).map((r) => [r.id, r.apiKey]));
    expect(rows).toEqual({ a: storedApiKey(clear), b: already, c: null });
    expect(maskApiKey(rows.a!)).toBe(`weft_api_${'*'.repeat(12)}${clear.slice(-4)}`);
    await db.destroy();
  });
});
