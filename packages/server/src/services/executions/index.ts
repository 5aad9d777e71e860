import { Cancellation, runWorkflow, type ExecutionHooks, type ExecutionResult, type ResumeOptions } from '@weft/engine';
import { signResumeUrl } from './resume-signature.js';
import {
  capRunData,
  resumeUrlBase,
  serializeError,
  type ResultData,
  type TaskData,
  type Workflow,
  type WorkflowNode,
} from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import { now } from '../../db/columns.js';
import { ExecutionRepository } from '../../repositories/executions.js';
import {
  publishNodeFinished,
  publishNodeStarted,
  publishWorkflowEnded,
  publishWorkflowStarted,
  type ExecutionSubject,
} from '../../eventbus/execution-events.js';
import type { ExecutionRecord, ExecutionService, StartExecutionArgs } from '../contracts.js';
import {
  CRASHED_MESSAGE,
  executionErrorMessage,
  shouldSave,
  SHUTDOWN_MESSAGE,
  STOPPED_MESSAGE,
  timeoutMessage,
  timeoutSeconds,
  timezoneOf,
} from './policy.js';
import { loadStoredWorkflow, saveWorkflowStaticData, workflowExists } from './workflows.js';
import { refusedSubWorkflowCall } from './caller-policy.js';
import { runIdentity, type RunIdentity } from './run-identity.js';
import { fileAccessRefusal, serverFileLister, serverFileReader, serverFileWriter } from '../file-access.js';
import { serverDataTables } from '../../data-tables/index.js';
import { argsOf, NO_STACK_MESSAGE, resumeOptionsOf, startDataOf } from './resume.js';
import { resolveCredentialType } from '../credentials/types.js';
import { checkCommunityNodeTypes } from '../../community-nodes/index.js';

/** An execution running in this process. */
interface RunningExecution {
  id: string;
  workflowId: string | null;
  mode: string;
  startedAt: string;
  /** Cancels the run; its AbortSignal is made only if the run needs one. */
  controller: Cancellation;
  /** Why it was aborted, once it was. */
  cancelReason?: string;
  /** 'waiting' while a Wait node sleeps in this process. */
  status?: string;
  done: Promise<ExecutionRecord>;
}

/** What log-streaming events say about an execution. */
function subjectOf(executionId: string, args: StartExecutionArgs, workflow: Workflow): ExecutionSubject {
  return { executionId, workflow, mode: args.mode, userId: args.userId, retryOf: args.retryOf };
}

/** The in-process execution service, with what queue-mode workers and shutdown use. */

/** The execution data as saved: each node output cut to its first `max` items (see capRunData). */
function withCappedRunData(data: ExecutionRecord['data'], max: number): ExecutionRecord['data'] {
  const { runData, capped } = capRunData(data.resultData.runData ?? {}, max);
  return capped ? { ...data, resultData: { ...data.resultData, runData } } : data;
}

export interface InProcessExecutionService extends ExecutionService {
  /** Cancels every running execution and waits until each is saved. */
  shutdown(): Promise<void>;
  /**
   * Runs an execution whose row already exists (status 'running', as a queue worker sets it) in
   * this process, and saves it as `start` would; settles with the saved record.
   */
  runExisting(
    executionId: string,
    args: StartExecutionArgs,
    startedAt: string,
    resume?: ResumeOptions,
  ): Promise<ExecutionRecord>;
}

/** The push payload of a Code node's console.log(): values made plain JSON, or their text. */
export function consoleMessage(nodeName: string, messages: unknown[]): { source: string; messages: unknown[] } {
  const plain = (value: unknown) => {
    try {
      return value === undefined ? 'undefined' : JSON.parse(JSON.stringify(value));
    } catch {
      return String(value);
    }
  };
  return { source: `[Node: "${nodeName}"]`, messages: messages.map(plain) };
}

/**
 * The execution service: runs workflows in this process with the engine, streams their progress
 * to the editor, saves them per the workflow's and the instance's settings, and recovers the
 * executions a previous process left running.
 */
export function createExecutionService(ctx: ServerContext): InProcessExecutionService {
  const repo = new ExecutionRepository(ctx.db);
  const running = new Map<string, RunningExecution>();

  const push = (args: StartExecutionArgs, type: string, data: unknown) => {
    if (!args.pushRef && !args.userId) return;
    try {
      ctx.push.send({ pushRef: args.pushRef, userId: args.userId }, type, data);
    } catch {
      /* progress is best effort */
    }
  };

  /**
   * Credentials for a run's nodes, checked against who the node's workflow acts as
   * (run-identity.ts): whoever started the run, the owner of a stored workflow nobody started by
   * hand, a stored sub-workflow's own owner. Naming another user's credential id in a workflow
   * reaches nothing; only a workflow nobody stores (the CLI's) runs unchecked.
   */
  const getCredentials =
    (identity: RunIdentity) =>
    async (node: WorkflowNode, type: string, workflow?: Workflow, options?: { refresh?: boolean }) => {
      const ref = node.credentials?.[type];
      if (!ref) throw new Error(`Credentials for "${type}" are not set on node "${node.name}".`);
      const userId = await identity.credentialSubject(workflow);
      if (!userId && workflow?.id && (await workflowExists(ctx, workflow.id))) {
        throw new Error(`The workflow "${workflow.name ?? workflow.id}" has no owner, so it may not use credentials`);
      }
      return ctx.credentials.decryptedForNode(ref, type, userId, options);
    };

  /** Loads a sub-workflow for a run, if the called workflow's caller policy lets the calling one call it. */
  const loadWorkflow =
    (identity: RunIdentity) =>
    async (id: string, from?: { workflowId?: string; workflow?: Workflow }): Promise<Workflow> => {
      const stored = await loadStoredWorkflow(ctx, id);
      if (!stored) throw new Error(`The workflow with id "${id}" does not exist`);
      const caller = await identity.caller(from?.workflow);
      const settings = stored.workflow.settings ?? {};
      const refusal = refusedSubWorkflowCall(
        {
          callerWorkflowId: caller.workflowId,
          callerOwnerId: caller.ownerId,
          workflowId: id,
          ownerId: stored.ownerId,
          policy: settings.callerPolicy,
          callerIds: settings.callerIds,
        },
        ctx.config.workflowCallerPolicyDefault,
      );
      if (refusal) {
        const err = new Error(
          `The workflow "${stored.workflow.name}" (ID ${id}) may not be called by this workflow: ${refusal}`,
        );
        (err as Error & { description?: string }).description =
          'Change "This workflow can be called by" in the settings of the called workflow to allow it.';
        throw err;
      }
      identity.rememberStored(stored.workflow, id, stored.ownerId);
      return stored.workflow;
    };

  /** Keeps what a production run wrote to `$getWorkflowStaticData` (manual runs do not, as in n8n). */
  async function saveStaticData(args: StartExecutionArgs, workflow: Workflow, before: string): Promise<void> {
    if (args.mode === 'manual' || !workflow.id || !workflow.staticData) return;
    const after = JSON.stringify(workflow.staticData);
    if (after === before) return;
    await saveWorkflowStaticData(ctx, workflow.id, workflow.staticData).catch(() => undefined);
  }

  /** Shows an execution as waiting while a short wait sleeps in this process (null: it woke up). */
  const onWaitInProcess = (entry: RunningExecution) => async (until: Date | null) => {
    entry.status = until ? 'waiting' : undefined;
    await repo.patch(entry.id, { status: until ? 'waiting' : 'running', waitTill: null }).catch(() => undefined);
  };

  // Binary payloads inline or in the shared folder (WEFT_BINARY_DATA_MODE); unsaved runs' files go with their rows.
  const binaryData = ctx.binaryData;

  async function execute(
    args: StartExecutionArgs,
    entry: RunningExecution,
    workflow: Workflow,
    resume?: ResumeOptions,
  ): Promise<ExecutionRecord> {
    const { id, controller } = entry;
    const timeout = timeoutSeconds(workflow, ctx.config);
    const timer = timeout
      ? setTimeout(() => {
          entry.cancelReason ??= timeoutMessage(timeout);
          controller.abort(new Error(entry.cancelReason));
        }, timeout * 1000)
      : undefined;
    timer?.unref?.();
    const subject = subjectOf(id, args, workflow);
    const identity = runIdentity(ctx, args, workflow);
    const hooks: ExecutionHooks = {
      workflowExecuteBefore: () => {
        publishWorkflowStarted(ctx.eventBus, subject);
        push(args, 'executionStarted', {
          executionId: id,
          mode: args.mode,
          startedAt: entry.startedAt,
          workflowId: workflow.id ?? null,
          workflowName: workflow.name,
          retryOf: args.retryOf,
        });
      },
      nodeExecuteBefore: (nodeName) => {
        publishNodeStarted(ctx.eventBus, subject, nodeName);
        push(args, 'nodeExecuteBefore', { executionId: id, nodeName });
      },
      nodeExecuteAfter: (nodeName, taskData: TaskData) => {
        publishNodeFinished(ctx.eventBus, subject, nodeName, taskData);
        push(args, 'nodeExecuteAfter', { executionId: id, nodeName, data: taskData });
      },
    };
    const staticBefore = JSON.stringify(workflow.staticData ?? {});
    let result: ExecutionResult;
    try {
      // The engine only listens for an abort that comes after it starts.
      if (controller.aborted) throw new Error(entry.cancelReason ?? STOPPED_MESSAGE);
      // A community node this process lacks refuses the run naming its package (in a cluster,
      // after waiting briefly for an install under way), rather than as an unknown type.
      await checkCommunityNodeTypes(ctx, workflow.nodes);
      result = await runWorkflow({
        workflow,
        nodeTypes: ctx.nodeTypes,
        mode: args.mode,
        executionId: id,
        startNode: args.startNode,
        startItems: args.startItems,
        destinationNode: args.destinationNode,
        runData: args.runData,
        customData: args.customData,
        pinData: args.mode === 'manual' ? (args.pinData ?? workflow.pinData) : undefined,
        // Large inputs through Set, If, Filter… go in batches; the nodes between keep what a saved execution keeps.
        ...(ctx.config.savedItemsPerOutput > 0 && ctx.config.streamBatchSize > 0
          ? { streaming: { keepItems: ctx.config.savedItemsPerOutput, batchSize: ctx.config.streamBatchSize } }
          : {}),
        hooks,
        services: {
          getCredentials: getCredentials(identity),
          // Declarative nodes sign requests with their credential type's authenticate (inherited through extends).
          getCredentialType: (name) => {
            const resolved = resolveCredentialType(ctx.credentialTypes, name);
            return resolved && { ...resolved.type, authenticate: resolved.authenticate };
          },
          loadWorkflow: loadWorkflow(identity),
          readFile: serverFileReader(ctx.config),
          writeFile: serverFileWriter(ctx.config),
          listFiles: serverFileLister(ctx.config),
          fileAccessRefusal: (path) => fileAccessRefusal(ctx.config, path),
          dataTables: serverDataTables(ctx, (wf) => identity.credentialSubject(wf)),
          onWaitInProcess: onWaitInProcess(entry),
          signResumeUrl: (url) => signResumeUrl(ctx, url),
          ...(args.stream ? { onStreamChunk: args.stream } : {}),
          binaryData,
          // console.log() of Code nodes reaches the browser console of whoever started a manual run
          // (and `weft execute`'s standard error, through its push).
          onConsole:
            args.mode === 'manual' || args.mode === 'cli'
              ? (nodeName, messages) => push(args, 'sendConsoleMessage', consoleMessage(nodeName, messages))
              : undefined,
        },
        durableWaitAfterMs: ctx.config.waits.inProcessMaxMs,
        resume,
        cancellation: controller,
        timezone: timezoneOf(workflow, ctx.config),
        env: ctx.config.blockEnvAccessInNode ? 'blocked' : { ...process.env },
        resumeUrl: resumeUrlBase(ctx.config.baseUrl),
      });
    } catch (e) {
      // The engine answers workflow errors in its result; this is a failure around it.
      result = {
        id,
        finished: false,
        mode: args.mode,
        status: 'error',
        startedAt: entry.startedAt,
        stoppedAt: now(),
        data: { resultData: { runData: {}, error: serializeError(e) } },
      };
    } finally {
      if (timer) clearTimeout(timer);
    }
    await saveStaticData(args, workflow, staticBefore);
    return finish(args, entry, workflow, result);
  }

  async function finish(
    args: StartExecutionArgs,
    entry: RunningExecution,
    workflow: Workflow,
    result: ExecutionResult,
  ): Promise<ExecutionRecord> {
    const { id } = entry;
    let status: string = result.status;
    const resultData: ResultData = { ...result.data.resultData };
    if (entry.cancelReason) {
      status = 'canceled';
      resultData.error = { message: entry.cancelReason, name: 'ExecutionCancelledError', timestamp: Date.now() };
    }
    const stoppedAt = now();
    const record: ExecutionRecord = {
      id,
      workflowId: workflow.id ?? null,
      workflowName: workflow.name ?? null,
      mode: args.mode,
      status,
      finished: status === 'success',
      retryOf: args.retryOf ?? null,
      retrySuccessId: null,
      startedAt: entry.startedAt,
      stoppedAt,
      waitTill: result.waitTill ?? null,
      workflowData: workflow,
      data: { resultData },
    };
    // A waiting run keeps what resuming it needs, and is kept whatever the save settings say.
    if (status === 'waiting')
      record.data = { resultData, executionData: result.data.executionData, startData: startDataOf(args) };
    try {
      if (status === 'waiting' || (!args.discard && shouldSave(workflow, args.mode, status, ctx.config))) {
        // A waiting run is saved whole (resuming needs every item); any other keeps at most
        // savedItemsPerOutput items per node output, while the record answered here stays whole.
        const saved =
          status === 'waiting' ? record.data : withCappedRunData(record.data, ctx.config.savedItemsPerOutput);
        await repo.finish(id, { status, finished: record.finished, stoppedAt, data: saved, waitTill: record.waitTill });
        if (args.retryOf && record.finished) await repo.patch(args.retryOf, { retrySuccessId: id });
      } else {
        await repo.delete([id]);
      }
    } catch (e) {
      record.status = 'crashed';
      record.finished = false;
      record.data = {
        resultData: {
          ...resultData,
          error: {
            message: `The execution could not be saved: ${(e as Error).message}`,
            name: 'ExecutionSaveError',
            timestamp: Date.now(),
          },
        },
      };
      await repo
        .patch(id, {
          status: 'crashed',
          stoppedAt,
          data: JSON.stringify({ resultData: { runData: {}, error: record.data.resultData.error } }),
        })
        .catch(() => undefined);
    }
    const finished: Record<string, unknown> = { executionId: id, status: record.status, retryOf: args.retryOf };
    if (record.status !== 'success' && record.status !== 'waiting')
      finished.errorMessage = executionErrorMessage(record.data.resultData);
    if (args.mode === 'manual') {
      finished.data = {
        finished: record.finished,
        mode: args.mode,
        status: record.status,
        startedAt: entry.startedAt,
        stoppedAt,
        data: record.data,
      };
    }
    push(args, 'executionFinished', finished);
    publishWorkflowEnded(ctx.eventBus, subjectOf(id, args, workflow), record);
    if ((record.status === 'error' || record.status === 'crashed') && args.mode !== 'manual') {
      await ctx.activeWorkflows.handleFailedExecution(record).catch(() => undefined);
    }
    return record;
  }

  /** Runs an execution whose row exists, in this process; `done` settles once it is saved. */
  function launch(
    id: string,
    args: StartExecutionArgs,
    workflow: Workflow,
    startedAt: string,
    resume?: ResumeOptions,
  ): RunningExecution {
    const entry: RunningExecution = {
      id,
      workflowId: workflow.id ?? null,
      mode: args.mode,
      startedAt,
      controller: new Cancellation(),
      done: undefined as unknown as Promise<ExecutionRecord>,
    };
    running.set(id, entry);
    entry.done = (async () => {
      // Let the caller answer the id before the first node runs, unless it only waits for the end.
      if (!args.startAtOnce) await new Promise<void>((resolve) => setImmediate(resolve));
      try {
        return await execute(args, entry, workflow, resume);
      } finally {
        running.delete(id);
      }
    })();
    return entry;
  }

  return {
    async start(args) {
      const workflow: Workflow = { ...args.workflow };
      const startedAt = now();
      // The snapshot is of the caller's object, which an active workflow passes run after run, so
      // its serialised form is reused (see `workflowSnapshotJson`); the copy holds the same values.
      const id = await repo.insert({
        workflow: args.workflow,
        mode: args.mode,
        status: 'running',
        startedAt,
        retryOf: args.retryOf,
      });
      const entry = launch(id, args, workflow, startedAt);
      return { executionId: id, done: entry.done };
    },

    runExisting(executionId, args, startedAt, resume) {
      return launch(executionId, args, { ...args.workflow }, startedAt, resume).done;
    },

    async resume(executionId, options = {}) {
      if (running.has(executionId)) return undefined;
      const record = await repo.claimWaiting(executionId, 'running', options);
      if (!record) return undefined;
      const resume = resumeOptionsOf(record, options.items);
      if (!resume) {
        await repo.markCrashed(executionId, JSON.stringify(record.data), NO_STACK_MESSAGE);
        return undefined;
      }
      const args = argsOf(record);
      const entry = launch(executionId, args, { ...args.workflow }, record.startedAt, resume);
      return { executionId, done: entry.done };
    },

    async stop(executionId) {
      const entry = running.get(executionId);
      if (entry) {
        entry.cancelReason ??= STOPPED_MESSAGE;
        entry.controller.abort(new Error(entry.cancelReason));
        return entry.done;
      }
      const stored = await repo.get(executionId);
      if (!stored) return undefined;
      if (stored.status === 'waiting' || stored.status === 'new' || stored.status === 'running') {
        const stoppedAt = now();
        const resultData = {
          ...stored.data.resultData,
          error: { message: STOPPED_MESSAGE, name: 'ExecutionCancelledError', timestamp: Date.now() },
        };
        await repo.patch(executionId, {
          status: 'canceled',
          stoppedAt,
          waitTill: null,
          data: JSON.stringify({ ...stored.data, resultData }),
        });
        return {
          ...stored,
          status: 'canceled',
          finished: false,
          stoppedAt,
          waitTill: null,
          data: { ...stored.data, resultData },
        };
      }
      return stored;
    },

    running() {
      return [...running.values()].map((e) => ({
        id: e.id,
        workflowId: e.workflowId,
        mode: e.mode,
        startedAt: e.startedAt,
        status: e.status ?? 'running',
      }));
    },

    /** Cancels every running execution and waits until each is saved (server shutdown). */
    async shutdown() {
      const entries = [...running.values()];
      for (const entry of entries) {
        entry.cancelReason ??= SHUTDOWN_MESSAGE;
        entry.controller.abort(new Error(entry.cancelReason));
      }
      await Promise.allSettled(entries.map((e) => e.done));
    },

    async recoverCrashed() {
      const orphans = [...(await repo.withStatus(['running', 'new'])), ...(await repo.sleepingWaits())].filter(
        (r) => !running.has(r.id),
      );
      for (const row of orphans) await repo.markCrashed(row.id, row.data, CRASHED_MESSAGE);
      return orphans.length;
    },
  };
}
