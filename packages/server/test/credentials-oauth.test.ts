import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type Provider } from './credentials-provider.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

type Signed = TestClient & { user: { id: string } };

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)],
  );
}

/** Follows the provider's authorization page to the redirect it answers; returns the callback path. */
async function authorize(authorizationUrl: string): Promise<string> {
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  return `${back.pathname}${back.search}`;
}

describe.each(DB_KINDS)('OAuth credentials on %s', (kind) => {
  let server: TestServer;
  let provider: Provider;
  let owner: Signed;
  let member: Signed;

  beforeAll(async () => {
    provider = await startProvider();
    server = await createTestServer(kind);
    server.ctx.credentialTypes.push({
      name: 'providerOAuth2Api',
      displayName: 'Provider OAuth2 API',
      extends: ['oAuth2Api'],
      properties: [{ displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' }],
      test: { request: { url: `${provider.url}/api/me` } },
    });
    owner = await server.owner();
    member = await server.member();
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  const oauth2Data = (extra: Record<string, unknown> = {}) => ({
    grantType: 'authorizationCode',
    authUrl: `${provider.url}/authorize`,
    accessTokenUrl: `${provider.url}/token`,
    clientId: provider.client.id,
    clientSecret: provider.client.secret,
    scope: 'read write',
    authQueryParameters: 'access_type=offline',
    authentication: 'header',
    ...extra,
  });

  it('connects with the authorization code grant, then refreshes an expired token for runs', async () => {
    const c = (
      await member.post('/rest/credentials', { name: 'Provider', type: 'providerOAuth2Api', data: oauth2Data() })
    ).body.data;
    const auth = await member.get(`/rest/oauth2-credential/auth?id=${c.id}`);
    expect(auth.status).toBe(200);
    const url = new URL(auth.body.data);
    expect(url.origin + url.pathname).toBe(`${provider.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.client.id,
      response_type: 'code',
      scope: 'read write',
      access_type: 'offline',
      redirect_uri: 'http://localhost:5678/rest/oauth2-credential/callback',
    });
    expect(url.searchParams.get('code_challenge')).toBeNull();
    const state = JSON.parse(Buffer.from(url.searchParams.get('state')!, 'base64url').toString());
    expect(state).toMatchObject({ cid: c.id, userId: member.user.id });
    expect(typeof state.token).toBe('string');

    const callback = await authorize(auth.body.data);
    expect((await owner.get(callback)).status).toBe(403);
    const done = await member.get(callback);
    expect(done.status).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.text).toContain("postMessage('success'");
    expect(done.text).toContain('window.close()');
    expect(provider.log.token.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      authorization: `Basic ${Buffer.from(`${provider.client.id}:${provider.client.secret}`).toString('base64')}`,
    });
    expect((await member.get(callback)).status).toBe(400);

    const shown = (await member.get(`/rest/credentials/${c.id}?includeData=true`)).body.data.data;
    expect(shown.oauthTokenData).toBe(true);
    expect(shown.csrfSecret).toBeUndefined();
    const first = await server.ctx.credentials.decryptedForNode(
      { id: c.id, name: 'Provider' },
      'providerOAuth2Api',
      member.user.id,
    );
    const token = first.oauthTokenData as Record<string, unknown>;
    expect(token.access_token).toMatch(/^access-/);
    expect(token.refresh_token).toMatch(/^refresh-/);
    expect(first.csrfSecret).toBeUndefined();

    // A save from the editor (token data shown as `true`) keeps the token.
    await member.patch(`/rest/credentials/${c.id}`, { data: { ...shown, scope: 'read' } });
    const store = server.ctx.credentialStore;
    const record = (await store.repo.get(c.id))!;
    const stored = store.decrypt(record);
    expect((stored.oauthTokenData as Record<string, unknown>).access_token).toBe(token.access_token);
    await store.saveData(c.id, {
      ...stored,
      oauthTokenData: { ...(stored.oauthTokenData as object), expires_at: Math.floor(Date.now() / 1000) - 10 },
    });
    const refreshed = await server.ctx.credentials.decryptedForNode(
      { id: c.id, name: 'Provider' },
      'providerOAuth2Api',
      member.user.id,
    );
    const next = refreshed.oauthTokenData as Record<string, unknown>;
    expect(next.access_token).toMatch(/^refreshed-/);
    expect(next.refresh_token).toBe(token.refresh_token);
    expect(provider.log.token.at(-1)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token,
    });
    const again = await server.ctx.credentials.decryptedForNode(
      { id: c.id, name: 'Provider' },
      'providerOAuth2Api',
      member.user.id,
    );
    expect((again.oauthTokenData as Record<string, unknown>).access_token).toBe(next.access_token);

    // The token works against the provider's API through the authenticate the type inherits.
    const test = await member.post('/rest/credentials/test', {
      credentials: { id: c.id, type: 'providerOAuth2Api', data: shown },
    });
    expect(test.body.data).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(provider.log.api.at(-1)?.authorization).toBe(`Bearer ${String(next.access_token)}`);
  });

  it('uses PKCE with body authentication when the grant is pkce', async () => {
    const c = (
      await member.post('/rest/credentials', {
        name: 'PKCE',
        type: 'oAuth2Api',
        data: oauth2Data({ grantType: 'pkce', authentication: 'body', authQueryParameters: '' }),
      })
    ).body.data;
    const auth = (await member.get(`/rest/oauth2-credential/auth?id=${c.id}`)).body.data as string;
    const url = new URL(auth);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect((await member.get(await authorize(auth))).status).toBe(200);
    const sent = provider.log.token.at(-1)!;
    expect(sent).toMatchObject({
      grant_type: 'authorization_code',
      client_id: provider.client.id,
      client_secret: provider.client.secret,
    });
    expect(sent.code_verifier).toMatch(/^[\w-]{43,128}$/);
    expect(sent.authorization).toBeUndefined();
    const data = await server.ctx.credentials.decryptedForNode('PKCE', 'oAuth2Api', member.user.id);
    expect(data.codeVerifier).toBeUndefined();
    expect((data.oauthTokenData as Record<string, unknown>).access_token).toMatch(/^access-/);
  });

  it('rejects forged or failed callbacks', async () => {
    const c = (await member.post('/rest/credentials', { name: 'Forged', type: 'oAuth2Api', data: oauth2Data() })).body
      .data;
    const auth = new URL((await member.get(`/rest/oauth2-credential/auth?id=${c.id}`)).body.data);
    const state = JSON.parse(Buffer.from(auth.searchParams.get('state')!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...state, token: 'x'.repeat(43) })).toString('base64url');
    expect((await member.get(`/rest/oauth2-credential/callback?code=a&state=${forged}`)).body.message).toBe(
      'The OAuth2 state does not match: start the connection again',
    );
    expect((await member.get('/rest/oauth2-credential/callback?code=a&state=garbage')).status).toBe(400);
    const denied = await member.get(
      `/rest/oauth2-credential/callback?error=access_denied&state=${auth.searchParams.get('state')}`,
    );
    expect(denied.body.message).toBe('The provider refused the authorization: access_denied');
    const basic = (await member.post('/rest/credentials', { name: 'Basic', type: 'httpBasicAuth', data: {} })).body
      .data;
    expect((await member.get(`/rest/oauth2-credential/auth?id=${basic.id}`)).body.message).toBe(
      'The credential "Basic" is not an OAuth2 credential',
    );
    expect((await member.get('/rest/oauth2-credential/auth')).status).toBe(400);
    await expect(server.ctx.credentials.decryptedForNode('Forged', 'oAuth2Api', member.user.id)).rejects.toThrow(
      'is not connected yet',
    );
  });

  it('gets client-credentials tokens on first use and after expiry', async () => {
    const c = (
      await member.post('/rest/credentials', {
        name: 'Machine',
        type: 'oAuth2Api',
        data: oauth2Data({ grantType: 'clientCredentials' }),
      })
    ).body.data;
    expect((await member.get(`/rest/oauth2-credential/auth?id=${c.id}`)).status).toBe(400);
    const first = await server.ctx.credentials.decryptedForNode('Machine', 'oAuth2Api', member.user.id);
    const token = (first.oauthTokenData as Record<string, unknown>).access_token as string;
    expect(token).toMatch(/^client-credentials-token-/);
    expect(provider.log.token.at(-1)).toMatchObject({ grant_type: 'client_credentials', scope: 'read write' });
    const again = await server.ctx.credentials.decryptedForNode('Machine', 'oAuth2Api', member.user.id);
    expect((again.oauthTokenData as Record<string, unknown>).access_token).toBe(token);
  });

  it('connects an OAuth1 credential with signed requests', async () => {
    const data = {
      authUrl: `${provider.url}/oauth1/authorize`,
      accessTokenUrl: `${provider.url}/oauth1/access-token`,
      requestTokenUrl: `${provider.url}/oauth1/request-token`,
      consumerKey: provider.consumer.key,
      consumerSecret: provider.consumer.secret,
    };
    const c = (await member.post('/rest/credentials', { name: 'Legacy', type: 'oAuth1Api', data })).body.data;
    expect((await member.get(`/rest/oauth2-credential/auth?id=${c.id}`)).status).toBe(400);
    const auth = await member.get(`/rest/oauth1-credential/auth?id=${c.id}`);
    expect(auth.body.data).toBe(`${provider.url}/oauth1/authorize?oauth_token=req-token-1`);
    expect(provider.log.oauth1.at(-1)!.params.oauth_callback).toBe(
      `http://localhost:5678/rest/oauth1-credential/callback?cid=${c.id}`,
    );
    const bad = await member.get(
      `/rest/oauth1-credential/callback?cid=${c.id}&oauth_token=other&oauth_verifier=verifier-1`,
    );
    expect(bad.status).toBe(400);
    expect(
      (
        await owner.get(
          `/rest/oauth1-credential/callback?cid=${c.id}&oauth_token=req-token-1&oauth_verifier=verifier-1`,
        )
      ).status,
    ).toBe(403);
    const done = await member.get(
      `/rest/oauth1-credential/callback?cid=${c.id}&oauth_token=req-token-1&oauth_verifier=verifier-1`,
    );
    expect(done.status).toBe(200);
    expect(done.text).toContain("postMessage('success'");
    const result = await server.ctx.credentials.decryptedForNode(
      { id: c.id, name: 'Legacy' },
      'oAuth1Api',
      member.user.id,
    );
    expect(result.oauthTokenData).toEqual({
      oauth_token: 'access-token-1',
      oauth_token_secret: 'access-secret-1',
      user_id: '42',
    });
    expect(result.oauthRequestTokenSecret).toBeUndefined();
  });

  it('never stores tokens or secrets in plain text', async () => {
    const rows = await server.ctx.db.kysely.selectFrom('credential').select('data').execute();
    const secrets = [
      provider.client.secret,
      provider.consumer.secret,
      'access-secret-1',
      'req-secret-1',
      ...provider.accessTokens,
    ];
    for (const row of rows) for (const s of secrets) expect(row.data).not.toContain(s);
    for (const file of filesUnder(server.home)) {
      const bytes = readFileSync(file);
      for (const s of secrets) expect(bytes.includes(s), `${s} in ${file}`).toBe(false);
    }
  });
});
