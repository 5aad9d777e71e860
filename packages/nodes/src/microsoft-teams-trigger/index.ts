/**
 * Microsoft Teams Trigger 1 (n8n's `n8n-nodes-base.microsoftTeamsTrigger`). Activation subscribes
 * the node's HTTPS URL to Graph change notifications (`POST /v1.0/subscriptions`, `created`
 * changes, three days minus two minutes, the same URL for lifecycle notices) for the chosen
 * resources: a team's channels or members, a channel's messages, a chat's messages, every chat of
 * the user — or the same for all joined teams or channels. An existing subscription of that URL for
 * every resource, valid for five more minutes, is kept. Deactivation deletes the subscriptions.
 * Graph's validation call (`?validationToken=…`) is echoed as text; each notification of a POST
 * becomes an item (its `resourceData`, else the notification); lifecycle notices start no run.
 */
import {
  NodeApiError,
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type NodeType,
  type WebhookCallResult,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { graphApiRequest, graphApiRequestAll, graphSource, GRAPH_BASE } from '../shared/microsoft/index.js';
import { teamsV2Methods } from '../microsoft-teams/methods.js';
import { teamsTriggerProperties } from './properties.js';

const CREDENTIAL = 'microsoftTeamsOAuth2Api';
type Entry = Record<string, any>;

/** A resource locator parameter's id (a Teams link's id by the locator's regex). */
function locator(ctx: WebhookSetupContext, name: string): string {
  const value = ctx.getNodeParameter(name, '') as unknown;
  if (!value || typeof value !== 'object') return String(value ?? '');
  const { value: raw, mode } = value as { value?: unknown; mode?: unknown };
  let id = String(raw ?? '');
  if (mode === 'url') {
    const modes =
      (
        teamsTriggerProperties.find((p) => p.name === name) as
          { modes?: Array<{ name: string; extractValue?: { regex?: string } }> } | undefined
      )?.modes ?? [];
    const regex = modes.find((m) => m.name === 'url')?.extractValue?.regex;
    const match = regex ? new RegExp(regex).exec(id) : null;
    if (match?.[1]) id = match[1];
  }
  return id;
}

/** The Graph resources to subscribe to for the node's event and scope. */
export async function resourcePaths(ctx: WebhookSetupContext): Promise<string[]> {
  const source = graphSource(ctx, CREDENTIAL);
  const event = String(ctx.getNodeParameter('event', 'newChannelMessage'));
  const all = ctx.getNodeParameter('watchAllTeams', false) === true;
  const teams = async () =>
    (await graphApiRequest<{ value?: Entry[] }>(source, { url: '/me/joinedTeams' })).value ?? [];
  const channels = async (teamId: string) =>
    (await graphApiRequest<{ value?: Entry[] }>(source, { url: `/teams/${teamId}/channels` })).value ?? [];
  switch (event) {
    case 'newChat':
      return ['/me/chats'];
    case 'newChatMessage':
      return ctx.getNodeParameter('watchAllChats', false) === true
        ? ['/me/chats/getAllMessages']
        : [`/chats/${decodeURIComponent(locator(ctx, 'chatId'))}/messages`];
    case 'newChannel':
      return all
        ? (await teams()).map((t) => `/teams/${t.id}/channels`)
        : [`/teams/${locator(ctx, 'teamId')}/channels`];
    case 'newTeamMember':
      return all ? (await teams()).map((t) => `/teams/${t.id}/members`) : [`/teams/${locator(ctx, 'teamId')}/members`];
    case 'newChannelMessage': {
      if (all) {
        const out: string[] = [];
        for (const t of await teams())
          for (const c of await channels(t.id)) out.push(`/teams/${t.id}/channels/${c.id}/messages`);
        return out;
      }
      const teamId = locator(ctx, 'teamId');
      if (ctx.getNodeParameter('watchAllChannels', false) === true)
        return (await channels(teamId)).map((c) => `/teams/${teamId}/channels/${c.id}/messages`);
      return [`/teams/${teamId}/channels/${decodeURIComponent(locator(ctx, 'channelId'))}/messages`];
    }
    default:
      throw new NodeOperationError(ctx.getNode(), `Invalid event: ${event}`, {
        description: `The selected event "${event}" is not recognized.`,
      });
  }
}

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const url = ctx.getNodeWebhookUrl('default');
      const data = ctx.getWorkflowStaticData('node');
      try {
        const subscriptions = await graphApiRequestAll<Entry>(graphSource(ctx, CREDENTIAL), { url: '/subscriptions' });
        const valid = subscriptions.filter(
          (s) => s.notificationUrl === url && new Date(s.expirationDateTime).getTime() - Date.now() > 5 * 60_000,
        );
        const wanted = await resourcePaths(ctx);
        if (!wanted.every((r) => valid.some((s) => s.resource === r))) return false;
        data.subscriptionIds = valid.map((s) => s.id);
        return true;
      } catch {
        return false;
      }
    },
    async create(ctx) {
      const url = ctx.getNodeWebhookUrl('default');
      if (!url?.startsWith('https://')) {
        throw new NodeApiError(ctx.getNode(), {
          message: 'Invalid Notification URL',
          description: `The webhook URL "${url}" is invalid. Microsoft Graph only calls HTTPS URLs.`,
        });
      }
      const source = graphSource(ctx, CREDENTIAL);
      const ids: string[] = [];
      for (const resource of await resourcePaths(ctx)) {
        const subscription = await graphApiRequest<Entry>(source, {
          method: 'POST',
          url: '/subscriptions',
          body: {
            changeType: 'created',
            notificationUrl: url,
            resource,
            expirationDateTime: new Date(Date.now() + 4318 * 60_000).toISOString(),
            latestSupportedTlsVersion: 'v1_2',
            lifecycleNotificationUrl: url,
          },
        });
        ids.push(String(subscription.id));
      }
      ctx.getWorkflowStaticData('node').subscriptionIds = ids;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      const ids = data.subscriptionIds;
      if (!Array.isArray(ids)) return false;
      const source = graphSource(ctx, CREDENTIAL);
      try {
        for (const id of ids) {
          try {
            await graphApiRequest(source, { method: 'DELETE', url: `${GRAPH_BASE}/subscriptions/${id}` });
          } catch (error) {
            if (!(error instanceof NodeApiError && String(error.httpCode) === '404')) throw error;
          }
        }
      } catch {
        return false;
      }
      delete data.subscriptionIds;
      return true;
    },
  },
};

/** Graph's validation call, or the notifications of one POST (see the module comment). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const token = ctx.getQueryData().validationToken;
  if (token !== undefined)
    return { response: { statusCode: 200, headers: { 'Content-Type': 'text/plain' }, body: String(token) } };
  const notifications = (ctx.getBodyData().value ?? []) as Entry[];
  const items: Item[] = notifications
    .filter((n) => !n.lifecycleEvent)
    .map((n) => ({ json: (n.resourceData ?? n) as Item['json'] }));
  return items.length ? { workflowData: [items] } : {};
}

/** A run from this node passes on the notification it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Microsoft Teams Trigger 1. */
export const microsoftTeamsTriggerNode: NodeType[] = [
  {
    description: {
      name: 'weft.microsoftTeamsTrigger',
      displayName: 'Microsoft Teams Trigger',
      description:
        'Starts the workflow on new chats, chat or channel messages, channels or team members in Microsoft Teams',
      group: ['trigger'],
      version: 1,
      icon: 'file:teams.svg',
      subtitle: 'Microsoft Teams Trigger',
      defaults: { name: 'Microsoft Teams Trigger' },
      inputs: [],
      outputs: ['main'],
      credentials: [{ name: CREDENTIAL, required: true }],
      webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
      properties: teamsTriggerProperties,
      codex: { categories: ['Communication'] },
      documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.microsoftteamstrigger/',
    },
    webhookMethods,
    webhook,
    execute,
    methods: teamsV2Methods,
  },
];
