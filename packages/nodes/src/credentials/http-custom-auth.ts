import type { CredentialType, HttpRequestOptions } from '@weft/workflow';

/** What an `httpCustomAuth` credential's JSON may carry: headers, body fields and query parameters to add. */
export interface CustomAuth {
  headers?: Record<string, unknown>;
  body?: Record<string, unknown>;
  qs?: Record<string, unknown>;
}

/** The credential's JSON read as an object; throws n8n's "Invalid Custom Auth JSON" when it is not JSON. */
export function parseCustomAuth(credentials: Record<string, unknown>): CustomAuth {
  const raw = credentials.json;
  if (raw !== null && typeof raw === 'object') return raw;
  try {
    return JSON.parse(typeof raw === 'string' && raw !== '' ? raw : '{}') as CustomAuth;
  } catch {
    throw new Error('Invalid Custom Auth JSON');
  }
}

/**
 * `httpCustomAuth` (n8n's "Custom Auth"): a JSON object whose `headers`, `body` and `qs` are merged
 * into every request, e.g. `{"headers": {"X-Key": "…"}, "qs": {"tenant": "t1"}}`.
 */
export const httpCustomAuth: CredentialType = {
  name: 'httpCustomAuth',
  displayName: 'Custom Auth',
  documentationUrl: 'httprequest',
  properties: [
    {
      displayName: 'JSON',
      name: 'json',
      type: 'json',
      required: true,
      default: '',
      description: 'Values to add to the request’s headers, body and query string, as JSON',
      placeholder: '{ "headers": { "key" : "value" }, "body": { "key": "value" }, "qs": { "key": "value" } }',
    },
  ],
  authenticate: (credentials, request): HttpRequestOptions => {
    const auth = parseCustomAuth(credentials);
    const out: HttpRequestOptions = { ...request };
    if (auth.headers)
      out.headers = {
        ...request.headers,
        ...Object.fromEntries(Object.entries(auth.headers).map(([k, v]) => [k, String(v)])),
      };
    if (auth.qs) out.qs = { ...request.qs, ...auth.qs };
    if (
      auth.body &&
      (request.body === undefined ||
        (typeof request.body === 'object' && request.body !== null && !(request.body instanceof Uint8Array)))
    ) {
      out.body = { ...(request.body as Record<string, unknown> | undefined), ...auth.body };
    }
    return out;
  },
};
