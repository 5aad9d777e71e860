import type { Kysely } from 'kysely';

/**
 * Waiting executions: the poller looks executions up by `waitTill` (status `waiting`), so the
 * column gets an index. Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema.createIndex('execution_wait_till_idx').on('execution').column('waitTill').execute();
}
