/**
 * `ctx.helpers.httpRequestWithAuthentication`: a request signed with a credential of any type, as
 * n8n's helper of that name does. OAuth2 credentials send their access token and, when the service
 * answers 401, renew it once with the refresh token and send again; Digest credentials answer the
 * server's challenge; every other type applies its `authenticate`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CredentialType, HttpRequestOptions, HttpResponse } from '@weft/workflow';
import { httpStatusClientError } from './http-client.js';

/** What the helper needs from the run. */
export interface AuthenticatedRequestSource {
  /** The credential type's definition (its `authenticate` resolved through `extends`). */
  credentialType(name: string): CredentialType | undefined;
  /** The node's credential data of that type. */
  credentials(): Promise<Record<string, unknown>>;
  /** Renews an OAuth2 credential's token after a 401 and answers the new data (when the host can). */
  refresh?(): Promise<Record<string, unknown>>;
  send(options: HttpRequestOptions): Promise<HttpResponse>;
}

/** Whether `name` is, or extends (at any depth), `base`. */
function extendsType(
  source: AuthenticatedRequestSource,
  name: string,
  base: string,
  seen = new Set<string>(),
): boolean {
  if (name === base) return true;
  if (seen.has(name)) return false;
  seen.add(name);
  return (source.credentialType(name)?.extends ?? []).some((parent) => extendsType(source, parent, base, seen));
}

function bearer(data: Record<string, unknown>, typeName: string): string {
  const token = (data.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token)
    throw new Error(`The credential of type "${typeName}" is not connected yet: open it and connect it to its service`);
  return `Bearer ${token}`;
}

/** Sends `options` as the caller asked, but answers a 401 instead of throwing, so that it can be retried. */
async function sendKeeping401(source: AuthenticatedRequestSource, options: HttpRequestOptions): Promise<HttpResponse> {
  const response = await source.send({ ...options, ignoreHttpStatusErrors: true });
  if (
    response.statusCode === 401 ||
    options.ignoreHttpStatusErrors ||
    (response.statusCode >= 200 && response.statusCode < 300)
  )
    return response;
  throw httpStatusClientError(response);
}

/** The answer as the caller's options want it: a non-2xx status throws unless they ignore status errors. */
function asAsked(options: HttpRequestOptions, response: HttpResponse): HttpResponse {
  if (!options.ignoreHttpStatusErrors && (response.statusCode < 200 || response.statusCode >= 300))
    throw httpStatusClientError(response);
  return response;
}

async function oAuth2Request(
  source: AuthenticatedRequestSource,
  typeName: string,
  options: HttpRequestOptions,
): Promise<HttpResponse> {
  const data = await source.credentials();
  const signed = (d: Record<string, unknown>): HttpRequestOptions => ({
    ...options,
    headers: { ...options.headers, Authorization: bearer(d, typeName) },
  });
  const first = await sendKeeping401(source, signed(data));
  if (first.statusCode !== 401 || !source.refresh) return asAsked(options, first);
  const renewed = await source.refresh();
  return source.send(signed(renewed));
}

/** The `WWW-Authenticate: Digest …` challenge's parameters, or undefined. */
function digestChallenge(response: HttpResponse): Record<string, string> | undefined {
  const raw = response.headers['www-authenticate'];
  const header = (Array.isArray(raw) ? raw : [raw ?? '']).find((h) => /^\s*digest\s/i.test(h));
  if (!header) return undefined;
  const out: Record<string, string> = {};
  for (const m of header.replace(/^\s*digest\s+/i, '').matchAll(/(\w+)=(?:"([^"]*)"|([^\s,]+))/g))
    out[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? '';
  return out;
}

/** An RFC 7616 `Authorization: Digest …` answer (MD5 or SHA-256, qop auth or none). */
export function digestAuthorization(
  challenge: Record<string, string>,
  user: string,
  password: string,
  method: string,
  uri: string,
  cnonce = randomBytes(8).toString('hex'),
): string {
  const algorithm = (challenge.algorithm ?? 'MD5').toUpperCase();
  const hashName = algorithm.startsWith('SHA-256') ? 'sha256' : 'md5';
  const h = (s: string) => createHash(hashName).update(s).digest('hex');
  const realm = challenge.realm ?? '';
  const nonce = challenge.nonce ?? '';
  let ha1 = h(`${user}:${realm}:${password}`);
  if (algorithm.endsWith('-SESS')) ha1 = h(`${ha1}:${nonce}:${cnonce}`);
  const ha2 = h(`${method}:${uri}`);
  const qop = (challenge.qop ?? '')
    .split(',')
    .map((q) => q.trim())
    .includes('auth')
    ? 'auth'
    : undefined;
  const nc = '00000001';
  const response = qop ? h(`${ha1}:${nonce}:${nc}:${cnonce}:${qop}:${ha2}`) : h(`${ha1}:${nonce}:${ha2}`);
  const parts = [
    `username="${user}"`,
    `realm="${realm}"`,
    `nonce="${nonce}"`,
    `uri="${uri}"`,
    `algorithm=${challenge.algorithm ?? 'MD5'}`,
    `response="${response}"`,
  ];
  if (challenge.opaque !== undefined) parts.push(`opaque="${challenge.opaque}"`);
  if (qop) parts.push(`qop=${qop}`, `nc=${nc}`, `cnonce="${cnonce}"`);
  return `Digest ${parts.join(', ')}`;
}

async function digestRequest(source: AuthenticatedRequestSource, options: HttpRequestOptions): Promise<HttpResponse> {
  const data = await source.credentials();
  const first = await sendKeeping401(source, options);
  const challenge = first.statusCode === 401 ? digestChallenge(first) : undefined;
  if (!challenge) return asAsked(options, first);
  const url = new URL(options.url);
  const uri = `${url.pathname}${url.search}`;
  const authorization = digestAuthorization(
    challenge,
    String(data.user ?? ''),
    String(data.password ?? ''),
    (options.method ?? 'GET').toUpperCase(),
    uri,
  );
  return source.send({ ...options, headers: { ...options.headers, Authorization: authorization } });
}

/** Sends `options` signed with the credential of type `typeName` (see the module's description). */
export async function requestWithAuthentication(
  source: AuthenticatedRequestSource,
  typeName: string,
  options: HttpRequestOptions,
): Promise<HttpResponse> {
  if (extendsType(source, typeName, 'oAuth2Api')) return oAuth2Request(source, typeName, options);
  if (extendsType(source, typeName, 'httpDigestAuth')) return digestRequest(source, options);
  const type = source.credentialType(typeName);
  if (!type) throw new Error(`Unknown credential type "${typeName}"`);
  if (!type.authenticate) throw new Error(`The credential type "${typeName}" does not say how to sign requests`);
  return source.send(type.authenticate(await source.credentials(), options));
}
