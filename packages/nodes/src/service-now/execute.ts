/**
 * ServiceNow 1: attachments, business services, configuration items, departments, the dictionary,
 * incidents, any table's records, users, user groups and user roles through an instance's Table and
 * Attachment APIs, answered as n8n's node answers them (the answer's `result`, a list's records,
 * `{ success: true }` for deletions). As in n8n's node: resource and operation come from the first
 * item; "Fields" options are sent comma-joined; a user read by user name is a one-record list; an
 * attachment can carry its file as binary; and with Continue On Fail a failed item becomes
 * `{ error: message }`.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { serviceNowRequest, serviceNowRequestAll, serviceNowRequestFull, type ServiceNowCall } from './api.js';

type Json = Record<string, any>;

interface Run {
  ctx: ExecuteContext;
  authentication: unknown;
}

const p = (run: Run, name: string, i: number, fallback?: unknown): any => run.ctx.getNodeParameter(name, i, fallback);
const call = (run: Run, i: number, c: Omit<ServiceNowCall, 'authentication' | 'itemIndex'>) =>
  serviceNowRequest(run.ctx, { ...c, authentication: run.authentication, itemIndex: i });

/** The tables each list-only resource reads. */
const TABLES: Record<string, string> = {
  businessService: 'cmdb_ci_service',
  configurationItems: 'cmdb_ci',
  department: 'cmn_department',
  dictionary: 'sys_dictionary',
  incident: 'incident',
  user: 'sys_user',
  userGroup: 'sys_user_group',
  userRole: 'sys_user_role',
};

/** The "Options" collection as the query, with "Fields" joined by commas. */
function options(run: Run, i: number): Json {
  const qs = { ...(p(run, 'options', i, {}) as Json) };
  if (qs.sysparm_fields && typeof qs.sysparm_fields !== 'string')
    qs.sysparm_fields = (qs.sysparm_fields as string[]).join(',');
  return qs;
}

/** A table's records: a page of "Limit", or every page. */
async function list(run: Run, i: number, resource: string, qs: Json): Promise<Json[]> {
  if (p(run, 'returnAll', i, false))
    return serviceNowRequestAll(run.ctx, {
      authentication: run.authentication,
      method: 'GET',
      resource,
      qs,
      itemIndex: i,
    });
  return (await call(run, i, { method: 'GET', resource, qs: { ...qs, sysparm_limit: p(run, 'limit', i, 50) } })).result;
}

/** The record body "Data to Send" describes: the item less the ignored fields, the columns given, or nothing. */
function recordBody(run: Run, i: number): Json {
  const mode = p(run, 'dataToSend', i, 'columns');
  if (mode === 'mapInput') {
    const ignored = String(p(run, 'inputsToIgnore', i, ''))
      .split(',')
      .map((field) => field.trim());
    const json = run.ctx.getInputData()[i]?.json ?? {};
    return Object.fromEntries(Object.entries(json).filter(([key]) => !ignored.includes(key)));
  }
  if (mode === 'columns') {
    const rows = ((p(run, 'fieldsToSend', i, {}) as Json).field ?? []) as Json[];
    const body: Json = {};
    for (const row of rows) body[row.column] = row.value;
    return body;
  }
  return {};
}

/** An attachment's file as binary data. */
async function download(run: Run, i: number, endpoint: string, fileName: unknown, contentType: unknown) {
  const answer = await serviceNowRequestFull(run.ctx, {
    authentication: run.authentication,
    method: 'GET',
    resource: `${endpoint}/file`,
    binary: true,
    itemIndex: i,
  });
  const bytes = answer.body instanceof Uint8Array ? answer.body : Buffer.from(String(answer.body ?? ''));
  return run.ctx.helpers.prepareBinaryData(
    bytes,
    fileName === undefined || fileName === null ? undefined : String(fileName),
    contentType === undefined || contentType === null ? undefined : String(contentType),
  );
}

const unknownOperation = (run: Run, operation: string, i: number) =>
  new NodeOperationError(run.ctx.getNode(), `The operation "${operation}" is not known!`, { itemIndex: i });

/** One item of the attachment resource: items, each possibly with binary data. */
async function attachment(run: Run, operation: string, i: number): Promise<Item[]> {
  if (operation === 'get') {
    const endpoint = `/now/attachment/${p(run, 'attachmentId', i)}`;
    const metadata = (await call(run, i, { method: 'GET', resource: endpoint })).result as Json;
    const item: Item = { json: metadata };
    if (p(run, 'download', i, false)) {
      const field = String(p(run, 'outputField', i, 'data'));
      item.binary = { [field]: await download(run, i, endpoint, metadata?.file_name, metadata?.content_type) };
    }
    return [item];
  }
  if (operation === 'getAll') {
    const fetchFiles = p(run, 'download', i, false);
    const qs: Json = { sysparm_query: `table_name=${p(run, 'tableName', i)}` };
    const queryFilter = (p(run, 'options', i, {}) as Json).queryFilter;
    if (queryFilter) qs.sysparm_query = `${qs.sysparm_query}^${queryFilter}`;
    const records = await list(run, i, '/now/attachment', qs);
    const out: Item[] = [];
    const field = fetchFiles ? String(p(run, 'outputField', i, 'data')) : '';
    for (const record of records ?? []) {
      if (!fetchFiles) out.push({ json: record });
      else
        out.push({
          json: record,
          binary: {
            [field]: await download(run, i, `/now/attachment/${record.sys_id}`, record.file_name, record.content_type),
          },
        });
    }
    return out;
  }
  if (operation === 'upload') {
    const field = String(p(run, 'inputDataFieldName', i, 'data'));
    const binary = requireBinary(run.ctx, i, field);
    const qs: Json = {
      table_name: p(run, 'tableName', i),
      table_sys_id: p(run, 'id', i),
      file_name: binary.fileName ? binary.fileName : `${field}.${binary.fileExtension}`,
      ...(p(run, 'options', i, {}) as Json),
    };
    const bytes = Buffer.from(await run.ctx.helpers.getBinaryDataBuffer(i, field));
    const answer = await call(run, i, {
      method: 'POST',
      resource: '/now/attachment/file',
      body: bytes,
      qs,
      headers: { 'Content-Type': binary.mimeType },
    });
    return [{ json: answer.result }];
  }
  if (operation === 'delete') {
    await call(run, i, { method: 'DELETE', resource: `/now/attachment/${p(run, 'attachmentId', i)}` });
    return [{ json: { success: true } }];
  }
  return [];
}

/** One item of a table-backed resource: its answer (a record, a list or `{ success: true }`). */
async function record(run: Run, resource: string, operation: string, i: number): Promise<unknown> {
  if (resource === 'tableRecord' || resource === 'incident' || resource === 'user') {
    const table = resource === 'tableRecord' ? String(p(run, 'tableName', i)) : TABLES[resource]!;
    const path = `/now/table/${table}`;
    switch (operation) {
      case 'create': {
        const body =
          resource === 'incident'
            ? { short_description: p(run, 'short_description', i), ...(p(run, 'additionalFields', i, {}) as Json) }
            : resource === 'user'
              ? (p(run, 'additionalFields', i, {}) as Json)
              : recordBody(run, i);
        return (await call(run, i, { method: 'POST', resource: path, body })).result;
      }
      case 'delete':
        await call(run, i, { method: 'DELETE', resource: `${path}/${p(run, 'id', i)}` });
        return { success: true };
      case 'get': {
        const qs = options(run, i);
        if (resource === 'user' && p(run, 'getOption', i, 'id') !== 'id') {
          qs.sysparm_query = `user_name=${p(run, 'user_name', i)}`;
          qs.sysparm_limit = 1;
          return (await call(run, i, { method: 'GET', resource: path, qs })).result;
        }
        return (await call(run, i, { method: 'GET', resource: `${path}/${p(run, 'id', i)}`, qs })).result;
      }
      case 'getAll':
        return list(run, i, path, options(run, i));
      case 'update': {
        const body = resource === 'tableRecord' ? recordBody(run, i) : (p(run, 'updateFields', i, {}) as Json);
        return (await call(run, i, { method: 'PATCH', resource: `${path}/${p(run, 'id', i)}`, body })).result;
      }
      default:
        throw unknownOperation(run, operation, i);
    }
  }
  if (resource in TABLES) {
    if (operation !== 'getAll') throw unknownOperation(run, operation, i);
    return list(run, i, `/now/table/${TABLES[resource]}`, options(run, i));
  }
  throw new NodeOperationError(run.ctx.getNode(), `The resource "${resource}" is not known!`, { itemIndex: i });
}

/** The items an answer stands for (a list's entries, or the one object). */
function itemsOf(answer: unknown, i: number): Item[] {
  const list = Array.isArray(answer) ? answer : [answer];
  return list.map((json) => ({ json: (json ?? {}) as Json, pairedItem: { item: i } }));
}

/** ServiceNow 1's execute. */
export async function executeServiceNow(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'user'));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const run: Run = { ctx, authentication: ctx.getNodeParameter('authentication', 0, 'oAuth2') };
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      if (resource === 'attachment')
        out.push(...(await attachment(run, operation, i)).map((item) => ({ ...item, pairedItem: { item: i } })));
      else out.push(...itemsOf(await record(run, resource, operation, i), i));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
