/**
 * Google BigQuery 1 (n8n's legacy `record` resource): insert rows (`tabledata.insertAll`) and read a
 * table's rows (`tabledata.list`), simplified to `{column: value}` objects by the table's schema.
 */
import { randomUUID } from 'node:crypto';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { bigQueryRequest, type BigQueryCall } from './api.js';

type Json = Record<string, any>;

/** Rows (`{f: [{v}]}`) as objects keyed by the field names, in column order. */
function simplifyRows(rows: Json[], fields: string[]): Json[] {
  return rows.map((row) => {
    const record: Json = {};
    fields.forEach((field, index) => {
      record[field] = (row.f as Json[])[index]!.v;
    });
    return record;
  });
}

const allItems = (length: number) => Array.from({ length }, (_, item) => ({ item }));

/** Runs Google BigQuery 1 over the input items. */
export async function executeBigQueryV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const authentication = String(ctx.getNodeParameter('authentication', 0, 'oAuth2'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'create'));
  const call = (c: BigQueryCall) => bigQueryRequest(ctx, authentication, c, false);
  const projectId = String(ctx.getNodeParameter('projectId', 0, ''));
  const datasetId = String(ctx.getNodeParameter('datasetId', 0, ''));
  const tableId = String(ctx.getNodeParameter('tableId', 0, ''));
  const tablePath = `/v2/projects/${projectId}/datasets/${datasetId}/tables/${tableId}`;
  const out: Item[] = [];

  if (operation === 'create') {
    // As n8n 1: the options of every item go into one request, and a refusal fails the node even under Continue.
    const body: Json = {};
    const rows: Json[] = [];
    for (let i = 0; i < items.length; i++) {
      Object.assign(body, ctx.getNodeParameter('options', i, {}) as Json);
      if (body.traceId === undefined) body.traceId = randomUUID();
      const columns = String(ctx.getNodeParameter('columns', i, ''))
        .split(',')
        .map((column) => column.trim());
      const record: Json = {};
      for (const key of Object.keys(items[i]!.json)) if (columns.includes(key)) record[key] = items[i]!.json[key];
      rows.push({ json: record });
    }
    body.rows = rows;
    const answer = await call({ method: 'POST', path: `${tablePath}/insertAll`, body, itemIndex: 0 });
    out.push({ json: answer, pairedItem: allItems(items.length) });
    return [out];
  }

  if (operation === 'getAll') {
    const returnAll = ctx.getNodeParameter('returnAll', 0, false) === true;
    const simple = ctx.getNodeParameter('simple', 0, true) === true;
    let fields: string[] | undefined;
    if (simple) {
      const table = await call({ path: tablePath, itemIndex: 0 });
      fields = ((table.schema?.fields ?? []) as Json[]).map((field) => String(field.name));
    }
    // The query is shared by the items, as in n8n 1: options set on one item stay for the next.
    const qs: Json = {};
    for (let i = 0; i < items.length; i++) {
      try {
        Object.assign(qs, ctx.getNodeParameter('options', i, {}) as Json);
        if (qs.selectedFields) fields = String(qs.selectedFields).split(',');
        let rows: Json[];
        if (returnAll) {
          rows = [];
          qs.maxResults = 100;
          let page: Json;
          do {
            page = await call({ path: `${tablePath}/data`, qs: { ...qs }, itemIndex: i });
            qs.pageToken = page.pageToken;
            if (Array.isArray(page.rows)) rows.push(...(page.rows as Json[]));
          } while (page.pageToken !== undefined && page.pageToken !== '');
        } else {
          qs.maxResults = ctx.getNodeParameter('limit', i, 100);
          const page = await call({ path: `${tablePath}/data`, qs: { ...qs }, itemIndex: i });
          rows = Array.isArray(page.rows) ? (page.rows as Json[]) : [];
        }
        const records = simple ? simplifyRows(rows, fields ?? []) : rows;
        for (const json of records) out.push({ json: json, pairedItem: { item: i } });
      } catch (error) {
        if (!ctx.continueOnFail()) throw error;
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [out];
  }

  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known`);
}
