import type { Kysely } from 'kysely';

/**
 * Execution custom data (`$execution.customData`, the Execution Data node): `execution_metadata`
 * holds one row per key of an execution's `resultData.metadata` (n8n's table of the same name), so
 * the execution list can filter by key and value. Rows go with their execution (cascade).
 * Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('execution_metadata')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('executionId', 'integer', (c) => c.notNull().references('execution.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('execution_metadata_execution_key')
    .on('execution_metadata')
    .columns(['executionId', 'key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('execution_metadata_key_value')
    .on('execution_metadata')
    .columns(['key', 'value'])
    .execute();
}

/** Undoes {@link up}. */
export async function down(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema.dropTable('execution_metadata').execute();
}
