/**
 * WhatsApp Trigger 1. Activating its workflow subscribes the Meta app (the credential's app ID and
 * secret, through an app access token) to `whatsapp_business_account` changes of the chosen kinds,
 * with the node's production URL as callback and the node's ID as verify token, as n8n does; a
 * subscription with other fields is replaced, one with another callback URL fails the activation
 * (Meta allows one per app). Deactivating deletes it. Meta's verification call (GET with
 * `hub.mode=subscribe`, `hub.verify_token`, `hub.challenge`) is answered with the challenge when the
 * token is the node's ID (else 403). Each POST must carry `X-Hub-Signature-256`, the HMAC-SHA256 of
 * the raw body with the app secret (else 401); each change of each entry becomes an item (the
 * change's `value` with its `field`), message status updates filtered by the chosen statuses.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NodeApiError,
  NodeOperationError,
  type ExecuteContext,
  type HttpResponse,
  type NodeOutput,
  type NodeType,
  type WebhookCallResult,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { graphOrigin } from '../whats-app/api.js';
import { whatsAppTriggerDescription } from './description.js';

/** The Graph API version n8n registers subscriptions with. */
const GRAPH_VERSION = 'v19.0';
const OBJECT = 'whatsapp_business_account';

type RawBodyContext = WebhookRequestContext & { getRawBody?(): Uint8Array | undefined };

function graphError(ctx: WebhookSetupContext, response: HttpResponse, what: string): NodeApiError {
  const message = (response.body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return new NodeApiError(ctx.getNode(), {
    message: typeof message === 'string' ? message : `Meta answered ${what} with HTTP ${response.statusCode}`,
    description:
      response.statusCode === 400 || response.statusCode === 401
        ? 'Check the App ID and App Secret of the WhatsApp credential.'
        : undefined,
    httpCode: response.statusCode,
    body: response.body,
  });
}

/** An app access token from the credential's app ID and secret (client credentials grant). */
async function appToken(ctx: WebhookSetupContext): Promise<{ appId: string; token: string }> {
  const c = await ctx.getCredentials('whatsAppTriggerApi');
  const appId = String(c.clientId ?? '');
  const form = new URLSearchParams({
    client_id: appId,
    client_secret: String(c.clientSecret ?? ''),
    grant_type: 'client_credentials',
  });
  const response = await ctx.helpers.httpRequest({
    url: `${graphOrigin()}/${GRAPH_VERSION}/oauth/access_token`,
    method: 'POST',
    body: form,
    responseType: 'json',
    ignoreHttpStatusErrors: true,
  });
  if (response.statusCode >= 300) throw graphError(ctx, response, 'the app token request');
  return { appId, token: String((response.body as { access_token?: unknown }).access_token ?? '') };
}

/** One call to the app's subscriptions (`/<app id>/subscriptions`). */
async function subscriptions(
  ctx: WebhookSetupContext,
  method: 'GET' | 'POST' | 'DELETE',
  form?: Record<string, string>,
): Promise<Record<string, unknown>> {
  const { appId, token } = await appToken(ctx);
  const response = await ctx.helpers.httpRequest({
    url: `${graphOrigin()}/${GRAPH_VERSION}/${appId}/subscriptions`,
    method,
    headers: { Authorization: `Bearer ${token}`, accept: 'application/json' },
    ...(form ? { body: new URLSearchParams(form) } : {}),
    responseType: 'json',
    ignoreHttpStatusErrors: true,
  });
  if (response.statusCode >= 300) throw graphError(ctx, response, `the subscriptions call (${method})`);
  return (response.body ?? {}) as Record<string, unknown>;
}

interface Subscription {
  object?: string;
  callback_url?: string;
  active?: boolean;
  fields?: Array<{ name?: string }>;
}

const fieldsKey = (fields: Array<{ name?: string } | string>) =>
  fields
    .map((f) => (typeof f === 'string' ? f : String(f.name ?? '')))
    .sort()
    .join(',');

/** Registers the app's webhook subscription (see the module comment). */
const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const url = ctx.getNodeWebhookUrl('default');
      const wanted = fieldsKey([...((ctx.getNodeParameter('updates', []) ?? []) as string[])]);
      const list = ((await subscriptions(ctx, 'GET')).data ?? []) as Subscription[];
      const existing = list.find((s) => s.object === OBJECT && s.active);
      if (!existing) return false;
      if (existing.callback_url !== url) {
        throw new NodeOperationError(
          ctx.getNode(),
          `The WhatsApp App ID ${String((await ctx.getCredentials('whatsAppTriggerApi')).clientId ?? '')} already has a webhook subscription. Delete it or use another App before executing the trigger. Due to WhatsApp API limitations, you can have just one trigger per App.`,
          { description: `Its callback URL is ${String(existing.callback_url ?? '')}.` },
        );
      }
      if (fieldsKey(existing.fields ?? []) !== wanted) {
        await subscriptions(ctx, 'DELETE', { object: OBJECT });
        return false;
      }
      return true;
    },
    async create(ctx) {
      const updates = (ctx.getNodeParameter('updates', []) ?? []) as string[];
      await subscriptions(ctx, 'POST', {
        object: OBJECT,
        callback_url: String(ctx.getNodeWebhookUrl('default') ?? ''),
        verify_token: String(ctx.getNode().id ?? ''),
        fields: JSON.stringify(updates),
        include_values: 'true',
      });
      return true;
    },
    async delete(ctx) {
      await subscriptions(ctx, 'DELETE', { object: OBJECT });
      return true;
    },
  },
};

/** Whether the call carries Meta's signature over its raw body with the app secret. */
export async function whatsAppSignatureValid(ctx: RawBodyContext): Promise<boolean> {
  const secret = (await ctx.getCredentials('whatsAppTriggerApi')).clientSecret;
  if (!secret) return true;
  if (typeof secret !== 'string') return false;
  const header = ctx.getHeaderData()['x-hub-signature-256'];
  const given = Buffer.from(String((Array.isArray(header) ? header[0] : header) ?? ''));
  const raw = ctx.getRawBody?.() ?? Buffer.from(JSON.stringify(ctx.getBodyData()));
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

type Event = Record<string, unknown> & { statuses?: Array<{ status?: string }> };

/** Keeps the events n8n keeps for "Receive Message Status Updates" (none chosen: no status events; `all`: every event). */
export function filterStatuses(events: Event[], allowed: string[] | undefined): Event[] {
  if (!allowed) return events;
  if (!allowed.length) return events.filter((e) => !e.statuses);
  if (allowed.includes('all')) return events;
  return events.filter((e) => (e.statuses?.length ? e.statuses.some((s) => allowed.includes(String(s.status))) : true));
}

/** Answers one call from Meta (see the module comment). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  if (ctx.getWebhookName() === 'setup') {
    const query = ctx.getQueryData();
    if (query['hub.challenge'] === undefined)
      return {
        response: { statusCode: 400, headers: { 'content-type': 'text/plain' }, body: 'Missing hub.challenge' },
      };
    if (String(query['hub.verify_token'] ?? '') !== String(ctx.getNode().id ?? ''))
      return {
        response: { statusCode: 403, headers: { 'content-type': 'text/plain' }, body: 'Verify token mismatch' },
      };
    return {
      response: { statusCode: 200, headers: { 'content-type': 'text/plain' }, body: String(query['hub.challenge']) },
    };
  }
  if (!(await whatsAppSignatureValid(ctx)))
    return { response: { statusCode: 401, headers: { 'content-type': 'text/plain' }, body: 'Unauthorized' } };
  const body = ctx.getBodyData() as {
    object?: unknown;
    entry?: Array<{ changes?: Array<{ field?: string; value?: Record<string, unknown> }> }>;
  };
  if (body.object !== OBJECT || !Array.isArray(body.entry)) return {};
  const events: Event[] = body.entry
    .flatMap((entry) => entry.changes ?? [])
    .map((change) => ({ ...(change.value ?? {}), field: change.field }));
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as { messageStatusUpdates?: string[] };
  const kept = filterStatuses(events, options.messageStatusUpdates);
  if (!kept.length) return {};
  return { workflowData: [kept.map((json) => ({ json: json }))] };
}

/** A run from this node passes on the event it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** WhatsApp Trigger 1 (n8n's `n8n-nodes-base.whatsAppTrigger`). */
export const whatsAppTriggerNode: NodeType[] = [
  { description: whatsAppTriggerDescription, webhookMethods, webhook, execute },
];
export { whatsAppTriggerApiCredential } from './credential.js';
