/**
 * Calls to a SIGNL4 team's inbound webhook (`https://connect.signl4.com/webhook/<team secret>`,
 * the secret from the `signl4Api` credential) for the SIGNL4 node: a multipart form POSTed as n8n's
 * node sends it, answering SIGNL4's JSON reply (`{ eventId }`). A refusal becomes the node error n8n
 * gives for its status (SIGNL4's message as the description); 429 answers wait their `Retry-After`
 * (up to a minute) and are retried a few times.
 *
 * Tests point the webhook at a loopback fake with `WEFT_SIGNL4_API_URL`, which replaces the origin;
 * nothing else sets it.
 */
import { httpStatusError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';

/** What a call needs from its caller. */
export interface Signl4Caller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** The team's webhook URL: its origin replaced by `WEFT_SIGNL4_API_URL` when set. */
export function signl4WebhookUrl(teamSecret: unknown): string {
  const origin = process.env.WEFT_SIGNL4_API_URL?.trim().replace(/\/+$/, '') || 'https://connect.signl4.com';
  return `${origin}/webhook/${String(teamSecret ?? '')}`;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(response: HttpResponse): number | undefined {
  if (response.statusCode !== 429) return undefined;
  const header = response.headers['retry-after'];
  const named = Number(Array.isArray(header) ? header[0] : header);
  const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
  return seconds > MAX_RETRY_AFTER_S ? undefined : seconds * 1000;
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

/** POSTs one event (a form built afresh for each attempt) to the team's webhook; answers the parsed reply. */
export async function signl4Send(caller: Signl4Caller, form: () => FormData, itemIndex: number): Promise<unknown> {
  const credentials = await caller.getCredentials('signl4Api', itemIndex);
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest({
      url: signl4WebhookUrl(credentials.teamSecret),
      method: 'POST',
      headers: { Accept: '*/*' },
      body: form(),
      responseType: 'text',
      ignoreHttpStatusErrors: true,
    });
    const answer = parse(response.body);
    if (response.statusCode < 300) return answer;
    const wait = attempt < MAX_RETRIES ? retryAfterMs(response) : undefined;
    if (wait === undefined) throw httpStatusError(caller.getNode(), response.statusCode, answer, itemIndex);
    await sleep(wait);
  }
}
