import type { TaskData, Workflow } from '@weft/workflow';
import type { ExecutionRecord } from '../services/contracts.js';
import type { EventBus } from './bus.js';
import type { EventPayload } from './message.js';

/** The execution an event is about. */
export interface ExecutionSubject {
  executionId: string;
  workflow: Pick<Workflow, 'name' | 'nodes'> & { id?: string };
  mode: string;
  userId?: string;
  retryOf?: string;
}

/**
 * A workflow event's payload; with `end`, also how the run ended (left out of the stored and
 * delivered event when undefined, as JSON leaves them). One literal, not `{ ...base(s), status }`:
 * on Node 20's V8 each key added after a spread misses its inline cache, every call.
 */
function base(s: ExecutionSubject, end?: { status: string; lastNodeExecuted: string | null }): EventPayload {
  return {
    executionId: s.executionId,
    workflowId: s.workflow.id ?? null,
    workflowName: s.workflow.name ?? null,
    mode: s.mode,
    isManual: s.mode === 'manual',
    userId: s.userId,
    retryOf: s.retryOf,
    status: end?.status,
    lastNodeExecuted: end?.lastNodeExecuted,
  };
}

/** A node event's payload; with `task`, also the node's status and run time (one object, no copy). */
function nodeOf(s: ExecutionSubject, nodeName: string, task?: TaskData): EventPayload {
  const node = s.workflow.nodes?.find((n) => n.name === nodeName);
  return {
    executionId: s.executionId,
    workflowId: s.workflow.id ?? null,
    workflowName: s.workflow.name ?? null,
    nodeName,
    nodeType: node?.type ?? null,
    nodeId: node?.id ?? null,
    // Left out of the stored and delivered event when undefined, as JSON leaves them.
    status: task ? (task.executionStatus ?? (task.error ? 'error' : 'success')) : undefined,
    executionTime: task?.executionTime,
  };
}

/** `weft.workflow.started`, as the engine starts the run. */
export function publishWorkflowStarted(bus: EventBus, s: ExecutionSubject): void {
  bus.publish('weft.workflow.started', base(s), `Workflow "${s.workflow.name}" started (execution ${s.executionId})`);
}

/** `weft.node.started`, before a node runs. */
export function publishNodeStarted(bus: EventBus, s: ExecutionSubject, nodeName: string): void {
  bus.publish('weft.node.started', nodeOf(s, nodeName), `Node "${nodeName}" started`);
}

/** `weft.node.finished`, after a node ran (with its status, not its data). */
export function publishNodeFinished(bus: EventBus, s: ExecutionSubject, nodeName: string, task: TaskData): void {
  bus.publish('weft.node.finished', nodeOf(s, nodeName, task), `Node "${nodeName}" finished`);
}

/** `weft.workflow.success` or `weft.workflow.failed` (error, crash, cancel), once the run is saved; nothing while it waits. */
export function publishWorkflowEnded(
  bus: EventBus,
  s: ExecutionSubject,
  record: Pick<ExecutionRecord, 'status' | 'data'>,
): void {
  // A waiting execution has not ended: it goes on (with a new `started`) when it wakes up.
  if (record.status === 'waiting') return;
  const result = record.data.resultData;
  const payload = base(s, { status: record.status, lastNodeExecuted: result.lastNodeExecuted ?? null });
  if (record.status === 'success') {
    bus.publish(
      'weft.workflow.success',
      payload,
      `Workflow "${s.workflow.name}" succeeded (execution ${s.executionId})`,
    );
    return;
  }
  const error = result.error as { message?: string; node?: { type?: string } } | undefined;
  payload.errorMessage = error?.message ?? null;
  payload.errorNodeType = error?.node?.type ?? null;
  bus.publish(
    'weft.workflow.failed',
    payload,
    `Workflow "${s.workflow.name}" ended with status ${record.status} (execution ${s.executionId})`,
  );
}

/** The job an execution has in queue mode. */
export interface QueueJobSubject {
  executionId: string;
  workflowId?: string | null;
  workflowName?: string | null;
  mode?: string;
}

const QUEUE_MESSAGES = {
  enqueued: 'queued',
  started: 'taken by a worker',
  completed: 'completed',
  failed: 'failed',
} as const;

/** `weft.queue.job.<what>` for an execution's job (queue mode); `extra` adds status or reason. */
export function publishQueueJob(
  bus: EventBus,
  what: keyof typeof QUEUE_MESSAGES,
  job: QueueJobSubject,
  extra: EventPayload = {},
): void {
  bus.publish(
    `weft.queue.job.${what}`,
    {
      executionId: job.executionId,
      workflowId: job.workflowId ?? null,
      workflowName: job.workflowName ?? null,
      mode: job.mode,
      ...extra,
    },
    `The job of execution ${job.executionId} was ${QUEUE_MESSAGES[what]}`,
  );
}
