import type { Kysely } from 'kysely';

/**
 * Indexes for activation: webhook lookups by method and path length (parameterised paths) and
 * removal by workflow. Once a migration has shipped it is never edited: add a new file instead.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void dialect;
  await db.schema.createIndex('webhook_method_length_idx').on('webhook').columns(['method', 'pathLength']).execute();
  await db.schema.createIndex('webhook_workflow_idx').on('webhook').column('workflowId').execute();
}
