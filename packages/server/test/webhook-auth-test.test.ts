import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { finishedExecutions, insertWorkflow, webhookNode } from './activation-helpers.js';

describe.each(DB_KINDS)('webhook authentication and test webhooks on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  const credential = async (name: string, type: string, data: Record<string, unknown>) => {
    const store = server.ctx.credentialStore;
    const owner = await server.ctx.users.ensureShellOwner();
    const record = await store.repo.create({ name, type, data: store.encrypt(data), nodesAccess: [] }, owner.id);
    return { id: record.id, name };
  };

  it('checks basic auth against the credential', async () => {
    const cred = await credential('Basic', 'httpBasicAuth', { user: 'ada', password: 's3cret' });
    const id = await insertWorkflow(server.ctx, {
      nodes: [webhookNode('basic', { authentication: 'basicAuth' }, { credentials: { httpBasicAuth: cred } })],
    });
    await server.ctx.activeWorkflows.activate(id);
    const none = await server.anonymous.get('/webhook/basic');
    expect(none.status).toBe(401);
    expect(none.text).toBe('Authorization is required!');
    expect(none.headers['www-authenticate']).toBe('Basic realm="Webhook"');
    const wrong = await server.anonymous.request('GET', '/webhook/basic', undefined, {
      authorization: `Basic ${Buffer.from('ada:nope').toString('base64')}`,
    });
    expect(wrong.status).toBe(403);
    expect(wrong.text).toBe('Authorization data is wrong!');
    const right = await server.anonymous.request('GET', '/webhook/basic', undefined, {
      authorization: `Basic ${Buffer.from('ada:s3cret').toString('base64')}`,
    });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ message: 'Workflow was started' });
    expect(await finishedExecutions(server.ctx, id)).toHaveLength(1);
  });

  it('checks header auth against the credential', async () => {
    const cred = await credential('Header', 'httpHeaderAuth', { name: 'X-Api-Key', value: 'k-123' });
    const id = await insertWorkflow(server.ctx, {
      nodes: [
        webhookNode(
          'header',
          { httpMethod: 'POST', authentication: 'headerAuth' },
          { credentials: { httpHeaderAuth: cred } },
        ),
      ],
    });
    await server.ctx.activeWorkflows.activate(id);
    expect((await server.anonymous.request('POST', '/webhook/header', {})).status).toBe(403);
    expect((await server.anonymous.request('POST', '/webhook/header', {}, { 'x-api-key': 'wrong' })).status).toBe(403);
    expect((await server.anonymous.request('POST', '/webhook/header', {}, { 'x-api-key': 'k-123' })).status).toBe(200);
  });

  it('answers 500 when the node has no credential', async () => {
    const id = await insertWorkflow(server.ctx, { nodes: [webhookNode('no-cred', { authentication: 'basicAuth' })] });
    await server.ctx.activeWorkflows.activate(id);
    const res = await server.anonymous.get('/webhook/no-cred');
    expect(res.status).toBe(500);
    expect(res.text).toBe('No authentication data defined on node!');
  });

  it('ignores bots when asked to', async () => {
    const id = await insertWorkflow(server.ctx, { nodes: [webhookNode('no-bots', { options: { ignoreBots: true } })] });
    await server.ctx.activeWorkflows.activate(id);
    expect(
      (
        await server.anonymous.request('GET', '/webhook/no-bots', undefined, {
          'user-agent': 'Slackbot-LinkExpanding 1.0',
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.anonymous.request('GET', '/webhook/no-bots', undefined, { 'user-agent': 'Mozilla/5.0' })).status,
    ).toBe(200);
  });

  it('serves a test webhook once, as a manual run of the user who asked', async () => {
    const owner = await server.ctx.users.ensureShellOwner();
    const hook = webhookNode('try-me', { httpMethod: 'POST', responseMode: 'lastNode' });
    const workflow = {
      id: await insertWorkflow(server.ctx, { nodes: [hook] }),
      name: 'Test me',
      nodes: [hook],
      connections: {},
    };
    expect(
      await server.ctx.activeWorkflows.registerTestWebhooks({
        workflow,
        mode: 'manual',
        userId: owner.id,
        pushRef: 'tab-1',
      }),
    ).toBe(true);
    expect((await server.anonymous.request('POST', '/webhook/try-me', { a: 1 })).status).toBe(404);
    const res = await server.anonymous.request('POST', '/webhook-test/try-me', { a: 1 });
    expect(res.status).toBe(200);
    expect(res.body.body).toEqual({ a: 1 });
    expect(res.body.executionMode).toBe('test');
    expect(res.body.webhookUrl).toMatch(/\/webhook-test\/try-me$/);
    const [exec] = await finishedExecutions(server.ctx, workflow.id);
    expect(exec!.mode).toBe('manual');
    const again = await server.anonymous.request('POST', '/webhook-test/try-me', { a: 1 });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('The requested webhook "try-me" is not registered.');
  });

  it('DELETE /rest/test-webhook/:id removes waiting test webhooks', async () => {
    const hook = webhookNode('cancel-me');
    const workflow = {
      id: await insertWorkflow(server.ctx, { nodes: [hook] }),
      name: 'Cancel',
      nodes: [hook],
      connections: {},
    };
    await server.ctx.activeWorkflows.registerTestWebhooks({ workflow, mode: 'manual' });
    const res = await server.anonymous.delete(`/rest/test-webhook/${workflow.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true });
    expect((await server.anonymous.get('/webhook-test/cancel-me')).status).toBe(404);
    expect((await server.anonymous.delete(`/rest/test-webhook/${workflow.id}`)).body).toEqual({ data: false });
  });

  it('answers CORS preflights per allowedOrigins', async () => {
    const id = await insertWorkflow(server.ctx, {
      nodes: [webhookNode('cors', { httpMethod: 'POST', options: { allowedOrigins: 'https://app.example.com' } })],
    });
    await server.ctx.activeWorkflows.activate(id);
    const pre = await server.anonymous.request('OPTIONS', '/webhook/cors', undefined, {
      origin: 'https://app.example.com',
      'access-control-request-method': 'POST',
    });
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
    const other = await server.anonymous.request('POST', '/webhook/cors', {}, { origin: 'https://evil.example.com' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
