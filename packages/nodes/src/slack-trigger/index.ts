/**
 * Slack Trigger 1: Slack's Events API calls the node's webhook URL (set in the Slack app; nothing
 * registers it, as in n8n). A `url_verification` call is answered with its challenge. When the
 * credential has a signing secret, each call must carry Slack's `X-Slack-Signature` (v0 HMAC-SHA256
 * of `v0:<timestamp>:<raw body>`) with an `X-Slack-Request-Timestamp` within five minutes, else 401.
 * An event starts a run when its type is chosen (File Shared lets every event through, as n8n
 * does), it happened in the watched channel (unless the whole workspace is watched; `team_join`
 * has none) and its user is not ignored; the event is the item, with names resolved and shared
 * files downloaded when asked. Beyond n8n, interactivity calls (button presses and the like, pointed
 * at the same URL) start a run with their payload when "Any Event" is chosen.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  BinaryData,
  ExecuteContext,
  NodeOutput,
  NodeType,
  WebhookCallResult,
  WebhookRequestContext,
} from '@weft/workflow';
import { slackRequest } from '../slack/api.js';
import { CHANNEL_URL_REGEX } from '../slack/locators.js';
import { slackMethods } from '../slack/methods.js';
import { slackTriggerDescription } from './description.js';

/** How old (or how far ahead) a signed call may be. */
const SIGNATURE_WINDOW_S = 5 * 60;

type RawBodyContext = WebhookRequestContext & { getRawBody?(): Uint8Array | undefined };

const headerValue = (ctx: WebhookRequestContext, name: string): string | undefined => {
  const value = ctx.getHeaderData()[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether the call is Slack's: always when the credential has no signing secret, else the
 * signature over the raw body (the parsed body re-serialised where the host keeps no bytes).
 */
export async function slackSignatureValid(ctx: RawBodyContext, now = Date.now()): Promise<boolean> {
  const credentials = await ctx.getCredentials('slackApi');
  const secret = credentials.signatureSecret;
  if (!secret) return true;
  if (typeof secret !== 'string') return false;
  const signature = headerValue(ctx, 'x-slack-signature');
  const timestamp = headerValue(ctx, 'x-slack-request-timestamp');
  if (!signature || !timestamp) return false;
  const seconds = Number.parseInt(timestamp, 10);
  if (Number.isNaN(seconds) || Math.abs(Math.floor(now / 1000) - seconds) > SIGNATURE_WINDOW_S) return false;
  const raw = ctx.getRawBody?.() ?? Buffer.from(JSON.stringify(ctx.getBodyData()));
  const hmac = createHmac('sha256', secret);
  hmac.update(`v0:${timestamp}:`);
  hmac.update(raw);
  const expected = Buffer.from(`v0=${hmac.digest('hex')}`);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The watched channel's id from its locator (any mode; a link's id found with the URL pattern). */
function watchedChannel(ctx: WebhookRequestContext): string {
  const value = ctx.getNodeParameter('channelId', '') as unknown;
  if (!value || typeof value !== 'object') return String(value ?? '');
  const rl = value as { value?: unknown; mode?: string };
  const text = String(rl.value ?? '');
  if (rl.mode === 'url') return new RegExp(CHANNEL_URL_REGEX).exec(text)?.[1] ?? text;
  return text;
}

interface SlackEvent {
  type?: string;
  subtype?: string;
  user?: string | { name?: string };
  item_user?: string;
  channel?: string;
  channel_id?: string;
  item?: { channel?: string };
  files?: Array<{ url_private_download?: string; name?: string; mimetype?: string }>;
  [key: string]: unknown;
}

/** Answers one call from Slack (see the module comment). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  if (!(await slackSignatureValid(ctx)))
    return { response: { statusCode: 401, headers: { 'content-type': 'text/plain' }, body: 'Unauthorized' } };
  const body = ctx.getBodyData() as { type?: string; challenge?: unknown; event?: SlackEvent; payload?: unknown };
  if (body.type === 'url_verification')
    return { response: { statusCode: 200, headers: {}, body: { challenge: body.challenge } } };
  if (typeof body.payload === 'string') return interaction(ctx, body.payload);
  const event = body.event;
  if (!event || typeof event !== 'object') return {};
  const filters = (ctx.getNodeParameter('trigger', []) ?? []) as string[];
  if (!filters.includes('file_share') && !filters.includes('any_event') && !filters.includes(String(event.type)))
    return {};
  let channel = '';
  if (event.type !== 'team_join') {
    channel = String(event.channel ?? event.item?.channel ?? event.channel_id ?? '');
    if (!ctx.getNodeParameter('watchWorkspace', false) && channel !== watchedChannel(ctx)) return {};
  }
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as { resolveIds?: boolean; userIds?: string[] };
  if (Array.isArray(options.userIds) && typeof event.user === 'string' && options.userIds.includes(event.user))
    return {};
  const item = { ...event };
  if (options.resolveIds) {
    const name = async (user: unknown) =>
      (
        (await slackRequest(ctx, 'accessToken', { method: 'GET', endpoint: 'users.info', qs: { user } })).user as
          { name?: string } | undefined
      )?.name;
    if (event.user) {
      if (event.type === 'reaction_added') {
        item.user_resolved = await name(event.user);
        item.item_user_resolved = await name(event.item_user);
      } else if (event.type === 'team_join') {
        item.user_resolved = (event.user as { name?: string }).name;
      } else {
        item.user_resolved = await name(event.user);
      }
    }
    if (channel)
      item.channel_resolved = (
        (await slackRequest(ctx, 'accessToken', { method: 'GET', endpoint: 'conversations.info', qs: { channel } }))
          .channel as { name?: string } | undefined
      )?.name;
  }
  const binary: Record<string, BinaryData> = {};
  if (
    event.subtype === 'file_share' &&
    (filters.includes('file_share') || filters.includes('any_event')) &&
    ctx.getNodeParameter('downloadFiles', false)
  ) {
    const token = String((await ctx.getCredentials('slackApi')).accessToken ?? '');
    for (const [i, file] of (event.files ?? []).entries()) {
      const response = await ctx.helpers.httpRequest({
        url: String(file.url_private_download ?? ''),
        method: 'GET',
        headers: { Authorization: `Bearer ${token}` },
        responseType: 'arraybuffer',
        ignoreHttpStatusErrors: true,
      });
      if (response.statusCode >= 300)
        throw new Error(`Slack refused to download the shared file "${file.name ?? i}" (HTTP ${response.statusCode})`);
      const bytes = response.body instanceof Uint8Array ? response.body : Buffer.from(String(response.body ?? ''));
      binary[`file_${i}`] = await ctx.helpers.prepareBinaryData(bytes, file.name, file.mimetype);
    }
  }
  return { workflowData: [[{ json: item, ...(Object.keys(binary).length ? { binary } : {}) }]] };
}

/**
 * An interactivity call (a button pressed, a shortcut, a modal submitted: a form field `payload`
 * holding JSON), which n8n's trigger does not take: with "Any Event" it starts a run with the payload
 * as the item, under the same channel and ignored-user filters.
 */
function interaction(ctx: WebhookRequestContext, text: string): WebhookCallResult {
  const filters = (ctx.getNodeParameter('trigger', []) ?? []) as string[];
  if (!filters.includes('any_event')) return {};
  let payload: { channel?: { id?: string }; container?: { channel_id?: string }; user?: { id?: string } };
  try {
    payload = JSON.parse(text) as typeof payload;
  } catch {
    return {
      response: { statusCode: 400, headers: { 'content-type': 'text/plain' }, body: 'The payload is not JSON' },
    };
  }
  const channel = payload.channel?.id ?? payload.container?.channel_id;
  if (!ctx.getNodeParameter('watchWorkspace', false) && channel !== watchedChannel(ctx)) return {};
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as { userIds?: string[] };
  if (Array.isArray(options.userIds) && payload.user?.id && options.userIds.includes(payload.user.id)) return {};
  return { workflowData: [[{ json: payload }]] };
}

/** A run from this node passes on the event it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Slack Trigger 1 (n8n's `n8n-nodes-base.slackTrigger`). */
export const slackTriggerNode: NodeType[] = [
  { description: slackTriggerDescription, webhook, execute, methods: slackMethods },
];
