import type { Kysely } from 'kysely';

/**
 * Execution retention: `execution.deletedAt` marks an execution soft-deleted by the retention
 * pass (hidden from every list and lookup), which hard-deletes it, with its binary data, once the
 * hard-delete buffer has passed. Indexes serve the pass's age and deletedAt lookups.
 * Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema.alterTable('execution').addColumn('deletedAt', 'text').execute();
  await db.schema.createIndex('execution_deleted_at_idx').on('execution').column('deletedAt').execute();
  await db.schema.createIndex('execution_stopped_at_idx').on('execution').column('stoppedAt').execute();
}

/** Undoes {@link up}. */
export async function down(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema.dropIndex('execution_stopped_at_idx').execute();
  await db.schema.dropIndex('execution_deleted_at_idx').execute();
  await db.schema.alterTable('execution').dropColumn('deletedAt').execute();
}
