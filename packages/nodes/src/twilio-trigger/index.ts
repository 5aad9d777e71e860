/**
 * Twilio Trigger 1 (n8n's `n8n-nodes-base.twilioTrigger`): starts a run for each new SMS or call
 * summary Twilio reports through Event Streams. Activating the workflow registers the node's URL as
 * an Event Streams webhook sink (`POST https://events.twilio.com/v1/Sinks`) and subscribes it to the
 * chosen event types (`POST /v1/Subscriptions` with the first type, then one
 * `POST /v1/Subscriptions/{sid}/SubscribedEvents` per further type), keeping the sink's and
 * subscription's ids in the node's static data; a sink for the URL whose subscription has exactly
 * the chosen types is reused; deactivating deletes the sink, then the subscription. Requests are
 * form-encoded and signed with the `twilioApi` credential (HTTP Basic). Each delivery starts a run
 * with its body: one item per event when Twilio posts a batch (an array). Tests point the Events
 * API at a loopback fake with `WEFT_TWILIO_EVENTS_API_URL`, which replaces the origin.
 */
import {
  httpStatusError,
  type ExecuteContext,
  type NodeOutput,
  type NodeType,
  type NodeTypeDescription,
  type WebhookCallResult,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { twilioAuthorization } from '../twilio/credentials.js';

type Json = Record<string, any>;

/** Twilio Trigger 1's description. */
export const twilioTriggerDescription: NodeTypeDescription = {
  displayName: 'Twilio Trigger',
  name: 'weft.twilioTrigger',
  icon: 'file:twilio.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '=Updates: {{$parameter["updates"].join(", ")}}',
  description: 'Starts the workflow when Twilio reports a new SMS or call',
  defaults: { name: 'Twilio Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'twilioApi', required: true }],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: [
    {
      displayName: 'Trigger On',
      name: 'updates',
      type: 'multiOptions',
      options: [
        {
          name: 'New SMS',
          value: 'com.twilio.messaging.inbound-message.received',
          description: 'An SMS message arrives',
        },
        {
          name: 'New Call',
          value: 'com.twilio.voice.insights.call-summary.complete',
          description: 'A call has ended and its summary is ready',
        },
      ],
      required: true,
      default: [],
    },
    {
      displayName: 'Twilio can take up to thirty minutes to report a new call',
      name: 'callTriggerNotice',
      type: 'notice',
      default: '',
      displayOptions: { show: { updates: ['com.twilio.voice.insights.call-summary.complete'] } },
    },
  ],
  codex: { categories: ['Communication', 'Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.twiliotrigger/',
};

/** The Events API's origin: Twilio's, or the one `WEFT_TWILIO_EVENTS_API_URL` names. */
export function twilioEventsOrigin(): string {
  return (process.env.WEFT_TWILIO_EVENTS_API_URL?.trim() || 'https://events.twilio.com').replace(/\/+$/, '');
}

function parse(body: unknown): unknown {
  const text = Buffer.isBuffer(body) || body instanceof Uint8Array ? Buffer.from(body).toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One call to `https://events.twilio.com/v1/<endpoint>`, its fields form-encoded. */
async function eventsRequest(
  ctx: WebhookSetupContext,
  method: 'GET' | 'POST' | 'DELETE',
  endpoint: string,
  form: Record<string, string> = {},
): Promise<Json> {
  const credentials = await ctx.getCredentials('twilioApi');
  const hasBody = Object.keys(form).length > 0;
  const response = await ctx.helpers.httpRequest({
    url: `${twilioEventsOrigin()}/v1/${endpoint}`,
    method,
    headers: {
      Accept: 'application/json',
      Authorization: twilioAuthorization(credentials),
      ...(hasBody ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(hasBody ? { body: new URLSearchParams(form).toString() } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const body = parse(response.body);
  if (response.statusCode >= 300) throw httpStatusError(ctx.getNode(), response.statusCode, body);
  return body ?? {};
}

const chosen = (ctx: WebhookSetupContext) => [...((ctx.getNodeParameter('updates', []) ?? []) as string[])];

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const url = ctx.getNodeWebhookUrl('default');
      const { sinks } = await eventsRequest(ctx, 'GET', 'Sinks');
      const sink = ((sinks ?? []) as Json[]).find((entry) => entry.sink_configuration?.destination === url);
      if (!sink) return false;
      const { subscriptions } = await eventsRequest(ctx, 'GET', 'Subscriptions');
      const subscription = ((subscriptions ?? []) as Json[]).find((entry) => entry.sink_sid === sink.sid);
      if (!subscription) return false;
      const { types } = await eventsRequest(ctx, 'GET', `Subscriptions/${String(subscription.sid)}/SubscribedEvents`);
      const found = ((types ?? []) as Json[]).map((entry) => String(entry.type)).sort();
      return found.join(',') === chosen(ctx).sort().join(',');
    },
    async create(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      const url = ctx.getNodeWebhookUrl('default');
      const updates = chosen(ctx);
      const sink = await eventsRequest(ctx, 'POST', 'Sinks', {
        Description: 'Sink created by n8n Twilio Trigger Node.',
        SinkConfiguration: `{\t"destination": "${url}",\t"method": "POST"\t}`,
        SinkType: 'webhook',
      });
      data.sinkId = sink.sid;
      const subscription = await eventsRequest(ctx, 'POST', 'Subscriptions', {
        Description: 'Subscription created by n8n Twilio Trigger Node.',
        Types: `{ "type": "${updates[0]}" }`,
        SinkSid: String(sink.sid),
      });
      data.subscriptionId = subscription.sid;
      for (const type of updates.slice(1))
        await eventsRequest(ctx, 'POST', `Subscriptions/${String(subscription.sid)}/SubscribedEvents`, { Type: type });
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      try {
        if (data.sinkId) {
          await eventsRequest(ctx, 'DELETE', `Sinks/${String(data.sinkId)}`);
          data.sinkId = '';
        }
        if (data.subscriptionId) {
          await eventsRequest(ctx, 'DELETE', `Subscriptions/${String(data.subscriptionId)}`);
          data.subscriptionId = '';
        }
      } catch {
        return false;
      }
      return true;
    },
  },
};

/** Turns one delivery from Twilio into the run's items. */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  return { workflowData: [ctx.helpers.returnJsonArray(ctx.getBodyData())] };
}

/** A run from this node passes on the events it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Twilio Trigger 1. */
export const twilioTriggerNode: NodeType[] = [
  { description: twilioTriggerDescription, webhookMethods, webhook, execute },
];
