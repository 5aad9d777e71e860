import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueExecutionService } from '../src/queue/execution-service.js';
import { failingWorkflow, insertWorkflow, simpleWorkflow, waitFor, waitWorkflow } from './executions-fixtures.js';
import { startQueueCluster, type QueueCluster } from './queue-helpers.js';

describe('queue mode: main enqueues, a worker runs and saves', () => {
  let cluster: QueueCluster;
  let owner: Awaited<ReturnType<QueueCluster['main']['owner']>>;
  let executions: QueueExecutionService;

  beforeAll(async () => {
    cluster = await startQueueCluster('run');
    owner = await cluster.main.owner();
    executions = cluster.main.ctx.executions as QueueExecutionService;
    await cluster.worker(2);
  });
  afterAll(async () => cluster?.close());

  it('reports queue mode in the settings', async () => {
    const res = await owner.get('/rest/settings');
    expect(res.body.data.executionMode).toBe('queue');
  });

  it('saves the execution as new with its start data, and the worker runs and saves it', async () => {
    const { executionId, done } = await executions.start({
      workflow: waitWorkflow(1, 'Queued'),
      mode: 'manual',
      userId: owner.user.id,
      pushRef: 'tab-a',
    });
    const row = () =>
      cluster.main.ctx.db.kysely
        .selectFrom('execution')
        .selectAll()
        .where('id', '=', Number(executionId))
        .executeTakeFirstOrThrow();
    // Until it ends, the row holds what a worker needs to run it.
    const queued = await row();
    expect(['new', 'running']).toContain(queued.status);
    expect(JSON.parse(queued.data).startData).toMatchObject({
      mode: 'manual',
      userId: owner.user.id,
      pushRef: 'tab-a',
    });
    expect(JSON.parse(queued.workflowData)).toMatchObject({ name: 'Queued' });
    const record = await done;
    expect(record).toMatchObject({ id: executionId, status: 'success', finished: true, mode: 'manual' });
    const stored = await row();
    expect(stored.status).toBe('success');
    expect(Object.keys(JSON.parse(stored.data).resultData.runData).sort()).toEqual(['After', 'Start', 'Wait']);
    // The worker answers the run before BullMQ moves its job to completed: wait for that move.
    const counts = await waitFor(
      async () => {
        const c = await executions.queue.counts();
        return c.active === 0 ? c : undefined;
      },
      5_000,
      'the job to leave active',
    );
    expect(counts).toMatchObject({ waiting: 0, active: 0 });
  });

  it('relays the worker progress to main’s push hub and answers failures', async () => {
    const messages = cluster.tab('tab-b', owner.user.id);
    const { executionId, done } = await executions.start({
      workflow: failingWorkflow('Fails'),
      mode: 'manual',
      userId: owner.user.id,
      pushRef: 'tab-b',
    });
    expect((await done).status).toBe('error');
    await waitFor(
      () => (messages.some((m) => m.type === 'executionFinished') ? true : undefined),
      5000,
      'executionFinished',
    );
    expect(messages.map((m) => m.type)).toEqual([
      'executionStarted',
      'nodeExecuteBefore',
      'nodeExecuteAfter',
      'nodeExecuteBefore',
      'nodeExecuteAfter',
      'executionFinished',
    ]);
    const finished = messages.at(-1)!;
    expect(finished.data).toMatchObject({ executionId, status: 'error', errorMessage: 'Boom on purpose' });
  });

  it('runs a manual run of POST /rest/workflows/run through the queue', async () => {
    const messages = cluster.tab('tab-c', owner.user.id);
    const id = await insertWorkflow(cluster.main, owner.user.id, simpleWorkflow('From the editor'));
    const res = await owner.post('/rest/workflows/run', { workflowId: id, pushRef: 'tab-c' });
    expect(res.status, res.text).toBe(200);
    const executionId = res.body.data.executionId as string;
    const record = await executions.waitForExecution(executionId, 10_000);
    expect(record).toMatchObject({ status: 'success', workflowId: id });
    const execution = (await owner.get(`/rest/executions/${executionId}`)).body.data;
    expect(execution).toMatchObject({
      id: executionId,
      status: 'success',
      finished: true,
      mode: 'manual',
      workflowName: 'From the editor',
    });
    await waitFor(() => messages.find((m) => m.type === 'executionFinished'), 5000, 'executionFinished');
    expect(messages[0]).toMatchObject({ type: 'executionStarted', data: { executionId, workflowId: id } });
  });

  it('never queues one execution twice, and waitForExecution answers an ended one at once', async () => {
    const { executionId, done } = await executions.start({ workflow: simpleWorkflow('Once'), mode: 'manual' });
    await executions.queue.enqueue(executionId);
    await done;
    await executions.queue.enqueue(executionId); // job removed on completion: the worker sees it ended
    expect((await executions.waitForExecution(executionId, 1000)).status).toBe('success');
    await new Promise((r) => setTimeout(r, 300));
    const row = await cluster.main.ctx.db.kysely
      .selectFrom('execution')
      .select(['status', 'startedAt'])
      .where('id', '=', Number(executionId))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('success');
  });

  it('stops a running execution on its worker', async () => {
    const { executionId, done } = await executions.start({ workflow: waitWorkflow(20, 'Long'), mode: 'manual' });
    await waitFor(
      async () => ((await executions.queue.state(executionId)) === 'active' ? true : undefined),
      5000,
      'active job',
    );
    // A Wait node sleeping on the worker shows the execution as waiting.
    await waitFor(
      async () =>
        ['running', 'waiting'].includes(
          (
            await cluster.main.ctx.db.kysely
              .selectFrom('execution')
              .select('status')
              .where('id', '=', Number(executionId))
              .executeTakeFirst()
          )?.status ?? '',
        )
          ? true
          : undefined,
      5000,
      'running',
    );
    const stopped = await executions.stop(executionId);
    expect(stopped?.status).toBe('canceled');
    expect((await done).status).toBe('canceled');
  });

  it('recoverCrashed leaves executions with a live job to the workers', async () => {
    const { executionId, done } = await executions.start({ workflow: waitWorkflow(1, 'Short'), mode: 'manual' });
    await waitFor(
      async () => ((await executions.queue.state(executionId)) === 'active' ? true : undefined),
      5000,
      'active job',
    );
    expect(await executions.recoverCrashed()).toBe(0);
    expect((await done).status).toBe('success');
  });
});
