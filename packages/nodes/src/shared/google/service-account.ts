/**
 * Google service accounts (`googleApi`): a JWT signed with the account's private key is exchanged
 * at Google's token endpoint for an access token (RFC 7523, the "JWT bearer" grant), optionally on
 * behalf of a Workspace user (domain-wide delegation). Tokens are kept until a minute before they
 * expire, per account, user and scopes.
 */
import { createSign } from 'node:crypto';
import type { HttpRequestOptions, HttpResponse } from '@weft/workflow';

/** Google's OAuth2 token endpoint. */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

const base64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');

/** A private key as users paste it: escaped newlines (`\n` typed as two characters) are real ones. */
export function normalisePrivateKey(key: string): string {
  return key.replace(/\\n/g, '\n').trim();
}

/** The signed assertion for Google's JWT bearer grant. */
export function serviceAccountAssertion(args: {
  email: string;
  privateKey: string;
  scopes: string[];
  subject?: string;
  audience?: string;
  now?: number;
}): string {
  const iat = Math.floor((args.now ?? Date.now()) / 1000);
  const header = { alg: 'RS256', typ: 'JWT' };
  const claims: Record<string, unknown> = {
    iss: args.email,
    scope: args.scopes.join(' '),
    aud: args.audience ?? GOOGLE_TOKEN_URL,
    iat,
    exp: iat + 3600,
  };
  if (args.subject) claims.sub = args.subject;
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signer = createSign('RSA-SHA256');
  signer.update(unsigned);
  return `${unsigned}.${signer.sign(normalisePrivateKey(args.privateKey)).toString('base64url')}`;
}

interface CachedToken {
  token: string;
  expiresAt: number;
}
const cache = new Map<string, CachedToken>();

/** Forgets cached tokens (all, or one account's), e.g. after Google refused one. */
export function forgetServiceAccountTokens(email?: string): void {
  if (!email) return cache.clear();
  for (const key of cache.keys()) if (key.startsWith(`${email}\u0000`)) cache.delete(key);
}

/**
 * An access token for a service account, from the cache or a new exchange at `tokenUrl`. Throws
 * with Google's own reason when the exchange is refused (bad key, unknown account, delegation
 * not allowed).
 */
export async function serviceAccountToken(
  send: (options: HttpRequestOptions) => Promise<HttpResponse>,
  args: { email: string; privateKey: string; scopes: string[]; subject?: string; tokenUrl?: string },
): Promise<string> {
  const key = [args.email, args.subject ?? '', [...args.scopes].sort().join(' '), args.tokenUrl ?? ''].join('\u0000');
  const hit = cache.get(key);
  if (hit && hit.expiresAt - 60_000 > Date.now()) return hit.token;
  let assertion: string;
  try {
    assertion = serviceAccountAssertion({ ...args, audience: GOOGLE_TOKEN_URL });
  } catch (error) {
    throw new Error(
      `The service account's private key cannot sign: ${(error as Error).message}. Paste the whole "private_key" of the account's JSON key, including its BEGIN and END lines`,
      { cause: error },
    );
  }
  const response = await send({
    method: 'POST',
    url: args.tokenUrl ?? GOOGLE_TOKEN_URL,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    ignoreHttpStatusErrors: true,
    responseType: 'json',
  });
  const body = (response.body ?? {}) as {
    access_token?: unknown;
    expires_in?: unknown;
    error?: unknown;
    error_description?: unknown;
  };
  if (response.statusCode >= 400 || typeof body.access_token !== 'string') {
    const reason =
      typeof body.error_description === 'string'
        ? body.error_description
        : typeof body.error === 'string'
          ? body.error
          : `HTTP ${response.statusCode}`;
    throw new Error(
      `Google refused the service account "${args.email}"${args.subject ? ` acting for ${args.subject}` : ''}: ${reason}`,
    );
  }
  const seconds = Number(body.expires_in ?? 3600);
  cache.set(key, {
    token: body.access_token,
    expiresAt: Date.now() + (Number.isFinite(seconds) ? seconds : 3600) * 1000,
  });
  return body.access_token;
}
