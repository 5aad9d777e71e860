/**
 * The run in the editor: the active execution, live node
 * states from the push channel, and the run data shown on the canvas until the next edit.
 */
import type { RunData, TaskData } from '@weft/workflow';
import type { NodeSignature } from './stale';

/** An execution as the editor lists it. */
export interface RunExecution {
  id: string;
  finished?: boolean;
  stoppedAt?: string | null;
  startedAt?: string;
  status?: string;
  mode?: string;
  workflowId?: string | null;
  runData?: RunData;
}

export interface RunState {
  /** Execution started from this tab and not yet finished. */
  activeExecutionId: string | null;
  /** A run was asked for and has not finished (includes waiting for a test webhook). */
  running: boolean;
  /** The workflow waits for a call to its test webhook. */
  waitingForWebhook: boolean;
  /** Nodes running now. */
  executingNodes: string[];
  /** Run data shown on the canvas (null: nothing to show). */
  runData: RunData | null;
  /** Status and error message of the last finished run. */
  lastStatus: string | null;
  lastError: string | null;
  /** Executions of this session, newest first. */
  executions: RunExecution[];
  /** Each node's configuration signature when it last ran (see `stale.ts`); empty: unknown. */
  ranWith: Record<string, NodeSignature>;
}

export const initialRunState: RunState = {
  activeExecutionId: null,
  running: false,
  waitingForWebhook: false,
  executingNodes: [],
  runData: null,
  lastStatus: null,
  lastError: null,
  executions: [],
  ranWith: {},
};

/** Whether an execution counts as finished: finished is true or stoppedAt has a value. */
export function isFinished(e: Pick<RunExecution, 'finished' | 'stoppedAt'>): boolean {
  return e.finished === true || !!e.stoppedAt;
}

/** Adds an active execution at the front of the list, without duplicates. */
export function addActiveExecution(list: readonly RunExecution[], e: RunExecution): RunExecution[] {
  return [e, ...list.filter((x) => x.id !== e.id)];
}

/**
 * A run was asked for: run data of the nodes about to run is cleared (`keep` is what stays shown).
 * `signatures` are the nodes' configurations now (the ones the run uses), to tell later which
 * became stale.
 */
export function runRequested(
  state: RunState,
  keep: RunData | null = null,
  signatures: Record<string, NodeSignature> = {},
): RunState {
  return {
    ...state,
    running: true,
    waitingForWebhook: false,
    executingNodes: [],
    runData: keep,
    lastStatus: null,
    lastError: null,
    activeExecutionId: null,
    ranWith: signatures,
  };
}

/** The server answered the run request. */
export function runAccepted(state: RunState, answer: { executionId?: string; waitingForWebhook?: boolean }): RunState {
  if (answer.waitingForWebhook) return { ...state, waitingForWebhook: true };
  if (!answer.executionId) return { ...state, running: false };
  return {
    ...state,
    activeExecutionId: answer.executionId,
    executions: addActiveExecution(state.executions, {
      id: answer.executionId,
      finished: false,
      stoppedAt: null,
      status: 'running',
      mode: 'manual',
    }),
  };
}

/** The run request failed. */
export function runFailed(state: RunState, message: string): RunState {
  return {
    ...state,
    running: false,
    waitingForWebhook: false,
    executingNodes: [],
    lastStatus: 'error',
    lastError: message,
  };
}

/** A test webhook was called: the run starts. */
export function webhookReceived(state: RunState, executionId: string | undefined): RunState {
  const next = { ...state, waitingForWebhook: false };
  return executionId ? runAccepted(next, { executionId }) : next;
}

/** Waiting for a test webhook ended without a call. */
export function webhookDeleted(state: RunState): RunState {
  if (!state.waitingForWebhook) return state;
  return { ...state, waitingForWebhook: false, running: false };
}

/** A node started. */
export function nodeStarted(state: RunState, nodeName: string): RunState {
  if (state.executingNodes.includes(nodeName)) return state;
  return { ...state, executingNodes: [...state.executingNodes, nodeName] };
}

/** A node finished: its task data joins the run data. */
export function nodeFinished(state: RunState, nodeName: string, task: TaskData): RunState {
  const runData = { ...(state.runData ?? {}) };
  runData[nodeName] = [...(runData[nodeName] ?? []), task];
  return { ...state, executingNodes: state.executingNodes.filter((n) => n !== nodeName), runData };
}

/**
 * The execution finished: it takes finished, stoppedAt and its run data. Data kept from before
 * (nodes a partial run did not touch) stays beside what the execution returned.
 */
export function executionFinished(
  state: RunState,
  data: {
    executionId: string;
    status?: string;
    errorMessage?: string;
    runData?: RunData;
    stoppedAt?: string;
    finished?: boolean;
  },
): RunState {
  const stoppedAt = data.stoppedAt ?? new Date().toISOString();
  const executions = state.executions.map((e) =>
    e.id === data.executionId
      ? {
          ...e,
          finished: data.finished ?? data.status === 'success',
          stoppedAt,
          status: data.status ?? e.status,
          ...(data.runData ? { runData: data.runData } : {}),
        }
      : e,
  );
  return {
    ...state,
    executions,
    running: false,
    waitingForWebhook: false,
    activeExecutionId: null,
    executingNodes: [],
    runData: data.runData ? { ...(state.runData ?? {}), ...data.runData } : state.runData,
    lastStatus: data.status ?? null,
    lastError: data.errorMessage ?? null,
  };
}

/** Clears the run data shown on the canvas (a new workflow, or the user asked). */
export function clearRunData(state: RunState): RunState {
  if (!state.runData && !state.lastStatus) return state;
  return { ...state, runData: null, lastStatus: null, lastError: null, ranWith: {} };
}

/** A node was renamed: its run data follows it (n8n keeps it too). */
export function renameNodeRunData(state: RunState, from: string, to: string): RunState {
  if (from === to || (!state.runData?.[from] && state.ranWith[from] === undefined)) return state;
  const runData = state.runData ? { ...state.runData } : null;
  if (runData && runData[from]) {
    runData[to] = runData[from]!;
    delete runData[from];
  }
  const ranWith = { ...state.ranWith };
  if (ranWith[from] !== undefined) {
    ranWith[to] = ranWith[from]!;
    delete ranWith[from];
  }
  return { ...state, runData, ranWith };
}

/** Drops the run data of some nodes (toggling a node clears its execution data). */
export function clearNodeRunData(state: RunState, nodeNames: readonly string[]): RunState {
  if (!state.runData || !nodeNames.some((n) => state.runData![n])) return state;
  const runData = { ...state.runData };
  for (const n of nodeNames) delete runData[n];
  return { ...state, runData };
}

/** What the canvas shows for a node ('stale': ran, but changed since; see `stale.ts`). */
export type NodeRunStatus = 'running' | 'success' | 'stale' | 'error' | 'waiting' | null;

/** A node's status from the run data. */
export function nodeStatus(state: Pick<RunState, 'runData' | 'executingNodes'>, nodeName: string): NodeRunStatus {
  if (state.executingNodes.includes(nodeName)) return 'running';
  const runs = state.runData?.[nodeName];
  if (!runs?.length) return null;
  if (runs.some((r) => r.error || r.executionStatus === 'error')) return 'error';
  if (runs[runs.length - 1]!.executionStatus === 'waiting') return 'waiting';
  return 'success';
}

/** Items a node sent out of one output, summed over its runs. */
export function outputItemCount(runData: RunData | null, nodeName: string, output: number): number {
  let count = 0;
  for (const r of runData?.[nodeName] ?? []) count += r.data?.main?.[output]?.length ?? 0;
  return count;
}

/**
 * Whether the run shown stays when the editor loads a workflow again (coming back from its
 * Executions tab): the same workflow at the same saved version, as n8n keeps the canvas's data.
 */
export function keepsRunOnReload(
  shown: { id: string; versionId?: string },
  loaded: { id?: string | number; versionId?: string },
): boolean {
  return !!shown.versionId && String(loaded.id) === shown.id && loaded.versionId === shown.versionId;
}
