/**
 * HubSpot Trigger 1 (n8n's `n8n-nodes-base.hubspotTrigger`). A HubSpot developer app has one webhook
 * target: activating the workflow clears the app's subscriptions and target (whatever URL it had,
 * as n8n's node does), sets the node's production URL as the target with the most concurrent
 * requests, and subscribes to each chosen event (a property change names its property);
 * deactivating it clears them again. HubSpot POSTs batches of events signed with
 * `X-HubSpot-Signature` (SHA-256 of the app's client secret and the body): a batch with a valid
 * signature starts a run with one item per event, its `objectId` renamed `contactId`, `companyId`,
 * `dealId` or `ticketId`; anything else is answered and dropped.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type NodeType,
  type NodeTypeDescription,
  type WebhookCallResult,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { hubspotRequest } from '../hubspot/api.js';
import { hubspotTriggerProperties } from './properties.js';

/** Events that fire on one property's change (they name it). */
const PROPERTY_EVENTS = ['contact.propertyChange', 'company.propertyChange', 'deal.propertyChange'];

/** HubSpot Trigger 1's description. */
export const hubspotTriggerDescription: NodeTypeDescription = {
  displayName: 'HubSpot Trigger',
  name: 'weft.hubspotTrigger',
  icon: 'file:hubspot.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow when HubSpot events occur',
  defaults: { name: 'HubSpot Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'hubspotDeveloperApi', required: true }],
  webhooks: [
    { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    { name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', path: 'webhook' },
  ],
  properties: hubspotTriggerProperties,
  codex: { categories: ['Sales', 'Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.hubspottrigger/',
};

async function appId(ctx: WebhookSetupContext): Promise<string> {
  return String((await ctx.getCredentials('hubspotDeveloperApi')).appId ?? '');
}

const request = (
  ctx: WebhookSetupContext,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  endpoint: string,
  body?: unknown,
) => hubspotRequest(ctx, 'developerApi', { method, endpoint, body });

/** Deletes every subscription of the app. */
async function clearSubscriptions(ctx: WebhookSetupContext, app: string): Promise<void> {
  const { results = [] } = ((await request(ctx, 'GET', `/webhooks/v3/${app}/subscriptions`)) ?? {}) as {
    results?: Array<{ id: unknown }>;
  };
  for (const subscription of results)
    await request(ctx, 'DELETE', `/webhooks/v3/${app}/subscriptions/${String(subscription.id)}`);
}

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const app = await appId(ctx);
      try {
        await request(ctx, 'GET', `/webhooks/v3/${app}/settings`);
      } catch {
        // No target yet (or one n8n's node would override too): start afresh either way.
      }
      await clearSubscriptions(ctx, app);
      await request(ctx, 'DELETE', `/webhooks/v3/${app}/settings`);
      return false;
    },
    async create(ctx) {
      const app = await appId(ctx);
      const events =
        (
          ctx.getNodeParameter('eventsUi', {}) as
            { eventValues?: Array<{ name?: string; property?: string }> } | undefined
        )?.eventValues ?? [];
      const additional = (ctx.getNodeParameter('additionalFields', {}) ?? {}) as { maxConcurrentRequests?: number };
      await request(ctx, 'PUT', `/webhooks/v3/${app}/settings`, {
        targetUrl: ctx.getNodeWebhookUrl('default'),
        maxConcurrentRequests: additional.maxConcurrentRequests || 5,
      });
      if (events.length === 0)
        throw new NodeOperationError(ctx.getNode(), 'You must define at least one event', {
          description: 'Add the HubSpot events the workflow should start on.',
        });
      for (const event of events) {
        const body: Record<string, unknown> = { eventType: event.name, active: true };
        if (PROPERTY_EVENTS.includes(String(event.name))) body.propertyName = event.property;
        await request(ctx, 'POST', `/webhooks/v3/${app}/subscriptions`, body);
      }
      return true;
    },
    async delete(ctx) {
      const app = await appId(ctx);
      await clearSubscriptions(ctx, app);
      try {
        await request(ctx, 'DELETE', `/webhooks/v3/${app}/settings`);
      } catch {
        return false;
      }
      return true;
    },
  },
};

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}

/** Turns a signed batch of events into the run's items (see the module comment). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const credentials = await ctx.getCredentials('hubspotDeveloperApi');
  const header = ctx.getHeaderData()['x-hubspot-signature'];
  const signature = String((Array.isArray(header) ? header[0] : header) ?? '');
  if (!signature) return {};
  const body = ctx.getBodyData() as unknown;
  const secret = String(credentials.clientSecret ?? '');
  const raw = ctx.getRawBody?.();
  const over = (text: string) => createHash('sha256').update(`${secret}${text}`).digest('hex');
  const valid =
    sameSignature(over(JSON.stringify(body)), signature) ||
    (raw !== undefined && sameSignature(over(Buffer.from(raw).toString('utf8')), signature));
  if (!valid) return {};
  const events = (Array.isArray(body) ? body : [body]) as Array<Record<string, unknown>>;
  const items: Item[] = events.map((event) => {
    const out = { ...event };
    const type = String(out.subscriptionType ?? '');
    for (const [kind, key] of [
      ['contact', 'contactId'],
      ['company', 'companyId'],
      ['deal', 'dealId'],
      ['ticket', 'ticketId'],
    ] as const)
      if (type.includes(kind)) out[key] = out.objectId;
    delete out.objectId;
    return { json: out };
  });
  return { workflowData: [items] };
}

/** A run from this node passes on the events it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** HubSpot Trigger 1. */
export const hubspotTriggerNode: NodeType[] = [
  { description: hubspotTriggerDescription, webhookMethods, webhook, execute },
];
