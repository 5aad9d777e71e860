/**
 * Runs the MySQL node's statements in n8n's batching modes: `single` (one after another on one
 * connection, the first error stops all), `independently` (an error per item) and `transaction`
 * (one transaction, rolled back at the first error). Values go to the driver as parameters.
 */
import type mysql from 'mysql2/promise';
import type { Item, WorkflowNode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { compileQuery, type QueryTemplate } from '../shared/sql/query-template.js';
import { jsonRows, mySqlDialect } from './connection.js';

/** What the runner needs to know about the run. */
export interface MySqlRunOptions {
  nodeVersion: number;
  queryBatching?: string;
  detailedOutput?: boolean;
}

const END_OF_STATEMENT = /;(?=(?:[^'\\]|'[^']*?'|\\[\s\S])*?$)/g;

/** A query's statements, split at semicolons outside quoted text (2.4 and later) or at every semicolon before. */
export function splitStatements(query: string, nodeVersion: number): string[] {
  if (nodeVersion <= 2.3)
    return query
      .replace(/\n/g, '')
      .split(';')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  return query
    .replace(/\n/g, '')
    .split(END_OF_STATEMENT)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function isSelect(statements: string[]): boolean {
  return statements
    .filter((s) => !s.startsWith('--'))
    .every((s) =>
      s
        .replace(/\/\*.*?\*\//g, '')
        .replace(/\n/g, '')
        .toLowerCase()
        .startsWith('select'),
    );
}

type Paired = { item: number } | Array<{ item: number }>;

function output(responses: unknown[], statements: string[], options: MySqlRunOptions, paired: Paired): Item[] {
  const out: Item[] = [];
  if (options.detailedOutput) {
    responses.forEach((entry, index) => {
      out.push({
        json: { sql: statements[index], data: JSON.parse(JSON.stringify(entry ?? null)) },
        pairedItem: Array.isArray(paired) ? paired : paired,
      });
    });
  } else {
    responses
      .filter((entry) => Array.isArray(entry))
      .forEach((entry, index) => {
        const pairedItem = Array.isArray(paired) ? paired[index] : paired;
        for (const json of jsonRows(entry as unknown[])) out.push({ json, pairedItem });
      });
  }
  if (!out.length && (options.nodeVersion < 2.2 || !isSelect(statements)))
    out.push({ json: { success: true }, pairedItem: paired });
  return out;
}

/** The results of each statement of one query. */
async function runQuery(connection: mysql.Connection, template: QueryTemplate, count: number): Promise<unknown[]> {
  const { text, params } = compileQuery(template, mySqlDialect);
  const [result] = await connection.query(text, params);
  return count > 1 && Array.isArray(result) ? result : [result];
}

/** n8n's error for a failed statement: the server's message, the SQL and code, the item. */
export function mySqlError(
  node: WorkflowNode,
  error: Error & { sql?: string; code?: string },
  itemIndex = 0,
  queries: string[] = [],
): NodeOperationError {
  if (error instanceof NodeOperationError) return error;
  let message = error.message;
  if (queries.length && message.toLowerCase().includes('you have an error in your sql syntax')) {
    let index = itemIndex;
    const failed = ((message.split("near '")[1] ?? '').split("' at")[0] ?? '').split(';')[0];
    if (failed) {
      if (index === 0 && queries.length > 1) {
        const found = queries.findIndex((q) => q.includes(failed));
        if (found !== -1) index = found;
      }
      const line = (queries[index] ?? '').split('\n').findIndex((l) => l.includes(failed));
      if (line !== -1) message = `You have an error in your SQL syntax on line ${line + 1} near '${failed}'`;
    }
  }
  if (message.includes('ECONNREFUSED')) message = 'Connection refused';
  return new NodeOperationError(node, message, { description: `sql: ${error.sql}, code: ${error.code}`, itemIndex });
}

/** Runs the statements and answers the output items. */
export async function runMySqlQueries(
  connection: mysql.Connection,
  node: WorkflowNode,
  continueOnFail: boolean,
  queries: QueryTemplate[],
  options: MySqlRunOptions,
): Promise<Item[]> {
  if (queries.length === 0) return [];
  const mode = options.queryBatching || 'single';
  const texts = queries.map((q) => q.query);
  if (mode === 'single') {
    try {
      const statements = queries.flatMap((q) => splitStatements(q.query, options.nodeVersion));
      const responses: unknown[] = [];
      for (const q of queries)
        responses.push(...(await runQuery(connection, q, splitStatements(q.query, options.nodeVersion).length)));
      return output(
        responses,
        statements,
        options,
        queries.map((_, i) => ({ item: i })),
      );
    } catch (err) {
      const error = mySqlError(node, err as Error, 0, texts);
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
  const out: Item[] = [];
  if (mode === 'transaction') await connection.beginTransaction();
  for (let i = 0; i < queries.length; i++) {
    try {
      const statements = splitStatements(queries[i]!.query, options.nodeVersion);
      const responses = await runQuery(connection, queries[i]!, statements.length);
      out.push(...output(responses, statements, options, { item: i }));
    } catch (err) {
      const error = mySqlError(node, err as Error, i, [texts[i]!]);
      if (mode === 'transaction') await connection.rollback().catch(() => undefined);
      if (!continueOnFail) throw error;
      out.push({
        json: {
          message: error.message,
          item: { query: queries[i]!.query, values: queries[i]!.values },
          itemIndex: i,
          error: { message: error.message, description: error.description ?? undefined },
        },
        pairedItem: { item: i },
      });
      if (mode === 'transaction') return out;
    }
  }
  if (mode === 'transaction') await connection.commit();
  return out;
}
