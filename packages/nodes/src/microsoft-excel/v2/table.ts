/** Excel 2's table operations: append rows, add, convert to range, delete, get columns, get rows, lookup. */
import { NodeApiError, type ExecuteContext, type Item } from '@weft/workflow';
import type { ExcelClient } from '../client.js';
import { jsonInput, prepareOutput, rowsOf } from '../range.js';
import { locatorId, perItem } from './common.js';

const sheetPath = (ctx: ExecuteContext, i: number) =>
  `/drive/items/${locatorId(ctx, 'workbook', i)}/workbook/worksheets/${locatorId(ctx, 'worksheet', i)}`;
const tablePath = (ctx: ExecuteContext, i: number) => `${sheetPath(ctx, i)}/tables/${locatorId(ctx, 'table', i)}`;
type Row = { values?: unknown[][] };

/** Rows of a table as objects keyed by its column names. */
async function rowObjects(
  client: ExcelClient,
  path: string,
  rows: Row[],
  i: number,
): Promise<Array<Record<string, unknown>>> {
  const columns = (await client.requestAllSkip<{ name: string }>(`${path}/columns`, { $select: 'name' }, i)).map(
    (c) => c.name,
  );
  return rows.map((r) => Object.fromEntries(columns.map((c, y) => [c, r.values?.[0]?.[y]])));
}

/** Runs `run` inside a persisted workbook session (`workbook-session-id`), closing it afterwards. */
async function inSession<T>(
  client: ExcelClient,
  workbook: string,
  i: number,
  run: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const { id } = await client.request<{ id: string }>('POST', `/drive/items/${workbook}/workbook/createSession`, {
    body: { persistChanges: true },
    itemIndex: i,
  });
  const headers = { 'workbook-session-id': id };
  const result = await run(headers);
  await client.request('POST', `/drive/items/${workbook}/workbook/closeSession`, { headers, itemIndex: i });
  return result;
}

export { inSession };

async function append(ctx: ExecuteContext, client: ExcelClient, items: Item[]): Promise<Item[]> {
  const path = tablePath(ctx, 0);
  const columns = (
    (await client.request<{ value?: Array<{ name: string }> }>('GET', `${path}/columns`, { itemIndex: 0 })).value ?? []
  ).map((c) => c.name);
  const dataMode = ctx.getNodeParameter('dataMode', 0, 'define');
  let values: unknown[][] = [];
  if (dataMode === 'raw') values = jsonInput(ctx.getNode(), ctx.getNodeParameter('data', 0, '')) as unknown[][];
  if (dataMode === 'autoMap')
    values = rowsOf(
      columns,
      items.map((i) => i.json),
    );
  if (dataMode === 'define') {
    values = rowsOf(
      columns,
      items.map((_, i) => {
        const fields = (ctx.getNodeParameter('fieldsUi.values', i, []) ?? []) as Array<{
          column: string;
          fieldValue: unknown;
        }>;
        return Object.fromEntries(fields.map((f) => [f.column, f.fieldValue]));
      }),
    );
  }
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as Record<string, unknown>;
  const body: Record<string, unknown> = { values };
  if (options.index) body.index = options.index;
  const answer = await inSession(client, locatorId(ctx, 'workbook', 0), 0, (headers) =>
    client.request('POST', `${path}/rows/add`, { body, headers, itemIndex: 0 }),
  );
  return prepareOutput(ctx, answer, {
    columnsRow: columns,
    rawData: options.rawData === true,
    dataProperty: String(options.dataProperty || 'data'),
  });
}

/** Excel 2's table operations, each over all the input items. */
export const tableOperations: Record<
  string,
  (ctx: ExecuteContext, client: ExcelClient, items: Item[]) => Promise<Item[]>
> = {
  append,
  addTable: (ctx, client) =>
    perItem(ctx, async (i) => {
      let range: string;
      if (ctx.getNodeParameter('selectRange', i, 'auto') === 'auto') {
        const { address } = await client.request<{ address?: string }>('GET', `${sheetPath(ctx, i)}/usedRange`, {
          qs: { select: 'address' },
          itemIndex: i,
        });
        range = String(address ?? '').split('!')[1] ?? '';
      } else {
        range = String(ctx.getNodeParameter('range', i, ''));
      }
      return client.request('POST', `${sheetPath(ctx, i)}/tables/add`, {
        body: { address: range, hasHeaders: ctx.getNodeParameter('hasHeaders', i, true) },
        itemIndex: i,
      });
    }),
  convertToRange: (ctx, client) =>
    perItem(ctx, (i) => client.request('POST', `${tablePath(ctx, i)}/convertToRange`, { itemIndex: i })),
  deleteTable: (ctx, client) =>
    perItem(ctx, async (i) => {
      await client.request('DELETE', tablePath(ctx, i), { itemIndex: i });
      return { success: true };
    }),
  getColumns: (ctx, client) =>
    perItem(ctx, async (i) => {
      const rawData = ctx.getNodeParameter('rawData', i, false) === true;
      const filters = rawData ? ((ctx.getNodeParameter('filters', i, {}) ?? {}) as Record<string, unknown>) : {};
      const qs = filters.fields ? { $select: filters.fields } : {};
      const path = `${tablePath(ctx, i)}/columns`;
      const columns =
        ctx.getNodeParameter('returnAll', i, false) === true
          ? await client.requestAllSkip(path, qs, i)
          : ((
              await client.request<{ value?: Array<Record<string, unknown>> }>('GET', path, {
                qs: { ...qs, $top: ctx.getNodeParameter('limit', i, 100) },
                itemIndex: i,
              })
            ).value ?? []);
      if (!rawData) return columns.map((c) => ({ name: c.name }));
      return { [String(ctx.getNodeParameter('dataProperty', i, 'data'))]: columns };
    }),
  getRows: (ctx, client) =>
    perItem(
      ctx,
      async (i) => {
        const filters = (ctx.getNodeParameter('filters', i, {}) ?? {}) as Record<string, unknown>;
        const rawData = ctx.getNodeParameter('rawData', i, false) === true;
        const qs = rawData && filters.fields ? { $select: filters.fields } : {};
        const path = tablePath(ctx, i);
        const rows =
          ctx.getNodeParameter('returnAll', i, false) === true
            ? await client.requestAllSkip<Row>(`${path}/rows`, qs, i)
            : ((
                await client.request<{ value?: Row[] }>('GET', `${path}/rows`, {
                  qs: { ...qs, $top: ctx.getNodeParameter('limit', i, 100) },
                  itemIndex: i,
                })
              ).value ?? []);
        if (rawData) return { [String(ctx.getNodeParameter('dataProperty', i, 'data'))]: rows };
        let objects = await rowObjects(client, path, rows, i);
        const wanted = filters.column as string[] | undefined;
        if (wanted?.length)
          objects = objects.map((o) => Object.fromEntries(Object.entries(o).filter(([k]) => wanted.includes(k))));
        return objects.map((json, index) => ({ json, pairedItem: { item: index } }));
      },
      { keepPairing: true },
    ),
  lookup: (ctx, client) =>
    perItem(ctx, async (i) => {
      const path = tablePath(ctx, i);
      const column = String(ctx.getNodeParameter('lookupColumn', i, ''));
      const value = String(ctx.getNodeParameter('lookupValue', i, ''));
      const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Record<string, unknown>;
      const rows = await client.requestAllSkip<Row>(`${path}/rows`, {}, i);
      const columns = (await client.requestAllSkip<{ name: string }>(`${path}/columns`, { $select: 'name' }, i)).map(
        (c) => c.name,
      );
      if (!columns.includes(column))
        throw new NodeApiError(
          client.node,
          { message: `Column ${column} does not exist on the table selected` },
          { itemIndex: i },
        );
      const objects = rows.map((r) => Object.fromEntries(columns.map((c, y) => [c, r.values?.[0]?.[y]])));
      const hit = (o: Record<string, unknown>) => o[column]?.toString() === value;
      return options.returnAllMatches ? objects.filter(hit) : (objects.find(hit) ?? []);
    }),
};
