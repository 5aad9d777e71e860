/** Password reset by e-mail (real SMTP) and password change. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { cookieOf, login, resetInstance, startSmtp, watchResponses, type SmtpCapture } from './auth-helpers.js';

const INVALID = 'This password reset link is invalid or has expired. Request a new one.';

function resetToken(body: string): string {
  const m = /\/change-password\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!m) throw new Error(`No reset link in:\n${body}`);
  return m[1]!;
}

describe.each(DB_KINDS)('password reset and change on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpCapture;
  let watch: ReturnType<typeof watchResponses>;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await createTestServer(kind, { ...smtp.env, WEFT_EDITOR_BASE_URL: 'https://weft.example.com' });
    watch = watchResponses(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await resetInstance(server);
    await server.owner();
  });

  /** Asks for a reset of `email` and answers the token from the e-mail. */
  async function requestReset(email: string): Promise<string> {
    const since = smtp.messages.length;
    const res = await server.anonymous.post('/rest/forgot-password', { email });
    expect(res).toMatchObject({ status: 200, body: { data: { success: true } } });
    const mail = await smtp.waitFor(email, since);
    expect(mail.body).toContain('https://weft.example.com/change-password?token=');
    expect(mail.body).toMatch(/Subject: Reset your Weft password/);
    return resetToken(mail.body);
  }

  it('forgot → e-mail → resolve → change: the new password works, the old one and the link do not', async () => {
    const member = await server.member('reset@example.com');
    const token = await requestReset('reset@example.com');

    const resolved = await server.anonymous.get(`/rest/resolve-password-token?token=${token}`);
    expect(resolved).toMatchObject({ status: 200, body: { data: { valid: true } } });

    const changed = await server.anonymous.post('/rest/change-password', { token, password: 'Brand-New-Passw0rd' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: member.user.id, email: 'reset@example.com' });
    // Signed in with a new session; the sessions from before are ended.
    expect((await server.client(cookieOf(changed)).get('/rest/login')).body.data.id).toBe(member.user.id);
    expect((await member.get('/rest/login')).status).toBe(401);

    expect((await login(server, 'reset@example.com', member.user.password)).res.status).toBe(401);
    expect((await login(server, 'reset@example.com', 'Brand-New-Passw0rd')).res.status).toBe(200);

    expect(await server.anonymous.get(`/rest/resolve-password-token?token=${token}`)).toMatchObject({
      status: 404,
      body: { message: INVALID },
    });
    expect(await server.anonymous.post('/rest/change-password', { token, password: 'Another-Passw0rd' })).toMatchObject(
      { status: 404, body: { message: INVALID } },
    );
  });

  it('stores only a hash of the token', async () => {
    await server.member('hash@example.com');
    const token = await requestReset('hash@example.com');
    const rows = await (server.ctx.db.kysely as any).selectFrom('password_reset_token').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expires tokens after 20 minutes', async () => {
    await server.member('late@example.com');
    const token = await requestReset('late@example.com');
    const row = await (server.ctx.db.kysely as any).selectFrom('password_reset_token').selectAll().executeTakeFirst();
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(20 * 60_000);
    await (server.ctx.db.kysely as any)
      .updateTable('password_reset_token')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await server.anonymous.get(`/rest/resolve-password-token?token=${token}`)).status).toBe(404);
    expect(
      (await server.anonymous.post('/rest/change-password', { token, password: 'Brand-New-Passw0rd' })).status,
    ).toBe(404);
  });

  it('a weak password does not use the token up', async () => {
    await server.member('weak@example.com');
    const token = await requestReset('weak@example.com');
    expect(await server.anonymous.post('/rest/change-password', { token, password: 'weak' })).toMatchObject({
      status: 400,
      body: { message: 'Password must be 8 to 64 characters long.' },
    });
    expect((await server.anonymous.post('/rest/change-password', { token, password: 'Str0ng-Enough' })).status).toBe(
      200,
    );
  });

  it('answers 200 for unknown and pending addresses without sending anything', async () => {
    await server.ctx.users.create({ role: 'member', email: 'invited@example.com' });
    const since = smtp.messages.length;
    for (const email of ['ghost@example.com', 'invited@example.com']) {
      expect(await server.anonymous.post('/rest/forgot-password', { email })).toMatchObject({
        status: 200,
        body: { data: { success: true } },
      });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.length).toBe(since);
  });

  it('validates the e-mail and the token parameters', async () => {
    expect(await server.anonymous.post('/rest/forgot-password', {})).toMatchObject({
      status: 400,
      body: { message: 'Email is mandatory' },
    });
    expect(await server.anonymous.post('/rest/forgot-password', { email: 'nope' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid email address: nope' },
    });
    expect(await server.anonymous.get('/rest/resolve-password-token')).toMatchObject({
      status: 400,
      body: { message: 'The password reset token is missing' },
    });
    expect(await server.anonymous.post('/rest/change-password', { password: 'Str0ng-Enough' })).toMatchObject({
      status: 400,
      body: { message: 'The password reset token is missing' },
    });
  });

  it('rate-limits reset requests per e-mail', async () => {
    const max = server.ctx.config.loginRateLimit.max;
    for (let i = 0; i < max; i++) {
      const res = await server.anonymous.request(
        'POST',
        '/rest/forgot-password',
        { email: 'flood@example.com' },
        { 'x-forwarded-for': `10.77.0.${i + 1}` },
      );
      expect(res.status).toBe(200);
    }
    const res = await server.anonymous.request(
      'POST',
      '/rest/forgot-password',
      { email: 'flood@example.com' },
      { 'x-forwarded-for': '10.77.1.1' },
    );
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many password reset requests/);
  });

  describe('PATCH /me/password', () => {
    it('checks the current password and the rules, then ends the other sessions only', async () => {
      const member = await server.member('change@example.com');
      const other = (await login(server, 'change@example.com', member.user.password)).client;
      expect(
        await member.patch('/rest/me/password', { currentPassword: 'Wrong-Passw0rd', newPassword: 'Next-Passw0rd' }),
      ).toMatchObject({ status: 400, body: { message: 'Provided current password is incorrect.' } });
      expect(await member.patch('/rest/me/password', { newPassword: 'Next-Passw0rd' })).toMatchObject({
        status: 400,
        body: { message: 'Current password is mandatory' },
      });
      expect(
        await member.patch('/rest/me/password', { currentPassword: member.user.password, newPassword: 'short' }),
      ).toMatchObject({ status: 400, body: { message: 'Password must be 8 to 64 characters long.' } });
      expect((await other.get('/rest/login')).status).toBe(200);

      const res = await member.patch('/rest/me/password', {
        currentPassword: member.user.password,
        newPassword: 'Next-Passw0rd',
      });
      expect(res).toMatchObject({ status: 200, body: { data: { success: true } } });
      expect((await member.get('/rest/login')).status).toBe(200);
      expect((await other.get('/rest/login')).status).toBe(401);
      expect((await login(server, 'change@example.com', 'Next-Passw0rd')).res.status).toBe(200);
    });
  });

  it('never answered a password hash', () => watch.expectNoSecrets());
});

describe.each(DB_KINDS)('password reset without SMTP on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
    await server.owner();
  });
  afterAll(async () => server?.close());

  it('answers a 400 that says e-mail is not set up', async () => {
    const res = await server.anonymous.post('/rest/forgot-password', { email: 'owner@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email sending must be set up in order to request a password reset email');
    expect(res.body.hint).toMatch(/WEFT_SMTP_HOST/);
  });
});
