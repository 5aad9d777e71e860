/**
 * SAML sign-in against a test identity provider on loopback, on SQLite and PostgreSQL: SP
 * metadata, configuration (metadata fetched from a URL, attribute mapping), the full flow in real
 * Chromium (initsso → IdP page → form post to the ACS → signed in), a forged response refused,
 * and the connection test that shows attributes without signing in.
 */
import { createServer as createNetServer } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';
import { makeKeyPair, startTestIdp, type TestIdp } from './sso-test-idp.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const MAPPING = { email: 'mail', firstName: 'givenName', lastName: 'surname', userPrincipalName: 'upn' };

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
}, 60_000);
afterAll(async () => browser?.close());

describe.each(DB_KINDS)('SAML on %s', (kind) => {
  let server: TestServer;
  let idp: TestIdp;
  let owner: TestClient;
  let base: string;
  const email = `katherine.${kind}@example.com`;

  beforeAll(async () => {
    idp = await startTestIdp({
      nameId: `kj-${kind}`,
      attributes: { mail: email, givenName: 'Katherine', surname: 'Johnson', upn: `kj@${kind}.example.com` },
    });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await createTestServer(kind, { WEFT_BASE_URL: base });
    await server.app.listen({ port, host: '127.0.0.1' });
    owner = await server.owner();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it("publishes Weft's SP metadata and reports SAML in /settings", async () => {
    const res = await server.anonymous.get('/rest/sso/saml/metadata');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expect(res.text).toContain(`entityID="${base}/rest/sso/saml/metadata"`);
    expect(res.text).toContain(`Location="${base}/rest/sso/saml/acs"`);
    const settings = (await server.anonymous.get('/rest/settings')).body.data;
    expect(settings.enterprise.saml).toBe(true);
    expect(settings.sso.saml).toEqual({ loginEnabled: false, loginLabel: '' });
  });

  it('refuses sign-in before SAML is on, and keeps the configuration to the owner', async () => {
    const res = await server.anonymous.get('/rest/sso/saml/initsso');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('SAML sign-in is not enabled on this instance');
    const member = await server.member();
    expect((await member.get('/rest/sso/saml/config')).status).toBe(403);
    expect((await member.post('/rest/sso/saml/config/toggle', { loginEnabled: true })).status).toBe(403);
    expect((await server.anonymous.get('/rest/sso/saml/config')).status).toBe(401);
  });

  it('checks the configuration: metadata that is no IdP, an unknown field, enabling without metadata', async () => {
    const bad = await owner.post('/rest/sso/saml/config', { metadata: '<html>not saml</html>', colour: 'red' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"colour" is not a SAML setting');
    const notIdp = await owner.post('/rest/sso/saml/config', { metadata: '<html>not saml</html>' });
    expect(notIdp.body.message).toContain('the metadata has no IDPSSODescriptor');
    const noMeta = await owner.post('/rest/sso/saml/config/toggle', { loginEnabled: true });
    expect(noMeta.status).toBe(400);
    expect(noMeta.body.message).toContain("set the identity provider's metadata");
    const unreachable = await owner.post('/rest/sso/saml/config', { metadataUrl: 'http://127.0.0.1:1/metadata' });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.message).toContain(
      "Could not fetch the identity provider's metadata from http://127.0.0.1:1/metadata",
    );
  });

  it('fetches the IdP metadata from its URL on save and turns sign-in on', async () => {
    const saved = await owner.post('/rest/sso/saml/config', {
      metadataUrl: idp.metadataUrl,
      mapping: MAPPING,
      loginLabel: 'Company SSO',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      metadataUrl: idp.metadataUrl,
      mapping: MAPPING,
      loginEnabled: false,
      entityID: `${base}/rest/sso/saml/metadata`,
      returnUrl: `${base}/rest/sso/saml/acs`,
    });
    expect(saved.body.data.metadata).toContain(idp.entityId);
    const toggled = await owner.post('/rest/sso/saml/config/toggle', { loginEnabled: true });
    expect(toggled.body.data.loginEnabled).toBe(true);
    const settings = (await server.anonymous.get('/rest/settings')).body.data;
    expect(settings.sso.saml).toEqual({ loginEnabled: true, loginLabel: 'Company SSO' });
    expect(settings.userManagement.authenticationMethod).toBe('saml');
  });

  it('signs a person in through the IdP in a real browser and provisions them', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${base}/rest/sso/saml/initsso?redirect=/workflow/new`);
      expect(page.url()).toContain(`${idp.url}/sso?SAMLRequest=`);
      await Promise.all([page.waitForURL(`${base}/workflow/new`), page.click('#continue')]);
      const me = await context.request.get(`${base}/rest/login`);
      expect(me.status()).toBe(200);
      const user = (await me.json()).data;
      expect(user).toMatchObject({
        email,
        firstName: 'Katherine',
        lastName: 'Johnson',
        globalRole: { name: 'member' },
        isPending: false,
      });
      const cookie = (await context.cookies(base)).find((c) => c.name === 'weft-auth');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

      // A second sign-in finds the same user.
      await page.goto(`${base}/rest/sso/saml/initsso`);
      await Promise.all([page.waitForURL(`${base}/`), page.click('#continue')]);
      expect((await server.ctx.users.list()).filter((u) => u.email === email)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('sends the AuthnRequest with the HTTP-POST binding when configured', async () => {
    expect((await owner.post('/rest/sso/saml/config', { loginBinding: 'post' })).status).toBe(200);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${base}/rest/sso/saml/initsso?redirect=/home/workflows`);
      await page.waitForURL(`${idp.url}/sso-post`);
      expect(idp.postedRequests.at(-1)).toContain(`AssertionConsumerServiceURL="${base}/rest/sso/saml/acs"`);
      await Promise.all([page.waitForURL(`${base}/home/workflows`), page.click('#continue')]);
      expect((await (await context.request.get(`${base}/rest/login`)).json()).data.email).toBe(email);
    } finally {
      await context.close();
      await owner.post('/rest/sso/saml/config', { loginBinding: 'redirect' });
    }
  });

  it('refuses a response signed with another key, with a clear message', async () => {
    const forged = idp.response({
      acsUrl: `${base}/rest/sso/saml/acs`,
      audience: `${base}/rest/sso/saml/metadata`,
      user: { nameId: 'mallory', attributes: { mail: `mallory.${kind}@example.com` } },
      signWith: makeKeyPair('mallory'),
    });
    const res = await server.anonymous.request(
      'POST',
      '/rest/sso/saml/acs',
      new URLSearchParams({ SAMLResponse: forged, RelayState: '/' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(
      /^SAML sign-in failed: the response is not signed with the identity provider's certificate/,
    );
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await server.ctx.users.byEmail(`mallory.${kind}@example.com`)).toBeUndefined();
    // A browser gets the same reason as a page, with a way back.
    const page = await server.anonymous.request(
      'POST',
      '/rest/sso/saml/acs',
      new URLSearchParams({ SAMLResponse: forged }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
    );
    expect(page.status).toBe(401);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain(
      'SAML sign-in failed: the response is not signed with the identity provider&#39;s certificate',
    );
    expect(page.text).toContain(`href="${base}/signin"`);
  });

  it('never signs anyone in as the owner through SAML', async () => {
    const res = await server.anonymous.request(
      'POST',
      '/rest/sso/saml/acs',
      new URLSearchParams({
        SAMLResponse: idp.response({
          acsUrl: `${base}/rest/sso/saml/acs`,
          audience: `${base}/rest/sso/saml/metadata`,
          user: { nameId: 'boss', attributes: { mail: 'owner@example.com' } },
        }),
      }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(
      "SAML sign-in failed: owner@example.com is the instance owner's address; the owner signs in with their Weft password",
    );
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sends signed-in people back to editor paths only', async () => {
    const good = idp.response({
      acsUrl: `${base}/rest/sso/saml/acs`,
      audience: `${base}/rest/sso/saml/metadata`,
      user: idp.user,
    });
    const res = await server.anonymous.request(
      'POST',
      '/rest/sso/saml/acs',
      new URLSearchParams({ SAMLResponse: good, RelayState: 'https://evil.example.com/' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${base}/`);
    expect(String(res.headers['set-cookie'])).toMatch(/^weft-auth=.*HttpOnly.*SameSite=Lax/i);
  });

  it('tests the connection by showing the attributes instead of signing in', async () => {
    const start = await owner.get('/rest/sso/saml/config/test');
    expect(start.status).toBe(302);
    const { SAMLResponse, RelayState } = idp.answer(String(start.headers.location));
    const res = await server.anonymous.request(
      'POST',
      '/rest/sso/saml/acs',
      new URLSearchParams({ SAMLResponse, RelayState }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain('The SAML connection works');
    expect(res.text).toContain(email);
    expect(res.text).toContain(`kj@${kind}.example.com`);
  });

  it('accepts an answer to one of its requests only once', async () => {
    const start = await server.anonymous.get('/rest/sso/saml/initsso');
    const { SAMLResponse } = idp.answer(String(start.headers.location));
    const post = () =>
      server.anonymous.request('POST', '/rest/sso/saml/acs', new URLSearchParams({ SAMLResponse }).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
    expect((await post()).status).toBe(302);
    const replay = await post();
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('SAML sign-in failed: InResponseTo is not valid');
  });

  it('refuses a disabled user', async () => {
    const user = await server.ctx.users.byEmail(email);
    await server.ctx.users.update(user!.id, { disabled: true });
    try {
      const good = idp.response({
        acsUrl: `${base}/rest/sso/saml/acs`,
        audience: `${base}/rest/sso/saml/metadata`,
        user: idp.user,
      });
      const res = await server.anonymous.request(
        'POST',
        '/rest/sso/saml/acs',
        new URLSearchParams({ SAMLResponse: good }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('SAML sign-in failed: this user is disabled on Weft');
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await server.ctx.users.update(user!.id, { disabled: false });
    }
  });

  it('does not offer SAML users a password reset', async () => {
    // Mail must be configured for the reset route to get that far; nothing is sent.
    const withMail = await createTestServer(kind, {
      WEFT_SMTP_HOST: '127.0.0.1',
      WEFT_SMTP_PORT: '9',
      WEFT_SMTP_SSL: 'false',
      WEFT_BASE_URL: base,
    });
    try {
      const o = await withMail.owner();
      expect(
        (await o.post('/rest/sso/saml/config', { metadata: idp.metadata, mapping: MAPPING, loginEnabled: true }))
          .status,
      ).toBe(200);
      const good = idp.response({
        acsUrl: `${base}/rest/sso/saml/acs`,
        audience: `${base}/rest/sso/saml/metadata`,
        user: idp.user,
      });
      const signedIn = await withMail.anonymous.request(
        'POST',
        '/rest/sso/saml/acs',
        new URLSearchParams({ SAMLResponse: good }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
      expect(signedIn.status).toBe(302);
      const res = await withMail.anonymous.post('/rest/forgot-password', { email });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(
        'This account signs in through SAML single sign-on: change its password with your identity provider, not in Weft.',
      );
    } finally {
      await withMail.close();
    }
  });

  it('keeps SAML and LDAP sign-in from being on together', async () => {
    const res = await owner.put('/rest/ldap/config', {
      loginEnabled: true,
      connectionUrl: '127.0.0.1',
      baseDn: 'dc=weft,dc=test',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('SAML sign-in is on: turn it off before turning on LDAP sign-in');
  });
});
