import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  createWebhookServer,
  loadConfig,
  type ClusterMembership,
  type RunningWorker,
  type ServerContext,
} from '@weft/server';
import { insertWorkflow, waitFor } from './activation-helpers.js';
import { startQueueCluster, type QueueCluster } from './queue-helpers.js';
import { timeWaitWorkflow, webhookWaitWorkflow } from './waiting-helpers.js';

/**
 * Waiting executions in queue mode: main, a worker and a webhook process on one PostgreSQL database
 * and one Redis prefix. A worker runs the execution until it waits; the resume — by a call to the
 * webhook process or by main's poller — is queued and a worker runs it from the saved stack.
 */
describe('queue mode: waiting executions resume on a worker', () => {
  let cluster: QueueCluster;
  let worker: RunningWorker | undefined;
  let hook: { app: FastifyInstance; ctx: ServerContext; cluster: ClusterMembership };

  beforeAll(async () => {
    cluster = await startQueueCluster('waiting', { WEFT_WAIT_IN_PROCESS_MAX: '1', WEFT_WAIT_POLL_INTERVAL: '0.2' });
    worker = await cluster.worker(2);
    hook = await createWebhookServer(loadConfig({ ...cluster.env, WEFT_HOME: cluster.main.home }), {
      settings: { url: cluster.env.WEFT_REDIS_URL!, prefix: cluster.prefix },
    });
    await hook.app.ready();
  });
  afterAll(async () => {
    if (hook) {
      await hook.app.close();
      await hook.cluster.close();
      await (hook.ctx.executions as { shutdown?: () => Promise<void> }).shutdown?.();
      await hook.ctx.db.close();
    }
    await cluster?.close();
  });

  const status = async (id: string) =>
    (
      await cluster.main.ctx.db.kysely
        .selectFrom('execution')
        .select('status')
        .where('id', '=', Number(id))
        .executeTakeFirst()
    )?.status;

  it('a webhook wait resumed through the webhook process is queued and run by a worker', async () => {
    const workflowId = await insertWorkflow(cluster.main.ctx, webhookWaitWorkflow('queued-ask'));
    await cluster.main.ctx.activeWorkflows.activate(workflowId);
    await hook.app.inject({ method: 'GET', url: '/webhook/queued-ask?who=Cal' });
    const executionId = await waitFor(
      async () => {
        const r = await cluster.main.ctx.db.kysely
          .selectFrom('execution')
          .select(['id', 'status'])
          .where('workflowId', '=', workflowId)
          .executeTakeFirst();
        return r?.status === 'waiting' ? String(r.id) : undefined;
      },
      10_000,
      'the execution to wait',
    );

    // With no worker running, the resumed execution stays queued: no process but a worker runs it.
    await worker!.close();
    worker = undefined;
    const answer = hook.app.inject({
      method: 'POST',
      url: `/webhook-waiting/${executionId}`,
      payload: { answer: 'queued' },
      headers: { 'content-type': 'application/json' },
    });
    await waitFor(
      async () => ((await status(executionId)) === 'new' ? true : undefined),
      5000,
      'the resume to be queued',
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(await status(executionId)).toBe('new');

    worker = await cluster.worker(2);
    const res = await answer;
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ answer: 'queued', started: 'Cal' });
    expect(await status(executionId)).toBe('success');
    const rows = await cluster.main.ctx.db.kysely
      .selectFrom('execution')
      .select(['id', 'data'])
      .where('workflowId', '=', workflowId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(Object.keys(JSON.parse(rows[0]!.data).resultData.runData).sort()).toEqual(['Set', 'Wait', 'Webhook']);
  });

  it('a time wait is resumed by main’s poller through the queue', async () => {
    const { executionId, done } = await cluster.main.ctx.executions.start({
      workflow: timeWaitWorkflow(2, 'Queued wait'),
      mode: 'trigger',
    });
    expect((await done).status).toBe('waiting');
    await waitFor(
      async () => ((await status(executionId)) === 'success' ? true : undefined),
      15_000,
      'the poller and a worker to finish it',
    );
  });
});
