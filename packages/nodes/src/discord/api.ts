/**
 * Calls to Discord's HTTP API v10 for the Discord node: `<origin>/api/v10<endpoint>` with the bot
 * token (`Authorization: Bot …`; OAuth2 connections use their bot token too, and the signed-in
 * user's Bearer token only to list the user's servers), or the channel webhook URL of a
 * `discordWebhookApi` credential. A 429 waits the `retry_after` Discord names (JSON body, else the
 * `Retry-After` header) and 5xx answers are retried with backoff, a few times each; an answer whose
 * `X-RateLimit-Remaining` is 0 waits `X-RateLimit-Reset-After` before the next call. Discord's error
 * JSON (`{ code, message, errors }`) becomes a node error naming the item. Tests point the origin
 * (and webhook URLs on Discord's origin) at a loopback fake with `WEFT_DISCORD_API_URL`; nothing
 * else sets it.
 */
import {
  NodeApiError,
  NodeOperationError,
  WeftError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** Discord's own origin. */
export const DISCORD_ORIGIN = 'https://discord.com';

/** n8n's `authentication` values of Discord 2. */
export type DiscordAuthentication = 'botToken' | 'oAuth2' | 'webhook';

/** What an API call needs from its caller (an execute or method context). */
export interface DiscordCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One API call. */
export interface DiscordCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path under `/api/v10` (`/channels/1/messages`); ignored for webhook credentials (their URL is used). */
  endpoint: string;
  qs?: Record<string, unknown>;
  /** A JSON object, or a multipart FormData sent as it is. */
  body?: Record<string, unknown> | FormData;
  itemIndex?: number;
  /** Sends the OAuth2 user's Bearer token instead of the bot token (listing the user's servers). */
  asUser?: boolean;
}

/** The API base this process reaches Discord at (the test override, else discord.com). */
export function discordApiBase(): string {
  const value = process.env.WEFT_DISCORD_API_URL?.trim();
  return `${value ? value.replace(/\/+$/, '') : DISCORD_ORIGIN}/api/v10`;
}

/**
 * Where a channel webhook URL is reached: as it is, except that a URL on Discord's own origin
 * (discord.com, also as www. or discordapp.com) goes to the test override when one is set.
 */
export function discordWebhookUrl(url: string): string {
  const override = process.env.WEFT_DISCORD_API_URL?.trim();
  if (!override) return url;
  const own = /^https:\/\/(?:www\.)?discord(?:app)?\.com(?=\/)/i.exec(url);
  return own ? `${override.replace(/\/+$/, '')}${url.slice(own[0].length)}` : url;
}

async function target(
  caller: DiscordCaller,
  auth: DiscordAuthentication,
  call: DiscordCall,
): Promise<{ url: string; authorization?: string }> {
  const node = caller.getNode();
  const where = call.itemIndex === undefined ? {} : { itemIndex: call.itemIndex };
  if (auth === 'webhook') {
    const c = await caller.getCredentials('discordWebhookApi', call.itemIndex);
    const url = String(c.webhookUri ?? '').trim();
    if (!url)
      throw new NodeOperationError(node, 'The Discord Webhook credential has no webhook URL', {
        ...where,
        description: 'Paste the channel’s webhook URL (Integrations → Webhooks) into the credential.',
      });
    return { url: discordWebhookUrl(url) };
  }
  const url = `${discordApiBase()}${call.endpoint}`;
  if (auth === 'oAuth2') {
    const c = await caller.getCredentials('discordOAuth2Api', call.itemIndex);
    if (call.asUser) {
      const token = (c.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
      if (typeof token !== 'string' || !token)
        throw new NodeOperationError(node, 'The Discord OAuth2 credential is not connected to Discord yet', {
          ...where,
          description: 'Open the credential and sign in with Discord.',
        });
      return { url, authorization: `Bearer ${token}` };
    }
    const bot = String(c.botToken ?? '').trim();
    if (!bot)
      throw new NodeOperationError(node, 'The Discord OAuth2 credential has no bot token', {
        ...where,
        description: 'Paste the token of the bot the sign-in installs into the credential.',
      });
    return { url, authorization: `Bot ${bot}` };
  }
  const c = await caller.getCredentials('discordBotApi', call.itemIndex);
  const bot = String(c.botToken ?? '').trim();
  if (!bot)
    throw new NodeOperationError(node, 'The Discord Bot API credential has no bot token', {
      ...where,
      description: 'Paste the bot’s token (Developer Portal → Bot) into the credential.',
    });
  return { url, authorization: `Bot ${bot}` };
}

const MAX_RETRIES = 3;
/** The longest wait a 429 may ask for; a longer one fails at once, naming the wait. */
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function header(response: HttpResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Seconds a 429 asks to wait: the JSON `retry_after`, else the `Retry-After` header, else 1. */
function retryAfter(response: HttpResponse): number {
  const body = response.body as { retry_after?: unknown } | undefined;
  const fromBody = body && typeof body === 'object' ? Number(body.retry_after) : Number.NaN;
  if (Number.isFinite(fromBody) && fromBody >= 0) return fromBody;
  const fromHeader = Number(header(response, 'retry-after'));
  return Number.isFinite(fromHeader) && fromHeader >= 0 ? fromHeader : 1;
}

/** The field names of Discord's `errors` tree for the first embed, as n8n words them. */
function embedFields(errors: unknown): string[] {
  const first = (errors as { embeds?: Record<string, unknown> } | undefined)?.embeds?.['0'];
  return first && typeof first === 'object'
    ? Object.keys(first).map((k) => k.charAt(0).toUpperCase() + k.slice(1))
    : [];
}

/** The node error for a refused call: Discord's message (and a hint for the errors people meet most), the item. */
export function discordApiError(node: WorkflowNode, response: HttpResponse, itemIndex?: number): NodeApiError {
  const body = response.body as { message?: unknown; code?: unknown; errors?: Record<string, unknown> } | undefined;
  const status = response.statusCode;
  let message = body && typeof body === 'object' && typeof body.message === 'string' ? body.message : '';
  let description: string | undefined;
  if (status === 400 && body?.errors) {
    const fields = embedFields(body.errors);
    if (fields.length) {
      message =
        fields.length === 1
          ? `The parameter ${fields[0]} is not properly formatted`
          : `The parameters ${fields.join(', ')} are not properly formatted`;
      description = 'Correct the embed’s value or leave it empty.';
    } else if (body.errors.message_reference) {
      message = "The message to reply to ID can't be found";
      description = 'Check "Message to Reply to", or remove it when the message is not a reply.';
    }
  }
  if (message === 'Cannot send an empty message') description = 'Give the message some content, an embed or a file.';
  const hintOnly = !description;
  if (!description) {
    if (status === 401) description = 'Discord did not accept the token: check the Bot Token of the credential.';
    else if (status === 403)
      description = 'The bot lacks a permission for this on that server or channel (or is not a member of it).';
    else if (status === 404)
      description = 'Discord knows no such server, channel, message or member, or the bot cannot see it.';
    else if (status === 429) description = 'Discord’s rate limit was still reached after waiting; try again later.';
  }
  if (!message)
    message =
      status === 429
        ? 'Discord’s rate limit was reached and retries did not help (429)'
        : `Discord answered with HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}`;
  const error = new NodeApiError(
    node,
    { message, description, httpCode: status, body: response.body },
    itemIndex === undefined ? {} : { itemIndex },
  );
  if (hintOnly) HINT_ONLY.add(error);
  return error;
}

/** Errors whose description is only a general hint about the HTTP status (n8n's items carry none). */
const HINT_ONLY = new WeakSet<Error>();

/**
 * The description a "Continue On Fail" item carries for an error: the error's own, except a
 * general hint about the HTTP status, which only the failed run shows (n8n's items carry none).
 */
export function itemErrorDescription(error: unknown): string | undefined {
  if (!(error instanceof WeftError) || HINT_ONLY.has(error)) return undefined;
  return typeof error.description === 'string' ? error.description : undefined;
}

/**
 * Sends one call and answers Discord's JSON (`{ success: true }` for an empty answer such as
 * 204), retrying 429 and 5xx answers; other HTTP errors throw {@link discordApiError}.
 */
export async function discordRequest(
  caller: DiscordCaller,
  auth: DiscordAuthentication,
  call: DiscordCall,
): Promise<unknown> {
  const { url, authorization } = await target(caller, auth, call);
  const hasQs = call.qs && Object.keys(call.qs).length > 0;
  const options: HttpRequestOptions = {
    url,
    method: call.method,
    headers: authorization ? { Authorization: authorization } : {},
    ...(hasQs ? { qs: call.qs } : {}),
    ...(call.body !== undefined ? { body: call.body } : {}),
    responseType: 'json',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) {
      if (header(response, 'x-ratelimit-remaining') === '0') {
        const reset = Number(header(response, 'x-ratelimit-reset-after'));
        if (Number.isFinite(reset) && reset > 0) await sleep(Math.min(reset, MAX_RETRY_AFTER_S) * 1000);
      }
      const body = response.body;
      return body === undefined || body === null || body === '' ? { success: true } : body;
    }
    if (attempt < MAX_RETRIES && response.statusCode === 429) {
      const seconds = retryAfter(response);
      if (seconds <= MAX_RETRY_AFTER_S) {
        await sleep(seconds * 1000);
        continue;
      }
    }
    if (attempt < MAX_RETRIES && response.statusCode >= 500) {
      await sleep(Number(process.env.WEFT_DISCORD_RETRY_BASE_MS ?? 500) * 2 ** attempt);
      continue;
    }
    throw discordApiError(caller.getNode(), response, call.itemIndex);
  }
}
