/**
 * Calls to Dropcontact's API (`https://api.dropcontact.io/batch…`) signed with the `dropcontactApi`
 * key in the `X-Access-Token` header, as n8n's node sends them (JSON; no body when empty). A refusal
 * by status becomes the node API error n8n gives (its message for the status, Dropcontact's
 * `reason` as the description); a 429 waits its `Retry-After` (up to a minute) and is sent again,
 * a few times. Answers with `success: false` are the caller's to judge, as in n8n. Tests point the
 * origin at a loopback fake with `WEFT_DROPCONTACT_API_URL` (the path kept) and shorten the waits
 * with `WEFT_DROPCONTACT_RETRY_BASE_MS`; nothing else sets them.
 */
import { httpStatusError, type ExecuteContext, type HttpRequestOptions, type HttpResponse } from '@weft/workflow';
import { dropcontactHeaders } from './credentials.js';

type Json = Record<string, any>;

/** Dropcontact's API origin, or the one `WEFT_DROPCONTACT_API_URL` names. */
export function dropcontactOrigin(): string {
  return (process.env.WEFT_DROPCONTACT_API_URL?.trim() || 'https://api.dropcontact.io').replace(/\/+$/, '');
}

const MAX_RETRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse): number | undefined {
  if (response.statusCode !== 429) return undefined;
  const header = response.headers['retry-after'];
  const named = Number(Array.isArray(header) ? header[0] : header);
  const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
  if (seconds > 60) return undefined;
  const base = process.env.WEFT_DROPCONTACT_RETRY_BASE_MS;
  return base ? Number(base) : seconds * 1000;
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

/** One call to `endpoint` (`/batch` or `/batch/<id>`); answers the parsed JSON. */
export async function dropcontactRequest(
  ctx: ExecuteContext,
  method: 'GET' | 'POST',
  endpoint: string,
  body: Json = {},
): Promise<Json> {
  const credentials = await ctx.getCredentials('dropcontactApi');
  const options: HttpRequestOptions = {
    url: `${dropcontactOrigin()}${endpoint}`,
    method,
    headers: { Accept: 'application/json', ...dropcontactHeaders(credentials) },
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  if (Object.keys(body).length) {
    options.body = body;
    options.json = true;
  }
  for (let attempt = 0; ; attempt++) {
    const response = await ctx.helpers.httpRequest(options);
    if (response.statusCode < 300) return parse(response.body) ?? {};
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response) : undefined;
    if (wait === undefined) throw httpStatusError(ctx.getNode(), response.statusCode, parse(response.body));
    await sleep(wait);
  }
}
