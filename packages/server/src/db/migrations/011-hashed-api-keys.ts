import type { Kysely } from 'kysely';
import { isStoredDigest, storedApiKey } from '../api-key-digest.js';

/**
 * API keys were stored in clear; from here on only their SHA-256 digest is (see auth/api-keys.ts).
 * Existing keys keep working: each is replaced by its digest. Once a migration has shipped it is
 * never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  const users = db as unknown as Kysely<{ user: { id: string; apiKey: string | null } }>;
  const rows = await users.selectFrom('user').select(['id', 'apiKey']).where('apiKey', 'is not', null).execute();
  for (const row of rows) {
    if (!row.apiKey || isStoredDigest(row.apiKey)) continue;
    await users
      .updateTable('user')
      .set({ apiKey: storedApiKey(row.apiKey) })
      .where('id', '=', row.id)
      .execute();
  }
}
