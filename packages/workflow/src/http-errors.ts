/**
 * Errors of failed HTTP calls, worded as n8n words them (NodeApiError): a message per status code
 * or per network error code, and a description found in the response.
 */
import { NodeApiError } from './errors.js';
import type { WorkflowNode } from './types/workflow.js';

/** n8n's messages for common HTTP status codes. */
export const STATUS_CODE_MESSAGES: Record<string, string> = {
  '4XX': 'Your request is invalid or could not be processed by the service',
  '400': 'Bad request - please check your parameters',
  '401': 'Authorization failed - please check your credentials',
  '402': 'Payment required - perhaps check your payment details?',
  '403': 'Forbidden - perhaps check your credentials?',
  '404': 'The resource you are requesting could not be found',
  '405': 'Method not allowed - please check you are using the right HTTP method',
  '429': 'The service is receiving too many requests from you',
  '5XX': 'The service failed to process your request',
  '500': 'The service was not able to process your request',
  '502': 'Bad gateway - the service failed to handle your request',
  '503':
    'Service unavailable - try again later or consider setting this node to retry automatically (in the node settings)',
  '504': 'Gateway timed out - perhaps try again later?',
};

/** n8n's messages for common network error codes. */
export const COMMON_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'The service refused the connection - perhaps it is offline',
  ECONNRESET:
    'The connection to the server wes closed unexpectedly, perhaps it is offline. You can retry request immidiately or wait and retry later.',
  ENOTFOUND: 'The connection cannot be established, this usually occurs due to an incorrect host(domain) value',
  ETIMEDOUT: "The connection timed out, consider setting 'Retry on Fail' option in the node settings",
  ERRADDRINUSE:
    'The port is already occupied by some other application, if possible change the port or kill the application that is using it',
  EADDRNOTAVAIL: 'The address is not available, ensure that you have the right IP address',
  ECONNABORTED: 'The connection was aborted, perhaps the server is offline',
  EHOSTUNREACH: 'The host is unreachable, perhaps the server is offline',
  EAI_AGAIN: 'The DNS server returned an error, perhaps the server is offline',
  ENOENT: 'The file or directory does not exist',
  EISDIR: 'The file path expected but a given path is a directory',
  ENOTDIR: 'The directory path expected but a given path is a file',
  EACCES: 'Forbidden by access permissions, make sure you have the right permissions',
  EEXIST: 'The file or directory already exists',
  EPERM: 'Operation not permitted, make sure you have the right permissions',
  GETADDRINFO: 'The server closed the connection unexpectedly',
};

const MESSAGE_KEYS = [
  'cause',
  'error',
  'message',
  'Message',
  'msg',
  'messages',
  'description',
  'reason',
  'detail',
  'details',
  'errors',
  'errorMessage',
  'errorMessages',
  'ErrorMessage',
  'error_message',
  '_error_message',
  'errorDescription',
  'error_description',
  'error_summary',
  'error_info',
  'title',
  'text',
  'field',
  'err',
  'type',
];

function isTraversable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;
}

/** Looks for an error message in an API answer the way n8n does (depth first over well-known keys). */
export function findErrorMessage(value: Record<string, unknown>): string | null {
  for (const key of MESSAGE_KEYS) {
    const v = value[key];
    if (!v) continue;
    if (typeof v === 'string') return v;
    if (typeof v === 'number') return String(v);
    if (Array.isArray(v)) {
      const parts = v
        .map((e) =>
          typeof e === 'string' ? e : typeof e === 'number' ? String(e) : isTraversable(e) ? findErrorMessage(e) : null,
        )
        .filter((e): e is string => e !== null);
      return parts.length ? parts.join(' | ') : null;
    }
    if (isTraversable(v)) {
      const found = findErrorMessage(v);
      if (found) return found;
    }
  }
  return null;
}

/** The message n8n shows for an HTTP status (by code, then by class), or undefined for other codes. */
export function statusCodeMessage(httpCode: string): string | undefined {
  return (
    STATUS_CODE_MESSAGES[httpCode] ??
    (httpCode.startsWith('4')
      ? STATUS_CODE_MESSAGES['4XX']
      : httpCode.startsWith('5')
        ? STATUS_CODE_MESSAGES['5XX']
        : undefined)
  );
}

/**
 * The error for a non-2xx answer. `body` is what the request library kept: the raw text when the
 * response format is autodetect/file, the parsed JSON otherwise.
 */
export function httpStatusError(
  node: WorkflowNode,
  statusCode: number,
  body: unknown,
  itemIndex?: number,
  rawMessage?: string,
): NodeApiError {
  const httpCode = String(statusCode);
  const original = rawMessage ?? `${statusCode} - ${JSON.stringify(body) ?? ''}`;
  let description: string | null = null;
  if (body) description = typeof body === 'string' ? body : isTraversable(body) ? findErrorMessage(body) : null;
  description ??= original;
  const message = statusCodeMessage(httpCode) ?? original;
  const error = new NodeApiError(
    node,
    { message, description: message === description ? undefined : description, httpCode, body },
    { itemIndex },
  );
  return error;
}

/** The error for a request that got no answer (refused, reset, timed out, bad TLS…). */
export function httpNetworkError(node: WorkflowNode, error: unknown, itemIndex?: number): NodeApiError {
  const e = error as { message?: string; code?: string };
  const original = e?.message ?? String(error);
  const code = typeof e?.code === 'string' ? e.code : undefined;
  let message = original;
  let description: string | undefined;
  const mapped =
    (code && COMMON_ERRORS[code.toUpperCase()]) ??
    Object.entries(COMMON_ERRORS).find(([k]) => original.toUpperCase().includes(k))?.[1];
  if (mapped) {
    message = mapped;
    description = original;
  }
  return new NodeApiError(node, { message, description, httpCode: code ?? null }, { itemIndex });
}

/** Axios' error code for a refused status as n8n records it: 4xx a bad request, anything else a bad response. */
export function axiosStatusCode(statusCode: number): 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' {
  return statusCode >= 400 && statusCode < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE';
}

/**
 * What an item carries under `error` when the node continues on failure: the request error as n8n
 * serialises it (message, name, code, status).
 */
export function continueOnFailError(
  statusCode: number | undefined,
  body: unknown,
  error?: unknown,
): Record<string, unknown> {
  if (statusCode !== undefined) {
    return {
      message: `${statusCode} - ${JSON.stringify(body) ?? ''}`,
      name: 'AxiosError',
      code: axiosStatusCode(statusCode),
      status: statusCode,
    };
  }
  const e = error as { message?: string; code?: string; name?: string; input?: string };
  // A URL the client cannot parse: n8n keeps Node's TypeError, whose own fields are its code and input.
  if (e?.code === 'ERR_INVALID_URL') return { code: e.code, input: e.input };
  const out: Record<string, unknown> = {
    message: e?.message ?? String(error),
    name: e?.code ? 'AxiosError' : (e?.name ?? 'Error'),
  };
  if (e?.code) out.code = e.code;
  return out;
}
