import { timingSafeEqual } from 'node:crypto';
import type { HttpRequestOptions } from '@weft/workflow';
import { badRequest } from '../../http/errors.js';
import type { CredentialRecord } from '../../repositories/credentials.js';
import type { UserRecord } from '../../repositories/users.js';
import { describeFailure, sendRequest } from './http.js';
import type { CredentialStore } from './store.js';
import { withDefaults, type ResolvedCredentialType } from './types.js';

/** The OAuth1 callback URL of this instance for a credential. */
export function oauth1CallbackUrl(baseUrl: string, credentialId: string): string {
  return `${baseUrl}/rest/oauth1-credential/callback?cid=${encodeURIComponent(credentialId)}`;
}

/** Sends a request signed by the type's `authenticate` (oAuth1Api's signer) and answers the form/JSON body. */
async function signedPost(
  resolved: ResolvedCredentialType,
  name: string,
  data: Record<string, unknown>,
  request: HttpRequestOptions,
  what: string,
): Promise<Record<string, string>> {
  if (!resolved.authenticate)
    throw badRequest(`The credential type "${resolved.type.name}" cannot sign OAuth1 requests`);
  if (!request.url) throw badRequest(`The credential "${name}" has no ${what} URL`);
  let res;
  try {
    res = await sendRequest(resolved.authenticate(data, request));
  } catch (e) {
    throw badRequest(`The ${what} endpoint of credential "${name}" could not be reached: ${(e as Error).message}`);
  }
  const body = res.body;
  if (
    res.status < 200 ||
    res.status >= 300 ||
    !body ||
    typeof body !== 'object' ||
    typeof (body as Record<string, unknown>).oauth_token !== 'string'
  ) {
    throw badRequest(`The ${what} endpoint of credential "${name}" refused the request: ${describeFailure(res)}`);
  }
  return body as Record<string, string>;
}

/**
 * Starts the OAuth1 flow: gets a request token (signed with the consumer keys, `oauth_callback`
 * pointing back here), keeps it encrypted in the credential's data, and answers the provider's
 * authorization URL.
 */
export async function oauth1AuthorizationUrl(
  store: CredentialStore,
  user: UserRecord,
  record: CredentialRecord,
): Promise<string> {
  void user;
  const resolved = store.resolveType(record.type);
  if (!resolved) throw badRequest(`Unknown credential type "${record.type}"`);
  const stored = store.decrypt(record);
  const data = withDefaults(resolved, stored);
  const { oauthTokenData: _t, ...consumerOnly } = data;
  const callback = oauth1CallbackUrl(store.ctx.config.baseUrl, record.id);
  const answer = await signedPost(
    resolved,
    record.name,
    consumerOnly,
    { url: String(data.requestTokenUrl ?? ''), method: 'POST', qs: { oauth_callback: callback } },
    'Request Token',
  );
  let url: URL;
  try {
    url = new URL(String(data.authUrl ?? ''));
  } catch {
    throw badRequest(`The Authorization URL of credential "${record.name}" is not a valid URL`);
  }
  url.searchParams.set('oauth_token', answer.oauth_token!);
  await store.saveData(record.id, {
    ...stored,
    oauthRequestToken: answer.oauth_token,
    oauthRequestTokenSecret: answer.oauth_token_secret ?? '',
  });
  return url.toString();
}

/**
 * Completes the OAuth1 flow: the `oauth_token` must be the request token this credential got;
 * exchanges it with `oauth_verifier` at the Access Token URL and stores the access token.
 */
export async function completeOAuth1(
  store: CredentialStore,
  user: UserRecord,
  query: Record<string, unknown>,
): Promise<CredentialRecord> {
  const cid = typeof query.cid === 'string' ? query.cid : '';
  const token = typeof query.oauth_token === 'string' ? query.oauth_token : '';
  const verifier = typeof query.oauth_verifier === 'string' ? query.oauth_verifier : '';
  if (!cid || !token || !verifier) throw badRequest('The OAuth1 callback needs cid, oauth_token and oauth_verifier');
  const { record } = await store.require(user, cid, 'updateConnection');
  const resolved = store.resolveType(record.type);
  if (!resolved) throw badRequest(`Unknown credential type "${record.type}"`);
  const stored = store.decrypt(record);
  const expected = typeof stored.oauthRequestToken === 'string' ? stored.oauthRequestToken : '';
  if (!expected || expected.length !== token.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(token))) {
    throw badRequest('The OAuth1 token does not match the one this credential asked for: start the connection again');
  }
  const data = withDefaults(resolved, stored);
  const signing = {
    ...data,
    oauthTokenData: { oauth_token: expected, oauth_token_secret: String(stored.oauthRequestTokenSecret ?? '') },
  };
  const access = await signedPost(
    resolved,
    record.name,
    signing,
    { url: String(data.accessTokenUrl ?? ''), method: 'POST', qs: { oauth_verifier: verifier } },
    'Access Token',
  );
  const { oauthRequestToken: _a, oauthRequestTokenSecret: _b, ...rest } = stored;
  return (await store.saveData(record.id, { ...rest, oauthTokenData: access }))!;
}
