import { sql, type Kysely } from 'kysely';

/**
 * Data tables (n8n's data tables): `data_table` names each table and the user (personal project)
 * it belongs to, `data_table_column` its columns. Each table's rows live in a table of their own,
 * `data_table_user_<table id>`, with one column `c_<column id>` per user column; both names are
 * generated ids, never user text (see `data-tables/physical.ts`).
 * Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema
    .createTable('data_table')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('projectId', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('data_table_project_name_unique', ['projectId', 'name'])
    .execute();
  await db.schema
    .createTable('data_table_column')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dataTableId', 'text', (c) => c.notNull().references('data_table.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('index', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('data_table_column_table_name_unique', ['dataTableId', 'name'])
    .execute();
}

/** Undoes {@link up}: drops every table's rows table, then the two catalogue tables. */
export async function down(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  const tables = await sql<{ id: string }>`select ${sql.ref('id')} from ${sql.table('data_table')}`.execute(db);
  for (const { id } of tables.rows) await db.schema.dropTable(`data_table_user_${id}`).ifExists().execute();
  await db.schema.dropTable('data_table_column').execute();
  await db.schema.dropTable('data_table').execute();
}
