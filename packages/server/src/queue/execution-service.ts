import type { Redis } from 'ioredis';
import type { ServerContext } from '../context.js';
import { now, toJson } from '../db/columns.js';
import { publishQueueJob } from '../eventbus/execution-events.js';
import { ExecutionRepository } from '../repositories/executions.js';
import type { ExecutionRecord, ExecutionService, StartExecutionArgs } from '../services/contracts.js';
import { CRASHED_MESSAGE, STOPPED_MESSAGE } from '../services/executions/policy.js';
import { closeRedis, openRedis, waitForRedis } from './connection.js';
import { ExecutionEvents, type DoneEvent } from './events.js';
import { BullJobQueue, type JobQueue } from './job-queue.js';

/** What a worker needs to run a queued execution, kept in the execution's `data.startData`. */
export type StartData = Omit<StartExecutionArgs, 'workflow' | 'stream'> & {
  /** The process that started the run answers with its streamed pieces: the worker publishes them. */
  streaming?: boolean;
};

/** The queue-mode execution service of main and webhook processes. */
export interface QueueExecutionService extends ExecutionService {
  readonly queue: JobQueue;
  readonly events: ExecutionEvents;
  /** Resolves once Redis answers and the events channel is subscribed; rejects with a clear message otherwise. */
  ready(): Promise<void>;
  /** Resolves with an execution's record once it ended (or at once if it has); rejects after `timeoutMs` (0: never). */
  waitForExecution(executionId: string, timeoutMs?: number): Promise<ExecutionRecord>;
  /** Closes the queue and the Redis connections. */
  shutdown(): Promise<void>;
}

/** Statuses of an execution that has not ended. */
const OPEN_STATUSES = ['new', 'running'];

/** Whether an execution has not ended: also 'waiting' without waitTill, a short wait sleeping on a worker. */
function isOpen(status: string, waitTill: string | null): boolean {
  return OPEN_STATUSES.includes(status) || (status === 'waiting' && !waitTill);
}

/** Turns a done event into the execution's record, from the event or the database. */
export async function recordOf(repo: ExecutionRepository, event: DoneEvent): Promise<ExecutionRecord> {
  if (event.record) return event.record;
  const stored = await repo.get(event.executionId);
  if (stored) return stored;
  throw new Error(`Execution ${event.executionId} ended (${event.status}) but is not stored`);
}

/**
 * The execution service of queue mode (main and webhook processes): `start` saves the execution as
 * 'new' with everything a worker needs and queues its id; `done` settles from the workers' events
 * over Redis, whose progress events are relayed to this process's push hub.
 */
export function createQueueExecutionService(ctx: ServerContext): QueueExecutionService {
  const { config } = ctx;
  const url = config.redisUrl ?? 'redis://127.0.0.1:6379';
  const redis: Redis = openRedis(url, 'weft-main');
  const subscriber: Redis = openRedis(url, 'weft-main-events');
  const queue = new BullJobQueue(redis, config.redisPrefix);
  const events = new ExecutionEvents(redis, subscriber, config.redisPrefix);
  const repo = new ExecutionRepository(ctx.db);
  const local = new Map<
    string,
    { id: string; workflowId: string | null; mode: string; startedAt: string; status: string }
  >();
  let closed: Promise<void> | undefined;

  events.on((event) => {
    if (event.kind !== 'push') return;
    const data = event.data as { executionId?: string } | undefined;
    if (event.type === 'executionStarted' && data?.executionId) {
      const entry = local.get(data.executionId);
      if (entry) entry.status = 'running';
    }
    try {
      if (event.target.pushRef || event.target.userId) ctx.push.send(event.target, event.type, event.data);
      else ctx.push.broadcast(event.type, event.data);
    } catch {
      /* progress is best effort */
    }
  });

  /**
   * Pub/sub drops what is published while a subscriber is away: after a reconnect, and every few
   * seconds as a safety net, executions waited for are looked up in the database.
   */
  async function recheckPending(): Promise<void> {
    const keys = events.pendingIds().map(Number).filter(Number.isSafeInteger);
    if (keys.length === 0 || closed) return;
    const rows = await ctx.db.kysely
      .selectFrom('execution')
      .select(['id', 'status', 'waitTill'])
      .where('id', 'in', keys)
      .execute();
    const found = new Map(rows.map((r) => [String(r.id), isOpen(r.status, r.waitTill) ? 'running' : r.status]));
    for (const id of keys.map(String)) {
      const status = found.get(id);
      if (status === undefined) events.resolveWaiters({ kind: 'executionDone', executionId: id, status: 'unknown' });
      else if (!OPEN_STATUSES.includes(status))
        events.resolveWaiters({ kind: 'executionDone', executionId: id, status });
    }
  }
  let resubscribed = false;
  subscriber.on('ready', () => {
    // The first 'ready' is the first connection; later ones are reconnections.
    if (resubscribed) void recheckPending().catch(() => undefined);
    resubscribed = true;
  });
  const safetyNet = setInterval(() => void recheckPending().catch(() => undefined), 5000);
  safetyNet.unref();

  async function waitForExecution(executionId: string, timeoutMs = 0): Promise<ExecutionRecord> {
    const waiting = events.waitForExecution(executionId, timeoutMs);
    const stored = await repo.summary(executionId);
    if (!stored) events.resolveWaiters({ kind: 'executionDone', executionId, status: 'unknown' });
    else if (!isOpen(stored.status, stored.waitTill))
      events.resolveWaiters({ kind: 'executionDone', executionId, status: stored.status });
    return recordOf(repo, await waiting);
  }

  async function cancelStored(record: ExecutionRecord): Promise<ExecutionRecord> {
    const stoppedAt = now();
    const resultData = {
      ...record.data.resultData,
      error: { message: STOPPED_MESSAGE, name: 'ExecutionCancelledError', timestamp: Date.now() },
    };
    await repo.patch(record.id, {
      status: 'canceled',
      stoppedAt,
      waitTill: null,
      data: toJson({ ...record.data, resultData }),
    });
    const canceled = {
      ...record,
      status: 'canceled',
      finished: false,
      stoppedAt,
      waitTill: null,
      data: { ...record.data, resultData },
    };
    events.resolveWaiters({ kind: 'executionDone', executionId: record.id, status: 'canceled', record: canceled });
    return canceled;
  }

  return {
    queue,
    events,

    async ready() {
      await waitForRedis(redis, url);
      await waitForRedis(subscriber, url);
      await events.listen();
    },

    async start(args) {
      // `startAtOnce` means nothing here: a worker runs the job.
      const { workflow: argsWorkflow, stream, startAtOnce: _startAtOnce, ...rest } = args;
      const workflow = { ...argsWorkflow };
      const startedAt = now();
      const id = await repo.insert({ workflow, mode: args.mode, status: 'new', startedAt, retryOf: args.retryOf });
      const startData: StartData = stream ? { ...rest, streaming: true } : rest;
      await repo.patch(id, { data: toJson({ startData, resultData: { runData: {} } }) });
      local.set(id, { id, workflowId: workflow.id ?? null, mode: args.mode, startedAt, status: 'new' });
      // The worker publishes the pieces of a streamed answer; they reach this process before the end.
      const stopStreaming = stream
        ? events.on((e) => {
            if (e.kind === 'chunk' && e.executionId === id) stream(e.chunk);
          })
        : undefined;
      const done = events.waitForExecution(id).then((e) => recordOf(repo, e));
      if (stopStreaming) void done.finally(stopStreaming).catch(() => undefined);
      const job = {
        executionId: id,
        workflowId: workflow.id ?? null,
        workflowName: workflow.name ?? null,
        mode: args.mode,
      };
      // Published first: a worker may take the job before `enqueue` answers.
      publishQueueJob(ctx.eventBus, 'enqueued', job);
      void done.finally(() => local.delete(id)).catch(() => undefined);
      try {
        await queue.enqueue(id);
      } catch (e) {
        const row = await repo.withStatus(['new']).then((rows) => rows.find((r) => r.id === id));
        if (row) await repo.markCrashed(id, row.data, `The execution could not be queued: ${(e as Error).message}`);
        events.resolveWaiters({ kind: 'executionDone', executionId: id, status: 'crashed' });
        publishQueueJob(ctx.eventBus, 'failed', job, { reason: 'The execution could not be queued' });
        throw e;
      }
      return { executionId: id, done };
    },

    async stop(executionId) {
      const stored = await repo.get(executionId);
      if (!stored) return undefined;
      if (stored.status === 'new' && (await queue.removeWaiting(executionId))) return cancelStored(stored);
      if (stored.status === 'new' || stored.status === 'running') {
        const waiting = waitForExecution(executionId, 30_000);
        await events.publishStop(executionId);
        return waiting.catch(async () => (await repo.get(executionId)) ?? stored);
      }
      // Without waitTill a short wait sleeps on a worker: that run is stopped like a running one.
      if (stored.status === 'waiting' && !stored.waitTill) {
        const waiting = waitForExecution(executionId, 30_000);
        await events.publishStop(executionId);
        return waiting.catch(async () => (await repo.get(executionId)) ?? stored);
      }
      if (stored.status === 'waiting') return cancelStored(stored);
      return stored;
    },

    running() {
      return [...local.values()];
    },

    async resume(executionId, options = {}) {
      // 'new' again: the worker that takes the job finds the saved stack and goes on from it.
      const record = await repo.claimWaiting(executionId, 'new', options);
      if (!record) return undefined;
      local.set(executionId, {
        id: executionId,
        workflowId: record.workflowId,
        mode: record.mode,
        startedAt: record.startedAt,
        status: 'new',
      });
      const done = events.waitForExecution(executionId).then((e) => recordOf(repo, e));
      void done.finally(() => local.delete(executionId)).catch(() => undefined);
      try {
        await queue.enqueue(executionId, { again: true });
      } catch (e) {
        await repo.markCrashed(
          executionId,
          toJson(record.data),
          `The execution could not be queued: ${(e as Error).message}`,
        );
        events.resolveWaiters({ kind: 'executionDone', executionId, status: 'crashed' });
        throw e;
      }
      return { executionId, done };
    },

    async recoverCrashed() {
      let count = 0;
      for (const row of await repo.withStatus(OPEN_STATUSES)) {
        // A queued or running job is the workers' business; stalled jobs are handled by them.
        const state = await queue.state(row.id);
        if (state && state !== 'completed' && state !== 'failed') continue;
        await repo.markCrashed(row.id, row.data, CRASHED_MESSAGE);
        events.resolveWaiters({ kind: 'executionDone', executionId: row.id, status: 'crashed' });
        count++;
      }
      return count;
    },

    waitForExecution,

    shutdown() {
      closed ??= (async () => {
        clearInterval(safetyNet);
        await events.close();
        await queue.close();
        await closeRedis([subscriber, redis]);
      })();
      return closed;
    },
  };
}
