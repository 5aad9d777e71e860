import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialType } from '@weft/workflow';
import { CredentialCipher } from '../src/services/credentials/cipher.js';
import { CREDENTIAL_BLANKING_VALUE } from '../src/services/credentials/types.js';
import { startProvider, type Provider } from './credentials-provider.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

const SECRET = 'pa55-Secret-value-91f3';

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A type with a test request, as a service-specific credential would declare it. */
function apiKeyType(provider: Provider): CredentialType {
  return {
    name: 'exampleApi',
    displayName: 'Example API',
    properties: [
      { displayName: 'Base URL', name: 'url', type: 'string', default: provider.url },
      { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
    ],
    authenticate: (c, r) => ({ ...r, headers: { ...r.headers, 'X-Api-Key': String(c.apiKey ?? '') } }),
    test: { request: { baseURL: '={{$credentials.url}}/api', url: '/me' } },
  };
}

describe.each(DB_KINDS)('credentials API on %s', (kind) => {
  let server: TestServer;
  let provider: Provider;
  let owner: TestClient & { user: { id: string } };
  let member: TestClient & { user: { id: string } };
  let defaultCredentialId: string;

  beforeAll(async () => {
    provider = await startProvider();
    server = await createTestServer(kind);
    server.ctx.credentialTypes.push(apiKeyType(provider), {
      name: 'slackOAuth2Api',
      displayName: 'Slack OAuth2 API',
      extends: ['oAuth2Api'],
      properties: [{ displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' }],
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('lets the pre-setup (default) user manage credentials before setup', async () => {
    const d = server.anonymous;
    expect((await d.get('/rest/credentials/new?credentialType=httpHeaderAuth')).body.data).toEqual({
      name: 'Header Auth account',
    });
    const created = await d.post('/rest/credentials', {
      name: 'Setup key',
      type: 'httpHeaderAuth',
      data: { name: 'X-Key', value: SECRET },
    });
    expect(created.status).toBe(200);
    defaultCredentialId = created.body.data.id;
    expect((await d.get('/rest/credentials')).body.data.map((c: { name: string }) => c.name)).toEqual(['Setup key']);
    expect((await d.get(`/rest/credentials/${defaultCredentialId}?includeData=true`)).body.data.data).toEqual({
      name: 'X-Key',
      value: CREDENTIAL_BLANKING_VALUE,
    });
    expect(
      (await d.patch(`/rest/credentials/${defaultCredentialId}`, { name: 'Setup key (renamed)' })).body.data.name,
    ).toBe('Setup key (renamed)');
    expect(
      (await d.post('/rest/credentials/test', { credentials: { type: 'httpHeaderAuth', data: {} } })).body.data.status,
    ).toBe('Error');
    expect((await d.get('/rest/credential-translation?credentialType=httpHeaderAuth')).body.data).toEqual({});
    expect((await d.put(`/rest/credentials/${defaultCredentialId}/share`, { shareWithIds: [] })).status).toBe(200);
    const extra = await d.post('/rest/credentials', { name: 'Temporary', type: 'httpBasicAuth', data: {} });
    expect((await d.delete(`/rest/credentials/${extra.body.data.id}`)).body.data).toBe(true);
    owner = await server.owner();
    member = await server.member();
    const mine = (await owner.get(`/rest/credentials/${defaultCredentialId}`)).body.data;
    expect(mine.ownedBy).toEqual({
      id: owner.user.id,
      email: 'owner@example.com',
      firstName: 'Olive',
      lastName: 'Owner',
    });
  });

  it('answers 401 to anonymous callers on every endpoint after setup', async () => {
    const a = server.anonymous;
    const id = defaultCredentialId;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/rest/credentials/new'],
      ['GET', '/rest/credentials'],
      ['POST', '/rest/credentials', { name: 'x', type: 'httpBasicAuth' }],
      ['GET', `/rest/credentials/${id}?includeData=true`],
      ['PATCH', `/rest/credentials/${id}`, { name: 'y' }],
      ['DELETE', `/rest/credentials/${id}`],
      ['POST', '/rest/credentials/test', { credentials: { type: 'httpBasicAuth', data: {} } }],
      ['PUT', `/rest/credentials/${id}/share`, { shareWithIds: [] }],
      ['GET', '/rest/credential-translation?credentialType=httpBasicAuth'],
      ['GET', `/rest/oauth2-credential/auth?id=${id}`],
      ['GET', '/rest/oauth2-credential/callback?code=a&state=b'],
      ['GET', `/rest/oauth1-credential/auth?id=${id}`],
      ['GET', `/rest/oauth1-credential/callback?cid=${id}&oauth_token=a&oauth_verifier=b`],
    ];
    for (const [method, url, body] of calls) {
      const res = await a.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    expect((await owner.get(`/rest/credentials/${id}`)).body.data.name).toBe('Setup key (renamed)');
  });

  it('proposes unique names ("Unnamed credential 2", …)', async () => {
    const propose = async (q: string) => (await member.get(`/rest/credentials/new${q}`)).body.data.name as string;
    expect(await propose('?credentialType=slackOAuth2Api')).toBe('Slack account');
    expect(await propose('?credentialType=exampleApi')).toBe('Example account');
    for (const t of ['httpBasicAuth', 'oAuth2Api', 'httpDigestAuth', 'oAuth1Api', 'noSuchType'])
      expect(await propose(`?credentialType=${t}`)).toBe('Unnamed credential');
    expect(await propose('')).toBe('Unnamed credential');
    await member.post('/rest/credentials', { name: 'Header Auth account', type: 'httpHeaderAuth', data: {} });
    expect(await propose('?credentialType=httpHeaderAuth')).toBe('Header Auth account 2');
    await owner.post('/rest/credentials', { name: 'Header Auth account 2', type: 'httpHeaderAuth', data: {} });
    expect(await propose('?credentialType=httpHeaderAuth')).toBe('Header Auth account 3');
    expect(await propose('?name=My%20key')).toBe('My key');
    await member.post('/rest/credentials', { name: 'My key', type: 'httpHeaderAuth', data: {} });
    expect(await propose('?name=My%20key')).toBe('My key 2');
    await member.post('/rest/credentials', { name: 'Unnamed credential', type: 'httpBasicAuth', data: {} });
    expect(await propose('?credentialType=httpBasicAuth')).toBe('Unnamed credential 2');
  });

  it('validates what is created and changed', async () => {
    expect((await member.post('/rest/credentials', { name: ' ', type: 'httpBasicAuth' })).body.message).toBe(
      'The credential needs a name',
    );
    expect((await member.post('/rest/credentials', { name: 'x'.repeat(129), type: 'httpBasicAuth' })).status).toBe(400);
    const unknown = await member.post('/rest/credentials', { name: 'a', type: 'n8n-nodes-base.slackApi' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown credential type "n8n-nodes-base.slackApi"');
    expect((await member.post('/rest/credentials', { name: 'a', type: 'httpBasicAuth', data: [1] })).status).toBe(400);
    expect(
      (await member.post('/rest/credentials', { name: 'a', type: 'httpBasicAuth', nodesAccess: 'x' })).status,
    ).toBe(400);
    const c = (
      await member.post('/rest/credentials', {
        name: 'Basic',
        type: 'httpBasicAuth',
        data: { user: 'u', password: SECRET },
        nodesAccess: [{ nodeType: 'weft.httpRequest' }],
      })
    ).body.data;
    expect(c).toMatchObject({
      name: 'Basic',
      type: 'httpBasicAuth',
      nodesAccess: [{ nodeType: 'weft.httpRequest' }],
      sharedWith: [],
    });
    expect(c.data).toBeUndefined();
    expect((await member.patch(`/rest/credentials/${c.id}`, { type: 'httpHeaderAuth' })).status).toBe(400);
    expect((await member.get('/rest/credentials/nope')).status).toBe(404);
  });

  it('keeps blanked secrets on save, lists without data and deletes', async () => {
    const c = (
      await member.post('/rest/credentials', {
        name: 'Keep',
        type: 'httpBasicAuth',
        data: { user: 'u1', password: SECRET },
      })
    ).body.data;
    const read = (await member.get(`/rest/credentials/${c.id}?includeData=true`)).body.data;
    expect(read.data).toEqual({ user: 'u1', password: CREDENTIAL_BLANKING_VALUE });
    expect((await member.get(`/rest/credentials/${c.id}`)).body.data.data).toBeUndefined();
    const saved = await member.patch(`/rest/credentials/${c.id}`, {
      name: 'Keep 2',
      data: { ...read.data, user: 'u2' },
    });
    expect(saved.body.data.name).toBe('Keep 2');
    expect(
      await server.ctx.credentials.decryptedForNode({ id: c.id, name: 'Keep 2' }, 'httpBasicAuth', member.user.id),
    ).toEqual({ user: 'u2', password: SECRET });
    const list = (await member.get('/rest/credentials')).body.data as Array<Record<string, unknown>>;
    const item = list.find((x) => x.id === c.id)!;
    expect(Object.keys(item).sort()).toEqual([
      'createdAt',
      'id',
      'name',
      'nodesAccess',
      'ownedBy',
      'sharedWith',
      'type',
      'updatedAt',
    ]);
    expect(JSON.stringify(list)).not.toContain(SECRET);
    expect((await member.delete(`/rest/credentials/${c.id}`)).body.data).toBe(true);
    expect((await member.get(`/rest/credentials/${c.id}`)).status).toBe(404);
  });

  it("tests credentials with a real request through the type's authenticate", async () => {
    const ok = await member.post('/rest/credentials/test', {
      credentials: { type: 'exampleApi', data: { apiKey: 'api-key-Secret-77' } },
    });
    expect(ok.body.data).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(provider.log.api.at(-1)?.['x-api-key']).toBe('api-key-Secret-77');
    const bad = await member.post('/rest/credentials/test', {
      credentials: { type: 'exampleApi', data: { apiKey: 'wrong' } },
    });
    expect(bad.body.data.status).toBe('Error');
    expect(bad.body.data.message).toMatch(/^Authorization failed/);
    const stored = (
      await member.post('/rest/credentials', {
        name: 'Example',
        type: 'exampleApi',
        data: { apiKey: 'api-key-Secret-77' },
      })
    ).body.data;
    const blanked = await member.post('/rest/credentials/test', {
      credentials: { id: stored.id, type: 'exampleApi', data: { apiKey: CREDENTIAL_BLANKING_VALUE } },
    });
    expect(blanked.body.data.status).toBe('OK');
    const down = await member.post('/rest/credentials/test', {
      credentials: { type: 'exampleApi', data: { url: 'http://127.0.0.1:1', apiKey: 'x' } },
    });
    expect(down.body.data.status).toBe('Error');
    expect(down.body.data.message).toMatch(/^Couldn't connect/);
    expect(
      (await member.post('/rest/credentials/test', { credentials: { type: 'httpBasicAuth', data: {} } })).body.data,
    ).toEqual({ status: 'Error', message: 'No testing function found for this credential.' });
    expect(
      (
        await member.post('/rest/credentials/test', {
          credentials: { id: defaultCredentialId, type: 'httpHeaderAuth', data: {} },
        })
      ).status,
    ).toBe(404);
  });

  it('resolves credentials for runs by id or by the old plain name', async () => {
    const c = (
      await member.post('/rest/credentials', {
        name: 'Run key',
        type: 'httpHeaderAuth',
        data: { name: 'X', value: SECRET },
      })
    ).body.data;
    const svc = server.ctx.credentials;
    expect(await svc.decryptedForNode('Run key', 'httpHeaderAuth', member.user.id)).toEqual({
      name: 'X',
      value: SECRET,
    });
    expect(await svc.decryptedForNode({ id: null, name: 'Run key' }, 'httpHeaderAuth')).toEqual({
      name: 'X',
      value: SECRET,
    });
    await expect(svc.decryptedForNode({ id: c.id, name: 'Run key' }, 'httpBasicAuth', member.user.id)).rejects.toThrow(
      `Credential with ID "${c.id}" does not exist for type "httpBasicAuth".`,
    );
    await expect(svc.decryptedForNode('Nope', 'httpHeaderAuth')).rejects.toThrow(
      'Credentials with name "Nope" do not exist for type "httpHeaderAuth".',
    );
    await owner.post('/rest/credentials', { name: 'Run key', type: 'httpHeaderAuth', data: {} });
    await expect(svc.decryptedForNode('Run key', 'httpHeaderAuth')).rejects.toThrow(
      /There are 2 credentials named "Run key"/,
    );
    expect(await svc.decryptedForNode('Run key', 'httpHeaderAuth', member.user.id)).toEqual({
      name: 'X',
      value: SECRET,
    });
  });

  it('encrypts at rest: no secret in the data folder or the credential rows', async () => {
    const c = (
      await member.post('/rest/credentials', {
        name: 'Rest',
        type: 'httpBasicAuth',
        data: { user: 'u', password: SECRET },
      })
    ).body.data;
    await member.patch(`/rest/credentials/${c.id}`, { data: { user: 'u', password: `${SECRET}-2` } });
    const rows = await server.ctx.db.kysely.selectFrom('credential').select(['id', 'data']).execute();
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.data).not.toContain(SECRET);
      expect(row.data).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(row.data, 'base64').length).toBeGreaterThanOrEqual(12 + 16 + 2);
    }
    const cipher = new CredentialCipher('k');
    expect(cipher.encrypt({ a: 1 })).not.toBe(cipher.encrypt({ a: 1 }));
    if (kind === 'sqlite') await sql`PRAGMA wal_checkpoint(FULL)`.execute(server.ctx.db.kysely);
    const files = filesUnder(server.home);
    if (kind === 'sqlite') expect(files.some((f) => f.endsWith('database.sqlite'))).toBe(true);
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const secret of [SECRET, 'api-key-Secret-77'])
        expect(bytes.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  });

  it('answers a clear error naming the credential when the key is wrong', async () => {
    const c = (
      await member.post('/rest/credentials', { name: 'Other key', type: 'httpBasicAuth', data: { user: 'u' } })
    ).body.data;
    await server.ctx.db.kysely
      .updateTable('credential')
      .set({ data: new CredentialCipher('another-key').encrypt({ user: 'u' }) })
      .where('id', '=', c.id)
      .execute();
    const res = await member.get(`/rest/credentials/${c.id}?includeData=true`);
    expect(res.status).toBe(500);
    expect(res.body.message).toMatch(/^The credential "Other key" could not be decrypted: the encryption key differs/);
    expect((await member.get('/rest/credentials')).status).toBe(200);
    await expect(
      server.ctx.credentials.decryptedForNode({ id: c.id, name: 'Other key' }, 'httpBasicAuth'),
    ).rejects.toThrow('The credential "Other key" could not be decrypted');
    await server.ctx.db.kysely.updateTable('credential').set({ data: 'not-base64!' }).where('id', '=', c.id).execute();
    expect((await member.patch(`/rest/credentials/${c.id}`, { data: { user: 'x' } })).status).toBe(500);
  });
});
