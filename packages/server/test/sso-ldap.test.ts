/**
 * LDAP sign-in and synchronisation against a real OpenLDAP (a private slapd started by the test),
 * on SQLite and PostgreSQL: configuration with the admin password hidden, connection tests,
 * sign-in by e-mail and by uid, wrong passwords, and dry and live synchronisation that creates
 * and then disables a user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';
import { startLdapSyncScheduler } from '../src/sso/ldap/scheduler.js';
import { startSlapd, type Slapd } from './sso-slapd.js';

const WRONG = 'Wrong username or password. Do you have caps lock on?';

let slapd: Slapd;
beforeAll(async () => {
  slapd = await startSlapd();
}, 30_000);
afterAll(async () => slapd?.stop());

describe.each(DB_KINDS)('LDAP on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string; email: string; password: string } };
  let people: string;
  let config: Record<string, unknown>;

  const login = async (emailOrLdapLoginId: string, password: string) => {
    const res = await server.anonymous.post('/rest/login', { emailOrLdapLoginId, password });
    const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0];
    return { res, client: server.client(cookie) };
  };

  beforeAll(async () => {
    server = await createTestServer(kind, { WEFT_LOGIN_RATE_LIMIT: '1000' });
    owner = await server.owner();
    // Each database kind gets its own branch of the directory.
    people = await slapd.addOu(`people-${kind}`);
    await slapd.addPerson(people, {
      uid: 'ada',
      givenName: 'Ada',
      sn: 'Lovelace',
      mail: `ada.${kind}@example.com`,
      password: 'ada-directory-pw',
    });
    await slapd.addPerson(people, {
      uid: 'alan',
      givenName: 'Alan',
      sn: 'Turing',
      mail: `alan.${kind}@example.com`,
      password: 'alan-directory-pw',
    });
    config = {
      connectionUrl: '127.0.0.1',
      connectionPort: slapd.port,
      connectionSecurity: 'none',
      baseDn: people,
      bindingAdminDn: slapd.adminDn,
      bindingAdminPassword: slapd.adminPassword,
      userFilter: '(objectClass=inetOrgPerson)',
      loginIdAttribute: 'uid',
      ldapIdAttribute: 'entryUUID',
      emailAttribute: 'mail',
      firstNameAttribute: 'givenName',
      lastNameAttribute: 'sn',
      searchTimeout: 5,
    };
  }, 60_000);
  afterAll(async () => server?.close());

  it('exposes LDAP in /settings: available, sign-in off until configured', async () => {
    const res = await server.anonymous.get('/rest/settings');
    expect(res.body.data.enterprise.ldap).toBe(true);
    expect(res.body.data.sso.ldap).toEqual({ loginEnabled: false, loginLabel: '' });
    expect(res.body.data.userManagement.authenticationMethod).toBe('email');
  });

  it('keeps the configuration to the owner', async () => {
    const member = await server.member();
    expect((await member.get('/rest/ldap/config')).status).toBe(403);
    expect((await member.put('/rest/ldap/config', { loginEnabled: true })).status).toBe(403);
    expect((await member.post('/rest/ldap/sync', { type: 'live' })).status).toBe(403);
    expect((await server.anonymous.post('/rest/ldap/test-connection')).status).toBe(401);
  });

  it('refuses a wrong configuration with every problem named, and keeps the old one', async () => {
    const res = await owner.put('/rest/ldap/config', {
      connectionPort: 0,
      connectionSecurity: 'ssl',
      connectionUrl: 'ldap://host',
      colour: 'red',
      userFilter: 'uid=*',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('connectionPort must be between 1 and 65535');
    expect(res.body.message).toContain(`connectionSecurity must be 'none', 'tls' or 'startTls'`);
    expect(res.body.message).toContain('connectionUrl must be the server');
    expect(res.body.message).toContain('"colour" is not an LDAP setting');
    expect(res.body.message).toContain('userFilter must be an LDAP filter in parentheses');
    expect((await owner.get('/rest/ldap/config')).body.data.connectionPort).toBe(389);
    const enable = await owner.put('/rest/ldap/config', { loginEnabled: true });
    expect(enable.status).toBe(400);
    expect(enable.body.message).toContain('connectionUrl is required when LDAP sign-in or synchronisation is on');
  });

  it('stores the configuration with the admin password encrypted and never answers it', async () => {
    const put = await owner.put('/rest/ldap/config', config);
    expect(put.status).toBe(200);
    expect(put.body.data.bindingAdminPassword).not.toBe(slapd.adminPassword);
    const got = await owner.get('/rest/ldap/config');
    expect(got.body.data).toMatchObject({ ...config, bindingAdminPassword: put.body.data.bindingAdminPassword });
    expect(JSON.stringify(got.body)).not.toContain(slapd.adminPassword);
    const row = await server.ctx.db.kysely
      .selectFrom('setting')
      .select('value')
      .where('key', '=', 'features.ldap')
      .executeTakeFirstOrThrow();
    expect(row.value).not.toContain(slapd.adminPassword);
    // Sending the placeholder back keeps the stored password.
    expect((await owner.put('/rest/ldap/config', { ...got.body.data, loginLabel: 'Company account' })).status).toBe(
      200,
    );
    const tested = await owner.post('/rest/ldap/test-connection');
    expect(tested.body.message).toBeUndefined();
    expect(tested.status).toBe(200);
  });

  it('tests the connection and explains failures', async () => {
    expect((await owner.post('/rest/ldap/test-connection')).body.data).toEqual({ success: true });
    await owner.put('/rest/ldap/config', { bindingAdminPassword: 'not-the-password' });
    const badPassword = await owner.post('/rest/ldap/test-connection');
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.message).toContain(
      `refused the binding admin DN "${slapd.adminDn}" or its password (invalid credentials)`,
    );
    await owner.put('/rest/ldap/config', { bindingAdminPassword: slapd.adminPassword, connectionPort: 1 });
    const refused = await owner.post('/rest/ldap/test-connection');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(
      'Could not connect to the LDAP server at ldap://127.0.0.1:1: the connection was refused',
    );
    await owner.put('/rest/ldap/config', { connectionPort: slapd.port });
    expect((await owner.post('/rest/ldap/test-connection')).status).toBe(200);
  });

  it('connects with StartTLS and over ldaps://, refusing a self-signed certificate unless allowed', async () => {
    const cases = [
      { connectionSecurity: 'startTls', connectionPort: slapd.port },
      { connectionSecurity: 'tls', connectionPort: slapd.tlsPort },
    ];
    for (const c of cases) {
      await owner.put('/rest/ldap/config', { ...c, allowUnauthorizedCerts: false });
      const refused = await owner.post('/rest/ldap/test-connection');
      expect(refused.status, c.connectionSecurity).toBe(400);
      expect(refused.body.message).toContain(
        'self-signed certificate (allowUnauthorizedCerts accepts self-signed certificates)',
      );
      await owner.put('/rest/ldap/config', { allowUnauthorizedCerts: true });
      const tested = await owner.post('/rest/ldap/test-connection');
      expect(tested.body.message, c.connectionSecurity).toBeUndefined();
    }
    await owner.put('/rest/ldap/config', {
      connectionSecurity: 'none',
      connectionPort: slapd.port,
      allowUnauthorizedCerts: false,
    });
  });

  it('signs people in by e-mail and by uid, provisioning a member on first sign-in', async () => {
    expect((await owner.put('/rest/ldap/config', { loginEnabled: true })).status).toBe(200);
    const settings = (await server.anonymous.get('/rest/settings')).body.data;
    expect(settings.sso.ldap).toEqual({ loginEnabled: true, loginLabel: 'Company account' });
    expect(settings.userManagement.authenticationMethod).toBe('ldap');

    const byEmail = await login(`ada.${kind}@example.com`, 'ada-directory-pw');
    expect(byEmail.res.status).toBe(200);
    expect(byEmail.res.body.data).toMatchObject({
      email: `ada.${kind}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      globalRole: { name: 'member' },
      isPending: false,
    });
    expect((await byEmail.client.get('/rest/login')).body.data.email).toBe(`ada.${kind}@example.com`);

    const byUid = await login('ada', 'ada-directory-pw');
    expect(byUid.res.status).toBe(200);
    expect(byUid.res.body.data.id).toBe(byEmail.res.body.data.id);
    expect((await server.ctx.users.list()).filter((u) => u.email === `ada.${kind}@example.com`)).toHaveLength(1);
  });

  it('answers a wrong directory password, or an unknown login, with the usual 401', async () => {
    for (const [id, pw] of [
      ['ada', 'wrong-pw'],
      [`ada.${kind}@example.com`, 'wrong-pw'],
      ['nobody', 'whatever'],
      ['*', 'ada-directory-pw'],
    ]) {
      const { res } = await login(id!, pw!);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: WRONG, code: 401 });
    }
  });

  it('still lets the instance owner sign in with the local password', async () => {
    const { res } = await login(owner.user.email, owner.user.password);
    expect(res.status).toBe(200);
    expect(res.body.data.isOwner).toBe(true);
  });

  it('does not offer LDAP users a password reset', async () => {
    const withMail = await createTestServer(kind, {
      WEFT_SMTP_HOST: '127.0.0.1',
      WEFT_SMTP_PORT: '9',
      WEFT_SMTP_SSL: 'false',
    });
    try {
      const o = await withMail.owner();
      await o.put('/rest/ldap/config', { ...config, loginEnabled: true });
      expect(
        (await withMail.anonymous.post('/rest/login', { emailOrLdapLoginId: 'alan', password: 'alan-directory-pw' }))
          .status,
      ).toBe(200);
      const res = await withMail.anonymous.post('/rest/forgot-password', { email: `alan.${kind}@example.com` });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(
        'This account signs in through LDAP: change its password in your directory, not in Weft.',
      );
    } finally {
      await withMail.close();
    }
  });

  it('reports in a dry run what a live synchronisation then applies', async () => {
    await slapd.addPerson(people, {
      uid: 'grace',
      givenName: 'Grace',
      sn: 'Hopper',
      mail: `grace.${kind}@example.com`,
      password: 'grace-directory-pw',
    });
    const dry = await owner.post('/rest/ldap/sync', { type: 'dry' });
    expect(dry.status).toBe(200);
    // ada is already a Weft user; alan and grace are new.
    expect(dry.body.data).toMatchObject({
      runMode: 'dry',
      status: 'success',
      scanned: 3,
      created: 2,
      updated: 0,
      disabled: 0,
      error: null,
    });
    expect(await server.ctx.users.byEmail(`grace.${kind}@example.com`)).toBeUndefined();

    const live = await owner.post('/rest/ldap/sync', { type: 'live' });
    expect(live.body.data).toMatchObject({ runMode: 'live', status: 'success', scanned: 3, created: 2, disabled: 0 });
    const grace = await server.ctx.users.byEmail(`grace.${kind}@example.com`);
    expect(grace).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', role: 'member', disabled: false });

    const history = await owner.get('/rest/ldap/sync?page=1');
    expect(history.body.data.map((r: { runMode: string }) => r.runMode)).toEqual(['live', 'dry']);
    expect(history.body.data[0].id).toBeGreaterThan(history.body.data[1].id);
    expect(history.body.data[0]).toEqual({
      id: expect.any(Number),
      startedAt: expect.any(String),
      endedAt: expect.any(String),
      created: 2,
      updated: 0,
      disabled: 0,
      scanned: 3,
      runMode: 'live',
      status: 'success',
      error: null,
    });
    // Paged searches (one entry per page) see the same directory.
    await owner.put('/rest/ldap/config', { searchPageSize: 1 });
    expect((await owner.post('/rest/ldap/sync', { type: 'dry' })).body.data).toMatchObject({
      scanned: 3,
      created: 0,
      updated: 0,
      disabled: 0,
    });
    await owner.put('/rest/ldap/config', { searchPageSize: 0 });
    expect((await owner.get('/rest/ldap/sync?page=2')).body.data).toEqual([]);
    expect((await owner.get('/rest/ldap/sync?page=zero')).status).toBe(400);
    expect((await owner.post('/rest/ldap/sync', { type: 'full' })).status).toBe(400);
  });

  it('disables a user whose entry left the directory: their session ends and they cannot sign in', async () => {
    const signedIn = await login('grace', 'grace-directory-pw');
    expect(signedIn.res.status).toBe(200);
    await slapd.remove(`uid=grace,${people}`);

    const dry = await owner.post('/rest/ldap/sync', { type: 'dry' });
    expect(dry.body.data).toMatchObject({ scanned: 2, created: 0, disabled: 1 });
    expect((await signedIn.client.get('/rest/login')).status).toBe(200);

    const live = await owner.post('/rest/ldap/sync', { type: 'live' });
    expect(live.body.data).toMatchObject({ runMode: 'live', scanned: 2, created: 0, disabled: 1 });
    expect((await server.ctx.users.byEmail(`grace.${kind}@example.com`))?.disabled).toBe(true);
    expect((await signedIn.client.get('/rest/login')).status).toBe(401);
    const again = await login('grace', 'grace-directory-pw');
    expect(again.res.status).toBe(401);
    expect(again.res.body.message).toBe(WRONG);
  });

  it('synchronises on its own every synchronizationInterval minutes, on the leader only', async () => {
    const fresh = await createTestServer(kind);
    const stops: Array<() => void> = [];
    try {
      const o = await fresh.owner();
      expect(
        (await o.put('/rest/ldap/config', { ...config, synchronizationEnabled: true, synchronizationInterval: 1 }))
          .status,
      ).toBe(200);
      const liveRuns = async () =>
        (await o.get('/rest/ldap/sync')).body.data.filter((r: { runMode: string }) => r.runMode === 'live');
      // A follower (queue mode, another main leads) leaves it alone.
      fresh.ctx.triggerGate.set(() => false);
      stops.push(startLdapSyncScheduler(fresh.ctx, 50));
      await new Promise((r) => setTimeout(r, 400));
      expect(await liveRuns()).toHaveLength(0);
      fresh.ctx.triggerGate.set(undefined);
      const deadline = Date.now() + 10_000;
      while ((await liveRuns()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const [run] = await liveRuns();
      expect(run).toMatchObject({ runMode: 'live', status: 'success', scanned: 2, created: 2 });
      expect(await fresh.ctx.users.byEmail(`alan.${kind}@example.com`)).toBeDefined();
      // The next run waits for the interval.
      await new Promise((r) => setTimeout(r, 400));
      expect(await liveRuns()).toHaveLength(1);
    } finally {
      for (const stop of stops) stop();
      fresh.ctx.triggerGate.set(undefined);
      await fresh.close();
    }
  });

  it('records a failed synchronisation with its reason', async () => {
    await owner.put('/rest/ldap/config', { connectionPort: 1 });
    const res = await owner.post('/rest/ldap/sync', { type: 'live' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(
      'LDAP synchronisation failed: Could not connect to the LDAP server at ldap://127.0.0.1:1',
    );
    const [last] = (await owner.get('/rest/ldap/sync')).body.data;
    expect(last).toMatchObject({
      status: 'error',
      runMode: 'live',
      error: expect.stringContaining('connection was refused'),
    });
    await owner.put('/rest/ldap/config', { connectionPort: slapd.port });
  });

  it("never hands the owner's account to a directory entry that carries the owner's e-mail", async () => {
    const dn = await slapd.addPerson(people, {
      uid: 'impostor',
      givenName: 'Im',
      sn: 'Postor',
      mail: owner.user.email,
      password: 'impostor-pw',
    });
    try {
      const { res } = await login('impostor', 'impostor-pw');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(WRONG);
      const dry = await owner.post('/rest/ldap/sync', { type: 'dry' });
      expect(dry.body.data).toMatchObject({ created: 0, updated: 0 });
      await owner.post('/rest/ldap/sync', { type: 'live' });
      expect(
        await server.ctx.db.kysely
          .selectFrom('auth_identity')
          .selectAll()
          .where('userId', '=', owner.user.id)
          .execute(),
      ).toEqual([]);
      expect((await login(owner.user.email, owner.user.password)).res.status).toBe(200);
    } finally {
      await slapd.remove(dn);
    }
  });
});

describe('LDAP switched off', () => {
  it('reports enterprise.ldap false and refuses its routes', async () => {
    const server = await createTestServer('sqlite', { WEFT_SSO_LDAP_ENABLED: 'false' });
    try {
      const owner = await server.owner();
      expect((await server.anonymous.get('/rest/settings')).body.data.enterprise.ldap).toBe(false);
      const res = await owner.get('/rest/ldap/config');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('LDAP is switched off on this instance');
    } finally {
      await server.close();
    }
  });
});
