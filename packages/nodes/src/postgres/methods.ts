/** The editor's look-ups for the Postgres node: schemas, tables and columns of the credential's database. */
import type { NodeListSearchResult, NodeMethodContext, NodePropertyOption } from '@weft/workflow';
import { connectPostgres } from './connection.js';

async function withClient<T>(
  ctx: NodeMethodContext,
  run: (client: Awaited<ReturnType<typeof connectPostgres>>) => Promise<T>,
): Promise<T> {
  const credentials = await ctx.getCredentials('postgres');
  const client = await connectPostgres(ctx.getNode(), credentials, {});
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Schemas of the database. */
export async function searchSchemas(this: NodeMethodContext, ctx: NodeMethodContext): Promise<NodeListSearchResult> {
  return withClient(ctx, async (client) => {
    const { rows } = await client.query<{ schema_name: string }>(
      'SELECT schema_name FROM information_schema.schemata ORDER BY schema_name',
    );
    return { results: rows.map((r) => ({ name: r.schema_name, value: r.schema_name })) };
  });
}

/** Tables of the chosen schema. */
export async function searchTables(this: NodeMethodContext, ctx: NodeMethodContext): Promise<NodeListSearchResult> {
  const schema = String(ctx.getNodeParameter('schema', 'public', { extractValue: true }) ?? 'public');
  return withClient(ctx, async (client) => {
    const { rows } = await client.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      [schema],
    );
    return { results: rows.map((r) => ({ name: r.table_name, value: r.table_name })) };
  });
}

/** Columns of the chosen table. */
export async function loadColumns(this: NodeMethodContext, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const schema = String(ctx.getNodeParameter('schema', 'public', { extractValue: true }) ?? 'public');
  const table = String(ctx.getNodeParameter('table', '', { extractValue: true }) ?? '');
  return withClient(ctx, async (client) => {
    const { rows } = await client.query<{ column_name: string; data_type: string }>(
      'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position',
      [schema, table],
    );
    return rows.map((r) => ({
      name: r.column_name,
      value: r.column_name,
      description: `Type: ${r.data_type.toUpperCase()}`,
    }));
  });
}
