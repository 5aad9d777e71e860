import type { Kysely } from 'kysely';

/**
 * Schema changes for users: the `password_reset_token` table. Only a SHA-256 hash of each token is
 * stored, so a leaked database cannot be used to reset passwords. Tokens go with their user.
 * Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema
    .createTable('password_reset_token')
    .addColumn('tokenHash', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_token_user_idx').on('password_reset_token').column('userId').execute();
}
