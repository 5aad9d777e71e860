/**
 * Cohere's REST API as n8n's Cohere nodes reach it (through LangChain's `@langchain/cohere` and the
 * `cohere-ai` 7.14 client): `POST https://api.cohere.com/v1/<route>` with the key as a Bearer token,
 * retried twice on 408, 409, 429 and 5xx, failures worded as that client words them
 * (`UnauthorizedError\nStatus code: 401\nBody: {…}`). The credential's hidden URL is not used, as
 * in n8n. `WEFT_COHERE_API_URL` replaces the origin for a test fake; nothing else sets it.
 */
import type { ExecuteContext } from '@weft/workflow';

/** The origin requests go to. */
export function cohereOrigin(): string {
  return (process.env.WEFT_COHERE_API_URL?.trim() || 'https://api.cohere.com').replace(/\/+$/, '');
}

/** The client's error class names by status. */
const ERROR_NAMES: Record<number, string> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  422: 'UnprocessableEntityError',
  429: 'TooManyRequestsError',
  499: 'ClientClosedRequestError',
  500: 'InternalServerError',
  501: 'NotImplementedError',
  503: 'ServiceUnavailableError',
  504: 'GatewayTimeoutError',
};

/** An error of the Cohere client: its message, the status and the body it got. */
export class CohereError extends Error {
  constructor(
    message: string | undefined,
    readonly statusCode?: number,
    readonly body?: unknown,
  ) {
    const lines: string[] = [];
    if (message != null) lines.push(message);
    if (statusCode != null) lines.push(`Status code: ${statusCode}`);
    if (body != null) lines.push(`Body: ${JSON.stringify(body, undefined, 2)}`);
    super(lines.join('\n'));
    this.name = 'CohereError';
  }

  /** LangChain's retry policy reads `status`. */
  get status(): number | undefined {
    return this.statusCode;
  }
}

const RETRIED = (status: number) => [408, 409, 429].includes(status) || status >= 500;

/** `POST /v1/<route>` with `body` (undefined fields left out); answers the parsed JSON or throws a CohereError. */
export async function cohereCall(
  ctx: Pick<ExecuteContext, 'helpers'>,
  apiKey: string,
  route: 'rerank' | 'embed',
  body: Record<string, unknown>,
): Promise<any> {
  const url = `${cohereOrigin()}/v1/${route}`;
  const send = () =>
    ctx.helpers.httpRequest({
      url,
      method: 'POST',
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': 'application/json',
        'X-Fern-Language': 'JavaScript',
        'X-Fern-SDK-Name': 'cohere-ai',
        'X-Fern-SDK-Version': '7.14.0',
        'User-Agent': 'cohere-ai/7.14.0',
      },
      body: JSON.stringify(Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))),
      responseType: 'text',
      ignoreHttpStatusErrors: true,
    });
  let response;
  try {
    response = await send();
    for (let i = 0; i < 2 && RETRIED(response.statusCode); i++) {
      await new Promise((resolve) => setTimeout(resolve, 2 ** i));
      response = await send();
    }
  } catch (e) {
    throw new CohereError(e instanceof Error ? e.message : String(e));
  }
  const text = typeof response.body === 'string' ? response.body : Buffer.from(response.body as Uint8Array).toString();
  let parsed: unknown;
  let isJson = true;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    isJson = false;
  }
  if (response.statusCode >= 200 && response.statusCode < 300) {
    if (!isJson) throw new CohereError(undefined, response.statusCode, text);
    return parsed;
  }
  const name = ERROR_NAMES[response.statusCode];
  throw new CohereError(name, response.statusCode, isJson ? parsed : text);
}
