/**
 * Polling triggers: an active workflow's node whose type has `poll` is polled on its `pollTimes`
 * (in the workflow's timezone). What a poll answers starts an execution; the node's cursor (its
 * static data) is saved only once that execution is stored, and forgotten when the poll fails, so a
 * restart neither loses an event nor fires it twice. Polls run only where triggers may fire (the
 * leader in queue mode).
 */
import { serializeError, type WorkflowNode } from '@weft/workflow';
import { pollSchedules, startCronTimer } from '@weft/nodes/loader';
import type { ServerContext } from '../../context.js';
import { now } from '../../db/columns.js';
import { ExecutionRepository } from '../../repositories/executions.js';
import { saveWorkflowStaticData } from '../executions/workflows.js';
import type { StoredWorkflow } from '../active/store.js';
import { serverPollContext, type PollState } from './context.js';
import { WorkflowRepository } from '../../repositories/workflows.js';

export { returnJsonArray, serverPollContext, type PollState } from './context.js';

/** Whether a node's type is a polling trigger. */
export function isPollingNode(ctx: ServerContext, node: WorkflowNode): boolean {
  return !node.disabled && !!ctx.nodeTypes.get(node.type, node.typeVersion)?.poll;
}

const plain = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (structuredClone(value) as Record<string, unknown>)
    : {};

/**
 * The workflow's static data as stored now: another main process may have led (and polled) since
 * this one activated the workflow, so the cursor is read afresh for every poll.
 */
async function storedStaticData(ctx: ServerContext, workflow: StoredWorkflow): Promise<Record<string, unknown>> {
  return (await new WorkflowRepository(ctx.db).storedStaticData(workflow.id)) ?? workflow.staticData ?? {};
}

/** Writes the keys a poll (or a trigger) changed into the stored row, keeping what executions wrote to the others. */
export async function commitStaticData(
  ctx: ServerContext,
  workflow: StoredWorkflow,
  changes: Record<string, Record<string, unknown>>,
): Promise<void> {
  const stored = await storedStaticData(ctx, workflow);
  await saveWorkflowStaticData(ctx, workflow.id, { ...stored, ...changes });
  const live = (workflow.staticData ??= {});
  Object.assign(live, structuredClone(changes));
}

/**
 * Stores a failed trigger execution for a poll that threw, or a trigger that reported an error
 * (n8n's emitError), and runs the workflow's error workflow.
 */
export async function recordTriggerError(
  ctx: ServerContext,
  workflow: StoredWorkflow,
  node: WorkflowNode,
  error: unknown,
): Promise<void> {
  const repo = new ExecutionRepository(ctx.db);
  const startedAt = now();
  const id = await repo.insert({ workflow, mode: 'trigger', status: 'running', startedAt });
  const data = { resultData: { runData: {}, lastNodeExecuted: node.name, error: serializeError(error, node) } };
  const stoppedAt = now();
  await repo.finish(id, { status: 'error', finished: false, stoppedAt, data });
  await ctx.activeWorkflows.handleFailedExecution({
    id,
    workflowId: workflow.id,
    workflowName: workflow.name,
    mode: 'trigger',
    status: 'error',
    finished: false,
    retryOf: null,
    retrySuccessId: null,
    startedAt,
    stoppedAt,
    waitTill: null,
    workflowData: workflow,
    data,
  });
}

/** A running poller: `pollNow` polls once at once (as a tick would), `stop` ends its schedules. */
export interface Poller {
  pollNow(): Promise<void>;
  stop(): void;
}

/**
 * Starts polling `node` of an active workflow. As n8n does, it first polls once (an error there
 * fails the activation; new items start an execution), then on every poll time. A tick that comes
 * while the previous poll still runs is skipped. Throws a clear error for bad poll times.
 */
export async function startPoller(
  ctx: ServerContext,
  workflow: StoredWorkflow,
  node: WorkflowNode,
  timezone: string,
  pollers: PollerRegistry,
): Promise<Poller> {
  const type = ctx.nodeTypes.get(node.type, node.typeVersion);
  if (!type?.poll) throw new Error(`The node "${node.name}" (${node.type}) is not a polling trigger`);
  const poll = type.poll;
  const schedules = pollSchedules(node);
  const key = `node:${node.name}`;
  let running: Promise<void> | undefined;

  const pollOnce = async (): Promise<void> => {
    if (!ctx.triggerGate.mayFire()) return;
    const stored = await storedStaticData(ctx, workflow);
    const state: PollState = { node: plain(stored[key]), global: plain(stored.global) };
    const before = { node: JSON.stringify(state.node), global: JSON.stringify(state.global) };
    const result = await poll(serverPollContext(ctx, workflow, node, type, timezone, state));
    const changes: Record<string, Record<string, unknown>> = {};
    if (JSON.stringify(state.node) !== before.node) changes[key] = state.node;
    if (JSON.stringify(state.global) !== before.global) changes.global = state.global;
    if (result !== null) {
      // The execution carries the advanced cursor; it is saved for good once the run is stored.
      const staticData = { ...stored, ...structuredClone(changes) };
      await ctx.executions.start({
        workflow: { ...workflow, staticData },
        mode: 'trigger',
        startNode: node.name,
        startItems: result[0] ?? [],
      });
    }
    if (Object.keys(changes).length) await commitStaticData(ctx, workflow, changes);
  };

  const tick = async (first: boolean): Promise<void> => {
    if (running) return;
    running = pollOnce();
    try {
      await running;
    } catch (error) {
      if (first) throw error;
      await recordTriggerError(ctx, workflow, node, error).catch(() => undefined);
    } finally {
      running = undefined;
    }
  };

  await tick(true);
  const stops = schedules.map((schedule) => startCronTimer(schedule, timezone, () => void tick(false)));
  const poller: Poller = {
    pollNow: () => tick(false),
    stop: () => {
      stops.forEach((stop) => stop());
      pollers.remove(workflow.id, node.name, poller);
    },
  };
  pollers.add(workflow.id, node.name, poller);
  return poller;
}

/** The pollers running in a process, by workflow and node (tests and tools poll at once with them). */
export class PollerRegistry {
  private readonly pollers = new Map<string, Poller>();

  /** The running poller of a node of an active workflow, if any. */
  get(workflowId: string, nodeName: string): Poller | undefined {
    return this.pollers.get(`${workflowId}\u0000${nodeName}`);
  }

  add(workflowId: string, nodeName: string, poller: Poller): void {
    this.pollers.set(`${workflowId}\u0000${nodeName}`, poller);
  }

  /** Forgets `poller` (not a newer one started for the same node since). */
  remove(workflowId: string, nodeName: string, poller: Poller): void {
    if (this.get(workflowId, nodeName) === poller) this.pollers.delete(`${workflowId}\u0000${nodeName}`);
  }
}
