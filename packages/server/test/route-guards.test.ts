/**
 * Walks every registered /rest route as a caller without a session (after owner setup) and
 * checks each one refuses with 401, unless it is on the short list of routes that must work
 * before signing in. A new route that forgets its guard fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './harness.js';

/** Routes a signed-out caller may reach, and why. */
const PUBLIC = new Set([
  'GET /rest/settings', // the sign-in page needs it
  'POST /rest/login',
  'POST /rest/logout',
  'GET /rest/resolve-signup-token', // accepting an invitation
  'POST /rest/users/:inviteeId',
  'POST /rest/forgot-password',
  'GET /rest/resolve-password-token',
  'POST /rest/change-password',
  'GET /rest/sso/saml/metadata', // identity providers read it
  'GET /rest/sso/saml/initsso', // starts a SAML sign-in
  'POST /rest/sso/saml/acs', // the signed SAML response is the credential
]);

describe('every /rest route checks the session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
    await server.owner();
  });
  afterAll(async () => server?.close());

  it('refuses a signed-out caller on every route that is not public', async () => {
    const routes = server.app.weftRoutes.filter((r) => r.url.startsWith('/rest/'));
    expect(routes.length).toBeGreaterThan(60);
    const open: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const path = url.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'x');
      const res = await server.anonymous.request(
        method,
        path,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      if (PUBLIC.has(key)) continue;
      if (res.status !== 401) open.push(`${key} answered ${res.status}`);
    }
    expect(open).toEqual([]);
  });

  it('keeps the public list honest: each public route exists', () => {
    const keys = new Set(server.app.weftRoutes.map((r) => `${r.method} ${r.url}`));
    for (const key of PUBLIC) expect(keys.has(key), key).toBe(true);
  });
});
