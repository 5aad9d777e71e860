/**
 * Jira Trigger 1 and 1.1 (n8n's `n8n-nodes-base.jiraTrigger`). Activating the workflow registers a
 * webhook on the Jira site for the chosen events (`*` meaning every event), at the webhook API the
 * site has (`/rest/webhooks/1.0/webhook`; a Jira Data Center of version 10 or later uses
 * `/rest/jira-webhook/1.0/webhooks`, as `serverInfo` tells): named `n8n-webhook:<url>`, with the
 * node's JQL filter and "Exclude Body", and the node's production URL carrying the query-auth
 * secret (base64 of the credential's value, under its name) and the chosen `${field}` variables.
 * An existing webhook for the same URL and events is reused. Deactivating deletes it. Each call Jira
 * makes starts a run with the body, the query parameters merged in (the auth parameter taken out),
 * once the query-auth secret matches (else 403); version 1 asks "Authenticate Webhook With", 1.1 a switch.
 */
import {
  NodeOperationError,
  type ExecuteContext,
  type NodeOutput,
  type NodeType,
  type NodeTypeDescription,
  type WebhookCallResult,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { jiraRequest } from '../jira/api.js';
import { JIRA_EVENTS } from './events.js';
import { jiraTriggerProperties } from './properties.js';

/** Jira Trigger 1 and 1.1's description. */
export const jiraTriggerDescription: NodeTypeDescription = {
  displayName: 'Jira Trigger',
  name: 'weft.jiraTrigger',
  icon: 'file:jira.svg',
  group: ['trigger'],
  version: [1, 1.1],
  description: 'Starts the workflow when events happen in Jira',
  defaults: { name: 'Jira Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'jiraSoftwareCloudApi', required: true, displayOptions: { show: { jiraVersion: ['cloud'] } } },
    { name: 'jiraSoftwareServerApi', required: true, displayOptions: { show: { jiraVersion: ['server'] } } },
    { name: 'jiraSoftwareServerPatApi', required: true, displayOptions: { show: { jiraVersion: ['serverPat'] } } },
    { name: 'httpQueryAuth', displayOptions: { show: { authenticateWebhook: [true] } } },
    { name: 'httpQueryAuth', displayOptions: { show: { incomingAuthentication: ['queryAuth'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: jiraTriggerProperties,
  codex: { categories: ['Development', 'Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.jiratrigger/',
};

type Json = Record<string, any>;
type Ctx = WebhookSetupContext | WebhookRequestContext;

const versionOf = (ctx: Ctx) => ctx.getNodeParameter('jiraVersion', 'cloud');
const request = (ctx: WebhookSetupContext, method: 'GET' | 'POST' | 'DELETE', endpoint: string, body?: unknown) =>
  jiraRequest(ctx, { jiraVersion: versionOf(ctx), method, endpoint, body });

/** Whether incoming calls must carry the query-auth secret (1: the "Authenticate Webhook With" option; 1.1: the switch). */
function authenticates(ctx: Ctx): boolean {
  if (ctx.getNode().typeVersion === 1) return ctx.getNodeParameter('incomingAuthentication', 'none') === 'queryAuth';
  return Boolean(ctx.getNodeParameter('authenticateWebhook', false));
}

/** The site's webhook API: Jira Data Center 10+ has its own, everything else (and Cloud) the classic one. */
async function webhookEndpoint(ctx: WebhookSetupContext): Promise<string> {
  let info: Json | undefined;
  try {
    info = (await request(ctx, 'GET', '/api/2/serverInfo')) as Json | undefined;
  } catch {
    info = undefined;
  }
  if (!info || info.deploymentType === 'Cloud') return '/webhooks/1.0/webhook';
  const major = Number((info.versionNumbers as unknown[] | undefined)?.[0] ?? 1);
  return major >= 10 ? '/jira-webhook/1.0/webhooks' : '/webhooks/1.0/webhook';
}

/** A webhook's id: its `id`, or the last segment of its `self` URL. */
function webhookId(webhook: Json | undefined): string | undefined {
  if (webhook?.id) return String(webhook.id);
  return typeof webhook?.self === 'string' ? webhook.self.split('/').pop() : undefined;
}

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const url = ctx.getNodeWebhookUrl('default');
      const data = ctx.getWorkflowStaticData('node');
      const events = (ctx.getNodeParameter('events', []) ?? []) as string[];
      const endpoint = await webhookEndpoint(ctx);
      data.endpoint = endpoint;
      const hooks = ((await request(ctx, 'GET', endpoint)) ?? []) as Json[];
      for (const hook of hooks) {
        const registered = (hook.events ?? []) as string[];
        if (hook.url === url && events.every((e) => registered.includes(e))) {
          data.webhookId = webhookId(hook);
          return true;
        }
      }
      return false;
    },
    async create(ctx) {
      const url = String(ctx.getNodeWebhookUrl('default') ?? '');
      let events = (ctx.getNodeParameter('events', []) ?? []) as string[];
      const extra = (ctx.getNodeParameter('additionalFields', {}) ?? {}) as Json;
      const data = ctx.getWorkflowStaticData('node');
      if (events.includes('*')) events = [...JIRA_EVENTS];
      const body: Json = { name: `n8n-webhook:${url}`, url, events, filters: {}, excludeBody: false };
      if (extra.filter) body.filters = { 'issue-related-events-section': extra.filter };
      if (extra.excludeBody) body.excludeBody = extra.excludeBody;
      const parameters: Record<string, string> = {};
      if (authenticates(ctx)) {
        let auth: Record<string, unknown>;
        try {
          auth = await ctx.getCredentials('httpQueryAuth');
        } catch (cause) {
          throw new NodeOperationError(ctx.getNode(), 'Could not retrieve HTTP Query Auth credentials', {
            description: (cause as Error).message,
          });
        }
        if (!auth.name && !auth.value)
          throw new NodeOperationError(ctx.getNode(), 'HTTP Query Auth credentials are empty');
        parameters[encodeURIComponent(String(auth.name ?? ''))] = Buffer.from(String(auth.value ?? '')).toString(
          'base64',
        );
      }
      for (const field of (extra.includeFields ?? []) as string[]) parameters[field] = '${' + field + '}';
      if (Object.keys(parameters).length)
        body.url = `${body.url}?${decodeURIComponent(new URLSearchParams(parameters).toString())}`;
      const answer = (await request(ctx, 'POST', String(data.endpoint ?? '/webhooks/1.0/webhook'), body)) as
        Json | undefined;
      data.webhookId = webhookId(answer);
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId !== undefined) {
        try {
          await request(ctx, 'DELETE', `${String(data.endpoint ?? '/webhooks/1.0/webhook')}/${String(data.webhookId)}`);
        } catch {
          return false;
        }
        delete data.webhookId;
      }
      return true;
    },
  },
};

/** Turns one call from Jira into the run's item (see the module comment). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const body = { ...ctx.getBodyData() };
  const query = { ...ctx.getQueryData() };
  if (authenticates(ctx)) {
    let auth: Record<string, unknown> | undefined;
    try {
      auth = await ctx.getCredentials('httpQueryAuth');
    } catch {
      auth = undefined;
    }
    if (!auth || !auth.name || !auth.value) {
      return {
        response: {
          statusCode: 403,
          headers: {},
          body: { message: 'Auth settings are not valid, some data are missing' },
        },
      };
    }
    const name = String(auth.name);
    const expected = Buffer.from(String(auth.value)).toString('base64');
    if (!Object.prototype.hasOwnProperty.call(query, name) || query[name] !== expected) {
      return {
        response: { statusCode: 403, headers: {}, body: { message: 'Provided authentication data is not valid' } },
      };
    }
    delete query[name];
  }
  Object.assign(body, query);
  return { workflowData: [ctx.helpers.returnJsonArray(body)] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Jira Trigger 1 and 1.1. */
export const jiraTriggerNode: NodeType[] = [{ description: jiraTriggerDescription, webhookMethods, webhook, execute }];
