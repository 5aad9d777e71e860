import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  createWebhookServer,
  joinCluster,
  loadConfig,
  startWebhookServer,
  type ClusterMembership,
  type ServerContext,
} from '@weft/server';
import { createTestServer, type TestServer } from './harness.js';
import { dropRedisPrefix, testRedisSettings } from './cluster-helpers.js';
import {
  chain,
  finishedExecutions,
  insertWorkflow,
  node,
  setNode,
  waitFor,
  webhookNode,
} from './activation-helpers.js';

/**
 * A webhook process beside a main process, in-process: both on one PostgreSQL database and one
 * Redis prefix. Main activates workflows (writing the `webhook` table), the webhook process only
 * reads it. Until the queue-mode execution service exists, the webhook process runs what it
 * receives itself; the answers and saved executions must be the same either way.
 */
describe('the webhook process (weft webhook)', () => {
  const settings = testRedisSettings();
  let main: TestServer;
  let hook: { app: FastifyInstance; ctx: ServerContext; cluster: ClusterMembership };
  let worker: ClusterMembership | undefined;

  beforeAll(async () => {
    main = await createTestServer('postgres');
    const db = main.ctx.config.db;
    if (db.type !== 'postgresdb') throw new Error('expected PostgreSQL');
    hook = await createWebhookServer(
      loadConfig({
        WEFT_HOME: main.home,
        WEFT_ENCRYPTION_KEY: main.ctx.config.encryptionKey,
        WEFT_DB_TYPE: 'postgresdb',
        WEFT_DB_URL: db.url,
      }),
      { settings },
    );
    await hook.app.ready();
  });
  afterAll(async () => {
    await worker?.close();
    if (hook) {
      await hook.app.close();
      await hook.cluster.close();
      await hook.ctx.db.close();
    }
    await main?.close();
    await dropRedisPrefix(settings.prefix);
  });

  const call = (method: string, url: string, body?: unknown) =>
    hook.app.inject({
      method: method as 'GET',
      url,
      ...(body !== undefined ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
    });

  const activate = async (wf: Parameters<typeof insertWorkflow>[1]) => {
    const id = await insertWorkflow(main.ctx, wf);
    await main.ctx.activeWorkflows.activate(id);
    return id;
  };

  it('serves webhooks that main activated, in lastNode mode, and the executions are saved', async () => {
    const id = await activate({
      nodes: [
        webhookNode('wp-last', { httpMethod: 'POST', responseMode: 'lastNode' }),
        setNode('Set', { doubled: '={{ $json.body.n * 2 }}' }),
      ],
      connections: chain('Webhook', 'Set'),
    });
    for (const n of [1, 2, 3]) {
      const res = await call('POST', '/webhook/wp-last', { n });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ doubled: String(n * 2) });
    }
    const rows = await finishedExecutions(main.ctx, id, 3);
    expect(rows.map((r) => [r.mode, r.status])).toEqual([
      ['webhook', 'success'],
      ['webhook', 'success'],
      ['webhook', 'success'],
    ]);
  });

  it('answers onReceived at once and responseNode with the Respond to Webhook answer', async () => {
    const received = await activate({
      nodes: [webhookNode('wp-received', { options: { responseCode: { values: { responseCode: 202 } } } })],
    });
    const res = await call('GET', '/webhook/wp-received');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Workflow was started' });
    await finishedExecutions(main.ctx, received, 1);

    await activate({
      nodes: [
        webhookNode('wp-respond', { responseMode: 'responseNode' }),
        node(
          'Respond',
          'n8n-nodes-base.respondToWebhook',
          { respondWith: 'text', responseBody: '={{ "hello " + $json.query.who }}' },
          { typeVersion: 1.1 },
        ),
      ],
      connections: chain('Webhook', 'Respond'),
    });
    const answered = await call('GET', '/webhook/wp-respond?who=webhook');
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toBe('hello webhook');
  });

  it('stops serving a webhook once main deactivated its workflow', async () => {
    const id = await activate({ nodes: [webhookNode('wp-gone')] });
    expect((await call('GET', '/webhook/wp-gone')).statusCode).toBe(200);
    await main.ctx.activeWorkflows.deactivate(id);
    // The lookup cache keeps entries for about a second.
    await waitFor(
      async () => (await call('GET', '/webhook/wp-gone')).statusCode === 404,
      3000,
      'the webhook to be gone',
    );
  });

  it('serves nothing but webhooks, health and metrics', async () => {
    expect((await call('GET', '/rest/settings')).statusCode).toBe(404);
    expect((await call('GET', '/')).statusCode).toBe(404);
    const test = await call('GET', '/webhook-test/anything');
    expect(test.statusCode).toBe(404);
    expect(test.json().message).toMatch(/main process/);
    expect((await call('GET', '/healthz')).json()).toEqual({ status: 'ok' });
    expect((await call('GET', '/healthz/readiness')).json()).toEqual({ status: 'ok' });
    const metrics = await call('GET', '/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/weft_executions_total\{status="success",mode="webhook"\} \d+/);
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
  });

  it('hands Respond to Webhook answers given in another process (a worker) to the waiting request', async () => {
    worker = await joinCluster(main.ctx, 'worker', { settings });
    const waiting = hook.ctx.activeWorkflows.runtime.responders.wait('remote-1');
    const bytes = hook.ctx.activeWorkflows.runtime.responders.wait('remote-2');
    main.ctx.activeWorkflows.runtime.responders.deliver('remote-1', {
      statusCode: 201,
      headers: { 'x-from': 'worker' },
      body: { ok: true },
    });
    main.ctx.activeWorkflows.runtime.responders.deliver('remote-2', {
      statusCode: 200,
      headers: {},
      body: Buffer.from([0, 1, 2, 255]),
    });
    expect(await waiting.response).toEqual({ statusCode: 201, headers: { 'x-from': 'worker' }, body: { ok: true } });
    const binary = await bytes.response;
    expect(Buffer.isBuffer(binary.body)).toBe(true);
    expect([...(binary.body as Buffer)]).toEqual([0, 1, 2, 255]);
  });

  it('refuses to start outside queue mode', async () => {
    await expect(startWebhookServer(loadConfig({ WEFT_HOME: main.home }))).rejects.toThrow(
      /WEFT_EXECUTIONS_MODE=queue/,
    );
  });
});
