import './transliteration.js';
import {
  CORE_NODE_TYPES,
  ConnectionGraph,
  DEFAULT_STREAM_BATCH_SIZE,
  NodeOperationError,
  defaultStartNode,
  createBasicScope,
  evaluateExpression,
  WorkflowOperationError,
  isDeclarativeNodeType,
  isSubNodeType,
  isTriggerType,
  normalizeWorkflowPinData,
  serializeError,
  startNodeKinds,
  unsupportedNodes,
  displayedParameters,
  parametersForRun,
  isoTime,
  type Item,
  type NodeType,
  type PinData,
  type RunData,
  type SourceData,
  type TaskData,
  type Workflow,
  type WorkflowNode,
} from '@weft/workflow';
import { errorItemsAsJson, failedNodeErrorOutput, routeErrorOutput } from './error-output.js';
import { NodeExecuteContext, type NodeRunEnvironment } from './node-context.js';
import { inputConnectionData, type ParentRun, type SubNodeHost } from './sub-nodes.js';
import { autofixPairedItems, linkInputItems } from './paired-items.js';
import { planPartialRun } from './partial-run.js';
import { WaitingNodes, type StackEntry } from './run-state.js';
import type { ExecutionResult, RunWorkflowOptions } from './types.js';
import { restoreStackEntry, saveStackEntry, type ExecutionStackData } from './waiting.js';
import { defaultHttpRequest, defaultRunCode } from './default-services.js';
import { engineRoutingEnvironment } from '../routing/engine-environment.js';
import { runDeclarativeNode } from '../routing/run-node.js';
import { runInTimezone } from './run-timezone.js';
import { Cancellation, signalCancellation, type CancellationSource } from './cancellation.js';
import { pollContextOf } from './poll-context.js';
import { runChainInBatches, streamableChain, workflowReadsOtherNodes, type ChainLink } from './streamed-chain.js';

const MAX_SUB_WORKFLOW_DEPTH = 50;

/**
 * A node's parameters with the description's defaults filled in (fixed-collection entries too), computed once per node object
 * and type: workflows are not changed while they run, and an active workflow runs many times.
 */
const defaultsCache = new WeakMap<
  WorkflowNode,
  { type: NodeType; params: WorkflowNode['parameters']; value: WorkflowNode['parameters'] }
>();

function parametersWithDefaults(node: WorkflowNode, type: NodeType): WorkflowNode['parameters'] {
  const hit = defaultsCache.get(node);
  if (hit && hit.type === type && hit.params === node.parameters) return hit.value;
  // Defaults filled in at every level and values of hidden parameters left out, as n8n does before a node runs.
  const { properties, name } = type.description;
  const value = parametersForRun(properties, node.parameters ?? {}, node.typeVersion, name.endsWith('Tool'));
  defaultsCache.set(node, { type, params: node.parameters, value });
  return value;
}

const displayedCache = new WeakMap<WorkflowNode['parameters'], WorkflowNode['parameters']>();

/** A node's parameters as n8n shows them to expressions: defaults filled in, displayed ones only, in the description's order. */
function parametersForExpressions(node: WorkflowNode, type: NodeType): WorkflowNode['parameters'] {
  const withDefaults = parametersWithDefaults(node, type);
  let value = displayedCache.get(withDefaults);
  if (!value) {
    value = displayedParameters(type.description.properties, withDefaults, node.typeVersion);
    displayedCache.set(withDefaults, value);
  }
  return value;
}

/**
 * Runs one workflow with n8n's v1 execution order: depth first, the upper branch first by
 * canvas position; multi-input nodes wait for their inputs; when nothing else can run, waiting
 * nodes run with the inputs they have.
 */
export class WorkflowRunner {
  private readonly workflow: Workflow;
  private readonly graph: ConnectionGraph;
  private readonly nodes: Map<string, WorkflowNode>;
  private readonly runData: RunData;
  private readonly pinData: PinData;
  private readonly stack: StackEntry[] = [];
  private readonly waiting = new WaitingNodes();
  private readonly nodeContexts = new Map<string, Record<string, unknown>>();
  private readonly flowContext: Record<string, unknown> = {};
  /** The run's custom data (`$execution.customData`), answered as `resultData.metadata`. */
  private readonly customData: Record<string, string> = {};
  private readonly staticData: Record<string, unknown>;
  /** Whether the execution is cancelled, and its signal, made only if something needs one (see `Cancellation`). */
  private readonly cancellation: CancellationSource;
  private readonly executionId: string;
  private readonly timezone: string;
  private executionIndex = 0;
  /** Nodes allowed to run (partial runs); undefined means all. */
  private allowed: Set<string> | undefined;
  /** Set by a node that put the execution to wait: the run ends after it. */
  private waitTill: Date | undefined;
  /** Resuming: the waiting node, whose output is given instead of run. */
  private resumed: { node: string; items?: Item[] } | undefined;
  private subNodeHostCache: SubNodeHost | undefined;
  /** Whether some node reads other nodes' items (then nothing streams); computed at the first large input. */
  private readsOtherNodes: boolean | undefined;

  constructor(private readonly options: RunWorkflowOptions) {
    this.workflow = options.workflow;
    this.nodes = new Map(this.workflow.nodes.map((n) => [n.name, n]));
    this.graph = new ConnectionGraph(this.workflow.connections ?? {}, this.nodes.keys());
    this.runData = {};
    this.pinData = normalizeWorkflowPinData(options.pinData ?? this.workflow.pinData);
    this.staticData = (this.workflow.staticData as Record<string, unknown>) ?? {};
    this.executionId = options.executionId ?? String(Date.now());
    Object.assign(this.customData, options.customData ?? {});
    const own = this.workflow.settings?.timezone;
    // As n8n: the workflow's timezone setting wins over the instance's.
    this.timezone =
      (typeof own === 'string' && own && own !== 'DEFAULT' ? own : undefined) ?? options.timezone ?? 'UTC';
    this.cancellation =
      options.cancellation ?? (options.signal ? signalCancellation(options.signal) : new Cancellation());
  }

  private get mode() {
    return this.options.mode ?? 'manual';
  }

  private nodeType(node: WorkflowNode): NodeType | undefined {
    return this.options.nodeTypes.get(node.type, node.typeVersion);
  }

  /** Runs the workflow to the end and answers the execution. */
  async run(): Promise<ExecutionResult> {
    // Dates that expressions and nodes create without a zone are in the workflow's timezone, for
    // this run only: concurrent runs in other zones are not affected.
    return runInTimezone(this.timezone, () => this.runInZone());
  }

  private async runInZone(): Promise<ExecutionResult> {
    const startedAt = isoTime();
    await this.options.hooks?.workflowExecuteBefore?.(this.executionId);
    let error: TaskData['error'];
    let lastNodeExecuted: string | undefined;
    let status: ExecutionResult['status'] = 'success';
    try {
      this.checkNodeTypes();
      this.seedStack();
      const outcome = await this.loop();
      lastNodeExecuted = outcome.lastNode;
      error = outcome.error;
      if (error) status = 'error';
      else if (this.waitTill) status = 'waiting';
      if (this.cancellation.aborted) status = 'canceled';
    } catch (e) {
      error = serializeError(e);
      status = 'error';
    }
    const result: ExecutionResult = {
      id: this.executionId,
      finished: status === 'success',
      mode: this.mode,
      status,
      startedAt,
      stoppedAt: isoTime(),
      ...(status === 'waiting' ? { waitTill: this.waitTill!.toISOString() } : {}),
      data: {
        ...(status === 'waiting' ? { executionData: this.savedState() } : {}),
        resultData: {
          runData: this.runData,
          ...(Object.keys(this.pinData).length ? { pinData: this.pinData } : {}),
          ...(lastNodeExecuted ? { lastNodeExecuted } : {}),
          ...(error ? { error } : {}),
          ...(Object.keys(this.customData).length ? { metadata: { ...this.customData } } : {}),
        },
      },
    };
    await this.options.hooks?.workflowExecuteAfter?.(result);
    return result;
  }

  /**
   * Refuses to start when a node that would run has an unknown type, or a typeVersion Weft does
   * not have (never run under another version's rules), naming the node and the versions there are.
   */
  private checkNodeTypes(): void {
    const [problem] = unsupportedNodes(this.workflow.nodes, this.options.nodeTypes, { skipDisabled: true });
    if (!problem) return;
    const node = this.nodes.get(problem.node)!;
    if (!problem.knownVersions) {
      // n8n's wording, which users search for.
      throw new WorkflowOperationError(
        `Unrecognized node type: ${node.type}`,
        node,
        `Node "${node.name}" has type "${node.type}" (version ${node.typeVersion}), which this Weft instance does not know.`,
      );
    }
    throw new WorkflowOperationError(
      problem.message,
      node,
      'Replace the node with one at a version Weft has (add it again from the node creator), or remove it',
    );
  }

  /** What resuming this run needs: the stack, multi-input nodes' partial inputs, the contexts. */
  private savedState(): ExecutionStackData {
    return {
      nodeExecutionStack: this.stack.map(saveStackEntry),
      waitingExecution: Object.fromEntries(
        this.waiting.entries().map(([node, list]) => [node, list.map((e) => ({ main: e.inputs, source: e.source }))]),
      ),
      contextData: { flow: this.flowContext, nodes: Object.fromEntries(this.nodeContexts) },
    };
  }

  /** Puts a waiting run's saved state back: its run data without the waiting run, and its stack. */
  private restore(resume: NonNullable<RunWorkflowOptions['resume']>): void {
    const saved = resume.executionData;
    const stack = (saved?.nodeExecutionStack ?? []).map((e) => restoreStackEntry(e, this.nodes));
    const first = stack[0];
    if (!first) throw new WorkflowOperationError('Cannot resume the execution: it has no saved stack');
    Object.assign(this.runData, structuredClone(resume.runData ?? {}));
    // The waiting node's run that recorded the wait is replaced by the run that resumes.
    const runs = this.runData[first.node.name];
    if (runs?.at(-1)?.executionStatus === 'waiting') runs.pop();
    if (runs && runs.length === 0) delete this.runData[first.node.name];
    // A tool that waited inside that node's run (Respond to Chat as an agent's tool) answers with the reply.
    for (const [name, list] of Object.entries(this.runData)) {
      const last = list.at(-1);
      if (name === first.node.name || last?.executionStatus !== 'waiting') continue;
      last.executionStatus = 'success';
      last.executionTime = Date.now() - last.startTime;
      last.data = { ai_tool: [[{ json: { response: (resume.items ?? []).map((i) => i.json) } }]] };
    }
    this.executionIndex =
      1 +
      Math.max(
        -1,
        ...Object.values(this.runData)
          .flat()
          .map((t) => t.executionIndex ?? -1),
      );
    this.stack.push(...stack);
    this.waiting.restore(saved.waitingExecution ?? {});
    Object.assign(this.flowContext, saved.contextData?.flow ?? {});
    Object.assign(this.customData, resume.metadata ?? {});
    for (const [name, c] of Object.entries(saved.contextData?.nodes ?? {})) this.nodeContexts.set(name, c);
    this.resumed = { node: first.node.name, items: resume.items };
  }

  private seedStack(): void {
    const opts = this.options;
    if (opts.resume) {
      this.restore(opts.resume);
      return;
    }
    if (opts.destinationNode) {
      const plan = planPartialRun({
        graph: this.graph,
        nodes: this.nodes,
        destination: this.destinationOf(opts.destinationNode),
        runData: opts.runData ?? {},
        pinned: (name) => this.mode === 'manual' && !!this.pinData[name],
        isTrigger: (n) => isTriggerType(this.nodeType(n)?.description),
        startNode: opts.startNode,
        startItems: opts.startItems,
      });
      this.allowed = plan.allowed;
      Object.assign(this.runData, plan.reusedRunData);
      this.stack.push(...plan.stack);
      return;
    }
    const start = this.findStartNode();
    this.stack.push({ node: start, inputs: [opts.startItems ?? [{ json: {} }]], source: [] });
  }

  /** Whether a node is a sub-node (a chat model, a memory, a tool), which only the node it supplies runs. */
  private isSubNode(node: WorkflowNode): boolean {
    const type = this.nodeType(node);
    return !!type && isSubNodeType(type.description, parametersWithDefaults(node, type), node.typeVersion);
  }

  /** The node a partial run goes to: a sub-node's run is the run of the root node it supplies. */
  private destinationOf(name: string): string {
    let current = name;
    for (let guard = 0; guard < 20; guard++) {
      const node = this.nodes.get(current);
      if (!node || !this.isSubNode(node)) return current;
      const next = this.graph.suppliedBy(current)[0];
      if (!next) return current;
      current = next;
    }
    return current;
  }

  private findStartNode(): WorkflowNode {
    if (this.options.startNode) {
      const n = this.nodes.get(this.options.startNode);
      if (!n) throw new WorkflowOperationError(`The start node "${this.options.startNode}" does not exist`);
      return n;
    }
    // The rule the run route applies too: the first trigger, else the first node fed by nothing that is not a sub-node.
    const root = defaultStartNode(this.workflow, startNodeKinds(this.options.nodeTypes), undefined, this.graph);
    if (!root)
      throw new WorkflowOperationError(
        'The workflow has no node to start from',
        undefined,
        'Add a trigger node, such as a Manual Trigger.',
      );
    return root;
  }

  private async loop(): Promise<{ lastNode?: string; error?: TaskData['error'] }> {
    let lastNode: string | undefined;
    let lastError: TaskData['error'];
    for (;;) {
      if (this.cancellation.aborted) return { lastNode };
      let entry = this.stack.shift();
      if (!entry) {
        const next = this.waiting.takeRunnable(
          (name) => this.requiredInputs(name),
          (name) => this.graph.ancestors(name),
        );
        if (!next) return { lastNode, ...(lastError ? { error: lastError } : {}) };
        entry = { node: this.nodes.get(next.node)!, inputs: next.entry.inputs, source: next.entry.source };
      }
      const streamed = await this.runStreamed(entry);
      if (streamed) {
        lastNode = streamed.node.name;
        lastError = undefined;
        this.scheduleChildren(streamed.node, streamed.output);
        continue;
      }
      lastNode = entry.node.name;
      const { task, output, stop } = await this.runNode(entry);
      if (stop) return { lastNode, error: task.error };
      // As n8n: when the last node to run failed and continued, the run ends with its error.
      lastError = task.executionStatus === 'error' ? task.error : undefined;
      if (this.waitTill) {
        // The node goes back on the stack: resuming gives its output then.
        this.stack.unshift(entry);
        return { lastNode };
      }
      if (output) this.scheduleChildren(entry.node, output);
    }
  }

  /** Runs one node: pinned, disabled or for real, with retries and error settings. */
  private async runNode(
    entry: StackEntry,
  ): Promise<{ task: TaskData; output: Array<Item[] | null> | null; stop: boolean }> {
    const { node } = entry;
    const runs = (this.runData[node.name] ??= []);
    const runIndex = runs.length;
    const startTime = Date.now();
    await this.options.hooks?.nodeExecuteBefore?.(node.name, this.executionId);
    const task: TaskData = {
      startTime,
      executionIndex: this.executionIndex++,
      source: entry.source.map((s) => s),
      hints: [],
      executionTime: 0,
      executionStatus: 'success',
    };
    let output: Array<Item[] | null> | null;
    let error: unknown;
    const pinned = this.mode === 'manual' ? this.pinData[node.name] : undefined;
    const resumed = this.resumed?.node === node.name ? this.resumed : undefined;
    this.resumed = undefined;
    if (resumed) {
      // The node waited: its output is the resuming request's item (or what the node makes of a chat
      // reply), or its input.
      ({ output, error } = await this.resumedOutput(entry, runIndex, resumed.items));
    } else if (pinned) {
      output = [pinned];
    } else if (node.disabled) {
      output = [entry.inputs[0] ?? []];
    } else {
      ({ output, error } = await this.executeWithRetries(entry, runIndex));
      if (output === null && error === undefined && !this.waitTill && !node.alwaysOutputData) {
        // As n8n: a node answering null (Split In Batches 1 with nothing left) ends its branch without a run.
        if (!runs.length) delete this.runData[node.name];
        return { task, output: null, stop: false };
      }
    }
    if (error !== undefined) {
      task.error = serializeError(error, node);
      task.executionStatus = 'error';
      const continueOnFail =
        node.continueOnFail === true ||
        node.onError === 'continueRegularOutput' ||
        node.onError === 'continueErrorOutput';
      if (!continueOnFail) {
        task.executionTime = Date.now() - startTime;
        runs.push(task);
        await this.options.hooks?.nodeExecuteAfter?.(node.name, task, this.executionId);
        return { task, output: null, stop: true };
      }
      const input = entry.inputs[0] ?? [];
      // As n8n: the input goes on unchanged, each item paired with the input item it is.
      output =
        node.onError === 'continueErrorOutput'
          ? failedNodeErrorOutput(this.expectedMainOutputs(node), input, task.error?.message ?? 'Unknown error')
          : [
              input.length
                ? input.map((item, i) => ({ ...item, pairedItem: { item: i } }))
                : [{ json: { error: task.error?.message } }],
            ];
    }
    if (error === undefined && this.waitTill) {
      // As n8n, the run that began the wait keeps what the node answered (Respond to Chat's message).
      if (output) {
        autofixPairedItems(entry.inputs, output);
        task.data = { main: errorItemsAsJson(output) };
      }
      task.executionStatus = 'waiting';
      task.executionTime = Date.now() - startTime;
      runs.push(task);
      await this.options.hooks?.nodeExecuteAfter?.(node.name, task, this.executionId);
      return { task, output: null, stop: false };
    }
    if (!pinned && !node.disabled && error === undefined) {
      output ??= [[]];
      // As n8n: an empty first output gets one empty item, linked to every input item.
      if (node.alwaysOutputData && !output[0]?.length) {
        const pairedItem = entry.inputs.flatMap((items, input) => (items ?? []).map((_, item) => ({ item, input })));
        output = [[{ json: {}, pairedItem }], ...output.slice(1)];
      }
      autofixPairedItems(entry.inputs, output);
      if (node.onError === 'continueErrorOutput' && error === undefined)
        output = routeErrorOutput(output, this.expectedMainOutputs(node), entry.inputs[0] ?? []);
    }
    if (pinned) autofixPairedItems(entry.inputs, output!);
    if (output) output = errorItemsAsJson(output);
    task.executionTime = Date.now() - startTime;
    task.data = { main: output ?? [] };
    runs.push(task);
    await this.options.hooks?.nodeExecuteAfter?.(node.name, task, this.executionId);
    return { task, output, stop: false };
  }

  /**
   * Runs a large input through the chain of item-by-item nodes that starts at the entry's node, in
   * batches (see `streamed-chain.ts`), and records each node's run. Answers the chain's last node
   * and its output, or undefined when the entry runs the plain way.
   */
  private async runStreamed(
    entry: StackEntry,
  ): Promise<{ node: WorkflowNode; output: Array<Item[] | null> } | undefined> {
    const streaming = this.options.streaming;
    const input = entry.inputs.length === 1 ? entry.inputs[0] : undefined;
    if (!streaming || !(streaming.keepItems > 0) || !input || input.length <= streaming.keepItems) return undefined;
    if (this.resumed) return undefined;
    this.readsOtherNodes ??= workflowReadsOtherNodes(this.nodes.values());
    if (this.readsOtherNodes) return undefined;
    const chain = streamableChain(entry.node, {
      graph: this.graph,
      nodes: this.nodes,
      nodeType: (n) => this.nodeType(n),
      allowed: (name) => !this.allowed || this.allowed.has(name),
      pinned: (name) => this.mode === 'manual' && !!this.pinData[name],
    });
    if (!chain) return undefined;
    const runIndexOf = (name: string) => this.runData[name]?.length ?? 0;
    const runs = await runChainInBatches({
      chain,
      input,
      firstSource: entry.source,
      runIndexOf,
      keepItems: streaming.keepItems,
      batchSize: Math.max(1, streaming.batchSize ?? DEFAULT_STREAM_BATCH_SIZE),
      runBatch: (link, items, source) => this.runBatch(link, items, source, runIndexOf(link.node.name)),
      cancelled: () => this.cancellation.aborted,
    });
    if (!runs) return undefined;
    for (const run of runs) {
      const { node } = run.link;
      await this.options.hooks?.nodeExecuteBefore?.(node.name, this.executionId);
      const task: TaskData = {
        startTime: run.startTime,
        executionIndex: this.executionIndex++,
        source: [...run.source],
        hints: [],
        executionTime: run.executionTime,
        executionStatus: 'success',
        data: { main: run.output },
        ...(run.capped.length ? { itemsCapped: run.capped } : {}),
      };
      (this.runData[node.name] ??= []).push(task);
      await this.options.hooks?.nodeExecuteAfter?.(node.name, task, this.executionId);
    }
    const last = runs.at(-1)!;
    return { node: last.link.node, output: last.output };
  }

  /** Runs one node of a streamed chain over one batch of its input. */
  private async runBatch(
    link: ChainLink,
    items: Item[],
    source: Array<SourceData | null>,
    runIndex: number,
  ): Promise<Array<Item[] | null>> {
    const entry: StackEntry = { node: link.node, inputs: [items], source };
    const closers: ParentRun['closers'] = [];
    try {
      const ctx = this.createContext(entry, linkInputItems(entry.inputs), runIndex, closers);
      const output = await link.type.execute!(ctx);
      if (!output) throw new Error('The node answered no output');
      return output;
    } finally {
      for (const close of closers) await close().catch(() => undefined);
    }
  }

  /** A waiting node's required inputs, evaluating the description's expression if it has one. */
  private requiredInputs(name: string): number | number[] | undefined {
    const node = this.nodes.get(name);
    const required = node ? this.nodeType(node)?.description.requiredInputs : undefined;
    if (typeof required !== 'string') return required;
    try {
      const value = evaluateExpression(
        required,
        createBasicScope({ $parameter: node!.parameters ?? {}, $version: node!.typeVersion }),
      );
      return typeof value === 'number' || Array.isArray(value) ? (value as number | number[]) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Number of regular (non-error) main outputs a node's description declares. */
  private expectedMainOutputs(node: WorkflowNode): number {
    const outs = this.nodeType(node)?.description.outputs;
    return Array.isArray(outs) ? outs.length : 1;
  }

  /**
   * The output of a node that waited, once resumed: the resuming request's items, or the node's
   * input when the time ran out; a node with `onMessage` (Respond to Chat) makes it from the reply.
   */
  private async resumedOutput(
    entry: StackEntry,
    runIndex: number,
    items: Item[] | undefined,
  ): Promise<{ output: Array<Item[] | null> | null; error?: unknown }> {
    const type = this.nodeType(entry.node);
    const message = items?.[0];
    const handler = !type?.onMessage ? undefined : message ? type.onMessage : type.onTimeout;
    if (!handler) return { output: [items ?? entry.inputs[0] ?? []] };
    const closers: ParentRun['closers'] = [];
    try {
      const ctx = this.createContext(entry, linkInputItems(entry.inputs), runIndex, closers);
      return { output: await handler(ctx, message!) };
    } catch (e) {
      return {
        output: null,
        error: e instanceof Error && !(e as { node?: unknown }).node ? new NodeOperationError(entry.node, e) : e,
      };
    } finally {
      for (const close of closers) await close().catch(() => undefined);
    }
  }

  private async executeWithRetries(
    entry: StackEntry,
    runIndex: number,
  ): Promise<{ output: Array<Item[] | null> | null; error?: unknown }> {
    const { node } = entry;
    const type = this.nodeType(node)!;
    const tries = node.retryOnFail ? Math.min(Math.max(Number(node.maxTries ?? 3), 2), 5) : 1;
    const wait = node.retryOnFail ? Math.min(Math.max(Number(node.waitBetweenTries ?? 1000), 0), 5000) : 0;
    let inputs = linkInputItems(entry.inputs);
    if (node.executeOnce) inputs = inputs.map((i) => (i && i.length ? [i[0]!] : i));
    let lastError: unknown;
    for (let attempt = 0; attempt < tries; attempt++) {
      if (attempt > 0 && wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (this.cancellation.aborted) return { output: null, error: new Error('The execution was cancelled') };
      const closers: ParentRun['closers'] = [];
      try {
        const ctx = this.createContext(entry, inputs, runIndex, closers);
        // A declarative (routing) node sends the request its description builds, per item.
        if (!type.execute && isDeclarativeNodeType(type))
          return { output: await runDeclarativeNode(engineRoutingEnvironment(ctx, type, this.options.services ?? {})) };
        // A polling trigger polls once when run by hand ("Fetch test event"); otherwise its items
        // are the start items the host's poll produced.
        if (!type.execute && type.poll && this.mode === 'manual')
          return { output: await type.poll(pollContextOf(ctx)) };
        if (!type.execute) return { output: [inputs[0] ?? []] };
        const out = await type.execute(ctx);
        return { output: out };
      } catch (e) {
        lastError = e instanceof Error && !(e as { node?: unknown }).node ? new NodeOperationError(node, e) : e;
      } finally {
        // Sub-nodes' connections (memories, vector stores) are released after each try.
        for (const close of closers) await close().catch(() => undefined);
      }
    }
    return { output: null, error: lastError };
  }

  private createContext(
    entry: StackEntry,
    inputs: Array<Item[] | null>,
    runIndex: number,
    closers: ParentRun['closers'],
  ): NodeExecuteContext {
    const { node } = entry;
    const parent: ParentRun = { node, inputs, source: entry.source, runIndex, closers };
    return new NodeExecuteContext(
      this.environment(node, {
        inputs,
        source: entry.source,
        runIndex,
        inputConnectionData: (type, itemIndex) => inputConnectionData(this.subNodeHost, parent, type, itemIndex),
      }),
    );
  }

  /**
   * What a node context of `node` needs from this run, over the items given. Every key of
   * {@link NodeRunEnvironment} is written here, the optional ones too: a key added to the object
   * afterwards (`{ ...environment, inputConnectionData }`) kept each node run's objects alive past
   * two young-generation collections, so V8 promoted them and its full collections then cleared
   * them (`--trace-gc-nvp` over a loop of Manual Trigger runs: 0.67 MB promoted per scavenge with
   * the key added, 0.09 MB with it written here, and 1.35x the runs per second).
   */
  private environment(
    node: WorkflowNode,
    base: Pick<NodeRunEnvironment, 'inputs' | 'source' | 'runIndex'> &
      Partial<Pick<NodeRunEnvironment, 'inputConnectionData' | 'expressionInputs' | 'fromAi'>>,
  ): NodeRunEnvironment {
    const type = this.nodeType(node)!;
    const services = this.options.services ?? {};
    return {
      workflow: this.workflow,
      node,
      parameters: parametersWithDefaults(node, type),
      properties: type.description.properties,
      parametersOf: (name) => {
        const other = this.nodes.get(name);
        const otherType = other && this.nodeType(other);
        return other && otherType ? parametersForExpressions(other, otherType) : other?.parameters;
      },
      inputs: base.inputs,
      source: base.source,
      runIndex: base.runIndex,
      runData: this.runData,
      mode: this.mode,
      executionId: this.executionId,
      timezone: this.timezone,
      variables: this.options.variables,
      env: this.options.env ?? 'blocked',
      resumeUrl: this.options.resumeUrl,
      durableWaitAfterMs: this.options.durableWaitAfterMs,
      binaryScope: this.binaryScope,
      requestWait: (until) => {
        this.waitTill = until;
      },
      services,
      cancellation: this.cancellation,
      nodeContext: this.nodeContextOf(node.name),
      nodeContextOf: (name) => this.nodeContexts.get(name),
      flowContext: this.flowContext,
      customData: this.customData,
      staticData: this.staticData,
      httpRequest: services.httpRequest ?? defaultHttpRequest(),
      runCode: services.runCode ?? defaultRunCode(),
      executeSubWorkflow: (source, items) => this.executeSubWorkflow(source, items),
      inputConnectionData: base.inputConnectionData,
      expressionInputs: base.expressionInputs,
      fromAi: base.fromAi,
    };
  }

  /** What the cluster-node machinery borrows from this run (see `sub-nodes.ts`). */
  private get subNodeHost(): SubNodeHost {
    return (this.subNodeHostCache ??= {
      graph: this.graph,
      nodes: this.nodes,
      runData: this.runData,
      nodeType: (node) => this.nodeType(node),
      parameters: (node, type) => parametersWithDefaults(node, type),
      nextExecutionIndex: () => this.executionIndex++,
      executionId: this.executionId,
      hooks: this.options.hooks,
      environment: (node, base) => this.environment(node, base),
    });
  }

  /** Binary files of this run (and its sub-workflows) belong to the execution that started it. */
  private get binaryScope(): { workflowId?: string; executionId: string } {
    return this.options.binaryScope ?? { workflowId: this.workflow.id, executionId: this.executionId };
  }

  private nodeContextOf(name: string): Record<string, unknown> {
    let c = this.nodeContexts.get(name);
    if (!c) this.nodeContexts.set(name, (c = {}));
    return c;
  }

  private async executeSubWorkflow(source: { workflow: Workflow } | { id: string }, items: Item[]): Promise<Item[][]> {
    const depth = (this.options.depth ?? 0) + 1;
    if (depth > MAX_SUB_WORKFLOW_DEPTH)
      throw new Error(
        `Sub-workflows are nested more than ${MAX_SUB_WORKFLOW_DEPTH} deep; is a workflow calling itself?`,
      );
    let workflow: Workflow;
    if ('workflow' in source) workflow = source.workflow;
    else {
      if (!this.options.services?.loadWorkflow)
        throw new Error(`Cannot load workflow "${source.id}": no workflow storage in this run`);
      workflow = await this.options.services.loadWorkflow(source.id, {
        workflowId: this.workflow.id,
        workflow: this.workflow,
      });
    }
    const { runWorkflow } = await import('./run-workflow.js');
    const start = workflow.nodes.find((n) => n.type === CORE_NODE_TYPES.executeWorkflowTrigger && !n.disabled);
    const result = await runWorkflow({
      ...this.options,
      workflow,
      startNode: start?.name,
      startItems: items,
      destinationNode: undefined,
      runData: undefined,
      pinData: workflow.pinData,
      executionId: `${this.executionId}-sub${depth}`,
      mode: 'integrated',
      depth,
      hooks: undefined,
      cancellation: this.cancellation,
      durableWaitAfterMs: undefined,
      resume: undefined,
      binaryScope: this.binaryScope,
    });
    if (result.status === 'waiting')
      throw new Error(
        'A sub-workflow cannot wait for a webhook call: only the workflow that an execution starts with can',
      );
    const rd = result.data.resultData;
    if (rd.error) {
      const err = new Error(rd.error.message);
      (err as Error & { description?: unknown }).description = rd.error.description;
      throw err;
    }
    const last = rd.lastNodeExecuted ? rd.runData[rd.lastNodeExecuted]?.at(-1) : undefined;
    return (last?.data?.main ?? []).map((o) => o ?? []);
  }

  /** Puts the children of a node that just ran on the stack, upper node first. */
  private scheduleChildren(node: WorkflowNode, output: Array<Item[] | null>): void {
    const runIndex = this.runData[node.name]!.length - 1;
    const toAdd: Array<{ target: WorkflowNode; inputIndex: number; outputIndex: number }> = [];
    this.graph.outputsOf(node.name).forEach((targets, outputIndex) => {
      const items = output[outputIndex];
      if (!items || items.length === 0) return;
      for (const t of targets) {
        const target = this.nodes.get(t.node);
        if (!target || target.type === CORE_NODE_TYPES.stickyNote) continue;
        if (this.allowed && !this.allowed.has(target.name)) continue;
        toAdd.push({ target, inputIndex: t.index, outputIndex });
      }
    });
    // bottom-most first, since each is put in front of the stack: the top-most ends up first
    toAdd.sort((a, b) => {
      const [ax, ay] = a.target.position ?? [0, 0];
      const [bx, by] = b.target.position ?? [0, 0];
      if (ay !== by) return by - ay;
      return bx - ax;
    });
    for (const { target, inputIndex, outputIndex } of toAdd) {
      const items = output[outputIndex]!;
      // As n8n writes it: zero output and run indexes are left out.
      const source: SourceData = { previousNode: node.name };
      if (outputIndex) source.previousNodeOutput = outputIndex;
      if (runIndex) source.previousNodeRun = runIndex;
      const inputCount = this.graph.connectedInputCount(target.name);
      if (inputCount > 1) {
        const ready = this.waiting.add(target.name, inputCount, inputIndex, items, source);
        if (ready) this.stack.unshift({ node: target, inputs: ready.inputs, source: ready.source });
        continue;
      }
      const inputs: Array<Item[] | null> = [];
      const sources: Array<SourceData | null> = [];
      for (let i = 0; i < inputIndex; i++) {
        inputs.push(null);
        sources.push(null);
      }
      inputs[inputIndex] = items;
      sources[inputIndex] = source;
      this.stack.unshift({ node: target, inputs, source: sources });
    }
  }
}
