import type { DateTime } from 'luxon';
import type { ExecutionMode, Item, RunData } from './data.js';
import type { SubNodeRunLog } from './ai.js';
import type { NodeParameters, NodeParameterValue, Workflow, WorkflowNode } from './workflow.js';

/** The 15 parameter types of the editing-area spec. */
export type NodePropertyType =
  | 'string'
  | 'json'
  | 'number'
  | 'boolean'
  | 'dateTime'
  | 'color'
  | 'options'
  | 'multiOptions'
  | 'collection'
  | 'fixedCollection'
  | 'resourceLocator'
  | 'credentialsSelect'
  | 'notice'
  | 'hidden'
  | 'curlImport'
  | 'filter'
  | 'assignmentCollection'
  | 'resourceMapper';

/** Show/hide conditions of a parameter: parameter name (or `@version`) → accepted values. */
export interface DisplayOptions {
  show?: Record<string, Array<NodeParameterValue | DisplayCondition>>;
  hide?: Record<string, Array<NodeParameterValue | DisplayCondition>>;
}
/** A rich display condition such as `{_cnd: {gte: 2}}`. */
export interface DisplayCondition {
  _cnd: Record<string, unknown>;
}

/** One choice of an options/multiOptions parameter. */
export interface NodePropertyOption {
  name: string;
  value: string | number | boolean;
  description?: string;
  action?: string;
  /** Declarative nodes: what choosing this option adds to the request (e.g. an operation's method and URL). */
  routing?: import('./routing.js').NodePropertyRouting;
}

/** Parameter definition, in n8n's shape. */
export interface NodeProperty {
  displayName: string;
  name: string;
  type: NodePropertyType;
  default: NodeParameterValue;
  description?: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  noDataExpression?: boolean;
  /**
   * n8n's `isNodeSetting`: n8n shows the parameter in the node's Settings tab rather than with the
   * others (a service's "Enable Debug" switch, say). It is still a parameter, saved under
   * `parameters`; Weft keeps the flag so descriptions match n8n's.
   */
  isNodeSetting?: boolean;
  displayOptions?: DisplayOptions;
  /** For options/multiOptions: choices. For collection/fixedCollection: sub-properties. */
  options?: Array<NodePropertyOption | NodeProperty | NodePropertyCollection>;
  typeOptions?: Record<string, unknown>;
  modes?: Array<Record<string, unknown>>;
  extractValue?: Record<string, unknown>;
  /** Declarative nodes: how this parameter's value goes into the request and what is done with the response. */
  routing?: import('./routing.js').NodePropertyRouting;
}

/** A named group of properties inside a fixedCollection. */
export interface NodePropertyCollection {
  displayName: string;
  name: string;
  values: NodeProperty[];
}

/** A credential a node type can use. */
export interface NodeCredentialDescription {
  name: string;
  required?: boolean;
  displayOptions?: DisplayOptions;
}

/** The codex block used by the node creator. */
export interface NodeCodex {
  categories?: string[];
  subcategories?: Record<string, string[]>;
  alias?: string[];
}

/** Static description of a node type. */
export interface NodeTypeDescription {
  /** Weft's type name, e.g. `weft.set`. n8n's `n8n-nodes-base.set` maps onto it. */
  name: string;
  displayName: string;
  description?: string;
  group: string[];
  version: number | number[];
  defaultVersion?: number;
  icon?: string;
  iconColor?: string;
  subtitle?: string;
  defaults: { name: string; color?: string };
  /**
   * Input connection types (`main`, or sub-node inputs such as `ai_languageModel` with their
   * rules); a string is an expression over `$parameter` and `$version` answering such a list.
   * Read it through `nodeInputs` rather than directly.
   */
  inputs: Array<string | import('./ai.js').NodeInputConfiguration> | string;
  /** Output connection types; a string is an expression over the parameters (e.g. Switch). */
  outputs: Array<string | import('./ai.js').NodeInputConfiguration> | string;
  /** Whether n8n offers the node to agents as a tool too (registered again as `<type>Tool`). */
  usableAsTool?: boolean;
  outputNames?: string[];
  /**
   * Inputs that must have data before a waiting multi-input node runs with partial data: a count,
   * a list of input indexes, or an expression over `$parameter` and `$version` answering either.
   */
  requiredInputs?: number | number[] | string;
  properties: NodeProperty[];
  credentials?: NodeCredentialDescription[];
  codex?: NodeCodex;
  hidden?: boolean;
  maxNodes?: number;
  /** The HTTP endpoints the node listens on (Webhook) or resumes at (Wait); see {@link NodeWebhookDescription}. */
  webhooks?: NodeWebhookDescription[];
  polling?: boolean;
  documentationUrl?: string;
  /**
   * Declarative nodes (no `execute`): the request every run starts from (`baseURL`, `headers`…),
   * completed by the `routing` of the parameters shown. See `./routing.ts`.
   */
  requestDefaults?: import('./routing.js').DeclarativeRequestOptions;
  /** Declarative nodes: request behaviour for every operation (e.g. pagination). */
  requestOperations?: import('./routing.js').RoutingOperations;
}

/**
 * One webhook a node type declares. String fields may be `=` expressions over `$parameter` (the
 * node's parameters with defaults), e.g. `path: '={{$parameter["path"]}}'`.
 */
export interface NodeWebhookDescription {
  name: string;
  /** The method, or several (an expression may answer a list). */
  httpMethod?: string | string[];
  /** The path below the endpoint (an empty path is the node's webhookId). */
  path?: string;
  /** Whether the path is used as given; otherwise the node's webhookId goes in front. */
  isFullPath?: boolean | string;
  /** A URL that resumes a waiting execution (`$execution.resumeUrl`) rather than starting one. */
  restartWebhook?: boolean;
  /** Hides the URL in the node details view when true (e.g. only in one resume mode). */
  ndvHideUrl?: boolean | string;
  /** Response settings and anything else the node reads. */
  [key: string]: unknown;
}

/** Options for {@link HttpRequestOptions}. */
export interface HttpRequestOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  qs?: Record<string, unknown>;
  /** A string, Buffer-like, URLSearchParams, FormData or an object sent as JSON. */
  body?: unknown;
  json?: boolean;
  timeout?: number;
  followRedirects?: boolean;
  maxRedirects?: number;
  ignoreSslIssues?: boolean;
  /** 'json' | 'text' | 'arraybuffer' | 'auto' */
  responseType?: 'json' | 'text' | 'arraybuffer' | 'auto';
  /** Resolve (never throw) on non-2xx status. */
  ignoreHttpStatusErrors?: boolean;
  proxy?: string;
  /**
   * How arrays in `qs` are serialised: `brackets` (`a[]=1&a[]=2`, the default), `indices`
   * (`a[0]=1`) or `repeat` (`a=1&a=2`).
   */
  arrayFormat?: 'brackets' | 'indices' | 'repeat';
  /** Aborts the request (e.g. when the execution is cancelled). */
  abortSignal?: AbortSignal;
}

/** What an HTTP call answers. */
export interface HttpResponse {
  statusCode: number;
  statusMessage: string;
  headers: Record<string, string | string[]>;
  /** Parsed JSON, text, or a Uint8Array for binary responses. */
  body: unknown;
}

/** I/O the engine hands to nodes, injected so that tests and hosts can replace it. */
export interface NodeHelpers {
  httpRequest(options: HttpRequestOptions): Promise<HttpResponse>;
  /**
   * A request signed with the node's credential of `credentialType` (any type): OAuth2 types send
   * their token and renew it once on a 401, Digest answers the server's challenge, other types
   * apply their `authenticate`. `itemIndex` picks the item whose expressions the credential uses.
   */
  httpRequestWithAuthentication?(
    credentialType: string,
    options: HttpRequestOptions,
    itemIndex?: number,
  ): Promise<HttpResponse>;
  /** Stores bytes as a binary property value. */
  prepareBinaryData(data: Uint8Array, fileName?: string, mimeType?: string): Promise<import('./data.js').BinaryData>;
  /** Reads the bytes of a binary property value. */
  getBinaryDataBuffer(itemIndex: number, propertyName: string): Promise<Uint8Array>;
  /** Normalises what a node returns into items. */
  returnJsonArray(data: unknown): Item[];
  /** Builds the `pairedItem` for outputs made from one input item. */
  constructExecutionMetaData(
    items: Item[],
    options: { itemData: { item: number; input?: number } | Array<{ item: number; input?: number }> },
  ): Item[];
  /**
   * Reads a file on the machine running the workflow, within the file access the instance
   * allows (a server never lets nodes read its own data folder); refusals are clear errors.
   */
  readFile(path: string): Promise<Uint8Array>;
  /**
   * Writes (or with `append`, appends to) a file on the machine running the workflow, within the
   * file access the instance allows; folders on the way are not created.
   */
  writeFile(path: string, data: Uint8Array, options?: { append?: boolean }): Promise<void>;
  /**
   * The files matching a glob pattern (`/data/*.csv`, `**` for any depth), sorted, leaving out
   * those the instance does not let nodes read.
   */
  listFiles(pattern: string): Promise<string[]>;
  /**
   * Checks a host a node is about to connect to without HTTP (a database, a broker) against the
   * instance's outgoing-connection guard, on every address it resolves to; throws an error naming
   * the rule (and how to allow it) when refused. HTTP calls through `httpRequest` are checked already.
   */
  assertHostAllowed(host: string): Promise<void>;
  /**
   * WHATWG `fetch` through the instance's outgoing-connection guard, checked on every address a
   * name resolves to and on every redirect, for libraries that take a `fetch` of their own (model
   * SDKs, the MCP client). Absent where the host sets no guard.
   */
  fetch?(input: string | { href: string } | { url: string }, init?: Record<string, unknown>): Promise<unknown>;
  /**
   * Why the instance's file access rules keep nodes from `path`, or undefined when they do not
   * (e.g. before watching it); absent where the host sets no rules.
   */
  fileAccessRefusal?(path: string): Promise<string | undefined>;
  /** The data table of an id (Data table node); absent where the host keeps no data tables. */
  getDataTableProxy?(tableId: string): Promise<import('./data-table.js').DataTableProxy>;
}

/** Options of {@link ExecuteContext.getNodeParameter}. */
export interface GetParameterOptions {
  /** Return the raw stored value without resolving expressions. */
  rawExpressions?: boolean;
  /** Dot-notation path into an object parameter has already been applied. */
  extractValue?: boolean;
  /** Ensure the resolved value is of this type, else a clear error. */
  ensureType?: 'string' | 'number' | 'boolean' | 'object' | 'array' | 'json';
}

/** Result of a sandboxed Code run: the output items, already normalised and validated as n8n does. */
export interface CodeRunResult {
  items: Item[];
}

/** What a node sees while it executes. Implemented by the engine. */
export interface ExecuteContext {
  /** Items of one input (default 0). */
  getInputData(inputIndex?: number): Item[];
  /** The number of connected main inputs that delivered data. */
  getInputCount(): number;
  /** A parameter, expressions resolved for item `itemIndex`. Dotted paths reach into objects. */
  getNodeParameter(name: string, itemIndex: number, fallback?: unknown, options?: GetParameterOptions): any;
  /**
   * Evaluates an expression string (with or without `=`) for an item. `additionalKeys` are extra
   * variables merged into the expression scope (e.g. `$response`, `$pageCount` during pagination).
   */
  evaluateExpression(expression: string, itemIndex: number, additionalKeys?: Record<string, unknown>): unknown;
  getNode(): WorkflowNode;
  getWorkflow(): Workflow;
  getMode(): ExecutionMode;
  getExecutionId(): string;
  getTimezone(): string;
  /** Whether the node is set to continue on failure (`onError` other than stopWorkflow). */
  continueOnFail(): boolean;
  /** Decrypted credential data of a type assigned to the node. */
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  /**
   * After a service refused the node's OAuth2 access token (HTTP 401): gets a new token with the
   * credential's refresh token (or its client credentials), stores it and answers the updated
   * credential data, as `getCredentials` would. Throws with the token endpoint's reason when that fails.
   */
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
  /**
   * Runs Code-node JavaScript over the node's input items in the sandbox. With `continueOnFail`,
   * errors thrown by the code become `{json: {error}}` items (each-item mode goes on with the next item).
   * `language: 'python'` runs n8n's Python Code node code (Pyodide in a locked-down child process).
   */
  runCode(options: {
    code: string;
    language?: 'javaScript' | 'python';
    mode: 'runOnceForAllItems' | 'runOnceForEachItem';
    continueOnFail?: boolean;
  }): Promise<CodeRunResult>;
  /** Runs another workflow and answers its last node's output. */
  executeWorkflow(
    source: { workflow: Workflow } | { id: string },
    items: Item[],
    options?: { waitForSubWorkflow?: boolean },
  ): Promise<Item[][]>;
  /**
   * Pauses the execution until a date (Wait node). Short time-based waits sleep in this process;
   * longer ones, and every wait with `options.webhook` (resumed by a call to `$execution.resumeUrl`
   * or the date, whichever comes first), end the run in status `waiting`: the host saves it and
   * resumes it later, the waiting node's output then being its input (or the resuming request's item).
   */
  putExecutionToWait(until: Date, options?: { webhook?: boolean }): Promise<void>;
  /**
   * The URL that resumes this execution at this node (`$execution.resumeUrl/<node id>`) with
   * `query`, signed by the host so that only the links a node sent can resume it (n8n's
   * send-and-wait links). Throws where the host cannot sign (no resume URL).
   */
  getSignedResumeUrl?(query?: Record<string, string>): string;
  /** Resolves after `ms`, unless the execution is cancelled first. */
  sleep(ms: number): Promise<void>;
  /** Static data of the workflow ('global' or 'node'). */
  getWorkflowStaticData(type: 'global' | 'node'): Record<string, unknown>;
  /**
   * The workflow's deduplication history (Remove Duplicates 2), kept with its static data apart from
   * what `getWorkflowStaticData` shows: one entry per scope (`''` for the workflow, `n:<node id>`).
   */
  getDeduplicationStore?(): Record<string, unknown>;
  /** Per-execution storage shared by this node's runs ('node') or by the whole run ('flow'). */
  getContext?(type: 'node' | 'flow'): Record<string, unknown>;
  /**
   * The execution's custom data (`$execution.customData`, saved as `resultData.metadata`): `set` and
   * `setAll` apply n8n's rules and throw on a bad key or value in manual runs only.
   */
  getExecutionCustomData?(): import('../execution/custom-data.js').CustomDataAccessor;
  /** Where the data of an input came from (previous node, output and run). */
  getInputSourceData?(inputIndex?: number): import('./data.js').SourceData | undefined;
  /** Shows a message in the browser console of the editor (Code node console.log). */
  sendMessageToUI(...args: unknown[]): void;
  /** The run index of this node. */
  getRunIndex(): number;
  /**
   * The objects the sub-nodes on a connection type supply (n8n's `getInputConnectionData`): one
   * object when the input takes one connection, else a list. Refuses with an error naming the input
   * when a required one has no enabled sub-node, or more are connected than it takes.
   */
  getInputConnectionData?(connectionType: string, itemIndex: number): Promise<unknown>;
  /**
   * The globals an expression of this node sees for an item (`$input`, `$json`, `$('Node')`,
   * `$now`, …; n8n's `getWorkflowDataProxy`), for code that runs in the host (LangChain Code).
   */
  getWorkflowDataProxy?(itemIndex: number): Record<string, unknown>;
  /** Signals that the node was cancelled. */
  readonly signal: AbortSignal;
  readonly helpers: NodeHelpers;
  /** Luxon `DateTime.now()` in the workflow's timezone. */
  now(): DateTime;
  /** Items of the node's previous runs, by node name. */
  getRunData(): RunData;
  /**
   * Answers the HTTP request that started this run (Respond to Webhook). Only present when the
   * host runs the workflow for a webhook call that waits for a response node.
   */
  sendResponse?(response: WebhookResponse): void;
  /**
   * Whether the request that started this run takes a streamed answer (a chat or webhook trigger
   * with response mode `streaming`), so that a node that can (an agent) sends its answer in pieces
   * through {@link sendChunk} as it is produced.
   */
  isStreaming?(): boolean;
  /** Sends a piece of a streamed answer: `begin`, each `item` (text), `end`, or an `error`. */
  sendChunk?(type: StreamChunk['type'], itemIndex: number, content?: unknown): void;
}

/** One line of a streamed answer, as n8n streams them (newline-delimited JSON). */
export interface StreamChunk {
  type: 'begin' | 'item' | 'end' | 'error';
  content?: unknown;
  metadata: { nodeId: string; nodeName: string; itemIndex: number; runIndex: number; timestamp: number };
}

/** The HTTP answer a Respond to Webhook node gives: status, headers and body (bytes for files). */
export interface WebhookResponse {
  statusCode: number;
  headers: Record<string, string>;
  body?: unknown;
}

/** What a node's `execute` returns: items per output, or null for no output. */
export type NodeOutput = Array<Item[] | null> | null;

/** Context given to trigger functions. */
/**
 * Why a server started a workflow's triggers (n8n's `WorkflowActivateMode`): the instance started
 * (`init`), a user activated the workflow (`activate`), or saved it while it was active (`update`).
 */
export type ActivationMode = 'init' | 'activate' | 'update' | 'manual' | 'leadershipChange';

export interface TriggerContext {
  getNodeParameter(name: string, fallback?: unknown): any;
  getNode(): WorkflowNode;
  getWorkflow(): Workflow;
  getMode(): ExecutionMode;
  /** Why the server started this trigger (absent when a run by hand starts it). */
  getActivationMode?(): ActivationMode;
  getTimezone(): string;
  emit(data: Item[][]): void;
  emitError(error: Error): void;
  /**
   * Why the instance's file access rules keep nodes from `path` (e.g. Weft's own data folder, or
   * outside the allowed folders), or undefined when they do not; absent where no rules apply.
   */
  fileAccessRefusal?(path: string): Promise<string | undefined>;
  /** Decrypted data of the node's credential of `type`, as the workflow's owner may use it. */
  getCredentials?(type: string): Promise<Record<string, unknown>>;
  /**
   * Static data of the workflow ('node': this trigger's own, e.g. the last message it fired for).
   * The host saves what changed after each emit, so a restart goes on from there.
   */
  getWorkflowStaticData?(type: 'global' | 'node'): Record<string, unknown>;
  /** The instance's outgoing-connection guard, for triggers that open sockets (brokers, databases). */
  helpers?: { assertHostAllowed?(host: string): Promise<void> };
  /**
   * Starts a run with the items and resolves when it ended, with its error if it failed, so a
   * broker trigger acknowledges a message only after its run (at-least-once delivery). A host that
   * may not start runs now (a follower in queue mode) answers an error at once.
   */
  emitAndWait?(
    data: Item[][],
    options?: { waitForResponse?: boolean },
  ): Promise<{ error?: unknown; response?: unknown }>;
}

/**
 * What a polling trigger's `poll` sees (n8n's `IPollFunctions`). The host calls `poll` on the
 * node's `pollTimes` schedule (mode `trigger`), and once for a manual run (mode `manual`: answer
 * the newest item(s) whatever the cursor says, as "Fetch test event" expects).
 */
export interface PollContext {
  /** A parameter (defaults filled in, expressions resolved); dotted paths reach into objects. */
  getNodeParameter(name: string, fallback?: unknown): any;
  getNode(): WorkflowNode;
  getWorkflow(): Workflow;
  /** `trigger` on the schedule, `manual` for a run started by hand. */
  getMode(): ExecutionMode;
  getTimezone(): string;
  /**
   * Static data of the workflow ('node': this node's own, where pollers keep their cursor). In
   * trigger mode the host saves what `poll` changed only once the execution it started is stored,
   * and forgets it when `poll` throws, so no event is lost or fired twice across a restart.
   */
  getWorkflowStaticData(type: 'global' | 'node'): Record<string, unknown>;
  /** Decrypted credential data of a type assigned to the node. */
  getCredentials(type: string): Promise<Record<string, unknown>>;
  /** As {@link ExecuteContext.refreshOAuth2Credentials}. */
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
  /** Luxon `DateTime.now()` in the workflow's timezone. */
  now(): DateTime;
  readonly helpers: Pick<NodeHelpers, 'httpRequest' | 'returnJsonArray'>;
}

/**
 * What `poll` answers: items per output (an execution starts with output 0), or null when there
 * is nothing new (no execution).
 */
export type PollResult = Item[][] | null;

/** Result of a trigger's activation: a way to stop it, and, for manual runs, a way to fire once. */
export interface TriggerResponse {
  closeFunction?: () => Promise<void>;
  manualTriggerFunction?: () => Promise<void>;
}

/**
 * What a trigger's {@link WebhookSetupMethods} see (n8n's `IHookFunctions`) when the host registers
 * the node's webhook with the remote service: on activation (mode `trigger`, the production URL)
 * or while the editor listens for a test event (mode `manual`, the test URL).
 */
export interface WebhookSetupContext {
  /** The full URL the host serves the node's webhook `name` at in this mode, or undefined when it has none. */
  getNodeWebhookUrl(name: string): string | undefined;
  /** A parameter (defaults filled in, `=` expressions over `$parameter` resolved); dotted paths reach into objects. */
  getNodeParameter(name: string, fallback?: unknown): any;
  getNode(): WorkflowNode;
  getWorkflow(): Workflow;
  /** `trigger` when a workflow is activated, `manual` for the editor's test listening. */
  getMode(): ExecutionMode;
  /** Static data of the workflow; what `create` writes here (e.g. the remote webhook's id) is saved. */
  getWorkflowStaticData(type: 'global' | 'node'): Record<string, unknown>;
  /** Decrypted credential data of a type assigned to the node. */
  getCredentials(type: string): Promise<Record<string, unknown>>;
  readonly helpers: Pick<NodeHelpers, 'httpRequest'>;
}

/**
 * How a trigger registers one of its webhooks with the remote service (n8n's `webhookMethods`):
 * the host asks `checkExists` first and calls `create` only when it answers false; `delete` runs on
 * deactivation (not on shutdown) and when test listening ends. `create` answering false, or
 * throwing, fails the activation.
 */
export interface WebhookSetupMethods {
  checkExists(ctx: WebhookSetupContext): Promise<boolean>;
  create(ctx: WebhookSetupContext): Promise<boolean>;
  delete(ctx: WebhookSetupContext): Promise<boolean>;
}

/**
 * What a trigger's {@link NodeType.webhook} sees for one call to its webhook URL (n8n's
 * `IWebhookFunctions`, reduced): the request, the node's parameters and credentials, and helpers.
 */
export interface WebhookRequestContext {
  /** The parsed body (JSON or form fields), or `{}` when there is none. */
  getBodyData(): Record<string, unknown>;
  /** The body's bytes as received (e.g. to check a signature over them); absent where the host keeps none. */
  getRawBody?(): Uint8Array | undefined;
  /** Request headers, names in lower case. */
  getHeaderData(): Record<string, string | string[] | undefined>;
  getQueryData(): Record<string, unknown>;
  /** The values of `:param` segments of the path. */
  getParamsData(): Record<string, string>;
  /** The name of the webhook called (the description's `webhooks[].name`). */
  getWebhookName(): string;
  getNodeParameter(name: string, fallback?: unknown): any;
  getNode(): WorkflowNode;
  getWorkflow(): Workflow;
  /** `webhook` for a production call, `manual` for a test call. */
  getMode(): ExecutionMode;
  getWorkflowStaticData(type: 'global' | 'node'): Record<string, unknown>;
  getCredentials(type: string): Promise<Record<string, unknown>>;
  readonly helpers: Pick<NodeHelpers, 'httpRequest' | 'prepareBinaryData' | 'returnJsonArray'>;
}

/**
 * What {@link NodeType.webhook} answers: the items to start the workflow with (per output; none
 * means no run) and, optionally, the HTTP answer (else the host answers as n8n does for
 * `responseMode: onReceived`).
 */
export interface WebhookCallResult {
  workflowData?: Item[][];
  response?: WebhookResponse;
}

/** A node type: its description and how it runs. */
export interface NodeType {
  description: NodeTypeDescription;
  /** Runs the node on its inputs. Triggers used as a start node run it to produce their first item. */
  execute?(this: void, ctx: ExecuteContext): Promise<NodeOutput>;
  /** Registers a long-lived trigger (schedules, pollers). */
  trigger?(this: void, ctx: TriggerContext): Promise<TriggerResponse>;
  /**
   * A polling trigger (description `polling: true`, a `pollTimes` parameter): answers what is new
   * since the cursor it keeps in `getWorkflowStaticData('node')`. See {@link PollContext}.
   */
  poll?(this: void, ctx: PollContext): Promise<PollResult>;
  /** Remote methods the editor calls through the server: `loadOptions` and `listSearch`, by method name. */
  methods?: import('./node-methods.js').NodeMethods;
  /**
   * A sub-node (n8n's AI nodes: a chat model, a memory, a tool): answers the object the root node
   * connected to it uses, for the root's item `itemIndex`. Never run in the main flow.
   */
  supplyData?(this: void, ctx: SupplyDataContext, itemIndex: number): Promise<import('./ai.js').SupplyDataResult>;
  /**
   * Registration of the node's webhooks with a remote service (e.g. Telegram's setWebhook), by
   * webhook name; see {@link WebhookSetupMethods}.
   */
  webhookMethods?: Record<string, WebhookSetupMethods>;
  /**
   * Turns a call to one of the node's webhooks (description `webhooks`) into the items its workflow
   * starts with; hosts use it instead of the Webhook node's request shaping. See {@link WebhookCallResult}.
   */
  webhook?(this: void, ctx: WebhookRequestContext): Promise<WebhookCallResult>;
  /**
   * A node that waits for a chat reply (n8n's Respond to Chat, `onMessage`): when the execution
   * resumes with the user's message item, answers the node's output in place of that item (e.g. the
   * input items, or the message after writing it to a memory). The context is the node's, over its
   * input items as they were when it began to wait.
   */
  onMessage?(this: void, ctx: ExecuteContext, message: Item): Promise<NodeOutput>;
  /**
   * With `onMessage`: the output when the wait ran out without a message (an agent whose tool
   * waited goes on without the reply). Without it, such a node answers its input items.
   */
  onTimeout?(this: void, ctx: ExecuteContext): Promise<NodeOutput>;
  /**
   * Set on a node that works item by item (Set, If, Filter, No Operation): each output item comes
   * from one input item and carries its `pairedItem`, nothing is kept between items, nothing is
   * done outside the run. The engine may then run it over a large input in batches (see
   * `RunWorkflowOptions.streaming`), as long as every expression of the node sits under one of
   * `perItemParameters`: the parameters the node reads for each item, not once at item 0.
   */
  itemwise?: { perItemParameters: readonly string[] };
}

/**
 * What a sub-node sees in `supplyData` (n8n's `ISupplyDataFunctions`): the root node's input
 * items and parameters resolved against them, its own sub-nodes, and the run log in which each
 * call into its object is recorded.
 */
export interface SupplyDataContext extends ExecuteContext, SubNodeRunLog {
  /** The name of the node this sub-node supplies (an agent, a chain, or another sub-node). */
  getParentNodeName(): string;
  /**
   * A context in which `$fromAI(key, …)` answers the model's tool-call arguments: the node itself
   * run as a tool (`<type>Tool`), or a sub-node asked by the model.
   */
  withFromAi(args: import('./ai.js').FromAiArguments): SupplyDataContext;
}

/** A versioned node type: several descriptions/implementations behind one name. */
export interface NodeTypeRegistry {
  /** The implementation of a type at exactly that version (highest without one), or undefined when unknown. */
  get(type: string, version?: number): NodeType | undefined;
  /** Every version of a type that is registered (ascending), or undefined when the type is unknown. */
  versions?(type: string): number[] | undefined;
  /** Every registered type (highest version of each). */
  list(): NodeTypeDescription[];
  /**
   * Makes the types these nodes (and the credential types they name) need available, for a
   * registry that loads node families on demand; the engine awaits it before a run starts.
   */
  prepare?(nodes: ReadonlyArray<{ type: string; credentials?: Record<string, unknown> }>): Promise<void>;
}

/** A credential type, as shown in the credential modal and used by nodes. */
export interface CredentialType {
  name: string;
  displayName: string;
  properties: NodeProperty[];
  extends?: string[];
  documentationUrl?: string;
  /** Adds authentication to an outgoing request. */
  authenticate?: (credentials: Record<string, unknown>, request: HttpRequestOptions) => HttpRequestOptions;
  /** The request `/credentials/test` sends. */
  test?: { request: Partial<HttpRequestOptions> & { baseURL?: string } };
}

/** Alias used by node authors. */
export type Parameters = NodeParameters;
