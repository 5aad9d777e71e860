/**
 * Calls to the Telegram Bot API for the Telegram node and trigger: `POST <baseUrl>/bot<token>/<method>`
 * with a JSON or multipart body, answers `{ ok, result }`. A refusal (`{ ok: false, error_code,
 * description }`) becomes a node error carrying Telegram's description; 429 answers wait the
 * `retry_after` Telegram names, and 5xx answers are retried with backoff, a few times each. Tests
 * point credentials on Telegram's own origin at a loopback fake with `WEFT_TELEGRAM_API_URL`;
 * nothing else sets it.
 */
import { NodeApiError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';

/** What a Bot API call needs from its caller (an execute, webhook or setup context). */
export interface TelegramCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** Telegram's own Bot API origin (the credential's default base URL). */
export const TELEGRAM_ORIGIN = 'https://api.telegram.org';

/**
 * The credential's base URL (no trailing slash) and token. A base URL on Telegram's own origin
 * goes to `WEFT_TELEGRAM_API_URL` instead when that is set (tests only).
 */
export async function telegramCredentials(caller: TelegramCaller): Promise<{ baseUrl: string; token: string }> {
  const credentials = await caller.getCredentials('telegramApi');
  let baseUrl = String(credentials.baseUrl || TELEGRAM_ORIGIN)
    .trim()
    .replace(/\/+$/, '');
  const override = process.env.WEFT_TELEGRAM_API_URL?.trim();
  if (override && baseUrl === TELEGRAM_ORIGIN) baseUrl = override.replace(/\/+$/, '');
  return { baseUrl, token: String(credentials.accessToken ?? '') };
}

const MAX_RETRIES = 3;
/** The longest `retry_after` waited for (longer ones fail at once, naming the wait). */
const MAX_RETRY_AFTER_S = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Telegram's `{ ok: false, error_code, description, parameters }` answer, if the body is one. */
function refusal(body: unknown): { code?: number; description?: string; retryAfter?: number } {
  if (!body || typeof body !== 'object')
    return typeof body === 'string' && body.trim() ? { description: body.trim().slice(0, 300) } : {};
  const b = body as { error_code?: unknown; description?: unknown; parameters?: { retry_after?: unknown } };
  return {
    code: typeof b.error_code === 'number' ? b.error_code : undefined,
    description: typeof b.description === 'string' ? b.description : undefined,
    retryAfter: typeof b.parameters?.retry_after === 'number' ? b.parameters.retry_after : undefined,
  };
}

/** The node error for a refused call: Telegram's description as the message's reason. */
export function telegramApiError(
  node: WorkflowNode,
  method: string,
  response: HttpResponse,
  itemIndex?: number,
): NodeApiError {
  const { code, description } = refusal(response.body);
  const status = code ?? response.statusCode;
  const reason = description ?? (response.statusMessage || `HTTP ${status}`);
  const hint =
    status === 401
      ? 'Telegram did not accept the bot token: check the Access Token of the Telegram credential'
      : reason;
  return new NodeApiError(
    node,
    {
      message: `Telegram refused "${method}" (${status}): ${reason}`,
      description: hint,
      httpCode: status,
      body: response.body,
    },
    itemIndex === undefined ? {} : { itemIndex },
  );
}

/**
 * Calls a Bot API method and answers Telegram's whole answer (`{ ok, result }`). `body` is sent as
 * JSON, or as it is when it is FormData (uploads).
 */
export async function telegramRequest(
  caller: TelegramCaller,
  method: string,
  body: Record<string, unknown> | FormData = {},
  itemIndex?: number,
): Promise<Record<string, unknown>> {
  const { baseUrl, token } = await telegramCredentials(caller);
  const isForm = body instanceof FormData;
  const hasBody = isForm || Object.keys(body).length > 0;
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest({
      url: `${baseUrl}/bot${token}/${method}`,
      method: 'POST',
      ...(hasBody ? { body } : {}),
      responseType: 'json',
      ignoreHttpStatusErrors: true,
    });
    const answer = response.body;
    if (response.statusCode < 300 && answer && typeof answer === 'object' && (answer as { ok?: unknown }).ok !== false)
      return answer as Record<string, unknown>;
    const { code, retryAfter } = refusal(answer);
    const status = code ?? response.statusCode;
    if (attempt < MAX_RETRIES && status === 429 && (retryAfter ?? 1) <= MAX_RETRY_AFTER_S) {
      await sleep((retryAfter ?? 1) * 1000);
      continue;
    }
    if (attempt < MAX_RETRIES && status >= 500) {
      await sleep(Number(process.env.WEFT_TELEGRAM_RETRY_BASE_MS ?? 500) * 2 ** attempt);
      continue;
    }
    throw telegramApiError(caller.getNode(), method, response, itemIndex);
  }
}

/** Downloads a file Telegram keeps (`getFile`'s `file_path`) from `<baseUrl>/file/bot<token>/<path>`. */
export async function telegramDownload(
  caller: TelegramCaller,
  filePath: string,
  itemIndex?: number,
): Promise<Uint8Array> {
  const { baseUrl, token } = await telegramCredentials(caller);
  const response = await caller.helpers.httpRequest({
    url: `${baseUrl}/file/bot${token}/${filePath}`,
    method: 'GET',
    responseType: 'arraybuffer',
    ignoreHttpStatusErrors: true,
  });
  if (response.statusCode >= 300) {
    const raw = response.body;
    let body: unknown = raw;
    if (raw instanceof Uint8Array) {
      const text = Buffer.from(raw).toString('utf8');
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    throw telegramApiError(caller.getNode(), 'file download', { ...response, body }, itemIndex);
  }
  const body = response.body;
  return body instanceof Uint8Array ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
}
