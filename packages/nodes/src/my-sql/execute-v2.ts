/** Runs MySQL 2.x: builds each operation's statements and runs them in the chosen batching mode. */
import type { ExecuteContext, NodeOutput } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { QueryTemplate } from '../shared/sql/query-template.js';
import { connectMySql } from './connection.js';
import {
  deleteTemplates,
  executeQueryTemplates,
  insertTemplates,
  selectTemplates,
  updateTemplates,
  upsertTemplates,
  type MySqlOperationInput,
} from './operations-v2.js';
import { mySqlError, runMySqlQueries } from './run-queries.js';

const OPERATIONS: Record<string, (input: MySqlOperationInput) => QueryTemplate[]> = {
  executeQuery: executeQueryTemplates,
  select: selectTemplates,
  insert: insertTemplates,
  update: updateTemplates,
  upsert: upsertTemplates,
  deleteTable: deleteTemplates,
};

/** Executes the MySQL node, typeVersion 2 to 2.5. */
export async function executeMySqlV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'insert'));
  const build = OPERATIONS[operation];
  if (!build) throw new NodeOperationError(node, `The operation "${operation}" is not supported!`);
  const options = (ctx.getNodeParameter('options', 0, {}) as Record<string, unknown>) ?? {};
  const nodeVersion = Number(node.typeVersion ?? 2);
  const credentials = await ctx.getCredentials('mySql');
  await ctx.helpers.assertHostAllowed(String(credentials.host ?? 'localhost'));
  const connection = await connectMySql(node, credentials, {
    nodeVersion,
    largeNumbersOutput: options.largeNumbersOutput as string | undefined,
    decimalNumbers: options.decimalNumbers as boolean | undefined,
  });
  try {
    let queries: QueryTemplate[];
    try {
      queries = build({ ctx, items, nodeVersion, options });
    } catch (error) {
      throw mySqlError(node, error as Error);
    }
    return [
      await runMySqlQueries(connection, node, ctx.continueOnFail(), queries, {
        nodeVersion,
        queryBatching: options.queryBatching as string | undefined,
        detailedOutput: options.detailedOutput === true,
      }),
    ];
  } finally {
    await connection.end().catch(() => undefined);
  }
}
