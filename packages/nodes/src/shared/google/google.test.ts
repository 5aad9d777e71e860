/**
 * The shared Google request layer against a loopback Google written here: a token endpoint that
 * verifies the service account's signed JWT with the account's public key, and an API that can
 * answer 503s, errors and pages. Calls go through the engine's real HTTP client.
 */
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHttpRequest } from '@weft/engine';
import { NodeApiError, NodeOperationError, type WorkflowNode } from '@weft/workflow';
import {
  forgetServiceAccountTokens,
  googleApiRequest,
  googleApiRequestAll,
  googleScopesOf,
  googleUrl,
  type GoogleAuthSource,
} from './index.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const node: WorkflowNode = {
  id: 'n1',
  name: 'Google',
  type: 'n8n-nodes-base.googleSheets',
  typeVersion: 4.7,
  position: [0, 0],
  parameters: {},
};

let server: Server;
let failuresLeft = 0;
const seen: Array<{ url: string; auth?: string; claims?: Record<string, unknown> }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === '/token') {
        const assertion = new URLSearchParams(body).get('assertion') ?? '';
        const [h, c, s] = assertion.split('.');
        const ok = createVerify('RSA-SHA256')
          .update(`${h}.${c}`)
          .verify(publicKey, Buffer.from(s ?? '', 'base64url'));
        const claims = JSON.parse(Buffer.from(c ?? '', 'base64url').toString()) as Record<string, unknown>;
        seen.push({ url: req.url ?? '', claims });
        if (!ok || claims.iss !== 'robot@weft.iam.gserviceaccount.com')
          return json(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
        return json(200, {
          access_token: `sa-${String(claims.sub ?? 'self')}`,
          expires_in: 3600,
          token_type: 'Bearer',
        });
      }
      seen.push({ url: req.url ?? '', auth: req.headers.authorization });
      if (req.headers.authorization === 'Bearer expired')
        return json(401, {
          error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
        });
      if (url.pathname === '/v4/flaky') {
        if (failuresLeft-- > 0)
          return json(503, {
            error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' },
          });
        return json(200, { ok: true });
      }
      if (url.pathname === '/v4/missing')
        return json(404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
      if (url.pathname === '/drive/v3/files') {
        const page = Number(url.searchParams.get('pageToken') ?? '0');
        return json(200, {
          files: [{ id: `f${page * 2}` }, { id: `f${page * 2 + 1}` }],
          ...(page < 2 ? { nextPageToken: String(page + 1) } : {}),
        });
      }
      json(404, { error: { code: 404, message: 'no route' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.WEFT_GOOGLE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.WEFT_GOOGLE_RETRY_BASE_MS = '5';
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  delete process.env.WEFT_GOOGLE_RETRY_BASE_MS;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  seen.length = 0;
  forgetServiceAccountTokens();
});

function source(authentication: string, credentials: Record<string, Record<string, unknown>>): GoogleAuthSource {
  return {
    node,
    authentication,
    oAuth2CredentialType: 'googleSheetsOAuth2Api',
    scopes: googleScopesOf('googleSheetsOAuth2Api'),
    getCredentials: async (type) => {
      const c = credentials[type];
      if (!c) throw new Error(`no ${type}`);
      return c;
    },
    httpRequest: defaultHttpRequest(),
  };
}

const oauth = (token: string) =>
  source('oAuth2', { googleSheetsOAuth2Api: { oauthTokenData: { access_token: token } } });

describe('Google requests', () => {
  it('replaces every googleapis.com origin with the test origin, and nothing else', () => {
    expect(googleUrl('https://sheets.googleapis.com/v4/spreadsheets/x')).toBe(
      `${process.env.WEFT_GOOGLE_API_URL}/v4/spreadsheets/x`,
    );
    expect(googleUrl('https://www.googleapis.com/drive/v3/files')).toBe(
      `${process.env.WEFT_GOOGLE_API_URL}/drive/v3/files`,
    );
    expect(googleUrl('https://example.com/googleapis.com')).toBe('https://example.com/googleapis.com');
  });

  it('sends the OAuth2 access token as a bearer token', async () => {
    failuresLeft = 0;
    await expect(googleApiRequest(oauth('tok'), { url: 'https://sheets.googleapis.com/v4/flaky' })).resolves.toEqual({
      ok: true,
    });
    expect(seen[0]!.auth).toBe('Bearer tok');
  });

  it("signs in as a service account with a JWT for the node's scopes, acting for the delegated user", async () => {
    const sa = source('serviceAccount', {
      googleApi: {
        email: 'robot@weft.iam.gserviceaccount.com',
        privateKey: pem.replace(/\n/g, '\\n'),
        inpersonate: true,
        delegatedEmail: 'ada@weft.dev',
      },
    });
    failuresLeft = 0;
    await googleApiRequest(sa, { url: 'https://sheets.googleapis.com/v4/flaky' });
    await googleApiRequest(sa, { url: 'https://sheets.googleapis.com/v4/flaky' });
    const tokens = seen.filter((s) => s.claims);
    expect(tokens).toHaveLength(1); // the token is reused
    expect(tokens[0]!.claims).toMatchObject({
      iss: 'robot@weft.iam.gserviceaccount.com',
      sub: 'ada@weft.dev',
      aud: 'https://oauth2.googleapis.com/token',
    });
    expect(String(tokens[0]!.claims!.scope).split(' ')).toContain('https://www.googleapis.com/auth/spreadsheets');
    expect(seen.filter((s) => s.auth).map((s) => s.auth)).toEqual(['Bearer sa-ada@weft.dev', 'Bearer sa-ada@weft.dev']);
  });

  it("names Google's reason when the service account is refused", async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const sa = source('serviceAccount', {
      googleApi: { email: 'robot@weft.iam.gserviceaccount.com', privateKey: other },
    });
    const error = await googleApiRequest(sa, { url: 'https://sheets.googleapis.com/v4/flaky', itemIndex: 2 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NodeOperationError);
    expect((error as Error).message).toBe(
      'Google refused the service account "robot@weft.iam.gserviceaccount.com": Invalid JWT Signature.',
    );
    const bad = source('serviceAccount', {
      googleApi: { email: 'robot@weft.iam.gserviceaccount.com', privateKey: 'not a key' },
    });
    await expect(googleApiRequest(bad, { url: 'https://sheets.googleapis.com/v4/flaky' })).rejects.toThrow(
      /private key cannot sign/,
    );
  });

  it("retries 503 answers with backoff, then gives up with Google's message", async () => {
    failuresLeft = 2;
    await expect(googleApiRequest(oauth('tok'), { url: 'https://sheets.googleapis.com/v4/flaky' })).resolves.toEqual({
      ok: true,
    });
    expect(seen).toHaveLength(3);
    failuresLeft = 10;
    seen.length = 0;
    const error = await googleApiRequest(oauth('tok'), {
      url: 'https://sheets.googleapis.com/v4/flaky',
      itemIndex: 1,
    }).catch((e: unknown) => e);
    expect(seen).toHaveLength(4);
    expect(error).toBeInstanceOf(NodeApiError);
    expect((error as NodeApiError).message).toBe(
      'Service unavailable - try again later or consider setting this node to retry automatically (in the node settings)',
    );
    expect((error as NodeApiError).description).toBe(
      'Google answered 503 UNAVAILABLE: The service is currently unavailable.',
    );
    expect((error as NodeApiError).httpCode).toBe('503');
    expect((error as NodeApiError).context.itemIndex).toBe(1);
  });

  it('turns a refused token and a missing resource into errors a user can act on', async () => {
    const expired = await googleApiRequest(oauth('expired'), { url: 'https://sheets.googleapis.com/v4/flaky' }).catch(
      (e: unknown) => e as NodeApiError,
    );
    expect(expired.message).toBe('Authorization failed - please check your credentials');
    expect(expired.description).toMatch(
      /^Google answered 401 UNAUTHENTICATED: Request had invalid authentication credentials\./,
    );
    expect(expired.description).toMatch(/Reconnect the credential/);
    const missing = await googleApiRequest(oauth('tok'), { url: 'https://sheets.googleapis.com/v4/missing' }).catch(
      (e: unknown) => e as NodeApiError,
    );
    expect(missing.message).toBe('The resource you are requesting could not be found');
    expect(missing.description).toBe('Google answered 404 NOT_FOUND: Requested entity was not found.');
    const unconnected = source('oAuth2', { googleSheetsOAuth2Api: {} });
    await expect(googleApiRequest(unconnected, { url: 'https://sheets.googleapis.com/v4/flaky' })).rejects.toThrow(
      'The credential of type "googleSheetsOAuth2Api" is not connected to Google yet',
    );
  });

  it('follows nextPageToken and stops at the limit', async () => {
    const all = await googleApiRequestAll<{ id: string }>(oauth('tok'), 'files', {
      url: 'https://www.googleapis.com/drive/v3/files',
    });
    expect(all.map((f) => f.id)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5']);
    seen.length = 0;
    const some = await googleApiRequestAll(
      oauth('tok'),
      'files',
      { url: 'https://www.googleapis.com/drive/v3/files' },
      3,
    );
    expect(some).toHaveLength(3);
    expect(seen).toHaveLength(2);
  });
});
