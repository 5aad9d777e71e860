/**
 * WooCommerce Trigger 1 (n8n's `n8n-nodes-base.wooCommerceTrigger`). Activating the workflow
 * registers the node's URL as a WooCommerce webhook for the chosen event (`POST /webhooks`, the
 * topic being the event), signed with a secret made from the credential (the MD5 of
 * `<consumer key>,<consumer secret>` in hex), and keeps its id and secret in the node's static
 * data; an active webhook of that topic at the same URL is reused; deactivating deletes it for good.
 * Each call WooCommerce makes starts a run with its body when it has an `X-WC-Webhook-ID` and its
 * `X-WC-Webhook-Signature` is the base64 HMAC-SHA256 of the raw body with the kept secret; any
 * other call is answered without starting a run, as n8n does.
 */
import { createHash, createHmac } from 'node:crypto';
import type {
  ExecuteContext,
  NodeOutput,
  NodeType,
  NodeTypeDescription,
  WebhookCallResult,
  WebhookRequestContext,
  WebhookSetupContext,
} from '@weft/workflow';
import { wooCommerceRequest, type WooCommerceCaller } from '../woo-commerce/api.js';
import { wooCommerceTriggerProperties } from './properties.js';

/** WooCommerce Trigger 1's description. */
export const wooCommerceTriggerDescription: NodeTypeDescription = {
  displayName: 'WooCommerce Trigger',
  name: 'weft.wooCommerceTrigger',
  icon: 'file:wooCommerce.svg',
  group: ['trigger'],
  version: 1,
  description: 'Handle WooCommerce events via webhooks',
  defaults: { name: 'WooCommerce Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'wooCommerceApi', required: true }],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: wooCommerceTriggerProperties,
  codex: { categories: ['Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.woocommercetrigger/',
};

type Json = Record<string, any>;

const caller = (ctx: WebhookSetupContext) => ctx as unknown as WooCommerceCaller;

/** The secret n8n signs WooCommerce webhooks with: the MD5 of `<consumer key>,<consumer secret>`, in hex. */
export function wooCommerceWebhookSecret(credentials: Record<string, unknown>): string {
  return createHash('md5')
    .update(`${String(credentials.consumerKey)},${String(credentials.consumerSecret)}`)
    .digest('hex');
}

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const url = ctx.getNodeWebhookUrl('default');
      const event = ctx.getNodeParameter('event', '');
      const hooks = (await wooCommerceRequest(caller(ctx), {
        method: 'GET',
        endpoint: '/webhooks',
        body: {},
        qs: { status: 'active', per_page: 100 },
      })) as Json[];
      for (const hook of Array.isArray(hooks) ? hooks : []) {
        if (hook.status === 'active' && hook.delivery_url === url && hook.topic === event) {
          ctx.getWorkflowStaticData('node').webhookId = hook.id;
          return true;
        }
      }
      return false;
    },
    async create(ctx) {
      const secret = wooCommerceWebhookSecret(await ctx.getCredentials('wooCommerceApi'));
      const body = { delivery_url: ctx.getNodeWebhookUrl('default'), topic: ctx.getNodeParameter('event', ''), secret };
      const { id } = (await wooCommerceRequest(caller(ctx), { method: 'POST', endpoint: '/webhooks', body })) as Json;
      const data = ctx.getWorkflowStaticData('node');
      data.webhookId = id;
      data.secret = secret;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      try {
        await wooCommerceRequest(caller(ctx), {
          method: 'DELETE',
          endpoint: `/webhooks/${String(data.webhookId)}`,
          body: {},
          qs: { force: true },
        });
      } catch {
        return false;
      }
      delete data.webhookId;
      delete data.secret;
      return true;
    },
  },
};

/** Turns one call from WooCommerce into the run's item, after checking its webhook id and signature. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const headers = ctx.getHeaderData();
  if (headers['x-wc-webhook-id'] === undefined) return {};
  const secret = ctx.getWorkflowStaticData('node').secret;
  if (typeof secret !== 'string') return {};
  const raw = ctx.getRawBody?.() ?? Buffer.from(JSON.stringify(ctx.getBodyData()));
  const computed = createHmac('sha256', secret).update(raw).digest('base64');
  const given = headers['x-wc-webhook-signature'];
  if ((Array.isArray(given) ? given[0] : given) !== computed) return {};
  return { workflowData: [ctx.helpers.returnJsonArray(ctx.getBodyData())] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** WooCommerce Trigger 1. */
export const wooCommerceTriggerNode: NodeType[] = [
  { description: wooCommerceTriggerDescription, webhookMethods, webhook, execute },
];
