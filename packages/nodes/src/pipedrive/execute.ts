/**
 * Pipedrive 1: activities, deals, a deal's activities and products, files, leads, notes,
 * organizations, persons and products through Pipedrive's API v1, answered as n8n answers them:
 * each call's `data` (a list's entries; a search's results with their `result_score` unless "Raw
 * Data"), a download as binary data on the input item. "Resolve Properties" and "Encode Properties"
 * name custom fields (see custom-properties.ts). Errors are the item's with Continue On Fail
 * (`{ error: message }`, or the input item's json for a download), else the run's.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { pipedriveRequest, pipedriveRequestAll, type PipedriveCall } from './api.js';
import {
  customPropertiesOf,
  encodeCustomProperties,
  resolveCustomProperties,
  type CustomProperties,
} from './custom-properties.js';

type Json = Record<string, any>;

/** What one item asks for. */
interface Request {
  method: PipedriveCall['method'];
  endpoint: string;
  body: Json | FormData;
  qs: Json;
  returnAll: boolean;
  download: boolean;
}

/** Copies fields into `target`; `customProperties.property` rows become fields of their own. */
function addFields(target: Json, fields: Json): void {
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (key === 'customProperties' && (value as Json)?.property !== undefined) {
      for (const row of (value as Json).property as Json[]) target[row.name] = row.value;
    } else {
      target[key] = value;
    }
  }
}

/** A lead's create or update fields: the value's amount and currency, the close date as a day. */
function leadFields(body: Json, fields: Json): void {
  const { value, expected_close_date: closeDate, ...rest } = fields ?? {};
  Object.assign(body, rest);
  if (value) body.value = (value as Json).valueProperties;
  if (closeDate) body.expected_close_date = String(closeDate).split('T')[0];
}

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback);

/** `limit` unless every entry is asked for. */
function paging(ctx: ExecuteContext, i: number, r: Request): void {
  r.returnAll = Boolean(p(ctx, 'returnAll', i, false));
  if (!r.returnAll) r.qs.limit = p(ctx, 'limit', i, 100);
}

/** Builds item `i`'s request (see n8n's node for each operation's fields). */
async function requestFor(ctx: ExecuteContext, resource: string, operation: string, i: number): Promise<Request> {
  const r: Request = { method: 'GET', endpoint: '', body: {}, qs: {}, returnAll: false, download: false };
  const body = r.body as Json;
  const qs = r.qs;
  const unknown = () =>
    new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known for the resource "${resource}"!`, {
      itemIndex: i,
    });
  const simple = (plural: string, idParam: string, createFields: () => void) => {
    const id = () => p(ctx, idParam, i);
    if (operation === 'create') {
      r.method = 'POST';
      r.endpoint = `/${plural}`;
      createFields();
    } else if (operation === 'delete') {
      r.method = 'DELETE';
      r.endpoint = `/${plural}/${id()}`;
    } else if (operation === 'get') {
      r.endpoint = `/${plural}/${id()}`;
    } else if (operation === 'update') {
      r.method = 'PUT';
      r.endpoint = `/${plural}/${id()}`;
      addFields(body, p(ctx, 'updateFields', i, {}));
      if (['deal', 'organization', 'person'].includes(resource) && body.label === 'null') body.label = null;
    } else {
      return false;
    }
    return true;
  };

  switch (resource) {
    case 'activity':
      if (
        simple('activities', 'activityId', () => {
          body.subject = p(ctx, 'subject', i);
          body.done = p(ctx, 'done', i);
          body.type = p(ctx, 'type', i);
          addFields(body, p(ctx, 'additionalFields', i, {}));
        })
      )
        return r;
      if (operation !== 'getAll') throw unknown();
      paging(ctx, i, r);
      addFields(qs, p(ctx, 'additionalFields', i, {}));
      if (qs.filterId) {
        qs.filter_id = qs.filterId;
        delete qs.filterId;
      }
      if (qs.type) qs.type = (qs.type as unknown[]).join(',');
      r.endpoint = '/activities';
      return r;
    case 'deal':
      if (
        simple('deals', 'dealId', () => {
          body.title = p(ctx, 'title', i);
          if (p(ctx, 'associateWith', i) === 'organization') body.org_id = p(ctx, 'org_id', i);
          else body.person_id = p(ctx, 'person_id', i);
          addFields(body, p(ctx, 'additionalFields', i, {}));
        })
      )
        return r;
      if (operation === 'duplicate') {
        r.method = 'POST';
        r.endpoint = `/deals/${p(ctx, 'dealId', i)}/duplicate`;
      } else if (operation === 'getAll') {
        paging(ctx, i, r);
        addFields(qs, p(ctx, 'filters', i, {}));
        r.endpoint = '/deals';
      } else if (operation === 'search') {
        qs.term = p(ctx, 'term', i);
        r.returnAll = Boolean(p(ctx, 'returnAll', i, false));
        qs.exact_match = p(ctx, 'exactMatch', i, false);
        if (!r.returnAll) qs.limit = p(ctx, 'limit', i, 100);
        const extra = p(ctx, 'additionalFields', i, {}) as Json;
        if (extra.fields) qs.fields = (extra.fields as unknown[]).join(',');
        if (extra.organizationId) qs.organization_id = parseInt(String(extra.organizationId), 10);
        if (extra.includeFields) qs.include_fields = extra.includeFields;
        if (extra.personId) qs.person_id = parseInt(String(extra.personId), 10);
        if (extra.status) qs.status = extra.status;
        r.endpoint = '/deals/search';
      } else throw unknown();
      return r;
    case 'dealActivity': {
      if (operation !== 'getAll') throw unknown();
      const dealId = p(ctx, 'dealId', i);
      paging(ctx, i, r);
      const extra = p(ctx, 'additionalFields', i, {}) as Json;
      if (extra.exclude) qs.exclude = extra.exclude;
      if (extra.done !== undefined) qs.done = extra.done === true ? 1 : 0;
      r.endpoint = `/deals/${dealId}/activities`;
      return r;
    }
    case 'dealProduct': {
      const dealId = p(ctx, 'dealId', i);
      r.endpoint = `/deals/${dealId}/products`;
      if (operation === 'add') {
        r.method = 'POST';
        body.product_id = p(ctx, 'productId', i);
        body.item_price = p(ctx, 'item_price', i);
        body.quantity = p(ctx, 'quantity', i);
        addFields(body, p(ctx, 'additionalFields', i, {}));
      } else if (operation === 'remove' || operation === 'update') {
        r.method = operation === 'remove' ? 'DELETE' : 'PUT';
        r.endpoint = `/deals/${dealId}/products/${p(ctx, 'productAttachmentId', i)}`;
        if (operation === 'update') addFields(body, p(ctx, 'updateFields', i, {}));
      } else if (operation !== 'getAll') throw unknown();
      return r;
    }
    case 'file':
      if (operation === 'create') {
        const property = String(p(ctx, 'binaryPropertyName', i, 'data'));
        const binary = ctx.getInputData()[i]?.binary?.[property];
        if (!binary)
          throw new NodeOperationError(
            ctx.getNode(),
            `This operation expects the node's input data to contain a binary file '${property}', but none was found [item ${i}]`,
            { itemIndex: i },
          );
        const bytes = await ctx.helpers.getBinaryDataBuffer(i, property);
        const form = new FormData();
        form.append('file', new Blob([Uint8Array.from(bytes)], { type: binary.mimeType }), binary.fileName ?? 'file');
        const extra: Json = {};
        addFields(extra, p(ctx, 'additionalFields', i, {}));
        for (const [key, value] of Object.entries(extra)) form.append(key, String(value));
        r.method = 'POST';
        r.endpoint = '/files';
        r.body = form;
      } else if (operation === 'download') {
        r.download = true;
        r.endpoint = `/files/${p(ctx, 'fileId', i)}/download`;
      } else if (!simple('files', 'fileId', () => undefined)) throw unknown();
      return r;
    case 'lead': {
      if (operation === 'create') {
        body.title = p(ctx, 'title', i);
        if (p(ctx, 'associateWith', i) === 'organization') body.organization_id = p(ctx, 'organization_id', i);
        else body.person_id = p(ctx, 'person_id', i);
        leadFields(body, p(ctx, 'additionalFields', i, {}));
        r.method = 'POST';
        r.endpoint = '/leads';
      } else if (operation === 'getAll') {
        paging(ctx, i, r);
        Object.assign(qs, p(ctx, 'filters', i, {}));
        r.endpoint = '/leads';
      } else if (operation === 'update') {
        leadFields(body, p(ctx, 'updateFields', i, {}));
        r.method = 'PATCH';
        r.endpoint = `/leads/${p(ctx, 'leadId', i)}`;
      } else if (operation === 'delete' || operation === 'get') {
        r.method = operation === 'delete' ? 'DELETE' : 'GET';
        r.endpoint = `/leads/${p(ctx, 'leadId', i)}`;
      } else throw unknown();
      return r;
    }
    case 'note':
      if (
        simple('notes', 'noteId', () => {
          body.content = p(ctx, 'content', i);
          addFields(body, p(ctx, 'additionalFields', i, {}));
        })
      )
        return r;
      if (operation !== 'getAll') throw unknown();
      paging(ctx, i, r);
      addFields(qs, p(ctx, 'additionalFields', i, {}));
      r.endpoint = '/notes';
      return r;
    case 'organization':
      if (
        simple('organizations', 'organizationId', () => {
          body.name = p(ctx, 'name', i);
          addFields(body, p(ctx, 'additionalFields', i, {}));
        })
      )
        return r;
      if (operation === 'getAll') {
        paging(ctx, i, r);
        const filters = p(ctx, 'filters', i, {}) as Json;
        if (filters.filterId) qs.filter_id = filters.filterId;
        if (filters.firstChar) qs.first_char = String(filters.firstChar).substring(0, 1);
        r.endpoint = '/organizations';
      } else if (operation === 'search') {
        qs.term = p(ctx, 'term', i);
        paging(ctx, i, r);
        const extra = p(ctx, 'additionalFields', i, {}) as Json;
        if ((extra.fields as unknown[] | undefined)?.length) qs.fields = (extra.fields as unknown[]).join(',');
        if (extra.exactMatch) qs.exact_match = extra.exactMatch;
        r.endpoint = '/organizations/search';
      } else throw unknown();
      return r;
    case 'person':
      if (
        simple('persons', 'personId', () => {
          body.name = p(ctx, 'name', i);
          addFields(body, p(ctx, 'additionalFields', i, {}));
        })
      )
        return r;
      if (operation === 'getAll') {
        paging(ctx, i, r);
        const extra = p(ctx, 'additionalFields', i, {}) as Json;
        if (extra.filterId) qs.filter_id = extra.filterId;
        if (extra.firstChar) qs.first_char = extra.firstChar;
        if (extra.sort) qs.sort = extra.sort;
        r.endpoint = '/persons';
      } else if (operation === 'search') {
        qs.term = p(ctx, 'term', i);
        paging(ctx, i, r);
        const extra = p(ctx, 'additionalFields', i, {}) as Json;
        if (extra.fields) qs.fields = extra.fields;
        if (extra.exactMatch) qs.exact_match = extra.exactMatch;
        if (extra.organizationId) qs.organization_id = parseInt(String(extra.organizationId), 10);
        if (extra.includeFields) qs.include_fields = extra.includeFields;
        r.endpoint = '/persons/search';
      } else throw unknown();
      return r;
    case 'product':
      if (operation !== 'getAll') throw unknown();
      paging(ctx, i, r);
      r.endpoint = '/products';
      return r;
    default:
      throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known!`, { itemIndex: i });
  }
}

const isDownload = (resource: string, operation: string) => resource === 'file' && operation === 'download';

/** Runs Pipedrive 1 over its input items. */
export async function executePipedrive(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'deal'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'create'));
  const authentication = ctx.getNodeParameter('authentication', 0, 'apiToken');
  const out: Item[] = [];
  const downloads: Item[] = [];
  let properties: CustomProperties | undefined;
  if (
    ['get', 'getAll', 'update'].includes(operation) &&
    ['activity', 'deal', 'organization', 'person', 'product'].includes(resource)
  ) {
    const wanted =
      operation === 'update'
        ? ctx.getNodeParameter('encodeProperties', 0, false)
        : ctx.getNodeParameter('resolveProperties', 0, false);
    if (wanted) properties = await customPropertiesOf(ctx, authentication, resource);
  }
  for (let i = 0; i < items.length; i++) {
    try {
      const r = await requestFor(ctx, resource, operation, i);
      const call: PipedriveCall = {
        authentication,
        method: r.method,
        endpoint: r.endpoint,
        body: r.body,
        qs: r.qs,
        itemIndex: i,
        download: r.download,
      };
      let data: unknown;
      if (r.returnAll) {
        data = await pipedriveRequestAll(ctx, call);
      } else {
        if (properties && !(r.body instanceof FormData)) encodeCustomProperties(properties, r.body);
        data = (await pipedriveRequest(ctx, call)).data;
      }
      if (r.download) {
        const property = String(p(ctx, 'binaryPropertyName', i, 'data'));
        const bytes = data instanceof Uint8Array ? data : Buffer.from(data as ArrayBuffer);
        downloads.push({
          json: items[i]!.json,
          binary: { ...(items[i]!.binary ?? {}), [property]: await ctx.helpers.prepareBinaryData(bytes) },
          pairedItem: { item: i },
        });
        continue;
      }
      // A search's one page is flattened (its results' items with their scores, unless "Raw Data");
      // every page (Return All) is already a list of results and stays as Pipedrive gives them, as in n8n.
      if (operation === 'search' && Array.isArray((data as Json)?.items)) {
        data = (data as Json).items;
        if ((p(ctx, 'additionalFields', i, {}) as Json).rawData !== true)
          data = (data as Json[]).map((entry) => ({ result_score: entry.result_score, ...entry.item }));
      }
      if ((data as Json)?.data === true) data = { success: true };
      out.push(...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(data), { itemData: { item: i } }));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      if (isDownload(resource, operation))
        downloads.push({
          json: { error: (error as Error).message },
          ...(items[i]!.binary ? { binary: items[i]!.binary } : {}),
          pairedItem: { item: i },
        });
      else out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  if (isDownload(resource, operation)) return [downloads];
  if (properties) for (const item of out) resolveCustomProperties(properties, item.json);
  return [out];
}
