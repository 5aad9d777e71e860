/** Builds the statements of each MySQL 2.x operation as templates (`$n` values, `$n:name` identifiers). */
import type { ExecuteContext, Item } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { QueryTemplate } from '../shared/sql/query-template.js';
import { addSortRules, addWhereClauses, type SortRule, type WhereClause } from '../shared/sql/clauses.js';

type Json = Record<string, unknown>;

/** What every operation is given. */
export interface MySqlOperationInput {
  ctx: ExecuteContext;
  items: Item[];
  nodeVersion: number;
  options: Json;
}

/** Items with '' replaced by null (option replaceEmptyStrings). */
function replaceEmptyStrings(items: Item[], replace: unknown): Item[] {
  if (!replace) return items;
  return items.map((item) => ({
    ...item,
    json: Object.fromEntries(Object.entries(item.json).map(([k, v]) => [k, v === '' ? null : v])),
  }));
}

function table(ctx: ExecuteContext, i: number): string {
  const value = ctx.getNodeParameter('table', i, '', { extractValue: true }) as unknown;
  if (value === undefined || value === null || value === '')
    throw new NodeOperationError(ctx.getNode(), 'No table is set: choose a table in the node', { itemIndex: i });
  return String(value);
}

function valuesToSend(ctx: ExecuteContext, i: number): Json {
  const list =
    (ctx.getNodeParameter('valuesToSend', i, {}) as { values?: Array<{ column: string; value: unknown }> }).values ??
    [];
  return Object.fromEntries(list.map(({ column, value }) => [column, value]));
}

/** Execute Query: `$n` values and `$n:name` identifiers from the comma-separated Query Parameters. */
export function executeQueryTemplates({ ctx, items, nodeVersion, options }: MySqlOperationInput): QueryTemplate[] {
  return replaceEmptyStrings(items, options.replaceEmptyStrings).map((_, i) => {
    const query = String(ctx.getNodeParameter('query', i, '') ?? '');
    const itemOptions = ctx.getNodeParameter('options', i, {}) as Json;
    let replacements: unknown = itemOptions.queryReplacement || [];
    if (typeof replacements === 'number') replacements = String(replacements);
    if (typeof replacements === 'string') replacements = replacements.split(',').map((e) => e.trim());
    if (!Array.isArray(replacements))
      throw new NodeOperationError(
        ctx.getNode(),
        'Query Replacement must be a string of comma-separated values, or an array of values',
        { itemIndex: i },
      );
    let values = replacements as unknown[];
    if (nodeVersion >= 2.3) values = values.map((v) => (Number(v) ? Number(v) : v));
    return { query, values };
  });
}

/** Insert: one multi-row INSERT in single mode, else one per item. */
export function insertTemplates({ ctx, items, options }: MySqlOperationInput): QueryTemplate[] {
  items = replaceEmptyStrings(items, options.replaceEmptyStrings);
  const mode = ctx.getNodeParameter('dataMode', 0, 'autoMapInputData');
  const head = (o: Json) => {
    const priority = o.priority === 'LOW_PRIORITY' || o.priority === 'HIGH_PRIORITY' ? o.priority : '';
    return `INSERT ${priority} ${o.skipOnConflict ? 'IGNORE' : ''} INTO`;
  };
  if ((options.queryBatching || 'single') === 'single') {
    let rows: Json[];
    if (mode === 'autoMapInputData') {
      const columns = [...new Set(items.flatMap((item) => Object.keys(item.json)))];
      rows = items.map((item) => Object.fromEntries(columns.map((c) => [c, item.json[c]])));
    } else rows = items.map((_, i) => valuesToSend(ctx, i));
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const values: unknown[] = [table(ctx, 0), columns];
    const tuples = rows.map((row) => {
      values.push(columns.map((c) => (row[c] === undefined ? null : row[c])));
      return `($${values.length}:csv)`;
    });
    return [{ query: `${head(options)} $1:name ($2:name) VALUES ${tuples.join(',')}`, values }];
  }
  return items.map((item, i) => {
    const o = ctx.getNodeParameter('options', i, {}) as Json;
    const row = mode === 'autoMapInputData' ? { ...item.json } : valuesToSend(ctx, i);
    return {
      query: `${head(o)} $1:name ($2:name) VALUES ($3:csv);`,
      values: [table(ctx, i), Object.keys(row), Object.values(row)],
    };
  });
}

/** Select: rows filtered, sorted and limited. */
export function selectTemplates({ ctx, items }: MySqlOperationInput): QueryTemplate[] {
  return items.map((_, i) => {
    const outputColumns = ctx.getNodeParameter('options.outputColumns', i, ['*']) as string[];
    const select = ctx.getNodeParameter('options.selectDistinct', i, false) ? 'SELECT DISTINCT' : 'SELECT';
    let values: unknown[] = [table(ctx, i)];
    let query: string;
    if (!Array.isArray(outputColumns) || outputColumns.length === 0 || outputColumns.includes('*'))
      query = `${select} * FROM $1:name`;
    else {
      values.push(outputColumns);
      query = `${select} $2:name FROM $1:name`;
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
      values.push(Number(ctx.getNodeParameter('limit', i, 50)));
      query += ` LIMIT $${values.length}`;
    }
    return { query, values };
  });
}

function matchData(
  ctx: ExecuteContext,
  item: Item,
  i: number,
  upsert: boolean,
): { column: string; row: Json; match: unknown } {
  const column = String(ctx.getNodeParameter('columnToMatchOn', i, ''));
  const mode = ctx.getNodeParameter('dataMode', i, 'autoMapInputData');
  if (mode === 'autoMapInputData') return { column, row: { ...item.json }, match: item.json[column] };
  const row = valuesToSend(ctx, i);
  const match = ctx.getNodeParameter('valueToMatchOn', i, '');
  if (upsert) row[column] = match;
  return { column, row, match };
}

/** Update: the rows whose matching column has the item's value. */
export function updateTemplates({ ctx, items, options }: MySqlOperationInput): QueryTemplate[] {
  return replaceEmptyStrings(items, options.replaceEmptyStrings).map((item, i) => {
    const { column, row, match } = matchData(ctx, item, i, false);
    const values: unknown[] = [table(ctx, i)];
    const sets = Object.keys(row)
      .filter((c) => c !== column)
      .map((c) => {
        values.push(c, row[c]);
        return `$${values.length - 1}:name = $${values.length}`;
      });
    if (!sets.length)
      throw new NodeOperationError(
        ctx.getNode(),
        'There are no columns to update: the item has only the column to match on',
        { itemIndex: i },
      );
    values.push(column, match);
    return {
      query: `UPDATE $1:name SET ${sets.join(', ')} WHERE $${values.length - 1}:name = $${values.length}`,
      values,
    };
  });
}

/** Upsert: insert, or update the other columns on a duplicate key. */
export function upsertTemplates({ ctx, items, options }: MySqlOperationInput): QueryTemplate[] {
  return replaceEmptyStrings(items, options.replaceEmptyStrings).map((item, i) => {
    const { column, row } = matchData(ctx, item, i, true);
    const values: unknown[] = [table(ctx, i), Object.keys(row), Object.values(row)];
    const sets = Object.keys(row)
      .filter((c) => c !== column)
      .map((c) => {
        values.push(c, row[c]);
        return `$${values.length - 1}:name = $${values.length}`;
      });
    return { query: `INSERT INTO $1:name($2:name) VALUES($3:csv) ON DUPLICATE KEY UPDATE ${sets.join(', ')}`, values };
  });
}

/** Delete: truncate, delete rows matching conditions, or drop the table. */
export function deleteTemplates({ ctx, items }: MySqlOperationInput): QueryTemplate[] {
  return items.map((_, i) => {
    const command = ctx.getNodeParameter('deleteCommand', i, 'truncate');
    let values: unknown[] = [table(ctx, i)];
    let query = '';
    if (command === 'drop') query = 'DROP TABLE IF EXISTS $1:name';
    if (command === 'truncate') query = 'TRUNCATE TABLE $1:name';
    if (command === 'delete') {
      const where = ((ctx.getNodeParameter('where', i, {}) as { values?: WhereClause[] }).values ?? []).map((c) => ({
        ...c,
      }));
      [query, values] = addWhereClauses(
        ctx.getNode(),
        i,
        'DELETE FROM $1:name',
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
