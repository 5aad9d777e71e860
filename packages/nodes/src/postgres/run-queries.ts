/**
 * Runs the Postgres node's statements in n8n's query batching modes: `single` (every statement in
 * one transaction, one error for all), `independently` (each on its own, an error per item) and
 * `transaction` (each in one transaction, stopping at the first error).
 */
import type pg from 'pg';
import type { Item, WorkflowNode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { compileQuery, splitSqlStatements, type QueryTemplate, type SqlDialect } from '../shared/sql/query-template.js';
import { escapeIdentifier } from './identifiers.js';

/** PostgreSQL's spelling of identifiers and placeholders. */
export const postgresDialect: SqlDialect = { quoteIdentifier: escapeIdentifier, placeholder: (n) => `$${n}` };

/** What the runner needs to know about the node's run. */
export interface RunOptions {
  operation: string;
  nodeVersion: number;
  queryBatching?: string;
}

/** A value as a query parameter: objects as JSON text, as pg-promise formats them. */
export function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || value instanceof Date || Buffer.isBuffer(value) || value instanceof Uint8Array) return value;
  if (Array.isArray(value))
    return value.map((v) =>
      v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v) ? JSON.stringify(v) : v,
    );
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** A row value as JSON: dates as ISO strings, bytes as n8n shows a Buffer. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Buffer.isBuffer(value)) return value.toJSON();
  if (Array.isArray(value)) return value.map(jsonValue);
  return value;
}

function jsonRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = jsonValue(v);
  return out;
}

function isSelectQuery(query: string): boolean {
  return query
    .replace(/\/\*.*?\*\//g, '')
    .replace(/\n/g, '')
    .split(';')
    .filter((s) => s && !s.startsWith('--'))
    .every((s) => s.trim().toLowerCase().startsWith('select'));
}

/** The rows of each statement a query ran (a query without parameters may hold several statements). */
async function runOne(client: pg.Client, template: QueryTemplate): Promise<Array<Record<string, unknown>[]>> {
  if (template.values.length) {
    // Server-side parameters take one statement at a time: several run in turn, each with the values it names.
    const statements = splitSqlStatements(template.query);
    if (statements.length > 1) {
      const sets: Array<Record<string, unknown>[]> = [];
      for (const query of statements) sets.push(...(await runOne(client, { query, values: template.values })));
      return sets;
    }
  }
  const { text, params } = compileQuery(template, postgresDialect, toParam);
  const result = (params.length ? await client.query(text, params) : await client.query(text)) as
    pg.QueryResult | pg.QueryResult[];
  const results = Array.isArray(result) ? result : [result];
  return results.map((r) => (r.rows ?? []).map(jsonRow));
}

/** Most parameters in one statement (PostgreSQL allows 65,535). */
const MAX_PARAMS = 60_000;

/** How many one-row INSERTs from `start` can run as one multi-row INSERT. */
function insertGroup(queries: QueryTemplate[], start: number): number {
  const first = queries[start]?.insertRow;
  if (!first) return 1;
  const perRow = Math.max(1, first.row.length);
  let n = 1;
  while (
    start + n < queries.length &&
    queries[start + n]!.insertRow?.key === first.key &&
    (n + 1) * perRow <= MAX_PARAMS
  )
    n++;
  return n;
}

/**
 * Runs one-row INSERTs as one multi-row INSERT. PostgreSQL answers RETURNING rows in VALUES order,
 * so each answers its item's statement, as if each had run alone.
 */
async function runInsertGroup(client: pg.Client, group: QueryTemplate[]): Promise<Array<Record<string, unknown>[]>> {
  const { head, tail } = group[0]!.insertRow!;
  const values = [...head.values];
  const tuples = group.map((q) => {
    values.push(q.insertRow!.row);
    return `($${values.length}:csv)`;
  });
  const [rows] = await runOne(client, { query: `${head.query} ${tuples.join(',')}${tail}`, values });
  const all = rows ?? [];
  // Fewer rows (a trigger skipped some): they cannot be told apart, so the group's first statement answers them.
  if (all.length !== group.length) return group.map((_, i) => (i === 0 ? all : []));
  return all.map((row) => [row]);
}

/** n8n's error for a failed statement: the server's message, its detail or the failed query, the item. */
export function postgresError(
  node: WorkflowNode,
  error: Error & { detail?: string; hint?: string; description?: string },
  queries: QueryTemplate[],
  itemIndex?: number,
): NodeOperationError {
  if (error instanceof NodeOperationError) return error;
  let message = error.message;
  let index = itemIndex;
  const syntax = /syntax error at or near "(.*)"/.exec(message);
  if (syntax && queries.length) {
    const snippet = syntax[1]!;
    const failed = queries.findIndex((q) => q.query.includes(snippet));
    if (failed !== -1) {
      if (!index) index = failed;
      const line = queries[failed]!.query.split('\n').findIndex((l) => l.includes(snippet));
      message = `Syntax error at line ${line + 1} near "${snippet}"`;
    }
  }
  let description = error.description ?? error.detail ?? error.hint;
  if (!description && queries[index ?? 0]?.query) description = `Failed query: ${queries[index ?? 0]!.query}`;
  return new NodeOperationError(node, message, { description, itemIndex: index });
}

function errorItem(items: Item[], error: NodeOperationError, index: number): Item {
  return {
    json: {
      message: error.message,
      item: { ...(items[index]?.json ?? {}) },
      error: { message: error.message, description: error.description ?? undefined },
    },
    pairedItem: { item: index },
  };
}

/** Runs the node's statements (one per item) and answers the output items, paired to their statement. */
export async function runQueries(
  client: pg.Client,
  node: WorkflowNode,
  continueOnFail: boolean,
  queries: QueryTemplate[],
  items: Item[],
  options: RunOptions,
): Promise<Item[]> {
  const batching = options.queryBatching || 'single';
  const old = options.nodeVersion < 2.3;
  const emptyResult = (query: string): Array<Record<string, unknown>> => {
    if (old) return options.operation === 'select' ? [] : [{ success: true }];
    return isSelectQuery(query) ? [] : [{ success: true }];
  };
  if (batching === 'single') {
    try {
      await client.query('BEGIN');
      const sets: Array<Record<string, unknown>[]> = [];
      for (let i = 0; i < queries.length;) {
        const group = insertGroup(queries, i);
        if (group > 1) {
          sets.push(...(await runInsertGroup(client, queries.slice(i, i + group))));
          i += group;
        } else sets.push(...(await runOne(client, queries[i++]!)));
      }
      await client.query('COMMIT');
      const out = sets.flatMap((rows, i) => rows.map((json) => ({ json, pairedItem: { item: i } })));
      if (out.length) return out;
      const pairedItem = queries.map((_, i) => ({ item: i }));
      if (old) return options.operation === 'select' ? [] : [{ json: { success: true }, pairedItem }];
      return queries.every((q) => isSelectQuery(q.query)) ? [] : [{ json: { success: true }, pairedItem }];
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      const error = postgresError(node, err as Error, queries);
      if (!continueOnFail) throw error;
      return [
        {
          json: {
            message: error.message,
            error: { message: error.message, description: error.description ?? undefined },
          },
        },
      ];
    }
  }
  const inTransaction = batching === 'transaction';
  const out: Item[] = [];
  if (inTransaction) await client.query('BEGIN');
  try {
    for (let i = 0; i < queries.length; i++) {
      const q = queries[i]!;
      try {
        const sets = await runOne(client, q);
        let rows = old ? (sets[sets.length - 1] ?? []) : sets.flat();
        if (!rows.length) rows = emptyResult(q.query);
        for (const json of rows) out.push({ json, pairedItem: { item: i } });
      } catch (err) {
        const error = postgresError(node, err as Error, queries, i);
        if (!continueOnFail) throw error;
        out.push(errorItem(items, error, i));
        if (inTransaction) break;
      }
    }
    if (inTransaction) await client.query('COMMIT');
  } catch (err) {
    if (inTransaction) await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
  return out;
}
