/**
 * Cal.com Trigger 1 and 2 (n8n's `n8n-nodes-base.calTrigger`). Activating the workflow looks among
 * the account's webhooks for one with the node's URL whose triggers include every chosen event
 * (keeping its id in the node's static data), and otherwise creates one (`subscriberUrl`,
 * `eventTriggers`, `active: true` and the options `appId`, `eventTypeId`, `payloadTemplate`);
 * deactivating deletes it. The "API Version" setting picks the endpoints: before v2.0 `/hooks`,
 * from v2.0 `/webhooks`; its default is 1 at typeVersion 1 and 2 at typeVersion 2, which is all the
 * two typeVersions differ in. Each booking event Cal.com posts starts a run with one item:
 * `triggerEvent`, `createdAt` and the fields of its `payload`, at both versions.
 */
import type {
  ExecuteContext,
  NodeOutput,
  NodeType,
  NodeTypeDescription,
  WebhookCallResult,
  WebhookRequestContext,
  WebhookSetupContext,
  WebhookSetupMethods,
} from '@weft/workflow';
import { calRequest } from './api.js';
import { calTriggerMethods } from './methods.js';
import { calTriggerProperties } from './properties.js';

export { calApiCredential } from './credentials.js';

/** Cal.com Trigger 1 and 2's description. */
export const calTriggerDescription: NodeTypeDescription = {
  displayName: 'Cal.com Trigger',
  name: 'weft.calTrigger',
  icon: 'file:cal.svg',
  group: ['trigger'],
  version: [1, 2],
  subtitle: '=Events: {{$parameter["events"].join(", ")}}',
  description: 'Starts the workflow when Cal.com bookings change',
  defaults: { name: 'Cal.com Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'calApi', required: true }],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: calTriggerProperties,
  codex: { categories: ['Productivity', 'Utility'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.caltrigger/',
};

type Json = Record<string, any>;

/**
 * The "API Version" setting. A node saved without it has its typeVersion's default (1 or 2): the
 * two `version` parameters differ only in that default, so it is read by typeVersion here.
 */
export function calApiVersion(ctx: WebhookSetupContext): unknown {
  const node = ctx.getNode();
  if (node.parameters.version === undefined) return node.typeVersion >= 2 ? 2 : 1;
  return ctx.getNodeParameter('version', 0);
}

const hooksPath = (ctx: WebhookSetupContext) => (calApiVersion(ctx) === 2 ? '/webhooks' : '/hooks');

const registration: WebhookSetupMethods = {
  async checkExists(ctx) {
    const url = ctx.getNodeWebhookUrl('default');
    const events = (ctx.getNodeParameter('events', []) ?? []) as string[];
    const { webhooks } = (await calRequest(ctx, 'GET', hooksPath(ctx))) as { webhooks: Json[] };
    for (const hook of webhooks) {
      if (hook.subscriberUrl !== url) continue;
      if (events.some((event) => !hook.eventTriggers.includes(event))) return false;
      ctx.getWorkflowStaticData('node').webhookId = hook.id;
      return true;
    }
    return false;
  },
  async create(ctx) {
    const body = {
      subscriberUrl: ctx.getNodeWebhookUrl('default'),
      eventTriggers: ctx.getNodeParameter('events', []),
      active: true,
      ...((ctx.getNodeParameter('options', {}) ?? {}) as Json),
    };
    const answer = (await calRequest(ctx, 'POST', hooksPath(ctx), body)) as Json;
    if (answer.webhook.id === undefined) return false;
    ctx.getWorkflowStaticData('node').webhookId = answer.webhook.id;
    return true;
  },
  async delete(ctx) {
    const data = ctx.getWorkflowStaticData('node');
    if (data.webhookId !== undefined) {
      try {
        await calRequest(ctx, 'DELETE', `${hooksPath(ctx)}/${String(data.webhookId)}`);
      } catch {
        return false;
      }
      delete data.webhookId;
    }
    return true;
  },
};

/** Turns one booking event into the run's item: its trigger, time and payload fields. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const body = ctx.getBodyData() as Json;
  const item = { triggerEvent: body.triggerEvent, createdAt: body.createdAt, ...body.payload };
  return { workflowData: [ctx.helpers.returnJsonArray(item)] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

const calTrigger: NodeType = {
  description: calTriggerDescription,
  webhookMethods: { default: registration },
  webhook,
  execute,
  methods: calTriggerMethods,
};

/** Cal.com Trigger 1 and 2 (one implementation; the API version setting tells them apart). */
export const calTriggerNode: NodeType[] = [calTrigger];
