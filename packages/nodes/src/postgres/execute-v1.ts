/** Runs Postgres 1: Execute Query, Insert and Update with comma-separated columns and optional casts. */
import type pg from 'pg';
import type { ExecuteContext, Item, NodeOutput, WorkflowNode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { compileQuery, type QueryTemplate } from '../shared/sql/query-template.js';
import { connectPostgres } from './connection.js';
import { escapeIdentifier } from './identifiers.js';
import { postgresDialect, toParam } from './run-queries.js';

const TYPE_PATTERN =
  /^[a-zA-Z_][a-zA-Z0-9_ ]*(\.[a-zA-Z_][a-zA-Z0-9_]*)?(\([a-zA-Z0-9_, ]+\)( [a-zA-Z_][a-zA-Z0-9_ ]*)?)?(\[\])*$/;

interface Column {
  name: string;
  cast?: string;
}

function parseColumns(node: WorkflowNode, text: string): Column[] {
  return text
    .split(',')
    .map((c) => c.trim().split(':'))
    .map(([name, cast]) => {
      if (cast !== undefined && cast !== '' && !TYPE_PATTERN.test(cast))
        throw new NodeOperationError(node, `Invalid column type: "${cast}"`);
      return { name: name ?? '', cast: cast || undefined };
    });
}

function returning(fields: string): string {
  return ` RETURNING ${fields
    .split(',')
    .map((f) => f.trim())
    .map((f) => (f === '*' ? '*' : escapeIdentifier(f)))
    .join(', ')}`;
}

/** A placeholder with the column's cast, or a type that keeps numbers and booleans what they are in a VALUES list. */
function typed(placeholder: string, value: unknown, cast: string | undefined, inferred: boolean): string {
  if (cast) return `${placeholder}::${cast}`;
  if (!inferred) return placeholder;
  // As literals in n8n's SQL would be: int4, int8 beyond its range, numeric with a fraction.
  if (typeof value === 'number')
    return `${placeholder}::${Number.isInteger(value) ? (Math.abs(value) <= 2147483647 ? 'int4' : 'int8') : 'numeric'}`;
  if (typeof value === 'boolean') return `${placeholder}::boolean`;
  return placeholder;
}

/** `(v1, v2…)` rows of parameters; `inferred` types the values for a FROM (VALUES …) list. */
function valuesRows(
  rows: Array<Record<string, unknown>>,
  columns: Column[],
  params: unknown[],
  inferred: boolean,
): string {
  return rows
    .map(
      (row) =>
        `(${columns
          .map((c) => {
            params.push(toParam(row[c.name] ?? null));
            return typed(`$${params.length}`, row[c.name], c.cast, inferred);
          })
          .join(',')})`,
    )
    .join(',');
}

function wrap(rows: Array<Record<string, unknown>>, pairing?: (i: number) => number): Item[] {
  return rows.map((json, i) => (pairing ? { json, pairedItem: { item: pairing(i) } } : { json }));
}

function jsonRows(result: pg.QueryResult | pg.QueryResult[]): Array<Array<Record<string, unknown>>> {
  const list = Array.isArray(result) ? result : [result];
  return list.map((r) => JSON.parse(JSON.stringify(r.rows ?? [])) as Array<Record<string, unknown>>);
}

async function inMode<T>(client: pg.Client, mode: string, run: () => Promise<T>): Promise<T> {
  if (mode === 'independently') return run();
  await client.query('BEGIN');
  try {
    const out = await run();
    await client.query('COMMIT');
    return out;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Executes Postgres 1. */
export async function executePostgresV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'insert'));
  const additional = (ctx.getNodeParameter('additionalFields', 0, {}) as Record<string, unknown>) ?? {};
  const mode = String(additional.mode ?? 'multiple');
  if (!['multiple', 'independently', 'transaction'].includes(mode))
    throw new NodeOperationError(node, 'multiple, independently or transaction are valid options');
  const continueOnFail = ctx.continueOnFail();
  const credentials = await ctx.getCredentials('postgres');
  await ctx.helpers.assertHostAllowed(String(credentials.host ?? 'localhost'));
  const client = await connectPostgres(node, credentials, {
    largeNumbersOutput: additional.largeNumbersOutput as string | undefined,
  });
  const fail = (error: unknown): never => {
    if (error instanceof NodeOperationError) throw error;
    const e = error as Error & { detail?: string };
    throw new NodeOperationError(node, e.message, { description: e.detail });
  };
  try {
    if (operation === 'executeQuery') {
      const props = additional.queryParams
        ? String(additional.queryParams)
            .split(',')
            .map((p) => p.trim())
        : undefined;
      const queries: QueryTemplate[] = items.map((item, i) => ({
        query: String(ctx.getNodeParameter('query', i, '')),
        values: props ? props.map((p) => item.json[p]) : [],
      }));
      const run = async (q: QueryTemplate) => {
        const { text, params } = compileQuery(q, postgresDialect, toParam);
        return jsonRows(params.length ? await client.query(text, params) : await client.query(text));
      };
      if (mode === 'multiple') {
        const sets = await inMode(client, mode, async () => {
          const all: Array<Array<Record<string, unknown>>> = [];
          for (const q of queries) all.push(...(await run(q)));
          return all;
        }).catch(fail);
        return [sets.flatMap((rows, i) => wrap(rows, () => i))];
      }
      return [
        await perItem(
          client,
          mode,
          items.length,
          continueOnFail,
          async (i) => {
            const sets = await run(queries[i]!);
            return wrap(sets[sets.length - 1] ?? [], () => i);
          },
          (i, e) => ({ json: { ...items[i]!.json }, code: e.code, message: e.message, pairedItem: { item: i } }),
        ).catch(fail),
      ];
    }
    if (operation !== 'insert' && operation !== 'update')
      throw new NodeOperationError(node, `The operation "${operation}" is not supported!`);
    const table =
      escapeIdentifier(String(ctx.getNodeParameter('schema', 0, 'public'))) +
      '.' +
      escapeIdentifier(String(ctx.getNodeParameter('table', 0, '')));
    const columns = parseColumns(node, String(ctx.getNodeParameter('columns', 0, '')));
    const back = returning(String(ctx.getNodeParameter('returnFields', 0, '*')));
    const copy = (item: Item, cols: Column[]) => Object.fromEntries(cols.map((c) => [c.name, item.json[c.name]]));
    // n8n's error items show the item's values under its internal names column0, column1… (updateColumnN for keys not among the columns).
    const guarded = (item: Item, cols: Column[]) =>
      Object.fromEntries(
        cols.map((c) => [
          columns.includes(c) ? `column${columns.indexOf(c)}` : `updateColumn${keysIndex(c)}`,
          item.json[c.name],
        ]),
      );
    let keysIndex = (_c: Column): number => 0;
    if (operation === 'insert') {
      const names = columns.map((c) => escapeIdentifier(c.name)).join(',');
      const statement = (rows: Array<Record<string, unknown>>) => {
        const params: unknown[] = [];
        return {
          text: `INSERT INTO ${table}(${names}) VALUES${valuesRows(rows, columns, params, false)}${back}`,
          params,
        };
      };
      if (mode === 'multiple') {
        const { text, params } = statement(items.map((item) => copy(item, columns)));
        const rows = jsonRows(await client.query(text, params).catch(fail))[0] ?? [];
        return [wrap(rows, (i) => i)];
      }
      return [
        await perItem(
          client,
          mode,
          items.length,
          continueOnFail,
          async (i) => {
            const { text, params } = statement([copy(items[i]!, columns)]);
            return wrap(jsonRows(await client.query(text, params))[0] ?? [], () => i);
          },
          (i, e) => ({ json: guarded(items[i]!, columns), code: e.code, message: e.message, pairedItem: { item: i } }),
        ).catch(fail),
      ];
    }
    // update: SET every column from a VALUES list joined on the update keys.
    const keys = parseColumns(node, String(ctx.getNodeParameter('updateKey', 0, 'id')));
    keysIndex = (c) => keys.indexOf(c);
    const all = [...columns];
    for (const key of keys) {
      const target = all.find((c) => c.name === key.name);
      if (!target) all.unshift(key);
      else if (!target.cast) target.cast = key.cast;
    }
    const statement = (rows: Array<Record<string, unknown>>) => {
      const params: unknown[] = [];
      const list = valuesRows(rows, all, params, true);
      const sets = all.map((c) => `${escapeIdentifier(c.name)}=v.${escapeIdentifier(c.name)}`).join(',');
      const where = keys.map((k) => `v.${escapeIdentifier(k.name)} = t.${escapeIdentifier(k.name)}`).join(' AND ');
      return {
        text: `UPDATE ${table} AS t SET ${sets} FROM (VALUES${list}) AS v(${all.map((c) => escapeIdentifier(c.name)).join(',')}) WHERE ${where}${back}`,
        params,
      };
    };
    if (mode === 'multiple') {
      const { text, params } = statement(items.map((item) => copy(item, all)));
      return [wrap(jsonRows(await client.query(text, params).catch(fail))[0] ?? [])];
    }
    return [
      await perItem(
        client,
        mode,
        items.length,
        continueOnFail,
        async (i) => {
          const { text, params } = statement([copy(items[i]!, all)]);
          return wrap(jsonRows(await client.query(text, params))[0] ?? []);
        },
        (i, e) => ({ json: { ...guarded(items[i]!, all), code: e.code, message: e.message } }),
      ).catch(fail),
    ];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Item by item, on its own or in one transaction that stops at the first error. */
async function perItem(
  client: pg.Client,
  mode: string,
  count: number,
  continueOnFail: boolean,
  run: (i: number) => Promise<Item[]>,
  onError: (i: number, e: Error & { code?: string }) => Item,
): Promise<Item[]> {
  return inMode(client, mode, async () => {
    const out: Item[] = [];
    for (let i = 0; i < count; i++) {
      try {
        out.push(...(await run(i)));
      } catch (error) {
        if (!continueOnFail) throw error;
        out.push(onError(i, error as Error & { code?: string }));
        if (mode === 'transaction') break;
      }
    }
    return out;
  });
}
