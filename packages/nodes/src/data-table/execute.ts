/** Runs Data table 1: insert, get, update, upsert, delete rows and the rows-exist checks. */
import {
  NodeOperationError,
  type DataTableProxy,
  type DataTableValue,
  type ExecuteContext,
  type Item,
  type JsonObject,
  type NodeOutput,
} from '@weft/workflow';
import { buildFilter, readConditions } from './filters.js';

const SYSTEM_COLUMNS = ['id', 'createdAt', 'updatedAt'];
const PAGE_SIZE = 1000;

/** The table named by the node for item `index`. */
async function tableOf(ctx: ExecuteContext, index: number): Promise<DataTableProxy> {
  if (!ctx.helpers.getDataTableProxy)
    throw new NodeOperationError(
      ctx.getNode(),
      'Data tables are not available here: run the workflow on a Weft server',
    );
  const id = ctx.getNodeParameter('dataTableId', index, undefined, { extractValue: true }) as unknown;
  if (typeof id !== 'string' || !id)
    throw new NodeOperationError(ctx.getNode(), 'Choose a data table', { itemIndex: index });
  return ctx.helpers.getDataTableProxy(id);
}

/** The values to write for item `index`: the mapped columns, or the item itself (less system columns). */
function rowOf(ctx: ExecuteContext, index: number): Record<string, DataTableValue> {
  const mode = ctx.getNodeParameter('columns.mappingMode', index, 'defineBelow');
  let data: Record<string, unknown>;
  if (mode === 'autoMapInputData') {
    data = { ...ctx.getInputData()[index]!.json };
    for (const c of SYSTEM_COLUMNS) delete data[c];
  } else {
    data = (ctx.getNodeParameter('columns.value', index, {}) as Record<string, unknown> | null) ?? {};
  }
  const out: Record<string, DataTableValue> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) out[key] = null;
    else if (Array.isArray(value))
      throw new NodeOperationError(ctx.getNode(), `unexpected array input '${JSON.stringify(value)}' in row ${index}`, {
        itemIndex: index,
      });
    else if (value instanceof Date) out[key] = value;
    else if (typeof value === 'object') {
      const iso =
        (value as { toISO?: () => string; toISOString?: () => string }).toISOString?.() ??
        (value as { toISO?: () => string }).toISO?.();
      if (typeof iso !== 'string' || Number.isNaN(new Date(iso).getTime()))
        throw new NodeOperationError(
          ctx.getNode(),
          `unexpected object input '${JSON.stringify(value)}' in row ${index}`,
          { itemIndex: index },
        );
      out[key] = new Date(iso);
    } else out[key] = value as DataTableValue;
  }
  return out;
}

async function filterOf(ctx: ExecuteContext, index: number, table: DataTableProxy) {
  const { entries, matchType } = readConditions(ctx, index);
  return buildFilter(ctx.getNode(), entries, matchType, entries.length > 0 ? await table.getColumns() : []);
}

async function requiredFilterOf(ctx: ExecuteContext, index: number, table: DataTableProxy) {
  const filter = await filterOf(ctx, index, table);
  if (filter.filters.length === 0)
    throw new NodeOperationError(ctx.getNode(), 'At least one condition is required', { itemIndex: index });
  return filter;
}

function dryRunOf(ctx: ExecuteContext, index: number): boolean {
  const dryRun = ctx.getNodeParameter('options.dryRun', index, false);
  if (typeof dryRun !== 'boolean')
    throw new NodeOperationError(ctx.getNode(), `unexpected input ${JSON.stringify(dryRun)} for boolean dryRun`, {
      itemIndex: index,
    });
  return dryRun;
}

/** The matching rows, page by page, up to `limit` (0: all). */
async function selectMany(ctx: ExecuteContext, index: number, table: DataTableProxy, limit: number): Promise<Item[]> {
  const filter = await filterOf(ctx, index, table);
  const out: Item[] = [];
  let expected: number | undefined;
  for (;;) {
    const take = limit ? Math.min(PAGE_SIZE, limit - out.length) : PAGE_SIZE;
    const { data, count } = await table.getManyRowsAndCount({ skip: out.length, take, filter });
    if (expected !== undefined && count !== expected)
      throw new NodeOperationError(ctx.getNode(), 'synchronization error: result count changed during pagination', {
        itemIndex: index,
      });
    expected = count;
    for (const row of data) out.push({ json: row });
    if ((limit && out.length >= limit) || out.length >= count || data.length === 0) return out;
  }
}

/** One item's operation (all but a bulk insert). */
async function runForItem(ctx: ExecuteContext, operation: string, index: number): Promise<Item[]> {
  const table = await tableOf(ctx, index);
  const rows = (list: unknown[]) => list.map((json) => ({ json: json as JsonObject }));
  switch (operation) {
    case 'insert': {
      const row = rowOf(ctx, index);
      if (ctx.getNodeParameter('options.optimizeBulk', index, false))
        return [{ json: await table.insertRows([row], 'count') }];
      return rows(await table.insertRows([row], 'all'));
    }
    case 'get': {
      const returnAll = ctx.getNodeParameter('returnAll', index, false) === true;
      const limit = returnAll ? 0 : Number(ctx.getNodeParameter('limit', index, 50));
      if (!returnAll && (!Number.isInteger(limit) || limit < 1))
        throw new NodeOperationError(
          ctx.getNode(),
          `The limit must be a whole number of at least 1, not '${String(limit)}'`,
          { itemIndex: index },
        );
      return selectMany(ctx, index, table, limit);
    }
    case 'rowExists':
    case 'rowNotExists': {
      const hits = await selectMany(ctx, index, table, 1);
      return hits.length > 0 === (operation === 'rowExists') ? [ctx.getInputData()[index]!] : [];
    }
    case 'update': {
      const dryRun = dryRunOf(ctx, index);
      const data = rowOf(ctx, index);
      return rows(await table.updateRows({ data, filter: await requiredFilterOf(ctx, index, table), dryRun }));
    }
    case 'upsert': {
      const dryRun = dryRunOf(ctx, index);
      const data = rowOf(ctx, index);
      return rows(await table.upsertRow({ data, filter: await requiredFilterOf(ctx, index, table), dryRun }));
    }
    case 'deleteRows': {
      const dryRun = dryRunOf(ctx, index);
      return rows(await table.deleteRows({ filter: await requiredFilterOf(ctx, index, table), dryRun }));
    }
    default:
      throw new NodeOperationError(ctx.getNode(), `The operation '${operation}' is not known for rows`, {
        itemIndex: index,
      });
  }
}

/** A table's error (a bad value, an unknown column) as an error of this node. */
function asNodeError(ctx: ExecuteContext, e: unknown, itemIndex?: number): Error {
  if (e instanceof NodeOperationError) return e;
  return new NodeOperationError(
    ctx.getNode(),
    (e as Error).message ?? String(e),
    itemIndex === undefined ? {} : { itemIndex },
  );
}

/** Executes the Data table node. */
export async function executeDataTable(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = ctx.getNodeParameter('resource', 0, 'row');
  if (resource !== 'row')
    throw new NodeOperationError(ctx.getNode(), `The resource '${String(resource)}' is not known: use row`);
  const operation = String(ctx.getNodeParameter('operation', 0, 'insert'));
  const rawId = ctx.getNodeParameter('dataTableId.value', 0, undefined, { rawExpressions: true });
  // Inserts with one table for all items write them together (as n8n does).
  if (operation === 'insert' && !(typeof rawId === 'string' && rawId.includes('{'))) {
    try {
      const table = await tableOf(ctx, 0);
      const rows = items.map((_, i) => rowOf(ctx, i));
      if (ctx.getNodeParameter('options.optimizeBulk', 0, false))
        return [[{ json: await table.insertRows(rows, 'count') }]];
      return [(await table.insertRows(rows, 'all')).map((json, item) => ({ json: json, pairedItem: { item } }))];
    } catch (e) {
      if (!ctx.continueOnFail()) throw asNodeError(ctx, e);
      return [items.map((item, i) => ({ json: item.json, error: asNodeError(ctx, e), pairedItem: { item: i } }))];
    }
  }
  let out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      out = out.concat(
        ctx.helpers.constructExecutionMetaData(await runForItem(ctx, operation, i), { itemData: { item: i } }),
      );
    } catch (e) {
      if (!ctx.continueOnFail()) throw asNodeError(ctx, e, i);
      out.push({ json: items[i]!.json, error: asNodeError(ctx, e, i), pairedItem: { item: i } });
    }
  }
  return [out];
}
