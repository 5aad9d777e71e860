/**
 * Discord 1: posts each item's message to the webhook URL given on the node (no credential), as
 * n8n's first version does. JSON options (embeds, components, allowed mentions, attachments, JSON
 * payload) are parsed and refused with a clear error when they are not JSON; empty fields are left
 * out. A 429 waits Discord's `retry_after` (or `Retry-After`) and tries again, up to five times;
 * each item answers `{ success: true }`.
 */
import {
  NodeApiError,
  NodeOperationError,
  type ExecuteContext,
  type HttpResponse,
  type Item,
  type NodeOutput,
} from '@weft/workflow';
import { discordApiError, discordWebhookUrl } from './api.js';

type Body = Record<string, unknown>;

const MAX_TRIES = 5;
const MAX_WAIT_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function header(response: HttpResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseJson(ctx: ExecuteContext, value: unknown, what: string, i: number): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new NodeOperationError(ctx.getNode(), `${what} must be valid JSON.`, { itemIndex: i });
  }
}

/** The webhook call's body of item `i` (see the module comment). */
function bodyOf(ctx: ExecuteContext, i: number): Body {
  const body: Body = {};
  const content = ctx.getNodeParameter('text', i, '');
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Body;
  if (!content && !options.embeds)
    throw new NodeOperationError(ctx.getNode(), 'Either content or embeds must be set.', { itemIndex: i });
  if (content) body.content = content;
  if (options.embeds) {
    const embeds = parseJson(ctx, options.embeds, 'Embeds', i);
    if (!Array.isArray(embeds))
      throw new NodeOperationError(ctx.getNode(), 'Embeds must be an array of embeds.', { itemIndex: i });
    if (embeds.length) body.embeds = embeds;
  }
  if (options.username) body.username = options.username;
  if (options.components) body.components = parseJson(ctx, options.components, 'Components', i);
  if (options.allowedMentions) body.allowed_mentions = parseJson(ctx, options.allowedMentions, 'Allowed Mentions', i);
  if (options.avatarUrl) body.avatar_url = options.avatarUrl;
  if (options.flags) body.flags = options.flags;
  if (options.tts) body.tts = options.tts;
  if (options.payloadJson) body.payload_json = parseJson(ctx, options.payloadJson, 'JSON Payload', i);
  if (options.attachments) body.attachments = parseJson(ctx, options.attachments, 'Attachments', i);
  return body;
}

/** Runs Discord 1 over its items (see the module comment). */
export async function executeDiscordV1(ctx: ExecuteContext): Promise<NodeOutput> {
  if (!ctx.getNodeParameter('webhookUri', 0, ''))
    throw new NodeOperationError(ctx.getNode(), 'Webhook uri is required.', {
      description: 'Paste the channel’s webhook URL (Integrations → Webhooks) into "Webhook URL".',
    });
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const url = discordWebhookUrl(String(ctx.getNodeParameter('webhookUri', i, '')));
      const body = bodyOf(ctx, i);
      let sent = false;
      for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
        const response = await ctx.helpers.httpRequest({
          url,
          method: 'POST',
          body,
          responseType: 'json',
          ignoreHttpStatusErrors: true,
        });
        if (response.statusCode < 300) {
          if (header(response, 'x-ratelimit-remaining') === '0') {
            const reset = Number(header(response, 'x-ratelimit-reset-after'));
            await sleep(Number.isFinite(reset) && reset > 0 ? Math.min(reset, MAX_WAIT_S) * 1000 : 1000);
          }
          sent = true;
          break;
        }
        if (response.statusCode !== 429) throw discordApiError(ctx.getNode(), response, i);
        const fromBody = Number((response.body as { retry_after?: unknown } | undefined)?.retry_after);
        const fromHeader = Number(header(response, 'retry-after'));
        const wait = Number.isFinite(fromBody) ? fromBody : Number.isFinite(fromHeader) ? fromHeader : 1;
        await sleep(Math.min(Math.max(wait, 0), MAX_WAIT_S) * 1000);
      }
      if (!sent)
        throw new NodeApiError(
          ctx.getNode(),
          { message: 'Could not send Webhook message. Max amount of rate-limit retries reached.', httpCode: 429 },
          { itemIndex: i },
        );
      out.push({ json: { success: true }, pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
