/**
 * Linear Trigger 1 (n8n's `n8n-nodes-base.linearTrigger`). Activating the workflow registers a
 * webhook for the chosen team and resource types (`Issue`, `Comment`…, the editor's values with a
 * capital first letter) through Linear's GraphQL API (`webhookCreate`) unless an enabled webhook
 * for this URL and team exists already, and keeps its id in the node's static data; deactivating
 * deletes it (`webhookDelete`). Each call Linear makes starts a run with its body, as n8n's node
 * starts one (it checks no signature).
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
import { linearRequest } from '../linear/api.js';
import { linearMethods } from '../linear/methods.js';
import { LINEAR_QUERIES } from '../linear/queries.js';
import { linearTriggerProperties } from './properties.js';

/** Linear Trigger 1's description. */
export const linearTriggerDescription: NodeTypeDescription = {
  displayName: 'Linear Trigger',
  name: 'weft.linearTrigger',
  icon: 'file:linear.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '={{$parameter["triggerOn"]}}',
  description: 'Starts the workflow when Linear events occur',
  defaults: { name: 'Linear Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'linearApi', required: true, displayOptions: { show: { authentication: ['apiToken'] } } },
    { name: 'linearOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: linearTriggerProperties,
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.lineartrigger/',
};

type Json = Record<string, any>;

const request = (ctx: WebhookSetupContext, query: string, variables?: Json) =>
  linearRequest(ctx, ctx.getNodeParameter('authentication', 'apiToken'), {
    query,
    ...(variables ? { variables } : {}),
  });
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      const url = ctx.getNodeWebhookUrl('default');
      const teamId = ctx.getNodeParameter('teamId');
      const nodes = ((await request(ctx, LINEAR_QUERIES.webhooks))?.data?.webhooks?.nodes ?? []) as Json[];
      const found = nodes.find((w) => w.url === url && w.team?.id === teamId && w.enabled === true);
      if (!found) return false;
      data.webhookId = found.id;
      return true;
    },
    async create(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      const resources = ((ctx.getNodeParameter('resources', []) ?? []) as string[]).map(capitalised);
      const answer = await request(ctx, LINEAR_QUERIES.createWebhook, {
        url: ctx.getNodeWebhookUrl('default'),
        teamId: ctx.getNodeParameter('teamId'),
        resources,
      });
      const created = answer?.data?.webhookCreate;
      if (!created?.success) return false;
      data.webhookId = created.webhook.id;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId !== undefined) {
        try {
          await request(ctx, LINEAR_QUERIES.deleteWebhook, { id: data.webhookId });
        } catch {
          return false;
        }
        delete data.webhookId;
      }
      return true;
    },
  },
};

/** Turns one call from Linear into the run's item: its body. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  return { workflowData: [ctx.helpers.returnJsonArray(ctx.getBodyData())] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Linear Trigger 1. */
export const linearTriggerNode: NodeType[] = [
  {
    description: linearTriggerDescription,
    webhookMethods,
    webhook,
    execute,
    methods: { loadOptions: { getTeams: linearMethods.loadOptions!.getTeams! } },
  },
];
