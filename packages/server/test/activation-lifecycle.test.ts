import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, loadConfig } from '@weft/server';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import {
  chain,
  executionsOf,
  finishedExecutions,
  insertWorkflow,
  node,
  setNode,
  waitFor,
  webhookNode,
} from './activation-helpers.js';

describe.each(DB_KINDS)('activation on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('refuses a workflow without a trigger, stores the error and serves it', async () => {
    const id = await insertWorkflow(server.ctx, {
      name: 'No trigger',
      nodes: [node('Manual', 'n8n-nodes-base.manualTrigger')],
    });
    await expect(server.ctx.activeWorkflows.activate(id)).rejects.toThrow(
      `Workflow "No trigger" (ID: ${id}) has no node to start the workflow`,
    );
    const res = await server.anonymous.get(`/rest/active/error/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.error.message).toMatch(/has no node to start the workflow/);
    expect(typeof res.body.data.time).toBe('number');
    expect(server.ctx.activeWorkflows.activeIds()).not.toContain(id);
  });

  it('refuses to activate a node at a typeVersion Weft lacks, naming the node and the versions there are', async () => {
    const hook = webhookNode('old-version');
    const id = await insertWorkflow(server.ctx, {
      name: 'Old version',
      nodes: [hook, node('Legacy', 'n8n-nodes-base.noOp', {}, { typeVersion: 7 })],
      connections: chain('Webhook', 'Legacy'),
    });
    await expect(server.ctx.activeWorkflows.activate(id)).rejects.toThrow(
      'Node "Legacy" (n8n-nodes-base.noOp) is at typeVersion 7, which Weft does not have; Weft has typeVersion 1 of this type',
    );
    expect(server.ctx.activeWorkflows.activeIds()).not.toContain(id);
    const webhook = await server.anonymous.get('/webhook/old-version');
    expect(webhook.status).toBe(404);
  });

  it('runs a schedule every second in the workflow’s timezone, and stops it on deactivate', async () => {
    const id = await insertWorkflow(server.ctx, {
      nodes: [
        node(
          'Schedule',
          'n8n-nodes-base.scheduleTrigger',
          { rule: { interval: [{ field: 'seconds', secondsInterval: 1 }] } },
          { typeVersion: 1.2 },
        ),
        setNode('Set', { ran: 'yes' }),
      ],
      connections: chain('Schedule', 'Set'),
      settings: { timezone: 'Asia/Tokyo' },
    });
    await server.ctx.activeWorkflows.activate(id);
    const runs = await finishedExecutions(server.ctx, id, 1, 5000);
    await server.ctx.activeWorkflows.deactivate(id);
    expect(runs[0]!.mode).toBe('trigger');
    expect(runs[0]!.status).toBe('success');
    const item = JSON.parse(runs[0]!.data).resultData.runData.Schedule[0].data.main[0][0].json;
    expect(item.Timezone).toBe('Asia/Tokyo (UTC+09:00)');
    expect(item.timestamp).toMatch(/\+09:00$/);
    expect(Object.keys(item)).toEqual([
      'timestamp',
      'Readable date',
      'Readable time',
      'Day of week',
      'Year',
      'Month',
      'Day of month',
      'Hour',
      'Minute',
      'Second',
      'Timezone',
    ]);
    await new Promise((r) => setTimeout(r, 200));
    const settled = (await executionsOf(server.ctx, id)).length;
    await new Promise((r) => setTimeout(r, 1300));
    expect((await executionsOf(server.ctx, id)).length).toBe(settled);
  });

  it('refuses an invalid cron expression', async () => {
    const id = await insertWorkflow(server.ctx, {
      nodes: [
        node(
          'Schedule',
          'n8n-nodes-base.scheduleTrigger',
          { rule: { interval: [{ field: 'cronExpression', expression: 'not a cron' }] } },
          { typeVersion: 1.2 },
        ),
      ],
    });
    await expect(server.ctx.activeWorkflows.activate(id)).rejects.toThrow(/Invalid cron expression/);
  });

  it('runs the error workflow when a workflow that names it fails, without looping', async () => {
    const errorWf = await insertWorkflow(server.ctx, {
      name: 'On error',
      nodes: [
        node('Error Trigger', 'n8n-nodes-base.errorTrigger'),
        node('Fail again', 'n8n-nodes-base.stopAndError', { errorMessage: 'error workflow fails too' }),
      ],
      connections: chain('Error Trigger', 'Fail again'),
    });
    // The error workflow names itself: its own failure must not start it again.
    await server.ctx.db.kysely
      .updateTable('workflow')
      .set({ settings: JSON.stringify({ errorWorkflow: errorWf }) })
      .where('id', '=', errorWf)
      .execute();
    const failing = await insertWorkflow(server.ctx, {
      name: 'Fragile',
      nodes: [webhookNode('fragile'), node('Boom', 'n8n-nodes-base.stopAndError', { errorMessage: 'boom' })],
      connections: chain('Webhook', 'Boom'),
      settings: { errorWorkflow: errorWf },
    });
    await server.ctx.activeWorkflows.activate(failing);
    expect((await server.anonymous.get('/webhook/fragile')).status).toBe(200);
    const [failed] = await finishedExecutions(server.ctx, failing);
    expect(failed!.status).toBe('error');
    const [errorRun] = await finishedExecutions(server.ctx, errorWf);
    expect(errorRun!.mode).toBe('error');
    const data = JSON.parse(errorRun!.data).resultData.runData['Error Trigger'][0].data.main[0][0].json;
    expect(data.execution.id).toBe(String(failed!.id));
    expect(data.execution.mode).toBe('webhook');
    expect(data.execution.lastNodeExecuted).toBe('Boom');
    expect(data.execution.error.message).toMatch(/boom/);
    expect(data.execution.url).toContain(`/workflow/${failing}/executions/${failed!.id}`);
    expect(data.workflow).toEqual({ id: failing, name: 'Fragile' });
    await new Promise((r) => setTimeout(r, 500));
    expect(await executionsOf(server.ctx, errorWf)).toHaveLength(1);
  });

  it('lists active workflows per role on /rest/active', async () => {
    const shared = await insertWorkflow(server.ctx, { nodes: [webhookNode('roles-owner')] });
    await server.ctx.activeWorkflows.activate(shared);
    // Before setup, the caller is the pre-setup ('default') owner and sees everything.
    const pre = await server.anonymous.get('/rest/active');
    expect(pre.status).toBe(200);
    expect(pre.body.data).toContain(shared);
    const owner = await server.owner();
    const member = await server.member();
    const mine = await insertWorkflow(server.ctx, { nodes: [webhookNode('roles-member')], ownerId: member.user.id });
    await server.ctx.activeWorkflows.activate(mine);
    expect((await server.anonymous.get('/rest/active')).status).toBe(401);
    const asOwner = (await owner.get('/rest/active')).body.data;
    expect(asOwner).toEqual(expect.arrayContaining([shared, mine]));
    expect((await member.get('/rest/active')).body.data).toEqual([mine]);
    expect((await member.get(`/rest/active/error/${shared}`)).body).toEqual({ data: null });
    expect((await owner.get(`/rest/active/error/${mine}`)).body).toEqual({ data: null });
  });
});

describe.each(DB_KINDS)('restoreAll after a restart on %s', (kind) => {
  it('reactivates active workflows and stores errors without failing', async () => {
    const first = await createTestServer(kind);
    const good = await insertWorkflow(first.ctx, {
      nodes: [webhookNode('survives', { responseMode: 'lastNode' })],
      active: true,
    });
    const bad = await insertWorkflow(first.ctx, {
      name: 'Broken',
      nodes: [node('Manual', 'n8n-nodes-base.manualTrigger')],
      active: true,
    });
    await first.ctx.activeWorkflows.restoreAll();
    expect(first.ctx.activeWorkflows.activeIds()).toEqual([good]);
    // Simulated restart: stop the first process (keeping its data) and start another on it.
    await first.ctx.activeWorkflows.stopAll();
    await first.app.close();
    await first.ctx.db.close();
    const env: Record<string, string> = { WEFT_HOME: first.home, WEFT_ENCRYPTION_KEY: 'test-key-0123456789abcdef' };
    if (first.ctx.config.db.type === 'postgresdb')
      Object.assign(env, { WEFT_DB_TYPE: 'postgresdb', WEFT_DB_URL: first.ctx.config.db.url });
    const second = await createServer(loadConfig(env));
    try {
      await second.app.ready();
      expect((await second.app.inject({ method: 'GET', url: '/webhook/survives' })).statusCode).toBe(404);
      await second.ctx.activeWorkflows.restoreAll();
      expect(second.ctx.activeWorkflows.activeIds()).toEqual([good]);
      const res = await second.app.inject({ method: 'GET', url: '/webhook/survives?n=1' });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body).query).toEqual({ n: '1' });
      const error = await second.ctx.db.kysely
        .selectFrom('activation_error')
        .selectAll()
        .where('workflowId', '=', bad)
        .executeTakeFirst();
      expect(error?.error).toMatch(/has no node to start the workflow/);
      await waitFor(async () => (await executionsOf(second.ctx, good)).every((e) => e.status !== 'running'));
    } finally {
      await second.ctx.activeWorkflows.stopAll();
      await second.app.close();
      await second.ctx.db.close();
      first.ctx.db.close = async () => undefined;
      await first.close();
      rmSync(first.home, { recursive: true, force: true });
    }
  });
});
