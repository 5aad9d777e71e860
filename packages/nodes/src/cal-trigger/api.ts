/**
 * Calls to Cal.com for the Cal.com Trigger, as n8n's node makes them: `{host}{resource}` with the
 * credential's host, signed by the `calApi` credential (its key as the `apiKey` query parameter),
 * a JSON body when there is one. A refusal becomes a node error with n8n's message for the status
 * and Cal.com's `message`. The host is the credential's, so tests point it at a loopback fake.
 */
import {
  httpStatusError,
  type HttpRequestOptions,
  type HttpResponse,
  type NodeMethodContext,
  type WebhookSetupContext,
  type WorkflowNode,
} from '@weft/workflow';
import { calApiCredential } from './credentials.js';

/** What a call needs from its caller (a webhook setup or editor look-up context). */
export interface CalCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

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

/** One call to `resource` under the credential's host; answers Cal.com's parsed JSON. */
export async function calRequest(
  caller: CalCaller | WebhookSetupContext | NodeMethodContext,
  method: 'GET' | 'POST' | 'DELETE',
  resource: string,
  body: Json = {},
): Promise<any> {
  const credentials = await caller.getCredentials('calApi');
  const host = String(credentials.host ?? 'https://api.cal.com').replace(/\/+$/, '');
  const options = calApiCredential.authenticate!(credentials, {
    url: `${host}${resource}`,
    method,
    headers: { Accept: 'application/json' },
    ...(Object.keys(body).length ? { body, json: true } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const response = await caller.helpers.httpRequest(options);
  const answer = parse(response.body);
  if (response.statusCode < 300) return answer;
  throw httpStatusError(caller.getNode(), response.statusCode, answer);
}
