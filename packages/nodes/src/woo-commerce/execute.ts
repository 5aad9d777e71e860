/**
 * WooCommerce 1: customers, orders and products as calls to the shop's REST API v3, answered as
 * n8n's node answers them (the object, or one item per entry of a list). As in n8n's node: resource
 * and operation are read from the first item; the query is shared by the items of a run; field names
 * go in snake_case, tags and categories as `{ id }` lists, the editor's metadata pairs as `meta_data`;
 * customers and products are deleted for good (`force=true`); listing every customer ignores the
 * filters; and the node has no Continue On Fail handling of its own, so a failing item stops it.
 */
import { type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { wooCommerceRequest, wooCommerceRequestAll, type WooCommerceCall } from './api.js';

type Json = Record<string, any>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);

/** A key in snake_case, as the change-case package writes it (`regularPrice` → `regular_price`, `method ID` → `method_id`). */
export function snakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('_')
    .toLowerCase();
}

/** Fields with snake_case names; tags as `{ id }` entries. */
export function setFields(fields: Json, body: Json): void {
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'tags') body.tags = (value as unknown[]).map((tag) => ({ id: parseInt(String(tag), 10) }));
    else body[snakeCase(key)] = value;
  }
}

/** Entries (one object or a list) with snake_case keys and their metadata pairs as `meta_data`. */
function lines(value: unknown, withMetadata: boolean): Json[] | Json {
  const list = (Array.isArray(value) ? value : [value]) as Json[];
  const out = list.map((entry) => {
    const copy: Json = { ...entry };
    if (withMetadata) {
      if (copy.metadataUi?.metadataValues) copy.meta_data = copy.metadataUi.metadataValues;
      delete copy.metadataUi;
    }
    return Object.fromEntries(Object.entries(copy).map(([key, v]) => [snakeCase(key), v]));
  });
  return Array.isArray(value) ? out : out[0]!;
}

/** A customer's `meta_data.meta_data_fields` as `meta_data`. */
function customerMetadata(fields: Json): Json {
  if (!fields.meta_data) return fields;
  const { meta_data: metadata, ...rest } = fields;
  return { ...rest, meta_data: metadata.meta_data_fields };
}

/** The order parts of the editor (billing, shipping, lines, metadata) in WooCommerce's shape. */
function orderParts(ctx: ExecuteContext, i: number, body: Json): void {
  const billing = (p(ctx, 'billingUi', i, {}) ?? {}).billingValues;
  if (billing !== undefined) body.billing = lines(billing, false);
  const shipping = (p(ctx, 'shippingUi', i, {}) ?? {}).shippingValues;
  if (shipping !== undefined) body.shipping = lines(shipping, false);
  const coupons = (p(ctx, 'couponLinesUi', i, {}) ?? {}).couponLinesValues;
  if (coupons) body.coupon_lines = lines(coupons, true);
  const fees = (p(ctx, 'feeLinesUi', i, {}) ?? {}).feeLinesValues;
  if (fees) body.fee_lines = lines(fees, true);
  const items = (p(ctx, 'lineItemsUi', i, {}) ?? {}).lineItemsValues;
  if (items) body.line_items = lines(items, true);
  const metadata = (p(ctx, 'metadataUi', i, {}) ?? {}).metadataValues;
  if (metadata) body.meta_data = metadata;
  const shippingLines = (p(ctx, 'shippingLinesUi', i, {}) ?? {}).shippingLinesValues;
  if (shippingLines) body.shipping_lines = lines(shippingLines, true);
}

/** A product's images, dimensions and metadata from the editor. */
function productParts(ctx: ExecuteContext, i: number, body: Json): void {
  const images = (p(ctx, 'imagesUi', i, {}) ?? {}).imagesValues;
  if (images) body.images = images;
  const dimensions = (p(ctx, 'dimensionsUi', i, {}) ?? {}).dimensionsValues;
  if (dimensions) body.dimensions = dimensions;
  const metadata = (p(ctx, 'metadataUi', i, {}) ?? {}).metadataValues;
  if (metadata) body.meta_data = metadata;
}

const PRODUCT_FILTERS: Array<[string, string]> = [
  ['after', 'after'],
  ['before', 'before'],
  ['category', 'category'],
  ['context', 'context'],
  ['featured', 'featured'],
  ['maxPrice', 'max_price'],
  // n8n's node sends the minimum price as `max_price` too.
  ['minPrice', 'max_price'],
  ['order', 'order'],
  ['orderBy', 'orderby'],
  ['search', 'search'],
  ['sku', 'sku'],
  ['slug', 'slug'],
  ['status', 'status'],
  ['stockStatus', 'stock_status'],
  ['tag', 'tag'],
  ['taxClass', 'tax_class'],
  ['type', 'type'],
];

/** Runs WooCommerce 1 over the input items. */
export async function executeWooCommerce(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(p(ctx, 'resource', 0, 'product'));
  const operation = String(p(ctx, 'operation', 0, 'create'));
  // n8n's node keeps one query for the whole run.
  const qs: Json = {};
  const out: Item[] = [];
  const call = (i: number, method: WooCommerceCall['method'], endpoint: string, body?: Json, query?: Json) =>
    wooCommerceRequest(ctx, { method, endpoint, body, qs: query, itemIndex: i });
  const callAll = (i: number, endpoint: string, query: Json) =>
    wooCommerceRequestAll(ctx, { method: 'GET', endpoint, qs: query, itemIndex: i });

  for (let i = 0; i < items.length; i++) {
    let answer: unknown;
    if (resource === 'customer') {
      if (operation === 'create') {
        const body: Json = { email: p(ctx, 'email', i) };
        const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
        if (Object.keys(fields).length) Object.assign(body, customerMetadata(fields));
        answer = await call(i, 'POST', '/customers', body);
      } else if (operation === 'delete') {
        qs.force = true;
        answer = await call(i, 'DELETE', `/customers/${p(ctx, 'customerId', i)}`, {}, qs);
      } else if (operation === 'get') {
        answer = await call(i, 'GET', `/customers/${p(ctx, 'customerId', i)}`);
      } else if (operation === 'getAll') {
        const filters = (p(ctx, 'filters', i, {}) ?? {}) as Json;
        if (Object.keys(filters).length) Object.assign(qs, filters);
        if (p(ctx, 'returnAll', i)) answer = await callAll(i, '/customers', {});
        else {
          qs.per_page = p(ctx, 'limit', i);
          answer = await call(i, 'GET', '/customers', {}, qs);
        }
      } else if (operation === 'update') {
        const fields = (p(ctx, 'updateFields', i, {}) ?? {}) as Json;
        const body = Object.keys(fields).length ? customerMetadata(fields) : {};
        answer = await call(i, 'PUT', `/customers/${p(ctx, 'customerId', i)}`, body);
      }
    } else if (resource === 'product') {
      if (operation === 'create') {
        const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
        const body: Json = { name: p(ctx, 'name', i) };
        setFields(fields, body);
        if (fields.categories)
          body.categories = (fields.categories as unknown[]).map((category) => ({
            id: parseInt(String(category), 10),
          }));
        productParts(ctx, i, body);
        answer = await call(i, 'POST', '/products', body);
      } else if (operation === 'update') {
        const body: Json = {};
        setFields((p(ctx, 'updateFields', i, {}) ?? {}) as Json, body);
        productParts(ctx, i, body);
        answer = await call(i, 'PUT', `/products/${p(ctx, 'productId', i)}`, body);
      } else if (operation === 'get') {
        answer = await call(i, 'GET', `/products/${p(ctx, 'productId', i)}`, {}, qs);
      } else if (operation === 'getAll') {
        const options = (p(ctx, 'options', i, {}) ?? {}) as Json;
        for (const [ours, theirs] of PRODUCT_FILTERS) if (options[ours]) qs[theirs] = options[ours];
        if (p(ctx, 'returnAll', i)) answer = await callAll(i, '/products', qs);
        else {
          qs.per_page = p(ctx, 'limit', i);
          answer = await call(i, 'GET', '/products', {}, qs);
        }
      } else if (operation === 'delete') {
        answer = await call(i, 'DELETE', `/products/${p(ctx, 'productId', i)}`, {}, { force: true });
      }
    }
    if (resource === 'order') {
      if (operation === 'create') {
        const body: Json = {};
        setFields((p(ctx, 'additionalFields', i, {}) ?? {}) as Json, body);
        orderParts(ctx, i, body);
        answer = await call(i, 'POST', '/orders', body);
      } else if (operation === 'update') {
        const fields = (p(ctx, 'updateFields', i, {}) ?? {}) as Json;
        const body: Json = {};
        if (fields.currency) body.currency = fields.currency;
        if (fields.customerId) body.customer_id = parseInt(fields.customerId, 10);
        if (fields.customerNote) body.customer_note = fields.customerNote;
        if (fields.parentId) body.parent_id = parseInt(fields.parentId, 10);
        if (fields.paymentMethodId) body.payment_method = fields.paymentMethodId;
        if (fields.paymentMethodTitle) body.payment_method_title = fields.paymentMethodTitle;
        if (fields.status) body.status = fields.status;
        if (fields.transactionID) body.transaction_id = fields.transactionID;
        orderParts(ctx, i, body);
        answer = await call(i, 'PUT', `/orders/${p(ctx, 'orderId', i)}`, body);
      } else if (operation === 'get') {
        answer = await call(i, 'GET', `/orders/${p(ctx, 'orderId', i)}`, {}, qs);
      } else if (operation === 'getAll') {
        const options = (p(ctx, 'options', i, {}) ?? {}) as Json;
        if (options.after) qs.after = options.after;
        if (options.before) qs.before = options.before;
        if (options.category) qs.category = options.category;
        if (options.customer) qs.customer = parseInt(options.customer, 10);
        if (options.decimalPoints) qs.dp = options.decimalPoints;
        if (options.product) qs.product = parseInt(options.product, 10);
        if (options.order) qs.order = options.order;
        if (options.orderBy) qs.orderby = options.orderBy;
        if (options.search) qs.search = options.search;
        if (options.status) qs.status = options.status;
        if (p(ctx, 'returnAll', i)) answer = await callAll(i, '/orders', qs);
        else {
          qs.per_page = p(ctx, 'limit', i);
          answer = await call(i, 'GET', '/orders', {}, qs);
        }
      } else if (operation === 'delete') {
        answer = await call(i, 'DELETE', `/orders/${p(ctx, 'orderId', i)}`, {}, { force: true });
      }
    }
    out.push(
      ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
    );
  }
  return [out];
}
