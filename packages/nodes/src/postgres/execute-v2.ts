/** Runs Postgres 2.x: builds each operation's statements and runs them in the chosen batching mode. */
import type { ExecuteContext, NodeOutput } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { QueryTemplate } from '../shared/sql/query-template.js';
import { connectPostgres } from './connection.js';
import {
  deleteTemplates,
  executeQueryTemplates,
  insertTemplates,
  selectTemplates,
  updateTemplates,
  upsertTemplates,
  type OperationInput,
} from './operations-v2.js';
import { postgresError, runQueries } from './run-queries.js';

const OPERATIONS: Record<string, (input: OperationInput) => QueryTemplate[] | Promise<QueryTemplate[]>> = {
  executeQuery: executeQueryTemplates,
  select: selectTemplates,
  insert: insertTemplates,
  update: updateTemplates,
  upsert: upsertTemplates,
  deleteTable: deleteTemplates,
};

/** Executes the Postgres node, typeVersion 2 to 2.6. */
export async function executePostgresV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'insert'));
  const build = OPERATIONS[operation];
  if (!build) throw new NodeOperationError(node, `The operation "${operation}" is not supported!`);
  const options = (ctx.getNodeParameter('options', 0, {}) as Record<string, unknown>) ?? {};
  const nodeVersion = Number(node.typeVersion ?? 2);
  const credentials = await ctx.getCredentials('postgres');
  await ctx.helpers.assertHostAllowed(String(credentials.host ?? 'localhost'));
  const client = await connectPostgres(node, credentials, {
    largeNumbersOutput: options.largeNumbersOutput as string | undefined,
    connectionTimeout: options.connectionTimeout as number | undefined,
  });
  try {
    let queries: QueryTemplate[];
    try {
      queries = await build({ ctx, client, items, nodeVersion, options });
    } catch (error) {
      throw postgresError(node, error as Error, []);
    }
    const out = await runQueries(client, node, ctx.continueOnFail(), queries, items, {
      operation,
      nodeVersion,
      queryBatching: options.queryBatching as string | undefined,
    });
    return [out];
  } finally {
    await client.end().catch(() => undefined);
  }
}
