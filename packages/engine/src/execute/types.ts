import type { CancellationSource } from './cancellation.js';
import type {
  CredentialType,
  ExecutionMode,
  HttpRequestOptions,
  HttpResponse,
  Item,
  NodeTypeRegistry,
  PinData,
  ResultData,
  RunData,
  TaskData,
  Workflow,
  WorkflowNode,
} from '@weft/workflow';
import type { ExecutionStackData, ResumeOptions } from './waiting.js';
import type { BinaryDataScope, BinaryDataStore } from '../binary-data/store.js';

/** Callbacks the engine calls while a workflow runs, e.g. to stream progress to the editor. */
export interface ExecutionHooks {
  workflowExecuteBefore?(executionId: string): void | Promise<void>;
  nodeExecuteBefore?(nodeName: string, executionId: string): void | Promise<void>;
  nodeExecuteAfter?(nodeName: string, taskData: TaskData, executionId: string): void | Promise<void>;
  workflowExecuteAfter?(result: ExecutionResult): void | Promise<void>;
}

/** Sandboxed code execution, as the Code node needs it. */
export interface CodeRunner {
  (options: {
    code: string;
    /** `python`: n8n's Python Code node (Pyodide). Default: JavaScript. */
    language?: 'javaScript' | 'python';
    mode: 'runOnceForAllItems' | 'runOnceForEachItem';
    items: Item[];
    scopeFor: (itemIndex: number) => Record<string, unknown>;
    continueOnFail?: boolean;
    timezone?: string;
    timeoutMs?: number;
    memoryMb?: number;
    onConsole?: (...args: unknown[]) => void;
    staticData?: (type: 'global' | 'node') => Record<string, unknown>;
    signal?: AbortSignal;
  }): Promise<{ items: Item[] }>;
}

/** I/O and storage the engine needs from its host. Everything is optional in tests and the CLI. */
export interface EngineServices {
  /**
   * Signs a resume URL (`getSignedResumeUrl`): answers the URL with a `signature` query parameter
   * the host checks when the URL is called. Without it, nodes cannot send signed resume links.
   */
  signResumeUrl?: (url: string) => string;
  /** Outgoing HTTP; defaults to the built-in undici client. */
  httpRequest?: (options: HttpRequestOptions) => Promise<HttpResponse>;
  /**
   * Decrypted credential data for a node's credential of a type; `workflow` is the workflow the
   * node belongs to (a sub-workflow's own, so the host can check access as its owner).
   */
  /** With `refresh`, an OAuth2 credential's token is renewed first (the service refused it). */
  getCredentials?: (
    node: WorkflowNode,
    type: string,
    workflow?: Workflow,
    options?: { refresh?: boolean },
  ) => Promise<Record<string, unknown>>;
  /**
   * A credential type by name, with the `authenticate` it inherits through `extends`: declarative
   * nodes sign their requests with it.
   */
  getCredentialType?: (name: string) => CredentialType | undefined;
  /**
   * Loads a workflow by id, for sub-workflows stored on the server; `caller` is the calling
   * workflow, so the host can apply the called workflow's caller policy.
   */
  loadWorkflow?: (id: string, caller?: { workflowId?: string; workflow?: Workflow }) => Promise<Workflow>;
  /** Runs Code-node JavaScript; defaults to the isolated-vm sandbox. */
  runCode?: CodeRunner;
  /** Receives Code-node console output. */
  onConsole?: (nodeName: string, args: unknown[]) => void;
  /**
   * Called when a wait sleeps in this process (shorter than `durableWaitAfterMs`) with the date it
   * ends, and with null once it ended, e.g. to show the execution as waiting meanwhile.
   */
  onWaitInProcess?: (until: Date | null) => void | Promise<void>;
  /** Where binary payloads go (`helpers.prepareBinaryData`); default: inline in the execution data. */
  binaryData?: BinaryDataStore;
  /** Reads a file for a node (`helpers.readFile`), applying the host's file access rules; default: unrestricted. */
  readFile?: (path: string) => Promise<Uint8Array>;
  /** Writes a file for a node (`helpers.writeFile`), applying the host's file access rules; default: unrestricted. */
  writeFile?: (path: string, data: Uint8Array, options?: { append?: boolean }) => Promise<void>;
  /** Lists files matching a glob for a node (`helpers.listFiles`), leaving out refused ones; default: unrestricted. */
  listFiles?: (pattern: string) => Promise<string[]>;
  /** Why the host's file access rules refuse a path (`helpers.fileAccessRefusal`, e.g. a folder to watch); absent: no rules. */
  fileAccessRefusal?: (path: string) => Promise<string | undefined>;
  /**
   * Receives the pieces of a streamed answer (`ExecuteContext.sendChunk`) when the request that
   * started the run takes one; its presence is what `isStreaming()` answers.
   */
  onStreamChunk?: (chunk: import('@weft/workflow').StreamChunk) => void;
  /** Receives the answer of a Respond to Webhook node (`ExecuteContext.sendResponse`). */
  onWebhookResponse?: (response: { statusCode: number; headers: Record<string, string>; body?: unknown }) => void;
  /** The host's data tables (`helpers.getDataTableProxy`, the Data table node); absent: none. */
  dataTables?: import('@weft/workflow').DataTableAccess;
}

/** Options of {@link runWorkflow}. */
export interface RunWorkflowOptions {
  workflow: Workflow;
  nodeTypes: NodeTypeRegistry;
  mode?: ExecutionMode;
  executionId?: string;
  /** Node to start from (default: the trigger, else the first root). */
  startNode?: string;
  /** Items given to the start node (default `[{json: {}}]`). */
  startItems?: Item[];
  /** Partial run: run only what leads to this node, reusing `runData`. */
  destinationNode?: string;
  /** Run data of an earlier run, reused by partial runs. */
  runData?: RunData;
  /** Pinned data; in manual mode a pinned node does not run. Defaults to the workflow's. */
  pinData?: PinData;
  hooks?: ExecutionHooks;
  services?: EngineServices;
  /** Aborted when the execution is cancelled (see also {@link RunWorkflowOptions.cancellation}). */
  signal?: AbortSignal;
  /**
   * The execution's cancellation, when the caller wants no `AbortSignal` made unless the run needs
   * one (see `Cancellation`); wins over {@link RunWorkflowOptions.signal}.
   */
  cancellation?: CancellationSource;
  /**
   * The instance's IANA timezone (`$now`, dates). As in n8n, the workflow's own setting
   * (`settings.timezone`, unless 'DEFAULT') wins over it; without either, UTC.
   */
  timezone?: string;
  variables?: Record<string, unknown>;
  /** `$env`: an object, or 'blocked'. Default: blocked. */
  env?: Record<string, string | undefined> | 'blocked';
  /** Depth of sub-workflow nesting (guards against endless recursion). */
  depth?: number;
  /** Resume URL base for `$execution.resumeUrl` (the execution id is appended). */
  resumeUrl?: string;
  /**
   * Time-based waits at least this long (ms) end the run in status `waiting` (the host saves and
   * resumes it); shorter ones sleep in this process. Undefined: every time-based wait sleeps here.
   * Webhook waits always end the run.
   */
  durableWaitAfterMs?: number;
  /** The execution binary files belong to (default: this run's workflow and execution; sub-workflows pass their caller's). */
  binaryScope?: BinaryDataScope;
  /** Goes on with an execution that waited, from its saved stack, instead of starting anew. */
  resume?: ResumeOptions;
  /** Custom data the run starts with (`$execution.customData`), e.g. a retried execution's. */
  customData?: Record<string, string>;
  /**
   * Large inputs through item-by-item nodes (`NodeType.itemwise`: Set, If, Filter, No Operation).
   * When such a node gets more than `keepItems` items and begins a chain of them, the chain runs
   * over the items in batches of `batchSize` (default 10,000): every node of the chain but the last
   * keeps only its first `keepItems` output items in the run data (`itemsCapped` says how many it
   * had), as a saved execution keeps them. Results are those of a plain run; see
   * `streamed-chain.ts` for when a chain runs plainly instead. Undefined: never in batches.
   */
  streaming?: { keepItems: number; batchSize?: number };
}

/** The finished execution, in the shape n8n's CLI prints. */
export interface ExecutionResult {
  id: string;
  finished: boolean;
  mode: ExecutionMode;
  status: 'success' | 'error' | 'canceled' | 'waiting' | 'crashed';
  startedAt: string;
  stoppedAt: string;
  /** Set when the run waits (status `waiting`): when it resumes at the latest. */
  waitTill?: string | null;
  /** `executionData` is set when the run waits: what resuming it needs. */
  data: { resultData: ResultData; executionData?: ExecutionStackData };
}
