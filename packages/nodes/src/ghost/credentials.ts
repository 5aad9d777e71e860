/**
 * The Ghost credentials, with n8n's names and properties so exported credentials import as they
 * are: `ghostAdminApi` (the site URL and an Admin API key `<id>:<hex secret>`, sent as a short-lived
 * JSON Web Token: HS256 signed with the secret, `kid` the key's id, audience `/v2/admin/`, five
 * minutes long, as n8n makes it) and `ghostContentApi` (the site URL and a Content API key sent as
 * the `key` query parameter). Each is checked by reading the site as n8n does.
 */
import { createHmac } from 'node:crypto';
import type { CredentialType } from '@weft/workflow';

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * The `Authorization` header value of an Admin API key: `Ghost <token>`, the token signed with the
 * key's secret for the Admin API v2 audience, issued `now` (seconds) and expiring five minutes later.
 */
export function ghostAdminAuthorization(apiKey: string, now = Math.floor(Date.now() / 1000)): string {
  const [id, secret] = apiKey.split(':');
  if (!secret || !/^(?:[0-9a-f]{2})+$/i.test(secret))
    throw new Error('The Ghost Admin API key must be the key id and its hex secret, joined by a colon');
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: id }));
  const payload = base64url(JSON.stringify({ iat: now, exp: now + 300, aud: '/v2/admin/' }));
  const signature = createHmac('sha256', Buffer.from(secret, 'hex')).update(`${header}.${payload}`).digest();
  return `Ghost ${header}.${payload}.${base64url(signature)}`;
}

const site = [
  { displayName: 'URL', name: 'url', type: 'string' as const, default: '', placeholder: 'http://localhost:3001' },
  { displayName: 'API Key', name: 'apiKey', type: 'string' as const, typeOptions: { password: true }, default: '' },
];

/** `ghostAdminApi`: the site URL and an Admin API key. */
export const ghostAdminApiCredential: CredentialType = {
  name: 'ghostAdminApi',
  displayName: 'Ghost Admin API',
  documentationUrl: 'ghost',
  properties: site,
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: ghostAdminAuthorization(String(credentials.apiKey ?? '')) },
  }),
  test: { request: { baseURL: '={{$credentials.url}}', url: '/ghost/api/v2/admin/pages/' } },
};

/** `ghostContentApi`: the site URL and a Content API key. */
export const ghostContentApiCredential: CredentialType = {
  name: 'ghostContentApi',
  displayName: 'Ghost Content API',
  documentationUrl: 'ghost',
  properties: site,
  authenticate: (credentials, request) => ({ ...request, qs: { ...request.qs, key: credentials.apiKey } }),
  test: { request: { baseURL: '={{$credentials.url}}', url: '/ghost/api/v3/content/settings/', method: 'GET' } },
};

/** The Ghost credential types. */
export const ghostCredentialTypeList: CredentialType[] = [ghostAdminApiCredential, ghostContentApiCredential];
