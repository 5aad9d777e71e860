import { create } from 'zustand';
import type { RunData, TaskData } from '@weft/workflow';
import { runWorkflow, stopExecution, stopWaitingForWebhook } from '../../api/workflow-editor';
import { newPushRef, openPush, type PushChannel, type PushMessage } from '../../api/push';
import { ConnectionGraph } from '@weft/workflow';
import { isNewWorkflowId, toWorkflow } from '../workflow/model';
import { useWorkflowStore } from '../workflow/store';
import * as r from './state';
import { nodeSignatures, reusableRunData, runDataKeptDuringPartialRun, staleNodes } from './stale';

export interface RunStore extends r.RunState {
  pushRef: string;
  /** Opens the push channel for this tab (idempotent). */
  connect(backend: string | undefined): void;
  disconnect(): void;
  handlePush(message: PushMessage): void;
  /** Runs the workflow; with a destination node, only up to it (reusing earlier run data). */
  run(destinationNode?: string): Promise<void>;
  /**
   * Saves a workflow that was never saved, before its first run (set by the editor view), so
   * its executions belong to it and can be opened, as in n8n.
   */
  saveBeforeFirstRun: (() => Promise<unknown>) | null;
  stop(): Promise<void>;
  clearRunData(): void;
  clearNodeRunData(nodeNames: readonly string[]): void;
  /** A node was renamed: its run data follows the new name. */
  renameNodeRunData(from: string, to: string): void;
  /** Shows the run data of a stored execution (executions preview). */
  /** Shows a run's data on the canvas and in the logs; with `status`, also that run's outcome. */
  showRunData(runData: RunData | null, status?: string): void;
  /**
   * A run this tab starts through another route than `run` (the chat panel's): the canvas and the
   * logs follow it live from its first push message (`executionStarted` on this tab's channel).
   * Answers a function to call when the request failed before the run started.
   */
  expectPushedRun(): (message: string) => void;
  reset(): void;
}

let channel: PushChannel | null = null;
/** Messages for executions this tab has not been told about yet (the run answer may come later). */
const early = new Map<string, PushMessage[]>();
/** True while a run started by another route is expected: its first push message makes it active. */
let adoptNextRun = false;

function executionIdOf(m: PushMessage): string | undefined {
  const id = m.data?.executionId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** The active run of the open workflow and the push channel that reports it. */
export const useRunStore = create<RunStore>()((set, get) => ({
  ...r.initialRunState,
  pushRef: newPushRef(),
  connect: (backend) => {
    if (channel) return;
    channel = openPush(get().pushRef, backend, (m) => get().handlePush(m));
  },
  disconnect: () => {
    channel?.close();
    channel = null;
  },
  handlePush: (m) => {
    const s = get();
    const id = executionIdOf(m);
    if (m.type === 'sendConsoleMessage') {
      // console.log() of a Code node in a manual run, shown where the node's notice says it is.
      const data = (m.data ?? {}) as { source?: string; messages?: unknown[] };
      console.log(data.source ?? '[Weft]', ...(data.messages ?? []));
      return;
    }
    if (m.type === 'testWebhookReceived') {
      if (s.waitingForWebhook) set(r.webhookReceived(s, id));
      return;
    }
    if (m.type === 'testWebhookDeleted') {
      set(r.webhookDeleted(s));
      return;
    }
    if (!id) return;
    if (adoptNextRun && s.running && !s.activeExecutionId && m.type === 'executionStarted') {
      adoptNextRun = false;
      set(r.runAccepted(s, { executionId: id }));
      return;
    }
    if (s.activeExecutionId !== id) {
      // Not ours (another tab of the same user), or ours before the run request answered.
      if (s.running && !s.activeExecutionId) {
        const list = early.get(id) ?? [];
        list.push(m);
        early.set(id, list.slice(-500));
      }
      return;
    }
    switch (m.type) {
      case 'nodeExecuteBefore':
        set(r.nodeStarted(s, String(m.data.nodeName)));
        break;
      case 'nodeExecuteAfter':
        set(r.nodeFinished(s, String(m.data.nodeName), m.data.data as TaskData));
        break;
      case 'executionFinished': {
        const full = m.data.data as
          { data?: { resultData?: { runData?: RunData } }; stoppedAt?: string; finished?: boolean } | undefined;
        set(
          r.executionFinished(s, {
            executionId: id,
            status: m.data.status as string | undefined,
            errorMessage: m.data.errorMessage as string | undefined,
            runData: full?.data?.resultData?.runData,
            stoppedAt: full?.stoppedAt,
            finished: full?.finished,
          }),
        );
        break;
      }
    }
  },
  saveBeforeFirstRun: null,
  run: async (destinationNode) => {
    if (get().running) return;
    const save = get().saveBeforeFirstRun;
    if (save && isNewWorkflowId(useWorkflowStore.getState().workflow.id)) {
      try {
        await save();
      } catch {
        /* the save flow shows its own error; the run still starts */
      }
      if (get().running) return;
    }
    const { workflow } = useWorkflowStore.getState();
    const data = toWorkflow(workflow);
    let keep: RunData | null = null;
    let runData: RunData | undefined;
    const signatures = nodeSignatures(workflow);
    if (destinationNode && get().runData) {
      // A partial run reuses earlier data of the nodes before the destination that are still valid.
      const graph = new ConnectionGraph(
        data.connections,
        data.nodes.map((n) => n.name),
      );
      const upstream = new Set(graph.ancestors(destinationNode));
      const stale = staleNodes(get().runData, get().ranWith, signatures);
      runData = reusableRunData(get().runData!, upstream, stale, (n) => graph.parents(n));
      // Nodes the run does not touch (other branches) keep showing their data, as in n8n.
      keep = runDataKeptDuringPartialRun(get().runData!, destinationNode, stale, (n) => graph.children(n));
    }
    early.clear();
    set(r.runRequested(get(), keep, signatures));
    try {
      const answer = await runWorkflow({
        workflowData: isNewWorkflowId(workflow.id) ? { ...data, id: undefined } : data,
        ...(destinationNode ? { destinationNode } : {}),
        ...(runData && Object.keys(runData).length ? { runData } : {}),
        pinData: data.pinData,
        pushRef: get().pushRef,
      });
      set(
        r.runAccepted(get(), {
          ...answer,
          executionId: answer.executionId !== undefined ? String(answer.executionId) : undefined,
        }),
      );
      const id = answer.executionId !== undefined ? String(answer.executionId) : undefined;
      if (id) {
        for (const m of early.get(id) ?? []) get().handlePush(m);
        early.clear();
      }
    } catch (error) {
      set(r.runFailed(get(), (error as Error).message));
      throw error;
    }
  },
  stop: async () => {
    const s = get();
    if (s.waitingForWebhook) {
      const id = useWorkflowStore.getState().workflow.id;
      set(r.webhookDeleted(s));
      if (!isNewWorkflowId(id)) await stopWaitingForWebhook(id).catch(() => undefined);
      return;
    }
    if (s.activeExecutionId) await stopExecution(s.activeExecutionId);
  },
  clearRunData: () => set((s) => r.clearRunData(s)),
  clearNodeRunData: (nodeNames) => set((s) => r.clearNodeRunData(s, nodeNames)),
  renameNodeRunData: (from, to) => set((s) => r.renameNodeRunData(s, from, to)),
  showRunData: (runData, status) =>
    set({ runData, executingNodes: [], ranWith: {}, ...(status ? { lastStatus: status, lastError: null } : {}) }),
  expectPushedRun: () => {
    early.clear();
    adoptNextRun = true;
    set(r.runRequested(get(), null, nodeSignatures(useWorkflowStore.getState().workflow)));
    return (message) => {
      adoptNextRun = false;
      if (get().running && !get().activeExecutionId) set(r.runFailed(get(), message));
    };
  },
  reset: () => {
    adoptNextRun = false;
    set({ ...r.initialRunState });
  },
}));
