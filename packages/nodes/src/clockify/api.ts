/**
 * Calls to Clockify's REST API (`https://api.clockify.me/api/v1/…`) for the Clockify nodes and their
 * editor look-ups, signed with the `clockifyApi` key (`X-Api-Key`). Query arrays repeat their key,
 * as n8n's node sends them. A refusal becomes a `NodeApiError` naming the item (Clockify's `message`
 * as its description). Lists read pages of 50 (`page`, `page-size`) until an empty page, or until
 * the limit the query carries is reached. Tests point the API at a loopback fake with
 * `WEFT_CLOCKIFY_API_URL`, which replaces the origin.
 */
import { httpStatusError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute, poll or method context). */
export interface ClockifyCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** The API's root: `https://api.clockify.me/api/v1`, its origin replaced by `WEFT_CLOCKIFY_API_URL` when set. */
export function clockifyApiRoot(): string {
  const override = process.env.WEFT_CLOCKIFY_API_URL?.trim().replace(/\/+$/, '');
  return `${override || 'https://api.clockify.me'}/api/v1`;
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

/** Sends one call (`endpoint` is a path under `/api/v1`, with or without its leading slash) and answers the parsed body. */
export async function clockifyRequest(
  caller: ClockifyCaller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  endpoint: string,
  options: { body?: Json; qs?: Json; itemIndex?: number } = {},
): Promise<any> {
  const credentials = await caller.getCredentials('clockifyApi', options.itemIndex);
  const hasBody = options.body !== undefined && Object.keys(options.body).length > 0;
  const qs = Object.fromEntries(Object.entries(options.qs ?? {}).filter(([, v]) => v !== undefined));
  const response = await caller.helpers.httpRequest({
    url: `${clockifyApiRoot()}/${endpoint.replace(/^\/+/, '')}`,
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Api-Key': String(credentials.apiKey ?? ''),
    },
    ...(Object.keys(qs).length ? { qs, arrayFormat: 'repeat' as const } : {}),
    ...(hasBody ? { body: options.body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const body = parse(response.body);
  if (response.statusCode < 300) return body;
  throw httpStatusError(caller.getNode(), response.statusCode, body, options.itemIndex);
}

/**
 * Every entry of a list, 50 a page from page 1 until an empty page, or until as many as `query.limit`
 * were read. As in n8n's node, the paging keys are written into `query` (the caller's object).
 */
export async function clockifyRequestAll(
  caller: ClockifyCaller,
  endpoint: string,
  query: Json,
  itemIndex?: number,
): Promise<Json[]> {
  const out: Json[] = [];
  query['page-size'] = 50;
  query.page = 1;
  for (;;) {
    const page = ((await clockifyRequest(caller, 'GET', endpoint, { qs: { ...query }, itemIndex })) ?? []) as Json[];
    out.push(...page);
    if (query.limit && out.length >= Number(query.limit)) return out;
    query.page++;
    if (page.length === 0) return out;
  }
}
