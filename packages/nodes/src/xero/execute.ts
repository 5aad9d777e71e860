/**
 * Xero 1: contacts and invoices of the organisation each item names, as n8n's node works them.
 * Resource and operation are read from the first item; creates and updates post Xero's bodies
 * (contacts wrapped in `Contacts`), and every answer gives its `Contacts` or `Invoices` list as
 * items paired with the item. "Get Many" reads one answer and keeps the first `limit` records, or
 * with Return All reads pages until one is empty (naming the organisation on the first page only,
 * as n8n's node does, so Xero refuses a second page). As in n8n's node the list query is shared by the
 * items of a run (options of one item stay for the next, and so does the last page asked for), and an
 * invoice update does not send the contact. With Continue On Fail an item that fails gives
 * `{ error }` with the error's message.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { xeroRequest, xeroRequestAll, type XeroCall } from './api.js';
import { contactFields, invoiceFields, lineItems } from './fields.js';

type Json = Record<string, any>;

/** Runs Xero 1 over the input items. */
export async function executeXero(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  // n8n's node keeps one query object for the whole run.
  const qs: Json = {};
  for (let i = 0; i < items.length; i++) {
    const p = <T = unknown>(name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback) as T;
    const call = (c: Omit<XeroCall, 'itemIndex'>) => xeroRequest(ctx, { ...c, itemIndex: i });
    try {
      const resource = String(ctx.getNodeParameter('resource', 0));
      const operation = String(ctx.getNodeParameter('operation', 0));
      if (!['contact', 'invoice'].includes(resource) || !['create', 'get', 'getAll', 'update'].includes(operation))
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`, {
          itemIndex: i,
        });
      const tenantId = String(p('organizationId') ?? '');
      const property = resource === 'contact' ? 'Contacts' : 'Invoices';
      const path = `/${property}`;
      let answer: unknown;
      if (operation === 'create' || operation === 'update') {
        const fields = p<Json>(operation === 'create' ? 'additionalFields' : 'updateFields', {});
        const body: Json = {};
        let target = path;
        if (resource === 'invoice') {
          if (operation === 'create') {
            body.Type = p('type');
            body.Contact = { ContactID: p('contactId') };
          } else target = `${path}/${String(p('invoiceId'))}`;
          const lines = lineItems(operation === 'create' ? p('lineItemsUi', {}) : fields.lineItemsUi);
          if (lines) body.LineItems = lines;
          invoiceFields(fields, body);
          answer = ((await call({ method: 'POST', path: target, tenantId, body })) as Json | undefined)?.Invoices;
        } else {
          if (operation === 'create') body.Name = p('name');
          else target = `${path}/${String(p('contactId'))}`;
          contactFields(fields, body);
          answer = (
            (await call({ method: 'POST', path: target, tenantId, body: { Contacts: [body] } })) as Json | undefined
          )?.Contacts;
        }
      } else if (operation === 'get') {
        const id = String(p(resource === 'contact' ? 'contactId' : 'invoiceId'));
        answer = ((await call({ method: 'GET', path: `${path}/${id}`, tenantId })) as Json | undefined)?.[property];
      } else {
        const options = p<Json>('options', {});
        if (resource === 'contact' && options.includeArchived) qs.includeArchived = options.includeArchived;
        if (resource === 'invoice' && options.statuses) qs.statuses = (options.statuses as string[]).join(',');
        if (options.orderBy)
          qs.order = `${String(options.orderBy)} ${options.sortOrder === undefined ? 'DESC' : String(options.sortOrder)}`;
        if (options.where) qs.where = options.where;
        if (resource === 'invoice' && options.createdByMyApp) qs.createdByMyApp = options.createdByMyApp;
        if (p('returnAll')) answer = await xeroRequestAll(ctx, property, path, tenantId, qs, i);
        else {
          const list = ((await call({ method: 'GET', path, tenantId, qs: { ...qs } })) as Json | undefined)?.[property];
          answer = Array.isArray(list) ? list.slice(0, Number(p('limit'))) : list;
        }
      }
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), {
          itemData: { item: i },
        }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message } });
    }
  }
  return [out];
}
