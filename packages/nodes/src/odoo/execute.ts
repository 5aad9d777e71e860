/**
 * Odoo 1: contacts (`res.partner`), opportunities (`crm.lead`), notes (`note.note`) and any model
 * ("Custom Resource") created, read, listed, updated and deleted over Odoo's JSON-RPC API, answered
 * as n8n's node answers them: a create gives `{ id }`, an update `{ id }` with the id as given, a
 * deletion `{ success: true }`, reads one item per record. As in n8n's node: the resource and
 * operation are read from the first item and the node signs in once per run; a contact's address
 * fields are sent as its own fields; ids must be whole numbers; an update needs at least one field;
 * a custom model's filters go as `[field, operator, value]` domain terms; "Return All" asks with
 * limit 0. With Continue On Fail an item that fails gives `{ error }` with the error's message.
 */
import { NodeApiError, NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { ODOO_METHODS, ODOO_MODELS, odooExecute, odooSignIn, type OdooSession } from './api.js';

type Json = Record<string, any>;

/** Odoo's operators for the editor's filter operators. */
const OPERATORS: Record<string, string> = {
  equal: '=',
  notEqual: '!=',
  greaterThen: '>',
  lesserThen: '<',
  greaterOrEqual: '>=',
  lesserOrEqual: '<=',
  like: 'like',
  in: 'in',
  notIn: 'not in',
  childOf: 'child_of',
};

/** Name and value pairs (`{ fields: [{ fieldName, fieldValue }] }`) as one object, or undefined without any. */
export function nameValueFields(value: Json | undefined): Json | undefined {
  const fields = value?.fields as Json[] | undefined;
  if (!Array.isArray(fields)) return undefined;
  return Object.fromEntries(fields.map((f) => [f.fieldName, f.fieldValue]));
}

/** The filter terms of a custom model's "Get Many" (each entry's values in order, the operator mapped). */
export function domainOf(value: Json | undefined): unknown[] | undefined {
  const filters = value?.filter as Json[] | undefined;
  if (!Array.isArray(filters)) return undefined;
  return filters.map((entry) => Object.values({ ...entry, operator: OPERATORS[entry.operator] }));
}

/** A contact's fields with the address's fields in place of `address`. */
function withAddress(fields: Json): Json {
  if (!fields.address) return fields;
  const { address, ...rest } = fields;
  return address.value ? { ...rest, ...address.value } : rest;
}

const invalidId = (ctx: ExecuteContext, id: unknown, i: number) =>
  new NodeApiError(ctx.getNode(), { message: `Please specify a valid ID: ${id}` }, { itemIndex: i });
const validId = (id: unknown) => /^\d+$/.test(String(id)) && parseInt(String(id), 10) !== 0;

/** The parameter names of each resource's record id. */
const ID_PARAM: Record<string, string> = {
  contact: 'contactId',
  opportunity: 'opportunityId',
  note: 'noteId',
  custom: 'customResourceId',
};

async function runItem(
  ctx: ExecuteContext,
  session: OdooSession,
  resource: string,
  operation: string,
  i: number,
): Promise<unknown> {
  const p = (name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback);
  const model = resource === 'custom' ? String(p('customResource')) : ODOO_MODELS[resource]!;
  const exec = (args: unknown[]) => odooExecute(ctx, session, model, ODOO_METHODS[operation]!, args, i);
  const id = () => p(ID_PARAM[resource]!);
  switch (operation) {
    case 'create': {
      let fields: Json | undefined;
      if (resource === 'contact')
        fields = { name: p('contactName'), ...withAddress((p('additionalFields', {}) ?? {}) as Json) };
      else if (resource === 'opportunity')
        fields = { name: p('opportunityName'), ...((p('additionalFields', {}) ?? {}) as Json) };
      else if (resource === 'note') fields = { memo: p('memo') };
      else fields = nameValueFields(p('fieldsToCreateOrUpdate', {}) as Json);
      return { id: await exec([fields ?? {}]) };
    }
    case 'get': {
      if (!validId(id())) throw invalidId(ctx, id(), i);
      const fields = ((p('options', {}) ?? {}) as Json).fieldsList ?? [];
      return exec([[Number(id())], fields]);
    }
    case 'getAll': {
      const fields = ((p('options', {}) ?? {}) as Json).fieldsList ?? [];
      const domain = resource === 'custom' ? domainOf(p('filterRequest', {}) as Json) : undefined;
      const limit = p('returnAll') ? 0 : Number(p('limit'));
      return exec([domain ?? [], fields, 0, limit]);
    }
    case 'update': {
      let fields: Json;
      if (resource === 'contact') fields = withAddress((p('updateFields', {}) ?? {}) as Json);
      else if (resource === 'opportunity') fields = (p('updateFields', {}) ?? {}) as Json;
      else if (resource === 'note') fields = { memo: p('memo') };
      else fields = nameValueFields(p('fieldsToCreateOrUpdate', {}) as Json) as Json;
      if (!fields || !Object.keys(fields).length)
        throw new NodeApiError(
          ctx.getNode(),
          { message: 'Please specify at least one field to update' },
          { itemIndex: i },
        );
      if (!validId(id())) throw invalidId(ctx, id(), i);
      await exec([[Number(id())], fields]);
      return { id: id() };
    }
    case 'delete': {
      if (!validId(id())) throw invalidId(ctx, id(), i);
      await exec([[Number(id())]]);
      return { success: true };
    }
  }
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`, {
    itemIndex: i,
  });
}

/** Runs Odoo 1 over the input items. */
export async function executeOdoo(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const session = await odooSignIn(ctx);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const answer = await runItem(ctx, session, resource, operation, i);
      if (answer !== undefined)
        out.push(
          ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), { itemData: { item: i } }),
        );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: (error as Error).message }), {
          itemData: { item: i },
        }),
      );
    }
  }
  return [out];
}
