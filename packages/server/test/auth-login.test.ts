/** Sign-in, sessions, rate limiting and owner setup. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { cookieOf, freshIp, login, resetInstance, watchResponses } from './auth-helpers.js';

const WRONG = 'Wrong username or password. Do you have caps lock on?';

describe.each(DB_KINDS)('sign-in and owner setup on %s', (kind) => {
  let server: TestServer;
  let watch: ReturnType<typeof watchResponses>;
  beforeAll(async () => {
    server = await createTestServer(kind);
    watch = watchResponses(server);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => resetInstance(server));

  describe('POST /login, GET /login, POST /logout', () => {
    it('signs in with an HTTP-only, SameSite=Lax weft-auth cookie and answers the user', async () => {
      const owner = await server.owner();
      const { res, client } = await login(server, 'OWNER@example.com', owner.user.password);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: owner.user.id,
        email: owner.user.email,
        globalRole: { name: 'owner' },
        isOwner: true,
        isPending: false,
      });
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^weft-auth=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\//);
      const me = await client.get('/rest/login');
      expect(me.status).toBe(200);
      expect(me.body.data.id).toBe(owner.user.id);
    });

    it('refuses wrong passwords, unknown e-mails and pending users with the same 401', async () => {
      const owner = await server.owner();
      await server.ctx.users.create({ role: 'member', email: 'pending@example.com' });
      for (const [email, password] of [
        [owner.user.email, 'Wrong-Passw0rd'],
        ['nobody@example.com', 'Wrong-Passw0rd'],
        ['pending@example.com', 'Anything1A'],
      ]) {
        const { res } = await login(server, email!, password!);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ message: WRONG, code: 401 });
        expect(cookieOf(res)).toBe('');
      }
    });

    it('refuses disabled users and asks for both fields', async () => {
      const member = await server.member('dis@example.com');
      await server.ctx.users.update(member.user.id, { disabled: true });
      expect((await login(server, 'dis@example.com', member.user.password)).res.status).toBe(401);
      const res = await server.anonymous.post('/rest/login', { email: 'dis@example.com' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Email and password are mandatory');
    });

    it('GET /login answers 401 without a cookie once the owner is set up, and the pre-setup user before', async () => {
      const before = await server.anonymous.get('/rest/login');
      expect(before.status).toBe(200);
      expect(before.body.data).toMatchObject({
        globalRole: { name: 'default' },
        isPending: true,
        isOwner: false,
        email: null,
      });
      await server.owner();
      const after = await server.anonymous.get('/rest/login');
      expect(after.status).toBe(401);
      expect(await server.client('weft-auth=forged').get('/rest/login')).toMatchObject({ status: 401 });
    });

    it('logout ends the session and clears the cookie', async () => {
      await server.owner();
      const member = await server.member();
      const { client } = await login(server, member.user.email, member.user.password);
      const out = await client.post('/rest/logout');
      expect(out.status).toBe(200);
      expect(out.body.data).toEqual({ loggedOut: true });
      expect(String(out.headers['set-cookie'])).toMatch(/weft-auth=;/);
      expect((await client.get('/rest/login')).status).toBe(401);
      // The other session (from the harness) is untouched.
      expect((await member.get('/rest/login')).status).toBe(200);
    });

    it('rate-limits tries per e-mail across IPs with a 429 and Retry-After', async () => {
      const member = await server.member('target@example.com');
      const max = server.ctx.config.loginRateLimit.max;
      for (let i = 0; i < max; i++)
        expect((await login(server, 'target@example.com', 'Wrong-Passw0rd')).res.status).toBe(401);
      const { res } = await login(server, 'target@example.com', member.user.password);
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^Too many login attempts\. Please wait \d+ minutes? before trying again\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Other accounts are not locked out.
      const other = await server.member('other@example.com');
      expect((await login(server, 'other@example.com', other.user.password)).res.status).toBe(200);
    });

    it('rate-limits tries per IP across e-mails', async () => {
      const member = await server.member('victim@example.com');
      const ip = freshIp();
      const max = server.ctx.config.loginRateLimit.max;
      for (let i = 0; i < max; i++)
        expect((await login(server, `guess${i}@example.com`, 'Wrong-Passw0rd', ip)).res.status).toBe(401);
      expect((await login(server, 'victim@example.com', member.user.password, ip)).res.status).toBe(429);
      expect((await login(server, 'victim@example.com', member.user.password)).res.status).toBe(200);
    });

    it('a successful sign-in clears the e-mail count', async () => {
      const member = await server.member('forgetful@example.com');
      const max = server.ctx.config.loginRateLimit.max;
      for (let i = 0; i < max - 1; i++) await login(server, 'forgetful@example.com', 'Wrong-Passw0rd');
      expect((await login(server, 'forgetful@example.com', member.user.password)).res.status).toBe(200);
      for (let i = 0; i < max - 1; i++)
        expect((await login(server, 'forgetful@example.com', 'Wrong-Passw0rd')).res.status).toBe(401);
    });
  });

  describe('owner setup', () => {
    it('GET /owner/pre-setup answers whether credentials and workflows exist', async () => {
      expect((await server.anonymous.get('/rest/owner/pre-setup')).body.data).toEqual({
        credentials: false,
        workflows: false,
      });
      const t = new Date().toISOString();
      await server.ctx.db.kysely
        .insertInto('workflow')
        .values({
          id: 'wf1',
          name: 'W',
          active: 0,
          nodes: '[]',
          connections: '{}',
          settings: null,
          staticData: null,
          pinData: null,
          meta: null,
          versionId: 'v1',
          createdAt: t,
          updatedAt: t,
        })
        .execute();
      expect((await server.anonymous.get('/rest/owner/pre-setup')).body.data).toEqual({
        credentials: false,
        workflows: true,
      });
      await server.ctx.db.kysely
        .insertInto('credential')
        .values({ id: 'c1', name: 'C', type: 'httpBasicAuth', data: 'x', createdAt: t, updatedAt: t })
        .execute();
      expect((await server.anonymous.get('/rest/owner/pre-setup')).body.data).toEqual({
        credentials: true,
        workflows: true,
      });
    });

    it('turns the pre-setup user into the owner and signs them in', async () => {
      const shell = await server.ctx.users.owner();
      const res = await server.anonymous.post('/rest/owner/setup', {
        email: 'Ada@Example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        password: 'Analytic4l-Engine',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: shell!.id,
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        globalRole: { name: 'owner' },
        isOwner: true,
        isPending: false,
      });
      const client = server.client(cookieOf(res));
      expect((await client.get('/rest/login')).body.data.id).toBe(shell!.id);
      expect((await server.anonymous.get('/rest/login')).status).toBe(401);
      expect((await login(server, 'ada@example.com', 'Analytic4l-Engine')).res.status).toBe(200);
      const again = await client.post('/rest/owner/setup', {
        email: 'x@example.com',
        firstName: 'X',
        password: 'Analytic4l-Engine',
      });
      expect(again).toMatchObject({ status: 400, body: { message: 'Instance owner already setup' } });
    });

    it.each([
      ['not-an-email', 400, 'Invalid email address: not-an-email'],
      ['a@b.c', 400, 'Invalid email address: a@b.c'],
      ['a b@example.com', 400, 'Invalid email address: a b@example.com'],
      ['root@[192.168.0.1]', 200, undefined],
      ['first.last+tag@mail.example.co', 200, undefined],
    ])('validates the e-mail %s with the e-mail pattern', async (email, status, message) => {
      const res = await server.anonymous.post('/rest/owner/setup', {
        email,
        firstName: 'Ada',
        password: 'Analytic4l-Engine',
      });
      expect(res.status).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    });

    it.each([
      [undefined, 'Password is mandatory'],
      ['Sh0rt', 'Password must be 8 to 64 characters long.'],
      ['NoNumbersHere', 'Password must contain at least 1 number.'],
      ['no-capitals-1', 'Password must contain at least 1 uppercase letter.'],
    ])('applies the password rules (%s)', async (password, message) => {
      const res = await server.anonymous.post('/rest/owner/setup', {
        email: 'ada@example.com',
        firstName: 'Ada',
        password,
      });
      expect(res).toMatchObject({ status: 400, body: { message } });
      expect((await server.ctx.users.owner())!.passwordHash).toBeNull();
    });

    it('needs a first name, and a first name for a last name', async () => {
      const base = { email: 'ada@example.com', password: 'Analytic4l-Engine' };
      expect((await server.anonymous.post('/rest/owner/setup', { ...base, lastName: 'L' })).body.message).toBe(
        'First name is mandatory',
      );
      expect(
        (await server.anonymous.post('/rest/owner/setup', { ...base, firstName: 'x'.repeat(33) })).body.message,
      ).toBe('First name must be at most 32 characters long');
    });

    it('skip-setup stores userManagement.skipInstanceOwnerSetup and keeps the pre-setup user', async () => {
      const res = await server.anonymous.post('/rest/owner/skip-setup');
      expect(res).toMatchObject({ status: 200, body: { data: { success: true } } });
      expect(await server.ctx.settings.get('userManagement.skipInstanceOwnerSetup', false)).toBe(true);
      expect((await server.anonymous.get('/rest/login')).body.data.globalRole.name).toBe('default');
    });
  });

  it('never answered a password hash', () => watch.expectNoSecrets());
});
