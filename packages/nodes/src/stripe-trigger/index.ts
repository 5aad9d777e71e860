/**
 * Stripe Trigger 1 (n8n's `n8n-nodes-base.stripeTrigger`). Activating the workflow registers the
 * node's URL as a Stripe webhook endpoint (`POST /v1/webhook_endpoints`) for the chosen events, with
 * the API version Stripe should shape them in when one is given, and keeps the endpoint's id, events
 * and signing secret in the node's static data; a kept endpoint that Stripe still knows is reused
 * (one it answers 404 for is forgotten); deactivating deletes it. Each event Stripe posts starts a
 * run with its body, when its type is one of the chosen events (or `*` is chosen) and, if the
 * credential has a signature secret, its `Stripe-Signature` (HMAC-SHA256 of `<t>.<raw body>`, at
 * most five minutes old) matches; a call that does not match is answered 401 `Unauthorized`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NodeApiError,
  type ExecuteContext,
  type NodeOutput,
  type NodeType,
  type NodeTypeDescription,
  type WebhookCallResult,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { stripeRequest, type StripeCaller } from '../stripe/api.js';
import { stripeTriggerProperties } from './properties.js';

/** Stripe Trigger 1's description. */
export const stripeTriggerDescription: NodeTypeDescription = {
  displayName: 'Stripe Trigger',
  name: 'weft.stripeTrigger',
  icon: 'file:stripe.svg',
  group: ['trigger'],
  version: 1,
  description: 'Handle Stripe events via webhooks',
  defaults: { name: 'Stripe Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'stripeApi', required: true }],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: stripeTriggerProperties,
  codex: { categories: ['Finance & Accounting', 'Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.stripetrigger/',
};

type Json = Record<string, any>;

const caller = (ctx: WebhookSetupContext) => ctx as unknown as StripeCaller;

function forget(data: Record<string, unknown>): void {
  delete data.webhookId;
  delete data.webhookEvents;
  delete data.webhookSecret;
}

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return false;
      try {
        await stripeRequest(caller(ctx), { method: 'GET', endpoint: `/webhook_endpoints/${String(data.webhookId)}` });
      } catch (error) {
        const e = error as { httpCode?: string | null; message?: string };
        if (e.httpCode === '404' || String(e.message ?? '').includes('resource_missing')) {
          forget(data);
          return false;
        }
        throw error;
      }
      return true;
    },
    async create(ctx) {
      const body: Json = {
        url: ctx.getNodeWebhookUrl('default'),
        description: `Created by n8n for workflow ID: ${String(ctx.getWorkflow().id ?? '')}`,
        enabled_events: ctx.getNodeParameter('events', []),
      };
      const apiVersion = ctx.getNodeParameter('apiVersion', '');
      if (apiVersion) body.api_version = apiVersion;
      const answer = (await stripeRequest(caller(ctx), {
        method: 'POST',
        endpoint: '/webhook_endpoints',
        body,
      })) as Json;
      if (answer?.id === undefined || answer.secret === undefined || answer.status !== 'enabled') {
        throw new NodeApiError(ctx.getNode(), {
          message: 'Stripe webhook creation response did not contain the expected data.',
          body: answer,
        });
      }
      const data = ctx.getWorkflowStaticData('node');
      data.webhookId = answer.id;
      data.webhookEvents = answer.enabled_events;
      data.webhookSecret = answer.secret;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return true;
      try {
        await stripeRequest(caller(ctx), {
          method: 'DELETE',
          endpoint: `/webhook_endpoints/${String(data.webhookId)}`,
        });
      } catch {
        return false;
      }
      forget(data);
      return true;
    },
  },
};

const FIVE_MINUTES_S = 300;

/**
 * Whether a call carries a valid `Stripe-Signature` for the credential's signature secret (any call
 * does when the credential has none): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
 * the time within five minutes of now.
 */
export async function stripeSignatureMatches(ctx: WebhookRequestContext, now = Date.now()): Promise<boolean> {
  const credentials = await ctx.getCredentials('stripeApi');
  const secret = credentials?.signatureSecret;
  if (!secret) return true;
  if (typeof secret !== 'string') return false;
  const header = ctx.getHeaderData()['stripe-signature'];
  const signature = Array.isArray(header) ? header[0] : header;
  if (!signature) return false;
  let timestamp: string | undefined;
  let value: string | undefined;
  for (const element of signature.split(',')) {
    if (element.startsWith('t=')) timestamp = element.slice(2);
    else if (element.startsWith('v1=')) value = element.slice(3);
  }
  if (!timestamp || !value) return false;
  if (Math.abs(Math.floor(now / 1000) - parseInt(timestamp, 10)) > FIVE_MINUTES_S) return false;
  const raw = ctx.getRawBody?.();
  if (!raw) return false;
  const computed = Buffer.from(
    createHmac('sha256', secret)
      .update(`${timestamp}.${Buffer.from(raw).toString()}`)
      .digest('hex'),
  );
  const given = Buffer.from(value);
  return computed.length === given.length && timingSafeEqual(computed, given);
}

/** Turns one event from Stripe into the run's item, after checking its signature and type. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  if (!(await stripeSignatureMatches(ctx)))
    return {
      response: { statusCode: 401, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: 'Unauthorized' },
    };
  const body = ctx.getBodyData();
  const events = (ctx.getNodeParameter('events', []) ?? []) as string[];
  const type = body.type as string | undefined;
  if (type === undefined || (!events.includes('*') && !events.includes(type))) return {};
  return { workflowData: [ctx.helpers.returnJsonArray(body)] };
}

/** A run from this node passes on the event it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Stripe Trigger 1. */
export const stripeTriggerNode: NodeType[] = [
  { description: stripeTriggerDescription, webhookMethods, webhook, execute },
];
