/**
 * Who may call each account and user endpoint: anonymous (owner set up, no cookie), default
 * (before owner setup), member and owner. SMTP is not configured on this server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';
import { resetInstance, watchResponses } from './auth-helpers.js';

type Role = 'anonymous' | 'default' | 'member' | 'owner';
type Row = [method: string, path: string, body: unknown, expected: Record<Role, number>];

const all = (status: number): Record<Role, number> => ({
  anonymous: status,
  default: status,
  member: status,
  owner: status,
});
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const STRONG = 'Str0ng-Password';

const ROWS: Row[] = [
  ['GET', '/rest/login', undefined, { anonymous: 401, default: 200, member: 200, owner: 200 }],
  ['POST', '/rest/login', { email: 'nobody@example.com', password: 'wrong' }, all(401)],
  ['POST', '/rest/logout', {}, all(200)],
  ['GET', '/rest/owner/pre-setup', undefined, { anonymous: 401, default: 200, member: 403, owner: 200 }],
  [
    'POST',
    '/rest/owner/setup',
    { email: 'boss@example.com', firstName: 'Bo', lastName: 'Ss', password: STRONG },
    { anonymous: 401, default: 200, member: 403, owner: 400 },
  ],
  ['POST', '/rest/owner/skip-setup', {}, { anonymous: 401, default: 200, member: 403, owner: 400 }],
  ['GET', '/rest/resolve-signup-token', undefined, all(400)],
  ['POST', `/rest/users/${UNKNOWN}`, { inviterId: UNKNOWN, firstName: 'A', password: STRONG }, all(400)],
  ['POST', '/rest/forgot-password', { email: 'someone@example.com' }, all(400)],
  ['GET', '/rest/resolve-password-token?token=nope', undefined, all(404)],
  ['POST', '/rest/change-password', { token: 'nope', password: STRONG }, all(404)],
  ['PATCH', '/rest/me', { firstName: 'New' }, { anonymous: 401, default: 403, member: 200, owner: 200 }],
  [
    'PATCH',
    '/rest/me/password',
    { currentPassword: 'wrong', newPassword: STRONG },
    { anonymous: 401, default: 403, member: 400, owner: 400 },
  ],
  ['POST', '/rest/me/survey', { companySize: '<20' }, { anonymous: 401, default: 403, member: 200, owner: 200 }],
  ['GET', '/rest/me/api-key', undefined, { anonymous: 401, default: 403, member: 200, owner: 200 }],
  ['POST', '/rest/me/api-key', {}, { anonymous: 401, default: 403, member: 200, owner: 200 }],
  ['DELETE', '/rest/me/api-key', undefined, { anonymous: 401, default: 403, member: 200, owner: 200 }],
  ['GET', '/rest/users', undefined, { anonymous: 401, default: 200, member: 200, owner: 200 }],
  ['POST', '/rest/users', [{ email: 'new@example.com' }], { anonymous: 401, default: 403, member: 403, owner: 200 }],
  ['POST', `/rest/users/${UNKNOWN}/reinvite`, {}, { anonymous: 401, default: 403, member: 403, owner: 400 }],
  ['GET', `/rest/users/${UNKNOWN}/invite-link`, undefined, { anonymous: 401, default: 403, member: 403, owner: 404 }],
  ['DELETE', `/rest/users/${UNKNOWN}`, undefined, { anonymous: 401, default: 403, member: 403, owner: 404 }],
];

describe.each(DB_KINDS)('account endpoint access on %s', (kind) => {
  let server: TestServer;
  let watch: ReturnType<typeof watchResponses>;
  beforeAll(async () => {
    server = await createTestServer(kind);
    watch = watchResponses(server);
  });
  afterAll(async () => server?.close());

  const call = (client: TestClient, method: string, path: string, body: unknown) =>
    client.request(method, path, body, {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  it.each(ROWS)('%s %s', async (method, path, body, expected) => {
    await resetInstance(server);
    const asDefault = await call(server.anonymous, method, path, body);
    expect(asDefault.status, `default: ${asDefault.text}`).toBe(expected.default);

    await resetInstance(server);
    const owner = await server.owner();
    const member = await server.member();
    const got: Partial<Record<Role, number>> = {};
    for (const [role, client] of [
      ['anonymous', server.anonymous],
      ['member', member],
      ['owner', owner],
    ] as const) {
      const res = await call(client, method, path, body);
      got[role] = res.status;
      if (res.status >= 400) {
        expect(typeof res.body.message, `${role}: ${res.text}`).toBe('string');
        expect(res.body.code).toBe(res.status);
      } else {
        expect(res.body).toHaveProperty('data');
      }
    }
    expect(got).toEqual({ anonymous: expected.anonymous, member: expected.member, owner: expected.owner });
  });

  it('never answered a password hash', () => {
    expect(watch.bodies.length).toBeGreaterThan(ROWS.length * 4 - 1);
    watch.expectNoSecrets();
  });
});
