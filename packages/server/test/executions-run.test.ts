import type { ExecuteContext } from '@weft/workflow';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExecutionRepository } from '../src/repositories/executions.js';
import { CRASHED_MESSAGE, SHUTDOWN_MESSAGE, STOPPED_MESSAGE } from '../src/services/executions/policy.js';
import type { ExecutionRecord } from '../src/services/contracts.js';
import {
  chain,
  failingWorkflow,
  insertWorkflow,
  node,
  settled,
  simpleWorkflow,
  waitFor,
  waitWorkflow,
} from './executions-fixtures.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

describe.each(DB_KINDS)('running executions on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string } };
  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
  });
  afterAll(async () => server?.close());

  const run = async (body: unknown) => {
    const res = await owner.post('/rest/workflows/run', body);
    expect(res.status, res.text).toBe(200);
    return res.body.data as { executionId?: string; waitingForWebhook?: boolean };
  };
  const fetchExecution = async (id: string) => (await owner.get(`/rest/executions/${id}`)).body.data as ExecutionRecord;

  it('answers a manual run with its execution id at once and saves the run data', async () => {
    const id = await insertWorkflow(server, owner.user.id, simpleWorkflow('Manual run'));
    const { executionId } = await run({ workflowId: id });
    expect(executionId).toMatch(/^\d+$/);
    await settled(server, executionId!);
    const execution = await fetchExecution(executionId!);
    expect(execution).toMatchObject({
      id: executionId,
      workflowId: id,
      workflowName: 'Manual run',
      mode: 'manual',
      status: 'success',
      finished: true,
    });
    expect(execution.stoppedAt).toBeTruthy();
    expect(execution.data.resultData.lastNodeExecuted).toBe('Pass');
    expect(execution.data.resultData.runData.Pass?.[0]?.data?.main?.[0]).toEqual([
      expect.objectContaining({ json: {} }),
    ]);
    expect(execution.workflowData.nodes.map((n) => n.name)).toEqual(['Start', 'Pass']);
  });

  it('runs workflowData in n8n type names, with pinned data replacing a node', async () => {
    const workflowData = {
      name: 'From n8n',
      nodes: [
        { name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { name: 'Nothing', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      ],
      connections: chain('Trigger', 'Nothing'),
      pinData: {},
    };
    const { executionId } = await run({ workflowData, pinData: { Trigger: [{ json: { pinned: 'yes' } }] } });
    await settled(server, executionId!);
    const execution = await fetchExecution(executionId!);
    expect(execution.status).toBe('success');
    expect(execution.workflowId).toBeNull();
    expect(execution.data.resultData.runData.Nothing?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ pinned: 'yes' });
  });

  it('runs a partial run up to a destination node, reusing earlier run data', async () => {
    const workflow = {
      name: 'Partial',
      nodes: [node('Start', 'weft.manualTrigger'), node('A', 'weft.noOp'), node('B', 'weft.noOp')],
      connections: chain('Start', 'A', 'B'),
      settings: {},
    };
    const id = await insertWorkflow(server, owner.user.id, workflow);
    const first = await run({ workflowId: id });
    await settled(server, first.executionId!);
    const earlier = (await fetchExecution(first.executionId!)).data.resultData.runData;
    const { A: _a, B: _b, ...startOnly } = earlier;
    const partial = await run({ workflowData: { ...workflow, id }, destinationNode: 'A', runData: startOnly });
    await settled(server, partial.executionId!);
    const runData = (await fetchExecution(partial.executionId!)).data.resultData.runData;
    expect(Object.keys(runData).sort()).toEqual(['A', 'Start']);
    expect(runData.Start?.[0]?.startTime).toBe(earlier.Start?.[0]?.startTime);
    expect(runData.A?.[0]?.startTime).toBeGreaterThanOrEqual(earlier.A?.[0]?.startTime ?? 0);
  });

  it('refuses a body with neither workflowData nor workflowId, and unknown node names', async () => {
    expect((await owner.post('/rest/workflows/run', {})).status).toBe(400);
    const res = await owner.post('/rest/workflows/run', { workflowData: simpleWorkflow(), destinationNode: 'Nope' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('"Nope"');
    expect((await owner.post('/rest/workflows/run', { workflowId: 'does-not-exist' })).status).toBe(404);
  });

  it('does not keep manual runs when saveManualExecutions is off', async () => {
    const { executionId } = await run({ workflowData: simpleWorkflow('Unsaved', { saveManualExecutions: false }) });
    await settled(server, executionId!);
    expect((await owner.get(`/rest/executions/${executionId}`)).status).toBe(404);
  });

  it('saves other runs per saveDataSuccessExecution / saveDataErrorExecution and reports failures', async () => {
    const failed: ExecutionRecord[] = [];
    const original = server.ctx.activeWorkflows.handleFailedExecution;
    server.ctx.activeWorkflows.handleFailedExecution = async (r) => void failed.push(r);
    try {
      const keepNone = await server.ctx.executions.start({
        workflow: simpleWorkflow('ok', { saveDataSuccessExecution: 'none' }),
        mode: 'trigger',
      });
      expect((await keepNone.done).status).toBe('success');
      expect((await owner.get(`/rest/executions/${keepNone.executionId}`)).status).toBe(404);

      const keepAll = await server.ctx.executions.start({
        workflow: simpleWorkflow('ok', { saveDataSuccessExecution: 'all' }),
        mode: 'trigger',
      });
      await keepAll.done;
      expect((await fetchExecution(keepAll.executionId)).status).toBe('success');

      const errNone = await server.ctx.executions.start({
        workflow: failingWorkflow('bad', { saveDataErrorExecution: 'none' }),
        mode: 'trigger',
      });
      expect((await errNone.done).status).toBe('error');
      expect((await owner.get(`/rest/executions/${errNone.executionId}`)).status).toBe(404);

      const errAll = await server.ctx.executions.start({ workflow: failingWorkflow('bad'), mode: 'webhook' });
      await errAll.done;
      const stored = await fetchExecution(errAll.executionId);
      expect(stored).toMatchObject({ status: 'error', finished: false, mode: 'webhook' });
      expect(stored.data.resultData.error?.message).toBe('Boom on purpose');
      expect(failed.map((r) => r.id)).toEqual([errNone.executionId, errAll.executionId]);

      const manualFail = await run({ workflowData: failingWorkflow('manual bad') });
      await settled(server, manualFail.executionId!);
      expect(failed).toHaveLength(2);
    } finally {
      server.ctx.activeWorkflows.handleFailedExecution = original;
    }
  });

  it('keeps static data written by production runs, not by manual ones', async () => {
    // The Code sandbox has no $getWorkflowStaticData yet, so a small node type counts.
    server.ctx.nodeTypes.register({
      description: {
        name: 'test.counter',
        displayName: 'Counter',
        group: ['transform'],
        version: 1,
        defaults: { name: 'Counter' },
        inputs: ['main'],
        outputs: ['main'],
        properties: [],
      },
      async execute(ctx: ExecuteContext) {
        const data = ctx.getWorkflowStaticData('global') as { count?: number };
        data.count = (data.count ?? 0) + 1;
        return [[{ json: { count: data.count } }]];
      },
    });
    const workflow = {
      name: 'Counter',
      nodes: [node('Start', 'weft.manualTrigger'), node('Count', 'test.counter')],
      connections: chain('Start', 'Count'),
      settings: {},
    };
    const id = await insertWorkflow(server, owner.user.id, workflow);
    const staticData = async () =>
      (
        await server.ctx.db.kysely
          .selectFrom('workflow')
          .select('staticData')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).staticData;
    const stored = async () => ({ ...workflow, id, staticData: JSON.parse((await staticData()) ?? '{}') });
    const first = await server.ctx.executions.start({ workflow: await stored(), mode: 'trigger' });
    expect((await first.done).data.resultData.runData.Count?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ count: 1 });
    expect(JSON.parse((await staticData())!)).toEqual({ global: { count: 1 } });
    await (
      await server.ctx.executions.start({ workflow: await stored(), mode: 'trigger' })
    ).done;
    expect(JSON.parse((await staticData())!)).toEqual({ global: { count: 2 } });
    const manual = await run({ workflowId: id });
    await settled(server, manual.executionId!);
    expect(JSON.parse((await staticData())!)).toEqual({ global: { count: 2 } });
  });

  it('stops a long run', async () => {
    const id = await insertWorkflow(server, owner.user.id, waitWorkflow(30, 'Long wait'));
    const started = Date.now();
    const { executionId } = await run({ workflowId: id });
    expect(Date.now() - started).toBeLessThan(5_000);
    // While the Wait node sleeps in process the execution shows as waiting.
    await waitFor(async () =>
      ['running', 'waiting'].includes((await fetchExecution(executionId!)).status) ? true : undefined,
    );
    const current = await owner.get('/rest/executions-current');
    expect(current.body.data.map((e: { id: string }) => e.id)).toContain(executionId);
    const stop = await owner.post(`/rest/executions-current/${executionId}/stop`);
    expect(stop.status, stop.text).toBe(200);
    expect(stop.body.data).toMatchObject({ status: 'canceled', finished: false, mode: 'manual' });
    expect(Date.now() - started).toBeLessThan(10_000);
    const execution = await fetchExecution(executionId!);
    expect(execution.status).toBe('canceled');
    expect(execution.data.resultData.error?.message).toBe(STOPPED_MESSAGE);
    expect((await owner.post(`/rest/executions-current/${executionId}/stop`)).status).toBe(409);
    expect((await owner.post('/rest/executions-current/999999/stop')).status).toBe(404);
  });

  it('cancels a run at its timeout with a clear message', async () => {
    const { executionId } = await run({ workflowData: waitWorkflow(30, 'Times out', { executionTimeout: 1 }) });
    await settled(server, executionId!);
    const execution = await fetchExecution(executionId!);
    expect(execution.status).toBe('canceled');
    expect(execution.data.resultData.error?.message).toMatch(/timeout of 1 second/);
  });

  it('cancels and saves running executions when the server shuts down', async () => {
    const { executionId } = await run({ workflowData: waitWorkflow(30, 'Shutdown') });
    await waitFor(() => (server.ctx.executions.running().some((e) => e.id === executionId) ? true : undefined));
    await (server.ctx.executions as unknown as { shutdown(): Promise<void> }).shutdown();
    expect(server.ctx.executions.running()).toEqual([]);
    const execution = await fetchExecution(executionId!);
    expect(execution.status).toBe('canceled');
    expect(execution.data.resultData.error?.message).toBe(SHUTDOWN_MESSAGE);
  });

  it('leaves an execution crashed, not running, when saving it fails', async () => {
    const spy = vi.spyOn(ExecutionRepository.prototype, 'finish').mockRejectedValueOnce(new Error('disk full'));
    try {
      const { executionId, done } = await server.ctx.executions.start({
        workflow: simpleWorkflow('Crashy'),
        mode: 'trigger',
      });
      expect((await done).status).toBe('crashed');
      const execution = await fetchExecution(executionId);
      expect(execution.status).toBe('crashed');
      expect(execution.stoppedAt).toBeTruthy();
      expect(execution.data.resultData.error?.message).toContain('disk full');
    } finally {
      spy.mockRestore();
    }
  });

  it('marks executions left running by an earlier process as crashed', async () => {
    const repo = new ExecutionRepository(server.ctx.db);
    const orphan = await repo.insert({
      workflow: simpleWorkflow('Orphan'),
      mode: 'trigger',
      status: 'running',
      startedAt: new Date().toISOString(),
    });
    const fresh = await repo.insert({
      workflow: simpleWorkflow('Orphan 2'),
      mode: 'trigger',
      status: 'new',
      startedAt: new Date().toISOString(),
    });
    expect(await server.ctx.executions.recoverCrashed()).toBe(2);
    for (const id of [orphan, fresh]) {
      const execution = await fetchExecution(id);
      expect(execution.status).toBe('crashed');
      expect(execution.stoppedAt).toBeTruthy();
      expect(execution.data.resultData.error?.message).toBe(CRASHED_MESSAGE);
    }
    expect(await server.ctx.executions.recoverCrashed()).toBe(0);
  });

  it('waits for a test webhook when the workflow starts with a webhook without data', async () => {
    const calls: unknown[] = [];
    const original = server.ctx.activeWorkflows.registerTestWebhooks;
    server.ctx.activeWorkflows.registerTestWebhooks = async (args) => (calls.push(args), true);
    try {
      const workflowData = {
        name: 'Hooked',
        nodes: [
          {
            name: 'Webhook',
            type: 'n8n-nodes-base.webhook',
            typeVersion: 2,
            position: [0, 0],
            parameters: { path: 'x' },
          },
          { name: 'Then', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
        ],
        connections: chain('Webhook', 'Then'),
      };
      expect(await run({ workflowData })).toEqual({ waitingForWebhook: true });
      expect(calls).toHaveLength(1);
      const pinned = await run({ workflowData, pinData: { Webhook: [{ json: { body: 1 } }] } });
      expect(pinned.executionId).toBeTruthy();
      expect(calls).toHaveLength(1);
      await settled(server, pinned.executionId!);
    } finally {
      server.ctx.activeWorkflows.registerTestWebhooks = original;
    }
  });
});
