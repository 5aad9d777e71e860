/**
 * NocoDB 1–3: rows of a table through the API its "API Version" setting names — before v0.90.0
 * (`/nc/{project}/api/v1/{table}`), v0.90.0 onwards (`/api/v1/db/data/noco/{project}/{table}`, bulk
 * writes under `/api/v1/db/data/bulk/noco/…`) or v0.200.0 onwards (`/api/v2/tables/{table}/records`).
 * As in n8n's node: creates, updates and deletes send every item in one bulk request and answer the
 * rows sent (with the ids the API gives back, or `{ success: true }` per row for API v2's updates
 * and deletes, a row it did not change being an error); reads go one item at a time; "Return All"
 * pages by the node's typeVersion; attachments can be uploaded from binary fields and downloaded
 * into binary data; with Continue On Fail an item that fails gives `{ error }`.
 */
import { NodeApiError, NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { nocoDbRequest, nocoDbRequestAll } from './api.js';

type Json = Record<string, any>;

interface Run {
  ctx: ExecuteContext;
  auth: string;
  apiVersion: number;
  baseId: string;
  table: string;
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

function rowsEndpoint(run: Run, bulk: boolean): string {
  if (run.apiVersion === 1) return `/nc/${run.baseId}/api/v1/${run.table}${bulk ? '/bulk' : ''}`;
  if (run.apiVersion === 2)
    return bulk
      ? `/api/v1/db/data/bulk/noco/${run.baseId}/${run.table}`
      : `/api/v1/db/data/noco/${run.baseId}/${run.table}`;
  return `/api/v2/tables/${run.table}/records`;
}

function primaryKey(run: Run): string {
  const chosen = String(run.ctx.getNodeParameter('primaryKey', 0, 'id'));
  return chosen === 'custom' ? String(run.ctx.getNodeParameter('customPrimaryKey', 0, '')) : chosen;
}

/** Uploads one binary field to NocoDB's storage and answers the field's value (the attachments as JSON). */
async function upload(run: Run, i: number, property: string): Promise<string> {
  const item = run.ctx.getInputData()[i]!;
  const meta = item.binary?.[property];
  if (!meta)
    throw new NodeOperationError(
      run.ctx.getNode(),
      `This operation expects the node's input data to contain a binary file '${property}', but none was found [item ${i}]`,
      { itemIndex: i },
    );
  const bytes = await run.ctx.helpers.getBinaryDataBuffer(i, property);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: meta.mimeType }), meta.fileName ?? 'file');
  form.append('json', JSON.stringify({ api: 'xcAttachmentUpload', project_id: run.baseId, dbAlias: 'db', args: {} }));
  const endpoint =
    run.apiVersion === 1 ? '/dashboard' : run.apiVersion === 2 ? '/api/v1/db/storage/upload' : '/api/v2/storage/upload';
  const qs = run.apiVersion === 3 ? { base_id: run.baseId } : { project_id: run.baseId };
  const answer = await nocoDbRequest(run.ctx, {
    auth: run.auth,
    method: 'POST',
    endpoint,
    qs,
    body: form,
    itemIndex: i,
  });
  return JSON.stringify(Array.isArray(answer) ? answer : [answer]);
}

/** The row an item sends: its own fields (less those to ignore) or the fields defined below. */
async function rowOf(run: Run, i: number, row: Json): Promise<Json> {
  if (run.ctx.getNodeParameter('dataToSend', i, 'defineBelow') === 'autoMapInputData') {
    const ignore = String(run.ctx.getNodeParameter('inputsToIgnore', i, ''))
      .split(',')
      .map((c) => c.trim());
    for (const [key, value] of Object.entries(run.ctx.getInputData()[i]!.json))
      if (!ignore.includes(key)) row[key] = value;
    return row;
  }
  const fields = (run.ctx.getNodeParameter('fieldsUi.fieldValues', i, []) ?? []) as Json[];
  for (const field of fields) {
    if (!field.binaryData) row[field.fieldName] = field.fieldValue;
    else if (field.binaryProperty) row[field.fieldName] = await upload(run, i, String(field.binaryProperty));
  }
  return row;
}

/** API v2's answer to a bulk update or delete: one count per row, 0 meaning the row was not found. */
function counted(run: Run, answer: unknown, body: Json[], verb: string): Json[] {
  return ((Array.isArray(answer) ? answer : []) as unknown[]).map((result, index) => {
    if (result === 0) {
      const message = `The row with the ID "${body[index]!.id}" could not be ${verb}. It probably doesn't exist.`;
      if (run.ctx.continueOnFail()) return { error: message };
      throw new NodeApiError(run.ctx.getNode(), { message }, { itemIndex: index });
    }
    return { success: true };
  });
}

async function create(run: Run, items: Item[]): Promise<Json[]> {
  const body: Json[] = [];
  for (let i = 0; i < items.length; i++) body.push(await rowOf(run, i, {}));
  const answer = await nocoDbRequest(run.ctx, {
    auth: run.auth,
    method: 'POST',
    endpoint: rowsEndpoint(run, true),
    body,
  });
  if (run.apiVersion === 3) return body.map((row, i) => ({ ...row, ...((answer as Json[])?.[i] ?? {}) }));
  let id = (answer as number[])?.[0] as number;
  for (let i = body.length - 1; i >= 0; i--) body[i]!.id = id--;
  return body;
}

async function remove(run: Run, items: Item[]): Promise<Json[]> {
  const key = run.apiVersion === 1 ? 'id' : primaryKey(run);
  const body = items.map((_, i) => ({ [key]: run.ctx.getNodeParameter('id', i) }));
  const answer = await nocoDbRequest(run.ctx, {
    auth: run.auth,
    method: 'DELETE',
    endpoint: rowsEndpoint(run, true),
    body,
  });
  if (run.apiVersion === 1) return items.map((item) => item.json);
  if (run.apiVersion === 2) return counted(run, answer, body, 'deleted');
  return (Array.isArray(answer) ? answer : [answer]) as Json[];
}

async function update(run: Run, items: Item[]): Promise<Json[]> {
  const key = run.apiVersion === 2 ? primaryKey(run) : 'id';
  const body: Json[] = [];
  for (let i = 0; i < items.length; i++)
    body.push(await rowOf(run, i, run.apiVersion === 3 ? {} : { [key]: run.ctx.getNodeParameter('id', i) }));
  const answer = await nocoDbRequest(run.ctx, {
    auth: run.auth,
    method: run.apiVersion === 1 ? 'PUT' : 'PATCH',
    endpoint: rowsEndpoint(run, true),
    body,
  });
  if (run.apiVersion === 1) return body;
  if (run.apiVersion === 2) return counted(run, answer, body, 'updated');
  return body.map((row, i) => ({ ...row, ...((answer as Json[])?.[i] ?? {}) }));
}

/** The rows with their attachment fields downloaded into binary data (`<field>_<index>`). */
async function withAttachments(run: Run, rows: Json[], fieldNames: string[], item: number): Promise<Item[]> {
  const out: Item[] = [];
  for (const row of rows) {
    const element: Item = { json: row, binary: {}, pairedItem: { item } };
    for (const field of fieldNames) {
      let attachments = row[field];
      if (typeof attachments === 'string') attachments = JSON.parse(attachments);
      if (!row[field]) continue;
      for (const [index, attachment] of (attachments as Json[]).entries()) {
        const bytes = await nocoDbRequest(run.ctx, {
          auth: run.auth,
          method: 'GET',
          url: String(attachment.signedUrl || attachment.url),
          binary: true,
          itemIndex: item,
        });
        element.binary![`${field}_${index}`] = await run.ctx.helpers.prepareBinaryData(
          new Uint8Array(bytes as Buffer),
          attachment.title,
          attachment.mimetype,
        );
      }
    }
    if (Object.keys(element.binary!).length === 0) delete element.binary;
    out.push(element);
  }
  return out;
}

async function getAll(run: Run, items: Item[]): Promise<Item[]> {
  const { ctx } = run;
  const out: Item[] = [];
  const downloads: Item[] = [];
  const download = Boolean(ctx.getNodeParameter('downloadAttachments', 0, false));
  try {
    for (let i = 0; i < items.length; i++) {
      const qs: Json = { ...((ctx.getNodeParameter('options', i, {}) ?? {}) as Json) };
      if (qs.sort)
        qs.sort = ((qs.sort.property ?? []) as Json[])
          .map((p) => `${p.direction === 'asc' ? '' : '-'}${p.field}`)
          .join(',');
      if (Array.isArray(qs.fields)) qs.fields = qs.fields.join(',');
      let rows: Json[];
      if (ctx.getNodeParameter('returnAll', 0, false)) {
        rows = await nocoDbRequestAll(
          ctx,
          { auth: run.auth, method: 'GET', endpoint: rowsEndpoint(run, false), qs, itemIndex: i },
          ctx.getNode().typeVersion,
        );
      } else {
        qs.limit = ctx.getNodeParameter('limit', 0, 50);
        const answer = await nocoDbRequest(ctx, {
          auth: run.auth,
          method: 'GET',
          endpoint: rowsEndpoint(run, false),
          qs,
          itemIndex: i,
        });
        rows = run.apiVersion === 1 ? answer : answer?.list;
      }
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(rows ?? []), { itemData: { item: i } }),
      );
      if (download)
        downloads.push(
          ...(await withAttachments(
            run,
            rows ?? [],
            String(ctx.getNodeParameter('downloadFieldNames', 0, '')).split(','),
            i,
          )),
        );
    }
    if (download) return downloads;
  } catch (error) {
    if (!ctx.continueOnFail()) throw error;
    out.push({ json: { error: errorText(error) } });
  }
  return out;
}

async function get(run: Run, items: Item[]): Promise<Item[]> {
  const { ctx } = run;
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const id = ctx.getNodeParameter('id', i);
      const answer = await nocoDbRequest(ctx, {
        auth: run.auth,
        method: 'GET',
        endpoint: `${rowsEndpoint(run, false)}/${id}`,
        itemIndex: i,
      });
      if (run.apiVersion === 2 && (answer === undefined || Object.keys(answer as Json).length === 0)) {
        const message = `The row with the ID "${id}" could not be queried. It probably doesn't exist.`;
        if (ctx.continueOnFail()) {
          out.push({ json: { error: message } });
          continue;
        }
        throw new NodeApiError(ctx.getNode(), { message }, { itemIndex: i });
      }
      if (ctx.getNodeParameter('downloadAttachments', i, false)) {
        const [row] = await withAttachments(
          run,
          [answer as Json],
          String(ctx.getNodeParameter('downloadFieldNames', i, '')).split(','),
          i,
        );
        out.push(
          ...ctx.helpers.constructExecutionMetaData([{ json: {}, ...(row?.binary ? { binary: row.binary } : {}) }], {
            itemData: { item: i },
          }),
        );
      } else
        out.push(
          ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), {
            itemData: { item: i },
          }),
        );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: errorText(error) }), {
          itemData: { item: i },
        }),
      );
    }
  }
  return out;
}

/** Runs NocoDB (typeVersion 1, 2 or 3) over the input items. */
export async function executeNocoDb(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const typeVersion = ctx.getNode().typeVersion;
  const run: Run = {
    ctx,
    auth: String(ctx.getNodeParameter('authentication', 0, 'nocoDb')),
    apiVersion: Number(ctx.getNodeParameter('version', 0, typeVersion)),
    baseId: String(ctx.getNodeParameter('projectId', 0, '')),
    table: String(ctx.getNodeParameter('table', 0, '')),
  };
  const resource = String(ctx.getNodeParameter('resource', 0, 'row'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'get'));
  if (resource !== 'row') throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known!`);
  if (operation === 'getAll') return [await getAll(run, items)];
  if (operation === 'get') return [await get(run, items)];
  let rows: Json[];
  if (operation === 'create') rows = await create(run, items);
  else if (operation === 'delete') rows = await remove(run, items);
  else if (operation === 'update') rows = await update(run, items);
  else throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known!`);
  return [ctx.helpers.returnJsonArray(rows)];
}
