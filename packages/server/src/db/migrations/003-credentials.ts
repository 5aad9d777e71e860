import type { Kysely } from 'kysely';

/**
 * Schema changes for credentials: `credential.nodesAccess` (JSON list of `{nodeType, date}`, the
 * node types allowed to use a credential) and an index to list a user's shared credentials.
 * Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema.alterTable('credential').addColumn('nodesAccess', 'text').execute();
  await db.schema
    .createIndex('shared_credential_user_idx')
    .on('shared_credential')
    .columns(['userId', 'credentialsId'])
    .execute();
  await db.schema.createIndex('credential_name_idx').on('credential').columns(['name']).execute();
}
