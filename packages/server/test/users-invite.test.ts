/** Invites over real SMTP, and the invite → accept flow through the invite link. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { cookieOf, login, resetInstance, startSmtp, watchResponses, type SmtpCapture } from './auth-helpers.js';

const BASE = 'https://weft.example.com';

function signupLink(body: string): URL {
  const m = /https:\/\/weft\.example\.com\/signup\?inviterId=[\w-]+&(?:amp;)?inviteeId=[\w-]+/.exec(body);
  if (!m) throw new Error(`No invite link in:\n${body}`);
  return new URL(m[0].replace('&amp;', '&'));
}

describe.each(DB_KINDS)('invites on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpCapture;
  let watch: ReturnType<typeof watchResponses>;
  let owner: Awaited<ReturnType<TestServer['owner']>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await createTestServer(kind, { ...smtp.env, WEFT_EDITOR_BASE_URL: BASE });
    watch = watchResponses(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await resetInstance(server);
    owner = await server.owner();
  });

  it('invite → e-mail → resolve → accept → signed in', async () => {
    const since = smtp.messages.length;
    const res = await owner.post('/rest/users', [{ email: 'Grace@Example.com' }, { email: 'linus@example.com' }]);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    for (const entry of res.body.data) {
      expect(entry.user).toEqual({ id: expect.any(String), email: expect.any(String), emailSent: true });
      expect(entry.error).toBeUndefined();
    }
    expect(res.body.data[0].user.email).toBe('grace@example.com');

    const mail = await smtp.waitFor('grace@example.com', since);
    expect(mail.body).toMatch(/Subject: Olive Owner invited you to Weft/);
    const link = signupLink(mail.body);
    const inviterId = link.searchParams.get('inviterId')!;
    const inviteeId = link.searchParams.get('inviteeId')!;
    expect(inviterId).toBe(owner.user.id);
    expect(inviteeId).toBe(res.body.data[0].user.id);

    const list = await owner.get('/rest/users');
    const pending = list.body.data.find((u: { id: string }) => u.id === inviteeId);
    expect(pending).toMatchObject({
      isPending: true,
      globalRole: { name: 'member' },
      inviteAcceptUrl: link.toString(),
    });

    const resolved = await server.anonymous.get(
      `/rest/resolve-signup-token?inviterId=${inviterId}&inviteeId=${inviteeId}`,
    );
    expect(resolved).toMatchObject({
      status: 200,
      body: { data: { inviter: { firstName: 'Olive', lastName: 'Owner' } } },
    });

    expect(
      await server.anonymous.post(`/rest/users/${inviteeId}`, {
        inviterId,
        firstName: 'Grace',
        lastName: 'Hopper',
        password: 'weak',
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await server.anonymous.post(`/rest/users/${inviteeId}`, {
        inviterId,
        lastName: 'Hopper',
        password: 'C0bol-Compiler',
      }),
    ).toMatchObject({ status: 400, body: { message: 'First name is mandatory' } });

    const accepted = await server.anonymous.post(`/rest/users/${inviteeId}`, {
      inviterId,
      firstName: 'Grace',
      lastName: 'Hopper',
      password: 'C0bol-Compiler',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      id: inviteeId,
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      isPending: false,
      globalRole: { name: 'member' },
    });
    const grace = server.client(cookieOf(accepted));
    expect((await grace.get('/rest/login')).body.data.id).toBe(inviteeId);
    expect((await login(server, 'grace@example.com', 'C0bol-Compiler')).res.status).toBe(200);

    // The link is used up.
    const used = 'The invitation was likely either deleted or already claimed';
    expect(
      await server.anonymous.get(`/rest/resolve-signup-token?inviterId=${inviterId}&inviteeId=${inviteeId}`),
    ).toMatchObject({ status: 400, body: { message: used } });
    expect(
      await server.anonymous.post(`/rest/users/${inviteeId}`, {
        inviterId,
        firstName: 'Eve',
        password: 'Evil-Passw0rd',
      }),
    ).toMatchObject({ status: 400, body: { message: used } });
    expect((await login(server, 'grace@example.com', 'Evil-Passw0rd')).res.status).toBe(401);
  });

  it('refuses links with a wrong inviter or missing ids', async () => {
    const member = await server.member();
    const [entry] = (await owner.post('/rest/users', [{ email: 'x@example.com' }])).body.data;
    const inviteeId = entry.user.id;
    const bad = 'This invite link is not valid. Ask the instance owner for a new one.';
    expect(
      await server.anonymous.get(`/rest/resolve-signup-token?inviterId=${member.user.id}&inviteeId=${inviteeId}`),
    ).toMatchObject({ status: 400, body: { message: bad } });
    expect(
      await server.anonymous.get(`/rest/resolve-signup-token?inviterId=nobody&inviteeId=${inviteeId}`),
    ).toMatchObject({ status: 400, body: { message: bad } });
    expect(await server.anonymous.get(`/rest/resolve-signup-token?inviteeId=${inviteeId}`)).toMatchObject({
      status: 400,
      body: { message: 'The invite link must carry inviterId and inviteeId' },
    });
    expect(
      await server.anonymous.post(`/rest/users/${inviteeId}`, { firstName: 'X', password: 'Str0ng-Passw0rd' }),
    ).toMatchObject({ status: 400 });
    // Someone else's account cannot be claimed through the accept call.
    expect(
      await server.anonymous.post(`/rest/users/${member.user.id}`, {
        inviterId: owner.user.id,
        firstName: 'X',
        password: 'Str0ng-Passw0rd',
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await server.anonymous.post(`/rest/users/${owner.user.id}`, {
        inviterId: owner.user.id,
        firstName: 'X',
        password: 'Str0ng-Passw0rd',
      }),
    ).toMatchObject({ status: 400 });
  });

  it('reports existing users, re-sends to pending ones and validates the list', async () => {
    const member = await server.member('taken@example.com');
    const first = (await owner.post('/rest/users', [{ email: 'again@example.com' }])).body.data[0];
    const res = await owner.post('/rest/users', [
      { email: 'taken@example.com' },
      { email: 'again@example.com' },
      { email: 'owner@example.com' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({
      user: { id: member.user.id, email: 'taken@example.com', emailSent: false },
      error: 'A user with this email address already exists',
    });
    expect(res.body.data[1]).toEqual({ user: { id: first.user.id, email: 'again@example.com', emailSent: true } });
    expect(res.body.data[2].error).toBe('A user with this email address already exists');

    expect(await owner.post('/rest/users', { email: 'a@example.com' })).toMatchObject({
      status: 400,
      body: { message: 'Request to send email invite(s) to user(s) failed because the payload is not an array' },
    });
    const invalid = await owner.post('/rest/users', [{ email: 'ok@example.com' }, { email: 'broken' }]);
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        message: 'Request to send email invite(s) to user(s) failed because of an invalid email address: broken',
      },
    });
    expect(await server.ctx.users.byEmail('ok@example.com')).toBeUndefined();
    expect(await owner.post('/rest/users', [])).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('reinvite sends the e-mail again; invite-link answers the link', async () => {
    const [entry] = (await owner.post('/rest/users', [{ email: 'slow@example.com' }])).body.data;
    const since = smtp.messages.length;
    expect(await owner.post(`/rest/users/${entry.user.id}/reinvite`)).toMatchObject({
      status: 200,
      body: { data: { success: true } },
    });
    const mail = await smtp.waitFor('slow@example.com', since);
    const link = await owner.get(`/rest/users/${entry.user.id}/invite-link`);
    expect(link).toMatchObject({
      status: 200,
      body: { data: { link: `${BASE}/signup?inviterId=${owner.user.id}&inviteeId=${entry.user.id}` } },
    });
    expect(signupLink(mail.body).toString()).toBe(link.body.data.link);

    const member = await server.member();
    expect(await owner.post(`/rest/users/${member.user.id}/reinvite`)).toMatchObject({
      status: 400,
      body: { message: 'User has already accepted the invite' },
    });
    expect(await owner.get(`/rest/users/${member.user.id}/invite-link`)).toMatchObject({
      status: 400,
      body: { message: 'User has already accepted the invite' },
    });
    expect(await owner.get('/rest/users/nope/invite-link')).toMatchObject({
      status: 404,
      body: { message: 'Could not find user' },
    });
  });

  it('a failed send answers the link and the error instead', async () => {
    await smtp.close();
    try {
      const [entry] = (await owner.post('/rest/users', [{ email: 'offline@example.com' }])).body.data;
      expect(entry.user.emailSent).toBe(false);
      expect(entry.user.inviteAcceptUrl).toBe(`${BASE}/signup?inviterId=${owner.user.id}&inviteeId=${entry.user.id}`);
      expect(entry.error).toMatch(/^The invite e-mail could not be sent/);
    } finally {
      smtp = await startSmtp(smtp.port);
    }
  });

  it('never answered a password hash', () => watch.expectNoSecrets());
});
