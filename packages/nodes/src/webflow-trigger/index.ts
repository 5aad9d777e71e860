/**
 * Webflow Trigger 1 and 2 (n8n's `n8n-nodes-base.webflowTrigger`). Activating the workflow looks for
 * a webhook of the site with this node's URL and event (`GET /sites/{site}/webhooks`) and adds one
 * when there is none (`POST /sites/{site}/webhooks` with `triggerType` and `url`), keeping its id in
 * the node's static data; deactivating deletes it. Version 1 uses the v1 API with the credential its
 * `authentication` names; version 2 uses the v2 API with OAuth2 and starts a run only for a call
 * whose `x-webflow-signature` is the HMAC-SHA256 (hex), keyed with the OAuth2 app's client secret, of
 * `{x-webflow-timestamp}:{raw body}`, stamped within five minutes; others are answered 401. A
 * call's body is the run's item.
 *
 * Where n8n's version 2 cannot work against the v2 API, Weft follows the API: it keeps the webhook's
 * `id` (v2 has no `_id`) and deletes it at `DELETE /v2/webhooks/{id}` (an answer of 204 counts as
 * deleted), so deactivating removes the webhook instead of leaving it registered.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  ExecuteContext,
  NodeOutput,
  NodeType,
  NodeTypeDescription,
  WebhookCallResult,
  WebhookRequestContext,
  WebhookSetupContext,
} from '@weft/workflow';
import { webflowMethods, webflowRequest, type WebflowCaller } from '../webflow/index.js';
import { webflowTriggerV1Properties, webflowTriggerV2Properties } from './properties.js';

const base = {
  displayName: 'Webflow Trigger',
  name: 'weft.webflowTrigger',
  icon: 'file:webflow.svg',
  group: ['trigger'],
  description: 'Starts the workflow when a Webflow site event happens',
  defaults: { name: 'Webflow Trigger' },
  inputs: [],
  outputs: ['main'],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  codex: { categories: ['Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.webflowtrigger/',
} satisfies Partial<NodeTypeDescription>;

/** Webflow Trigger 1's description. */
export const webflowTriggerV1Description: NodeTypeDescription = {
  ...base,
  version: 1,
  credentials: [
    { name: 'webflowApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'webflowOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: webflowTriggerV1Properties,
};

/** Webflow Trigger 2's description. */
export const webflowTriggerV2Description: NodeTypeDescription = {
  ...base,
  version: 2,
  credentials: [{ name: 'webflowOAuth2Api', required: true }],
  properties: webflowTriggerV2Properties,
};

type Json = Record<string, any>;

const MAX_TIMESTAMP_AGE_MS = 300_000;
const caller = (ctx: WebhookSetupContext) => ctx as unknown as WebflowCaller;
const request = (ctx: WebhookSetupContext, method: 'GET' | 'POST' | 'DELETE', endpoint: string, body?: Json) =>
  webflowRequest(caller(ctx), {
    authentication: String(ctx.getNodeParameter('authentication', 'accessToken')),
    method,
    endpoint,
    body,
  });
const siteOf = (ctx: WebhookSetupContext) => String(ctx.getNodeParameter('site', ''));
const v1 = (ctx: WebhookSetupContext) => ctx.getNode().typeVersion === 1;

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      const url = ctx.getNodeWebhookUrl('default');
      const event = String(ctx.getNodeParameter('event', 'form_submission'));
      const { body } = await request(ctx, 'GET', `/sites/${siteOf(ctx)}/webhooks`);
      const hooks = (body?.webhooks ?? body) as Json[];
      for (const hook of Array.isArray(hooks) ? hooks : []) {
        if (hook.url === url && hook.triggerType === event) {
          data.webhookId = hook._id ?? hook.id;
          return true;
        }
      }
      return false;
    },
    async create(ctx) {
      const site = siteOf(ctx);
      const { body } = await request(ctx, 'POST', `/sites/${site}/webhooks`, {
        site_id: site,
        triggerType: String(ctx.getNodeParameter('event', 'form_submission')),
        url: ctx.getNodeWebhookUrl('default'),
      });
      ctx.getWorkflowStaticData('node').webhookId = body?._id ?? body?.id;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (!v1(ctx) && !data.webhookId) return true;
      let answer;
      try {
        answer = await request(
          ctx,
          'DELETE',
          v1(ctx) ? `/sites/${siteOf(ctx)}/webhooks/${String(data.webhookId)}` : `/webhooks/${String(data.webhookId)}`,
        );
      } catch {
        return false;
      }
      if (!answer.body?.deleted && answer.statusCode !== 204) return false;
      delete data.webhookId;
      return true;
    },
  },
};

const header = (ctx: WebhookRequestContext, name: string): string | undefined => {
  const value = ctx.getHeaderData()[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Whether a version 2 call carries Webflow's signature for its body. */
async function signed(ctx: WebhookRequestContext): Promise<boolean> {
  let secret: unknown;
  try {
    secret = (await ctx.getCredentials('webflowOAuth2Api')).clientSecret;
  } catch {
    return false;
  }
  if (typeof secret !== 'string' || secret === '') return false;
  const timestamp = header(ctx, 'x-webflow-timestamp');
  const signature = header(ctx, 'x-webflow-signature');
  const raw = ctx.getRawBody?.();
  if (typeof timestamp !== 'string' || !/^\d+$/.test(timestamp) || typeof signature !== 'string' || !raw) return false;
  const ms = Number(timestamp);
  if (!Number.isSafeInteger(ms) || Math.abs(Date.now() - ms) > MAX_TIMESTAMP_AGE_MS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}:`).update(raw).digest('hex'));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Turns a call into the run's item (version 2: only a signed one). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  if (ctx.getNode().typeVersion !== 1 && !(await signed(ctx)))
    return { response: { statusCode: 401, headers: { 'Content-Type': 'text/plain' }, body: 'Unauthorized' } };
  return { workflowData: [ctx.helpers.returnJsonArray(ctx.getBodyData())] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

const methods = { loadOptions: { getSites: webflowMethods.loadOptions!.getSites! } };

/** Webflow Trigger 1 and 2. */
export const webflowTriggerNode: NodeType[] = [
  { description: webflowTriggerV1Description, webhookMethods, webhook, execute, methods },
  { description: webflowTriggerV2Description, webhookMethods, webhook, execute, methods },
];
