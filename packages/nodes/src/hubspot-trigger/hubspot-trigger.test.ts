/**
 * HubSpot Trigger 1: registering the app's webhook target and subscriptions with the developer API
 * key (against the loopback fake), clearing them on deactivation, and turning a signed batch of
 * events into items (an unsigned or wrongly signed one starts nothing).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import type { WebhookRequestContext, WebhookSetupContext } from '@weft/workflow';
import { APP_ID, DEVELOPER_API_KEY, start, type HubspotFake } from '../hubspot/test-fake/hubspot-fake.mjs';
import { hubspotTriggerNode } from './index.js';

let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: HubspotFake;
beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_HUBSPOT_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_HUBSPOT_API_URL;
  await server?.close();
});

const trigger = hubspotTriggerNode[0]!;
const CREDENTIALS = {
  apiKey: DEVELOPER_API_KEY,
  appId: APP_ID,
  clientSecret: 'weft-client-secret',
  oauthTokenData: { access_token: 'x' },
};
const node = { id: 'n1', name: 'HubSpot Trigger', type: 'weft.hubspotTrigger', typeVersion: 1, parameters: {} };

function setup(parameters: Record<string, unknown>): WebhookSetupContext {
  const http = createHttpClient();
  return {
    getNodeWebhookUrl: () => 'https://weft.example/webhook/abc/webhook',
    getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
    getNode: () => node,
    getWorkflow: () => ({ id: 'wf' }),
    getMode: () => 'trigger',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => CREDENTIALS,
    helpers: { httpRequest: http },
  } as unknown as WebhookSetupContext;
}

function call(body: unknown, signature?: string): WebhookRequestContext {
  return {
    getBodyData: () => body as Record<string, unknown>,
    getHeaderData: () => (signature === undefined ? {} : { 'x-hubspot-signature': signature }),
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: (_n: string, fallback?: unknown) => fallback,
    getNode: () => node,
    getWorkflow: () => ({ id: 'wf' }),
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => CREDENTIALS,
    helpers: {},
  } as unknown as WebhookRequestContext;
}

describe('HubSpot Trigger webhook registration', () => {
  const events = {
    eventValues: [{ name: 'contact.creation' }, { name: 'deal.propertyChange', property: 'dealstage' }],
  };

  it('clears the app, sets the target URL and subscribes to each event (the developer API key as hapikey)', async () => {
    const ctx = setup({ eventsUi: events, additionalFields: { maxConcurrentRequests: 8 } });
    expect(await trigger.webhookMethods!.default!.checkExists(ctx)).toBe(false);
    expect(await trigger.webhookMethods!.default!.create(ctx)).toBe(true);
    expect(fake.state.webhooks.settings).toMatchObject({
      targetUrl: 'https://weft.example/webhook/abc/webhook',
      throttling: { maxConcurrentRequests: 8 },
    });
    expect(
      fake.state.webhooks.subscriptions.map((s: { eventType: string; propertyName?: string }) => [
        s.eventType,
        s.propertyName,
      ]),
    ).toEqual([
      ['contact.creation', undefined],
      ['deal.propertyChange', 'dealstage'],
    ]);
    expect(
      fake.state.calls.every((c: { query: Record<string, unknown> }) => c.query.hapikey === DEVELOPER_API_KEY),
    ).toBe(true);
    expect(fake.state.calls[0]!.path).toBe(`/webhooks/v3/${APP_ID}/settings`);
  });

  it('activating again starts afresh; deactivating clears subscriptions and target', async () => {
    const ctx = setup({ eventsUi: events, additionalFields: {} });
    await trigger.webhookMethods!.default!.create(ctx);
    expect(await trigger.webhookMethods!.default!.checkExists(ctx)).toBe(false);
    expect(fake.state.webhooks.subscriptions).toEqual([]);
    await trigger.webhookMethods!.default!.create(ctx);
    expect(fake.state.webhooks.settings.throttling.maxConcurrentRequests).toBe(5);
    expect(await trigger.webhookMethods!.default!.delete(ctx)).toBe(true);
    expect(fake.state.webhooks).toEqual({ settings: undefined, subscriptions: [] });
  });

  it('refuses to activate without events', async () => {
    await expect(
      trigger.webhookMethods!.default!.create(setup({ eventsUi: {}, additionalFields: {} })),
    ).rejects.toThrow('You must define at least one event');
  });
});

describe('HubSpot Trigger events', () => {
  const batch = [
    { objectId: 101, subscriptionType: 'contact.creation', eventId: 1, portalId: 62515, occurredAt: 1714557600000 },
    {
      objectId: 3001,
      subscriptionType: 'deal.propertyChange',
      propertyName: 'dealstage',
      propertyValue: 'closedwon',
      eventId: 2,
    },
  ];
  const sign = (body: unknown) =>
    createHash('sha256')
      .update(`${CREDENTIALS.clientSecret}${JSON.stringify(body)}`)
      .digest('hex');

  it('turns a signed batch into one item per event, naming the object by its kind', async () => {
    const result = await trigger.webhook!(call(structuredClone(batch), sign(batch)));
    expect(result.workflowData?.[0]?.map((i) => i.json)).toEqual([
      { subscriptionType: 'contact.creation', eventId: 1, portalId: 62515, occurredAt: 1714557600000, contactId: 101 },
      {
        subscriptionType: 'deal.propertyChange',
        propertyName: 'dealstage',
        propertyValue: 'closedwon',
        eventId: 2,
        dealId: 3001,
      },
    ]);
  });

  it('starts nothing for an unsigned or wrongly signed call', async () => {
    expect(await trigger.webhook!(call(batch))).toEqual({});
    expect(await trigger.webhook!(call(batch, 'f'.repeat(64)))).toEqual({});
  });
});
