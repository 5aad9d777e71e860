/**
 * Shopify Trigger 1 (n8n's `n8n-nodes-base.shopifyTrigger`). Activating the workflow registers the
 * node's URL as a Shopify webhook for the chosen topic (`POST /webhooks.json`, JSON format); a
 * webhook of that topic at the same URL is reused; deactivating deletes it. Each call Shopify makes
 * starts a run with its body when it carries Shopify's topic, HMAC, shop-domain and API-version
 * headers, its `X-Shopify-Hmac-Sha256` is the base64 HMAC-SHA256 of the raw body with the
 * credential's secret (the shared secret, the app secret key, or the OAuth2 client secret) and its
 * topic is the chosen one; any other call is answered without starting a run, as n8n does.
 */
import { createHmac } from 'node:crypto';
import type {
  ExecuteContext,
  NodeOutput,
  NodeType,
  NodeTypeDescription,
  WebhookCallResult,
  WebhookRequestContext,
  WebhookSetupContext,
} from '@weft/workflow';
import { shopifyCredentialType, shopifyRequest } from '../shopify/api.js';
import { shopifyTriggerProperties } from './properties.js';

const credential = (name: string, authentication: string) => ({
  name,
  required: true,
  displayOptions: { show: { authentication: [authentication] } },
});

/** Shopify Trigger 1's description. */
export const shopifyTriggerDescription: NodeTypeDescription = {
  displayName: 'Shopify Trigger',
  name: 'weft.shopifyTrigger',
  icon: 'file:shopify.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '={{$parameter["event"]}}',
  description: 'Handle Shopify events via webhooks',
  defaults: { name: 'Shopify Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    credential('shopifyApi', 'apiKey'),
    credential('shopifyAccessTokenApi', 'accessToken'),
    credential('shopifyOAuth2Api', 'oAuth2'),
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: shopifyTriggerProperties,
  codex: { categories: ['Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.shopifytrigger/',
};

type Json = Record<string, any>;

const request = (
  ctx: WebhookSetupContext,
  method: 'GET' | 'POST' | 'DELETE',
  endpoint: string,
  body?: Json,
  qs?: Json,
) =>
  shopifyRequest(ctx, { authentication: ctx.getNodeParameter('authentication', 'apiKey'), method, endpoint, body, qs });

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const url = ctx.getNodeWebhookUrl('default');
      // n8n's node asks for the topic's webhooks without the `.json` suffix.
      const { webhooks } = (await request(
        ctx,
        'GET',
        '/webhooks',
        {},
        { topic: ctx.getNodeParameter('topic', '') },
      )) as Json;
      for (const hook of (Array.isArray(webhooks) ? webhooks : []) as Json[]) {
        if (hook.address === url) {
          ctx.getWorkflowStaticData('node').webhookId = hook.id;
          return true;
        }
      }
      return false;
    },
    async create(ctx) {
      const body = {
        webhook: {
          topic: ctx.getNodeParameter('topic', ''),
          address: ctx.getNodeWebhookUrl('default'),
          format: 'json',
        },
      };
      const answer = (await request(ctx, 'POST', '/webhooks.json', body)) as Json;
      if (answer?.webhook?.id === undefined) return false;
      ctx.getWorkflowStaticData('node').webhookId = answer.webhook.id;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return true;
      try {
        await request(ctx, 'DELETE', `/webhooks/${String(data.webhookId)}.json`, {});
      } catch {
        return false;
      }
      delete data.webhookId;
      return true;
    },
  },
};

/** The secret Shopify signs calls with, from the credential the authentication picks. */
async function secretOf(ctx: WebhookRequestContext): Promise<string> {
  const authentication = ctx.getNodeParameter('authentication', 'apiKey');
  const credentials = await ctx.getCredentials(shopifyCredentialType(authentication));
  const key =
    authentication === 'apiKey' ? 'sharedSecret' : authentication === 'accessToken' ? 'appSecretKey' : 'clientSecret';
  return String(credentials[key] ?? '');
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Turns one call from Shopify into the run's item, after checking its headers, HMAC and topic. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const headers = ctx.getHeaderData();
  const hmac = header(headers, 'x-shopify-hmac-sha256');
  const topic = header(headers, 'x-shopify-topic');
  if (
    topic === undefined ||
    hmac === undefined ||
    header(headers, 'x-shopify-shop-domain') === undefined ||
    header(headers, 'x-shopify-api-version') === undefined
  )
    return {};
  const raw = ctx.getRawBody?.() ?? Buffer.from(JSON.stringify(ctx.getBodyData()));
  const computed = createHmac('sha256', await secretOf(ctx))
    .update(raw)
    .digest('base64');
  if (hmac !== computed) return {};
  if (ctx.getNodeParameter('topic', '') !== topic) return {};
  return { workflowData: [ctx.helpers.returnJsonArray(ctx.getBodyData())] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Shopify Trigger 1. */
export const shopifyTriggerNode: NodeType[] = [
  { description: shopifyTriggerDescription, webhookMethods, webhook, execute },
];
