/**
 * TOTP MFA on SQLite and PostgreSQL: the RFC 6238 vectors, enrolment (GET /mfa/qr, POST
 * /mfa/enable), sign-in with a code or a recovery code (once), disabling, the owner's switch
 * that requires MFA of everyone, and what is stored (secret encrypted, recovery codes hashed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Encode, hotp, totp, verifyTotp } from '../src/auth/mfa/totp.js';
import { recoveryCodeDigest } from '../src/auth/mfa/service.js';
import { PasswordResetTokens } from '../src/auth/reset-tokens.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';

describe('TOTP (RFC 6238 / RFC 4226)', () => {
  const secret = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
  it('matches the RFC vectors (6 digits)', () => {
    // RFC 4226 appendix D: HOTP values of counters 0 and 1.
    expect(hotp(secret, 0)).toBe('755224');
    expect(hotp(secret, 1)).toBe('287082');
    // RFC 6238 appendix B (SHA-1): 94287082 at T=59 s, 07081804 at T=1111111109 s; last 6 digits.
    expect(totp(secret, 59_000)).toBe('287082');
    expect(totp(secret, 1_111_111_109_000)).toBe('081804');
  });
  it('accepts a code within the window and refuses others', () => {
    const at = 1_700_000_000_000;
    expect(verifyTotp(secret, totp(secret, at - 30_000), { atMs: at })).toBe(true);
    expect(verifyTotp(secret, totp(secret, at - 90_000), { atMs: at })).toBe(false);
    expect(verifyTotp(secret, 'abcdef', { atMs: at })).toBe(false);
    expect(verifyTotp(secret, '12345', { atMs: at })).toBe(false);
  });
});

describe.each(DB_KINDS)('MFA on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  async function enrol(client: Awaited<ReturnType<TestServer['owner']>>) {
    const qr = await client.get('/rest/mfa/qr');
    expect(qr.status).toBe(200);
    const { secret, qrCode, qrCodeImage, recoveryCodes } = qr.body.data;
    expect(qrCode).toMatch(/^otpauth:\/\/totp\/Weft:.+\?secret=[A-Z2-7]+&issuer=Weft/);
    expect(qrCodeImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCodeImage.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(recoveryCodes).toHaveLength(10);
    // Asking again before enabling answers the same secret and codes.
    const again = await client.get('/rest/mfa/qr');
    expect(again.body.data.secret).toBe(secret);
    expect(again.body.data.recoveryCodes).toEqual(recoveryCodes);
    const enabled = await client.post('/rest/mfa/enable', { mfaCode: totp(secret) });
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.body.data.mfaEnabled).toBe(true);
    return { secret: secret as string, recoveryCodes: recoveryCodes as string[] };
  }

  it('enrols, signs in with a code or a recovery code once, stores secrets safely, and disables', async () => {
    const owner = await server.owner();
    // A wrong code does not enable MFA (n8n's code 997).
    await owner.get('/rest/mfa/qr');
    const wrong = await owner.post('/rest/mfa/enable', {
      mfaCode: '000000' === totp((await owner.get('/rest/mfa/qr')).body.data.secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(997);
    expect((await owner.post('/rest/mfa/enable', {})).body.message).toBe('Token is required to enable MFA feature');

    const other = server.client(`weft-auth=${(await server.ctx.sessions.create(owner.user.id)).id}`);
    const { secret, recoveryCodes } = await enrol(owner);
    // Enabling ends the user's other sessions (they did not use MFA).
    expect((await other.get('/rest/login')).status).toBe(401);
    expect((await owner.get('/rest/login')).body.data.mfaEnabled).toBe(true);
    expect((await owner.get('/rest/mfa/qr')).status).toBe(400);

    // Stored: the secret encrypted, recovery codes as digests only.
    const row = await server.ctx.db.kysely
      .selectFrom('user')
      .select(['mfaSecret', 'mfaRecoveryCodes', 'mfaEnabled'])
      .where('id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.mfaEnabled)).toBe(1);
    expect(row.mfaSecret).not.toContain(secret);
    for (const code of recoveryCodes) expect(row.mfaRecoveryCodes).not.toContain(code);
    expect(JSON.parse(row.mfaRecoveryCodes!).hashes).toContain(recoveryCodeDigest(recoveryCodes[0]!));

    const creds = { emailOrLdapLoginId: owner.user.email, password: owner.user.password };
    const noCode = await server.anonymous.post('/rest/login', creds);
    expect(noCode.status).toBe(401);
    expect(noCode.body).toMatchObject({ code: 998, message: 'MFA Error' });
    expect(noCode.headers['set-cookie']).toBeUndefined();
    const badCode = await server.anonymous.post('/rest/login', {
      ...creds,
      mfaCode: String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(badCode.status).toBe(401);
    expect(badCode.body.message).toBe('Invalid mfa token or recovery code');
    // A wrong password with a right code is still a wrong password.
    expect(
      (await server.anonymous.post('/rest/login', { ...creds, password: 'nope-nope', mfaCode: totp(secret) })).status,
    ).toBe(401);

    const good = await server.anonymous.post('/rest/login', { ...creds, mfaCode: totp(secret) });
    expect(good.status, good.text).toBe(200);
    expect(good.headers['set-cookie']).toBeDefined();

    const byRecovery = await server.anonymous.post('/rest/login', { ...creds, mfaRecoveryCode: recoveryCodes[3] });
    expect(byRecovery.status).toBe(200);
    const reused = await server.anonymous.post('/rest/login', { ...creds, mfaRecoveryCode: recoveryCodes[3] });
    expect(reused.status).toBe(401);
    expect((await owner.get('/rest/mfa/status')).body.data).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });

    // Disabling needs a code or a recovery code, not both, not neither.
    expect((await owner.post('/rest/mfa/disable', {})).status).toBe(400);
    expect((await owner.post('/rest/mfa/disable', { mfaRecoveryCode: recoveryCodes[3] })).status).toBe(403);
    const off = await owner.post('/rest/mfa/disable', { mfaCode: totp(secret) });
    expect(off.status, off.text).toBe(200);
    expect(off.body.data.mfaEnabled).toBe(false);
    expect((await server.anonymous.post('/rest/login', creds)).status).toBe(200);
    const cleared = await server.ctx.db.kysely
      .selectFrom('user')
      .select(['mfaSecret', 'mfaRecoveryCodes'])
      .where('id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(cleared).toEqual({ mfaSecret: null, mfaRecoveryCodes: null });
  });

  it('asks a password reset for the second factor, before the link is used up', async () => {
    const member = await server.member('reset-mfa@example.com');
    const { secret } = await enrol(member);
    const token = await new PasswordResetTokens(server.ctx.db).create(member.user.id);
    expect((await server.anonymous.get(`/rest/resolve-password-token?token=${token}`)).body.data).toEqual({
      valid: true,
      mfaEnabled: true,
    });
    const none = await server.anonymous.post('/rest/change-password', { token, password: 'New-Passw0rd-1' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('If MFA enabled, mfaCode is required.');
    const wrong = await server.anonymous.post('/rest/change-password', {
      token,
      password: 'New-Passw0rd-1',
      mfaCode: totp(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.message).toBe('Invalid MFA token.');
    // The link still works with the code.
    const done = await server.anonymous.post('/rest/change-password', {
      token,
      password: 'New-Passw0rd-1',
      mfaCode: totp(secret),
    });
    expect(done.status, done.text).toBe(200);
    expect(
      (
        await server.anonymous.post('/rest/login', {
          email: member.user.email,
          password: 'New-Passw0rd-1',
          mfaCode: totp(secret),
        })
      ).status,
    ).toBe(200);
  });

  it('lets the owner require MFA of everyone; users without it can only enrol', async () => {
    const owner = await server.owner();
    const member = await server.member('mfa-member@example.com');
    // Only after enabling it on their own account.
    const early = await owner.post('/rest/mfa/enforce-mfa', { enforce: true });
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/enable two-factor authentication on your own account/);
    expect((await member.post('/rest/mfa/enforce-mfa', { enforce: true })).status).toBe(403);

    const fresh = await enrol(owner);
    expect((await owner.post('/rest/mfa/enforce-mfa', { enforce: true })).status).toBe(200);
    expect((await server.anonymous.get('/rest/settings')).body.data.mfa).toEqual({ enabled: true, enforced: true });

    const blocked = await member.get('/rest/workflows');
    expect(blocked.status).toBe(401);
    expect(blocked.body.mfaRequired).toBe(true);
    expect((await member.get('/rest/login')).status).toBe(200);
    expect((await owner.get('/rest/workflows')).status).toBe(200);

    const { secret } = await enrol(member);
    expect((await member.get('/rest/workflows')).status).toBe(200);
    void secret;

    expect((await owner.post('/rest/mfa/enforce-mfa', { enforce: false })).status).toBe(200);
    expect((await server.anonymous.get('/rest/settings')).body.data.mfa.enforced).toBe(false);
    expect((await owner.post('/rest/mfa/disable', { mfaCode: totp(fresh.secret) })).status).toBe(200);
  });
});

describe('MFA code tries', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite', { WEFT_LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(async () => server?.close());

  it('are limited per user with a 429, so a session cannot guess a code', async () => {
    const owner = await server.owner();
    const { secret } = (await owner.get('/rest/mfa/qr')).body.data;
    const wrong = totp(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await owner.post('/rest/mfa/enable', { mfaCode: wrong })).status).toBe(400);
    const limited = await owner.post('/rest/mfa/enable', { mfaCode: totp(secret) });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many two-factor codes/);
    // Another user is not affected.
    const member = await server.member('other@example.com');
    const memberSecret = (await member.get('/rest/mfa/qr')).body.data.secret;
    expect((await member.post('/rest/mfa/enable', { mfaCode: totp(memberSecret) })).status).toBe(200);
  });
});
