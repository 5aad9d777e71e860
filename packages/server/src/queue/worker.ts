import { setExpressionTimeout, type StreamChunk } from '@weft/workflow';
import { loadBuiltinNodes } from '@weft/nodes/loader';
import { joinCluster, type ClusterMembership } from '../cluster/index.js';
import type { ServerConfig } from '../config.js';
import { baseContext, type ServerContext } from '../context.js';
import { openDatabase } from '../db/database.js';
import { now, parseJson } from '../db/columns.js';
import { loadInstanceFile } from '../instance.js';
import { ExecutionRepository, parseExecutionId } from '../repositories/executions.js';
import { SettingsRepository } from '../repositories/settings.js';
import type { ExecutionRecord, PushHub, StartExecutionArgs } from '../services/contracts.js';
import type { InProcessExecutionService } from '../services/executions/index.js';
import { CRASHED_MESSAGE } from '../services/executions/policy.js';
import { resumeOptionsOf } from '../services/executions/resume.js';
import { createServices } from '../services/index.js';
import { loadCommunityPackages } from '../community-nodes/index.js';
import { publishQueueJob } from '../eventbus/execution-events.js';
import { VERSION } from '../version.js';
import { checkQueueConfig, verifyEncryptionKey } from './checks.js';
import { closeRedis, openRedis, waitForRedis } from './connection.js';
import { ExecutionEvents } from './events.js';
import type { StartData } from './execution-service.js';
import { BullJobQueue, type JobConsumer } from './job-queue.js';

/** Options of {@link startWorker}. */
export interface WorkerOptions {
  /** Jobs run at once (default 10). */
  concurrency?: number;
}

/** A running worker. */
export interface RunningWorker {
  ctx: ServerContext;
  queue: BullJobQueue;
  events: ExecutionEvents;
  /** Ids of the executions this worker runs now. */
  running(): string[];
  /**
   * Graceful shutdown: stops taking jobs, lets the running ones finish within
   * WEFT_GRACEFUL_SHUTDOWN_TIMEOUT seconds (then cancels and saves them), and closes the connections.
   */
  close(): Promise<void>;
}

/** A push hub that publishes to the cluster's events channel instead of to editor tabs. */
function publishingPushHub(events: ExecutionEvents): PushHub {
  return {
    send: (target, type, data) => void events.publishPush(target, type, data).catch(() => undefined),
    broadcast: (type, data) => void events.publishPush({}, type, data).catch(() => undefined),
  };
}

/**
 * Starts a queue-mode worker (`weft worker`): opens the shared database and Redis, checks the
 * encryption key, then takes executions from the queue and runs them with the regular in-process
 * execution logic, saving their results and publishing their progress and ends over Redis.
 * A job whose worker died (stalled) comes back once: its execution is then marked crashed, or run
 * again when WEFT_QUEUE_STALLED_ACTION=retry.
 */
export async function startWorker(config: ServerConfig, options: WorkerOptions = {}): Promise<RunningWorker> {
  checkQueueConfig(config, 'worker');
  const instance = loadInstanceFile(config);
  config.encryptionKey = instance.encryptionKey;
  // Expressions in this process stop after WEFT_EXPRESSION_TIMEOUT_MS, as in `weft execute`.
  setExpressionTimeout(config.expressionTimeoutMs);
  const db = await openDatabase(config);
  const url = config.redisUrl!;
  const redis = openRedis(url, 'weft-worker');
  const subscriber = openRedis(url, 'weft-worker-events');
  const closeConnections = () => closeRedis([subscriber, redis]);
  let queue: BullJobQueue;
  let events: ExecutionEvents;
  let ctx: ServerContext;
  let cluster: ClusterMembership | undefined;
  try {
    await verifyEncryptionKey(new SettingsRepository(db), config.encryptionKey);
    await waitForRedis(redis, url);
    await waitForRedis(subscriber, url);
    queue = new BullJobQueue(redis, config.redisPrefix);
    events = new ExecutionEvents(redis, subscriber, config.redisPrefix);
    await events.listen();
    ctx = createServices(
      baseContext(config, db, VERSION, instance.instanceId, await loadBuiltinNodes(config.nodesExclude)),
      { inProcess: true, push: publishingPushHub(events) },
    );
    // Community node packages installed in this machine's WEFT home (broken ones are skipped);
    // joining the cluster then installs what main lists and this worker lacks.
    await loadCommunityPackages(ctx);
    // Respond to Webhook answers given here travel to the process that holds the request.
    cluster = await joinCluster(ctx, 'worker', { settings: { url, prefix: config.redisPrefix } });
  } catch (e) {
    await cluster?.close().catch(() => undefined);
    await closeConnections();
    await db.close();
    throw e;
  }
  const executions = ctx.executions as InProcessExecutionService;
  const repo = new ExecutionRepository(db);
  const active = new Set<string>();

  events.on((event) => {
    if (event.kind === 'stop' && active.has(event.executionId))
      void executions.stop(event.executionId).catch(() => undefined);
  });

  /** Marks an open execution crashed and tells whoever waits for it. */
  const crash = async (executionId: string, message: string) => {
    const key = parseExecutionId(executionId);
    if (key === undefined) return;
    const row = await db.kysely
      .selectFrom('execution')
      .select(['status', 'data', 'waitTill'])
      .where('id', '=', key)
      .executeTakeFirst();
    // 'waiting' without waitTill: a short wait was sleeping on the worker that died.
    if (!row || (row.status !== 'new' && row.status !== 'running' && !(row.status === 'waiting' && !row.waitTill)))
      return;
    await repo.markCrashed(executionId, row.data, message);
    const record = await repo.get(executionId);
    if (!record) return;
    ctx.eventBus.publish(
      'weft.queue.job.failed',
      { executionId, reason: message },
      `The job of execution ${executionId} failed`,
    );
    const startData = parseJson<{ startData?: StartData }>(row.data, {}).startData;
    if (startData?.pushRef || startData?.userId) {
      await events.publishPush({ pushRef: startData.pushRef, userId: startData.userId }, 'executionFinished', {
        executionId,
        status: 'crashed',
        errorMessage: message,
        retryOf: startData.retryOf,
      });
    }
    await events.publishDone(record, true);
  };

  /** Takes the row for this run: 'new' (or, on retry of a stalled job, 'running') becomes 'running'. */
  const claim = async (key: number, from: string, startedAt: string) => {
    const res = await db.kysely
      .updateTable('execution')
      .set({ status: 'running', startedAt })
      .where('id', '=', key)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  };

  const handle = async (executionId: string) => {
    const key = parseExecutionId(executionId);
    if (key === undefined) return;
    const row = await db.kysely.selectFrom('execution').selectAll().where('id', '=', key).executeTakeFirst();
    if (!row) return; // deleted meanwhile
    const startedAt = now();
    if (row.status === 'running' || (row.status === 'waiting' && !row.waitTill)) {
      // The job came back after its worker stopped renewing its lock (killed, or hung).
      if (config.queue.stalledAction !== 'retry') return crash(executionId, CRASHED_MESSAGE);
    } else if (row.status !== 'new') return; // stopped before it ran
    // A resumed execution keeps its start time and goes on from the stack it saved when it began to wait.
    const resume =
      row.status === 'new'
        ? resumeOptionsOf({ data: parseJson<ExecutionRecord['data']>(row.data, { resultData: { runData: {} } }) })
        : undefined;
    if (!(await claim(key, row.status, resume ? row.startedAt : startedAt))) return;
    const stored = parseJson<{ startData?: StartData }>(row.data, {});
    const { streaming, ...startData } = stored.startData ?? { mode: row.mode as StartExecutionArgs['mode'] };
    const args: StartExecutionArgs = {
      ...startData,
      workflow: parseJson(row.workflowData, { name: '', nodes: [], connections: {} }),
      // The process that answers the request streams what the nodes send (not a resumed run's: that request is gone).
      ...(streaming && !resume
        ? { stream: (chunk: StreamChunk) => void events.publishChunk(executionId, chunk).catch(() => undefined) }
        : {}),
    };
    const job = { executionId, workflowId: row.workflowId, workflowName: row.workflowName, mode: row.mode };
    publishQueueJob(ctx.eventBus, 'started', job);
    active.add(executionId);
    let record: ExecutionRecord;
    try {
      record = await executions.runExisting(executionId, args, resume ? row.startedAt : startedAt, resume);
    } finally {
      active.delete(executionId);
    }
    const saved = (await repo.summary(executionId)) !== undefined;
    publishQueueJob(ctx.eventBus, 'completed', job, { status: record.status });
    await events.publishDone(record, saved);
  };

  const consumer: JobConsumer = queue.consume(handle, {
    concurrency: Math.max(1, options.concurrency ?? 10),
    lockDurationMs: config.queue.lockDurationMs,
    stalledIntervalMs: config.queue.stalledIntervalMs,
    maxStalledCount: 1,
  });
  consumer.onFailed(
    (executionId, reason) => void crash(executionId, `${CRASHED_MESSAGE} (${reason})`).catch(() => undefined),
  );

  let closing: Promise<void> | undefined;
  return {
    ctx,
    queue,
    events,
    running: () => [...active],
    close() {
      closing ??= (async () => {
        const timeoutMs = Math.max(0, config.queue.gracefulShutdownTimeout) * 1000;
        // Past the timeout, what still runs is canceled and saved as such.
        await consumer.close(timeoutMs, () => executions.shutdown());
        await cluster?.close().catch(() => undefined);
        await events.close();
        await queue.close();
        await closeConnections();
        await ctx.eventBus.close();
        await db.close();
      })();
      return closing;
    },
  };
}
