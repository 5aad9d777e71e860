/**
 * A loopback Stripe API (https://docs.stripe.com/api, `/v1/…`) over in-memory state, for tests and
 * for recording n8n:
 *
 * - `GET /v1/balance`, `GET /v1/country_specs`;
 * - customers: `GET|POST /v1/customers` (`email`), `GET|POST|DELETE /v1/customers/{id}`,
 *   `POST /v1/customers/{id}/sources` (a token becomes a card; a source is attached),
 *   `GET|DELETE /v1/customers/{id}/sources/{card or source}`;
 * - `GET|POST /v1/charges`, `GET|POST /v1/charges/{id}`; `GET|POST /v1/coupons`;
 * - `POST /v1/sources`, `GET /v1/sources/{id}`; `POST /v1/tokens` (cards);
 * - `POST /v1/billing/meter_events`;
 * - `GET|POST /v1/webhook_endpoints`, `GET|POST|DELETE /v1/webhook_endpoints/{id}`.
 *
 * Bodies are form-encoded with bracketed keys (`metadata[plan]=pro`, `enabled_events[0]=*`), as
 * Stripe takes them. Lists answer `{ object: 'list', data, has_more, url }`, newest first, `limit`
 * (default 10) and `starting_after` / `ending_before`. Requests sign in with `Authorization: Bearer
 * SECRET_KEY`; anything else is answered 401. Refusals have Stripe's shape (`{ error: { type, code?,
 * message, param?, doc_url? } }`): unknown ids 404 `resource_missing`, bad values 400. Ids are counted
 * and times come from a clock that moves one minute per write, so two fakes given the same calls
 * answer the same. `state.calls` logs each request; answers pushed on `state.failures`
 * (`{ status, retryAfter? }`) are given first, one a request.
 *
 * `createStripeFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const SECRET_KEY = 'sk_test_weftstripe000000000001';

class Refusal extends Error {
  constructor(status, type, message, extra = {}) {
    super(message);
    this.status = status;
    this.type = type;
    this.extra = extra;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const missing = (kind, id, param = 'id') =>
  new Refusal(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param, doc_url: 'https://stripe.com/docs/error-codes/resource-missing' });
const required = (param) => new Refusal(400, 'invalid_request_error', `Missing required param: ${param}.`, { code: 'parameter_missing', param, doc_url: 'https://stripe.com/docs/error-codes/parameter-missing' });

/** Decodes a form body with bracketed keys into nested objects (index-only objects become arrays). */
export function parseForm(text) {
  const root = {};
  for (const pair of String(text ?? '').split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const decode = (s) => decodeURIComponent(s.replace(/\+/g, ' '));
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const head = key.split('[')[0];
    const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]);
    const path = [head, ...rest];
    let at = root;
    path.forEach((seg, i) => {
      if (i === path.length - 1) at[seg] = value;
      else at = at[seg] = at[seg] && typeof at[seg] === 'object' ? at[seg] : {};
    });
  }
  const arrays = (v) => {
    if (!v || typeof v !== 'object') return v;
    const keys = Object.keys(v);
    for (const k of keys) v[k] = arrays(v[k]);
    if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => v[k]);
    return v;
  };
  return arrays(root);
}

const BRANDS = [[/^4/, 'Visa'], [/^5[1-5]/, 'MasterCard'], [/^3[47]/, 'American Express']];

/**
 * Seed: `{ now?, balance?: { available?: [{ amount, currency }], pending?: [...] },
 * customers?: [{ name, email?, description?, phone?, metadata?, cards?: [{ number?, exp_month?, exp_year? }] }],
 * coupons?: [{ percent_off? | amount_off?, currency?, duration? }], charges?: [{ customer (index), amount, currency?, description? }],
 * webhookEndpoints?: [{ url, enabled_events }] }`.
 */
export function createStripeFake(seed = {}) {
  let counter = 1;
  const state = {
    clock: Math.floor(Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z') / 1000),
    customers: [], cards: [], sources: [], tokens: [], charges: [], coupons: [], meterEvents: [], webhookEndpoints: [],
    balance: seed.balance ?? {},
    calls: [], failures: [],
  };
  const tick = () => (state.clock += 60);
  const id = (prefix) => `${prefix}_wf${String(counter++).padStart(12, '0')}`;
  const num = (v) => (v === undefined || v === '' ? v : Number(v));

  function makeCard(number, expMonth, expYear, customer) {
    const digits = String(number ?? '4242424242424242').replace(/\s/g, '');
    const brand = BRANDS.find(([re]) => re.test(digits))?.[1] ?? 'Unknown';
    return {
      id: id('card'), object: 'card', address_city: null, address_country: null, address_line1: null, address_line1_check: null, address_line2: null,
      address_state: null, address_zip: null, address_zip_check: null, brand, country: 'US', customer: customer ?? null, cvc_check: 'unchecked',
      dynamic_last4: null, exp_month: Number(expMonth ?? 12), exp_year: Number(expYear ?? 2030), fingerprint: `fp${String(counter).padStart(14, '0')}`,
      funding: 'credit', last4: digits.slice(-4), metadata: {}, name: null, tokenization_method: null, wallet: null,
    };
  }
  function makeCustomer(c) {
    const made = {
      id: id('cus'), object: 'customer', address: c.address ?? null, balance: 0, created: tick(), currency: null, default_source: null, delinquent: false,
      description: c.description ?? null, discount: null, email: c.email ?? null, invoice_prefix: `WF${String(counter).padStart(6, '0')}`,
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null }, livemode: false,
      metadata: c.metadata ?? {}, name: c.name ?? null, next_invoice_sequence: 1, phone: c.phone ?? null, preferred_locales: [], shipping: c.shipping ?? null,
      tax_exempt: 'none', test_clock: null,
    };
    state.customers.push(made);
    for (const sc of c.cards ?? []) attach(made, makeCard(sc.number, sc.exp_month, sc.exp_year, made.id));
    return made;
  }
  function attach(customer, card) {
    card.customer = customer.id;
    state.cards.push(card);
    if (!customer.default_source) customer.default_source = card.id;
    return card;
  }
  function makeCoupon(c) {
    const made = {
      id: c.id ?? `WFC${String(counter++).padStart(5, '0')}`, object: 'coupon', amount_off: num(c.amount_off) ?? null, created: tick(), currency: c.currency ?? null,
      duration: c.duration ?? 'once', duration_in_months: null, livemode: false, max_redemptions: null, metadata: c.metadata ?? {}, name: c.name ?? null,
      percent_off: num(c.percent_off) ?? null, redeem_by: null, times_redeemed: 0, valid: true,
    };
    state.coupons.push(made);
    return made;
  }
  function makeCharge(c) {
    const amount = Number(c.amount);
    const created = tick();
    const made = {
      id: id('ch'), object: 'charge', amount, amount_captured: amount, amount_refunded: 0, application: null, application_fee: null, application_fee_amount: null,
      balance_transaction: id('txn'), billing_details: { address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null }, email: null, name: null, phone: null },
      calculated_statement_descriptor: 'WEFT', captured: true, created, currency: c.currency, customer: c.customer ?? null, description: c.description ?? null,
      disputed: false, failure_code: null, failure_message: null, fraud_details: {}, livemode: false, metadata: c.metadata ?? {},
      outcome: { network_status: 'approved_by_network', reason: null, risk_level: 'normal', risk_score: 32, seller_message: 'Payment complete.', type: 'authorized' },
      paid: true, payment_intent: null, payment_method: c.card?.id ?? null, receipt_email: c.receipt_email ?? null, receipt_url: null, refunded: false,
      shipping: c.shipping ?? null, source: c.card ? clone(c.card) : null, statement_descriptor: null, status: 'succeeded',
    };
    state.charges.push(made);
    return made;
  }
  for (const c of seed.customers ?? []) makeCustomer(c);
  for (const c of seed.coupons ?? []) makeCoupon(c);
  for (const c of seed.charges ?? []) {
    const customer = state.customers[c.customer ?? 0];
    makeCharge({ ...c, currency: c.currency ?? 'usd', customer: customer?.id, card: state.cards.find((k) => k.id === customer?.default_source) });
  }
  for (const w of seed.webhookEndpoints ?? []) makeEndpoint(w);

  function makeEndpoint(w) {
    const made = {
      id: id('we'), object: 'webhook_endpoint', api_version: w.api_version ?? null, application: null, created: tick(), description: w.description ?? null,
      enabled_events: w.enabled_events ?? [], livemode: false, metadata: {}, secret: `whsec_wf${String(counter++).padStart(24, '0')}`, status: 'enabled', url: w.url,
    };
    state.webhookEndpoints.push(made);
    return made;
  }

  const findCustomer = (cid, param = 'id') => {
    const c = state.customers.find((x) => x.id === cid && !x.deleted);
    if (!c) throw missing('customer', cid, param);
    return c;
  };
  const metadataOf = (given, old = {}) => {
    if (given === undefined) return old;
    if (given === '') return {};
    const out = { ...old };
    for (const [k, v] of Object.entries(given)) {
      if (v === '') delete out[k];
      else out[k] = String(v);
    }
    return out;
  };
  const address = (a) => (a === undefined ? undefined : { city: a.city ?? null, country: a.country ?? null, line1: a.line1 ?? null, line2: a.line2 ?? null, postal_code: a.postal_code ?? null, state: a.state ?? null });
  const shipping = (s) => (s === undefined ? undefined : { ...s, address: address(s.address ?? {}), name: s.name ?? null, phone: s.phone ?? null });

  function list(all, query, url, filter = () => true) {
    const limit = query.limit === undefined ? 10 : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new Refusal(400, 'invalid_request_error', 'Invalid integer: ' + query.limit, { param: 'limit' });
    let rows = all.filter(filter).slice().reverse();
    if (query.starting_after) {
      const at = rows.findIndex((r) => r.id === query.starting_after);
      if (at < 0) throw missing(url.includes('customers') ? 'customer' : 'object', query.starting_after, 'starting_after');
      rows = rows.slice(at + 1);
    } else if (query.ending_before) {
      const at = rows.findIndex((r) => r.id === query.ending_before);
      rows = at < 0 ? [] : rows.slice(0, at);
    }
    return { object: 'list', data: clone(rows.slice(0, limit)), has_more: rows.length > limit, url };
  }

  function tokenCard(source) {
    const token = state.tokens.find((t) => t.id === source);
    if (token) {
      if (token.used) throw new Refusal(400, 'invalid_request_error', `You cannot use a Stripe token more than once: ${source}.`, { code: 'token_already_used' });
      token.used = true;
      return makeCard(token.number, token.card.exp_month, token.card.exp_year);
    }
    if (source === 'tok_visa') return makeCard('4242424242424242', 12, 2030);
    if (source === 'tok_mastercard') return makeCard('5555555555554444', 12, 2030);
    return undefined;
  }

  const routes = [
    ['GET', /^\/v1\/balance$/, () => ({
      object: 'balance',
      available: state.balance.available ?? [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
      livemode: false,
      pending: state.balance.pending ?? [{ amount: state.charges.reduce((s, c) => s + (c.currency === 'usd' ? c.amount : 0), 0), currency: 'usd', source_types: { card: 0 } }],
    })],
    ['GET', /^\/v1\/country_specs$/, () => ({
      object: 'list', has_more: false, url: '/v1/country_specs',
      data: [{ id: 'US', object: 'country_spec', default_currency: 'usd', supported_payment_currencies: ['usd', 'eur', 'gbp', 'jpy', 'chf'], supported_payment_methods: ['card'], supported_transfer_countries: ['US'] }],
    })],
    ['POST', /^\/v1\/tokens$/, (m, q, body) => {
      const card = body.card;
      if (!card || typeof card !== 'object') throw required('card');
      if (!/^\d{12,19}$/.test(String(card.number ?? ''))) throw new Refusal(402, 'card_error', 'Your card number is incorrect.', { code: 'incorrect_number', param: 'number' });
      const made = makeCard(card.number, card.exp_month, card.exp_year);
      made.cvc_check = card.cvc ? 'unchecked' : null;
      const token = { id: id('tok'), object: 'token', card: made, client_ip: '127.0.0.1', created: tick(), livemode: false, type: 'card', used: false };
      state.tokens.push({ ...token, number: card.number });
      return token;
    }],
    ['GET', /^\/v1\/customers$/, (m, q) => list(state.customers, q, '/v1/customers', (c) => !c.deleted && (q.email === undefined || c.email === q.email))],
    ['POST', /^\/v1\/customers$/, (m, q, b) => makeCustomer({ ...b, metadata: metadataOf(b.metadata), address: address(b.address), shipping: shipping(b.shipping) })],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (m) => findCustomer(m[1])],
    ['POST', /^\/v1\/customers\/([^/]+)$/, (m, q, b) => {
      const c = findCustomer(m[1]);
      for (const k of ['name', 'email', 'description', 'phone']) if (b[k] !== undefined) c[k] = b[k] === '' ? null : b[k];
      if (b.address !== undefined) c.address = address(b.address);
      if (b.shipping !== undefined) c.shipping = shipping(b.shipping);
      c.metadata = metadataOf(b.metadata, c.metadata);
      return c;
    }],
    ['DELETE', /^\/v1\/customers\/([^/]+)$/, (m) => {
      const c = findCustomer(m[1]);
      c.deleted = true;
      return { id: c.id, object: 'customer', deleted: true };
    }],
    ['POST', /^\/v1\/customers\/([^/]+)\/sources$/, (m, q, b) => {
      const c = findCustomer(m[1]);
      if (!b.source) throw required('source');
      const source = state.sources.find((s) => s.id === b.source);
      if (source) {
        source.customer = c.id;
        source.status = 'chargeable';
        return source;
      }
      const card = tokenCard(b.source);
      if (!card) throw missing('token', b.source, 'source');
      return attach(c, card);
    }],
    ['GET', /^\/v1\/customers\/([^/]+)\/sources\/([^/]+)$/, (m) => {
      const c = findCustomer(m[1]);
      const found = state.cards.find((k) => k.id === m[2] && k.customer === c.id) ?? state.sources.find((s) => s.id === m[2] && s.customer === c.id);
      if (!found) throw missing('source', m[2]);
      return found;
    }],
    ['DELETE', /^\/v1\/customers\/([^/]+)\/sources\/([^/]+)$/, (m) => {
      const c = findCustomer(m[1]);
      const card = state.cards.find((k) => k.id === m[2] && k.customer === c.id);
      if (card) {
        state.cards.splice(state.cards.indexOf(card), 1);
        if (c.default_source === card.id) c.default_source = state.cards.find((k) => k.customer === c.id)?.id ?? null;
        return { id: card.id, object: 'card', deleted: true };
      }
      const source = state.sources.find((s) => s.id === m[2] && s.customer === c.id);
      if (!source) throw missing('source', m[2]);
      source.customer = null;
      source.status = 'consumed';
      return source;
    }],
    ['GET', /^\/v1\/charges$/, (m, q) => list(state.charges, q, '/v1/charges')],
    ['POST', /^\/v1\/charges$/, (m, q, b) => {
      if (b.amount === undefined) throw required('amount');
      if (!b.currency) throw required('currency');
      const amount = Number(b.amount);
      if (!Number.isInteger(amount)) throw new Refusal(400, 'invalid_request_error', `Invalid integer: ${b.amount}`, { param: 'amount' });
      if (amount < 50) throw new Refusal(400, 'invalid_request_error', `Amount must be at least $0.50 ${b.currency}`, { code: 'amount_too_small', param: 'amount', doc_url: 'https://stripe.com/docs/error-codes/amount-too-small' });
      let customer;
      if (b.customer) customer = findCustomer(b.customer, 'customer');
      let card;
      if (b.source) {
        card = state.cards.find((k) => k.id === b.source && (!customer || k.customer === customer.id)) ?? (customer ? undefined : tokenCard(b.source));
        if (!card) throw customer ? new Refusal(404, 'invalid_request_error', `Customer ${customer.id} does not have a linked source with ID ${b.source}.`, { code: 'missing', param: 'source' }) : missing('source', b.source, 'source');
      } else if (customer) {
        card = state.cards.find((k) => k.id === customer.default_source);
        if (!card) throw new Refusal(402, 'card_error', 'Cannot charge a customer that has no active card', { code: 'missing', param: 'card' });
      } else throw new Refusal(400, 'invalid_request_error', 'Must provide source or customer.');
      return makeCharge({ ...b, amount, customer: customer?.id, card, metadata: metadataOf(b.metadata), shipping: shipping(b.shipping) });
    }],
    ['GET', /^\/v1\/charges\/([^/]+)$/, (m) => {
      const c = state.charges.find((x) => x.id === m[1]);
      if (!c) throw missing('charge', m[1]);
      return c;
    }],
    ['POST', /^\/v1\/charges\/([^/]+)$/, (m, q, b) => {
      const c = state.charges.find((x) => x.id === m[1]);
      if (!c) throw missing('charge', m[1]);
      for (const k of ['description', 'receipt_email']) if (b[k] !== undefined) c[k] = b[k] === '' ? null : b[k];
      if (b.shipping !== undefined) c.shipping = shipping(b.shipping);
      c.metadata = metadataOf(b.metadata, c.metadata);
      return c;
    }],
    ['GET', /^\/v1\/coupons$/, (m, q) => list(state.coupons, q, '/v1/coupons')],
    ['POST', /^\/v1\/coupons$/, (m, q, b) => {
      if (!b.duration) throw required('duration');
      if (b.percent_off === undefined && b.amount_off === undefined) throw new Refusal(400, 'invalid_request_error', 'You must pass either a percent_off or an amount_off.');
      if (b.amount_off !== undefined && !b.currency) throw new Refusal(400, 'invalid_request_error', 'You must pass currency when passing amount_off', { param: 'currency' });
      if (b.percent_off !== undefined && !(Number(b.percent_off) > 0 && Number(b.percent_off) <= 100)) throw new Refusal(400, 'invalid_request_error', 'Invalid percent_off: must be greater than 0 and less than or equal to 100', { param: 'percent_off' });
      return makeCoupon({ ...b, metadata: metadataOf(b.metadata) });
    }],
    ['POST', /^\/v1\/sources$/, (m, q, b) => {
      if (!b.type) throw required('type');
      const made = {
        id: id('src'), object: 'source', amount: num(b.amount) ?? null, client_secret: `src_client_secret_wf${String(counter).padStart(8, '0')}`, created: tick(),
        currency: b.currency ?? null, flow: 'none', livemode: false, metadata: metadataOf(b.metadata), owner: { address: null, email: null, name: null, phone: null, verified_address: null, verified_email: null, verified_name: null, verified_phone: null },
        statement_descriptor: b.statement_descriptor ?? null, status: 'pending', type: b.type, usage: 'single_use',
        [b.type]: b.type === 'wechat' ? { qr_code_url: `https://stripe.weft.example/qr/${counter}`, statement_descriptor: b.statement_descriptor ?? null } : {},
      };
      state.sources.push(made);
      return clone(made);
    }],
    ['GET', /^\/v1\/sources\/([^/]+)$/, (m) => {
      const s = state.sources.find((x) => x.id === m[1]);
      if (!s) throw missing('source', m[1]);
      return s;
    }],
    ['POST', /^\/v1\/billing\/meter_events$/, (m, q, b) => {
      if (!b.event_name) throw required('event_name');
      if (!b.payload || typeof b.payload !== 'object') throw required('payload');
      if (!b.payload.stripe_customer_id) throw new Refusal(400, 'invalid_request_error', 'Missing required param: payload[stripe_customer_id].', { code: 'parameter_missing', param: 'payload[stripe_customer_id]' });
      findCustomer(b.payload.stripe_customer_id, 'payload[stripe_customer_id]');
      const created = tick();
      const made = { object: 'billing.meter_event', created, event_name: b.event_name, identifier: b.identifier ?? `wf_evt_${String(counter++).padStart(8, '0')}`, livemode: false, payload: b.payload, timestamp: b.timestamp === undefined ? created : Number(b.timestamp) };
      state.meterEvents.push(made);
      return made;
    }],
    ['GET', /^\/v1\/webhook_endpoints$/, (m, q) => list(state.webhookEndpoints, q, '/v1/webhook_endpoints')],
    ['POST', /^\/v1\/webhook_endpoints$/, (m, q, b) => {
      if (!b.url) throw required('url');
      if (!Array.isArray(b.enabled_events) || b.enabled_events.length === 0) throw required('enabled_events');
      return makeEndpoint(b);
    }],
    ['GET', /^\/v1\/webhook_endpoints\/([^/]+)$/, (m) => {
      const w = state.webhookEndpoints.find((x) => x.id === m[1]);
      if (!w) throw missing('webhook_endpoint', m[1]);
      const { secret, ...rest } = w; // eslint-disable-line no-unused-vars
      return rest;
    }],
    ['DELETE', /^\/v1\/webhook_endpoints\/([^/]+)$/, (m) => {
      const w = state.webhookEndpoints.find((x) => x.id === m[1]);
      if (!w) throw missing('webhook_endpoint', m[1]);
      state.webhookEndpoints.splice(state.webhookEndpoints.indexOf(w), 1);
      return { id: w.id, object: 'webhook_endpoint', deleted: true };
    }],
  ];

  async function handle(req, res) {
    const url = new URL(req.url, 'http://stripe.local');
    if (!url.pathname.startsWith('/v1/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const query = parseForm(url.search.slice(1));
    const body = req.method === 'GET' || req.method === 'DELETE' ? {} : parseForm(text);
    const authorization = String(req.headers.authorization ?? '');
    state.calls.push({ method: req.method, path: url.pathname, query, body, raw: text, contentType: String(req.headers['content-type'] ?? ''), authorization });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_wf${String(state.calls.length).padStart(6, '0')}`, ...headers });
      res.end(JSON.stringify(payload, null, 2));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) {
      const headers = failure.retryAfter === undefined ? {} : { 'Retry-After': String(failure.retryAfter) };
      const message = failure.status === 429 ? 'Request rate limit exceeded.' : 'An unknown error occurred';
      return send(failure.status, { error: { type: failure.status === 429 ? 'invalid_request_error' : 'api_error', code: failure.status === 429 ? 'rate_limit' : undefined, message } }, headers);
    }
    if (authorization !== `Bearer ${SECRET_KEY}`) {
      const given = authorization.replace(/^Bearer\s*/, '');
      return send(401, { error: { message: given ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}` : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').", type: 'invalid_request_error' } });
    }
    for (const [method, pattern, fn] of routes) {
      if (method !== req.method) continue;
      const m = pattern.exec(url.pathname);
      if (!m) continue;
      try {
        return send(200, clone(fn(m, query, body)));
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return send(error.status, { error: { ...error.extra, message: error.message, request_log_url: `https://dashboard.stripe.com/test/logs/req_wf${String(state.calls.length).padStart(6, '0')}`, type: error.type } });
      }
    }
    return send(404, { error: { message: `Unrecognized request URL (${req.method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`, type: 'invalid_request_error' } });
  }

  return { state, handle };
}

/** Serves a fresh fake on a loopback port. */
export async function start(seed) {
  const fake = createStripeFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
