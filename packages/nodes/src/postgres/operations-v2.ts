/** Builds the statements of each Postgres 2.x operation, one per input item. */
import type pg from 'pg';
import type { ExecuteContext, Item } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { compileQuery, type QueryTemplate } from '../shared/sql/query-template.js';
import { postgresDialect, toParam } from './run-queries.js';
import { addReturning, addSortRules, addWhereClauses, type SortRule, type WhereClause } from '../shared/sql/clauses.js';
import {
  checkItemAgainstSchema,
  convertArraysToPostgresFormat,
  convertJsonColumns,
  getTableSchema,
  type ColumnInfo,
} from './table-schema.js';
import { queryParameterValues } from './query-parameters.js';

/** What every operation is given. */
export interface OperationInput {
  ctx: ExecuteContext;
  client: pg.Client;
  items: Item[];
  nodeVersion: number;
  options: Record<string, unknown>;
}

type Json = Record<string, unknown>;

/** Items with '' replaced by null (option replaceEmptyStrings). */
export function replaceEmptyStringsByNulls(items: Item[], replace: unknown): Item[] {
  if (!replace) return items;
  return items.map((item) => {
    const json: Json = { ...item.json };
    for (const key of Object.keys(json)) if (json[key] === '') json[key] = null;
    return { ...item, json };
  });
}

function locator(ctx: ExecuteContext, name: string, i: number): string {
  const value = ctx.getNodeParameter(name, i, undefined, { extractValue: true }) as unknown;
  if (value === undefined || value === null || value === '')
    throw new NodeOperationError(ctx.getNode(), `No ${name} is set: choose a ${name} in the node`, { itemIndex: i });
  return String(value);
}

function outputColumnsOf(ctx: ExecuteContext, i: number): string[] {
  const value = ctx.getNodeParameter('options.outputColumns', i, ['*']) as unknown;
  return Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string' && value
      ? value.split(',').map((s) => s.trim())
      : ['*'];
}

/** Re-reads the table's columns when an item names another table. */
function schemaUpdater(
  client: pg.Client,
  schema: string,
  table: string,
): (columns: ColumnInfo[], schema: string, table: string) => Promise<ColumnInfo[]> {
  let currentSchema = schema;
  let currentTable = table;
  return async (columns, s, t) => {
    if (s === currentSchema && t === currentTable) return columns;
    currentSchema = s;
    currentTable = t;
    return getTableSchema(client, s, t);
  };
}

function prepareItem(values: Array<{ column: string; value: unknown }> | undefined): Json {
  const out: Json = {};
  for (const { column, value } of values ?? []) out[column] = value;
  return out;
}

/** Execute Query: the query with its `$n` parameters (option queryReplacement). */
export function executeQueryTemplates({ ctx, items, nodeVersion, options }: OperationInput): QueryTemplate[] {
  return replaceEmptyStringsByNulls(items, options.replaceEmptyStrings).map((_, i) => {
    let query = String(ctx.getNodeParameter('query', i, '') ?? '');
    const values = queryParameterValues(ctx, i, nodeVersion);
    const raw = (ctx.getNode().parameters.options as Json | undefined)?.queryReplacement;
    if (!raw || options.treatQueryParametersInSingleQuotesAsText) {
      for (const literal of query.match(/'\$[0-9]+'/g) ?? []) {
        query = query.replace(literal, `$${values.length + 1}`);
        values.push(literal.replace(/'/g, ''));
      }
    }
    return { query, values };
  });
}

/** Select: rows of a table, filtered, sorted and limited. */
export function selectTemplates({ ctx, items, options }: OperationInput): QueryTemplate[] {
  items = replaceEmptyStringsByNulls(items, options.replaceEmptyStrings);
  return items.map((_, i) => {
    let values: unknown[] = [locator(ctx, 'schema', i), locator(ctx, 'table', i)];
    const outputColumns = outputColumnsOf(ctx, i);
    let query: string;
    if (outputColumns.length === 0 || outputColumns.includes('*')) query = 'SELECT * FROM $1:name.$2:name';
    else {
      values.push(outputColumns);
      query = `SELECT $${values.length}:name FROM $1:name.$2:name`;
    }
    const where = ((ctx.getNodeParameter('where', i, {}) as { values?: WhereClause[] }).values ?? []).map((c) => ({
      ...c,
    }));
    [query, values] = addWhereClauses(
      ctx.getNode(),
      i,
      query,
      where,
      values,
      String(ctx.getNodeParameter('combineConditions', i, 'AND')),
    );
    const sort = (ctx.getNodeParameter('sort', i, {}) as { values?: SortRule[] }).values ?? [];
    [query, values] = addSortRules(query, sort, values);
    if (!ctx.getNodeParameter('returnAll', i, false)) {
      const limit = Number(ctx.getNodeParameter('limit', i, 50));
      if (!Number.isFinite(limit))
        throw new NodeOperationError(
          ctx.getNode(),
          `Limit must be a number, not ${JSON.stringify(ctx.getNodeParameter('limit', i, 50))}`,
          { itemIndex: i },
        );
      values.push(limit);
      query += ` LIMIT $${values.length}`;
    }
    return { query, values };
  });
}

/** Delete: truncate, delete rows matching conditions, or drop the table. */
export function deleteTemplates({ ctx, items }: OperationInput): QueryTemplate[] {
  return items.map((_, i) => {
    const options = ctx.getNodeParameter('options', i, {}) as Json;
    let values: unknown[] = [locator(ctx, 'schema', i), locator(ctx, 'table', i)];
    const command = ctx.getNodeParameter('deleteCommand', i, 'truncate') as string;
    const cascade = options.cascade ? ' CASCADE' : '';
    let query = '';
    if (command === 'drop') query = `DROP TABLE IF EXISTS $1:name.$2:name${cascade}`;
    if (command === 'truncate')
      query = `TRUNCATE TABLE $1:name.$2:name${ctx.getNodeParameter('restartSequences', i, false) ? ' RESTART IDENTITY' : ''}${cascade}`;
    if (command === 'delete') {
      const where = ((ctx.getNodeParameter('where', i, {}) as { values?: WhereClause[] }).values ?? []).map((c) => ({
        ...c,
      }));
      [query, values] = addWhereClauses(
        ctx.getNode(),
        i,
        'DELETE FROM $1:name.$2:name',
        where,
        values,
        String(ctx.getNodeParameter('combineConditions', i, 'AND')),
      );
    }
    if (query === '')
      throw new NodeOperationError(
        ctx.getNode(),
        'Invalid delete command, only drop, delete and truncate are supported ',
        { itemIndex: i },
      );
    return { query, values };
  });
}

/** The item's data (auto-mapped input or the columns defined in the node). */
function itemData(input: OperationInput, i: number, columns: ColumnInfo[], withJson: boolean): Json {
  const { ctx, nodeVersion, items } = input;
  const mode =
    nodeVersion < 2.2
      ? ctx.getNodeParameter('dataMode', i, 'autoMapInputData')
      : ctx.getNodeParameter('columns.mappingMode', i, 'defineBelow');
  if (mode === 'autoMapInputData') return { ...items[i]!.json };
  if (mode === 'defineBelow') {
    if (nodeVersion < 2.2)
      return prepareItem(
        (ctx.getNodeParameter('valuesToSend', i, {}) as { values?: Array<{ column: string; value: unknown }> }).values,
      );
    const value = (ctx.getNodeParameter('columns.value', i, {}) as Json | null) ?? {};
    return withJson && columns.some((c) => c.data_type === 'json') ? convertJsonColumns(columns, value) : { ...value };
  }
  throw new NodeOperationError(ctx.getNode(), `Unknown data mode '${String(mode)}'`, { itemIndex: i });
}

/** Insert: one row per item. */
export async function insertTemplates(input: OperationInput): Promise<QueryTemplate[]> {
  const { ctx, client, nodeVersion } = input;
  input = { ...input, items: replaceEmptyStringsByNulls(input.items, input.options.replaceEmptyStrings) };
  let schema = locator(ctx, 'schema', 0);
  let table = locator(ctx, 'table', 0);
  const update = schemaUpdater(client, schema, table);
  let columns = await getTableSchema(client, schema, table);
  const out: QueryTemplate[] = [];
  for (let i = 0; i < input.items.length; i++) {
    schema = locator(ctx, 'schema', i);
    table = locator(ctx, 'table', i);
    const options = ctx.getNodeParameter('options', i, {}) as Json;
    const onConflict = options.skipOnConflict ? ' ON CONFLICT DO NOTHING' : '';
    let item = itemData(input, i, columns, true);
    columns = await update(columns, schema, table);
    if (nodeVersion >= 2.4) item = convertArraysToPostgresFormat(item, columns, ctx.getNode(), i);
    let values: unknown[] = [schema, table, checkItemAgainstSchema(ctx.getNode(), item, columns, i)];
    let query = `INSERT INTO $1:name.$2:name($3:name) VALUES($3:csv)${onConflict}`;
    if (Object.keys(item).length === 0) {
      if (nodeVersion < 2.6)
        throw new NodeOperationError(ctx.getNode(), 'The item has no columns to insert', {
          itemIndex: i,
          description: 'Map some columns, or use typeVersion 2.6 to insert a row of default values',
        });
      query = 'INSERT INTO $1:name.$2:name DEFAULT VALUES';
      values = [schema, table];
    }
    const outputColumns = outputColumnsOf(ctx, i);
    [query, values] = addReturning(query, outputColumns, values);
    const template: QueryTemplate = { query, values };
    if (!onConflict && Object.keys(item).length > 0) {
      // Neighbouring rows for the same table and columns may go as one multi-row INSERT (single batching).
      const columnsOf = Object.keys(item);
      const [tail, tailValues] = addReturning('', outputColumns, []);
      template.insertRow = {
        key: JSON.stringify([schema, table, columnsOf, outputColumns]),
        head: {
          query: 'INSERT INTO $1:name.$2:name($3:name) VALUES',
          values: [schema, table, columnsOf, ...tailValues],
        },
        row: Object.values(item),
        tail: tail.replace('$1:name', '$4:name'),
      };
    }
    out.push(template);
  }
  return out;
}

function matchingColumns(input: OperationInput, i: number): string[] {
  const { ctx, nodeVersion } = input;
  if (nodeVersion < 2.2) return [String(ctx.getNodeParameter('columnToMatchOn', i, ''))];
  const value = ctx.getNodeParameter('columns.matchingColumns', i, []) as unknown;
  return Array.isArray(value) ? value.map(String) : [];
}

/** Update: the rows whose matching columns equal the item's. */
export async function updateTemplates(input: OperationInput): Promise<QueryTemplate[]> {
  const { ctx, client, nodeVersion } = input;
  const node = ctx.getNode();
  input = { ...input, items: replaceEmptyStringsByNulls(input.items, input.options.replaceEmptyStrings) };
  let schema = locator(ctx, 'schema', 0);
  let table = locator(ctx, 'table', 0);
  const update = schemaUpdater(client, schema, table);
  let columns = await getTableSchema(client, schema, table);
  const out: QueryTemplate[] = [];
  for (let i = 0; i < input.items.length; i++) {
    schema = locator(ctx, 'schema', i);
    table = locator(ctx, 'table', i);
    const match = matchingColumns(input, i);
    const mode =
      nodeVersion < 2.2
        ? ctx.getNodeParameter('dataMode', i, 'autoMapInputData')
        : ctx.getNodeParameter('columns.mappingMode', i, 'defineBelow');
    let item = itemData(input, i, columns, false);
    let valueToMatchOn: unknown = '';
    if (nodeVersion < 2.2) {
      // Read whatever the data mode, as n8n does: auto-mapped updates of 2 and 2.1 fail without it.
      ctx.getNodeParameter('valueToMatchOn', i);
      if (mode === 'autoMapInputData') valueToMatchOn = item[match[0]!];
      else {
        valueToMatchOn = ctx.getNodeParameter('valueToMatchOn', i, '');
        item[match[0]!] = valueToMatchOn;
      }
      if (!item[match[0]!] && mode === 'autoMapInputData') {
        throw new NodeOperationError(
          node,
          "Column to match on not found in input item. Add a column to match on or set the 'Data Mode' to 'Define Below' to define the value to match on.",
        );
      }
    } else {
      const conditions = match.map((c, k) => `$${k * 2 + 3}:name=$${k * 2 + 4}`).join(' AND ');
      const found = await client.query(...compileForExists(schema, table, match, item, conditions));
      if (!found.rows[0]?.exists) {
        throw new NodeOperationError(node, "The row you are trying to update doesn't exist", {
          description: `No rows matching the provided values (${match.map((c) => `${c}=${String(item[c])}`).join(', ')}) were found in the table "${table}".`,
          itemIndex: i,
        });
      }
    }
    columns = await update(columns, schema, table);
    if (nodeVersion >= 2.4) item = convertArraysToPostgresFormat(item, columns, node, i);
    item = checkItemAgainstSchema(node, item, columns, i);
    let values: unknown[] = [schema, table];
    const conditions: string[] = [];
    for (const column of match) {
      values.push(column, nodeVersion < 2.2 ? valueToMatchOn : item[column]);
      conditions.push(`$${values.length - 1}:name = $${values.length}`);
    }
    const updateColumns = Object.keys(item).filter((c) => !match.includes(c));
    if (!updateColumns.length)
      throw new NodeOperationError(
        node,
        "Add values to update to the input item or set the 'Data Mode' to 'Define Below' to define the values to update.",
      );
    const sets: string[] = [];
    for (const column of updateColumns) {
      values.push(column, item[column]);
      sets.push(`$${values.length - 1}:name = $${values.length}`);
    }
    let query = `UPDATE $1:name.$2:name SET ${sets.join(', ')} WHERE ${conditions.join(' AND ')}`;
    [query, values] = addReturning(query, outputColumnsOf(ctx, i), values);
    out.push({ query, values });
  }
  return out;
}

/** Upsert: insert, or on a conflict of the matching columns update the others. */
export async function upsertTemplates(input: OperationInput): Promise<QueryTemplate[]> {
  const { ctx, client, nodeVersion } = input;
  const node = ctx.getNode();
  input = { ...input, items: replaceEmptyStringsByNulls(input.items, input.options.replaceEmptyStrings) };
  let schema = locator(ctx, 'schema', 0);
  let table = locator(ctx, 'table', 0);
  const update = schemaUpdater(client, schema, table);
  let columns = await getTableSchema(client, schema, table);
  const out: QueryTemplate[] = [];
  for (let i = 0; i < input.items.length; i++) {
    schema = locator(ctx, 'schema', i);
    table = locator(ctx, 'table', i);
    const match = matchingColumns(input, i);
    const mode =
      nodeVersion < 2.2
        ? ctx.getNodeParameter('dataMode', i, 'autoMapInputData')
        : ctx.getNodeParameter('columns.mappingMode', i, 'defineBelow');
    let item = itemData(input, i, columns, false);
    if (nodeVersion < 2.2 && mode === 'defineBelow') item[match[0]!] = ctx.getNodeParameter('valueToMatchOn', i, '');
    if (!item[match[0]!])
      throw new NodeOperationError(
        node,
        "Column to match on not found in input item. Add a column to match on or set the 'Data Mode' to 'Define Below' to define the value to match on.",
      );
    if (Object.keys(item).length === 1)
      throw new NodeOperationError(
        node,
        "Add values to update or insert to the input item or set the 'Data Mode' to 'Define Below' to define the values to insert or update.",
      );
    columns = await update(columns, schema, table);
    if (nodeVersion >= 2.4) item = convertArraysToPostgresFormat(item, columns, node, i);
    item = checkItemAgainstSchema(node, item, columns, i);
    let values: unknown[] = [schema, table];
    const conflict = match.map((c) => {
      values.push(c);
      return `$${values.length}:name`;
    });
    values.push(item);
    const itemRef = values.length;
    const sets: string[] = [];
    for (const column of Object.keys(item).filter((c) => !match.includes(c))) {
      values.push(column, item[column]);
      sets.push(`$${values.length - 1}:name = $${values.length}`);
    }
    let query = `INSERT INTO $1:name.$2:name($${itemRef}:name) VALUES($${itemRef}:csv) ON CONFLICT (${conflict.join(',')})${sets.length ? ` DO UPDATE  SET ${sets.join(', ')}` : ' DO NOTHING '}`;
    [query, values] = addReturning(query, outputColumnsOf(ctx, i), values);
    out.push({ query, values });
  }
  return out;
}

/** `SELECT EXISTS(...)` for the rows an update would change. */
function compileForExists(
  schema: string,
  table: string,
  match: string[],
  item: Json,
  conditions: string,
): [string, unknown[]] {
  const values: unknown[] = [schema, table];
  for (const column of match) values.push(column, item[column]);
  const { text, params } = compileQuery(
    { query: `SELECT EXISTS(SELECT 1 FROM $1:name.$2:name WHERE ${conditions})`, values },
    postgresDialect,
    toParam,
  );
  return [text, params];
}
