/**
 * Shopify 1: orders and products as calls to Shopify's Admin REST API, answered as n8n's node
 * answers them (the order or product, one item per entry of a list, `{ success: true }` for a
 * delete). As in n8n's node: resource, operation and authentication are read from the first item;
 * the query is shared by the items of a run (a filter one item sets stays for the next); an order is
 * created as a test order unless "Test" says otherwise, its line items and addresses with snake_case
 * keys; a product's options go as `{ name: value }`; with Continue On Fail an item that fails gives
 * `{ error }` with the error's message.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { shopifyRequest, shopifyRequestAll, type ShopifyCall } from './api.js';

type Json = Record<string, any>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);

/** A camelCase key in snake_case, as the change-case package writes it (`firstName` → `first_name`, `address1` kept). */
export function snakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('_')
    .toLowerCase();
}

/** The entries (one object or a list; none for undefined) with their keys in snake_case. */
export function keysToSnakeCase(elements: unknown): Json[] {
  if (elements === undefined) return [];
  const list = (Array.isArray(elements) ? elements : [elements]) as Json[];
  return list.map((element) =>
    Object.fromEntries(Object.entries(element).map(([key, value]) => [snakeCase(key), value])),
  );
}

/** A product's editor options (`productOptions.option[]`) as Shopify's `options` object, as n8n sends them. */
function withOptions(fields: Json): Json {
  if (!fields.productOptions) return { ...fields };
  const { productOptions, ...rest } = fields;
  const options: Json = {};
  for (const option of (productOptions.option ?? []) as Json[]) options[option.name] = option.value;
  return { ...rest, options };
}

const ORDER_FILTERS: Array<[string, string]> = [
  ['fields', 'fields'],
  ['attributionAppId', 'attribution_app_id'],
  ['createdAtMin', 'created_at_min'],
  ['createdAtMax', 'created_at_max'],
  ['updatedAtMax', 'updated_at_max'],
  ['updatedAtMin', 'updated_at_min'],
  ['processedAtMin', 'processed_at_min'],
  ['processedAtMax', 'processed_at_max'],
  ['sinceId', 'since_id'],
  ['ids', 'ids'],
  ['status', 'status'],
  ['financialStatus', 'financial_status'],
  ['fulfillmentStatus', 'fulfillment_status'],
];

/** Runs Shopify 1 over the input items. */
export async function executeShopify(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(p(ctx, 'resource', 0, 'order'));
  const operation = String(p(ctx, 'operation', 0, 'create'));
  const authentication = p(ctx, 'authentication', 0, 'oAuth2');
  // n8n's node keeps one query for the whole run.
  const qs: Json = {};
  const out: Item[] = [];
  const call = (i: number, method: ShopifyCall['method'], endpoint: string, body?: Json, query?: Json) =>
    shopifyRequest(ctx, { authentication, method, endpoint, body, qs: query, itemIndex: i });
  const callAll = (i: number, property: string, endpoint: string, query: Json) =>
    shopifyRequestAll(ctx, { authentication, method: 'GET', endpoint, qs: query, property, itemIndex: i });

  for (let i = 0; i < items.length; i++) {
    try {
      let answer: unknown;
      if (resource === 'order') {
        if (operation === 'create') {
          const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
          const lineItems = (p(ctx, 'limeItemsUi', i, {}) ?? {}).lineItemValues;
          if (lineItems === undefined)
            throw new NodeOperationError(ctx.getNode(), 'At least one line item has to be added', { itemIndex: i });
          const body: Json = { test: true, line_items: keysToSnakeCase(lineItems) };
          if (fields.fulfillmentStatus) body.fulfillment_status = fields.fulfillmentStatus;
          if (fields.inventoryBehaviour) body.inventory_behaviour = fields.inventoryBehaviour;
          if (fields.locationId) body.location_id = fields.locationId;
          if (fields.note) body.note = fields.note;
          if (fields.sendFulfillmentReceipt) body.send_fulfillment_receipt = fields.sendFulfillmentReceipt;
          if (fields.sendReceipt) body.send_receipt = fields.sendReceipt;
          if (fields.sourceName) body.source_name = fields.sourceName;
          if (fields.tags) body.tags = fields.tags;
          if (fields.test) body.test = fields.test;
          if (fields.email) body.email = fields.email;
          if (fields.discountCodesUi) body.discount_codes = fields.discountCodesUi.discountCodesValues;
          if (fields.billingAddressUi)
            body.billing_address = keysToSnakeCase(fields.billingAddressUi.billingAddressValues)[0];
          if (fields.shippingAddressUi)
            body.shipping_address = keysToSnakeCase(fields.shippingAddressUi.shippingAddressValues)[0];
          answer = (await call(i, 'POST', '/orders.json', { order: body })).order;
        } else if (operation === 'delete') {
          await call(i, 'DELETE', `/orders/${p(ctx, 'orderId', i)}.json`);
          answer = { success: true };
        } else if (operation === 'get') {
          const options = (p(ctx, 'options', i, {}) ?? {}) as Json;
          if (options.fields) qs.fields = options.fields;
          answer = (await call(i, 'GET', `/orders/${p(ctx, 'orderId', i)}.json`, {}, qs)).order;
        } else if (operation === 'getAll') {
          const options = (p(ctx, 'options', i, {}) ?? {}) as Json;
          for (const [ours, theirs] of ORDER_FILTERS) if (options[ours]) qs[theirs] = options[ours];
          if (p(ctx, 'returnAll', i)) answer = await callAll(i, 'orders', '/orders.json', qs);
          else {
            qs.limit = p(ctx, 'limit', i);
            answer = (await call(i, 'GET', '/orders.json', {}, qs)).orders;
          }
        } else if (operation === 'update') {
          const fields = (p(ctx, 'updateFields', i, {}) ?? {}) as Json;
          const body: Json = {};
          if (fields.locationId) body.location_id = fields.locationId;
          if (fields.note) body.note = fields.note;
          if (fields.sourceName) body.source_name = fields.sourceName;
          if (fields.tags) body.tags = fields.tags;
          if (fields.email) body.email = fields.email;
          if (fields.shippingAddressUi)
            body.shipping_address = keysToSnakeCase(fields.shippingAddressUi.shippingAddressValues)[0];
          answer = (await call(i, 'PUT', `/orders/${p(ctx, 'orderId', i)}.json`, { order: body })).order;
        }
      } else if (resource === 'product') {
        const productId = p(ctx, 'productId', i, '');
        if (operation === 'create') {
          const body = withOptions((p(ctx, 'additionalFields', i, {}) ?? {}) as Json);
          body.title = p(ctx, 'title', i);
          answer = (await call(i, 'POST', '/products.json', { product: body })).product;
        } else if (operation === 'delete') {
          await call(i, 'DELETE', `/products/${productId}.json`);
          answer = { success: true };
        } else if (operation === 'get') {
          Object.assign(qs, p(ctx, 'additionalFields', i, {}) ?? {});
          answer = (await call(i, 'GET', `/products/${productId}.json`, {}, qs)).product;
        } else if (operation === 'getAll') {
          Object.assign(qs, p(ctx, 'additionalFields', i, {}) ?? {});
          if (p(ctx, 'returnAll', i)) {
            // n8n drops the empty filters from the shared query before reading every page.
            for (const key of Object.keys(qs)) if (qs[key] === '') delete qs[key];
            answer = await callAll(i, 'products', '/products.json', qs);
          } else {
            qs.limit = p(ctx, 'limit', i);
            answer = (await call(i, 'GET', '/products.json', {}, qs)).products;
          }
        } else if (operation === 'update') {
          const body = withOptions((p(ctx, 'updateFields', i, {}) ?? {}) as Json);
          answer = (await call(i, 'PUT', `/products/${productId}.json`, { product: body })).product;
        }
      }
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
