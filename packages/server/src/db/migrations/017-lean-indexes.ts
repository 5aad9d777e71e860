import { sql, type Kysely } from 'kysely';

/**
 * Fewer index writes per saved execution, which a busy webhook pays on every call:
 * - `execution_wait_till_idx` and `execution_deleted_at_idx` only hold the rows that have a
 *   `waitTill` or a `deletedAt`. Nearly every execution has neither, and the queries that use these
 *   indexes (due waits, the purge of soft-deleted executions) only look for rows that have one.
 * - `eventbus_event_ts_idx` goes. Each execution writes about six events, and the only reader was
 *   the hourly prune, which now deletes by id: event ids are time-ordered (UUID version 7).
 * Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await partialIndex(db, 'execution_wait_till_idx', 'waitTill', true);
  await partialIndex(db, 'execution_deleted_at_idx', 'deletedAt', true);
  await db.schema.dropIndex('eventbus_event_ts_idx').execute();
}

/** Undoes {@link up}: the three indexes as migrations 007, 009 and 013 made them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await partialIndex(db, 'execution_wait_till_idx', 'waitTill', false);
  await partialIndex(db, 'execution_deleted_at_idx', 'deletedAt', false);
  await db.schema.createIndex('eventbus_event_ts_idx').on('eventbus_event').column('ts').execute();
}

/** Recreates the index `name` on one column of `execution`, holding only non-null values when `partial`. */
async function partialIndex(db: Kysely<unknown>, name: string, column: string, partial: boolean): Promise<void> {
  await db.schema.dropIndex(name).execute();
  const where = partial ? sql` where ${sql.ref(column)} is not null` : sql``;
  await sql`create index ${sql.id(name)} on ${sql.table('execution')} (${sql.ref(column)})${where}`.execute(db);
}
