/**
 * QuickBooks Online 1: each resource's operations as calls to the Accounting API of the credential's
 * company, answered as n8n's node answers them (the entity under its name in the answer). As in
 * n8n's node: resource and operation are read from the first item; creates check their lines and
 * reshape them per resource; collection fields go through n8n's field rules (references as
 * `{ name, value }`, addresses without empty parts, e-mail and phone as objects, custom fields as
 * text fields); updates are sparse and carry the current `SyncToken` (and the current customer or
 * vendor reference) read first; deletions and voids read the `SyncToken` first; "Get" with
 * Download answers the input items with the PDF attached to the item's binary property; the
 * transaction report is simplified to one item per row unless asked otherwise. With Continue On Fail
 * an item that fails gives `{ error }` with the error's message.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { entityName, quickBooksQueryAll, quickBooksRealm, quickBooksRequest } from './api.js';
import {
  adjustTransactionDates,
  checkLines,
  knownFields,
  populateFields,
  processLines,
  simplifyTransactionReport,
} from './fields.js';
import { quickBooksProperties } from './properties.js';

type Json = Record<string, any>;

/** The reference each update keeps from the current entity. */
const UPDATE_REF: Record<string, string | undefined> = {
  bill: 'VendorRef',
  estimate: 'CustomerRef',
  invoice: 'CustomerRef',
  payment: 'CustomerRef',
};
/** The content type n8n's node names for some operations. */
function contentTypeOf(resource: string, operation: string): string | undefined {
  if (resource === 'invoice' && operation === 'send') return 'application/octet-stream';
  if ((resource === 'invoice' || resource === 'payment') && (operation === 'void' || operation === 'delete'))
    return 'application/json';
  return undefined;
}

/** Runs QuickBooks Online 1 over the input items. */
export async function executeQuickBooks(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const download =
    ['estimate', 'invoice', 'payment'].includes(resource) &&
    operation === 'get' &&
    ctx.getNodeParameter('download', 0, false) === true;
  const realm = await quickBooksRealm(ctx);
  const base = `/v3/company/${realm}`;
  const entity = entityName(resource);
  const out: Item[] = [];
  // With Download, n8n's node answers the input items, the PDFs attached to them.
  const downloaded: Item[] = download
    ? items.map((item) => ({ ...item, json: item.json, binary: item.binary ? { ...item.binary } : undefined }))
    : [];

  for (let i = 0; i < items.length; i++) {
    const p = (name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback);
    const call = (method: 'GET' | 'POST', endpoint: string, qs?: Json, body?: Json) =>
      quickBooksRequest(ctx, {
        method,
        endpoint,
        qs,
        body,
        itemIndex: i,
        contentType: contentTypeOf(resource, operation),
      });
    const current = async (): Promise<Json> =>
      ((await call('GET', `${base}/${resource}/${p(`${resource}Id`)}`)) as Json)?.[entity] ?? {};
    try {
      let answer: unknown;
      if (resource === 'transaction') {
        answer = await transactionReport(ctx, i, base);
      } else if (operation === 'getAll') {
        const query = `SELECT * FROM ${resource}${(p('filters', {}) as Json).query ? ` ${(p('filters', {}) as Json).query}` : ''}`;
        if (p('returnAll')) answer = await quickBooksQueryAll(ctx, `${base}/query`, query, resource, i);
        else
          answer = ((await call('GET', `${base}/query`, { query: `${query} MAXRESULTS ${p('limit')}` })) as Json)
            ?.QueryResponse?.[entity];
      } else if (operation === 'get') {
        const id = p(`${resource}Id`);
        if (download) {
          const bytes = (await quickBooksRequest(ctx, {
            method: 'GET',
            endpoint: `${base}/${resource}/${id}/pdf`,
            itemIndex: i,
            pdf: true,
          })) as Uint8Array;
          const property = String(p('binaryProperty'));
          const binary = await ctx.helpers.prepareBinaryData(
            bytes instanceof Uint8Array ? bytes : Buffer.from(String(bytes)),
            String(p('fileName')),
            'application/pdf',
          );
          downloaded[i] = {
            ...downloaded[i]!,
            binary: {
              ...(downloaded[i]!.binary ?? {}),
              [property]: { ...binary, fileName: String(p('fileName')), fileExtension: 'pdf' },
            },
          };
          continue;
        }
        answer = ((await call('GET', `${base}/${resource}/${id}`)) as Json)?.[entity];
      } else if (operation === 'create') {
        answer = ((await call('POST', `${base}/${resource}`, {}, createBody(ctx, i, resource))) as Json)?.[entity];
      } else if (operation === 'update') {
        const ref = UPDATE_REF[resource];
        const existing = await current();
        let body: Json = { Id: p(`${resource}Id`), SyncToken: existing.SyncToken, sparse: true };
        if (ref) body[ref] = { name: existing[ref]?.name, value: existing[ref]?.value };
        const fields = knownFields(
          quickBooksProperties,
          'updateFields',
          resource,
          operation,
          (p('updateFields', {}) ?? {}) as Json,
        );
        if (Object.keys(fields).length === 0)
          throw new NodeOperationError(
            ctx.getNode(),
            `Please enter at least one field to update for the ${resource}.`,
            { itemIndex: i },
          );
        body = populateFields(body, fields, resource);
        answer = ((await call('POST', `${base}/${resource}`, {}, body)) as Json)?.[entity];
      } else if (operation === 'delete') {
        const body = { Id: p(`${resource}Id`), SyncToken: (await current()).SyncToken };
        answer = ((await call('POST', `${base}/${resource}`, { operation: 'delete' }, body)) as Json)?.[entity];
      } else if (operation === 'void') {
        const qs = { Id: p(`${resource}Id`), SyncToken: (await current()).SyncToken, operation: 'void' };
        answer = ((await call('POST', `${base}/${resource}`, qs, {})) as Json)?.[entity];
      } else if (operation === 'send') {
        answer = (
          (await call('POST', `${base}/${resource}/${p(`${resource}Id`)}/send`, { sendTo: p('email') }, {})) as Json
        )?.[entity];
      } else {
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`, {
          itemIndex: i,
        });
      }
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      if (download) {
        downloaded[i] = { ...downloaded[i]!, json: { error: (error as Error).message } };
        continue;
      }
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: (error as Error).message }), {
          itemData: { item: i },
        }),
      );
    }
  }
  return [download ? downloaded : out];
}

/** The body of a create, per resource. */
function createBody(ctx: ExecuteContext, i: number, resource: string): Json {
  const p = (name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback);
  let body: Json;
  if (resource === 'bill' || resource === 'estimate' || resource === 'invoice') {
    const lines = (p('Line', []) ?? []) as Json[];
    const refusal = checkLines(lines, resource);
    if (refusal) throw new NodeOperationError(ctx.getNode(), refusal, { itemIndex: i });
    const ref = resource === 'bill' ? 'VendorRef' : 'CustomerRef';
    body = { [ref]: { value: p(ref) } };
    body.Line = processLines(
      lines.map((line) => ({ ...line })),
      resource,
    );
  } else if (resource === 'customer' || resource === 'vendor') {
    body = { DisplayName: p('displayName') };
  } else if (resource === 'employee') {
    body = { FamilyName: p('FamilyName'), GivenName: p('GivenName') };
  } else if (resource === 'payment') {
    body = { CustomerRef: { value: p('CustomerRef') }, TotalAmt: p('TotalAmt') };
  } else {
    throw new NodeOperationError(ctx.getNode(), `The operation "create" of "${resource}" is not known!`, {
      itemIndex: i,
    });
  }
  return populateFields(
    body,
    knownFields(
      quickBooksProperties,
      'additionalFields',
      resource,
      'create',
      (p('additionalFields', {}) ?? {}) as Json,
    ),
    resource,
  );
}

/** The TransactionList report with the filters as its query; simplified to rows unless "Simplify" is off. */
async function transactionReport(ctx: ExecuteContext, i: number, base: string): Promise<unknown> {
  const { columns, memo, term, customer, vendor, ...rest } = (ctx.getNodeParameter('filters', i, {}) ?? {}) as Json;
  let qs: Json = { ...rest };
  if (columns?.length) qs.columns = columns.join(',');
  if (memo?.length) qs.memo = memo.join(',');
  if (term?.length) qs.term = term.join(',');
  if (customer?.length) qs.customer = customer.join(',');
  if (vendor?.length) qs.vendor = vendor.join(',');
  qs = adjustTransactionDates(qs);
  let answer = (await quickBooksRequest(ctx, {
    method: 'GET',
    endpoint: `${base}/reports/TransactionList`,
    qs,
    itemIndex: i,
  })) as unknown;
  if (!Object.keys((answer as Json | undefined)?.Rows ?? {}).length) answer = [];
  if (ctx.getNodeParameter('simple', i, true) && !Array.isArray(answer))
    answer = simplifyTransactionReport(answer as Json);
  return answer;
}
