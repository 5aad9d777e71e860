/**
 * A real OAuth1/OAuth2 provider and API for the credential tests: a node:http server on
 * 127.0.0.1 (port 0) that checks client authentication, PKCE and OAuth1 signatures itself.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the provider saw, for assertions. */
export interface ProviderLog {
  authorize: URLSearchParams[];
  token: Array<Record<string, string> & { authorization?: string }>;
  oauth1: Array<{ path: string; params: Record<string, string> }>;
  api: Array<Record<string, string | string[] | undefined>>;
}

/** The running provider. */
export interface Provider {
  url: string;
  log: ProviderLog;
  client: { id: string; secret: string };
  consumer: { key: string; secret: string };
  /** Bearer token the /api/me endpoint accepts besides the API key. */
  accessTokens: Set<string>;
  close(): Promise<void>;
}

const enc = (v: string) =>
  encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Checks an OAuth1 `Authorization` header independently of the code under test. */
function verifyOAuth1(
  req: IncomingMessage,
  url: URL,
  consumerSecret: string,
  tokenSecret: string,
): Record<string, string> | undefined {
  const header = String(req.headers.authorization ?? '');
  if (!header.startsWith('OAuth ')) return undefined;
  const oauth = Object.fromEntries(
    [...header.slice(6).matchAll(/([\w]+)="([^"]*)"/g)].map((m) => [m[1]!, decodeURIComponent(m[2]!)]),
  );
  const { oauth_signature: signature, ...signed } = oauth;
  const pairs = [...url.searchParams.entries(), ...Object.entries(signed)]
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .sort();
  const base = `${req.method}&${enc(`${url.protocol}//${url.host}${url.pathname}`)}&${enc(pairs.join('&'))}`;
  const expected = createHmac('sha1', `${enc(consumerSecret)}&${enc(tokenSecret)}`)
    .update(base)
    .digest('base64');
  return signature === expected ? { ...oauth, ...Object.fromEntries(url.searchParams) } : undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the provider. */
export async function startProvider(): Promise<Provider> {
  const log: ProviderLog = { authorize: [], token: [], oauth1: [], api: [] };
  const client = { id: 'client-id-1', secret: 'client-secret-Zq81' };
  const consumer = { key: 'consumer-key-1', secret: 'consumer-secret-Xy27' };
  const accessTokens = new Set<string>();
  const codes = new Map<string, { redirectUri: string; challenge?: string }>();
  let counter = 0;
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const body = await readBody(req);
      if (url.pathname === '/authorize') {
        log.authorize.push(url.searchParams);
        const code = `code-${++counter}`;
        codes.set(code, {
          redirectUri: url.searchParams.get('redirect_uri') ?? '',
          challenge: url.searchParams.get('code_challenge') ?? undefined,
        });
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (url.pathname === '/token') {
        const form = Object.fromEntries(new URLSearchParams(body));
        log.token.push({ ...form, ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}) });
        const basic = String(req.headers.authorization ?? '').replace(/^Basic /, '');
        const [id, secret] = basic
          ? Buffer.from(basic, 'base64').toString().split(':')
          : [form.client_id, form.client_secret];
        if (id !== client.id || (secret !== client.secret && !(form.code_verifier && secret === undefined)))
          return json(res, 401, { error: 'invalid_client' });
        if (form.grant_type === 'authorization_code') {
          const issued = codes.get(form.code ?? '');
          if (!issued || issued.redirectUri !== form.redirect_uri) return json(res, 400, { error: 'invalid_grant' });
          if (
            issued.challenge &&
            createHash('sha256')
              .update(form.code_verifier ?? '')
              .digest('base64url') !== issued.challenge
          )
            return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE' });
          codes.delete(form.code!);
          const token = `access-${++counter}`;
          accessTokens.add(token);
          return json(res, 200, {
            access_token: token,
            refresh_token: `refresh-${counter}`,
            expires_in: 3600,
            token_type: 'bearer',
          });
        }
        if (form.grant_type === 'refresh_token' && form.refresh_token?.startsWith('refresh-')) {
          const token = `refreshed-${++counter}`;
          accessTokens.add(token);
          return json(res, 200, { access_token: token, expires_in: 3600, token_type: 'bearer' });
        }
        if (form.grant_type === 'client_credentials') {
          // Distinctive: a short token such as "cc-6" also turned up inside a time-ordered event id
          // ("01a230cc-6353-…"), and the plain-text check in credentials-oauth.test.ts failed on it.
          const token = `client-credentials-token-${++counter}`;
          accessTokens.add(token);
          return json(res, 200, { access_token: token, expires_in: 60, token_type: 'bearer' });
        }
        return json(res, 400, { error: 'unsupported_grant_type' });
      }
      if (url.pathname === '/oauth1/request-token' && req.method === 'POST') {
        const params = verifyOAuth1(req, url, consumer.secret, '');
        if (!params || params.oauth_consumer_key !== consumer.key || !params.oauth_callback)
          return res.writeHead(401).end('bad signature');
        log.oauth1.push({ path: url.pathname, params });
        return res
          .writeHead(200, { 'content-type': 'application/x-www-form-urlencoded' })
          .end('oauth_token=req-token-1&oauth_token_secret=req-secret-1&oauth_callback_confirmed=true');
      }
      if (url.pathname === '/oauth1/authorize') {
        return res.writeHead(200).end(`authorize ${url.searchParams.get('oauth_token')}`);
      }
      if (url.pathname === '/oauth1/access-token' && req.method === 'POST') {
        const params = verifyOAuth1(req, url, consumer.secret, 'req-secret-1');
        if (!params || params.oauth_token !== 'req-token-1' || params.oauth_verifier !== 'verifier-1')
          return res.writeHead(401).end('bad signature');
        log.oauth1.push({ path: url.pathname, params });
        return res
          .writeHead(200, { 'content-type': 'text/plain' })
          .end('oauth_token=access-token-1&oauth_token_secret=access-secret-1&user_id=42');
      }
      if (url.pathname === '/api/me') {
        log.api.push(req.headers);
        const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (req.headers['x-api-key'] === 'api-key-Secret-77' || accessTokens.has(bearer))
          return json(res, 200, { id: 1 });
        return json(res, 401, { message: 'no' });
      }
      return json(res, 404, { message: 'not found' });
    })().catch((e: unknown) => res.writeHead(500).end((e as Error).message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    client,
    consumer,
    accessTokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
