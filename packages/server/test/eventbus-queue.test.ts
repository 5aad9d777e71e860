import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueExecutionService } from '../src/queue/execution-service.js';
import { failingWorkflow, simpleWorkflow } from './executions-fixtures.js';
import { FAST_DELIVERY, startHttpReceiver, until, type HttpReceiver } from './eventbus-helpers.js';
import { startQueueCluster, type QueueCluster } from './queue-helpers.js';

describe('log streaming in queue mode (PostgreSQL, Redis)', () => {
  let cluster: QueueCluster;
  let receiver: HttpReceiver;

  beforeAll(async () => {
    cluster = await startQueueCluster('eventbus', FAST_DELIVERY);
    receiver = await startHttpReceiver();
    await cluster.worker(2);
  });
  afterAll(async () => {
    await cluster?.close();
    await receiver?.close();
  });

  it('delivers the events of executions a worker runs, and the queue’s own events, from main', async () => {
    const owner = await cluster.main.owner();
    const res = await owner.post('/rest/eventbus/destination', {
      __type: '$$MessageEventBusDestinationWebhook',
      url: `${receiver.url}/cluster`,
      subscribedEvents: ['n8n.workflow', 'weft.node.finished', 'weft.queue'],
    });
    expect(res.status, res.text).toBe(200);
    const executions = cluster.main.ctx.executions as QueueExecutionService;
    const ok = await executions.start({
      workflow: simpleWorkflow('On a worker'),
      mode: 'manual',
      userId: owner.user.id,
    });
    const bad = await executions.start({
      workflow: failingWorkflow('Fails on a worker'),
      mode: 'manual',
      userId: owner.user.id,
    });
    await Promise.all([ok.done, bad.done]);

    const want = (id: string, status: string) => [
      `weft.queue.job.enqueued:${id}`,
      `weft.queue.job.started:${id}`,
      `weft.workflow.started:${id}`,
      `weft.node.finished:${id}`,
      `weft.workflow.${status}:${id}`,
      `weft.queue.job.completed:${id}`,
    ];
    const expected = [...want(ok.executionId, 'success'), ...want(bad.executionId, 'failed')];
    const seen = () => new Set(receiver.requests.map((r) => `${r.json.eventName}:${r.json.payload.executionId}`));
    await until(() => expected.every((e) => seen().has(e)), 15_000, 'the worker’s events at main’s destination');
    const completed = receiver.requests.find(
      (r) => r.json.eventName === 'weft.queue.job.completed' && r.json.payload.executionId === bad.executionId,
    )!;
    expect(completed.json.payload).toMatchObject({ status: 'error', workflowName: 'Fails on a worker' });
    // Only main delivers: each event arrived once.
    await new Promise((r) => setTimeout(r, 300));
    const ids = receiver.requests.map((r) => r.json.id);
    expect(new Set(ids).size).toBe(ids.length);

    // The replay has what the worker stored.
    const replay = await owner.get(`/rest/eventbus/execution/${ok.executionId}`);
    expect(replay.body.data.map((e: { eventName: string }) => e.eventName)).toEqual([
      'weft.queue.job.enqueued',
      'weft.queue.job.started',
      'weft.workflow.started',
      'weft.node.started',
      'weft.node.finished',
      'weft.node.started',
      'weft.node.finished',
      'weft.workflow.success',
      'weft.queue.job.completed',
    ]);
  });
});
