import type { Kysely } from 'kysely';

/**
 * Community node packages installed on this instance (`installed_packages`): one row per npm
 * package, with the node types it registered as JSON (`[{name, type, latestVersion}]`).
 * Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema
    .createTable('installed_packages')
    .addColumn('packageName', 'text', (c) => c.primaryKey())
    .addColumn('installedVersion', 'text', (c) => c.notNull())
    .addColumn('authorName', 'text')
    .addColumn('authorEmail', 'text')
    .addColumn('installedNodes', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
}
