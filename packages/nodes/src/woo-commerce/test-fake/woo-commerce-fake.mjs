/**
 * A loopback WooCommerce REST API v3 (https://woocommerce.github.io/woocommerce-rest-api-docs/,
 * `<site>/wp-json/wc/v3/…`) over in-memory state, for tests and for recording n8n:
 *
 * - customers: `GET|POST /customers` (`email`, `order`, `orderby`, `per_page`, `page`),
 *   `GET|PUT|DELETE /customers/{id}` (`force=true` to delete);
 * - products: `GET|POST /products` (`search`, `sku`, `slug`, `status`, `type`, `featured`, `category`,
 *   `tag`, `stock_status`, `order`, `orderby`), `GET|PUT|DELETE /products/{id}`,
 *   `GET /products/categories`, `GET /products/tags`;
 * - orders: `GET|POST /orders` (`status`, `customer`, `product`, `search`, `order`, `orderby`),
 *   `GET|PUT|DELETE /orders/{id}`;
 * - webhooks: `GET|POST /webhooks` (`status`), `DELETE /webhooks/{id}`.
 *
 * Requests sign in with Basic `CONSUMER_KEY:CONSUMER_SECRET` (or `consumer_key` and
 * `consumer_secret` in the query); anything else is answered 401. Refusals have WordPress's shape
 * (`{ code, message, data: { status } }`). Lists answer `per_page` entries (10 by default, at most
 * 100) of page `page`, with `X-WP-Total`, `X-WP-TotalPages` and, as WordPress sends it, a `Link`
 * header only when there is a previous or next page. Ids are counted and times come from a clock
 * that moves one minute per write, so two fakes given the same calls answer the same. `state.calls`
 * logs each request; answers pushed on `state.failures` (`{ status, retryAfter? }`) are given first.
 *
 * `createWooCommerceFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const CONSUMER_KEY = 'ck_weftconsumerkey0001';
export const CONSUMER_SECRET = 'cs_weftconsumersecret0001';
const PREFIX = '/wp-json/wc/v3/';

class Refusal extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const money = (n) => (Math.round(Number(n || 0) * 100) / 100).toFixed(2);
const ADDRESS_KEYS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country'];
const address = (given = {}, billing = false) => {
  const out = Object.fromEntries(ADDRESS_KEYS.map((k) => [k, given[k] ?? '']));
  if (billing) Object.assign(out, { email: given.email ?? '', phone: given.phone ?? '' });
  else out.phone = given.phone ?? '';
  return out;
};

/**
 * Seed: `{ now?, site?, customers?: [{ email, first_name?, last_name?, username? }], categories?: [{ name }],
 * tags?: [{ name }], products?: [{ name, regular_price?, sku?, status?, type?, categories?: [index] }],
 * orders?: [{ customer? (index), status?, line_items: [{ product (index), quantity? }] }], webhooks?: [{ topic, delivery_url }] }`.
 */
export function createWooCommerceFake(seed = {}) {
  let counter = 1;
  const site = (seed.site ?? 'https://shop.weft.example').replace(/\/+$/, '');
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    customers: [], products: [], orders: [], categories: [], tags: [], webhooks: [],
    calls: [], failures: [],
  };
  const stamp = () => {
    const at = new Date((state.clock += 60_000)).toISOString().slice(0, 19);
    return { local: at, gmt: at };
  };
  const nextId = () => counter++;
  const links = (kind, id) => ({ self: [{ href: `${site}${PREFIX}${kind}/${id}` }], collection: [{ href: `${site}${PREFIX}${kind}` }] });
  const slugOf = (name) => String(name).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const metaOf = (given) => (Array.isArray(given) ? given.map((m) => ({ id: nextId(), key: m.key, value: m.value })) : []);

  function makeCustomer(c) {
    if (!c.email) throw new Refusal(400, 'rest_missing_callback_param', 'Missing parameter(s): email');
    if (state.customers.some((x) => x.email === c.email)) throw new Refusal(400, 'registration-error-email-exists', 'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>');
    const id = nextId();
    const at = stamp();
    const customer = {
      id, date_created: at.local, date_created_gmt: at.gmt, date_modified: at.local, date_modified_gmt: at.gmt, email: c.email, first_name: c.first_name ?? '',
      last_name: c.last_name ?? '', role: 'customer', username: c.username ?? c.email.split('@')[0], billing: address(c.billing, true), shipping: address(c.shipping),
      is_paying_customer: false, avatar_url: `https://secure.gravatar.com/avatar/wf${id}?s=96&d=mm&r=g`, meta_data: metaOf(c.meta_data), _links: links('customers', id),
    };
    state.customers.push(customer);
    return customer;
  }
  function applyProduct(product, b) {
    const plain = ['name', 'slug', 'type', 'status', 'featured', 'catalog_visibility', 'description', 'short_description', 'sku', 'regular_price', 'sale_price',
      'date_on_sale_from', 'date_on_sale_to', 'virtual', 'downloadable', 'external_url', 'button_text', 'tax_status', 'tax_class', 'manage_stock', 'stock_quantity',
      'stock_status', 'backorders', 'sold_individually', 'weight', 'shipping_class', 'reviews_allowed', 'parent_id', 'purchase_note', 'menu_order'];
    for (const k of plain) if (b[k] !== undefined) product[k] = b[k];
    if (b.sku !== undefined && state.products.some((p) => p !== product && p.sku && p.sku === b.sku)) throw new Refusal(400, 'product_invalid_sku', 'Invalid or duplicated SKU.');
    if (b.dimensions !== undefined) product.dimensions = { length: b.dimensions.length ?? '', width: b.dimensions.width ?? '', height: b.dimensions.height ?? '' };
    if (b.categories !== undefined) product.categories = b.categories.map((c) => state.categories.find((x) => x.id === Number(c.id))).filter(Boolean).map((c) => ({ id: c.id, name: c.name, slug: c.slug }));
    if (b.tags !== undefined) product.tags = b.tags.map((t) => state.tags.find((x) => x.id === Number(t.id))).filter(Boolean).map((t) => ({ id: t.id, name: t.name, slug: t.slug }));
    if (b.images !== undefined) {
      product.images = b.images.map((img) => {
        const id = nextId();
        const at = stamp();
        return { id, date_created: at.local, date_created_gmt: at.gmt, date_modified: at.local, date_modified_gmt: at.gmt, src: img.src ?? '', name: img.name ?? '', alt: img.alt ?? '' };
      });
    }
    if (b.meta_data !== undefined) product.meta_data = [...product.meta_data.filter((m) => !b.meta_data.some((n) => n.key === m.key)), ...metaOf(b.meta_data)];
    if (b.upsell_ids !== undefined) product.upsell_ids = String(b.upsell_ids).split(',').filter(Boolean).map(Number);
    if (b.cross_sell_ids !== undefined) product.cross_sell_ids = String(b.cross_sell_ids).split(',').filter(Boolean).map(Number);
    if (!product.slug) product.slug = slugOf(product.name);
    product.on_sale = Boolean(product.sale_price);
    product.price = product.sale_price || product.regular_price;
    product.price_html = product.price ? `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${money(product.price)}</bdi></span>` : '';
    product.purchasable = product.price !== '';
    product.backorders_allowed = product.backorders !== 'no';
    product.permalink = `${site}/product/${product.slug}/`;
  }
  function makeProduct(b) {
    if (!b.name) throw new Refusal(400, 'rest_missing_callback_param', 'Missing parameter(s): name');
    const id = nextId();
    const at = stamp();
    const product = {
      id, name: b.name, slug: '', permalink: '', date_created: at.local, date_created_gmt: at.gmt, date_modified: at.local, date_modified_gmt: at.gmt,
      type: 'simple', status: 'publish', featured: false, catalog_visibility: 'visible', description: '', short_description: '', sku: '', price: '', regular_price: '',
      sale_price: '', date_on_sale_from: null, date_on_sale_from_gmt: null, date_on_sale_to: null, date_on_sale_to_gmt: null, on_sale: false, purchasable: false,
      total_sales: 0, virtual: false, downloadable: false, downloads: [], download_limit: -1, download_expiry: -1, external_url: '', button_text: '', tax_status: 'taxable',
      tax_class: '', manage_stock: false, stock_quantity: null, backorders: 'no', backorders_allowed: false, backordered: false, low_stock_amount: null,
      sold_individually: false, weight: '', dimensions: { length: '', width: '', height: '' }, shipping_required: true, shipping_taxable: true, shipping_class: '',
      shipping_class_id: 0, reviews_allowed: true, average_rating: '0', rating_count: 0, upsell_ids: [], cross_sell_ids: [], parent_id: 0, purchase_note: '',
      categories: [], tags: [], images: [], attributes: [], default_attributes: [], variations: [], grouped_products: [], menu_order: 0, price_html: '', related_ids: [],
      meta_data: [], stock_status: 'instock', has_options: false, post_password: '', global_unique_id: '', _links: links('products', id),
    };
    applyProduct(product, b);
    state.products.push(product);
    return product;
  }
  function lineOf(li) {
    const product = state.products.find((p) => p.id === Number(li.product_id));
    if (li.product_id !== undefined && li.product_id !== '' && !product) throw new Refusal(400, 'woocommerce_rest_invalid_product_id', `Product ID ${li.product_id} is invalid.`);
    const quantity = Number(li.quantity ?? 1);
    const price = Number(li.total !== undefined && li.total !== '' ? Number(li.total) / quantity : product?.price || 0);
    const total = money(price * quantity);
    return {
      id: nextId(), name: li.name ?? product?.name ?? '', product_id: product?.id ?? 0, variation_id: Number(li.variation_id || 0), quantity, tax_class: li.tax_class ?? '',
      subtotal: li.subtotal ?? total, subtotal_tax: '0.00', total, total_tax: '0.00', taxes: [], meta_data: metaOf(li.meta_data), sku: product?.sku ?? '', price,
      image: { id: '', src: '' }, parent_name: null,
    };
  }
  function applyOrder(order, b) {
    for (const k of ['status', 'currency', 'customer_note', 'payment_method', 'payment_method_title', 'transaction_id']) if (b[k] !== undefined) order[k] = b[k];
    if (b.customer_id !== undefined) {
      if (Number(b.customer_id) !== 0 && !state.customers.some((c) => c.id === Number(b.customer_id))) throw new Refusal(400, 'woocommerce_rest_invalid_customer_id', 'Customer ID is invalid.');
      order.customer_id = Number(b.customer_id);
    }
    if (b.parent_id !== undefined) order.parent_id = Number(b.parent_id);
    if (b.billing !== undefined) order.billing = { ...order.billing, ...address({ ...order.billing, ...b.billing }, true) };
    if (b.shipping !== undefined) order.shipping = { ...order.shipping, ...address({ ...order.shipping, ...b.shipping }) };
    if (b.line_items !== undefined) order.line_items.push(...b.line_items.map(lineOf));
    if (b.fee_lines !== undefined) order.fee_lines.push(...b.fee_lines.map((f) => ({ id: nextId(), name: f.name ?? '', tax_class: f.tax_class ?? '', tax_status: f.tax_status ?? 'taxable', amount: money(f.total), total: money(f.total), total_tax: '0.00', taxes: [], meta_data: metaOf(f.meta_data) })));
    if (b.shipping_lines !== undefined) order.shipping_lines.push(...b.shipping_lines.map((s) => ({ id: nextId(), method_title: s.method_title ?? '', method_id: s.method_id ?? '', instance_id: '', total: money(s.total), total_tax: '0.00', taxes: [], meta_data: metaOf(s.meta_data) })));
    if (b.coupon_lines !== undefined) {
      for (const c of b.coupon_lines) {
        if (!c.code) throw new Refusal(400, 'woocommerce_rest_invalid_coupon', 'Coupon code is required.');
        order.coupon_lines.push({ id: nextId(), code: c.code, discount: '0.00', discount_tax: '0.00', meta_data: metaOf(c.meta_data) });
      }
    }
    if (b.meta_data !== undefined) order.meta_data.push(...metaOf(b.meta_data));
    if (b.set_paid === true || b.set_paid === 'true') {
      order.date_paid = order.date_modified;
      order.date_paid_gmt = order.date_modified_gmt;
      if (order.status === 'pending') order.status = 'processing';
    }
    const items = order.line_items.reduce((s, l) => s + Number(l.total), 0);
    const fees = order.fee_lines.reduce((s, f) => s + Number(f.total), 0);
    const shipping = order.shipping_lines.reduce((s, l) => s + Number(l.total), 0);
    order.shipping_total = money(shipping);
    order.total = money(items + fees + shipping);
    order.needs_payment = order.status === 'pending';
    order.needs_processing = order.status === 'processing';
    order.is_editable = ['pending', 'on-hold', 'auto-draft'].includes(order.status);
  }
  function makeOrder(b) {
    const id = nextId();
    const at = stamp();
    const order = {
      id, parent_id: 0, status: 'pending', currency: 'USD', version: '9.5.1', prices_include_tax: false, date_created: at.local, date_modified: at.local,
      discount_total: '0.00', discount_tax: '0.00', shipping_total: '0.00', shipping_tax: '0.00', cart_tax: '0.00', total: '0.00', total_tax: '0.00', customer_id: 0,
      order_key: `wc_order_wf${String(id).padStart(10, '0')}`, billing: address({}, true), shipping: address({}), payment_method: '', payment_method_title: '',
      transaction_id: '', customer_ip_address: '', customer_user_agent: '', created_via: 'rest-api', customer_note: '', date_completed: null, date_paid: null, cart_hash: '',
      number: String(id), meta_data: [], line_items: [], tax_lines: [], shipping_lines: [], fee_lines: [], coupon_lines: [], refunds: [],
      payment_url: `${site}/checkout/order-pay/${id}/?pay_for_order=true&key=wc_order_wf${String(id).padStart(10, '0')}`, is_editable: true, needs_payment: true,
      needs_processing: false, date_created_gmt: at.gmt, date_modified_gmt: at.gmt, date_completed_gmt: null, date_paid_gmt: null, currency_symbol: '$', _links: links('orders', id),
    };
    applyOrder(order, b);
    state.orders.push(order);
    return order;
  }
  for (const c of seed.categories ?? []) {
    const id = nextId();
    state.categories.push({ id, name: c.name, slug: slugOf(c.name), parent: 0, description: '', display: 'default', image: null, menu_order: 0, count: 0, _links: links('products/categories', id) });
  }
  for (const t of seed.tags ?? []) {
    const id = nextId();
    state.tags.push({ id, name: t.name, slug: slugOf(t.name), description: '', count: 0, _links: links('products/tags', id) });
  }
  for (const c of seed.customers ?? []) makeCustomer(c);
  for (const p of seed.products ?? []) makeProduct({ ...p, categories: (p.categories ?? []).map((k) => ({ id: state.categories[k].id })) });
  for (const o of seed.orders ?? []) {
    makeOrder({
      status: o.status, customer_id: o.customer === undefined ? undefined : state.customers[o.customer].id,
      billing: o.customer === undefined ? undefined : { first_name: state.customers[o.customer].first_name, email: state.customers[o.customer].email },
      line_items: (o.line_items ?? []).map((li) => ({ product_id: state.products[li.product].id, quantity: li.quantity ?? 1 })),
    });
  }
  for (const w of seed.webhooks ?? []) makeWebhook(w);

  function makeWebhook(b) {
    if (!b.topic) throw new Refusal(400, 'rest_missing_callback_param', 'Missing parameter(s): topic');
    if (!b.delivery_url) throw new Refusal(400, 'rest_missing_callback_param', 'Missing parameter(s): delivery_url');
    const id = nextId();
    const at = stamp();
    const [resource, event] = String(b.topic).split('.');
    const made = {
      id, name: b.name ?? `Webhook created on ${at.local}`, status: b.status ?? 'active', topic: b.topic, resource, event, hooks: [`woocommerce_${event}_${resource}`],
      delivery_url: b.delivery_url, secret: b.secret ?? '', date_created: at.local, date_created_gmt: at.gmt, date_modified: at.local, date_modified_gmt: at.gmt, _links: links('webhooks', id),
    };
    state.webhooks.push(made);
    return made;
  }

  const find = (list, id, code, message) => {
    const found = list.find((x) => x.id === Number(id));
    if (!found) throw new Refusal(404, code, message);
    return found;
  };
  const sorted = (rows, q, defaults) => {
    const order = q.get('order') ?? defaults.order;
    const by = q.get('orderby') ?? defaults.orderby;
    const key = by === 'date' ? 'id' : by === 'title' ? 'name' : by === 'include' ? 'id' : by;
    const out = rows.slice().sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return order === 'desc' ? out.reverse() : out;
  };
  function paged(rows, q, origin, path) {
    const perPage = q.get('per_page') === null ? 10 : Number(q.get('per_page'));
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) throw new Refusal(400, 'rest_invalid_param', 'Invalid parameter(s): per_page');
    const page = q.get('page') === null ? 1 : Number(q.get('page'));
    const totalPages = Math.max(1, Math.ceil(rows.length / perPage));
    if (page > totalPages && rows.length > 0) throw new Refusal(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
    const headers = { 'X-WP-Total': String(rows.length), 'X-WP-TotalPages': String(totalPages) };
    const link = (p) => {
      const params = new URLSearchParams(q);
      params.set('page', String(p));
      return `<${origin}${path}?${params.toString()}>`;
    };
    const parts = [];
    if (page > 1) parts.push(`${link(page - 1)}; rel="prev"`);
    if (page < totalPages) parts.push(`${link(page + 1)}; rel="next"`);
    if (parts.length) headers.Link = parts.join(', ');
    return { body: rows.slice((page - 1) * perPage, page * perPage), headers };
  }
  const truthy = (v) => v === 'true' || v === '1';

  const routes = [
    ['GET', /^customers$/, (m, q, b, origin, path) => paged(sorted(state.customers.filter((c) => !q.get('email') || c.email === q.get('email')), q, { order: 'asc', orderby: 'id' }), q, origin, path)],
    ['POST', /^customers$/, (m, q, b) => ({ status: 201, body: makeCustomer(b) })],
    ['GET', /^customers\/(\d+)$/, (m) => ({ body: find(state.customers, m[1], 'woocommerce_rest_invalid_id', 'Invalid resource ID.') })],
    ['PUT', /^customers\/(\d+)$/, (m, q, b) => {
      const c = find(state.customers, m[1], 'woocommerce_rest_invalid_id', 'Invalid resource ID.');
      for (const k of ['first_name', 'last_name', 'email']) if (b[k] !== undefined) c[k] = b[k];
      if (b.billing !== undefined) c.billing = address({ ...c.billing, ...b.billing }, true);
      if (b.shipping !== undefined) c.shipping = address({ ...c.shipping, ...b.shipping });
      if (b.meta_data !== undefined) c.meta_data.push(...metaOf(b.meta_data));
      const at = stamp();
      c.date_modified = at.local;
      c.date_modified_gmt = at.gmt;
      return { body: c };
    }],
    ['DELETE', /^customers\/(\d+)$/, (m, q) => {
      const c = find(state.customers, m[1], 'woocommerce_rest_invalid_id', 'Invalid resource ID.');
      if (!truthy(q.get('force'))) throw new Refusal(501, 'woocommerce_rest_trash_not_supported', 'Customers do not support trashing.');
      state.customers.splice(state.customers.indexOf(c), 1);
      return { body: c };
    }],
    ['GET', /^products\/categories$/, (m, q, b, origin, path) => paged(state.categories, q, origin, path)],
    ['GET', /^products\/tags$/, (m, q, b, origin, path) => paged(state.tags, q, origin, path)],
    ['GET', /^products$/, (m, q, b, origin, path) => {
      const status = q.get('status') ?? 'any';
      const rows = state.products.filter((p) => (status === 'any' || p.status === status) && (!q.get('sku') || p.sku === q.get('sku')) && (!q.get('slug') || p.slug === q.get('slug'))
        && (!q.get('type') || p.type === q.get('type')) && (!q.get('search') || p.name.toLowerCase().includes(q.get('search').toLowerCase()))
        && (q.get('featured') === null || p.featured === truthy(q.get('featured'))) && (!q.get('category') || p.categories.some((c) => String(c.id) === q.get('category')))
        && (!q.get('tag') || p.tags.some((t) => String(t.id) === q.get('tag'))) && (!q.get('stock_status') || p.stock_status === q.get('stock_status')));
      return paged(sorted(rows, q, { order: 'desc', orderby: 'date' }), q, origin, path);
    }],
    ['POST', /^products$/, (m, q, b) => ({ status: 201, body: makeProduct(b) })],
    ['GET', /^products\/(\d+)$/, (m) => ({ body: find(state.products, m[1], 'woocommerce_rest_product_invalid_id', 'Invalid ID.') })],
    ['PUT', /^products\/(\d+)$/, (m, q, b) => {
      const p = find(state.products, m[1], 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
      applyProduct(p, b);
      const at = stamp();
      p.date_modified = at.local;
      p.date_modified_gmt = at.gmt;
      return { body: p };
    }],
    ['DELETE', /^products\/(\d+)$/, (m, q) => {
      const p = find(state.products, m[1], 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
      if (truthy(q.get('force'))) state.products.splice(state.products.indexOf(p), 1);
      else p.status = 'trash';
      return { body: p };
    }],
    ['GET', /^orders$/, (m, q, b, origin, path) => {
      const status = q.get('status') ?? 'any';
      const rows = state.orders.filter((o) => (status === 'any' || o.status === status) && (!q.get('customer') || o.customer_id === Number(q.get('customer')))
        && (!q.get('product') || o.line_items.some((l) => l.product_id === Number(q.get('product')))) && (!q.get('search') || JSON.stringify(o.billing).includes(q.get('search'))));
      return paged(sorted(rows, q, { order: 'desc', orderby: 'date' }), q, origin, path);
    }],
    ['POST', /^orders$/, (m, q, b) => ({ status: 201, body: makeOrder(b) })],
    ['GET', /^orders\/(\d+)$/, (m) => ({ body: find(state.orders, m[1], 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.') })],
    ['PUT', /^orders\/(\d+)$/, (m, q, b) => {
      const o = find(state.orders, m[1], 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
      const at = stamp();
      o.date_modified = at.local;
      o.date_modified_gmt = at.gmt;
      applyOrder(o, b);
      return { body: o };
    }],
    ['DELETE', /^orders\/(\d+)$/, (m, q) => {
      const o = find(state.orders, m[1], 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
      if (truthy(q.get('force'))) state.orders.splice(state.orders.indexOf(o), 1);
      else o.status = 'trash';
      return { body: o };
    }],
    ['GET', /^webhooks$/, (m, q, b, origin, path) => paged(state.webhooks.filter((w) => !q.get('status') || q.get('status') === 'all' || w.status === q.get('status')), q, origin, path)],
    ['POST', /^webhooks$/, (m, q, b) => ({ status: 201, body: makeWebhook(b) })],
    ['DELETE', /^webhooks\/(\d+)$/, (m, q) => {
      const w = find(state.webhooks, m[1], 'woocommerce_rest_webhook_invalid_id', 'Invalid ID.');
      if (!truthy(q.get('force'))) throw new Refusal(501, 'woocommerce_rest_trash_not_supported', 'Webhooks do not support trashing.');
      state.webhooks.splice(state.webhooks.indexOf(w), 1);
      return { body: w };
    }],
  ];

  const authorized = (headers, q) => {
    const basic = /^Basic\s+(.+)$/i.exec(String(headers.authorization ?? ''));
    if (basic) return Buffer.from(basic[1], 'base64').toString('utf8') === `${CONSUMER_KEY}:${CONSUMER_SECRET}`;
    return q.get('consumer_key') === CONSUMER_KEY && q.get('consumer_secret') === CONSUMER_SECRET;
  };

  async function handle(req, res) {
    const url = new URL(req.url, 'http://woo.local');
    const at = url.pathname.indexOf(PREFIX);
    if (at < 0) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    state.calls.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorization: String(req.headers.authorization ?? '') });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(payload));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) {
      const headers = failure.retryAfter === undefined ? {} : { 'Retry-After': String(failure.retryAfter) };
      return send(failure.status, { code: 'too_many_requests', message: 'Too many requests.', data: { status: failure.status } }, headers);
    }
    if (!authorized(req.headers, url.searchParams)) return send(401, { code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot list resources.', data: { status: 401 } });
    const origin = `${req.socket.encrypted ? 'https' : 'http'}://${req.headers.host}`;
    const path = url.pathname.slice(at + PREFIX.length).replace(/^\/+/, '').replace(/\/+$/, '');
    for (const [method, pattern, fn] of routes) {
      if (method !== req.method) continue;
      const m = pattern.exec(path);
      if (!m) continue;
      try {
        const answer = fn(m, url.searchParams, body, origin, url.pathname);
        return send(answer.status ?? 200, clone(answer.body), answer.headers);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return send(error.status, { code: error.code, message: error.message, data: { status: error.status } });
      }
    }
    return send(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
  }

  return { state, handle };
}

/** Serves a fresh fake on a loopback port. */
export async function start(seed) {
  const fake = createWooCommerceFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
