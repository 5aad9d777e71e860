import { DateTime } from 'luxon';
import {
  NodeOperationError,
  ExpressionDataContext,
  customDataAccessor,
  type CustomDataAccessor,
  extractLocatorId,
  locatorExtractValue,
  type BinaryData,
  type CodeRunResult,
  type ExecuteContext,
  type ExecutionMode,
  type GetParameterOptions,
  type HttpRequestOptions,
  type HttpResponse,
  type Item,
  type NodeHelpers,
  type NodeParameters,
  type NodeProperty,
  type RunData,
  type SourceData,
  type Workflow,
  type WorkflowNode,
  type FromAiArguments,
  fromAiScope,
  type StreamChunk,
} from '@weft/workflow';
import { readParameter, resolveValue } from './parameters.js';
import type { EngineServices } from './types.js';
import type { CancellationSource } from './cancellation.js';
import { guessBinaryType } from '../binary-data/describe.js';
import { InlineBinaryDataStore, type BinaryDataMeta } from '../binary-data/store.js';
import { assertResolvedHostAllowed, guardedFetch } from '../http/ssrf-connector.js';
import { requestWithAuthentication } from '../http/authenticated-request.js';
import { ensureParameterType } from './ensure-type.js';

const inlineStore = new InlineBinaryDataStore();

/** What a node context needs from the run it belongs to. */
export interface NodeRunEnvironment {
  workflow: Workflow;
  node: WorkflowNode;
  /** Parameters with defaults filled in. */
  parameters: NodeParameters;
  /** The node type's parameter definitions (resource locator modes say how to extract an id from a URL). */
  properties?: readonly NodeProperty[];
  /** Any node's parameters as expressions read them (`$parameter`, `$('Node').params`; see `displayedParameters`). */
  parametersOf?: (nodeName: string) => NodeParameters | undefined;
  inputs: Array<Item[] | null>;
  source: Array<SourceData | null>;
  runIndex: number;
  runData: RunData;
  mode: ExecutionMode;
  executionId: string;
  timezone: string;
  variables?: Record<string, unknown>;
  env?: Record<string, string | undefined> | 'blocked';
  resumeUrl?: string;
  /** Time-based waits at least this long (ms) end the run; undefined: they sleep here. */
  durableWaitAfterMs?: number;
  /** The execution binary files belong to. */
  binaryScope: { workflowId?: string; executionId: string };
  /** Ends the run in status `waiting` once this node returned. */
  requestWait: (until: Date) => void;
  services: EngineServices;
  /** Whether the execution is cancelled; its `signal` is made on first use. */
  cancellation: CancellationSource;
  /** Per-execution context storage of this node (`getContext('node')`). */
  nodeContext: Record<string, unknown>;
  /** Another node's per-execution context, for `$node["Node"].context` in expressions. */
  nodeContextOf?: (nodeName: string) => Record<string, unknown> | undefined;
  flowContext: Record<string, unknown>;
  /** The run's custom data (`$execution.customData`); absent: a store of this node run only. */
  customData?: Record<string, string>;
  staticData: Record<string, unknown>;
  httpRequest: (options: HttpRequestOptions) => Promise<HttpResponse>;
  runCode: NonNullable<EngineServices['runCode']>;
  executeSubWorkflow: (source: { workflow: Workflow } | { id: string }, items: Item[]) => Promise<Item[][]>;
  /** The objects the node's sub-nodes supply on a connection type (cluster nodes). */
  inputConnectionData?: (connectionType: string, itemIndex: number) => Promise<unknown>;
  /** The items expressions resolve against, when not the node's input (a sub-node: the root node's items). */
  expressionInputs?: Array<Item[] | null>;
  /** A run as an agent's tool: what `$fromAI(key)` answers. */
  fromAi?: FromAiArguments;
}

/**
 * The {@link ExecuteContext} a node sees while it runs: its input, its parameters resolved per
 * item through the shared expression evaluator, and the I/O services of the host.
 */
export class NodeExecuteContext implements ExecuteContext {
  readonly helpers: NodeHelpers;
  /** The expression data context of input 0, made when a parameter first needs it (many node runs need none). */
  private dataAt0: ExpressionDataContext | undefined;
  private readonly lazyData = (): ExpressionDataContext => this.data;
  /** Data contexts per input index other than 0, built on demand. */
  private readonly dataByInput = new Map<number, ExpressionDataContext>();
  /** The data context of description values (declarative routing): `$parameter` with defaults. */
  private descriptionData: ExpressionDataContext | undefined;

  private readonly customData: Record<string, string>;

  /** Aborted when the execution is cancelled; made on first use (see `Cancellation`). */
  get signal(): AbortSignal {
    return this.env.cancellation.signal;
  }

  constructor(private readonly env: NodeRunEnvironment) {
    this.customData = env.customData ?? {};
    this.helpers = makeHelpers(this);
  }

  private get data(): ExpressionDataContext {
    return (this.dataAt0 ??= this.dataContext(0));
  }

  private dataContext(inputIndex: number, extra?: Record<string, unknown>): ExpressionDataContext {
    const e = this.env;
    return new ExpressionDataContext({
      workflow: e.workflow,
      runData: e.runData,
      nodeName: e.node.name,
      inputItems: (e.expressionInputs ?? e.inputs)[inputIndex] ?? [],
      inputSource: inputIndex === 0 ? e.source : [e.source[inputIndex] ?? null, ...e.source],
      runIndex: e.runIndex,
      mode: e.mode,
      executionId: e.executionId,
      timezone: e.timezone,
      variables: e.variables,
      env: e.env,
      resumeUrl: e.resumeUrl ? `${e.resumeUrl}/${e.executionId}` : undefined,
      additionalKeys: e.fromAi ? { ...fromAiScope(e.fromAi), ...extra } : extra,
      nodeContext: e.nodeContextOf,
      nodeParameters: e.parametersOf,
      customData: this.customData,
    });
  }

  /** The expression data context of input 0 (used by the Code sandbox bridge). */
  get expressionData(): ExpressionDataContext {
    return this.data;
  }

  /** The node's parameters with the defaults of its description filled in. */
  getParametersWithDefaults(): NodeParameters {
    return this.env.parameters;
  }

  /**
   * Resolves a value of the node type's description for an item: every `=` string inside it is
   * evaluated, `$parameter` shows the parameters with defaults and `keys` add `$` names (the
   * `$value`, `$credentials`, `$response`… of declarative routing).
   */
  resolveDescriptionValue(value: unknown, itemIndex: number, keys: Record<string, unknown>): unknown {
    if (!this.descriptionData) {
      const source = this.data.source;
      this.descriptionData = new ExpressionDataContext({ ...source, parameters: this.env.parameters });
    }
    return resolveValue(value, itemIndex, this.descriptionData, keys);
  }

  getInputData(inputIndex = 0): Item[] {
    return this.env.inputs[inputIndex] ?? [];
  }

  getInputCount(): number {
    return this.env.inputs.length;
  }

  getNodeParameter(name: string, itemIndex: number, fallback?: unknown, options?: GetParameterOptions): any {
    const raw = readParameter(this.env.parameters, name);
    if (raw === undefined) {
      if (arguments.length >= 3)
        return options?.ensureType ? this.ensureType(fallback, options.ensureType, name, itemIndex) : fallback;
      throw new NodeOperationError(this.env.node, `Could not get parameter "${name}"`, { itemIndex });
    }
    if (options?.rawExpressions) return raw;
    let value: unknown;
    try {
      value = resolveValue(raw, itemIndex, this.lazyData);
      // A resource locator answers its id; a URL mode's id is what its extractValue regex finds.
      if (options?.extractValue && value && typeof value === 'object' && (value as { __rl?: unknown }).__rl === true) {
        const shown = { parameters: this.env.parameters, nodeVersion: this.env.node.typeVersion };
        value = extractLocatorId(
          value,
          locatorExtractValue(this.env.properties ?? [], name, String((value as { mode?: unknown }).mode ?? ''), shown),
          `parameter "${name}"`,
        );
      }
    } catch (error) {
      const e = error as Error & { context?: Record<string, unknown>; description?: string };
      throw new NodeOperationError(this.env.node, e, {
        itemIndex,
        description: e.description,
        context: { parameter: name },
      });
    }
    // As n8n: the fallback stands in for a parameter the node lacks, not for an expression that
    // resolved to undefined (a hash of {{ $json.missing }} fails; it does not hash '').
    return options?.ensureType ? this.ensureType(value, options.ensureType, name, itemIndex) : value;
  }

  private ensureType(
    value: unknown,
    type: NonNullable<GetParameterOptions['ensureType']>,
    name: string,
    itemIndex: number,
  ): unknown {
    try {
      return ensureParameterType(value, type, name);
    } catch (error) {
      const e = error as Error & { description?: string };
      throw new NodeOperationError(this.env.node, e, {
        itemIndex,
        description: e.description,
        context: { parameter: name },
      });
    }
  }

  evaluateExpression(expression: string, itemIndex: number, additionalKeys?: Record<string, unknown>): unknown {
    const value = expression.startsWith('=') ? expression : `=${expression}`;
    return additionalKeys
      ? this.dataContext(0, additionalKeys).evaluate(value, itemIndex)
      : this.data.evaluate(value, itemIndex);
  }

  getNode(): WorkflowNode {
    return this.env.node;
  }

  getWorkflow(): Workflow {
    return this.env.workflow;
  }

  getMode(): ExecutionMode {
    return this.env.mode;
  }

  getExecutionId(): string {
    return this.env.executionId;
  }

  getExecutionCustomData(): CustomDataAccessor {
    return customDataAccessor(this.customData, this.env.mode);
  }

  getTimezone(): string {
    return this.env.timezone;
  }

  continueOnFail(): boolean {
    const n = this.env.node;
    return n.continueOnFail === true || n.onError === 'continueRegularOutput' || n.onError === 'continueErrorOutput';
  }

  async getCredentials(type: string): Promise<Record<string, unknown>> {
    const node = this.env.node;
    if (!node.credentials?.[type]) {
      throw new NodeOperationError(node, `Node "${node.name}" does not have any credentials of type "${type}" set`, {
        description: `Credentials for ${type} are not set`,
      });
    }
    if (!this.env.services.getCredentials) {
      throw new NodeOperationError(node, `Credentials for ${type} are not available in this run`, {
        description: 'Credentials are stored on a Weft server; this run has no access to them.',
      });
    }
    return this.env.services.getCredentials(node, type, this.env.workflow);
  }

  /** `helpers.httpRequestWithAuthentication`: see authenticated-request.ts. */
  requestWithAuthentication(type: string, options: HttpRequestOptions, _itemIndex = 0): Promise<HttpResponse> {
    const services = this.env.services;
    return requestWithAuthentication(
      {
        credentialType: (name) => services.getCredentialType?.(name),
        credentials: () => this.getCredentials(type),
        refresh: services.getCredentials ? () => this.refreshOAuth2Credentials(type) : undefined,
        send: (o) => this.httpRequest(o),
      },
      type,
      options,
    );
  }

  async refreshOAuth2Credentials(type: string): Promise<Record<string, unknown>> {
    await this.getCredentials(type);
    return this.env.services.getCredentials!(this.env.node, type, this.env.workflow, { refresh: true });
  }

  async runCode(options: {
    code: string;
    language?: 'javaScript' | 'python';
    mode: 'runOnceForAllItems' | 'runOnceForEachItem';
    continueOnFail?: boolean;
  }): Promise<CodeRunResult> {
    return this.env.runCode({
      code: options.code,
      ...(options.language === 'python' ? { language: 'python' as const } : {}),
      mode: options.mode,
      items: this.getInputData(),
      scopeFor: (i) => this.data.scopeFor(i),
      continueOnFail: options.continueOnFail ?? this.continueOnFail(),
      timezone: this.env.timezone,
      onConsole: (...args) => this.sendMessageToUI(...args),
      staticData: (type) => this.getWorkflowStaticData(type),
      signal: this.signal,
    });
  }

  executeWorkflow(source: { workflow: Workflow } | { id: string }, items: Item[]): Promise<Item[][]> {
    return this.env.executeSubWorkflow(source, items);
  }

  async putExecutionToWait(until: Date, options?: { webhook?: boolean }): Promise<void> {
    if (Number.isNaN(until.getTime()))
      throw new NodeOperationError(this.env.node, 'The date to wait until is not a valid date');
    const ms = until.getTime() - Date.now();
    const threshold = this.env.durableWaitAfterMs;
    if (!options?.webhook && (threshold === undefined || ms < threshold)) {
      await this.env.services.onWaitInProcess?.(until);
      try {
        await this.sleep(Math.max(0, ms));
      } finally {
        await this.env.services.onWaitInProcess?.(null);
      }
      return;
    }
    this.env.requestWait(until);
  }

  getSignedResumeUrl(query: Record<string, string> = {}): string {
    const sign = this.env.services.signResumeUrl;
    if (!this.env.resumeUrl || !sign) {
      throw new NodeOperationError(this.env.node, 'This run cannot be resumed by a link', {
        description: 'Send-and-wait needs a Weft instance (weft start) that serves the resume URL.',
      });
    }
    const url = new URL(
      `${this.env.resumeUrl}/${encodeURIComponent(this.env.executionId)}/${encodeURIComponent(this.env.node.id)}`,
    );
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return sign(url.toString());
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.env.cancellation.aborted) return reject(new Error('The execution was cancelled'));
      const timer = setTimeout(() => {
        this.signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(new Error('The execution was cancelled'));
      };
      this.signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  getWorkflowStaticData(type: 'global' | 'node'): Record<string, unknown> {
    const key = type === 'global' ? 'global' : `node:${this.env.node.name}`;
    return ((this.env.staticData[key] as Record<string, unknown>) ??= {});
  }

  /** The deduplication history, in the static data under a key of its own. */
  getDeduplicationStore(): Record<string, unknown> {
    return ((this.env.staticData.deduplication as Record<string, unknown>) ??= {});
  }

  /** Per-execution storage: 'node' for this node's runs, 'flow' shared by the whole run. */
  getContext(type: 'node' | 'flow'): Record<string, unknown> {
    return type === 'node' ? this.env.nodeContext : this.env.flowContext;
  }

  getInputSourceData(inputIndex = 0): SourceData | undefined {
    return this.env.source[inputIndex] ?? undefined;
  }

  sendMessageToUI(...args: unknown[]): void {
    this.env.services.onConsole?.(this.env.node.name, args);
  }

  getRunIndex(): number {
    return this.env.runIndex;
  }

  getWorkflowDataProxy(itemIndex: number): Record<string, unknown> {
    return this.data.scopeFor(itemIndex);
  }

  getInputConnectionData(connectionType: string, itemIndex: number): Promise<unknown> {
    if (!this.env.inputConnectionData)
      throw new NodeOperationError(this.env.node, `Node "${this.env.node.name}" takes no sub-nodes in this run`);
    return this.env.inputConnectionData(connectionType, itemIndex);
  }

  now(): DateTime {
    return DateTime.now().setZone(this.env.timezone);
  }

  getRunData(): RunData {
    return this.env.runData;
  }

  /** Whether the request that started the run takes a streamed answer. */
  isStreaming(): boolean {
    return !!this.env.services.onStreamChunk;
  }

  /** Sends a piece of the streamed answer to the host, with n8n's metadata. */
  sendChunk(type: StreamChunk['type'], itemIndex: number, content?: unknown): void {
    const node = this.getNode();
    this.env.services.onStreamChunk?.({
      type,
      ...(content === undefined ? {} : { content }),
      metadata: { nodeId: node.id, nodeName: node.name, itemIndex, runIndex: this.env.runIndex, timestamp: Date.now() },
    });
  }

  /** Hands a Respond to Webhook answer to the host, when it waits for one. */
  sendResponse(response: { statusCode: number; headers: Record<string, string>; body?: unknown }): void {
    this.env.services.onWebhookResponse?.(response);
  }

  /** Stores a binary payload through the host's store (inline by default). */
  storeBinary(bytes: Uint8Array, meta: BinaryDataMeta): Promise<BinaryData> {
    return (this.env.services.binaryData ?? inlineStore).store(bytes, meta, this.env.binaryScope);
  }

  /** The bytes of a binary property value, inline or stored. */
  readBinary(binary: BinaryData): Promise<Buffer> {
    return (binary.id ? (this.env.services.binaryData ?? inlineStore) : inlineStore).read(binary);
  }

  /** HTTP through the host's client. */
  httpRequest(options: HttpRequestOptions): Promise<HttpResponse> {
    return this.env.httpRequest(options);
  }

  /** A file, through the host's file access rules (unrestricted when the host sets none, as in the CLI). */
  async readFile(path: string): Promise<Uint8Array> {
    if (this.env.services.readFile) return this.env.services.readFile(path);
    const { readFile } = await import('node:fs/promises');
    return readFile(path);
  }

  /** Writes a file, through the host's file access rules (unrestricted when the host sets none). */
  async writeFile(path: string, data: Uint8Array, options?: { append?: boolean }): Promise<void> {
    if (this.env.services.writeFile) return this.env.services.writeFile(path, data, options);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path, data, { flag: options?.append ? 'a' : 'w' });
  }

  /** The host's file access check, if it sets rules. */
  get fileAccessRefusal(): ((path: string) => Promise<string | undefined>) | undefined {
    return this.env.services.fileAccessRefusal;
  }

  /** The host's data tables, if it keeps any. */
  get dataTables(): import('@weft/workflow').DataTableAccess | undefined {
    return this.env.services.dataTables;
  }

  /** Files matching a glob, through the host's file access rules (unrestricted when the host sets none). */
  async listFiles(pattern: string): Promise<string[]> {
    if (this.env.services.listFiles) return this.env.services.listFiles(pattern);
    const { glob } = await import('tinyglobby');
    return (
      await glob(pattern, { absolute: isAbsolutePattern(pattern), onlyFiles: true, expandDirectories: false })
    ).sort();
  }
}

/** Whether a glob names absolute paths, so that matches are answered the same way. */
function isAbsolutePattern(pattern: string): boolean {
  return pattern.startsWith('/') || /^[A-Za-z]:[\\/]/.test(pattern);
}

function makeHelpers(ctx: NodeExecuteContext): NodeHelpers {
  return {
    httpRequest: (options) => ctx.httpRequest(options),
    httpRequestWithAuthentication: (type, options, itemIndex) =>
      ctx.requestWithAuthentication(type, options, itemIndex),
    async prepareBinaryData(data: Uint8Array, fileName?: string, mimeType?: string): Promise<BinaryData> {
      // As n8n: without a media type, the name, then the bytes decide, else text/plain.
      const guessed = await guessBinaryType(data, fileName, mimeType);
      return ctx.storeBinary(data, { mimeType: guessed.mimeType, fileName, fileExtension: guessed.fileExtension });
    },
    async getBinaryDataBuffer(itemIndex: number, propertyName: string): Promise<Uint8Array> {
      const bin = ctx.getInputData()[itemIndex]?.binary?.[propertyName];
      if (!bin)
        throw new NodeOperationError(ctx.getNode(), `This item has no binary field '${propertyName}'`, { itemIndex });
      return ctx.readBinary(bin);
    },
    returnJsonArray(data: unknown): Item[] {
      const list = Array.isArray(data) ? data : [data];
      return list.map((d) =>
        d && typeof d === 'object' && 'json' in d ? (d as Item) : { json: (d ?? {}) as Item['json'] },
      );
    },
    constructExecutionMetaData(items: Item[], options) {
      return items.map((item) => ({ ...item, pairedItem: options.itemData }));
    },
    readFile: (path) => ctx.readFile(path),
    writeFile: (path, data, options) => ctx.writeFile(path, data, options),
    listFiles: (pattern) => ctx.listFiles(pattern),
    async assertHostAllowed(host: string): Promise<void> {
      try {
        await assertResolvedHostAllowed(host);
      } catch (e) {
        throw new NodeOperationError(ctx.getNode(), (e as Error).message, {
          description:
            'Connections that are not HTTP go through the same guard as HTTP requests (WEFT_SSRF_BLOCK_PRIVATE, WEFT_SSRF_ALLOW, WEFT_SSRF_DENY).',
        });
      }
    },
    fetch: (input, init) =>
      guardedFetch(typeof input === 'string' ? input : 'href' in input ? input.href : input.url, init),
    ...(ctx.fileAccessRefusal ? { fileAccessRefusal: ctx.fileAccessRefusal } : {}),
    ...(ctx.dataTables
      ? { getDataTableProxy: (tableId: string) => ctx.dataTables!.proxy(tableId, ctx.getWorkflow()) }
      : {}),
  };
}
