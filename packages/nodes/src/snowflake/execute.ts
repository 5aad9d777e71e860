/**
 * Runs Snowflake 1 as n8n's Snowflake node does, in one session per run:
 * - executeQuery runs each item's query (with `{{ … }}` left in the text resolved for that item) and
 *   the comma-separated Query Parameters as binds, and outputs the rows, paired with the item;
 * - insert reads table and columns from the first item and inserts every item in one statement
 *   with array binds, outputting the written columns of each item;
 * - update adds the update key to the columns and runs one UPDATE per item.
 * Errors stop the run (n8n's node has no per-item error handling: continueOnFail is the engine's).
 */
import type { Connection } from 'snowflake-sdk';
import type { ExecuteContext, Item, NodeOutput, WorkflowNode } from '@weft/workflow';
import { NodeOperationError, WeftError } from '@weft/workflow';
import { closeSession, connectionOptions, openSession, runStatement, snowflakeHost } from './connection.js';
import { quoteIdentifier, quoteObjectName } from './identifiers.js';

type Json = Record<string, unknown>;

const RESOLVABLE = /({{[\s\S]*?}})/g;

/** A driver error as a node error (the driver's message kept); Weft's own errors as they are. */
function failure(node: WorkflowNode, error: unknown, itemIndex?: number): Error {
  if (error instanceof WeftError) return error;
  return new NodeOperationError(node, error as Error, itemIndex === undefined ? {} : { itemIndex });
}

/** A value as it goes into an item: plain JSON (the driver's dates and numbers as they serialize). */
function plain(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/** The properties of each item named by `columns` (missing ones `null`), as n8n copies them. */
function copyColumns(items: Item[], columns: string[]): Json[] {
  return items.map((item) => {
    const out: Json = {};
    for (const column of columns) out[column] = item.json[column] === undefined ? null : plain(item.json[column]);
    return out;
  });
}

function columnList(ctx: ExecuteContext): string[] {
  return String(ctx.getNodeParameter('columns', 0) ?? '')
    .split(',')
    .map((column) => column.trim());
}

async function executeQueries(ctx: ExecuteContext, connection: Connection, items: Item[]): Promise<Item[]> {
  const node = ctx.getNode();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    let query = String(ctx.getNodeParameter('query', i) ?? '');
    for (const resolvable of query.match(RESOLVABLE) ?? [])
      query = query.replace(resolvable, String(ctx.evaluateExpression(`=${resolvable}`, i)));
    const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Json;
    const raw = options.queryReplacement;
    let binds: unknown[] = [];
    if (raw !== undefined && raw !== '') {
      if (typeof raw === 'string') binds = raw.split(',').map((entry) => entry.trim());
      else if (Array.isArray(raw)) binds = raw;
      else
        throw new NodeOperationError(
          node,
          'Query Parameters must be a string of comma-separated values, or an array of values',
          { itemIndex: i },
        );
    }
    const rows = await runStatement(connection, query, binds, node, i);
    for (const row of rows) out.push({ json: plain(row) as Json, pairedItem: { item: i } });
  }
  return out;
}

async function insertRows(ctx: ExecuteContext, connection: Connection, items: Item[]): Promise<Item[]> {
  const table = String(ctx.getNodeParameter('table', 0) ?? '');
  const columns = columnList(ctx);
  const sql = `INSERT INTO ${quoteObjectName(table)} (${columns.map(quoteIdentifier).join(',')}) VALUES (${columns
    .map(() => '?')
    .join(',')})`;
  const rows = copyColumns(items, columns);
  await runStatement(
    connection,
    sql,
    rows.map((row) => Object.values(row)),
    ctx.getNode(),
  );
  return rows.map((json, i) => ({ json, pairedItem: { item: i } }));
}

async function updateRows(ctx: ExecuteContext, connection: Connection, items: Item[]): Promise<Item[]> {
  const table = String(ctx.getNodeParameter('table', 0) ?? '');
  const updateKey = String(ctx.getNodeParameter('updateKey', 0) ?? '');
  const columns = columnList(ctx);
  if (!columns.includes(updateKey)) columns.unshift(updateKey);
  const sql = `UPDATE ${quoteObjectName(table)} SET ${columns
    .map((column) => `${quoteIdentifier(column)} = ?`)
    .join(',')} WHERE ${quoteIdentifier(updateKey)} = ?;`;
  const rows = copyColumns(items, columns);
  for (let i = 0; i < rows.length; i++) {
    const values = Object.values(rows[i]!);
    await runStatement(
      connection,
      sql,
      [...columns.map((_, idx) => values[idx]), rows[i]![updateKey]],
      ctx.getNode(),
      i,
    );
  }
  return rows.map((json, i) => ({ json, pairedItem: { item: i } }));
}

/** Executes Snowflake 1 (and the Snowflake Tool). */
export async function executeSnowflake(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const credentials = await ctx.getCredentials('snowflake');
  const options = connectionOptions(credentials);
  await ctx.helpers.assertHostAllowed(snowflakeHost(options));
  let connection: Connection;
  try {
    connection = await openSession(options);
  } catch (error) {
    throw failure(node, error);
  }
  try {
    const items = ctx.getInputData();
    const operation = String(ctx.getNodeParameter('operation', 0));
    if (operation === 'executeQuery') return [await executeQueries(ctx, connection, items)];
    if (operation === 'insert') return [await insertRows(ctx, connection, items)];
    if (operation === 'update') return [await updateRows(ctx, connection, items)];
    return [[]];
  } catch (error) {
    throw failure(node, error);
  } finally {
    await closeSession(connection).catch(() => undefined);
  }
}
