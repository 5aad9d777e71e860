/**
 * Stripe 1: each resource's operations as calls to Stripe's API, answered as n8n's node answers them
 * (the call's JSON: an object, or one item per entry of a list). As in n8n's node: resource and
 * operation are read from the first item; the editor's collections are reshaped into Stripe's fields
 * (metadata pairs into an object, an address's details, the first shipping entry with its address);
 * a new source is attached to the customer after it is made; an update without fields is refused;
 * with Continue On Fail an item that fails gives `{ error }` with the error's message.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { stripeList, stripeRequest, type StripeCall } from './api.js';

type Json = Record<string, any>;
type Op = (ctx: ExecuteContext, i: number) => Promise<unknown>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const call = (ctx: ExecuteContext, i: number, method: StripeCall['method'], endpoint: string, body?: Json) =>
  stripeRequest(ctx, { method, endpoint, body, itemIndex: i });
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'object' && Object.keys(v).length === 0);

/** Metadata pairs (`metadata.metadataProperties[]`) as Stripe's `metadata` object. */
export function stripeMetadata(fields: Json): Json {
  if (!fields.metadata || isEmpty(fields.metadata)) return fields;
  const metadata: Json = {};
  for (const pair of (fields.metadata.metadataProperties ?? []) as Json[]) metadata[pair.key] = pair.value;
  const { metadata: _dropped, ...rest } = fields;
  return { ...rest, metadata };
}

function stripeAddress(fields: Json): Json {
  if (!fields.address) return fields;
  const { address, ...rest } = fields;
  return { ...rest, address: address.details };
}

function stripeShipping(fields: Json): Json {
  const first = fields.shipping?.shippingProperties?.[0] as Json | undefined;
  if (!first?.address || isEmpty(first.address)) return fields;
  const { address, ...recipient } = first;
  const { shipping: _dropped, ...rest } = fields;
  return { ...rest, shipping: { ...recipient, address: address.details } };
}

/** A charge's optional fields in Stripe's shape. */
export const chargeFields = (fields: Json): Json => stripeMetadata(stripeShipping(fields));
/** A customer's optional fields in Stripe's shape. */
export const customerFields = (fields: Json): Json => stripeMetadata(stripeAddress(stripeShipping(fields)));

function needsFields(ctx: ExecuteContext, resource: string, fields: Json, i: number): void {
  if (isEmpty(fields))
    throw new NodeOperationError(ctx.getNode(), `Please enter at least one field to update for the ${resource}.`, {
      itemIndex: i,
    });
}

const list = (ctx: ExecuteContext, i: number, resource: string, qs: Json = {}) =>
  stripeList(ctx, resource, Boolean(p(ctx, 'returnAll', i)), Number(p(ctx, 'limit', i, 0)), qs, i);

const balance: Record<string, Op> = {
  async get(ctx, i) {
    return call(ctx, i, 'GET', '/balance');
  },
};

const customerCard: Record<string, Op> = {
  async add(ctx, i) {
    return call(ctx, i, 'POST', `/customers/${p(ctx, 'customerId', i)}/sources`, { source: p(ctx, 'token', i) });
  },
  async remove(ctx, i) {
    return call(ctx, i, 'DELETE', `/customers/${p(ctx, 'customerId', i)}/sources/${p(ctx, 'cardId', i)}`);
  },
  async get(ctx, i) {
    return call(ctx, i, 'GET', `/customers/${p(ctx, 'customerId', i)}/sources/${p(ctx, 'sourceId', i)}`);
  },
};

const charge: Record<string, Op> = {
  async create(ctx, i) {
    const body: Json = {
      customer: p(ctx, 'customerId', i),
      currency: String(p(ctx, 'currency', i)).toLowerCase(),
      amount: p(ctx, 'amount', i),
      source: p(ctx, 'source', i),
    };
    const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    if (!isEmpty(fields)) Object.assign(body, chargeFields(fields));
    return call(ctx, i, 'POST', '/charges', body);
  },
  async get(ctx, i) {
    return call(ctx, i, 'GET', `/charges/${p(ctx, 'chargeId', i)}`);
  },
  async getAll(ctx, i) {
    return list(ctx, i, 'charge');
  },
  async update(ctx, i) {
    const fields = (p(ctx, 'updateFields', i, {}) ?? {}) as Json;
    needsFields(ctx, 'charge', fields, i);
    return call(ctx, i, 'POST', `/charges/${p(ctx, 'chargeId', i)}`, chargeFields(fields));
  },
};

const coupon: Record<string, Op> = {
  async create(ctx, i) {
    const body: Json = { duration: p(ctx, 'duration', i) };
    if (p(ctx, 'type', i) === 'fixedAmount') {
      body.amount_off = p(ctx, 'amountOff', i);
      body.currency = p(ctx, 'currency', i);
    } else body.percent_off = p(ctx, 'percentOff', i);
    return call(ctx, i, 'POST', '/coupons', body);
  },
  async getAll(ctx, i) {
    return list(ctx, i, 'coupon');
  },
};

const customer: Record<string, Op> = {
  async create(ctx, i) {
    const body: Json = { name: p(ctx, 'name', i) };
    const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    if (!isEmpty(fields)) Object.assign(body, customerFields(fields));
    return call(ctx, i, 'POST', '/customers', body);
  },
  async delete(ctx, i) {
    return call(ctx, i, 'DELETE', `/customers/${p(ctx, 'customerId', i)}`);
  },
  async get(ctx, i) {
    return call(ctx, i, 'GET', `/customers/${p(ctx, 'customerId', i)}`);
  },
  async getAll(ctx, i) {
    const filters = (p(ctx, 'filters', i, {}) ?? {}) as Json;
    return list(ctx, i, 'customer', isEmpty(filters) ? {} : { email: filters.email });
  },
  async update(ctx, i) {
    const fields = (p(ctx, 'updateFields', i, {}) ?? {}) as Json;
    needsFields(ctx, 'customer', fields, i);
    return call(ctx, i, 'POST', `/customers/${p(ctx, 'customerId', i)}`, customerFields(fields));
  },
};

const source: Record<string, Op> = {
  async create(ctx, i) {
    const customerId = p(ctx, 'customerId', i);
    const body: Json = { type: p(ctx, 'type', i), amount: p(ctx, 'amount', i), currency: p(ctx, 'currency', i) };
    const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    if (!isEmpty(fields)) Object.assign(body, stripeMetadata(fields));
    const made = (await call(ctx, i, 'POST', '/sources', body)) as Json;
    await call(ctx, i, 'POST', `/customers/${customerId}/sources`, { source: made.id });
    return made;
  },
  async delete(ctx, i) {
    return call(ctx, i, 'DELETE', `/customers/${p(ctx, 'customerId', i)}/sources/${p(ctx, 'sourceId', i)}`);
  },
  async get(ctx, i) {
    return call(ctx, i, 'GET', `/sources/${p(ctx, 'sourceId', i)}`);
  },
};

const token: Record<string, Op> = {
  async create(ctx, i) {
    if (p(ctx, 'type', i) !== 'cardToken')
      throw new NodeOperationError(ctx.getNode(), 'Only card token creation implemented.', { itemIndex: i });
    const card = {
      number: p(ctx, 'number', i),
      exp_month: p(ctx, 'expirationMonth', i),
      exp_year: p(ctx, 'expirationYear', i),
      cvc: p(ctx, 'cvc', i),
    };
    return call(ctx, i, 'POST', '/tokens', { card });
  },
};

const meterEvent: Record<string, Op> = {
  async create(ctx, i) {
    const payload: Json = { stripe_customer_id: p(ctx, 'customerId', i), value: p(ctx, 'value', i) };
    const body: Json = { event_name: p(ctx, 'eventName', i), payload };
    const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    if (fields.identifier) body.identifier = fields.identifier;
    if (fields.timestamp) body.timestamp = Math.floor(new Date(fields.timestamp).getTime() / 1000);
    for (const prop of (fields.customPayload?.properties ?? []) as Json[]) {
      // The customer and value cannot be overwritten from the custom payload.
      if (prop.key !== 'stripe_customer_id' && prop.key !== 'value') payload[prop.key] = prop.value;
    }
    return call(ctx, i, 'POST', '/billing/meter_events', body);
  },
};

const RESOURCES: Record<string, Record<string, Op>> = {
  balance,
  charge,
  coupon,
  customer,
  customerCard,
  meterEvent,
  source,
  token,
};

/** Runs Stripe 1 over the input items. */
export async function executeStripe(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(p(ctx, 'resource', 0, 'balance'));
  const operation = String(p(ctx, 'operation', 0));
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const op = RESOURCES[resource]?.[operation];
      if (!op)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`, {
          itemIndex: i,
        });
      const answer = await op(ctx, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
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
