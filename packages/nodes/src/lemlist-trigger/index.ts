/**
 * Lemlist Trigger 1 (n8n's `n8n-nodes-base.lemlistTrigger`). Activating the workflow registers a
 * hook (`POST /hooks`) with the workflow's URL as `targetUrl`, the chosen activity as `type` (left
 * out for `*`, every activity) and the options (`campaignId`, `isFirst`) as they are, and keeps its
 * `_id` in the node's static data. As in n8n's node, the check always answers "not there" (so a
 * fresh hook is made each time), after deleting the kept hook when lemlist lists one for this URL;
 * deactivating deletes the kept hook (a refusal answers false). Each call starts a run with its body
 * as the items.
 */
import type {
  ExecuteContext,
  NodeOutput,
  NodeType,
  NodeTypeDescription,
  WebhookCallResult,
  WebhookRequestContext,
} from '@weft/workflow';
import { lemlistRequest } from '../lemlist/api.js';
import { lemlistMethods } from '../lemlist/methods.js';
import { lemlistTriggerProperties } from './properties.js';

/** Lemlist Trigger 1's description. */
export const lemlistTriggerDescription: NodeTypeDescription = {
  displayName: 'Lemlist Trigger',
  name: 'weft.lemlistTrigger',
  icon: 'file:lemlist.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '={{$parameter["event"]}}',
  description: 'Starts the workflow when a lemlist activity happens',
  defaults: { name: 'Lemlist Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'lemlistApi', required: true }],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: lemlistTriggerProperties,
  codex: { categories: ['Communication', 'Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.lemlisttrigger/',
};

type Json = Record<string, any>;

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      const url = ctx.getNodeWebhookUrl('default');
      const hooks = ((await lemlistRequest(ctx, 'GET', '/hooks')) ?? []) as Json[];
      for (const hook of hooks)
        if (hook.targetUrl === url) {
          await lemlistRequest(ctx, 'DELETE', `/hooks/${String(data.webhookId)}`);
          return false;
        }
      return false;
    },
    async create(ctx) {
      const event = String(ctx.getNodeParameter('event', ''));
      const options = (ctx.getNodeParameter('options', {}) ?? {}) as Json;
      const body: Json = { targetUrl: ctx.getNodeWebhookUrl('default'), type: event };
      if (event.includes('*')) delete body.type;
      Object.assign(body, options);
      const hook = (await lemlistRequest(ctx, 'POST', '/hooks', body)) as Json | undefined;
      ctx.getWorkflowStaticData('node').webhookId = hook?._id;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      try {
        await lemlistRequest(ctx, 'DELETE', `/hooks/${String(data.webhookId)}`);
      } catch {
        return false;
      }
      delete data.webhookId;
      return true;
    },
  },
};

/** Each call lemlist makes starts a run with its body as the items. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  return { workflowData: [ctx.helpers.returnJsonArray(ctx.getBodyData())] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Lemlist Trigger 1. */
export const lemlistTriggerNode: NodeType[] = [
  { description: lemlistTriggerDescription, webhookMethods, webhook, execute, methods: lemlistMethods },
];
