/**
 * Supabase 1: rows of a table through the project's REST API, answered as n8n answers them. Create
 * sends every item's row in one request and answers the created rows (paired with the items in
 * order); Delete and Update answer the rows they changed, per item; Get the rows equal to its
 * conditions; Get Many reads up to the limit, or every row 1000 at a time (`offset`). Filters
 * follow n8n's rules (see filters.ts), including its quirks: a filter string of Get Many and Update
 * is appended once more for each further item, and "Use Custom Schema" is read from the first item.
 * Continue On Fail gives `{ error: <PostgREST's message> }` items (Get: n8n's whole message).
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { supabaseRequest, type SupabaseCall } from './api.js';
import { allConditionsQuery, applyFilterString, getQuery, logicTreeTerm, type FilterCondition } from './filters.js';

type Json = Record<string, unknown>;

/** Supabase's most rows an answer (a full page means there may be more). */
const PAGE = 1000;

/** The schema headers for a method when "Use Custom Schema" is on (read from the first item). */
function schemaHeaders(ctx: ExecuteContext, method: SupabaseCall['method']): Record<string, string> {
  if (!ctx.getNodeParameter('useCustomSchema', 0, false)) return {};
  const schema = String(ctx.getNodeParameter('schema', 0, 'public'));
  return method === 'GET' ? { 'Accept-Profile': schema } : { 'Content-Profile': schema };
}

/** The row an item writes: its own fields (less those to ignore) or the fields defined below. */
function rowOf(ctx: ExecuteContext, items: Item[], i: number): Json {
  const record: Json = {};
  if (ctx.getNodeParameter('dataToSend', 0, 'defineBelow') === 'autoMapInputData') {
    const ignore = String(ctx.getNodeParameter('inputsToIgnore', i, '') ?? '')
      .split(',')
      .map((c) => c.trim());
    for (const [key, value] of Object.entries(items[i]!.json)) if (!ignore.includes(key)) record[key] = value;
  } else {
    for (const field of (ctx.getNodeParameter('fieldsUi.fieldValues', i, []) ?? []) as Array<{
      fieldId?: unknown;
      fieldValue?: unknown;
    }>) {
      record[String(field.fieldId)] = field.fieldValue;
    }
  }
  return record;
}

const conditionsOf = (ctx: ExecuteContext, i: number) =>
  (ctx.getNodeParameter('filters.conditions', i, []) ?? []) as FilterCondition[];

function requireConditions(ctx: ExecuteContext, conditions: FilterCondition[], i: number): void {
  if (!conditions.length)
    throw new NodeOperationError(ctx.getNode(), 'At least one select condition must be defined', { itemIndex: i });
}

/** The endpoint followed by the item's filter string. */
function withFilterString(ctx: ExecuteContext, endpoint: string, i: number): string {
  const filterString = String(ctx.getNodeParameter('filterString', i, '') ?? '');
  const parameters = (ctx.getNodeParameter('filterStringParameters.values', i, []) ?? []) as Array<{ value?: unknown }>;
  return `${endpoint}?${applyFilterString(ctx.getNode(), filterString, parameters)}`;
}

const rowsOut = (ctx: ExecuteContext, rows: unknown, item: number) =>
  ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(rows), { itemData: { item } });
const description = (error: unknown) => (error as { description?: string }).description;

/** Runs the node over its input items. */
export async function executeSupabase(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const operation = String(ctx.getNodeParameter('operation', 0, 'create'));
  if (String(ctx.getNodeParameter('resource', 0, 'row')) !== 'row') return [out];
  const table = String(ctx.getNodeParameter('tableId', 0, '') ?? '');
  if (table === '' || table === '.' || table === '..')
    throw new NodeOperationError(
      ctx.getNode(),
      table ? `Invalid identifier: "${table}" is not allowed` : 'Invalid identifier: a value is required',
    );
  const tablePath = `/${encodeURIComponent(table)}`;
  let qs: Json = {};

  if (operation === 'create') {
    const headers = schemaHeaders(ctx, 'POST');
    const records = items.map((_, i) => rowOf(ctx, items, i));
    try {
      const created = (await supabaseRequest(ctx, {
        method: 'POST',
        resource: tablePath,
        body: records,
        headers,
      })) as unknown[];
      (Array.isArray(created) ? created : []).forEach((row, i) => out.push(...rowsOut(ctx, row, i)));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: description(error) }), {
          itemData: records.map((_, item) => ({ item })),
        }),
      );
    }
  }

  if (operation === 'delete') {
    const filterType = ctx.getNodeParameter('filterType', 0, 'manual');
    const headers = schemaHeaders(ctx, 'DELETE');
    for (let i = 0; i < items.length; i++) {
      let endpoint = tablePath;
      if (filterType === 'manual') {
        const matchType = ctx.getNodeParameter('matchType', 0, 'anyFilter');
        const conditions = conditionsOf(ctx, i);
        requireConditions(ctx, conditions, i);
        if (matchType === 'allFilters') qs = allConditionsQuery(ctx.getNode(), conditions);
        if (matchType === 'anyFilter') qs.or = `(${conditions.map((c) => logicTreeTerm(ctx.getNode(), c)).join(',')})`;
      }
      if (filterType === 'string') endpoint = withFilterString(ctx, endpoint, i);
      let rows: unknown;
      try {
        rows = await supabaseRequest(ctx, {
          method: 'DELETE',
          resource: endpoint,
          qs: { ...qs },
          headers,
          itemIndex: i,
        });
      } catch (error) {
        if (!ctx.continueOnFail()) throw error;
        out.push(...rowsOut(ctx, { error: description(error) }, i));
        continue;
      }
      out.push(...rowsOut(ctx, rows, i));
    }
  }

  if (operation === 'get') {
    const headers = schemaHeaders(ctx, 'GET');
    for (let i = 0; i < items.length; i++) {
      const conditions = conditionsOf(ctx, i);
      qs = getQuery(conditions);
      requireConditions(ctx, conditions, i);
      let rows: unknown;
      try {
        rows = await supabaseRequest(ctx, { method: 'GET', resource: tablePath, qs: { ...qs }, headers, itemIndex: i });
      } catch (error) {
        if (!ctx.continueOnFail()) throw error;
        out.push(...rowsOut(ctx, { error: (error as Error).message }, i));
        continue;
      }
      out.push(...rowsOut(ctx, rows, i));
    }
  }

  if (operation === 'getAll') {
    const returnAll = ctx.getNodeParameter('returnAll', 0, false);
    const filterType = ctx.getNodeParameter('filterType', 0, 'manual');
    const headers = schemaHeaders(ctx, 'GET');
    let endpoint = tablePath;
    for (let i = 0; i < items.length; i++) {
      qs = {};
      if (filterType === 'manual') {
        const matchType = ctx.getNodeParameter('matchType', 0, 'anyFilter');
        const conditions = conditionsOf(ctx, i);
        if (conditions.length) {
          const tree = `(${conditions.map((c) => logicTreeTerm(ctx.getNode(), c)).join(',')})`;
          if (matchType === 'allFilters') qs.and = tree;
          if (matchType === 'anyFilter') qs.or = tree;
        }
      }
      if (filterType === 'string') endpoint = withFilterString(ctx, endpoint, i);
      if (!returnAll) qs.limit = ctx.getNodeParameter('limit', 0, 50);
      let rows: unknown[] = [];
      try {
        let got = 0;
        do {
          const page = (await supabaseRequest(ctx, {
            method: 'GET',
            resource: endpoint,
            qs: { ...qs },
            headers,
            itemIndex: i,
          })) as unknown[];
          got = Array.isArray(page) ? page.length : 0;
          rows = rows.concat(page ?? []);
          qs.offset = rows.length;
        } while (got >= PAGE);
        out.push(...rowsOut(ctx, rows, i));
      } catch (error) {
        if (!ctx.continueOnFail()) throw error;
        out.push(...rowsOut(ctx, { error: description(error) }, i));
      }
    }
  }

  if (operation === 'update') {
    const filterType = ctx.getNodeParameter('filterType', 0, 'manual');
    const headers = schemaHeaders(ctx, 'PATCH');
    let endpoint = tablePath;
    for (let i = 0; i < items.length; i++) {
      if (filterType === 'manual') {
        const matchType = ctx.getNodeParameter('matchType', 0, 'anyFilter');
        const conditions = conditionsOf(ctx, i);
        requireConditions(ctx, conditions, i);
        if (matchType === 'allFilters') qs = allConditionsQuery(ctx.getNode(), conditions);
        if (matchType === 'anyFilter') qs.or = `(${conditions.map((c) => logicTreeTerm(ctx.getNode(), c)).join(',')})`;
      }
      if (filterType === 'string') endpoint = withFilterString(ctx, endpoint, i);
      const record = rowOf(ctx, items, i);
      try {
        const rows = await supabaseRequest(ctx, {
          method: 'PATCH',
          resource: endpoint,
          body: record,
          qs: { ...qs },
          headers,
          itemIndex: i,
        });
        out.push(...rowsOut(ctx, rows, i));
      } catch (error) {
        if (!ctx.continueOnFail()) throw error;
        out.push(...rowsOut(ctx, { error: description(error) }, i));
      }
    }
  }
  return [out];
}
