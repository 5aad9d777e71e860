/**
 * AWS Signature Version 4 (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html)
 * for requests sent with the `Authorization` header: the canonical request (method, path, sorted
 * query, signed headers, payload hash), the string to sign for the credential scope
 * `<date>/<region>/<service>/aws4_request`, and the HMAC-SHA256 key chain from the secret.
 * For S3 the path is encoded once (as S3 expects, not twice as other services) and the payload
 * hash is sent as `x-amz-content-sha256`, as n8n's signer does.
 */
import { createHash, createHmac } from 'node:crypto';

/** An access key, with the session token of temporary credentials. */
export interface AwsKeys {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** What to sign: the full URL (query included), method, headers and body. */
export interface UnsignedRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  region: string;
  service: string;
  /** The signing time; now by default. */
  date?: Date;
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** RFC 3986 percent-encoding: everything but `A-Z a-z 0-9 - _ . ~`. */
export function rfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Encodes an S3 object path (each segment, slashes kept). */
export function encodeS3Path(path: string): string {
  return path.split('/').map(rfc3986).join('/');
}

function decodeQueryPart(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The canonical query string: names and values decoded, RFC 3986 encoded, sorted by name (first value of a name). */
export function canonicalQuery(search: string): string {
  const seen = new Map<string, string>();
  for (const piece of search.replace(/^\?/, '').split('&')) {
    if (!piece) continue;
    const eq = piece.indexOf('=');
    const name = rfc3986(decodeQueryPart(eq < 0 ? piece : piece.slice(0, eq)));
    if (!seen.has(name)) seen.set(name, rfc3986(eq < 0 ? '' : decodeQueryPart(piece.slice(eq + 1))));
  }
  return [...seen.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function canonicalPath(pathname: string, service: string): string {
  if (pathname === '' || pathname === '/') return '/';
  const once = pathname
    .split('/')
    .map((piece) => rfc3986(decodeQueryPart(piece.replace(/\+/g, '%2B'))))
    .join('/');
  // Services other than S3 sign the path encoded a second time.
  return service === 's3' ? once : once.split('/').map(rfc3986).join('/');
}

/** `20260105T100000Z` for a date. */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

/**
 * Signs a request: answers its headers with `Host`, `X-Amz-Date`, `X-Amz-Content-Sha256` (S3),
 * `X-Amz-Security-Token` (temporary credentials) and `Authorization` added. Every header given is
 * signed, so send them unchanged.
 */
export function signRequest(request: UnsignedRequest, keys: AwsKeys): Record<string, string> {
  const url = new URL(request.url);
  const body = request.body ?? '';
  const when = amzDate(request.date ?? new Date());
  const payloadHash = sha256Hex(body);
  const headers: Record<string, string> = { ...(request.headers ?? {}) };
  headers.host = url.host;
  headers['x-amz-date'] = when;
  if (request.service === 's3') headers['x-amz-content-sha256'] = payloadHash;
  if (keys.sessionToken) headers['x-amz-security-token'] = keys.sessionToken;
  const entries = Object.entries(headers)
    .map(([k, v]) => [k.toLowerCase(), String(v).trim().replace(/\s+/g, ' ')] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const signedHeaders = entries.map(([k]) => k).join(';');
  const canonical = [
    request.method.toUpperCase(),
    canonicalPath(url.pathname, request.service),
    canonicalQuery(url.search),
    entries.map(([k, v]) => `${k}:${v}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const day = when.slice(0, 8);
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', when, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), request.region), request.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    Authorization: `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
