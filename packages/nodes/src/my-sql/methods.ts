/** The editor's look-ups for the MySQL node: tables and columns of the credential's database. */
import type { NodeListSearchResult, NodeMethodContext, NodePropertyOption } from '@weft/workflow';
import { connectMySql } from './connection.js';

async function withConnection<T>(
  ctx: NodeMethodContext,
  run: (c: Awaited<ReturnType<typeof connectMySql>>) => Promise<T>,
): Promise<T> {
  const connection = await connectMySql(ctx.getNode(), await ctx.getCredentials('mySql'), {});
  try {
    return await run(connection);
  } finally {
    await connection.end().catch(() => undefined);
  }
}

/** Tables of the database, narrowed by `filter`. */
export async function searchTables(
  this: NodeMethodContext,
  ctx: NodeMethodContext,
  filter?: string,
): Promise<NodeListSearchResult> {
  return withConnection(ctx, async (c) => {
    const [rows] = await c.query(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name LIKE ? ORDER BY table_name',
      [`%${filter ?? ''}%`],
    );
    return { results: (rows as Array<{ name: string }>).map((r) => ({ name: r.name, value: r.name })) };
  });
}

/** Columns of the chosen table. */
export async function loadColumns(this: NodeMethodContext, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const table = String(ctx.getNodeParameter('table', '', { extractValue: true }) ?? '');
  return withConnection(ctx, async (c) => {
    const [rows] = await c.query(
      'SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ? ORDER BY ordinal_position',
      [table],
    );
    return (rows as Array<{ name: string; type: string }>).map((r) => ({
      name: r.name,
      value: r.name,
      description: `Type: ${r.type.toUpperCase()}`,
    }));
  });
}
