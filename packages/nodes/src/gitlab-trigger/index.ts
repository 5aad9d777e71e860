/**
 * GitLab Trigger 1 (n8n's `n8n-nodes-base.gitlabTrigger`). Activating the workflow adds a project
 * hook (`POST /projects/{owner%2Fname}/hooks`) with `<event>_events: true` for each chosen event
 * (`*` meaning every event; `push_events: false` unless Push is chosen, since GitLab turns it on
 * when left out) and SSL verification off, and keeps the hook's id and events in the node's static
 * data; checking looks the hook up by id (a 404 forgets it), and deactivating deletes it. Each call
 * GitLab makes starts a run with one item: `{ body, headers, query }`, as in n8n.
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
import { gitlabRequest, type GitlabAuthentication } from '../gitlab/api.js';
import { gitlabTriggerProperties } from './properties.js';

/** GitLab Trigger 1's description. */
export const gitlabTriggerDescription: NodeTypeDescription = {
  displayName: 'GitLab Trigger',
  name: 'weft.gitlabTrigger',
  icon: 'file:gitlab.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '={{$parameter["owner"] + "/" + $parameter["repository"] + ": " + $parameter["events"].join(", ")}}',
  description: 'Starts the workflow when GitLab events occur',
  defaults: { name: 'GitLab Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'gitlabApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'gitlabOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: gitlabTriggerProperties,
  codex: { categories: ['Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.gitlabtrigger/',
};

type Json = Record<string, any>;

/** Every event the Events list offers, `*` aside. */
const ALL_EVENTS = (
  (gitlabTriggerProperties.find((p) => p.name === 'events')?.options ?? []) as Array<{ value: unknown }>
)
  .map((o) => String(o.value))
  .filter((v) => v !== '*');

const auth = (ctx: WebhookSetupContext): GitlabAuthentication =>
  ctx.getNodeParameter('authentication', 'accessToken') === 'oAuth2' ? 'oAuth2' : 'accessToken';
const hooksPath = (ctx: WebhookSetupContext) =>
  `/projects/${`${String(ctx.getNodeParameter('owner', ''))}/${String(ctx.getNodeParameter('repository', ''))}`.replace(/\//g, '%2F')}/hooks`;

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return false;
      try {
        await gitlabRequest(ctx, auth(ctx), { method: 'GET', endpoint: `${hooksPath(ctx)}/${String(data.webhookId)}` });
      } catch (error) {
        if ((error as { httpCode?: unknown }).httpCode === '404') {
          delete data.webhookId;
          delete data.webhookEvents;
          return false;
        }
        throw error;
      }
      return true;
    },
    async create(ctx) {
      let events = (ctx.getNodeParameter('events', []) ?? []) as string[];
      if (events.includes('*')) events = ALL_EVENTS;
      const flags: Json = {};
      for (const event of events) flags[`${event}_events`] = true;
      if (flags.push_events === undefined) flags.push_events = false;
      const answer = (await gitlabRequest(ctx, auth(ctx), {
        method: 'POST',
        endpoint: hooksPath(ctx),
        body: { url: ctx.getNodeWebhookUrl('default'), ...flags, enable_ssl_verification: false },
      })) as Json;
      if (answer?.id === undefined)
        throw new Error('GitLab webhook creation response did not contain the expected data.');
      const data = ctx.getWorkflowStaticData('node');
      data.webhookId = answer.id;
      data.webhookEvents = events;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return true;
      try {
        await gitlabRequest(ctx, auth(ctx), {
          method: 'DELETE',
          endpoint: `${hooksPath(ctx)}/${String(data.webhookId)}`,
        });
      } catch {
        return false;
      }
      delete data.webhookId;
      delete data.webhookEvents;
      return true;
    },
  },
};

/** Turns one call from GitLab into the run's item. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  return {
    workflowData: [
      ctx.helpers.returnJsonArray([
        { body: ctx.getBodyData(), headers: ctx.getHeaderData(), query: ctx.getQueryData() },
      ]),
    ],
  };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** GitLab Trigger 1. */
export const gitlabTriggerNode: NodeType[] = [
  { description: gitlabTriggerDescription, webhookMethods, webhook, execute },
];
