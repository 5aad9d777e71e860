import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { badRequest, forbidden } from '../../http/errors.js';
import type { CredentialRecord } from '../../repositories/credentials.js';
import type { UserRecord } from '../../repositories/users.js';
import { describeFailure, sendRequest } from './http.js';
import type { CredentialStore } from './store.js';
import { withDefaults } from './types.js';

/** How long an authorization started with `/oauth2-credential/auth` stays valid. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
/** Tokens this close to expiry count as expired. */
const EXPIRY_SKEW_S = 30;

/** What the `state` parameter carries (base64url JSON). */
interface OAuth2State {
  cid: string;
  userId: string;
  createdAt: number;
  token: string;
}

/** The OAuth2 redirect URI of this instance. */
export function oauth2CallbackUrl(baseUrl: string): string {
  return `${baseUrl}/rest/oauth2-credential/callback`;
}

function stateToken(secret: string, cid: string, userId: string, createdAt: number): string {
  return createHmac('sha256', secret).update(`${cid}:${userId}:${createdAt}`).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Answers `token` with `expires_at` (epoch seconds) added from `expires_in` when the provider gave none. */
function withExpiry(token: Record<string, unknown>): Record<string, unknown> {
  const seconds = Number(token.expires_in);
  if (token.expires_at === undefined && Number.isFinite(seconds) && seconds > 0)
    return { ...token, expires_at: Math.floor(Date.now() / 1000) + seconds };
  return token;
}

/** Whether stored token data has expired (per `expires_at`). */
export function isTokenExpired(token: unknown): boolean {
  if (!token || typeof token !== 'object') return true;
  const at = Number((token as Record<string, unknown>).expires_at);
  return Number.isFinite(at) && at <= Math.floor(Date.now() / 1000) + EXPIRY_SKEW_S;
}

/** Calls the token endpoint with the client authentication the credential asks for. */
async function tokenRequest(
  name: string,
  data: Record<string, unknown>,
  params: Record<string, string>,
): Promise<Record<string, unknown>> {
  const url = String(data.accessTokenUrl ?? '');
  if (!url) throw badRequest(`The credential "${name}" has no Access Token URL`);
  const body = new URLSearchParams(params);
  const headers: Record<string, string> = {};
  const clientId = String(data.clientId ?? '');
  const clientSecret = String(data.clientSecret ?? '');
  if (data.authentication === 'body' || !clientSecret) {
    body.set('client_id', clientId);
    if (clientSecret) body.set('client_secret', clientSecret);
  } else {
    headers.Authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  }
  let res;
  try {
    res = await sendRequest({ url, method: 'POST', headers, body });
  } catch (e) {
    throw badRequest(`The token endpoint of credential "${name}" could not be reached: ${(e as Error).message}`);
  }
  const token = res.body;
  if (
    res.status < 200 ||
    res.status >= 300 ||
    !token ||
    typeof token !== 'object' ||
    typeof (token as Record<string, unknown>).access_token !== 'string'
  ) {
    throw badRequest(`The token endpoint of credential "${name}" refused the request: ${describeFailure(res)}`);
  }
  return withExpiry(token as Record<string, unknown>);
}

/**
 * Starts the authorization-code (or PKCE) flow: stores a CSRF secret (and the PKCE verifier) in
 * the encrypted data and answers the provider's authorization URL. `state` carries the
 * credential id, the user and a token derived from the secret.
 */
export async function oauth2AuthorizationUrl(
  store: CredentialStore,
  user: UserRecord,
  record: CredentialRecord,
): Promise<string> {
  const resolved = store.resolveType(record.type);
  if (!resolved) throw badRequest(`Unknown credential type "${record.type}"`);
  const stored = store.decrypt(record);
  const data = withDefaults(resolved, stored);
  if (data.grantType === 'clientCredentials') {
    throw badRequest(
      'Credentials with the client credentials grant need no authorization: they get their token when first used',
    );
  }
  const authUrl = String(data.authUrl ?? '');
  let url: URL;
  try {
    url = new URL(authUrl);
  } catch {
    throw badRequest(`The Authorization URL of credential "${record.name}" is not a valid URL: "${authUrl}"`);
  }
  const csrfSecret = randomBytes(32).toString('base64url');
  const createdAt = Date.now();
  const state: OAuth2State = {
    cid: record.id,
    userId: user.id,
    createdAt,
    token: stateToken(csrfSecret, record.id, user.id, createdAt),
  };
  const next: Record<string, unknown> = { ...stored, csrfSecret };
  url.searchParams.set('client_id', String(data.clientId ?? ''));
  url.searchParams.set('redirect_uri', oauth2CallbackUrl(store.ctx.config.baseUrl));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', Buffer.from(JSON.stringify(state)).toString('base64url'));
  const scope = String(data.scope ?? '').trim();
  if (scope) url.searchParams.set('scope', scope);
  for (const [k, v] of new URLSearchParams(String(data.authQueryParameters ?? '').replace(/^\?/, '')))
    url.searchParams.set(k, v);
  if (data.grantType === 'pkce') {
    const verifier = randomBytes(48).toString('base64url');
    next.codeVerifier = verifier;
    url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
    url.searchParams.set('code_challenge_method', 'S256');
  } else delete next.codeVerifier;
  await store.saveData(record.id, next);
  return url.toString();
}

/** Reads a `state` parameter, or throws 400. */
export function parseOAuth2State(raw: unknown): OAuth2State {
  try {
    const state = JSON.parse(Buffer.from(String(raw ?? ''), 'base64url').toString('utf8')) as Partial<OAuth2State>;
    if (
      typeof state.cid === 'string' &&
      typeof state.userId === 'string' &&
      typeof state.token === 'string' &&
      typeof state.createdAt === 'number'
    )
      return state as OAuth2State;
  } catch {
    /* answered below */
  }
  throw badRequest('The OAuth2 callback has no valid state parameter');
}

/**
 * Completes the flow: checks the state against the stored CSRF secret, the user and its age,
 * exchanges the code at the Access Token URL and stores the token data (encrypted).
 */
export async function completeOAuth2(
  store: CredentialStore,
  user: UserRecord,
  query: Record<string, unknown>,
): Promise<CredentialRecord> {
  const state = parseOAuth2State(query.state);
  if (state.userId !== user.id) throw forbidden('This OAuth2 authorization was started by another user');
  const { record } = await store.require(user, state.cid, 'updateConnection');
  const stored = store.decrypt(record);
  const secret = typeof stored.csrfSecret === 'string' ? stored.csrfSecret : '';
  if (!secret || !sameText(stateToken(secret, state.cid, state.userId, state.createdAt), state.token)) {
    throw badRequest('The OAuth2 state does not match: start the connection again');
  }
  if (Date.now() - state.createdAt > OAUTH_STATE_TTL_MS)
    throw badRequest('The OAuth2 authorization took too long: start the connection again');
  if (query.error)
    throw badRequest(`The provider refused the authorization: ${String(query.error_description ?? query.error)}`);
  const code = typeof query.code === 'string' ? query.code : '';
  if (!code) throw badRequest('The OAuth2 callback has no code');
  const resolved = store.resolveType(record.type);
  const data = resolved ? withDefaults(resolved, stored) : stored;
  const params: Record<string, string> = {
    grant_type: 'authorization_code',
    code,
    redirect_uri: oauth2CallbackUrl(store.ctx.config.baseUrl),
  };
  if (data.grantType === 'pkce' && typeof stored.codeVerifier === 'string') params.code_verifier = stored.codeVerifier;
  const token = await tokenRequest(record.name, data, params);
  const { csrfSecret: _s, codeVerifier: _v, ...rest } = stored;
  return (await store.saveData(record.id, { ...rest, oauthTokenData: token }))!;
}

/**
 * Data of an OAuth2 credential ready to use: an expired access token is refreshed with its
 * refresh token, and a client-credentials credential without a live token gets one. New token
 * data is stored. With `force` (the service refused the token) a new token is fetched whatever its
 * expiry says. Answers the (possibly updated) stored data.
 */
export async function freshOAuth2Data(
  store: CredentialStore,
  record: CredentialRecord,
  stored: Record<string, unknown>,
  data: Record<string, unknown>,
  force = false,
): Promise<Record<string, unknown>> {
  const current = stored.oauthTokenData as Record<string, unknown> | undefined;
  if (data.grantType === 'clientCredentials') {
    if (!force && current && typeof current.access_token === 'string' && !isTokenExpired(current)) return stored;
    const params: Record<string, string> = { grant_type: 'client_credentials' };
    const scope = String(data.scope ?? '').trim();
    if (scope) params.scope = scope;
    const token = await tokenRequest(record.name, data, params);
    const next = { ...stored, oauthTokenData: token };
    await store.saveData(record.id, next);
    return next;
  }
  if (!current || typeof current !== 'object') {
    throw badRequest(`The credential "${record.name}" is not connected yet: connect it to its OAuth2 provider first`);
  }
  if (!force && !isTokenExpired(current)) return stored;
  if (typeof current.refresh_token !== 'string' || !current.refresh_token) {
    throw badRequest(
      `The access token of credential "${record.name}" has ${force ? 'been refused' : 'expired'} and there is no refresh token: connect it again`,
    );
  }
  const token = await tokenRequest(record.name, data, {
    grant_type: 'refresh_token',
    refresh_token: current.refresh_token,
  });
  const merged: Record<string, unknown> = {
    ...current,
    ...token,
    refresh_token: typeof token.refresh_token === 'string' ? token.refresh_token : current.refresh_token,
  };
  if (token.expires_at === undefined) delete merged.expires_at;
  const next = { ...stored, oauthTokenData: merged };
  await store.saveData(record.id, next);
  return next;
}
