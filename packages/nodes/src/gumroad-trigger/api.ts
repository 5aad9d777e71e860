/**
 * Calls to Gumroad's API v2 for the Gumroad Trigger, as n8n's node makes them: the credential's
 * token goes in the JSON body as `access_token` (on every method, as Gumroad reads parameters from
 * the body), and a refusal becomes a node error with n8n's message for the status and Gumroad's
 * `message`. Tests point the origin at a loopback fake with `WEFT_GUMROAD_API_URL`; nothing else
 * sets it.
 */
import { httpStatusError, type HttpRequestOptions, type WebhookSetupContext } from '@weft/workflow';

type Json = Record<string, any>;

/** Gumroad's API root, its origin replaced by `WEFT_GUMROAD_API_URL` when set. */
export function gumroadBaseUrl(): string {
  const override = process.env.WEFT_GUMROAD_API_URL?.trim().replace(/\/+$/, '');
  return `${override || 'https://api.gumroad.com'}/v2`;
}

function parse(body: unknown): unknown {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One call to `resource` under the API root; answers Gumroad's parsed JSON. */
export async function gumroadRequest(
  ctx: WebhookSetupContext,
  method: 'GET' | 'PUT' | 'DELETE',
  resource: string,
  body: Json = {},
): Promise<any> {
  const { accessToken } = await ctx.getCredentials('gumroadApi');
  const options: HttpRequestOptions = {
    url: `${gumroadBaseUrl()}${resource}`,
    method,
    headers: { Accept: 'application/json' },
    body: { access_token: accessToken, ...body },
    json: true,
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  const response = await ctx.helpers.httpRequest(options);
  const answer = parse(response.body);
  if (response.statusCode < 300) return answer;
  throw httpStatusError(ctx.getNode(), response.statusCode, answer);
}
