/**
 * Calls to APITemplate.io's v1 API (`https://api.apitemplate.io/v1/…`) for the APITemplate.io node
 * and its editor look-ups, signed with the `apiTemplateIoApi` key in `X-API-KEY`, as n8n's node
 * sends them (a query and a JSON body only when they are not empty). A refusal becomes the node
 * error n8n gives for its status (APITemplate.io's `message` as the description); a 2xx answer
 * with `status: "error"` becomes n8n's "unknown issue" error, as n8n's node turns it into one.
 * 429 answers wait their `Retry-After` (up to a minute) and are retried a few times. Rendered
 * files are fetched from the `download_url` APITemplate.io answers, without the key.
 *
 * Tests point the API at a loopback fake with `WEFT_APITEMPLATEIO_API_URL`, which replaces the
 * API's origin and that of the download links; nothing else sets it.
 */
import {
  httpStatusError,
  NodeApiError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute or method context). */
export interface ApiTemplateIoCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

const override = () => process.env.WEFT_APITEMPLATEIO_API_URL?.trim().replace(/\/+$/, '') || undefined;

/** The API's root: `https://api.apitemplate.io/v1`, its origin replaced by `WEFT_APITEMPLATEIO_API_URL` when set. */
export function apiTemplateIoApiRoot(): string {
  return `${override() ?? 'https://api.apitemplate.io'}/v1`;
}

/** Where a rendered file is fetched from: its link, its origin replaced by `WEFT_APITEMPLATEIO_API_URL` when set. */
export function apiTemplateIoFileUrl(link: string): string {
  const origin = override();
  if (!origin) return link;
  try {
    const url = new URL(link);
    return `${origin}${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait before retrying a 429, or undefined when it should not be retried. */
export function retryAfterMs(response: HttpResponse): number | undefined {
  if (response.statusCode !== 429) return undefined;
  const header = response.headers['retry-after'];
  const named = Number(Array.isArray(header) ? header[0] : header);
  const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
  return seconds > MAX_RETRY_AFTER_S ? undefined : seconds * 1000;
}

/** A body as JSON when it reads as JSON, else as text (undefined when empty). */
export function parseBody(body: unknown): unknown {
  const text = Buffer.isBuffer(body) || body instanceof Uint8Array ? Buffer.from(body).toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** n8n's error for an answer it cannot read a message or status from. */
const unknownIssue = (node: WorkflowNode, body: unknown, itemIndex?: number) =>
  new NodeApiError(
    node,
    {
      message: 'There was an unknown issue while executing the node',
      description:
        'Double-check the node configuration and the service it connects to. Check the error details below and refer to the <a href="https://docs.n8n.io" target="_blank">n8n documentation</a> to troubleshoot the issue.',
      httpCode: null,
      body,
    },
    { itemIndex },
  );

/** Sends one call to the API and answers the parsed body. */
export async function apiTemplateIoRequest(
  caller: ApiTemplateIoCaller,
  method: 'GET' | 'POST',
  endpoint: string,
  qs: Json = {},
  body: unknown = {},
  itemIndex?: number,
): Promise<any> {
  const credentials = await caller.getCredentials('apiTemplateIoApi', itemIndex);
  const hasBody = body !== null && typeof body === 'object' && Object.keys(body).length > 0;
  const options: HttpRequestOptions = {
    url: `${apiTemplateIoApiRoot()}${endpoint}`,
    method,
    headers: {
      'User-Agent': 'n8n',
      Accept: 'application/json',
      'X-API-KEY': String(credentials.apiKey ?? ''),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(Object.keys(qs).length ? { qs: { ...qs } } : {}),
    ...(hasBody ? { body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    const answer = parseBody(response.body);
    if (response.statusCode < 300) {
      if (answer && typeof answer === 'object' && (answer as Json).status === 'error')
        throw unknownIssue(caller.getNode(), answer, itemIndex);
      return answer;
    }
    const wait = attempt < MAX_RETRIES ? retryAfterMs(response) : undefined;
    if (wait === undefined) throw httpStatusError(caller.getNode(), response.statusCode, answer, itemIndex);
    await sleep(wait);
  }
}

/** The bytes of a rendered file (fetched without the key, as n8n's node does). */
export async function apiTemplateIoDownload(
  caller: ApiTemplateIoCaller,
  link: string,
  itemIndex?: number,
): Promise<Uint8Array> {
  const response = await caller.helpers.httpRequest({
    url: apiTemplateIoFileUrl(link),
    method: 'GET',
    responseType: 'arraybuffer',
    ignoreHttpStatusErrors: true,
  });
  const bytes = response.body instanceof Uint8Array ? response.body : Buffer.from(String(response.body ?? ''), 'utf8');
  if (response.statusCode >= 300)
    throw httpStatusError(caller.getNode(), response.statusCode, parseBody(bytes), itemIndex);
  return bytes;
}
