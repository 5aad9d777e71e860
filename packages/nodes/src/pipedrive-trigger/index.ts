/**
 * Pipedrive Trigger 1 and 1.1 (n8n's `n8n-nodes-base.pipedriveTrigger`). Activating the workflow
 * registers the node's production URL as a Pipedrive webhook (`POST /v1/webhooks`) for the chosen
 * action and object (`*` for any), with the Basic Auth user and password Pipedrive should send when
 * "Incoming Authentication" asks for it; a webhook for the same URL, action and object is reused;
 * deactivating deletes it. Each call Pipedrive makes starts a run with its body as the item, once
 * its Basic Auth matches (401 without it, 403 when wrong, 500 when the node has no credential).
 */
import type {
  ExecuteContext,
  NodeOutput,
  NodeType,
  NodeTypeDescription,
  WebhookCallResult,
  WebhookRequestContext,
  WebhookSetupContext,
} from '@weft/workflow';
import { pipedriveRequest } from '../pipedrive/api.js';
import { pipedriveTriggerProperties } from './properties.js';

/** Pipedrive Trigger 1 and 1.1's description. */
export const pipedriveTriggerDescription: NodeTypeDescription = {
  displayName: 'Pipedrive Trigger',
  name: 'weft.pipedriveTrigger',
  icon: 'file:pipedrive.svg',
  group: ['trigger'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  description: 'Starts the workflow when Pipedrive events occur',
  defaults: { name: 'Pipedrive Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'pipedriveApi', required: true, displayOptions: { show: { authentication: ['apiToken'] } } },
    { name: 'pipedriveOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    { name: 'httpBasicAuth', required: true, displayOptions: { show: { incomingAuthentication: ['basicAuth'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: pipedriveTriggerProperties,
  codex: { categories: ['Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.pipedrivetrigger/',
};

type Json = Record<string, any>;
type Ctx = WebhookSetupContext | WebhookRequestContext;

const request = (ctx: WebhookSetupContext, method: 'GET' | 'POST' | 'DELETE', endpoint: string, body?: Json) =>
  pipedriveRequest(ctx, { authentication: ctx.getNodeParameter('authentication', 'apiToken'), method, endpoint, body });
/** The object parameter: `object` at version 1, `entity` at 1.1. */
const objectOf = (ctx: Ctx) => ctx.getNodeParameter(ctx.getNode().typeVersion === 1 ? 'object' : 'entity', '*');

/** The node's Basic Auth credential, or undefined when it has none (or an empty one). */
async function basicAuth(ctx: Ctx): Promise<{ user: string; password: string } | undefined> {
  let data: Record<string, unknown> | undefined;
  try {
    data = await ctx.getCredentials('httpBasicAuth');
  } catch {
    data = undefined;
  }
  return data?.user && data?.password ? { user: String(data.user), password: String(data.password) } : undefined;
}

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const url = ctx.getNodeWebhookUrl('default');
      const action = ctx.getNodeParameter('action', '*');
      const object = objectOf(ctx);
      const { data } = await request(ctx, 'GET', '/webhooks');
      for (const hook of (Array.isArray(data) ? data : []) as Json[]) {
        if (hook.subscription_url === url && hook.event_action === action && hook.event_object === object) {
          ctx.getWorkflowStaticData('node').webhookId = hook.id;
          return true;
        }
      }
      return false;
    },
    async create(ctx) {
      const body: Json = {
        event_action: ctx.getNodeParameter('action', '*'),
        event_object: objectOf(ctx),
        subscription_url: ctx.getNodeWebhookUrl('default'),
      };
      if (ctx.getNodeParameter('incomingAuthentication', 'none') === 'basicAuth') {
        const auth = await basicAuth(ctx);
        if (!auth) return false;
        body.http_auth_user = auth.user;
        body.http_auth_password = auth.password;
      }
      const { data } = await request(ctx, 'POST', '/webhooks', body);
      if (data?.id === undefined) return false;
      ctx.getWorkflowStaticData('node').webhookId = data.id;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return true;
      try {
        await request(ctx, 'DELETE', `/webhooks/${String(data.webhookId)}`);
      } catch {
        return false;
      }
      delete data.webhookId;
      delete data.webhookEvents;
      return true;
    },
  },
};

/** An answer refusing the call, with the Basic Auth challenge n8n sends. */
const refuse = (statusCode: number, message: string): WebhookCallResult => ({
  response: { statusCode, headers: { 'WWW-Authenticate': 'Basic realm="Webhook"' }, body: message },
});

/** The user and password of a `Basic` Authorization header, or undefined. */
function credentialsOf(header: unknown): { name: string; pass: string } | undefined {
  const match = /^\s*basic\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(
    String(Array.isArray(header) ? header[0] : (header ?? '')),
  );
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { name: decoded.slice(0, colon), pass: decoded.slice(colon + 1) };
}

/** Turns one call from Pipedrive into the run's item, after checking its Basic Auth. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  if (ctx.getNodeParameter('incomingAuthentication', 'none') === 'basicAuth') {
    const auth = await basicAuth(ctx);
    if (!auth) return refuse(500, 'No authentication data defined on node!');
    const given = credentialsOf(ctx.getHeaderData().authorization);
    if (!given) return refuse(401, 'Authorization is required!');
    if (given.name !== auth.user || given.pass !== auth.password) return refuse(403, 'Authorization data is wrong!');
  }
  return { workflowData: [ctx.helpers.returnJsonArray(ctx.getBodyData())] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Pipedrive Trigger 1 and 1.1. */
export const pipedriveTriggerNode: NodeType[] = [
  { description: pipedriveTriggerDescription, webhookMethods, webhook, execute },
];
