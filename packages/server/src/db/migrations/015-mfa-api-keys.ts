import type { Kysely } from 'kysely';

/**
 * MFA and scoped API keys (issue 19). `user` gets `mfaEnabled`, `mfaSecret` (the TOTP secret,
 * encrypted with the instance's cipher) and `mfaRecoveryCodes` (JSON: encrypted codes while
 * enrolment is pending, SHA-256 digests once MFA is on). `api_key` holds each user's labelled
 * keys: the key's digest (as `auth/api-keys.ts` stores it), its scopes, an optional expiry and
 * when it was last used. The personal key of `user.apiKey` keeps working as a key with all scopes.
 * Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema
    .alterTable('user')
    .addColumn('mfaEnabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('user').addColumn('mfaSecret', 'text').execute();
  await db.schema.alterTable('user').addColumn('mfaRecoveryCodes', 'text').execute();
  await db.schema
    .createTable('api_key')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('apiKey', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text')
    .addColumn('lastUsedAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_key_user_id').on('api_key').column('userId').execute();
}

/** Undoes {@link up}: drops `api_key` and the three MFA columns of `user`. */
export async function down(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema.dropTable('api_key').execute();
  await db.schema.alterTable('user').dropColumn('mfaRecoveryCodes').execute();
  await db.schema.alterTable('user').dropColumn('mfaSecret').execute();
  await db.schema.alterTable('user').dropColumn('mfaEnabled').execute();
}
