import type { Kysely } from 'kysely';

/**
 * Single sign-on: `auth_identity` links a Weft user to an LDAP entry or a SAML subject (one row per
 * provider and external id), and `ldap_sync_history` records every LDAP synchronisation run.
 * Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('auth_identity')
    .addColumn('providerType', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('auth_identity_pk', ['providerType', 'providerId'])
    .execute();
  await db.schema
    .createIndex('auth_identity_user_idx')
    .on('auth_identity')
    .columns(['userId', 'providerType'])
    .execute();

  await db.schema
    .createTable('ldap_sync_history')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('startedAt', 'text', (c) => c.notNull())
    .addColumn('endedAt', 'text', (c) => c.notNull())
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scanned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('runMode', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .execute();
}
