import type { CredentialType, HttpRequestOptions } from '@weft/workflow';
import { createHmac, randomBytes } from 'node:crypto';

/** Signature methods `oAuth1Api` offers, with their HMAC hash. */
const HASHES: Record<string, string> = { 'HMAC-SHA1': 'sha1', 'HMAC-SHA256': 'sha256', 'HMAC-SHA512': 'sha512' };

/** RFC 3986 percent-encoding as OAuth 1.0a requires it. */
function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Query or form pairs of a value (arrays repeat their key; objects are not signed). */
function pairsOf(source: Record<string, unknown> | undefined): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(source ?? {})) {
    if (value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value))) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.push([key, String(v)]);
  }
  return out;
}

/**
 * Signs a request with OAuth 1.0a (RFC 5849, HMAC methods): the signature covers the method, the
 * URL without query, its query and `qs` parameters, a form body given as URLSearchParams, and the
 * `oauth_*` parameters, which are sent in the `Authorization: OAuth …` header.
 */
export function signOAuth1Request(
  request: HttpRequestOptions,
  keys: { consumerKey: string; consumerSecret: string; token?: string; tokenSecret?: string; signatureMethod?: string },
): HttpRequestOptions {
  const signatureMethod = keys.signatureMethod && HASHES[keys.signatureMethod] ? keys.signatureMethod : 'HMAC-SHA1';
  const url = new URL(request.url);
  const oauth: Record<string, string> = {
    oauth_consumer_key: keys.consumerKey,
    oauth_nonce: randomBytes(16).toString('hex'),
    oauth_signature_method: signatureMethod,
    oauth_timestamp: String(Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...(keys.token ? { oauth_token: keys.token } : {}),
  };
  const params: Array<[string, string]> = [
    ...url.searchParams.entries(),
    ...pairsOf(request.qs),
    ...Object.entries(oauth),
  ];
  if (request.body instanceof URLSearchParams) params.push(...request.body.entries());
  const normalised = params
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const baseUrl = `${url.protocol}//${url.host}${url.pathname}`;
  const base = [(request.method ?? 'GET').toUpperCase(), rfc3986(baseUrl), rfc3986(normalised)].join('&');
  const signingKey = `${rfc3986(keys.consumerSecret)}&${rfc3986(keys.tokenSecret ?? '')}`;
  oauth.oauth_signature = createHmac(HASHES[signatureMethod]!, signingKey).update(base).digest('base64');
  const header = `OAuth ${Object.entries(oauth)
    .map(([k, v]) => `${rfc3986(k)}="${rfc3986(v)}"`)
    .join(', ')}`;
  return { ...request, headers: { ...request.headers, Authorization: header } };
}

/**
 * `oAuth1Api`: a generic OAuth 1.0a client with n8n's property names. The server stores the
 * access token in `oauthTokenData` (`oauth_token`, `oauth_token_secret`); `authenticate` signs
 * each request with it, or with the consumer keys alone (two-legged) while it has no token.
 */
export const oAuth1Api: CredentialType = {
  name: 'oAuth1Api',
  displayName: 'OAuth1 API',
  documentationUrl: 'httprequest',
  properties: [
    { displayName: 'Authorization URL', name: 'authUrl', type: 'string', default: '', required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'string', default: '', required: true },
    { displayName: 'Consumer Key', name: 'consumerKey', type: 'string', default: '', required: true },
    {
      displayName: 'Consumer Secret',
      name: 'consumerSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
    },
    { displayName: 'Request Token URL', name: 'requestTokenUrl', type: 'string', default: '', required: true },
    {
      displayName: 'Signature Method',
      name: 'signatureMethod',
      type: 'options',
      options: [
        { name: 'HMAC-SHA1', value: 'HMAC-SHA1' },
        { name: 'HMAC-SHA256', value: 'HMAC-SHA256' },
        { name: 'HMAC-SHA512', value: 'HMAC-SHA512' },
      ],
      default: 'HMAC-SHA1',
    },
  ],
  authenticate: (credentials, request) => {
    const token = (credentials.oauthTokenData ?? {}) as { oauth_token?: unknown; oauth_token_secret?: unknown };
    return signOAuth1Request(request, {
      consumerKey: String(credentials.consumerKey ?? ''),
      consumerSecret: String(credentials.consumerSecret ?? ''),
      ...(typeof token.oauth_token === 'string' && token.oauth_token ? { token: token.oauth_token } : {}),
      tokenSecret: typeof token.oauth_token_secret === 'string' ? token.oauth_token_secret : '',
      signatureMethod: String(credentials.signatureMethod ?? 'HMAC-SHA1'),
    });
  },
};
