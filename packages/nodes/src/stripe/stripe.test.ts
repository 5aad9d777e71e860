/**
 * Stripe 1 against the loopback Stripe API fake (test-fake/stripe-fake.mjs), in workflows as n8n
 * stores them: each operation's request (method, path, query, the form body with bracketed keys,
 * the bearer secret key) and the items it answers, paging for "Return All", Stripe's refusals as
 * node errors, continue-on-fail, 429 retries, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { formEncode } from './api.js';
import { chargeFields, customerFields } from './execute.js';
import { stripeMethods } from './methods.js';
import { SECRET_KEY, start, type StripeFake, type StripeSeed } from './test-fake/stripe-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: StripeFake;

const SEED: StripeSeed = {
  customers: [
    { name: 'Ada Lovelace', email: 'ada@weft.example', cards: [{ number: '4242424242424242' }] },
    { name: 'Grace Hopper', email: 'grace@weft.example' },
  ],
  coupons: [{ percent_off: 25, duration: 'once' }],
  charges: [
    { customer: 0, amount: 1200, description: 'First order' },
    { customer: 0, amount: 3400 },
  ],
};
// Counted ids: ada …1 (card …2), grace …3, coupon WFC00004, charges …5 and …7.
const ADA = 'cus_wf000000000001',
  CARD = 'card_wf000000000002',
  GRACE = 'cus_wf000000000003',
  CH1 = 'ch_wf000000000005',
  CH2 = 'ch_wf000000000007';

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_STRIPE_API_URL = server.url;
  process.env.WEFT_STRIPE_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_STRIPE_API_URL;
  delete process.env.WEFT_STRIPE_RETRY_BASE_MS;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; key?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 's1',
    name: 'Stripe',
    type: 'n8n-nodes-base.stripe',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { stripeApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'stripe test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Stripe',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ secretKey: options.key ?? SECRET_KEY, signatureSecret: '' }) },
  });
  const items = result.data.resultData.runData.Stripe?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Stripe registration', () => {
  it('registers Stripe 1, stripeTool 1, Stripe Trigger 1 and the stripeApi credential (a bearer secret key)', () => {
    expect(registry.versions?.('n8n-nodes-base.stripe')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.stripeTool')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.stripeTrigger')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'stripeApi')!;
    expect(cred.properties.map((p) => p.name)).toEqual(['secretKey', 'signatureSecret', 'notice']);
    expect(cred.authenticate?.({ secretKey: 'sk' }, { url: 'x', headers: { a: '1' } }).headers).toEqual({
      a: '1',
      Authorization: 'Bearer sk',
    });
    expect(cred.test?.request).toMatchObject({ baseURL: 'https://api.stripe.com/v1', url: '/charges' });
  });
});

describe('Stripe form bodies', () => {
  it('encodes nested values with brackets and lists with indices, as n8n does', () => {
    expect(
      formEncode({
        a: 'x y',
        metadata: { plan: 'pro' },
        events: ['*', 'charge.failed'],
        n: 5,
        skip: undefined,
        empty: {},
        none: null,
        odd: "(it's)",
      }),
    ).toBe('a=x%20y&metadata%5Bplan%5D=pro&events%5B0%5D=%2A&events%5B1%5D=charge.failed&n=5&none=&odd=%28it%27s%29');
  });

  it('reshapes metadata pairs, an address and the first shipping entry', () => {
    const address = { details: { line1: 'L1', city: 'C' } };
    expect(
      customerFields({
        email: 'e',
        address,
        metadata: { metadataProperties: [{ key: 'k', value: 'v' }] },
        shipping: { shippingProperties: [{ name: 'N', address }, { name: 'ignored' }] },
      }),
    ).toEqual({
      email: 'e',
      address: { line1: 'L1', city: 'C' },
      metadata: { k: 'v' },
      shipping: { name: 'N', address: { line1: 'L1', city: 'C' } },
    });
    // A shipping entry without an address is sent as the editor keeps it, as n8n's node does.
    expect(chargeFields({ shipping: { shippingProperties: [{ name: 'N' }] } })).toEqual({
      shipping: { shippingProperties: [{ name: 'N' }] },
    });
  });
});

describe('Stripe operations', () => {
  it('reads the balance with the secret key as a bearer token', async () => {
    const { json } = await run({});
    expect(last()).toMatchObject({ method: 'GET', path: '/v1/balance', authorization: `Bearer ${SECRET_KEY}` });
    expect(json[0]).toMatchObject({ object: 'balance', livemode: false });
  });

  it('creates a customer form-encoded, reads it and updates it', async () => {
    const made = await run({
      resource: 'customer',
      operation: 'create',
      name: 'Marie',
      additionalFields: {
        email: 'marie@weft.example',
        metadata: { metadataProperties: [{ key: 'plan', value: 'pro' }] },
      },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      contentType: 'application/x-www-form-urlencoded',
      raw: 'name=Marie&email=marie%40weft.example&metadata%5Bplan%5D=pro',
    });
    const id = made.json[0]!.id;
    expect(made.json[0]).toMatchObject({ object: 'customer', name: 'Marie', metadata: { plan: 'pro' } });
    expect((await run({ resource: 'customer', operation: 'get', customerId: id })).json[0]).toMatchObject({
      id,
      email: 'marie@weft.example',
    });
    const updated = await run({
      resource: 'customer',
      operation: 'update',
      customerId: id,
      updateFields: { phone: '+1 555' },
    });
    expect(last()).toMatchObject({ method: 'POST', path: `/v1/customers/${id}`, body: { phone: '+1 555' } });
    expect(updated.json[0]).toMatchObject({ phone: '+1 555', metadata: { plan: 'pro' } });
    expect((await run({ resource: 'customer', operation: 'delete', customerId: id })).json).toEqual([
      { id, object: 'customer', deleted: true },
    ]);
  });

  it('lists customers page by page with starting_after for Return All, or up to the limit', async () => {
    await server!.close();
    server = await start({
      customers: Array.from({ length: 12 }, (_, k) => ({ name: `C${k + 1}`, email: `c${k + 1}@weft.example` })),
    });
    fake = server.fake;
    process.env.WEFT_STRIPE_API_URL = server.url;
    const all = await run({ resource: 'customer', operation: 'getAll', returnAll: true, filters: {} });
    expect(calls().map((c) => c.query)).toEqual([{}, { starting_after: all.json[9]!.id }]);
    expect(all.json.map((c) => c.name)).toEqual(Array.from({ length: 12 }, (_, k) => `C${12 - k}`));
    const some = await run({
      resource: 'customer',
      operation: 'getAll',
      limit: 2,
      filters: { email: 'c3@weft.example' },
    });
    expect(last().query).toEqual({ email: 'c3@weft.example' });
    expect(some.json.map((c) => c.name)).toEqual(['C3']);
  });

  it("charges a customer's card (currency lowercased, shipping reshaped), updates and lists charges", async () => {
    const made = await run({
      resource: 'charge',
      operation: 'create',
      customerId: ADA,
      amount: 2500,
      currency: 'USD',
      source: CARD,
      additionalFields: {
        description: 'Order',
        shipping: { shippingProperties: [{ name: 'Ada', address: { details: { line1: '1 Row', country: 'GB' } } }] },
      },
    });
    expect(last().body).toEqual({
      customer: ADA,
      currency: 'usd',
      amount: '2500',
      source: CARD,
      description: 'Order',
      shipping: {
        name: 'Ada',
        address: { line1: '1 Row', line2: '', city: '', state: '', country: 'GB', postal_code: '' },
      },
    });
    // The editor's defaults fill in the address lines left out, as in n8n.
    expect(made.json[0]).toMatchObject({
      object: 'charge',
      amount: 2500,
      currency: 'usd',
      customer: ADA,
      status: 'succeeded',
    });
    const updated = await run({
      resource: 'charge',
      operation: 'update',
      chargeId: CH1,
      updateFields: { receipt_email: 'a@weft.example' },
    });
    expect(updated.json[0]).toMatchObject({ id: CH1, receipt_email: 'a@weft.example' });
    expect((await run({ resource: 'charge', operation: 'get', chargeId: CH2 })).json[0]).toMatchObject({
      id: CH2,
      amount: 3400,
    });
    expect((await run({ resource: 'charge', operation: 'getAll', limit: 2 })).json.map((c) => c.id)).toEqual([
      made.json[0]!.id,
      CH2,
    ]);
  });

  it('refuses an update without fields before any call', async () => {
    const { error } = await run({ resource: 'charge', operation: 'update', chargeId: CH1, updateFields: {} });
    expect(error?.message).toBe('Please enter at least one field to update for the charge.');
    expect(calls()).toHaveLength(0);
  });

  it('creates percent and fixed-amount coupons', async () => {
    await run({ resource: 'coupon', operation: 'create', duration: 'forever', percentOff: 15 });
    expect(last().body).toEqual({ duration: 'forever', percent_off: '15' });
    const fixed = await run({
      resource: 'coupon',
      operation: 'create',
      type: 'fixedAmount',
      amountOff: 500,
      currency: 'eur',
    });
    expect(last().body).toEqual({ duration: 'once', amount_off: '500', currency: 'eur' });
    expect(fixed.json[0]).toMatchObject({ object: 'coupon', amount_off: 500, currency: 'eur' });
  });

  it('makes a card token, adds it to a customer, reads and removes the card', async () => {
    const token = await run({
      resource: 'token',
      operation: 'create',
      number: '4242424242424242',
      cvc: '123',
      expirationMonth: '11',
      expirationYear: '2031',
    });
    expect(last().body).toEqual({
      card: { number: '4242424242424242', exp_month: '11', exp_year: '2031', cvc: '123' },
    });
    const card = await run({ resource: 'customerCard', operation: 'add', customerId: GRACE, token: token.json[0]!.id });
    expect(last()).toMatchObject({ path: `/v1/customers/${GRACE}/sources`, body: { source: token.json[0]!.id } });
    const cardId = card.json[0]!.id;
    expect(
      (await run({ resource: 'customerCard', operation: 'get', customerId: GRACE, sourceId: cardId })).json[0],
    ).toMatchObject({ id: cardId, last4: '4242', customer: GRACE });
    expect((await run({ resource: 'customerCard', operation: 'remove', customerId: GRACE, cardId })).json).toEqual([
      { id: cardId, object: 'card', deleted: true },
    ]);
  });

  it('creates a source and attaches it to the customer', async () => {
    const made = await run({
      resource: 'source',
      operation: 'create',
      customerId: ADA,
      amount: 800,
      currency: 'usd',
      additionalFields: {},
    });
    expect(calls().map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/v1/sources', { type: 'wechat', amount: '800', currency: 'usd' }],
      ['POST', `/v1/customers/${ADA}/sources`, { source: made.json[0]!.id }],
    ]);
    expect(made.json[0]).toMatchObject({ object: 'source', type: 'wechat', status: 'pending' });
  });

  it('sends a meter event with a Unix timestamp, keeping the customer and value from the custom payload', async () => {
    await run({
      resource: 'meterEvent',
      eventName: 'api_requests',
      customerId: ADA,
      value: 3,
      additionalFields: {
        timestamp: '2026-01-05T09:30:00.000Z',
        customPayload: {
          properties: [
            { key: 'region', value: 'eu' },
            { key: 'value', value: '99' },
          ],
        },
      },
    });
    expect(last()).toMatchObject({
      path: '/v1/billing/meter_events',
      body: {
        event_name: 'api_requests',
        payload: { stripe_customer_id: ADA, value: '3', region: 'eu' },
        timestamp: String(Date.parse('2026-01-05T09:30:00.000Z') / 1000),
      },
    });
  });
});

describe('Stripe errors', () => {
  it("stops with n8n's message and Stripe's as the description", async () => {
    const { error } = await run({ resource: 'customer', operation: 'get', customerId: 'cus_missing' });
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect(error?.description).toBe("No such customer: 'cus_missing'");
  });

  it('names a refused key', async () => {
    expect((await run({}, { key: 'sk_wrong' })).error?.message).toBe(
      'Authorization failed - please check your credentials',
    );
  });

  it('gives an error item per failing item with Continue On Fail', async () => {
    const { json } = await run(
      { resource: 'customer', operation: 'get', customerId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: 'cus_missing' } }, { json: { id: ADA } }] },
    );
    expect(json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(json[1]).toMatchObject({ id: ADA });
  });

  it("fails on an empty list, as n8n's node does", async () => {
    fake.state.coupons.length = 0;
    expect((await run({ resource: 'coupon', operation: 'getAll', returnAll: true })).error?.message).toBe(
      "Cannot read properties of undefined (reading 'id')",
    );
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ resource: 'charge', operation: 'get', chargeId: CH1 });
    expect(calls()).toHaveLength(2);
    expect(json[0]).toMatchObject({ id: CH1 });
  });
});

describe('Stripe look-ups', () => {
  const ctx = () =>
    ({
      getNode: () => ({
        id: 's1',
        name: 'Stripe',
        type: 'n8n-nodes-base.stripe',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async () => ({ secretKey: SECRET_KEY }),
      getCurrentNodeParameter: () => undefined,
      helpers: {
        httpRequest: async (o: any) => {
          const url = new URL(o.url);
          for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
          const res = await fetch(url, { method: o.method, headers: o.headers, body: o.body });
          return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
        },
      },
    }) as unknown as NodeMethodContext;

  it('lists the currencies of the first country spec and the customers', async () => {
    const lo = stripeMethods.loadOptions!;
    expect((await lo.getCurrencies!.call(ctx(), ctx())).slice(0, 2)).toEqual([
      { name: 'USD', value: 'usd' },
      { name: 'EUR', value: 'eur' },
    ]);
    expect(await lo.getCustomers!.call(ctx(), ctx())).toEqual([
      { name: 'Grace Hopper', value: GRACE },
      { name: 'Ada Lovelace', value: ADA },
    ]);
  });
});
