/**
 * The HTTP Request node signed with each kind of credential a real workflow uses, on a real server
 * with stored (encrypted) credentials: a generic OAuth2 credential whose token the API refuses
 * (renewed once with the refresh token, then the call repeated), Digest (the server's challenge
 * answered), Custom Auth (its headers and query added) and a predefined service type (Notion's
 * own `authenticate`), at 4.2 and at 2 (the legacy request path).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workflow } from '@weft/workflow';
import { startProvider, type Provider } from './credentials-provider.js';
import { createTestServer, type TestServer } from './harness.js';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** Checks a Digest answer independently: realm "weft", nonce "n0nce", qop auth, user ada / pw s3cret. */
function digestOk(req: IncomingMessage): boolean {
  const header = String(req.headers.authorization ?? '');
  if (!header.startsWith('Digest ')) return false;
  const p = Object.fromEntries(
    [...header.slice(7).matchAll(/(\w+)=(?:"([^"]*)"|([^\s,]+))/g)].map((m) => [m[1]!, m[2] ?? m[3]!]),
  );
  const ha1 = md5(`ada:weft:s3cret`);
  const ha2 = md5(`${req.method}:${p.uri}`);
  return (
    p.username === 'ada' && p.uri === req.url && p.response === md5(`${ha1}:n0nce:${p.nc}:${p.cnonce}:auth:${ha2}`)
  );
}

function workflow(
  parameters: Record<string, unknown>,
  credentials: Record<string, { id: string; name: string }>,
  typeVersion = 4.2,
): Workflow {
  return {
    name: 'http',
    nodes: [
      {
        id: 't',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'h',
        name: 'HTTP',
        type: 'n8n-nodes-base.httpRequest',
        typeVersion,
        position: [200, 0],
        parameters,
        credentials,
      },
    ],
    connections: { Start: { main: [[{ node: 'HTTP', type: 'main', index: 0 }]] } },
  } as unknown as Workflow;
}

describe('the HTTP Request node with OAuth2, Digest, Custom Auth and predefined credentials', () => {
  let server: TestServer;
  let provider: Provider;
  let api: Server;
  let apiUrl: string;
  let ownerId: string;

  beforeAll(async () => {
    provider = await startProvider();
    api = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/digest') {
        if (digestOk(req))
          return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ digest: 'ok' }));
        return res
          .writeHead(401, {
            'www-authenticate': 'Digest realm="weft", nonce="n0nce", qop="auth", algorithm=MD5',
            'content-type': 'application/json',
          })
          .end('{"error":"digest"}');
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ headers: req.headers, query: Object.fromEntries(url.searchParams) }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    server = await createTestServer('sqlite');
    ownerId = (await server.owner()).user.id;
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });

  async function credential(type: string, data: Record<string, unknown>): Promise<{ id: string; name: string }> {
    const store = server.ctx.credentialStore;
    const record = await store.repo.create(
      { name: `${type} one`, type, data: store.encrypt(data), nodesAccess: [] },
      ownerId,
    );
    return { id: record.id, name: record.name };
  }

  async function run(wf: Workflow) {
    const started = await server.ctx.executions.start({ workflow: wf, mode: 'manual', userId: ownerId });
    const done = await started.done;
    return {
      error: done.data.resultData.error,
      json: done.data.resultData.runData.HTTP?.[0]?.data?.main?.[0]?.[0]?.json as Record<string, any> | undefined,
    };
  }

  it('renews a refused OAuth2 token once and repeats the call (generic oAuth2Api)', async () => {
    const ref = await credential('oAuth2Api', {
      grantType: 'authorizationCode',
      clientId: provider.client.id,
      clientSecret: provider.client.secret,
      accessTokenUrl: `${provider.url}/token`,
      authUrl: `${provider.url}/authorize`,
      oauthTokenData: { access_token: 'revoked', refresh_token: 'refresh-41', token_type: 'Bearer' },
    });
    for (const version of [4.2, 2]) {
      const { error, json } = await run(
        workflow(
          {
            url: `${provider.url}/api/me`,
            authentication: 'genericCredentialType',
            genericAuthType: 'oAuth2Api',
            options: {},
          },
          { oAuth2Api: ref },
          version,
        ),
      );
      expect(error, `version ${version}`).toBeUndefined();
      expect(json).toEqual({ id: 1 });
    }
    const store = server.ctx.credentialStore;
    const stored = store.decrypt((await store.repo.get(ref.id))!) as { oauthTokenData: Record<string, unknown> };
    expect(stored.oauthTokenData.access_token).toMatch(/^refreshed-/);
  });

  it("fails with the API's 401 when the renewed token is refused too", async () => {
    const ref = await credential('oAuth2Api', {
      grantType: 'authorizationCode',
      clientId: provider.client.id,
      clientSecret: provider.client.secret,
      accessTokenUrl: `${provider.url}/token`,
      authUrl: `${provider.url}/authorize`,
      oauthTokenData: { access_token: 'revoked', refresh_token: 'not-a-refresh-token', token_type: 'Bearer' },
    });
    const { error } = await run(
      workflow(
        {
          url: `${provider.url}/api/me`,
          authentication: 'genericCredentialType',
          genericAuthType: 'oAuth2Api',
          options: {},
        },
        { oAuth2Api: ref },
      ),
    );
    expect(error?.message).toContain('unsupported_grant_type');
  });

  it('answers a Digest challenge', async () => {
    const ref = await credential('httpDigestAuth', { user: 'ada', password: 's3cret' });
    for (const version of [4.2, 2]) {
      const { error, json } = await run(
        workflow(
          {
            url: `${apiUrl}/digest?x=1`,
            authentication: 'genericCredentialType',
            genericAuthType: 'httpDigestAuth',
            options: {},
          },
          { httpDigestAuth: ref },
          version,
        ),
      );
      expect(error, `version ${version}`).toBeUndefined();
      expect(json).toEqual({ digest: 'ok' });
    }
    const wrong = await credential('httpDigestAuth', { user: 'ada', password: 'nope' });
    const { error } = await run(
      workflow(
        {
          url: `${apiUrl}/digest`,
          authentication: 'genericCredentialType',
          genericAuthType: 'httpDigestAuth',
          options: {},
        },
        { httpDigestAuth: wrong },
      ),
    );
    expect(error?.message).toMatch(/Authorization failed|401/);
  });

  it('adds Custom Auth headers and query, and signs with a predefined service type', async () => {
    const custom = await credential('httpCustomAuth', {
      json: JSON.stringify({ headers: { 'X-Api-Key': 'k-1' }, qs: { token: 't-2' } }),
    });
    const a = await run(
      workflow(
        {
          url: `${apiUrl}/echo`,
          authentication: 'genericCredentialType',
          genericAuthType: 'httpCustomAuth',
          options: {},
        },
        { httpCustomAuth: custom },
      ),
    );
    expect(a.error).toBeUndefined();
    expect(a.json?.headers['x-api-key']).toBe('k-1');
    expect(a.json?.query).toEqual({ token: 't-2' });

    const notion = await credential('notionApi', { apiKey: 'secret_n0tion' });
    const b = await run(
      workflow(
        {
          url: `${apiUrl}/echo`,
          authentication: 'predefinedCredentialType',
          nodeCredentialType: 'notionApi',
          options: {},
        },
        { notionApi: notion },
      ),
    );
    expect(b.error).toBeUndefined();
    expect(b.json?.headers.authorization).toBe('Bearer secret_n0tion');
  });
});
