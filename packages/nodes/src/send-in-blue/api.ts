/**
 * Calls to Brevo's API (`https://api.brevo.com/v3/…`) with the `sendInBlueApi` credential's key in
 * the `api-key` header, as n8n's declarative Brevo node sends them. A refusal becomes a node error
 * naming the item (Brevo's `message` as the description). Tests point the origin at a loopback fake
 * with `WEFT_BREVO_API_URL`.
 */
import { httpStatusError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller. */
export interface BrevoCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: a path starting `/v3`, its query and JSON body. */
export interface BrevoCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

/** The API's origin: Brevo's, or the one `WEFT_BREVO_API_URL` names. */
export function brevoOrigin(): string {
  return process.env.WEFT_BREVO_API_URL?.trim().replace(/\/+$/, '') || 'https://api.brevo.com';
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

/** Sends one call and answers its parsed JSON body (undefined for an empty answer). */
export async function brevoRequest(caller: BrevoCaller, call: BrevoCall): Promise<any> {
  const credentials = await caller.getCredentials('sendInBlueApi', call.itemIndex);
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.body !== undefined;
  const response = await caller.helpers.httpRequest({
    url: `${brevoOrigin()}${call.endpoint}`,
    method: call.method,
    headers: {
      Accept: 'application/json',
      'api-key': String(credentials.apiKey ?? ''),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    qs,
    ...(hasBody ? { body: call.body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const body = parse(response.body);
  if (response.statusCode >= 300) throw httpStatusError(caller.getNode(), response.statusCode, body, call.itemIndex);
  return body;
}
