/**
 * ClickUp Trigger 1 (n8n's `n8n-nodes-base.clickUpTrigger`). Activating the workflow registers a
 * webhook on the chosen workspace (`POST /team/{team}/webhook`) for the chosen events (`*` meaning
 * every event), narrowed to a space, folder, list or task when the filters name one (a leading `#`
 * is dropped), and keeps the webhook's id and signing secret in the node's static data;
 * deactivating deletes it (`DELETE /webhook/{id}`). Each call ClickUp makes starts a run with its
 * body, once its `X-Signature` (HMAC-SHA256 of the body with the secret, in hex) matches; a call
 * that does not match is answered without starting a run, as n8n does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  ExecuteContext,
  NodeOutput,
  NodeType,
  NodeTypeDescription,
  WebhookCallResult,
  WebhookRequestContext,
  WebhookSetupContext,
} from '@weft/workflow';
import { clickUpRequest } from '../click-up/api.js';
import { clickUpMethods } from '../click-up/methods.js';
import { clickUpTriggerProperties } from './properties.js';

/** ClickUp Trigger 1's description. */
export const clickUpTriggerDescription: NodeTypeDescription = {
  displayName: 'ClickUp Trigger',
  name: 'weft.clickUpTrigger',
  icon: 'file:clickup.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow when events happen in ClickUp',
  defaults: { name: 'ClickUp Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'clickUpApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'clickUpOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: clickUpTriggerProperties,
  codex: { categories: ['Productivity', 'Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.clickuptrigger/',
};

type Json = Record<string, any>;

const request = (ctx: WebhookSetupContext, method: 'GET' | 'POST' | 'DELETE', endpoint: string, body?: Json) =>
  clickUpRequest(ctx, {
    authentication: ctx.getNodeParameter('authentication', 'accessToken'),
    method,
    endpoint,
    body,
  });

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return false;
      const { webhooks } = await request(ctx, 'GET', `/team/${ctx.getNodeParameter('team')}/webhook`);
      return Array.isArray(webhooks) && (webhooks as Json[]).some((w) => w.id === data.webhookId);
    },
    async create(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      const filters = (ctx.getNodeParameter('filters', {}) ?? {}) as Json;
      const events = (ctx.getNodeParameter('events', []) ?? []) as string[];
      const body: Json = { endpoint: ctx.getNodeWebhookUrl('default'), events: events.includes('*') ? '*' : events };
      for (const [ours, theirs] of [
        ['listId', 'list_id'],
        ['taskId', 'task_id'],
        ['spaceId', 'space_id'],
        ['folderId', 'folder_id'],
      ] as const) {
        if (filters[ours]) body[theirs] = String(filters[ours]).replace('#', '');
      }
      const { webhook } = await request(ctx, 'POST', `/team/${ctx.getNodeParameter('team')}/webhook`, body);
      data.webhookId = webhook.id;
      data.secret = webhook.secret;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      try {
        await request(ctx, 'DELETE', `/webhook/${data.webhookId}`);
      } catch {
        return false;
      }
      delete data.webhookId;
      delete data.secret;
      return true;
    },
  },
};

/** Whether `signature` is the hex HMAC-SHA256 of `payload` with `secret`. */
function signs(secret: string, payload: string | Uint8Array, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(payload).digest('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Turns one signed call from ClickUp into the run's item (see the module comment). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const data = ctx.getWorkflowStaticData('node');
  const body = ctx.getBodyData();
  const header = ctx.getHeaderData()['x-signature'];
  const signature = String((Array.isArray(header) ? header[0] : header) ?? '');
  const secret = String(data.secret ?? '');
  // n8n signs the body as JSON.stringify writes it again; ClickUp signs the bytes it sent. Either matches.
  const raw = ctx.getRawBody?.();
  const valid =
    Boolean(secret && signature) &&
    (signs(secret, JSON.stringify(body), signature) || (raw !== undefined && signs(secret, raw, signature)));
  if (!valid) return {};
  return { workflowData: [ctx.helpers.returnJsonArray(body)] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** ClickUp Trigger 1. */
export const clickUpTriggerNode: NodeType[] = [
  {
    description: clickUpTriggerDescription,
    webhookMethods,
    webhook,
    execute,
    methods: { loadOptions: { getTeams: clickUpMethods.loadOptions!.getTeams! } },
  },
];
