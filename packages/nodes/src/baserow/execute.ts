/**
 * Baserow 1: rows of a table, as n8n's node works them. The node signs in once (a JWT from the
 * credential's username and password) and reads the table's fields, so that rows, which Baserow
 * keys `field_<id>`, come out keyed by field name and auto-mapped input fields go in by id. Rows
 * are listed 100 a page with Baserow's filters (`filter__field_<id>__<type>`, AND/OR), search and
 * ordering; created, read, updated (PATCH) and deleted one item at a time. With Continue On Fail an
 * item that fails gives an empty item carrying the error's message.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { baserowRequest, baserowRequestAll, baserowSignIn, type BaserowSession } from './api.js';

type Json = Record<string, any>;

/** Field names to `field_<id>` keys and back, from a table's fields. */
class FieldMap {
  private readonly byName = new Map<string, string>();
  private readonly byKey = new Map<string, string>();
  constructor(fields: Json[]) {
    for (const f of fields) {
      this.byName.set(String(f.name), `field_${f.id}`);
      this.byKey.set(`field_${f.id}`, String(f.name));
    }
  }
  /** Renames `field_<id>` keys to field names, in place. */
  toNames(row: Json): Json {
    for (const [key, value] of Object.entries(row ?? {})) {
      const name = this.byKey.get(key);
      if (name === undefined) continue;
      delete row[key];
      row[name] = value;
    }
    return row;
  }
  /** Renames field names to `field_<id>` keys, in place. */
  toKeys(row: Json): Json {
    for (const [key, value] of Object.entries(row)) {
      const id = this.byName.get(key);
      if (id === undefined) continue;
      delete row[key];
      row[id] = value;
    }
    return row;
  }
}

function bodyOf(ctx: ExecuteContext, map: FieldMap, item: Item, i: number): Json {
  const body: Json = {};
  if (ctx.getNodeParameter('dataToSend', 0, 'defineBelow') === 'autoMapInputData') {
    const ignore = String(ctx.getNodeParameter('inputsToIgnore', i, ''))
      .split(',')
      .map((c) => c.trim());
    for (const [key, value] of Object.entries(item.json)) {
      if (ignore.includes(key)) continue;
      body[key] = value;
      map.toKeys(body);
    }
    return body;
  }
  for (const field of (ctx.getNodeParameter('fieldsUi.fieldValues', i, []) ?? []) as Json[])
    body[`field_${field.fieldId}`] = field.fieldValue;
  return body;
}

async function listRows(ctx: ExecuteContext, session: BaserowSession, tableId: string, i: number): Promise<Json[]> {
  const { order, filters, filterType, search } = (ctx.getNodeParameter('additionalOptions', i, {}) ?? {}) as Json;
  const qs: Json = {};
  if (order?.fields)
    qs.order_by = (order.fields as Json[]).map(({ field, direction }) => `${direction ?? ''}${field}`).join(',');
  if (filters?.fields)
    for (const { field, operator, value } of filters.fields as Json[])
      qs[`filter__field_${field}__${operator}`] = value;
  if (filterType) qs.filter_type = filterType;
  if (search) qs.search = search;
  const returnAll = Boolean(ctx.getNodeParameter('returnAll', 0, false));
  const limit = Number(ctx.getNodeParameter('limit', 0, 0));
  return baserowRequestAll(ctx, session, `/api/database/rows/table/${tableId}/`, qs, returnAll, limit, i);
}

/** Runs Baserow 1 over the input items. */
export async function executeBaserow(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'getAll'));
  const tableId = String(ctx.getNodeParameter('tableId', 0, ''));
  const session = await baserowSignIn(ctx);
  const map = new FieldMap(
    (await baserowRequest(ctx, session, 'GET', `/api/database/fields/table/${tableId}/`)) as Json[],
  );
  const out: Item[] = [];
  const rowPath = (i: number) => `/api/database/rows/table/${tableId}/${ctx.getNodeParameter('rowId', i)}/`;
  const add = (data: unknown, i: number) =>
    out.push(...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(data), { itemData: { item: i } }));
  for (let i = 0; i < items.length; i++) {
    try {
      if (operation === 'getAll')
        add(
          (await listRows(ctx, session, tableId, i)).map((row) => map.toNames(row)),
          i,
        );
      else if (operation === 'get')
        add(map.toNames(await baserowRequest(ctx, session, 'GET', rowPath(i), undefined, undefined, i)), i);
      else if (operation === 'create')
        add(
          map.toNames(
            await baserowRequest(
              ctx,
              session,
              'POST',
              `/api/database/rows/table/${tableId}/`,
              bodyOf(ctx, map, items[i]!, i),
              undefined,
              i,
            ),
          ),
          i,
        );
      else if (operation === 'update') {
        const path = rowPath(i);
        add(
          map.toNames(await baserowRequest(ctx, session, 'PATCH', path, bodyOf(ctx, map, items[i]!, i), undefined, i)),
          i,
        );
      } else if (operation === 'delete') {
        await baserowRequest(ctx, session, 'DELETE', rowPath(i), undefined, undefined, i);
        out.push(...ctx.helpers.constructExecutionMetaData([{ json: { success: true } }], { itemData: { item: i } }));
      } else
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known!`, { itemIndex: i });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: {}, error: (error as Error).message, itemIndex: i });
    }
  }
  return [out];
}
