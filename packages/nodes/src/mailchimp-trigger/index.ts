/**
 * Mailchimp Trigger 1 (n8n's `n8n-nodes-base.mailchimpTrigger`). Activating the workflow adds a
 * webhook to the audience (`POST /lists/{list}/webhooks`) with the chosen events and sources set to
 * true, and keeps its id, events and sources in the node's static data; checking reads the webhook
 * by id (a 404 means it is gone), and deactivating deletes it. Mailchimp checks the URL with a GET
 * first (the `setup` webhook), answered 200 with no run; each POST whose `type` is one of the chosen
 * events or sources starts a run with the body as its item, as in n8n (which also skips a body
 * carrying an `id`, since it compares it with a static value it never sets).
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
import { mailchimpRequest } from '../mailchimp/api.js';
import { mailchimpMethods } from '../mailchimp/methods.js';
import { mailchimpTriggerProperties } from './properties.js';

/** Mailchimp Trigger 1's description. */
export const mailchimpTriggerDescription: NodeTypeDescription = {
  displayName: 'Mailchimp Trigger',
  name: 'weft.mailchimpTrigger',
  icon: 'file:mailchimp.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow when Mailchimp audience events occur',
  defaults: { name: 'Mailchimp Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'mailchimpApi', required: true, displayOptions: { show: { authentication: ['apiKey'] } } },
    { name: 'mailchimpOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  webhooks: [
    { name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', path: 'webhook' },
    { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
  ],
  properties: mailchimpTriggerProperties,
  codex: { categories: ['Marketing', 'Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.mailchimptrigger/',
};

type Json = Record<string, any>;

const auth = (ctx: WebhookSetupContext) => String(ctx.getNodeParameter('authentication', 'apiKey'));
const hookPath = (ctx: WebhookSetupContext, id?: unknown) =>
  `/lists/${String(ctx.getNodeParameter('list', ''))}/webhooks${id === undefined ? '' : `/${String(id)}`}`;
const flags = (names: string[]) => Object.fromEntries(names.map((name) => [name, true]));

function forget(data: Record<string, unknown>): void {
  delete data.webhookId;
  delete data.events;
  delete data.sources;
}

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return false;
      try {
        await mailchimpRequest(ctx, {
          authentication: auth(ctx),
          method: 'GET',
          endpoint: hookPath(ctx, data.webhookId),
        });
      } catch (error) {
        if ((error as { httpCode?: unknown }).httpCode === '404') return false;
        throw error;
      }
      return true;
    },
    async create(ctx) {
      const events = (ctx.getNodeParameter('events', []) ?? []) as string[];
      const sources = (ctx.getNodeParameter('sources', []) ?? []) as string[];
      const answer = (await mailchimpRequest(ctx, {
        authentication: auth(ctx),
        method: 'POST',
        endpoint: hookPath(ctx),
        body: { url: ctx.getNodeWebhookUrl('default'), events: flags(events), sources: flags(sources) },
      })) as Json | undefined;
      if (answer?.id === undefined) return false;
      const data = ctx.getWorkflowStaticData('node');
      data.webhookId = answer.id;
      data.events = events;
      data.sources = sources;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return true;
      try {
        await mailchimpRequest(ctx, {
          authentication: auth(ctx),
          method: 'DELETE',
          endpoint: hookPath(ctx, data.webhookId),
        });
      } catch {
        return false;
      }
      forget(data);
      return true;
    },
  },
};

/** Answers Mailchimp's URL check, and turns an event of a chosen kind into the run's item. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  if (ctx.getWebhookName() === 'setup') return { response: { statusCode: 200, headers: {}, body: '' } };
  const data = ctx.getWorkflowStaticData('node');
  const body = ctx.getBodyData();
  if (body.id !== data.id) return {};
  const type = body.type as string;
  const events = (data.events ?? []) as string[];
  const sources = (data.sources ?? []) as string[];
  if (!events.includes(type) && !sources.includes(type)) return {};
  return { workflowData: [ctx.helpers.returnJsonArray(body)] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Mailchimp Trigger 1. */
export const mailchimpTriggerNode: NodeType[] = [
  {
    description: mailchimpTriggerDescription,
    webhookMethods,
    webhook,
    execute,
    methods: { loadOptions: { getLists: mailchimpMethods.loadOptions!.getLists! } },
  },
];
