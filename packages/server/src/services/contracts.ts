import type { ActivationMode, Item, Workflow } from '@weft/workflow';
import type { ExecutionRecord, StoredStartData } from '../repositories/executions.js';
import type { WebhookResponders } from './active/responses.js';
import type { TestWebhooks } from './active/test-webhooks.js';
import type { StoredWorkflow } from './active/store.js';
import type { PollerRegistry } from './polling/index.js';
import type { ProductionWebhooks } from './active/webhook-paths.js';

export type { ExecutionRecord, StoredStartData } from '../repositories/executions.js';

/** Live events to the editor (`/rest/push`). */
export interface PushHub {
  /** Sends to one editor tab (`pushRef`) or to every tab of a user. */
  send(target: { pushRef?: string; userId?: string }, type: string, data: unknown): void;
  /** Sends to every connected tab. */
  broadcast(type: string, data: unknown): void;
}

/** What starting an execution needs: how it starts (kept with a waiting execution) and the workflow. */
export interface StartExecutionArgs extends StoredStartData {
  workflow: Workflow & { id?: string };
  /**
   * Receives the pieces of a streamed answer as nodes send them (a chat or webhook trigger in
   * response mode `streaming`), in the process that started the run; in queue mode the worker that
   * runs it publishes them over Redis to that process.
   */
  stream?: (chunk: import('@weft/workflow').StreamChunk) => void;
  /**
   * The caller only waits for `done` (a production webhook answering with the last node's data):
   * the first node runs without waiting a turn of the event loop, which otherwise lets the caller
   * answer the execution id first. A run that needs no I/O then ends before its execution's insert
   * was sent, and is written by one statement (see `ExecutionRepository.insert`).
   */
  startAtOnce?: boolean;
}

/** Options of {@link ExecutionService.resume}. */
export interface ResumeExecutionOptions {
  /** The waiting node's output: the item of the request that resumes it (webhook and form waits). */
  items?: Item[];
  /** Resume only if the execution's `waitTill` is at or before this date (the poller's time-based resumes). */
  dueBy?: Date;
}

/** Runs workflows, saves their executions per the settings and streams progress. */
export interface ExecutionService {
  /** Starts a run; `executionId` is known at once, `done` settles when it ends. */
  start(args: StartExecutionArgs): Promise<{ executionId: string; done: Promise<ExecutionRecord> }>;
  /** Stops a running execution; answers it as stopped. */
  stop(executionId: string): Promise<ExecutionRecord | undefined>;
  /** Executions running now. */
  running(): Array<{ id: string; workflowId: string | null; mode: string; startedAt: string; status: string }>;
  /** Marks executions left running by a previous process as crashed; answers how many. */
  recoverCrashed(): Promise<number>;
  /**
   * Resumes an execution in status `waiting` from its saved stack (in queue mode: queues it for a
   * worker). Answers undefined when it is not waiting (any more), e.g. resumed or stopped already.
   */
  resume(
    executionId: string,
    options?: ResumeExecutionOptions,
  ): Promise<{ executionId: string; done: Promise<ExecutionRecord> } | undefined>;
}

/** Registers and unregisters the triggers of active workflows. */
export interface ActiveWorkflowService {
  /** Starts a workflow's triggers; `mode` says why (`activate` when not given), as n8n Trigger nodes read it. */
  activate(workflowId: string, mode?: ActivationMode): Promise<void>;
  deactivate(workflowId: string): Promise<void>;
  /** Activates every workflow marked active (at start). */
  restoreAll(): Promise<void>;
  /** Stops every trigger (at shutdown). */
  stopAll(): Promise<void>;
  /** Ids of workflows whose triggers are registered. */
  activeIds(): string[];
  /**
   * For a manual run of a workflow that starts with a webhook and has no data for it: registers
   * its test webhooks (`/webhook-test/…`) for one call, which then runs the workflow with the
   * request as input. Answers whether the run is now waiting for that call.
   */
  registerTestWebhooks(args: StartExecutionArgs): Promise<boolean>;
  /** Called by the execution service when an execution failed, to run the workflow's error workflow. */
  handleFailedExecution(execution: ExecutionRecord): Promise<void>;
  /** What the webhook routes need beyond the above. */
  readonly runtime: ActiveWorkflowRuntime;
}

/** The webhook side of the active-workflow service: answers, test webhooks, activated workflows. */
export interface ActiveWorkflowRuntime {
  responders: WebhookResponders;
  testWebhooks: TestWebhooks;
  /** The pollers of the active workflows' polling triggers. */
  pollers: PollerRegistry;
  /** The production webhooks (table `webhook`), looked up from memory. */
  webhooks: ProductionWebhooks;
  /** The workflow as activated, for a production webhook of `workflowId`. */
  activeWorkflow(workflowId: string): StoredWorkflow | undefined;
}

/** Gives a run the decrypted data of the credentials its nodes use. */
export interface CredentialService {
  /** The decrypted data of a node's credential of `type`, checked against the user who runs it. */
  /** With `refresh`, an OAuth2 credential's token is renewed (and stored) even before it expires: the service refused it. */
  decryptedForNode(
    ref: { id: string | null; name: string } | string,
    type: string,
    userId?: string,
    options?: { refresh?: boolean },
  ): Promise<Record<string, unknown>>;
}
