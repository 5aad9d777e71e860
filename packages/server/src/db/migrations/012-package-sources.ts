import type { Kysely } from 'kysely';

/**
 * Where each community package came from, so every process of a queue-mode cluster can install
 * the same thing in its own `{WEFT_HOME}/nodes`: `installed_packages.source` (`registry` or
 * `tarball`; null for rows written before, filled in by the process that installed them) and
 * `tarballSha256`, and the bytes of tarball installs in `installed_package_tarball` (base64, with
 * their SHA-256 and size), which processes on other machines read instead of main's disk.
 * Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema.alterTable('installed_packages').addColumn('source', 'text').execute();
  await db.schema.alterTable('installed_packages').addColumn('tarballSha256', 'text').execute();
  await db.schema
    .createTable('installed_package_tarball')
    .addColumn('packageName', 'text', (c) => c.primaryKey())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
}

/** Undoes {@link up}. */
export async function down(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema.dropTable('installed_package_tarball').execute();
  await db.schema.alterTable('installed_packages').dropColumn('tarballSha256').execute();
  await db.schema.alterTable('installed_packages').dropColumn('source').execute();
}
