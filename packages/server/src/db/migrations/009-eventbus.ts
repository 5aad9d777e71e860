import type { Kysely } from 'kysely';

/**
 * Log streaming (the event bus): every event (`eventbus_event`, kept for execution replay), the
 * destinations (`eventbus_destination`, settings as JSON) and one outbox row per event a
 * destination has not received yet (`eventbus_outbox`), so a restart loses none. Once a migration
 * has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema
    .createTable('eventbus_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ts', 'text', (c) => c.notNull())
    .addColumn('seq', 'text', (c) => c.notNull())
    .addColumn('eventName', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('executionId', 'text')
    .execute();
  await db.schema
    .createIndex('eventbus_event_execution_idx')
    .on('eventbus_event')
    .columns(['executionId', 'seq'])
    .execute();
  await db.schema.createIndex('eventbus_event_ts_idx').on('eventbus_event').column('ts').execute();
  await db.schema
    .createTable('eventbus_destination')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('eventbus_outbox')
    .addColumn('destinationId', 'text', (c) => c.notNull().references('eventbus_destination.id').onDelete('cascade'))
    .addColumn('eventId', 'text', (c) => c.notNull().references('eventbus_event.id').onDelete('cascade'))
    .addColumn('seq', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text', (c) => c.notNull())
    .addColumn('claimedUntil', 'text')
    .addColumn('lastError', 'text')
    .addPrimaryKeyConstraint('eventbus_outbox_pk', ['destinationId', 'eventId'])
    .execute();
  await db.schema
    .createIndex('eventbus_outbox_due_idx')
    .on('eventbus_outbox')
    .columns(['destinationId', 'nextAttemptAt', 'seq'])
    .execute();
  await db.schema.createIndex('eventbus_outbox_event_idx').on('eventbus_outbox').column('eventId').execute();
}
