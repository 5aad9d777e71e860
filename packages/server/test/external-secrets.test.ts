/**
 * External secrets: `$secrets.<provider>.<name>` in credential data resolves when a run uses the
 * credential, from the environment (a prefix only), a folder of files, or a HashiCorp Vault (a
 * loopback fake of its HTTP API, AppRole and token sign-in). Values never reach saved executions
 * or any route; only the owner configures providers and only owner-owned credentials read them.
 */
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chain, finishedExecutions, insertWorkflow, node, webhookNode } from './activation-helpers.js';
import { startFakeVault, type FakeVault } from './external-secrets-vault-fake.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

describe.each(DB_KINDS)('external secrets on %s', (kind) => {
  let server: TestServer;
  let receiver: Server;
  let receiverUrl = '';
  let vault: FakeVault;
  let dir: string;
  const seen: IncomingHttpHeaders[] = [];
  let owner: TestClient & { user: { id: string } };
  let member: TestClient & { user: { id: string } };
  let hook = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'weft-secrets-'));
    mkdirSync(join(dir, 'secrets'));
    writeFileSync(join(dir, 'secrets', 'db_password'), 'file-value-1\n');
    writeFileSync(join(dir, 'outside'), 'must-not-be-read');
    symlinkSync(join(dir, 'outside'), join(dir, 'secrets', 'escape'));
    vault = await startFakeVault({
      secrets: { secret: { 'prod/db': { password: 'vault-value-1', user: 'app' }, top: { key: 'vault-top' } } },
      rootToken: 'root-token',
      roleId: 'role-1',
      secretId: 'secret-id-1',
    });
    server = await createTestServer(kind, {
      WEFT_EXTERNAL_SECRETS_ENV_PREFIX: 'WEFT_SECRET_',
      WEFT_SECRET_API_KEY: 'env-value-1',
      OTHER_VARIABLE: 'not-exposed-value',
      WEFT_EXTERNAL_SECRETS_FILES_DIR: join(dir, 'secrets'),
    });
    receiver = createHttpServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/`;
    owner = await server.owner();
    member = await server.member();
  });
  afterAll(async () => {
    await server?.close();
    await vault?.close();
    await new Promise((r) => receiver?.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  /** Creates a header credential whose value is `value` as `client`, runs it through a webhook workflow, answers the run. */
  const runWith = async (client: TestClient & { user: { id: string } }, value: string) => {
    const created = await client.post('/rest/credentials', {
      name: `Key ${hook}`,
      type: 'httpHeaderAuth',
      data: { name: 'X-Secret', value },
    });
    expect(created.status, created.text).toBe(200);
    const path = `secret-hook-${hook++}`;
    const id = await insertWorkflow(server.ctx, {
      ownerId: client.user.id,
      nodes: [
        webhookNode(path, { responseMode: 'lastNode' }),
        node(
          'Call',
          'n8n-nodes-base.httpRequest',
          { url: receiverUrl, authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth', options: {} },
          {
            typeVersion: 4.2,
            credentials: { httpHeaderAuth: { id: created.body.data.id, name: created.body.data.name } },
          },
        ),
      ],
      connections: chain('Webhook', 'Call'),
    });
    await server.ctx.activeWorkflows.activate(id);
    seen.length = 0;
    const answer = await server.anonymous.get(`/webhook/${path}`);
    const [exec] = await finishedExecutions(server.ctx, id);
    return { answer, exec: exec!, credentialId: created.body.data.id as string, sent: seen.map((h) => h['x-secret']) };
  };

  it('resolves an environment secret for the run, and neither the saved execution nor the credential holds the value', async () => {
    const run = await runWith(owner, '={{ $secrets.env.API_KEY }}');
    expect(run.answer.body).toEqual({ ok: true });
    expect(run.sent).toEqual(['env-value-1']);
    expect(run.exec.status).toBe('success');
    expect(run.exec.data).not.toContain('env-value-1');
    const stored = await owner.get(`/rest/credentials/${run.credentialId}?includeData=true`);
    expect(JSON.stringify(stored.body)).not.toContain('env-value-1');
  });

  it('exposes only variables with the prefix: others are an error that names the credential, never a value', async () => {
    const run = await runWith(owner, '={{ $secrets.env.OTHER_VARIABLE }}');
    expect(run.sent).toEqual([]);
    expect(run.exec.status).toBe('error');
    expect(run.exec.data).toContain('names a secret that does not exist');
    expect(run.exec.data).not.toContain('not-exposed-value');
    const names = await owner.get('/rest/external-secrets/secrets');
    expect(names.body.data.env).toEqual(['API_KEY']);
  });

  it('reads a file secret without its trailing newline, and never follows a link out of the folder', async () => {
    const run = await runWith(owner, '={{ $secrets.files.db_password }}');
    expect(run.sent).toEqual(['file-value-1']);
    const names = await owner.get('/rest/external-secrets/secrets');
    expect(names.body.data.files).toEqual(['db_password']);
    const escaped = await runWith(owner, '={{ $secrets.files.escape }}');
    expect(escaped.sent).toEqual([]);
    expect(escaped.exec.data).not.toContain('must-not-be-read');
  });

  it('resolves $secrets when a credential is tested, for the owner only, and answers no value', async () => {
    seen.length = 0;
    const data = { apiKey: '={{ $secrets.env.API_KEY }}', baseUrl: receiverUrl.replace(/\/$/, '') };
    const tested = await owner.post('/rest/credentials/test', { credentials: { type: 'n8nApi', data } });
    expect(tested.body.data).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(seen.map((h) => h['x-n8n-api-key'])).toEqual(['env-value-1']);
    const stored = (await owner.post('/rest/credentials', { name: 'Secret API', type: 'n8nApi', data })).body.data;
    const again = await owner.post('/rest/credentials/test', { credentials: { id: stored.id, type: 'n8nApi', data } });
    expect(again.body.data.status).toBe('OK');
    seen.length = 0;
    const missing = await owner.post('/rest/credentials/test', {
      credentials: { type: 'n8nApi', data: { ...data, apiKey: '={{ $secrets.env.OTHER_VARIABLE }}' } },
    });
    expect(missing.body.data.status).toBe('Error');
    expect(JSON.stringify(missing.body)).not.toContain('not-exposed-value');
    const byMember = await member.post('/rest/credentials/test', { credentials: { type: 'n8nApi', data } });
    expect(byMember.body.data.status).toBe('Error');
    expect(byMember.body.data.message).toContain('only credentials owned by the instance owner may use them');
    expect(JSON.stringify(byMember.body)).not.toContain('env-value-1');
    expect(seen).toEqual([]);
  });

  it('refuses $secrets in a credential a member owns', async () => {
    const run = await runWith(member, '={{ $secrets.env.API_KEY }}');
    expect(run.sent).toEqual([]);
    expect(run.exec.status).toBe('error');
    expect(run.exec.data).toContain('only credentials owned by the instance owner may use them');
    expect(run.exec.data).not.toContain('env-value-1');
  });

  it('lets only the owner reach the provider routes', async () => {
    for (const [method, url] of [
      ['GET', '/rest/external-secrets/providers'],
      ['GET', '/rest/external-secrets/secrets'],
      ['POST', '/rest/external-secrets/providers/vault'],
    ] as const) {
      expect((await member.request(method, url, method === 'POST' ? { url: vault.url } : undefined)).status).toBe(403);
      expect(
        (await server.anonymous.request(method, url, method === 'POST' ? { url: vault.url } : undefined)).status,
      ).toBe(401);
    }
    expect((await owner.get('/rest/external-secrets/providers/nope')).status).toBe(404);
    expect((await owner.post('/rest/external-secrets/providers/env', { url: vault.url })).status).toBe(400);
  });

  it('configures a Vault with AppRole: test, save, connect, names; the secret id is never answered', async () => {
    const bad = await owner.post('/rest/external-secrets/providers/vault/test', {
      url: vault.url,
      authMethod: 'appRole',
      roleId: 'role-1',
      secretId: 'wrong',
    });
    expect(bad.body.data).toMatchObject({ success: false, testState: 'error' });
    expect(bad.body.data.error).toContain('AppRole');
    const settings = { url: vault.url, authMethod: 'appRole', roleId: 'role-1', secretId: 'secret-id-1' };
    const good = await owner.post('/rest/external-secrets/providers/vault/test', settings);
    expect(good.body.data).toEqual({ success: true, testState: 'tested' });
    expect((await owner.post('/rest/external-secrets/providers/vault', { ...settings, url: 'ftp://x' })).status).toBe(
      400,
    );
    expect((await owner.post('/rest/external-secrets/providers/vault', settings)).status).toBe(200);
    const connect = await owner.post('/rest/external-secrets/providers/vault/connect', { connected: true });
    expect(connect.status, connect.text).toBe(200);
    const one = await owner.get('/rest/external-secrets/providers/vault');
    expect(one.body.data).toMatchObject({ name: 'vault', connected: true, state: 'connected', secretCount: 3 });
    expect(one.body.data.data.secretId).toBe('__weft_blanked_value__');
    expect(JSON.stringify(one.body)).not.toContain('secret-id-1');
    const list = await owner.get('/rest/external-secrets/providers');
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['env', 'files', 'vault']);
    const names = await owner.get('/rest/external-secrets/secrets');
    expect(names.body.data.vault).toEqual(['secret.prod.db.password', 'secret.prod.db.user', 'secret.top.key']);
    expect(JSON.stringify(names.body)).not.toContain('vault-value-1');
    // Saving the blanked form back keeps the stored secret id.
    expect((await owner.post('/rest/external-secrets/providers/vault', one.body.data.data)).status).toBe(200);
    const again = await owner.post('/rest/external-secrets/providers/vault/test', one.body.data.data);
    expect(again.body.data).toEqual({ success: true, testState: 'connected' });
  });

  it('resolves a Vault secret for a run with AppRole sign-in and keeps it out of the saved execution', async () => {
    const run = await runWith(owner, '={{ $secrets.vault.secret.prod.db.password }}');
    expect(run.sent).toEqual(['vault-value-1']);
    expect(run.exec.status).toBe('success');
    expect(run.exec.data).not.toContain('vault-value-1');
    expect(vault.calls.some((c) => c.path === '/v1/auth/approle/login')).toBe(true);
    expect(
      vault.calls.filter((c) => c.path.startsWith('/v1/secret/')).every((c) => c.token?.startsWith('s.approle-')),
    ).toBe(true);
  });

  it('signs in with a token, and a disconnected Vault answers no secrets', async () => {
    const wrong = await owner.post('/rest/external-secrets/providers/vault/test', {
      url: vault.url.replace(/\/v1\/$/, ''),
      authMethod: 'token',
      token: 'bad',
    });
    expect(wrong.body.data.success).toBe(false);
    expect(wrong.body.data.error).toContain('refused the token');
    expect(
      (
        await owner.post('/rest/external-secrets/providers/vault', {
          url: vault.url.replace(/\/v1\/$/, ''),
          authMethod: 'token',
          token: 'root-token',
        })
      ).status,
    ).toBe(200);
    const run = await runWith(owner, '={{ $secrets.vault.secret.top.key }}');
    expect(run.sent).toEqual(['vault-top']);
    expect((await owner.post('/rest/external-secrets/providers/vault/connect', { connected: false })).status).toBe(200);
    const off = await runWith(owner, '={{ $secrets.vault.secret.top.key }}');
    expect(off.sent).toEqual([]);
    expect(off.exec.data).toContain('there is no secrets provider');
  });
});
