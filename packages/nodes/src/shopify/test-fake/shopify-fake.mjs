/**
 * A loopback Shopify Admin REST API (https://shopify.dev/docs/api/admin-rest/2024-07,
 * `/admin/api/2024-07/…`, a `.json` suffix optional) over in-memory state, for tests and for
 * recording n8n:
 *
 * - products: `GET|POST /products.json` (`ids`, `handle`, `title`, `vendor`, `product_type`,
 *   `published_status`, `since_id`, `fields`, `limit`, `page_info`), `GET|PUT|DELETE /products/{id}.json`;
 * - orders: `GET|POST /orders.json` (`ids`, `status` (open by default), `financial_status`,
 *   `fulfillment_status`, `since_id`, `fields`, `limit`, `page_info`), `GET|PUT|DELETE /orders/{id}.json`;
 * - `GET /locations.json`; webhooks: `GET /webhooks(.json)` (`topic`), `POST /webhooks.json`,
 *   `DELETE /webhooks/{id}.json`.
 *
 * Requests sign in with Basic `API_KEY:PASSWORD` or `X-Shopify-Access-Token: ACCESS_TOKEN`; anything
 * else is answered 401. Refusals have Shopify's shape (`{ errors: "Not Found" }`, `{ errors: { field:
 * [messages] } }` with 422). Lists are cut into pages of `limit` (50 by default, at most 250) linked
 * by a `Link` header (`<…page_info=…>; rel="next"`, `rel="previous"`), on the origin the request came
 * to. Ids are counted and times come from a clock that moves one minute per write, so two fakes given
 * the same calls answer the same. `state.calls` logs each request; answers pushed on `state.failures`
 * (`{ status, retryAfter? }`) are given first, one a request.
 *
 * `createShopifyFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'weftshopifyapikey0001';
export const PASSWORD = 'shppa_weftpassword0001';
export const ACCESS_TOKEN = 'shpat_weftaccesstoken0001';
const PREFIX = '/admin/api/2024-07/';

class Refusal extends Error {
  constructor(status, errors) {
    super(typeof errors === 'string' ? errors : JSON.stringify(errors));
    this.status = status;
    this.errors = errors;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const notFound = () => new Refusal(404, 'Not Found');
const money = (n) => (Math.round(Number(n || 0) * 100) / 100).toFixed(2);

/**
 * Seed: `{ now?, products?: [{ title, vendor?, product_type?, tags?, handle?, body_html?, status?,
 * variants?: [{ title?, price?, sku? }] }], orders?: [{ email?, status? ('open' | 'closed' | 'cancelled'),
 * financial_status?, tags?, note?, line_items: [{ title, price, quantity? }] }], locations?: [{ name }],
 * webhooks?: [{ topic, address }] }`.
 */
export function createShopifyFake(seed = {}) {
  let counter = 1;
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    products: [], orders: [], locations: [], webhooks: [],
    calls: [], failures: [],
  };
  const tick = () => new Date((state.clock += 60_000)).toISOString().replace(/\.\d{3}Z$/, '+00:00');
  const nextId = () => 7_000_000_000 + 1000 * counter++;
  const gid = (kind, id) => `gid://shopify/${kind}/${id}`;
  let orderNumber = 1000;

  const handleOf = (title) => String(title).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

  function makeVariant(product, v, position) {
    const at = product.updated_at;
    const id = nextId();
    return {
      id, product_id: product.id, title: v.title ?? 'Default Title', price: money(v.price ?? 0), position, inventory_policy: 'deny', compare_at_price: null,
      option1: v.option1 ?? v.title ?? 'Default Title', option2: null, option3: null, created_at: at, updated_at: at, taxable: true, barcode: null,
      fulfillment_service: 'manual', grams: Number(v.grams ?? 0), inventory_management: null, requires_shipping: true, sku: v.sku ?? '', weight: 0,
      weight_unit: 'kg', inventory_item_id: nextId(), inventory_quantity: 0, old_inventory_quantity: 0, admin_graphql_api_id: gid('ProductVariant', id), image_id: null,
    };
  }
  function makeImage(product, img, position) {
    const id = nextId();
    return {
      id, alt: img.alt ?? null, position, product_id: product.id, created_at: product.updated_at, updated_at: product.updated_at,
      admin_graphql_api_id: gid('ProductImage', id), width: 800, height: 800, src: img.src ?? '', variant_ids: img.variant_ids ?? [],
    };
  }
  function optionsOf(product, given) {
    let list = [];
    if (Array.isArray(given)) list = given.map((o) => ({ name: o.name, values: o.values ?? (o.value === undefined ? [] : [o.value]) }));
    else if (given && typeof given === 'object') list = Object.entries(given).map(([name, value]) => ({ name, values: [String(value)] }));
    if (list.length === 0) list = [{ name: 'Title', values: ['Default Title'] }];
    return list.map((o, k) => ({ id: nextId(), product_id: product.id, name: o.name, position: k + 1, values: o.values }));
  }
  function makeProduct(p) {
    if (!p.title) throw new Refusal(422, { title: ["can't be blank"] });
    const at = tick();
    const id = nextId();
    const product = {
      id, title: p.title, body_html: p.body_html ?? null, vendor: p.vendor ?? 'weft-shop', product_type: p.product_type ?? '', created_at: at,
      handle: p.handle || handleOf(p.title), updated_at: at, published_at: p.published_at ?? at, template_suffix: p.template_suffix ?? null,
      published_scope: p.published_scope || 'web', tags: p.tags ?? '', status: p.status ?? 'active', admin_graphql_api_id: gid('Product', id),
    };
    product.variants = (p.variants?.length ? p.variants : [{}]).map((v, k) => makeVariant(product, v, k + 1));
    product.options = optionsOf(product, p.options);
    product.images = (p.images ?? []).map((img, k) => makeImage(product, img, k + 1));
    product.image = product.images[0] ?? null;
    state.products.push(product);
    return product;
  }
  function address(a) {
    if (!a) return undefined;
    const first = a.first_name ?? null;
    const last = a.last_name ?? null;
    return {
      first_name: first, address1: a.address1 ?? null, phone: a.phone ?? null, city: a.city ?? null, zip: a.zip ?? null, province: a.province ?? null,
      country: a.country ?? null, last_name: last, address2: a.address2 ?? null, company: a.company ?? null, latitude: null, longitude: null,
      name: [first, last].filter(Boolean).join(' '), country_code: a.country_code ?? null, province_code: a.province_code ?? null,
    };
  }
  function lineItem(li) {
    const variant = li.variant_id ? state.products.flatMap((p) => p.variants).find((v) => String(v.id) === String(li.variant_id)) : undefined;
    if (li.variant_id && !variant) throw new Refusal(422, { line_items: ['Unable to find variant'] });
    const product = variant ? state.products.find((p) => p.id === variant.product_id) : li.product_id ? state.products.find((p) => String(p.id) === String(li.product_id)) : undefined;
    const title = li.title || product?.title;
    if (!title) throw new Refusal(422, { line_items: ['Line item title can\'t be blank'] });
    const id = nextId();
    return {
      id, admin_graphql_api_id: gid('LineItem', id), fulfillable_quantity: Number(li.quantity ?? 1), fulfillment_service: 'manual', fulfillment_status: null,
      gift_card: false, grams: Number(li.grams || variant?.grams || 0), name: variant && variant.title !== 'Default Title' ? `${title} - ${variant.title}` : title,
      price: money(li.price || variant?.price || 0), product_exists: Boolean(product), product_id: product?.id ?? null, properties: [], quantity: Number(li.quantity ?? 1),
      requires_shipping: true, sku: variant?.sku ?? null, taxable: true, title, total_discount: '0.00', variant_id: variant?.id ?? null,
      variant_inventory_management: null, variant_title: variant && variant.title !== 'Default Title' ? variant.title : null, vendor: product?.vendor ?? null,
      tax_lines: [], duties: [], discount_allocations: [],
    };
  }
  function makeOrder(o) {
    if (!Array.isArray(o.line_items) || o.line_items.length === 0) throw new Refusal(422, { line_items: ['must have at least one line item'] });
    const lines = o.line_items.map(lineItem);
    const at = tick();
    const id = nextId();
    const number = ++orderNumber - 1000;
    const subtotal = lines.reduce((s, l) => s + Number(l.price) * l.quantity, 0);
    const discounts = (o.discount_codes ?? []).map((d) => ({ code: d.code, amount: money(d.type === 'percentage' ? (subtotal * Number(d.amount)) / 100 : d.amount), type: d.type === 'fixedAmount' ? 'fixed_amount' : d.type }));
    const discount = discounts.reduce((s, d) => s + Number(d.amount), 0);
    const total = money(subtotal - discount);
    const status = o.status ?? 'open';
    const order = {
      id, admin_graphql_api_id: gid('Order', id), app_id: 1354745, browser_ip: null, buyer_accepts_marketing: false, cancel_reason: status === 'cancelled' ? 'other' : null,
      cancelled_at: status === 'cancelled' ? at : null, cart_token: null, checkout_id: null, checkout_token: null, client_details: null, closed_at: status === 'closed' ? at : null,
      confirmation_number: `WF${String(id).slice(-8)}`, confirmed: true, contact_email: o.email ?? null, created_at: at, currency: 'USD',
      current_subtotal_price: money(subtotal - discount), current_total_discounts: money(discount), current_total_price: total, current_total_tax: '0.00',
      customer_locale: null, discount_codes: discounts, email: o.email ?? '', estimated_taxes: false, financial_status: o.financial_status ?? 'paid',
      fulfillment_status: o.fulfillment_status ?? null, inventory_behaviour: undefined, location_id: o.location_id ?? null, name: `#${1000 + number}`, note: o.note ?? null, number,
      order_number: 1000 + number, phone: null, presentment_currency: 'USD', processed_at: at, source_name: o.source_name ?? '1354745', subtotal_price: money(subtotal - discount),
      tags: o.tags ?? '', taxes_included: false, test: o.test === true || o.test === 'true', total_discounts: money(discount), total_line_items_price: money(subtotal),
      total_price: total, total_tax: '0.00', total_weight: lines.reduce((s, l) => s + l.grams * l.quantity, 0), updated_at: at,
      billing_address: address(o.billing_address) ?? null, shipping_address: address(o.shipping_address) ?? null, customer: null, fulfillments: [], line_items: lines,
      payment_terms: null, refunds: [], shipping_lines: [],
    };
    delete order.inventory_behaviour;
    state.orders.push(order);
    return order;
  }
  for (const p of seed.products ?? []) makeProduct(p);
  for (const o of seed.orders ?? []) makeOrder(o);
  for (const l of seed.locations ?? []) {
    const id = nextId();
    state.locations.push({ id, name: l.name, address1: l.address1 ?? null, address2: null, city: l.city ?? null, zip: null, province: null, country: l.country ?? 'US', phone: null, created_at: tick(), updated_at: tick(), country_code: l.country ?? 'US', country_name: 'United States', province_code: null, legacy: false, active: true, admin_graphql_api_id: gid('Location', id), localized_country_name: 'United States', localized_province_name: null });
  }
  for (const w of seed.webhooks ?? []) makeWebhook(w);

  function makeWebhook(w) {
    if (!w.topic) throw new Refusal(422, { topic: ["can't be blank", 'Invalid topic specified.'] });
    if (!w.address) throw new Refusal(422, { address: ["can't be blank"] });
    if (state.webhooks.some((x) => x.topic === w.topic && x.address === w.address)) throw new Refusal(422, { address: ['for this topic has already been taken'] });
    const at = tick();
    const made = { id: nextId(), address: w.address, topic: w.topic, created_at: at, updated_at: at, format: w.format ?? 'json', fields: [], metafield_namespaces: [], api_version: '2024-07', private_metafield_namespaces: [] };
    state.webhooks.push(made);
    return made;
  }

  const pick = (obj, fields) => {
    if (!fields) return obj;
    const keep = String(fields).split(',').map((f) => f.trim()).filter(Boolean);
    return Object.fromEntries(Object.entries(obj).filter(([k]) => keep.includes(k)));
  };
  const listOf = (q, key) => (q.get(key) ? q.get(key).split(',').map((s) => s.trim()) : undefined);

  /** One page of a list, with the Link header to the neighbouring pages (page_info holds the filtered ids and offset). */
  function page(rows, q, origin, path, key) {
    let limit = q.get('limit') === null ? 50 : Number(q.get('limit'));
    if (!Number.isInteger(limit) || limit < 1) throw new Refusal(400, { limit: 'Invalid value' });
    limit = Math.min(limit, 250);
    let offset = 0;
    let ids = rows.map((r) => r.id);
    const info = q.getAll('page_info').at(-1);
    if (info) {
      try {
        ({ ids, offset } = JSON.parse(Buffer.from(info, 'base64url').toString('utf8')));
      } catch {
        throw new Refusal(400, { page_info: 'Invalid value.' });
      }
    }
    const all = ids.map((id) => rows.find((r) => r.id === id) ?? [...state.products, ...state.orders].find((r) => r.id === id)).filter(Boolean);
    const chunk = all.slice(offset, offset + limit);
    const link = (at) => `<${origin}${PREFIX}${path}.json?limit=${limit}${q.get('fields') ? `&fields=${encodeURIComponent(q.get('fields'))}` : ''}&page_info=${Buffer.from(JSON.stringify({ ids, offset: at })).toString('base64url')}>`;
    const links = [];
    if (offset > 0) links.push(`${link(Math.max(0, offset - limit))}; rel="previous"`);
    if (offset + limit < all.length) links.push(`${link(offset + limit)}; rel="next"`);
    return { body: { [key]: chunk.map((r) => pick(r, q.get('fields'))) }, headers: links.length ? { Link: links.join(', ') } : {} };
  }

  function filterProducts(q) {
    const ids = listOf(q, 'ids');
    const handles = listOf(q, 'handle');
    const since = q.get('since_id');
    const published = q.get('published_status') ?? 'any';
    return state.products.filter((p) => (!ids || ids.includes(String(p.id))) && (!handles || handles.includes(p.handle))
      && (!q.get('title') || p.title === q.get('title')) && (!q.get('vendor') || p.vendor === q.get('vendor'))
      && (!q.get('product_type') || p.product_type === q.get('product_type')) && (!since || p.id > Number(since))
      && (published === 'any' || (published === 'published') === (p.published_at !== null)));
  }
  function filterOrders(q) {
    const ids = listOf(q, 'ids');
    const status = q.get('status') ?? 'open';
    const financial = q.get('financial_status') ?? 'any';
    const since = q.get('since_id');
    const state_ = (o) => (o.cancelled_at ? 'cancelled' : o.closed_at ? 'closed' : 'open');
    return state.orders.filter((o) => (!ids || ids.includes(String(o.id))) && (status === 'any' || state_(o) === status)
      && (financial === 'any' || o.financial_status === financial) && (!since || o.id > Number(since)));
  }
  const find = (list, id) => {
    const found = list.find((x) => String(x.id) === String(id));
    if (!found) throw notFound();
    return found;
  };
  const PRODUCT_FIELDS = ['title', 'body_html', 'vendor', 'product_type', 'handle', 'published_at', 'published_scope', 'tags', 'template_suffix', 'status'];

  const routes = [
    ['GET', /^products$/, (m, q, b, origin) => page(filterProducts(q), q, origin, 'products', 'products')],
    ['POST', /^products$/, (m, q, b) => ({ status: 201, body: { product: makeProduct(b.product ?? {}) } })],
    ['GET', /^products\/(\d+)$/, (m, q) => ({ body: { product: pick(find(state.products, m[1]), q.get('fields')) } })],
    ['PUT', /^products\/(\d+)$/, (m, q, b) => {
      const product = find(state.products, m[1]);
      const given = b.product ?? {};
      for (const k of PRODUCT_FIELDS) if (given[k] !== undefined) product[k] = given[k];
      if (given.title === '') throw new Refusal(422, { title: ["can't be blank"] });
      if (given.options !== undefined) product.options = optionsOf(product, given.options);
      if (given.images !== undefined) product.images = given.images.map((img, k) => makeImage(product, img, k + 1));
      product.image = product.images[0] ?? null;
      product.updated_at = tick();
      return { body: { product } };
    }],
    ['DELETE', /^products\/(\d+)$/, (m) => {
      const product = find(state.products, m[1]);
      state.products.splice(state.products.indexOf(product), 1);
      return { body: {} };
    }],
    ['GET', /^orders$/, (m, q, b, origin) => page(filterOrders(q), q, origin, 'orders', 'orders')],
    ['POST', /^orders$/, (m, q, b) => ({ status: 201, body: { order: makeOrder(b.order ?? {}) } })],
    ['GET', /^orders\/(\d+)$/, (m, q) => ({ body: { order: pick(find(state.orders, m[1]), q.get('fields')) } })],
    ['PUT', /^orders\/(\d+)$/, (m, q, b) => {
      const order = find(state.orders, m[1]);
      const given = b.order ?? {};
      for (const k of ['note', 'tags', 'email', 'source_name', 'location_id']) if (given[k] !== undefined) order[k] = given[k];
      if (given.email !== undefined) order.contact_email = given.email;
      if (given.shipping_address !== undefined) order.shipping_address = address(given.shipping_address);
      order.updated_at = tick();
      return { body: { order } };
    }],
    ['DELETE', /^orders\/(\d+)$/, (m) => {
      const order = find(state.orders, m[1]);
      state.orders.splice(state.orders.indexOf(order), 1);
      return { body: {} };
    }],
    ['GET', /^locations$/, (m, q) => ({ body: { locations: state.locations.map((l) => pick(l, q.get('fields'))) } })],
    ['GET', /^webhooks$/, (m, q) => ({ body: { webhooks: state.webhooks.filter((w) => !q.get('topic') || w.topic === q.get('topic')) } })],
    ['POST', /^webhooks$/, (m, q, b) => ({ status: 201, body: { webhook: makeWebhook(b.webhook ?? {}) } })],
    ['DELETE', /^webhooks\/(\d+)$/, (m) => {
      const hook = find(state.webhooks, m[1]);
      state.webhooks.splice(state.webhooks.indexOf(hook), 1);
      return { body: {} };
    }],
  ];

  const authorized = (headers) => {
    if (headers['x-shopify-access-token'] === ACCESS_TOKEN) return true;
    const basic = /^Basic\s+(.+)$/i.exec(String(headers.authorization ?? ''));
    return Boolean(basic && Buffer.from(basic[1], 'base64').toString('utf8') === `${API_KEY}:${PASSWORD}`);
  };

  async function handle(req, res) {
    const url = new URL(req.url, 'http://shopify.local');
    if (!url.pathname.startsWith(PREFIX)) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    const query = Object.fromEntries(url.searchParams);
    state.calls.push({ method: req.method, path: url.pathname, query, body, authorization: String(req.headers.authorization ?? ''), accessToken: String(req.headers['x-shopify-access-token'] ?? '') });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'X-Request-Id': `wf-${state.calls.length}`, ...headers });
      res.end(JSON.stringify(payload));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) {
      const headers = failure.retryAfter === undefined ? {} : { 'Retry-After': String(failure.retryAfter) };
      return send(failure.status, { errors: failure.status === 429 ? 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' : 'Internal Server Error' }, headers);
    }
    if (!authorized(req.headers)) return send(401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    const origin = `${req.socket.encrypted ? 'https' : 'http'}://${req.headers.host}`;
    const path = url.pathname.slice(PREFIX.length).replace(/^\/+/, '').replace(/\.json$/, '');
    for (const [method, pattern, fn] of routes) {
      if (method !== req.method) continue;
      const m = pattern.exec(path);
      if (!m) continue;
      try {
        const answer = fn(m, url.searchParams, body, origin);
        return send(answer.status ?? 200, clone(answer.body), answer.headers);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return send(error.status, { errors: error.errors });
      }
    }
    return send(404, { errors: 'Not Found' });
  }

  return { state, handle };
}

/** Serves a fresh fake on a loopback port. */
export async function start(seed) {
  const fake = createShopifyFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
