/**
 * Every operation of the public API's OpenAPI document, exercised with the instance owner's key
 * on SQLite and PostgreSQL: the happy path and its errors (bad bodies, unknown ids). Each answer
 * is checked against the document, and the last test fails if an operation was never called.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStoredWorkflow } from '../src/services/executions/workflows.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import {
  activatableWorkflowBody,
  apiClient,
  covered,
  createApiKey,
  documentedOperations,
  publicWorkflowBody,
  type ApiClient,
} from './public-api-helpers.js';

/** Runs a stored workflow by hand and waits for it; answers the execution id. */
async function run(server: TestServer, workflowId: string, userId: string): Promise<string> {
  const stored = await loadStoredWorkflow(server.ctx, workflowId);
  const { executionId, done } = await server.ctx.executions.start({
    workflow: stored!.workflow,
    mode: 'manual',
    userId,
  });
  await done;
  return executionId;
}

describe.each(DB_KINDS)('public API operations on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['owner']>>;
  let api: ApiClient;

  beforeAll(async () => {
    covered.clear();
    server = await createTestServer(kind);
    owner = await server.owner();
    api = apiClient(server, await createApiKey(owner));
  });
  afterAll(async () => server?.close());

  it('creates, reads, replaces and deletes a workflow, taking n8n type names', async () => {
    const created = await api.post('/workflows', publicWorkflowBody('Invoices'));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Invoices', active: false, tags: [] });
    expect(created.body.nodes.map((n: { type: string }) => n.type)).toEqual(['weft.manualTrigger', 'weft.set']);
    const id = created.body.id as string;

    const got = await api.get(`/workflows/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);

    // A GET answer sent back as it is (read-only fields included) replaces the workflow.
    const replaced = await api.put(`/workflows/${id}`, {
      ...got.body,
      name: 'Invoices v2',
      nodes: got.body.nodes.slice(0, 1),
      connections: {},
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.name).toBe('Invoices v2');
    expect(replaced.body.nodes).toHaveLength(1);
    expect(replaced.body.versionId).not.toBe(created.body.versionId);
    expect((await owner.get(`/rest/workflows/${id}`)).body.data.name).toBe('Invoices v2');

    const deleted = await api.delete(`/workflows/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(id);
    expect((await api.get(`/workflows/${id}`)).status).toBe(404);
    expect((await api.delete(`/workflows/${id}`)).status).toBe(404);
    expect((await api.put(`/workflows/${id}`, publicWorkflowBody())).status).toBe(404);
  });

  it('refuses bad workflow bodies with a 400 naming the problem', async () => {
    const missing = await api.post('/workflows', { name: 'No nodes' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/required property 'nodes'/);
    const unknownType = await api.post(
      '/workflows',
      publicWorkflowBody('Bad', {
        nodes: [{ name: 'X', type: 'n8n-nodes-base.nope', typeVersion: 1, position: [0, 0], parameters: {} }],
        connections: {},
      }),
    );
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toMatch(/unknown type "n8n-nodes-base.nope"/);
    const extra = await api.post('/workflows', { ...publicWorkflowBody(), colour: 'red' });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/additional property 'colour'/);
    const badJson = await api.call('POST', '/workflows', '{"name":', { 'content-type': 'application/json' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toMatch(/not valid JSON/);
    const danglingConnection = await api.post(
      '/workflows',
      publicWorkflowBody('Dangling', {
        connections: { Start: { main: [[{ node: 'Nowhere', type: 'main', index: 0 }]] } },
      }),
    );
    expect(danglingConnection.status).toBe(400);
    expect(danglingConnection.body.message).toMatch(/"Nowhere"/);
    const list = await api.get('/workflows?limit=1000');
    expect(list.status).toBe(400);
    expect(list.body.message).toMatch(/"limit"/);
  });

  it('lists workflows with filters and cursor pagination', async () => {
    const tag = (await api.post('/tags', { name: 'billing' })).body;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await api.post('/workflows', publicWorkflowBody(`Paged ${i}`))).body.id);
    await api.put(`/workflows/${ids[1]}/tags`, [{ id: tag.id }]);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<ApiClient['get']>> = await api.get(
        `/workflows?name=paged&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.map((w: { id: string }) => w.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual([...ids].sort());

    const tagged = await api.get('/workflows?tags=billing');
    expect(tagged.body.data.map((w: { id: string }) => w.id)).toEqual([ids[1]]);
    const inactive = await api.get('/workflows?active=false&name=Paged 3');
    expect(inactive.body.data.map((w: { id: string }) => w.id)).toEqual([ids[3]]);
    expect((await api.get('/workflows?active=true&name=Paged')).body.data).toEqual([]);
    expect((await api.get('/workflows?cursor=not-a-cursor')).status).toBe(400);
    expect((await api.get('/workflows?active=maybe')).status).toBe(400);
  });

  it('activates and deactivates a workflow', async () => {
    const wf = (await api.post('/workflows', activatableWorkflowBody())).body;
    const on = await api.post(`/workflows/${wf.id}/activate`);
    expect(on.status).toBe(200);
    expect(on.body.active).toBe(true);
    expect(server.ctx.activeWorkflows.activeIds()).toContain(wf.id);
    expect((await api.get(`/workflows?active=true`)).body.data.map((w: { id: string }) => w.id)).toContain(wf.id);

    // Replacing an active workflow keeps it active, its triggers registered again.
    const replaced = await api.put(`/workflows/${wf.id}`, { ...activatableWorkflowBody('Hourly v2') });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ name: 'Hourly v2', active: true });
    expect(server.ctx.activeWorkflows.activeIds()).toContain(wf.id);

    const off = await api.post(`/workflows/${wf.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(server.ctx.activeWorkflows.activeIds()).not.toContain(wf.id);

    const manual = (await api.post('/workflows', publicWorkflowBody('Manual only'))).body;
    const refused = await api.post(`/workflows/${manual.id}/activate`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/no node to start the workflow/);
    expect((await api.get(`/workflows/${manual.id}`)).body.active).toBe(false);
    expect((await api.post('/workflows/nope/activate')).status).toBe(404);
    expect((await api.post('/workflows/nope/deactivate')).status).toBe(404);
  });

  it("reads and replaces a workflow's tags", async () => {
    const wf = (await api.post('/workflows', publicWorkflowBody('Tagged'))).body;
    const a = (await api.post('/tags', { name: 'alpha' })).body;
    const b = (await api.post('/tags', { name: 'beta' })).body;
    expect((await api.get(`/workflows/${wf.id}/tags`)).body).toEqual([]);
    const put = await api.put(`/workflows/${wf.id}/tags`, [{ id: b.id }, { id: a.id }]);
    expect(put.status).toBe(200);
    expect(put.body.map((t: { name: string }) => t.name)).toEqual(['alpha', 'beta']);
    expect((await api.get(`/workflows/${wf.id}/tags`)).body.map((t: { id: string }) => t.id)).toEqual([a.id, b.id]);
    expect((await api.get(`/workflows/${wf.id}`)).body.tags).toEqual([
      { id: a.id, name: 'alpha' },
      { id: b.id, name: 'beta' },
    ]);
    expect((await api.put(`/workflows/${wf.id}/tags`, [{ id: 'missing' }])).status).toBe(404);
    expect((await api.put(`/workflows/${wf.id}/tags`, { id: a.id })).status).toBe(400);
    expect((await api.get('/workflows/nope/tags')).status).toBe(404);
  });

  it('lists, reads and deletes executions', async () => {
    const wf = (await api.post('/workflows', publicWorkflowBody('Runs'))).body;
    const first = await run(server, wf.id, owner.user.id);
    const second = await run(server, wf.id, owner.user.id);
    const third = await run(server, wf.id, owner.user.id);

    const page1 = await api.get(`/executions?workflowId=${wf.id}&limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((e: { id: number }) => e.id)).toEqual([Number(third), Number(second)]);
    expect(page1.body.data[0]).not.toHaveProperty('data');
    const page2 = await api.get(`/executions?workflowId=${wf.id}&limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.data.map((e: { id: number }) => e.id)).toEqual([Number(first)]);
    expect(page2.body.nextCursor).toBeNull();

    const withData = await api.get(`/executions?workflowId=${wf.id}&includeData=true&status=success`);
    expect(withData.body.data).toHaveLength(3);
    expect(Object.keys(withData.body.data[0].data.resultData.runData)).toEqual(['Start', 'Set']);
    expect((await api.get(`/executions?workflowId=${wf.id}&status=error`)).body.data).toEqual([]);
    expect((await api.get('/executions?status=sideways')).status).toBe(400);

    const one = await api.get(`/executions/${first}?includeData=true`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: Number(first),
      workflowId: wf.id,
      status: 'success',
      finished: true,
      mode: 'manual',
    });
    expect(one.body.data.resultData.runData.Set).toHaveLength(1);
    expect((await api.get(`/executions/${first}`)).body).not.toHaveProperty('data');

    const deleted = await api.delete(`/executions/${first}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(Number(first));
    expect((await api.get(`/executions/${first}`)).status).toBe(404);
    expect((await api.delete(`/executions/${first}`)).status).toBe(404);
    expect((await api.get('/executions/abc')).status).toBe(404);

    // A running execution is not deleted from under its run.
    const waiting = (
      await api.post(
        '/workflows',
        publicWorkflowBody('Waits', {
          nodes: [
            { name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
            {
              name: 'Wait',
              type: 'n8n-nodes-base.wait',
              typeVersion: 1.1,
              position: [200, 0],
              parameters: { resume: 'timeInterval', amount: 1, unit: 'seconds' },
            },
          ],
          connections: { Start: { main: [[{ node: 'Wait', type: 'main', index: 0 }]] } },
        }),
      )
    ).body;
    const stored = await loadStoredWorkflow(server.ctx, waiting.id);
    const started = await server.ctx.executions.start({
      workflow: stored!.workflow,
      mode: 'manual',
      userId: owner.user.id,
    });
    const busy = await api.delete(`/executions/${started.executionId}`);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toMatch(/still running/);
    await started.done;
    expect((await api.delete(`/executions/${started.executionId}`)).status).toBe(200);
  });

  it('creates and deletes credentials without ever answering their data', async () => {
    const created = await api.post('/credentials', {
      name: 'Billing API',
      type: 'httpBasicAuth',
      data: { user: 'ada', password: 's3cret-pass' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Billing API', type: 'httpBasicAuth' });
    expect(created.text).not.toContain('s3cret-pass');
    const stored = await owner.get(`/rest/credentials/${created.body.id}?includeData=true`);
    expect(stored.body.data.data.user).toBe('ada');
    expect(stored.text).not.toContain('s3cret-pass');

    const unknownType = await api.post('/credentials', { name: 'X', type: 'noSuchType', data: {} });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toMatch(/Unknown credential type "noSuchType"/);
    const badData = await api.post('/credentials', { name: 'X', type: 'httpBasicAuth', data: { user: 7 } });
    expect(badData.status).toBe(400);
    expect(badData.body.message).toMatch(/request\.body\.data\.user must be string/);
    const missingRequired = await api.post('/credentials', {
      name: 'X',
      type: 'oAuth2Api',
      data: { grantType: 'authorizationCode', clientId: 'id', clientSecret: 'x', accessTokenUrl: 'https://a/token' },
    });
    expect(missingRequired.status).toBe(400);
    expect(missingRequired.body.message).toMatch(/required property 'authUrl'/);
    const clientCredentials = await api.post('/credentials', {
      name: 'M2M',
      type: 'oAuth2Api',
      data: { grantType: 'clientCredentials', clientId: 'id', clientSecret: 'x', accessTokenUrl: 'https://a/token' },
    });
    expect(clientCredentials.status).toBe(200);
    expect((await api.post('/credentials', { name: 'X', type: 'httpBasicAuth' })).status).toBe(400);

    const deleted = await api.delete(`/credentials/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(created.body);
    expect((await owner.get(`/rest/credentials/${created.body.id}`)).status).toBe(404);
    expect((await api.delete(`/credentials/${created.body.id}`)).status).toBe(404);
  });

  it('answers the JSON schema of a credential type', async () => {
    const basic = await api.get('/credentials/schema/httpBasicAuth');
    expect(basic.status).toBe(200);
    expect(basic.body).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: { user: { type: 'string' }, password: { type: 'string' } },
      required: [],
    });
    const oauth = await api.get('/credentials/schema/oAuth2Api');
    expect(oauth.body.required).toEqual(expect.arrayContaining(['accessTokenUrl', 'clientId', 'clientSecret']));
    expect(oauth.body.properties.grantType.enum).toEqual(['authorizationCode', 'clientCredentials', 'pkce']);
    expect(oauth.body.allOf).toContainEqual({
      if: { properties: { grantType: { enum: ['authorizationCode', 'pkce'] } } },
      then: { required: ['authUrl'] },
    });
    expect((await api.get('/credentials/schema/noSuchType')).status).toBe(404);
  });

  it('creates, reads, renames, lists and deletes tags', async () => {
    const created = await api.post('/tags', { name: '  ops  ' });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('ops');
    expect((await api.post('/tags', { name: 'ops' })).status).toBe(409);
    expect((await api.post('/tags', { name: '' })).status).toBe(400);
    expect((await api.post('/tags', { name: 'x'.repeat(25) })).status).toBe(400);
    expect((await api.post('/tags', {})).status).toBe(400);

    expect((await api.get(`/tags/${created.body.id}`)).body).toEqual(created.body);
    const renamed = await api.put(`/tags/${created.body.id}`, { name: 'operations' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('operations');
    await api.post('/tags', { name: 'taken' });
    expect((await api.put(`/tags/${created.body.id}`, { name: 'taken' })).status).toBe(409);
    expect((await api.put('/tags/nope', { name: 'zzz' })).status).toBe(404);
    expect((await api.put(`/tags/${created.body.id}`, { name: 5 })).status).toBe(400);

    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<ApiClient['get']>> = await api.get(
        `/tags?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      all.push(...res.body.data.map((t: { id: string }) => t.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(all).toContain(created.body.id);
    expect(new Set(all).size).toBe(all.length);

    const deleted = await api.delete(`/tags/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.name).toBe('operations');
    expect((await api.get(`/tags/${created.body.id}`)).status).toBe(404);
    expect((await api.delete(`/tags/${created.body.id}`)).status).toBe(404);
  });

  it('lists, finds, invites and deletes users', async () => {
    const invited = await api.post('/users', [
      { email: 'New.Person@example.com', role: 'global:member' },
      { email: owner.user.email },
    ]);
    expect(invited.status).toBe(201);
    expect(invited.body[0].user).toMatchObject({ email: 'new.person@example.com', emailSent: false });
    expect(invited.body[0].user.inviteAcceptUrl).toContain('/signup?inviterId=');
    expect(invited.body[1].error).toMatch(/already exists/);
    expect((await api.post('/users', [{ email: 'not-an-email' }])).status).toBe(400);
    expect((await api.post('/users', [{ email: 'a@example.com', role: 'global:owner' }])).status).toBe(400);
    expect((await api.post('/users', { email: 'a@example.com' })).status).toBe(400);
    const newId = invited.body[0].user.id as string;

    const list = await api.get('/users?includeRole=true');
    expect(list.status).toBe(200);
    const byEmail = Object.fromEntries(
      list.body.data.map((u: { email: string; role: string; isPending: boolean }) => [u.email, u]),
    );
    expect(byEmail[owner.user.email]).toMatchObject({ role: 'global:owner', isPending: false });
    expect(byEmail['new.person@example.com']).toMatchObject({ role: 'global:member', isPending: true });
    const paged = await api.get('/users?limit=1');
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.nextCursor).toEqual(expect.any(String));
    expect(paged.body.data[0]).not.toHaveProperty('role');

    expect((await api.get(`/users/${newId}`)).body.email).toBe('new.person@example.com');
    expect(
      (await api.get(`/users/${encodeURIComponent('new.person@example.com')}?includeRole=true`)).body,
    ).toMatchObject({ id: newId, role: 'global:member' });
    expect((await api.get('/users/nobody@example.com')).status).toBe(404);

    const deleted = await api.delete(`/users/${newId}`);
    expect(deleted.status).toBe(204);
    expect(await server.ctx.users.get(newId)).toBeUndefined();
    expect((await api.delete(`/users/${newId}`)).status).toBe(404);
    expect((await api.delete(`/users/${owner.user.id}`)).status).toBe(400);
  });

  it('generates the security audit for the owner, by category, and refuses members', async () => {
    const hook = publicWorkflowBody('Open hook', {
      nodes: [
        {
          id: 'w1',
          name: 'Hook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          position: [0, 0],
          parameters: { path: 'audit-open' },
          webhookId: 'audit-open',
        },
      ],
      connections: {},
    });
    const created = await api.post('/workflows', hook);
    expect((await api.post(`/workflows/${created.body.id}/activate`)).status).toBe(200);
    const full = await api.post('/audit', {});
    expect(full.status).toBe(200);
    expect(full.body['Instance Risk Report'].sections.map((s: { title: string }) => s.title)).toEqual([
      'Unprotected webhooks in instance',
      'Security settings',
    ]);
    expect(full.body['Instance Risk Report'].sections[0].location).toEqual([
      expect.objectContaining({
        kind: 'node',
        workflowId: created.body.id,
        nodeName: 'Hook',
        nodeType: 'n8n-nodes-base.webhook',
      }),
    ]);
    const some = await api.post('/audit', { additionalOptions: { categories: ['nodes'], daysAbandonedWorkflow: 30 } });
    expect(Object.keys(some.body).every((k) => k === 'Nodes Risk Report')).toBe(true);
    expect((await api.post('/audit', { additionalOptions: { categories: ['weather'] } })).status).toBe(400);
    await api.post(`/workflows/${created.body.id}/deactivate`);
    const member = await server.member('auditor@example.com');
    const memberApi = apiClient(server, await createApiKey(member));
    expect((await memberApi.post('/audit', {})).status).toBe(403);
  });

  it('exercised every operation of the OpenAPI document', () => {
    const missing = documentedOperations().filter((op) => !covered.has(op));
    expect(missing).toEqual([]);
  });
});
