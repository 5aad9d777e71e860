/**
 * n8n's declarative credential authentication (`IAuthenticateGeneric`), which most n8n community
 * credential types use instead of a function:
 * `authenticate: {type: 'generic', properties: {headers: {Authorization: '=Bearer {{$credentials.apiKey}}'}}}`.
 * The loader turns it into the `authenticate` function Weft's credential types have. Pure.
 */
import { createBasicScope, evaluateExpression, type CredentialType, type HttpRequestOptions } from '@weft/workflow';

/** The declarative form: what is added to the request, values being expressions over `$credentials`. */
export interface GenericAuthentication {
  type: 'generic';
  properties: {
    headers?: Record<string, unknown>;
    qs?: Record<string, unknown>;
    body?: Record<string, unknown>;
    /** Basic authentication, sent as an `Authorization` header. */
    auth?: { username?: unknown; password?: unknown };
  };
}

/** Whether a credential type's `authenticate` is the declarative form. */
export function isGenericAuthentication(value: unknown): value is GenericAuthentication {
  const v = value as GenericAuthentication | null;
  return !!v && typeof v === 'object' && v.type === 'generic' && !!v.properties && typeof v.properties === 'object';
}

function resolveDeep(value: unknown, scope: object): unknown {
  if (typeof value === 'string') return evaluateExpression(value, scope);
  if (Array.isArray(value)) return value.map((v) => resolveDeep(v, scope));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDeep(v, scope)]));
  return value;
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Uint8Array) &&
    !(value instanceof URLSearchParams) &&
    !(value instanceof FormData)
  );
}

/**
 * The `authenticate` function of a declarative authentication: headers and query values are
 * added (replacing ones of the same name), body fields merged into an object body, `auth`
 * sent as Basic authorization.
 *
 * @example
 * genericAuthenticate({ type: 'generic', properties: { qs: { key: '={{$credentials.apiKey}}' } } })({ apiKey: 'k' }, { url: 'https://x.test' })
 * // { url: 'https://x.test', qs: { key: 'k' } }
 */
export function genericAuthenticate(spec: GenericAuthentication): NonNullable<CredentialType['authenticate']> {
  return (credentials, request): HttpRequestOptions => {
    const resolved = resolveDeep(
      spec.properties,
      createBasicScope({ $credentials: credentials }),
    ) as GenericAuthentication['properties'];
    const out: HttpRequestOptions = { ...request };
    const headers: Record<string, string> = { ...request.headers };
    for (const [k, v] of Object.entries(resolved.headers ?? {})) headers[k] = text(v);
    if (resolved.auth)
      headers.Authorization = `Basic ${Buffer.from(`${text(resolved.auth.username)}:${text(resolved.auth.password)}`).toString('base64')}`;
    out.headers = headers;
    if (resolved.qs && Object.keys(resolved.qs).length) out.qs = { ...request.qs, ...resolved.qs };
    if (resolved.body && Object.keys(resolved.body).length) {
      out.body = isRecord(request.body)
        ? { ...request.body, ...resolved.body }
        : request.body === undefined
          ? { ...resolved.body }
          : request.body;
    }
    return out;
  };
}

/** A credential type as Weft registers it: a declarative `authenticate` becomes a function. */
export function withAuthenticateFunction(type: CredentialType): CredentialType {
  const authenticate = (type as { authenticate?: unknown }).authenticate;
  if (isGenericAuthentication(authenticate)) return { ...type, authenticate: genericAuthenticate(authenticate) };
  if (authenticate !== undefined && typeof authenticate !== 'function') {
    throw new TypeError(`its "authenticate" must be a function or {type: 'generic', properties}`);
  }
  return type;
}
