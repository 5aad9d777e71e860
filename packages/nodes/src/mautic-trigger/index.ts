/**
 * Mautic Trigger 1 (n8n's `n8n-nodes-base.mauticTrigger`). Activating the workflow creates a
 * published webhook (`POST /hooks/new`) named after the workflow URL's path, with the chosen events
 * as `triggers` and their order, and keeps its id in the node's static data; checking reads the
 * hook by id (any refusal means it is gone), and deactivating deletes it (a refusal answers false).
 * Each call Mautic makes starts a run with its body as the items.
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
import { mauticRequest } from '../mautic/api.js';
import { mauticTriggerMethods } from '../mautic/methods.js';
import { mauticTriggerProperties } from './properties.js';

/** Mautic Trigger 1's description. */
export const mauticTriggerDescription: NodeTypeDescription = {
  displayName: 'Mautic Trigger',
  name: 'weft.mauticTrigger',
  icon: 'file:mautic.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow when Mautic events happen',
  defaults: { name: 'Mautic Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'mauticApi', required: true, displayOptions: { show: { authentication: ['credentials'] } } },
    { name: 'mauticOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: mauticTriggerProperties,
  codex: { categories: ['Marketing', 'Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.mautictrigger/',
};

const auth = (ctx: WebhookSetupContext) => String(ctx.getNodeParameter('authentication', 'credentials'));

/** The path and query of a URL, as Node's legacy `url.parse(…).path` gives them. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return false;
      try {
        await mauticRequest(ctx, auth(ctx), 'GET', `/hooks/${String(data.webhookId)}`);
      } catch {
        return false;
      }
      return true;
    },
    async create(ctx) {
      const webhookUrl = ctx.getNodeWebhookUrl('default') ?? '';
      const body = {
        name: `n8n-webhook:${pathOf(webhookUrl)}`,
        description: 'n8n webhook',
        webhookUrl,
        triggers: ctx.getNodeParameter('events', []),
        eventsOrderbyDir: ctx.getNodeParameter('eventsOrder', 'ASC'),
        isPublished: true,
      };
      const { hook } = (await mauticRequest(ctx, auth(ctx), 'POST', '/hooks/new', body)) as { hook: { id: unknown } };
      ctx.getWorkflowStaticData('node').webhookId = hook.id;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      try {
        await mauticRequest(ctx, auth(ctx), 'DELETE', `/hooks/${String(data.webhookId)}/delete`);
      } catch {
        return false;
      }
      delete data.webhookId;
      return true;
    },
  },
};

/** Each call Mautic makes starts a run with its body as the items. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  return { workflowData: [ctx.helpers.returnJsonArray(ctx.getBodyData())] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Mautic Trigger 1. */
export const mauticTriggerNode: NodeType[] = [
  { description: mauticTriggerDescription, webhookMethods, webhook, execute, methods: mauticTriggerMethods },
];
