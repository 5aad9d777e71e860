/** Runs MySQL 1: Execute Query, and Insert and Update with comma-separated columns. */
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { compileQuery } from '../shared/sql/query-template.js';
import { connectMySql, escapeSqlIdentifier, jsonRows, mySqlDialect } from './connection.js';

function asItems(result: unknown, pairedItem?: number): Item[] {
  const rows = Array.isArray(result) ? result : [result];
  return jsonRows(rows).map((json) =>
    pairedItem === undefined ? { json } : { json, pairedItem: { item: pairedItem } },
  );
}

/** Executes MySQL 1. */
export async function executeMySqlV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'insert'));
  const credentials = await ctx.getCredentials('mySql');
  await ctx.helpers.assertHostAllowed(String(credentials.host ?? 'localhost'));
  const connection = await connectMySql(node, credentials, { multipleStatements: false });
  const onError = (error: unknown): Item[] => {
    const e = error as Error;
    if (ctx.continueOnFail()) return [{ json: { error: e.message } }];
    throw error instanceof NodeOperationError ? error : new NodeOperationError(node, e.message);
  };
  try {
    if (operation === 'executeQuery') {
      try {
        const out: Item[] = [];
        for (let i = 0; i < items.length; i++) {
          const options = ctx.getNodeParameter('options', i, {}) as Record<string, unknown>;
          let replacements: unknown = options.queryReplacement ?? [];
          if (typeof replacements === 'string') replacements = replacements.split(',').map((e) => e.trim());
          if (!Array.isArray(replacements))
            throw new NodeOperationError(
              node,
              'Query Parameters must be a string of comma-separated values, or an array of values',
              { itemIndex: i },
            );
          const { text, params } = compileQuery(
            { query: String(ctx.getNodeParameter('query', i, '')).trim(), values: replacements as unknown[] },
            mySqlDialect,
          );
          const [rows] = await connection.query(text, params);
          out.push(...asItems(rows, i));
        }
        return [out];
      } catch (error) {
        return [onError(error)];
      }
    }
    if (operation === 'insert' || operation === 'update') {
      try {
        const table = escapeSqlIdentifier(String(ctx.getNodeParameter('table', 0, '', { extractValue: true })));
        const columns = String(ctx.getNodeParameter('columns', 0, ''))
          .split(',')
          .map((c) => c.trim());
        if (operation === 'insert') {
          const options = ctx.getNodeParameter('options', 0, {}) as Record<string, unknown>;
          const priority =
            options.priority === 'LOW_PRIORITY' || options.priority === 'HIGH_PRIORITY' ? options.priority : '';
          const placeholder = `(${columns.map(() => '?').join(',')})`;
          const sql = `INSERT ${priority} ${options.ignore ? 'IGNORE' : ''} INTO ${table}(${columns.map(escapeSqlIdentifier).join(',')}) VALUES ${items.map(() => placeholder).join(',')};`;
          const [result] = await connection.query(
            sql,
            items.flatMap((item) => columns.map((c) => item.json[c] ?? null)),
          );
          return [asItems(result)];
        }
        const updateKey = String(ctx.getNodeParameter('updateKey', 0, 'id'));
        if (!columns.includes(updateKey)) columns.unshift(updateKey);
        const sql = `UPDATE ${table} SET ${columns.map((c) => `${escapeSqlIdentifier(c)} = ?`).join(',')} WHERE ${escapeSqlIdentifier(updateKey)} = ?;`;
        const results: unknown[] = [];
        for (const item of items) {
          const [result] = await connection.query(sql, [
            ...columns.map((c) => item.json[c] ?? null),
            item.json[updateKey] ?? null,
          ]);
          results.push(result);
        }
        return [asItems(results)];
      } catch (error) {
        return [onError(error)];
      }
    }
    return [onError(new NodeOperationError(node, `The operation "${operation}" is not supported!`))];
  } finally {
    await connection.end().catch(() => undefined);
  }
}
