/**
 * Strava Trigger 1 (n8n's `n8n-nodes-base.stravaTrigger`). Activating the workflow looks for the
 * app's push subscription to the node's URL (`GET /push_subscriptions`) and otherwise creates one
 * (`POST /push_subscriptions` with `callback_url` and a random `verify_token`), keeping its id in
 * the node's static data; deactivating deletes it. Strava keeps one subscription per app: when one
 * for another URL exists, activation fails naming it, unless the option "Delete If Exist" is on,
 * which deletes that one and subscribes again.
 *
 * While subscribing, Strava validates the URL with a GET carrying `hub.challenge` (the `setup`
 * webhook): the node echoes `{ "hub.challenge": … }` and starts no run. Each event Strava then
 * posts (`object_type`, `aspect_type`, `object_id`, `owner_id`, …) starts a run with the event as
 * the item when its object and event are the ones chosen; with "Resolve Data" an event other than
 * a deletion gets `object_data`: the activity (`GET /activities/{id}`) or the athlete's stats
 * (`GET /athletes/{id}/stats`). Other events are answered without a run.
 */
import { randomBytes } from 'node:crypto';
import type {
  ExecuteContext,
  NodeOutput,
  NodeType,
  NodeTypeDescription,
  WebhookCallResult,
  WebhookRequestContext,
  WebhookSetupMethods,
} from '@weft/workflow';
import { stravaApiRequest, stravaErrors, stravaPushRequest } from './api.js';
import { stravaTriggerProperties } from './properties.js';

export { stravaOAuth2ApiCredential } from './credentials.js';

/** Strava Trigger 1's description. */
export const stravaTriggerDescription: NodeTypeDescription = {
  displayName: 'Strava Trigger',
  name: 'weft.stravaTrigger',
  icon: 'file:strava.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow when Strava events happen',
  defaults: { name: 'Strava Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'stravaOAuth2Api', required: true }],
  webhooks: [
    { name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', path: 'webhook' },
    { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
  ],
  properties: stravaTriggerProperties,
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.stravatrigger/',
};

type Json = Record<string, any>;

const SUBSCRIPTIONS = '/push_subscriptions';
const newSubscription = (callbackUrl: string) => ({
  callback_url: callbackUrl,
  verify_token: randomBytes(20).toString('hex'),
});

const registration: WebhookSetupMethods = {
  async checkExists(ctx) {
    const url = ctx.getNodeWebhookUrl('default');
    const list = (await stravaPushRequest(ctx, 'GET', SUBSCRIPTIONS)) as Json[];
    for (const subscription of Array.isArray(list) ? list : []) {
      if (subscription.callback_url === url) {
        ctx.getWorkflowStaticData('node').webhookId = subscription.id;
        return true;
      }
    }
    return false;
  },
  async create(ctx) {
    const url = ctx.getNodeWebhookUrl('default') ?? '';
    let answer: Json | undefined;
    try {
      answer = (await stravaPushRequest(ctx, 'POST', SUBSCRIPTIONS, newSubscription(url))) as Json;
    } catch (error) {
      const taken = stravaErrors(error).some((e) => e.resource === 'PushSubscription' && e.code === 'already exists');
      if (!taken) throw error;
      const [current] = (await stravaPushRequest(ctx, 'GET', SUBSCRIPTIONS)) as Json[];
      const options = (ctx.getNodeParameter('options', {}) ?? {}) as Json;
      if (!options.deleteIfExist) {
        (error as Error).message =
          `A subscription already exists [${String(current?.callback_url)}]. If you want to delete this subscription and create a new one with the current parameters please go to options and set delete if exist to true`;
        throw error;
      }
      await stravaPushRequest(ctx, 'DELETE', `${SUBSCRIPTIONS}/${String(current?.id)}`);
      answer = (await stravaPushRequest(ctx, 'POST', SUBSCRIPTIONS, newSubscription(url))) as Json;
    }
    if (answer?.id === undefined) return false;
    ctx.getWorkflowStaticData('node').webhookId = answer.id;
    return true;
  },
  async delete(ctx) {
    const data = ctx.getWorkflowStaticData('node');
    if (data.webhookId !== undefined) {
      try {
        await stravaPushRequest(ctx, 'DELETE', `${SUBSCRIPTIONS}/${String(data.webhookId)}`);
      } catch {
        return false;
      }
      delete data.webhookId;
    }
    return true;
  },
};

/** Answers Strava's validation GET, or turns an event into the run's item (filtered, resolved). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const query = ctx.getQueryData();
  if (ctx.getWebhookName() === 'setup' && query['hub.challenge']) {
    return {
      response: {
        statusCode: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: { 'hub.challenge': query['hub.challenge'] },
      },
    };
  }
  const body: Json = { ...ctx.getBodyData() };
  const object = ctx.getNodeParameter('object', '*') as string;
  const event = ctx.getNodeParameter('event', '*') as string;
  if (object !== '*' && body.object_type !== object) return {};
  if (event !== '*' && body.aspect_type !== event) return {};
  if (ctx.getNodeParameter('resolveData', true) && body.aspect_type !== 'delete') {
    const resource =
      body.object_type === 'activity'
        ? `/activities/${String(body.object_id)}`
        : `/athletes/${String(body.object_id)}/stats`;
    body.object_data = await stravaApiRequest(ctx, resource);
  }
  return { workflowData: [ctx.helpers.returnJsonArray(body)] };
}

/** A run from this node passes on the call it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Strava Trigger 1. */
export const stravaTriggerNode: NodeType[] = [
  { description: stravaTriggerDescription, webhookMethods: { default: registration }, webhook, execute },
];
