/**
 * Labelled, scoped, expiring API keys on SQLite and PostgreSQL: n8n's /rest/api-keys routes, the
 * scope each public API operation needs (403 without it), expiry (401), the last-used time, both
 * headers, the personal /rest/me/api-key key (every scope of its role), and the per-key rate limit
 * (429 with Retry-After).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_API_KEY_SCOPES, OWNER_API_KEY_SCOPES, scopeOfOperation } from '../src/public-api/scopes.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { documentedOperations, publicWorkflowBody } from './public-api-helpers.js';

type Signed = Awaited<ReturnType<TestServer['owner']>>;

it('names a scope for every documented public API operation', () => {
  for (const op of documentedOperations()) {
    const [method, template] = op.split(' ') as [string, string];
    expect(scopeOfOperation(method, template.replace(/\{([^}]+)\}/g, ':$1')), op).toBeDefined();
  }
});

describe.each(DB_KINDS)('API keys on %s', (kind) => {
  let server: TestServer;
  let owner: Signed;
  let member: Signed;
  beforeAll(async () => {
    server = await createTestServer(kind, { WEFT_PUBLIC_API_RATE_LIMIT: '1000' });
    owner = await server.owner();
    member = await server.member('keys-member@example.com');
  });
  afterAll(async () => server?.close());

  const api = (key: string, method: string, path: string, body?: unknown, header = 'X-WEFT-API-KEY') =>
    server.client().request(method, `/api/v1${path}`, body, { [header]: key });

  it('lists the scopes of each role', async () => {
    expect((await owner.get('/rest/api-keys/scopes')).body.data).toEqual([...OWNER_API_KEY_SCOPES]);
    expect((await member.get('/rest/api-keys/scopes')).body.data).toEqual([...MEMBER_API_KEY_SCOPES]);
    expect((await server.anonymous.get('/rest/api-keys/scopes')).status).toBe(401);
  });

  it('creates, lists, updates and deletes keys; a key works only for its scopes', async () => {
    const created = await owner.post('/rest/api-keys', {
      label: 'CI read-only',
      scopes: ['workflow:list', 'workflow:read'],
      expiresAt: null,
    });
    expect(created.status, created.text).toBe(200);
    const key = created.body.data;
    expect(key.rawApiKey).toMatch(/^weft_api_[0-9a-f]{64}$/);
    expect(key.apiKey).not.toContain(key.rawApiKey.slice(10, 40));
    expect(key).toMatchObject({
      label: 'CI read-only',
      scopes: ['workflow:list', 'workflow:read'],
      expiresAt: null,
      lastUsedAt: null,
    });

    const listed = (await owner.get('/rest/api-keys')).body.data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('rawApiKey');
    expect((await member.get('/rest/api-keys')).body.data).toEqual([]);

    // Allowed by its scope, in either header; the last-used time is recorded.
    expect((await api(key.rawApiKey, 'GET', '/workflows')).status).toBe(200);
    expect((await api(key.rawApiKey, 'GET', '/workflows', undefined, 'X-N8N-API-KEY')).status).toBe(200);
    expect((await owner.get('/rest/api-keys')).body.data[0].lastUsedAt).toMatch(/^\d{4}-/);
    // Refused without the scope.
    const create = await api(key.rawApiKey, 'POST', '/workflows', publicWorkflowBody());
    expect(create.status).toBe(403);
    expect(create.body.message).toBe('Forbidden');
    expect((await api(key.rawApiKey, 'GET', '/executions')).status).toBe(403);
    expect((await api(key.rawApiKey, 'GET', '/users')).status).toBe(403);

    // PATCH changes label and scopes; the key then may create workflows.
    const patched = await owner.patch(`/rest/api-keys/${key.id}`, {
      label: 'CI',
      scopes: ['workflow:create', 'workflow:list'],
    });
    expect(patched.body.data).toEqual({ success: true });
    expect((await api(key.rawApiKey, 'POST', '/workflows', publicWorkflowBody())).status).toBe(200);
    expect((await api(key.rawApiKey, 'GET', '/workflows/x')).status).toBe(403);
    expect((await owner.get('/rest/api-keys')).body.data[0]).toMatchObject({
      label: 'CI',
      scopes: ['workflow:create', 'workflow:list'],
    });

    // Someone else's key id is not found; delete revokes it.
    expect((await member.delete(`/rest/api-keys/${key.id}`)).status).toBe(404);
    expect((await member.patch(`/rest/api-keys/${key.id}`, { label: 'mine' })).status).toBe(404);
    expect((await owner.delete(`/rest/api-keys/${key.id}`)).body.data).toEqual({ success: true });
    expect((await api(key.rawApiKey, 'GET', '/workflows')).status).toBe(401);
  });

  it('refuses bad bodies and scopes beyond the role', async () => {
    expect((await owner.post('/rest/api-keys', { scopes: ['workflow:read'] })).status).toBe(400);
    expect((await owner.post('/rest/api-keys', { label: 'x', scopes: [] })).status).toBe(400);
    expect((await owner.post('/rest/api-keys', { label: 'x', scopes: ['workflow:fly'] })).status).toBe(400);
    expect((await owner.post('/rest/api-keys', { label: 'x'.repeat(51), scopes: ['workflow:read'] })).status).toBe(400);
    expect(
      (await owner.post('/rest/api-keys', { label: 'x', scopes: ['workflow:read'], expiresAt: 1000 })).body.message,
    ).toBe('expiresAt must be in the future');
    expect(
      (await owner.post('/rest/api-keys', { label: 'x', scopes: ['workflow:read'], expiresAt: 'soon' })).status,
    ).toBe(400);
    const memberUsers = await member.post('/rest/api-keys', { label: 'x', scopes: ['user:list'] });
    expect(memberUsers.status).toBe(400);
    expect(memberUsers.body.message).toBe('Invalid scopes for user role');
  });

  it('answers 401 once a key has expired', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const created = (await member.post('/rest/api-keys', { label: 'short', scopes: ['workflow:list'], expiresAt })).body
      .data;
    expect(created.expiresAt).toBe(expiresAt);
    expect((await api(created.rawApiKey, 'GET', '/workflows')).status).toBe(200);
    await server.ctx.db.kysely
      .updateTable('api_key')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', created.id)
      .execute();
    const expired = await api(created.rawApiKey, 'GET', '/workflows');
    expect(expired.status).toBe(401);
    expect(expired.body.hint).toMatch(/expired/);
  });

  it('keeps the personal key of /rest/me/api-key working with every scope', async () => {
    const personal = (await member.post('/rest/me/api-key')).body.data.apiKey as string;
    expect((await api(personal, 'POST', '/workflows', publicWorkflowBody('Personal'))).status).toBe(200);
    expect((await api(personal, 'GET', '/executions')).status).toBe(200);
    // Every scope, so the operation's own role check decides (not the scope check).
    const users = await api(personal, 'GET', '/users');
    expect(users.status).toBe(403);
    expect(users.body.message).not.toBe('Forbidden');
  });
});

describe('the public API rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite', { WEFT_PUBLIC_API_RATE_LIMIT: '3' });
  });
  afterAll(async () => server?.close());

  it('answers 429 with Retry-After past the limit, per key', async () => {
    const owner = await server.owner();
    const make = async (label: string) =>
      (await owner.post('/rest/api-keys', { label, scopes: ['tag:list'] })).body.data.rawApiKey as string;
    const a = await make('a');
    const b = await make('b');
    const call = (key: string) => server.client().request('GET', '/api/v1/tags', undefined, { 'X-N8N-API-KEY': key });
    for (let i = 0; i < 3; i++) expect((await call(a)).status).toBe(200);
    const limited = await call(a);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.body.message).toMatch(/limit: 3 a minute/);
    expect((await call(b)).status).toBe(200);
  });
});
