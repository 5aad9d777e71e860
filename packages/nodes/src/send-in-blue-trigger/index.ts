/**
 * Brevo Trigger 1 (n8n's `n8n-nodes-base.sendInBlueTrigger`). Checking looks for a Brevo webhook of
 * the chosen type (`GET /v3/webhooks?type=…`) at this node's URL whose events are all among the
 * chosen ones, and keeps its id; activating otherwise creates one (`POST /v3/webhooks` with the
 * events, type and URL); deactivating deletes it. Each call Brevo makes starts a run with its body
 * as the item, as in n8n.
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
import { brevoRequest } from '../send-in-blue/api.js';
import { sendInBlueTriggerProperties } from './properties.js';

/** Brevo Trigger 1's description. */
export const sendInBlueTriggerDescription: NodeTypeDescription = {
  displayName: 'Brevo Trigger',
  name: 'weft.sendInBlueTrigger',
  icon: 'file:brevo.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow when Brevo events occur',
  defaults: { name: 'Brevo Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'sendInBlueApi', required: true, displayOptions: { show: {} } }],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhooks' }],
  properties: sendInBlueTriggerProperties,
  codex: { categories: ['Marketing', 'Communication'], alias: ['sendinblue'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.brevotrigger/',
};

type Json = Record<string, any>;

const chosen = (ctx: WebhookSetupContext) => ({
  url: ctx.getNodeWebhookUrl('default'),
  type: String(ctx.getNodeParameter('type', 'transactional')),
  events: (ctx.getNodeParameter('events', []) ?? []) as string[],
});

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      const { url, type, events } = chosen(ctx);
      try {
        const answer = (await brevoRequest(ctx, { method: 'GET', endpoint: '/v3/webhooks', qs: { type } })) as
          Json | undefined;
        for (const hook of (answer?.webhooks ?? []) as Json[]) {
          if (hook.type === type && (hook.events as string[]).every((e) => events.includes(e)) && hook.url === url) {
            data.webhookId = hook.id;
            return true;
          }
        }
        return false;
      } catch {
        return false;
      }
    },
    async create(ctx) {
      const { url, type, events } = chosen(ctx);
      const answer = (await brevoRequest(ctx, {
        method: 'POST',
        endpoint: '/v3/webhooks',
        body: { events, type, url },
      })) as Json | undefined;
      if (answer?.id === undefined) return false;
      ctx.getWorkflowStaticData('node').webhookId = answer.id;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return true;
      try {
        await brevoRequest(ctx, { method: 'DELETE', endpoint: `/v3/webhooks/${String(data.webhookId)}`, body: {} });
      } catch {
        return false;
      }
      delete data.webhookId;
      delete data.webhookEvents;
      delete data.hookSecret;
      return true;
    },
  },
};

/** Turns one call from Brevo into the run's item. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  return { workflowData: [ctx.helpers.returnJsonArray(ctx.getBodyData())] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Brevo Trigger 1. */
export const sendInBlueTriggerNode: NodeType[] = [
  { description: sendInBlueTriggerDescription, webhookMethods, webhook, execute },
];
