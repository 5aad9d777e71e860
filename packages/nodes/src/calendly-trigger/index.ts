/**
 * Calendly Trigger 1 (n8n's `n8n-nodes-base.calendlyTrigger`). Activating the workflow registers
 * the node's webhook URL with Calendly for the chosen events, and deactivating removes it:
 *
 * - with an OAuth2 connection or a personal access token (API v2): the signed-in user's
 *   organization and URI are read (`GET /users/me`), an existing subscription with the same URL and
 *   the same events is looked for among the scope's (`GET /webhook_subscriptions`), one is made
 *   (`POST /webhook_subscriptions`, for the user or the whole organization) and its URI kept in the
 *   node's static data, then deleted by that URI;
 * - with a legacy API key (API v1): `GET /hooks`, `POST /hooks` (the hook's id kept), `DELETE /hooks/{id}`.
 *   As n8n 1.123 does, any registered hook counts as existing (the first one's id is kept), so none
 *   is made while the account has one.
 *
 * Each call Calendly makes starts a run with its body as the item.
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
import { calendlyAuthenticationType, calendlyRequest } from './api.js';
import { calendlyTriggerProperties } from './properties.js';

export { calendlyApiCredential, calendlyCredentialTypeList, calendlyOAuth2ApiCredential } from './credentials.js';

/** Calendly Trigger 1's description. */
export const calendlyTriggerDescription: NodeTypeDescription = {
  displayName: 'Calendly Trigger',
  name: 'weft.calendlyTrigger',
  icon: 'file:calendly.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow when invitees book or cancel Calendly events',
  defaults: { name: 'Calendly Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'calendlyApi', required: true, displayOptions: { show: { authentication: ['apiKey'] } } },
    { name: 'calendlyOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: calendlyTriggerProperties,
  codex: { categories: ['Productivity', 'Utility'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.calendlytrigger/',
};

type Json = Record<string, any>;

/** The query that lists the scope's subscriptions, from the signed-in user. */
function scopeQuery(scope: unknown, me: Json): Json {
  if (scope === 'user') return { scope: 'user', organization: me.current_organization, user: me.uri };
  if (scope === 'organization') return { scope: 'organization', organization: me.current_organization };
  return {};
}

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx: WebhookSetupContext) {
      const url = ctx.getNodeWebhookUrl('default');
      const data = ctx.getWorkflowStaticData('node');
      const events = (ctx.getNodeParameter('events', []) ?? []) as string[];
      if ((await calendlyAuthenticationType(ctx)) === 'apiKey') {
        const hooks = ((await calendlyRequest(ctx, 'GET', '/hooks'))?.data ?? []) as Json[];
        const first = hooks[0];
        if (first) {
          if (first.attributes?.url === url && events.some((event) => !first.attributes.events.includes(event)))
            return false;
          data.webhookId = first.id;
          return true;
        }
        return false;
      }
      const { resource: me } = (await calendlyRequest(ctx, 'GET', '/users/me')) as Json;
      const { collection } = (await calendlyRequest(
        ctx,
        'GET',
        '/webhook_subscriptions',
        {},
        scopeQuery(ctx.getNodeParameter('scope'), me),
      )) as Json;
      for (const subscription of (collection ?? []) as Json[]) {
        if (
          subscription.callback_url === url &&
          events.length === subscription.events.length &&
          events.every((event) => subscription.events.includes(event))
        ) {
          data.webhookURI = subscription.uri;
          return true;
        }
      }
      return false;
    },
    async create(ctx: WebhookSetupContext) {
      const data = ctx.getWorkflowStaticData('node');
      const url = ctx.getNodeWebhookUrl('default');
      const events = ctx.getNodeParameter('events', []);
      if ((await calendlyAuthenticationType(ctx)) === 'apiKey') {
        const answer = (await calendlyRequest(ctx, 'POST', '/hooks', { url, events })) as Json | undefined;
        if (answer?.id === undefined) return false;
        data.webhookId = answer.id;
        return true;
      }
      const scope = ctx.getNodeParameter('scope');
      const { resource: me } = (await calendlyRequest(ctx, 'GET', '/users/me')) as Json;
      const body: Json = { url, events, organization: me.current_organization, scope };
      if (scope === 'user') body.user = me.uri;
      const answer = (await calendlyRequest(ctx, 'POST', '/webhook_subscriptions', body)) as Json | undefined;
      if (answer?.resource?.uri === undefined) return false;
      data.webhookURI = answer.resource.uri;
      return true;
    },
    async delete(ctx: WebhookSetupContext) {
      const data = ctx.getWorkflowStaticData('node');
      if ((await calendlyAuthenticationType(ctx)) === 'apiKey') {
        if (data.webhookId !== undefined) {
          try {
            await calendlyRequest(ctx, 'DELETE', `/hooks/${String(data.webhookId)}`);
          } catch {
            return false;
          }
          delete data.webhookId;
        }
        return true;
      }
      if (data.webhookURI !== undefined) {
        try {
          await calendlyRequest(ctx, 'DELETE', '', {}, {}, String(data.webhookURI));
        } catch {
          return false;
        }
        delete data.webhookURI;
      }
      return true;
    },
  },
};

/** Turns one call from Calendly into the run's item: its body. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  return { workflowData: [ctx.helpers.returnJsonArray(ctx.getBodyData())] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Calendly Trigger 1. */
export const calendlyTriggerNode: NodeType[] = [
  { description: calendlyTriggerDescription, webhookMethods, webhook, execute },
];
