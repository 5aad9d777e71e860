/**
 * Calls to the WhatsApp Cloud API (Meta's Graph API, `graph.facebook.com/v13.0`, n8n's version) with
 * the `whatsAppApi` Bearer token. Graph errors (`{ error: { message, type, code, fbtrace_id } }`)
 * become node errors naming the item, with n8n's wording for bad media IDs and URLs and for a
 * failed send; 429 answers wait `Retry-After` and 5xx answers are retried with backoff, a few times
 * each. Tests point the origin at a loopback fake with `WEFT_WHATSAPP_API_URL`; nothing else sets it.
 */
import {
  NodeApiError,
  NodeOperationError,
  statusCodeMessage,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** Meta's Graph API origin. */
export const GRAPH_ORIGIN = 'https://graph.facebook.com';
/** The Graph API version the node calls (n8n's). */
export const WHATSAPP_API_VERSION = 'v13.0';

/** What a call needs from its caller (an execute or method context). */
export interface WhatsAppCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: `path` below the versioned base (`123/messages`, `/456`). */
export interface WhatsAppCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: Record<string, unknown> | FormData;
  qs?: Record<string, unknown>;
  itemIndex?: number;
  /** The message type named in "Invalid … ID/URL" errors. */
  messageType?: string;
  /** Whether this call sends a message (a 500 then reads "Sending failed", as in n8n). */
  sending?: boolean;
}

/** The Graph origin this process uses (the test override, else graph.facebook.com). */
export function graphOrigin(): string {
  const value = process.env.WEFT_WHATSAPP_API_URL?.trim();
  return value ? value.replace(/\/+$/, '') : GRAPH_ORIGIN;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The node error for a refused call, worded as n8n words it: a failed send answered 500 reads
 * "Sending failed"; a send refused for a bad media ID or URL names the message type; anything else
 * gets n8n's message for the HTTP status, with Graph's message as the description (without its
 * "(#100) " code when a send was refused with 400, as n8n strips it there).
 */
export function whatsAppApiError(node: WorkflowNode, response: HttpResponse, call: WhatsAppCall): NodeApiError {
  const where = call.itemIndex === undefined ? {} : { itemIndex: call.itemIndex };
  const status = response.statusCode;
  const error = ((response.body as { error?: Record<string, unknown> } | undefined)?.error ?? {}) as {
    message?: unknown;
    code?: unknown;
  };
  const raw = typeof error.message === 'string' ? error.message : '';
  const text = raw.replace(/^\(#\d+\) /, '');
  if (status === 500 && call.sending) {
    return new NodeApiError(
      node,
      {
        message: 'Sending failed',
        description:
          'WhatsApp could not deliver it. A new test number must first get a message from the Meta developer portal.',
        httpCode: status,
        body: response.body,
      },
      where,
    );
  }
  if (status === 400 && call.sending && text.endsWith('is not a valid whatsapp business account media attachment ID')) {
    return new NodeApiError(
      node,
      {
        message: `Invalid ${call.messageType ?? 'media'} ID`,
        description: text,
        httpCode: status,
        body: response.body,
      },
      where,
    );
  }
  if (status === 400 && call.sending && text.endsWith('is not a valid URI.')) {
    return new NodeApiError(
      node,
      {
        message: `Invalid ${call.messageType ?? 'media'} URL`,
        description: text,
        httpCode: status,
        body: response.body,
      },
      where,
    );
  }
  const hint =
    status === 401
      ? 'WhatsApp did not accept the access token: check it in the credential (temporary tokens expire after a day).'
      : status === 429
        ? 'WhatsApp’s rate limit was still reached after waiting; try again later.'
        : undefined;
  const graphMessage = (status === 400 && call.sending ? text : raw) || undefined;
  const message =
    statusCodeMessage(String(status)) ??
    graphMessage ??
    `WhatsApp answered with HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}`;
  return new NodeApiError(
    node,
    { message, description: graphMessage ?? hint, httpCode: status, body: response.body },
    where,
  );
}

/** Sends one call and answers the Graph API's JSON (see the module comment). */
export async function whatsAppRequest(caller: WhatsAppCaller, call: WhatsAppCall): Promise<Record<string, unknown>> {
  const credentials = await caller.getCredentials('whatsAppApi', call.itemIndex);
  const token = String(credentials.accessToken ?? '').trim();
  if (!token)
    throw new NodeOperationError(caller.getNode(), 'The WhatsApp API credential has no access token', {
      ...(call.itemIndex === undefined ? {} : { itemIndex: call.itemIndex }),
      description: 'Paste an access token into the credential.',
    });
  const options: HttpRequestOptions = {
    url: `${graphOrigin()}/${WHATSAPP_API_VERSION}/${call.path.replace(/^\/+/, '')}`,
    method: call.method,
    headers: { Authorization: `Bearer ${token}` },
    ...(call.qs && Object.keys(call.qs).length ? { qs: call.qs } : {}),
    ...(call.body !== undefined ? { body: call.body } : {}),
    responseType: 'json',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) {
      const body = response.body;
      return body && typeof body === 'object' ? (body as Record<string, unknown>) : { success: true };
    }
    if (attempt < MAX_RETRIES && response.statusCode === 429) {
      const raw = response.headers['retry-after'];
      const wait = Number(Array.isArray(raw) ? raw[0] : (raw ?? 1));
      const seconds = Number.isFinite(wait) && wait >= 0 ? wait : 1;
      if (seconds <= MAX_RETRY_AFTER_S) {
        await sleep(seconds * 1000);
        continue;
      }
    }
    if (attempt < MAX_RETRIES && response.statusCode >= 500) {
      await sleep(Number(process.env.WEFT_WHATSAPP_RETRY_BASE_MS ?? 500) * 2 ** attempt);
      continue;
    }
    throw whatsAppApiError(caller.getNode(), response, call);
  }
}
