/**
 * Gumroad Trigger 1 (n8n's `n8n-nodes-base.gumroadTrigger`). Activating the workflow subscribes the
 * node's webhook URL to the chosen resource (`PUT /v2/resource_subscriptions` with `post_url` and
 * `resource_name`) and keeps the subscription's id in the node's static data; checking lists the
 * account's subscriptions and looks for that id (none kept: nothing exists); deactivating deletes it
 * (`DELETE /v2/resource_subscriptions/{id}`; a refusal, or an answer without `success`, answers
 * false and keeps the id). Each ping Gumroad posts (form fields) starts a run with its fields as the
 * item, parsed as n8n parses a form body (a repeated field becomes a list).
 */
import { parse as parseQueryString } from 'node:querystring';
import type {
  ExecuteContext,
  NodeOutput,
  NodeType,
  NodeTypeDescription,
  WebhookCallResult,
  WebhookRequestContext,
  WebhookSetupMethods,
} from '@weft/workflow';
import { gumroadRequest } from './api.js';
import { gumroadTriggerProperties } from './properties.js';

export { gumroadApiCredential } from './credentials.js';

/** Gumroad Trigger 1's description. */
export const gumroadTriggerDescription: NodeTypeDescription = {
  displayName: 'Gumroad Trigger',
  name: 'weft.gumroadTrigger',
  icon: 'file:gumroad.png',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow when Gumroad posts an event',
  defaults: { name: 'Gumroad Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'gumroadApi', required: true }],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: gumroadTriggerProperties,
  codex: { categories: ['Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.gumroadtrigger/',
};

type Json = Record<string, any>;

const SUBSCRIPTIONS = '/resource_subscriptions';

const registration: WebhookSetupMethods = {
  async checkExists(ctx) {
    const data = ctx.getWorkflowStaticData('node');
    if (data.webhookId === undefined) return false;
    const { resource_subscriptions: list } = ((await gumroadRequest(ctx, 'GET', SUBSCRIPTIONS)) ?? {}) as Json;
    return Array.isArray(list) && list.some((s: Json) => s?.id === data.webhookId);
  },
  async create(ctx) {
    const body = { post_url: ctx.getNodeWebhookUrl('default'), resource_name: ctx.getNodeParameter('resource') };
    const answer = (await gumroadRequest(ctx, 'PUT', SUBSCRIPTIONS, body)) as Json;
    ctx.getWorkflowStaticData('node').webhookId = answer.resource_subscription.id;
    return true;
  },
  async delete(ctx) {
    const data = ctx.getWorkflowStaticData('node');
    let answer: Json | undefined;
    try {
      answer = (await gumroadRequest(ctx, 'DELETE', `${SUBSCRIPTIONS}/${String(data.webhookId)}`)) as Json;
    } catch {
      return false;
    }
    if (!answer?.success) return false;
    delete data.webhookId;
    return true;
  },
};

const header = (ctx: WebhookRequestContext, name: string): string => {
  const value = ctx.getHeaderData()[name];
  return String((Array.isArray(value) ? value[0] : value) ?? '');
};

/** The ping's fields: a form body as n8n's body parser reads it (Node's querystring), else the parsed body. */
function bodyOf(ctx: WebhookRequestContext): Record<string, unknown> {
  const raw = ctx.getRawBody?.();
  const mime = header(ctx, 'content-type').split(';')[0]!.trim().toLowerCase();
  if (raw?.length && mime === 'application/x-www-form-urlencoded')
    return { ...parseQueryString(Buffer.from(raw).toString('utf8'), undefined, undefined, { maxKeys: 1000 }) };
  return ctx.getBodyData();
}

/** Each ping Gumroad posts starts a run with its fields as the item. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  return { workflowData: [ctx.helpers.returnJsonArray(bodyOf(ctx))] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Gumroad Trigger 1. */
export const gumroadTriggerNode: NodeType[] = [
  { description: gumroadTriggerDescription, webhookMethods: { default: registration }, webhook, execute },
];
