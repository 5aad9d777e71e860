import type { Kysely } from 'kysely';

/**
 * Schema changes for users (reserved for the users work; a no-op until it needs one).
 * Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void db;
  void dialect;
}
