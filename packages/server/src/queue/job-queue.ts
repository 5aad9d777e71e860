import type { Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { lazyRequire } from '../lazy-require.js';

/** BullMQ, loaded when a queue is made (queue mode only). */
const bullmq = lazyRequire<typeof import('bullmq')>('bullmq');

/** The BullMQ queue every process of a cluster shares. */
export const QUEUE_NAME = 'weft-executions';

/** What a job carries: only the execution's id; everything else is in the database. */
export interface ExecutionJobData {
  executionId: string;
}

/** Options of {@link JobQueue.enqueue}. */
export interface EnqueueOptions {
  /** Higher runs first (BullMQ priority 1 is the highest). */
  priority?: number;
  /** The execution ran before (it resumes after a wait): a finished job left from that run is removed first. */
  again?: boolean;
}

/** Options of {@link JobQueue.consume}. */
export interface ConsumeOptions {
  concurrency: number;
  /** ms a job's lock lasts without renewal; a dead worker's job is stalled after this. */
  lockDurationMs: number;
  /** ms between checks for stalled jobs. */
  stalledIntervalMs: number;
  /** How often a job may stall before BullMQ fails it. */
  maxStalledCount: number;
}

/** Jobs by state, for metrics. */
export interface QueueCounts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

/** Runs one execution; rejecting fails the job. */
export type ExecutionJobHandler = (executionId: string) => Promise<void>;

/** A running consumer of the queue. */
export interface JobConsumer {
  /**
   * Stops taking jobs and waits for the running ones. After `timeoutMs` it calls `onTimeout` (which
   * should end them) and waits again; answers whether they ended within the timeout.
   */
  close(timeoutMs: number, onTimeout?: () => Promise<void>): Promise<boolean>;
  /** Called with the ids of executions whose job failed for good (e.g. stalled too often). */
  onFailed(handler: (executionId: string, reason: string) => void): void;
}

/** The job queue of queue mode: executions to run, by id. */
export interface JobQueue {
  /** Queues an execution. Queuing an execution that is already queued does nothing. */
  enqueue(executionId: string, options?: EnqueueOptions): Promise<void>;
  /** Takes jobs and runs them with `handler`, `concurrency` at a time. */
  consume(handler: ExecutionJobHandler, options: ConsumeOptions): JobConsumer;
  /** The job state of an execution, or undefined when it has no job (any more). */
  state(executionId: string): Promise<string | undefined>;
  /** Removes an execution's job if it is still waiting; answers whether it was removed. */
  removeWaiting(executionId: string): Promise<boolean>;
  /** How many jobs are in each state. */
  counts(): Promise<QueueCounts>;
  /** Closes the queue's connections (not the Redis clients it was given). */
  close(): Promise<void>;
}

/** The BullMQ job id of an execution (BullMQ refuses integer ids, so the id is prefixed). */
export function jobIdOf(executionId: string): string {
  return `execution-${executionId}`;
}

/**
 * The BullMQ implementation of {@link JobQueue}: queue `weft-executions` under `prefix`, one job
 * per execution (job id from the execution id, so it is never queued twice), one attempt, removed
 * once completed.
 */
export class BullJobQueue implements JobQueue {
  private readonly queue: Queue<ExecutionJobData>;
  private readonly consumers = new Set<Worker<ExecutionJobData>>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {
    this.queue = new (bullmq().Queue)<ExecutionJobData>(QUEUE_NAME, { connection, prefix });
    this.queue.on('error', () => undefined);
  }

  async enqueue(executionId: string, options: EnqueueOptions = {}): Promise<void> {
    if (options.again) {
      const old = await this.queue.getJob(jobIdOf(executionId));
      const state = old ? await old.getState() : undefined;
      if (old && (state === 'completed' || state === 'failed')) await old.remove().catch(() => undefined);
    }
    await this.queue.add(
      'execution',
      { executionId },
      {
        jobId: jobIdOf(executionId),
        attempts: 1,
        removeOnComplete: true,
        removeOnFail: { count: 1000 },
        priority: options.priority,
      },
    );
  }

  consume(handler: ExecutionJobHandler, options: ConsumeOptions): JobConsumer {
    const failedHandlers: Array<(id: string, reason: string) => void> = [];
    const worker = new (bullmq().Worker)<ExecutionJobData>(
      QUEUE_NAME,
      async (job: Job<ExecutionJobData>) => handler(job.data.executionId),
      {
        connection: this.connection,
        prefix: this.prefix,
        concurrency: options.concurrency,
        lockDuration: options.lockDurationMs,
        stalledInterval: options.stalledIntervalMs,
        maxStalledCount: options.maxStalledCount,
      },
    );
    worker.on('error', () => undefined);
    worker.on('failed', (job, error) => {
      if (job) for (const h of failedHandlers) h(job.data.executionId, error.message);
    });
    this.consumers.add(worker);
    return {
      close: async (timeoutMs, onTimeout) => {
        let timer: NodeJS.Timeout | undefined;
        const closing = worker.close();
        const ended = await Promise.race([
          closing.then(() => true),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), timeoutMs);
          }),
        ]);
        clearTimeout(timer);
        if (!ended) {
          await onTimeout?.();
          await closing.catch(() => undefined);
        }
        this.consumers.delete(worker);
        return ended;
      },
      onFailed: (h) => failedHandlers.push(h),
    };
  }

  async state(executionId: string): Promise<string | undefined> {
    const job = await this.queue.getJob(jobIdOf(executionId));
    if (!job) return undefined;
    const state = await job.getState();
    return state === 'unknown' ? undefined : state;
  }

  async removeWaiting(executionId: string): Promise<boolean> {
    const job = await this.queue.getJob(jobIdOf(executionId));
    if (!job) return false;
    const state = await job.getState();
    if (state !== 'waiting' && state !== 'prioritized' && state !== 'delayed') return false;
    try {
      await job.remove();
      return true;
    } catch {
      return false; // taken by a worker meanwhile
    }
  }

  async counts(): Promise<QueueCounts> {
    const c = await this.queue.getJobCounts('waiting', 'prioritized', 'active', 'completed', 'failed', 'delayed');
    return {
      waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
      active: c.active ?? 0,
      completed: c.completed ?? 0,
      failed: c.failed ?? 0,
      delayed: c.delayed ?? 0,
    };
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.consumers].map((w) => w.close(true)));
    await this.queue.close().catch(() => undefined);
  }
}
