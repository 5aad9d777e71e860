/**
 * Who may do what through the public API, on SQLite and PostgreSQL: no key, a wrong key, a
 * revoked or deleted user's key (401 on every operation), and the owner's and a member's keys
 * (the same rights as in /rest: members see and change only what they own or were shared;
 * users are the instance owner's). Also the switch that turns the API off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStoredWorkflow } from '../src/services/executions/workflows.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import {
  apiClient,
  createApiKey,
  documentedOperations,
  publicWorkflowBody,
  type ApiClient,
} from './public-api-helpers.js';

type Signed = Awaited<ReturnType<TestServer['owner']>>;

/** Each documented operation as a concrete request with placeholder ids. */
function concreteOperations(): Array<{ method: string; path: string }> {
  return documentedOperations().map((op) => {
    const [method, template] = op.split(' ') as [string, string];
    return { method, path: template.replace(/\{[^}]+\}/g, 'x') };
  });
}

async function run(server: TestServer, workflowId: string): Promise<string> {
  const stored = await loadStoredWorkflow(server.ctx, workflowId);
  const { executionId, done } = await server.ctx.executions.start({ workflow: stored!.workflow, mode: 'manual' });
  await done;
  return executionId;
}

const ids = (res: { body: { data: Array<{ id: string }> } }) => res.body.data.map((w) => w.id).sort();

describe.each(DB_KINDS)('public API access on %s', (kind) => {
  let server: TestServer;
  let owner: Signed;
  let member: Signed;
  let asOwner: ApiClient;
  let asMember: ApiClient;

  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
    member = await server.member('mia@example.com');
    asOwner = apiClient(server, await createApiKey(owner));
    asMember = apiClient(server, await createApiKey(member));
  });
  afterAll(async () => server?.close());

  it('answers 401 to every operation without a key or with a wrong one', async () => {
    const anonymous = apiClient(server, undefined);
    const wrong = apiClient(server, 'weft_api_0000000000000000000000000000000000000000000000000000000000000000');
    for (const { method, path } of concreteOperations()) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const none = await anonymous.call(method, path, body);
      expect(none.status, `${method} ${path}`).toBe(401);
      expect(none.body).toEqual({ message: "'X-WEFT-API-KEY' header required" });
      const bad = await wrong.call(method, path, body);
      expect(bad.status, `${method} ${path}`).toBe(401);
      expect(bad.body).toEqual({ message: 'unauthorized' });
    }
    // A session cookie is not an API key.
    const cookieOnly = await owner.request('GET', '/api/v1/workflows');
    expect(cookieOnly.status).toBe(401);
  });

  it("accepts n8n's X-N8N-API-KEY header", async () => {
    const n8n = apiClient(server, asOwner.key, 'X-N8N-API-KEY');
    expect((await n8n.get('/workflows')).status).toBe(200);
  });

  it('refuses a revoked, replaced, disabled or deleted user’s key', async () => {
    const temp = await server.member('temp@example.com');
    const first = await createApiKey(temp);
    expect((await apiClient(server, first).get('/tags')).status).toBe(200);
    const second = await createApiKey(temp);
    expect((await apiClient(server, first).get('/tags')).status).toBe(401);
    expect((await apiClient(server, second).get('/tags')).status).toBe(200);

    await server.ctx.users.update(temp.user.id, { disabled: true });
    expect((await apiClient(server, second).get('/tags')).body).toEqual({ message: 'unauthorized' });
    await server.ctx.users.update(temp.user.id, { disabled: false });

    expect((await temp.delete('/rest/me/api-key')).status).toBe(200);
    expect((await apiClient(server, second).get('/tags')).status).toBe(401);

    const third = await createApiKey(temp);
    expect((await owner.delete(`/rest/users/${temp.user.id}`)).status).toBe(200);
    const deleted = await apiClient(server, third).get('/workflows');
    expect(deleted.status).toBe(401);
    expect(deleted.body).toEqual({ message: 'unauthorized' });
  });

  it('shows a member only the workflows they own or were shared, and lets them change only those', async () => {
    const privateOne = (await asOwner.post('/workflows', publicWorkflowBody('Owner private'))).body.id as string;
    const shared = (await asOwner.post('/workflows', publicWorkflowBody('Owner shared'))).body.id as string;
    expect((await owner.put(`/rest/workflows/${shared}/share`, { shareWithIds: [member.user.id] })).status).toBe(200);
    const mine = (await asMember.post('/workflows', publicWorkflowBody('Member own'))).body.id as string;

    expect(ids(await asMember.get('/workflows'))).toEqual([shared, mine].sort());
    expect(ids(await asOwner.get('/workflows'))).toEqual(expect.arrayContaining([privateOne, shared, mine]));

    // Not visible: 404 everywhere, as if it did not exist.
    expect((await asMember.get(`/workflows/${privateOne}`)).status).toBe(404);
    expect((await asMember.put(`/workflows/${privateOne}`, publicWorkflowBody('Hijack'))).status).toBe(404);
    expect((await asMember.delete(`/workflows/${privateOne}`)).status).toBe(404);
    expect((await asMember.post(`/workflows/${privateOne}/activate`)).status).toBe(404);
    expect((await asMember.post(`/workflows/${privateOne}/deactivate`)).status).toBe(404);
    expect((await asMember.get(`/workflows/${privateOne}/tags`)).status).toBe(404);
    expect((await asMember.put(`/workflows/${privateOne}/tags`, [])).status).toBe(404);
    expect((await asOwner.get(`/workflows/${privateOne}`)).body.name).toBe('Owner private');

    // Shared: a sharee reads and updates, but only the owner deletes.
    expect((await asMember.put(`/workflows/${shared}`, publicWorkflowBody('Renamed by sharee'))).status).toBe(200);
    expect((await asMember.put(`/workflows/${shared}/tags`, [])).status).toBe(200);
    const refused = await asMember.delete(`/workflows/${shared}`);
    expect(refused.status).toBe(403);
    expect((await asOwner.get(`/workflows/${shared}`)).body.name).toBe('Renamed by sharee');

    // The instance owner may change and delete a member's workflow, as in /rest.
    expect((await asOwner.get(`/workflows/${mine}`)).status).toBe(200);
    expect((await asMember.delete(`/workflows/${mine}`)).status).toBe(200);
  });

  it('shows a member only the executions of workflows they may read', async () => {
    const privateOne = (await asOwner.post('/workflows', publicWorkflowBody('Owner runs'))).body.id as string;
    const mine = (await asMember.post('/workflows', publicWorkflowBody('Member runs'))).body.id as string;
    const hidden = await run(server, privateOne);
    const visible = await run(server, mine);

    const list = (await asMember.get('/executions?limit=250')).body.data.map((e: { id: number }) => e.id);
    expect(list).toContain(Number(visible));
    expect(list).not.toContain(Number(hidden));
    expect((await asMember.get(`/executions?workflowId=${privateOne}`)).body.data).toEqual([]);
    expect((await asMember.get(`/executions/${hidden}`)).status).toBe(404);
    expect((await asMember.delete(`/executions/${hidden}`)).status).toBe(404);
    expect((await asOwner.get(`/executions/${hidden}`)).status).toBe(200);
    expect((await asOwner.get(`/executions/${visible}`)).status).toBe(200);
    expect((await asMember.delete(`/executions/${visible}`)).status).toBe(200);
  });

  it('lets a member delete only their own credentials; the instance owner deletes any', async () => {
    const ownersCred = (
      await asOwner.post('/credentials', {
        name: 'Owner key',
        type: 'httpHeaderAuth',
        data: { name: 'X-Key', value: 'v' },
      })
    ).body.id as string;
    const membersCred = (
      await asMember.post('/credentials', {
        name: 'Member key',
        type: 'httpHeaderAuth',
        data: { name: 'X-Key', value: 'v' },
      })
    ).body.id as string;
    expect((await asMember.delete(`/credentials/${ownersCred}`)).status).toBe(404);
    expect((await member.get(`/rest/credentials/${membersCred}`)).body.data.ownedBy.id).toBe(member.user.id);
    expect((await asOwner.delete(`/credentials/${membersCred}`)).status).toBe(200);
    expect((await asOwner.delete(`/credentials/${ownersCred}`)).status).toBe(200);
    expect((await asMember.get('/credentials/schema/httpHeaderAuth')).status).toBe(200);
  });

  it('lets a member read, create and rename tags but not delete them', async () => {
    const tag = (await asMember.post('/tags', { name: 'member-made' })).body;
    expect((await asMember.get(`/tags/${tag.id}`)).status).toBe(200);
    expect((await asMember.put(`/tags/${tag.id}`, { name: 'member-renamed' })).status).toBe(200);
    expect((await asMember.get('/tags')).status).toBe(200);
    const refused = await asMember.delete(`/tags/${tag.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the instance owner can delete tags');
    expect((await asOwner.delete(`/tags/${tag.id}`)).status).toBe(200);
  });

  it('keeps the users operations to the instance owner', async () => {
    for (const res of [
      await asMember.get('/users'),
      await asMember.get(`/users/${member.user.id}`),
      await asMember.post('/users', [{ email: 'sneaky@example.com' }]),
      await asMember.delete(`/users/${owner.user.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBeTruthy();
    }
    expect(await server.ctx.users.byEmail('sneaky@example.com')).toBeUndefined();
    expect((await asOwner.get('/users')).status).toBe(200);
  });

  it('reports the public API as on in /rest/settings', async () => {
    const settings = (await owner.get('/rest/settings')).body.data;
    expect(settings.publicApi).toEqual({ enabled: true, latestVersion: 1, path: 'api', swaggerUi: { enabled: true } });
  });
});

describe.each(DB_KINDS)('public API switched off on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { WEFT_PUBLIC_API_DISABLED: 'true' });
  });
  afterAll(async () => server?.close());

  it('answers 404 under /api/v1 and says so in /rest/settings', async () => {
    const owner = await server.owner();
    const key = await createApiKey(owner);
    const res = await server.anonymous.request('GET', '/api/v1/workflows', undefined, { 'X-WEFT-API-KEY': key });
    expect(res.status).toBe(404);
    expect((await server.anonymous.get('/api/v1/openapi.json')).status).toBe(404);
    expect((await server.anonymous.get('/api/v1/docs')).status).toBe(404);
    expect((await owner.get('/rest/settings')).body.data.publicApi).toMatchObject({
      enabled: false,
      swaggerUi: { enabled: false },
    });
  });
});
