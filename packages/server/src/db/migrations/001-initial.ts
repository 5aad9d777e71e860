import { sql, type Kysely } from 'kysely';

/** The first schema. `dialect` picks the auto-increment type of execution ids. */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('user')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('email', text, (c) => c.unique())
    .addColumn('firstName', text)
    .addColumn('lastName', text)
    .addColumn('password', text)
    .addColumn('role', text, (c) => c.notNull())
    .addColumn('personalizationAnswers', text)
    .addColumn('settings', text)
    .addColumn('apiKey', text, (c) => c.unique())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', text, (c) => c.notNull())
    .addColumn('updatedAt', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('session')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('userId', text, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('createdAt', text, (c) => c.notNull())
    .addColumn('expiresAt', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('workflow')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nodes', text, (c) => c.notNull())
    .addColumn('connections', text, (c) => c.notNull())
    .addColumn('settings', text)
    .addColumn('staticData', text)
    .addColumn('pinData', text)
    .addColumn('meta', text)
    .addColumn('versionId', text, (c) => c.notNull())
    .addColumn('createdAt', text, (c) => c.notNull())
    .addColumn('updatedAt', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('shared_workflow')
    .addColumn('workflowId', text, (c) => c.notNull().references('workflow.id').onDelete('cascade'))
    .addColumn('userId', text, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', text, (c) => c.notNull())
    .addColumn('createdAt', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('shared_workflow_pk', ['workflowId', 'userId'])
    .execute();
  await db.schema
    .createTable('credential')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('data', text, (c) => c.notNull())
    .addColumn('createdAt', text, (c) => c.notNull())
    .addColumn('updatedAt', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('shared_credential')
    .addColumn('credentialsId', text, (c) => c.notNull().references('credential.id').onDelete('cascade'))
    .addColumn('userId', text, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', text, (c) => c.notNull())
    .addColumn('createdAt', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('shared_credential_pk', ['credentialsId', 'userId'])
    .execute();
  await db.schema
    .createTable('tag')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull().unique())
    .addColumn('createdAt', text, (c) => c.notNull())
    .addColumn('updatedAt', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('workflow_tag')
    .addColumn('workflowId', text, (c) => c.notNull().references('workflow.id').onDelete('cascade'))
    .addColumn('tagId', text, (c) => c.notNull().references('tag.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('workflow_tag_pk', ['workflowId', 'tagId'])
    .execute();
  await db.schema
    .createTable('execution')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('workflowId', text)
    .addColumn('workflowName', text)
    .addColumn('mode', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retryOf', text)
    .addColumn('retrySuccessId', text)
    .addColumn('startedAt', text, (c) => c.notNull())
    .addColumn('stoppedAt', text)
    .addColumn('waitTill', text)
    .addColumn('workflowData', text, (c) => c.notNull())
    .addColumn('data', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('execution_workflow_idx').on('execution').columns(['workflowId', 'id']).execute();
  await db.schema.createIndex('execution_status_idx').on('execution').columns(['status', 'id']).execute();
  await db.schema
    .createTable('webhook')
    .addColumn('workflowId', text, (c) => c.notNull().references('workflow.id').onDelete('cascade'))
    .addColumn('webhookPath', text, (c) => c.notNull())
    .addColumn('method', text, (c) => c.notNull())
    .addColumn('node', text, (c) => c.notNull())
    .addColumn('webhookId', text)
    .addColumn('pathLength', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_pk', ['webhookPath', 'method'])
    .execute();
  await db.schema
    .createTable('setting')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('value', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('activation_error')
    .addColumn('workflowId', text, (c) => c.primaryKey().references('workflow.id').onDelete('cascade'))
    .addColumn('error', text, (c) => c.notNull())
    .addColumn('createdAt', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('variable')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('key', text, (c) => c.notNull().unique())
    .addColumn('value', text, (c) => c.notNull())
    .execute();
  void sql;
}
