/**
 * Asana Trigger 1 (n8n's `n8n-nodes-base.asanaTrigger`). Activating the workflow registers a webhook
 * on the chosen resource (a task or project: `POST /webhooks` with the resource and the node's
 * webhook URL) and keeps its gid in the node's static data; an existing one is found again among the
 * workspace's webhooks by resource and URL; deactivating deletes it (`DELETE /webhooks/{gid}`).
 * Asana's handshake (a call carrying `X-Hook-Secret`) is answered 200 with the same header, the
 * secret kept, and starts no run; a call with events starts a run with one item per event, and
 * one without events starts nothing, as n8n does.
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
import { asanaRequest } from '../asana/api.js';
import { asanaMethods } from '../asana/methods.js';
import { asanaTriggerProperties } from './properties.js';

/** Asana Trigger 1's description. */
export const asanaTriggerDescription: NodeTypeDescription = {
  displayName: 'Asana Trigger',
  name: 'weft.asanaTrigger',
  icon: 'file:asana.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow when Asana events occur',
  defaults: { name: 'Asana Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'asanaApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'asanaOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: asanaTriggerProperties,
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.asanatrigger/',
};

type Json = Record<string, any>;

const request = (
  ctx: WebhookSetupContext,
  method: 'GET' | 'POST' | 'DELETE',
  endpoint: string,
  body?: Json,
  qs?: Json,
) =>
  asanaRequest(ctx, {
    authentication: ctx.getNodeParameter('authentication', 'accessToken'),
    method,
    endpoint,
    body,
    qs,
  });

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      const target = ctx.getNodeWebhookUrl('default');
      const resource = ctx.getNodeParameter('resource');
      const answer = await request(ctx, 'GET', '/webhooks', undefined, {
        workspace: ctx.getNodeParameter('workspace'),
      });
      const found = (Array.isArray(answer.data) ? (answer.data as Json[]) : []).find(
        (w) => w.resource?.gid === resource && w.target === target,
      );
      if (!found) return false;
      data.webhookId = found.gid;
      return true;
    },
    async create(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      const target = ctx.getNodeWebhookUrl('default') ?? '';
      if (target.includes('%20'))
        throw new NodeOperationError(
          ctx.getNode(),
          'The name of the Asana Trigger Node is not allowed to contain any spaces!',
        );
      const answer = await request(ctx, 'POST', '/webhooks', { resource: ctx.getNodeParameter('resource'), target });
      if (answer.data?.gid === undefined) return false;
      data.webhookId = answer.data.gid;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return true;
      try {
        await request(ctx, 'DELETE', `/webhooks/${String(data.webhookId)}`);
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

/** Answers Asana's handshake, or turns a call's events into the run's items (see the module comment). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const data = ctx.getWorkflowStaticData('node');
  const header = ctx.getHeaderData()['x-hook-secret'];
  if (header !== undefined) {
    const secret = String(Array.isArray(header) ? header[0] : header);
    data.hookSecret = secret;
    return { response: { statusCode: 200, headers: { 'X-Hook-Secret': secret } } };
  }
  const events = ctx.getBodyData().events;
  if (!Array.isArray(events) || events.length === 0) return {};
  return { workflowData: [ctx.helpers.returnJsonArray(events as Json[])] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Asana Trigger 1. */
export const asanaTriggerNode: NodeType[] = [
  {
    description: asanaTriggerDescription,
    webhookMethods,
    webhook,
    execute,
    methods: { loadOptions: { getWorkspaces: asanaMethods.loadOptions!.getWorkspaces! } },
  },
];
