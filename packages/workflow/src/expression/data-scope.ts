import { DateTime } from 'luxon';
import { ExpressionError } from '../errors.js';
import { ConnectionGraph } from '../graph/connections.js';
import type { ExecutionMode, Item, RunData, SourceData } from '../types/data.js';
import type { NodeParameters, Workflow } from '../types/workflow.js';
import { evaluateExpression, type CompiledTemplate } from './evaluate.js';
import { EXPRESSION_GLOBALS } from './globals.js';
import { resolvePairedItem } from './paired-item.js';
import { customDataAccessor, type ExecutionCustomData } from '../execution/custom-data.js';
import { fromAiScope } from './from-ai.js';

/** Everything an expression can read while one node runs. Built once per node run. */
export interface ExpressionDataSource {
  workflow: Workflow;
  runData: RunData;
  /** The node whose parameters are being resolved. */
  nodeName: string;
  /** The items of the input being processed (`$input`, `$json`). */
  inputItems: Item[];
  /** Where each input's data came from. */
  inputSource?: Array<SourceData | null>;
  runIndex: number;
  mode: ExecutionMode;
  executionId?: string;
  resumeUrl?: string;
  timezone?: string;
  /** `$vars`. */
  variables?: Record<string, unknown>;
  /** `$env`, or 'blocked' to refuse access. */
  env?: Record<string, string | undefined> | 'blocked';
  /** Extra `$`-names (e.g. `$response` during HTTP pagination). */
  additionalKeys?: Record<string, unknown>;
  /** A graph of the workflow's connections, if one is already built. */
  graph?: ConnectionGraph;
  /**
   * The current node's parameters as `$parameter` shows them (e.g. with defaults filled in, as
   * declarative nodes need); default: those stored on the node in `workflow`.
   */
  parameters?: NodeParameters;
  /**
   * A node's parameters as n8n shows them to expressions (defaults filled in, in the description's
   * order; see `displayedParameters`), for `$parameter`, `$input.params`, `$('Node').params` and
   * `$node["Node"].parameter`; default: those stored on the node.
   */
  nodeParameters?: (nodeName: string) => NodeParameters | undefined;
  /** A node's per-execution context (`getContext('node')`), read as `$node["Node"].context` and `$('Node').context`. */
  nodeContext?: (nodeName: string) => Record<string, unknown> | undefined;
  /** The run's custom data behind `$execution.customData`; without it, `customData` is an empty object. */
  customData?: ExecutionCustomData;
}

/** The scope object an expression sees, with the expression globals as prototype. */
export type ExpressionScope = Record<string, unknown>;

/** Nodes whose code reads items (n8n's scripting nodes), where some errors have n8n's shorter headline. */
const SCRIPTING_NODE_TYPES: ReadonlySet<string> = new Set(
  ['code', 'function', 'functionItem', 'aiTransform'].flatMap((t) => [`weft.${t}`, `n8n-nodes-base.${t}`]),
);

/**
 * The scope key under which a parameter's siblings (the other values of the object that holds
 * it, already resolved) are given to its expression, so that `$parameter["&key"]` reads the
 * sibling `key`, as n8n lets a field's default name its neighbour (Notion's property type from
 * its key, HubSpot's hidden fields).
 */
export const PARAMETER_SIBLINGS: unique symbol = Symbol('weft.parameterSiblings');

/** Accessor behind `$('Node')`. */
export interface NodeAccessor {
  all(branchIndex?: number, runIndex?: number): Item[];
  first(branchIndex?: number, runIndex?: number): Item | undefined;
  last(branchIndex?: number, runIndex?: number): Item | undefined;
  readonly item: Item | undefined;
  itemMatching(itemIndex: number): Item | undefined;
  pairedItem(itemIndex?: number): Item | undefined;
  readonly isExecuted: boolean;
  readonly params: NodeParameters;
  readonly context: Record<string, unknown>;
}

/**
 * Builds scopes for one node run. `scopeFor(i)` is cheap (one small object per item) so the
 * engine can evaluate expressions for 100k items without copying data.
 */
const NO_FROM_AI = fromAiScope(undefined);

/** Where a scope keeps the context its shared getters read. */
const CONTEXT = Symbol('weft.expressionContext');

export class ExpressionDataContext {
  private graphObject?: ConnectionGraph;
  private readonly accessors = new Map<string, NodeAccessor>();

  /**
   * The `$` getters every scope shares: defined once, each reads its context from the scope.
   * (Defining some 25 getters for every node run cost more than running a small node.)
   */
  private static readonly sharedBase: object = ExpressionDataContext.defineSharedBase();

  constructor(readonly source: ExpressionDataSource) {}

  private get graph(): ConnectionGraph {
    return (this.graphObject ??=
      this.source.graph ??
      new ConnectionGraph(
        this.source.workflow.connections,
        this.source.workflow.nodes.map((n) => n.name),
      ));
  }

  /**
   * The scope for item `itemIndex`: the shared getters as prototype, this context and the item
   * index (and any additional keys) as its own keys. Its prototype is never an object of this run:
   * V8 gives every new prototype a hidden class of its own, kept in the old generation, and that
   * class holds the young prototype, so every object the run made would outlive its young-generation
   * collections and be promoted (about 5 KB per webhook call in the benchmark).
   */
  scopeFor(itemIndex: number): ExpressionScope {
    const scope = Object.create(ExpressionDataContext.sharedBase) as ExpressionScope & Record<symbol, unknown>;
    scope[CONTEXT] = this;
    scope.$itemIndex = itemIndex;
    const additional = this.source.additionalKeys;
    if (additional) Object.assign(scope, additional);
    return scope;
  }

  /** Runs a compiled expression for an item. */
  run(fn: CompiledTemplate, itemIndex: number, extra?: Record<string, unknown>): unknown {
    const scope = this.scopeFor(itemIndex);
    if (extra) Object.assign(scope, extra);
    return fn(scope);
  }

  /**
   * Evaluates a parameter value (a plain value is returned as is) for an item. `strict` throws
   * errors a run would turn into `undefined` (for checks made before a run, such as a webhook path).
   */
  evaluate(value: unknown, itemIndex: number, extra?: Record<string, unknown>, strict = false): unknown {
    const scope = this.scopeFor(itemIndex);
    if (extra) Object.assign(scope, extra);
    return evaluateExpression(value, scope, strict);
  }

  private static defineSharedBase(): object {
    const shared: Record<string, unknown> = Object.create(EXPRESSION_GLOBALS);
    const of = (scope: ExpressionScope) => (scope as Record<symbol, unknown>)[CONTEXT] as ExpressionDataContext;
    const define = (name: string, get: (this: ExpressionScope) => unknown) =>
      Object.defineProperty(shared, name, { get, enumerable: true });
    define('$json', function () {
      return of(this).source.inputItems[this.$itemIndex as number]?.json;
    });
    define('$binary', function () {
      return of(this).source.inputItems[this.$itemIndex as number]?.binary ?? {};
    });
    define('$input', function () {
      return of(this).inputAccessor(this.$itemIndex as number);
    });
    define('$node', function () {
      return of(this).legacyNodeProxy(this.$itemIndex as number);
    });
    define('$data', function () {
      return of(this).source.inputItems[this.$itemIndex as number]?.json;
    });
    // `$('Node')` and `$evaluateExpression(…)` as functions that keep their scope, so they work
    // however they are called (`const f = $; f('Node')` too).
    define('$', function () {
      const ctx = of(this);
      const itemIndex = this.$itemIndex as number;
      return (name: unknown) => ctx.accessorFor(String(name), itemIndex);
    });
    define('$evaluateExpression', function () {
      const ctx = of(this);
      const current = this.$itemIndex as number;
      return (expression: string, itemIndex?: number) =>
        ctx.evaluate(expression.startsWith('=') ? expression : `=${expression}`, itemIndex ?? current);
    });
    define('$position', function () {
      return this.$itemIndex;
    });
    define('$items', function () {
      const ctx = of(this);
      return (nodeName?: string, outputIndex?: number, runIndex?: number) =>
        ctx.nodeItems(nodeName ?? ctx.previousNodeName() ?? ctx.source.nodeName, outputIndex, runIndex);
    });
    define('$item', function () {
      const ctx = of(this);
      return (itemIndex: number) => ctx.scopeFor(itemIndex);
    });
    define('$prevNode', function () {
      const s = of(this).source.inputSource?.[0];
      return s
        ? { name: s.previousNode, outputIndex: s.previousNodeOutput ?? 0, runIndex: s.previousNodeRun ?? 0 }
        : {};
    });
    define('$workflow', function () {
      const { workflow } = of(this).source;
      return { id: workflow.id, name: workflow.name, active: workflow.active ?? false };
    });
    define('$execution', function () {
      const src = of(this).source;
      return {
        id: src.executionId ?? '__UNKNOWN__',
        mode: src.mode === 'manual' ? 'test' : 'production',
        resumeUrl: src.resumeUrl ?? '',
        customData: src.customData ? customDataAccessor(src.customData, src.mode) : {},
      };
    });
    define('$now', function () {
      return DateTime.now().setZone(of(this).source.timezone ?? 'UTC');
    });
    define('$today', function () {
      return DateTime.now()
        .setZone(of(this).source.timezone ?? 'UTC')
        .startOf('day');
    });
    define('$runIndex', function () {
      return of(this).source.runIndex;
    });
    // The node's own id and typeVersion (webhook paths of send-and-wait and MCP nodes use them).
    define('$nodeId', function () {
      return of(this).currentNode()?.id;
    });
    define('$nodeVersion', function () {
      return of(this).currentNode()?.typeVersion;
    });
    define('$vars', function () {
      return Object.freeze({ ...(of(this).source.variables ?? {}) });
    });
    define('$env', function () {
      const env = of(this).source.env;
      if (env === 'blocked' || env === undefined)
        throw new ExpressionError('access to env vars denied', {
          description:
            'Reading environment variables in expressions is switched off on this instance (WEFT_BLOCK_ENV_ACCESS_IN_NODE).',
        });
      return Object.freeze({ ...env });
    });
    define('$parameter', function () {
      const params = of(this).resolvedParameters(this.$itemIndex as number);
      const siblings = (this as { [PARAMETER_SIBLINGS]?: Record<string, unknown> })[PARAMETER_SIBLINGS];
      if (!siblings) return params;
      return new Proxy(params, {
        get: (target, key, receiver) =>
          typeof key === 'string' && key.startsWith('&') ? siblings[key.slice(1)] : Reflect.get(target, key, receiver),
        has: (target, key) =>
          typeof key === 'string' && key.startsWith('&') ? key.slice(1) in siblings : key in target,
      });
    });
    // Outside a tool call `$fromAI` explains itself; a tool call's additional keys replace it.
    Object.assign(shared, NO_FROM_AI);
    return shared;
  }

  private previousNodeName(): string | undefined {
    return this.source.inputSource?.[0]?.previousNode;
  }

  private currentNode() {
    return this.source.workflow.nodes.find((n) => n.name === this.source.nodeName);
  }

  /** A node's parameters as expressions read them (see {@link ExpressionDataSource.nodeParameters}). */
  private parametersOf(nodeName: string): NodeParameters {
    const src = this.source;
    return src.nodeParameters?.(nodeName) ?? src.workflow.nodes.find((n) => n.name === nodeName)?.parameters ?? {};
  }

  private resolvedParameters(itemIndex: number): Record<string, unknown> {
    const params = this.source.parameters ?? this.parametersOf(this.source.nodeName);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(params)) {
      try {
        out[k] = this.evaluate(v, itemIndex);
      } catch {
        out[k] = v;
      }
    }
    return out;
  }

  private inputAccessor(itemIndex: number) {
    const items = this.source.inputItems;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- read by functions with a `this` of their own
    const ctx = this;
    return {
      all: () => items,
      first: () => items[0],
      last: () => items[items.length - 1],
      get item() {
        return items[itemIndex];
      },
      // The parameters of the node the input comes from, as in n8n.
      get params() {
        const from = ctx.source.inputSource?.[0]?.previousNode;
        return from ? ctx.parametersOf(from) : {};
      },
      context: {},
    };
  }

  /** Output index of `nodeName` through which data flows (directly or not) into the current node. */
  private outputTowardsCurrent(nodeName: string): number {
    const seen = new Set<string>();
    let frontier = [this.source.nodeName];
    while (frontier.length) {
      const next: string[] = [];
      for (const n of frontier) {
        for (const c of this.graph.incoming(n)) {
          if (c.node === nodeName) return c.outputIndex;
          if (!seen.has(c.node)) {
            seen.add(c.node);
            next.push(c.node);
          }
        }
      }
      frontier = next;
    }
    return 0;
  }

  /** Items of a node's run output, checking the node exists and ran. */
  nodeItems(nodeName: string, branchIndex?: number, runIndex?: number): Item[] {
    const { runData, workflow } = this.source;
    if (!workflow.nodes.some((n) => n.name === nodeName)) {
      throw new ExpressionError(`Referenced node doesn't exist`, {
        description: `There is no node called "${nodeName}" in this workflow.`,
        context: { nodeCause: nodeName },
      });
    }
    const runs = runData[nodeName];
    if (!runs || runs.length === 0) {
      throw new ExpressionError(`Node '${nodeName}' hasn't been executed`, {
        description: `An expression references "${nodeName}", but it has not run yet in this execution. Make sure it runs before this node.`,
        context: { type: 'no_node_execution_data', nodeCause: nodeName },
      });
    }
    const run = runIndex === undefined || runIndex === -1 ? runs.length - 1 : runIndex;
    const task = runs[run];
    if (!task)
      throw new ExpressionError(`Run ${run} of node "${nodeName}" not found`, { context: { nodeCause: nodeName } });
    const output = branchIndex ?? this.outputTowardsCurrent(nodeName);
    return task.data?.main?.[output] ?? [];
  }

  /** `$('Node')` as seen from item `itemIndex`: `.item` is that item's paired item. */
  accessorFor(nodeName: string, itemIndex: number): NodeAccessor {
    return new ItemNodeAccessor(this.accessor(nodeName), itemIndex);
  }

  /** The item-independent part of `$('Node')`. */
  accessor(nodeName: string): NodeAccessor {
    let acc = this.accessors.get(nodeName);
    if (acc) return acc;
    // As in n8n, `$('Name')` of a node that does not exist fails at once, not at its first use.
    if (!this.source.workflow.nodes.some((n) => n.name === nodeName)) this.nodeItems(nodeName);
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- read by functions with a `this` of their own
    const ctx = this;
    const src = this.source;
    const paired = (itemIndex: number): Item | undefined => {
      ctx.nodeItems(nodeName); // clear errors when the node does not exist or has not run
      // The current input items are the previous node's output: start from item `itemIndex` there.
      try {
        return resolvePairedItem(src.runData, nodeName, src.inputSource?.[0] ?? null, { item: itemIndex });
      } catch (error) {
        // n8n's headline for several matches: shorter in code nodes than in parameters.
        if (error instanceof ExpressionError && error.context.type === 'paired_item_multiple_matches')
          error.message = SCRIPTING_NODE_TYPES.has(ctx.currentNode()?.type ?? '')
            ? 'Multiple matches'
            : 'Multiple matches found';
        throw error;
      }
    };
    acc = {
      all: (branchIndex, runIndex) => ctx.nodeItems(nodeName, branchIndex, runIndex),
      first: (branchIndex, runIndex) => ctx.nodeItems(nodeName, branchIndex, runIndex)[0],
      last: (branchIndex, runIndex) => {
        const items = ctx.nodeItems(nodeName, branchIndex, runIndex);
        return items[items.length - 1];
      },
      get item() {
        return paired(0);
      },
      itemMatching: (itemIndex: number) => paired(itemIndex),
      pairedItem: (itemIndex?: number) => paired(itemIndex ?? 0),
      get isExecuted() {
        return (src.runData[nodeName]?.length ?? 0) > 0;
      },
      get params() {
        return ctx.parametersOf(nodeName);
      },
      get context() {
        return src.nodeContext?.(nodeName) ?? {};
      },
    };
    // n8n's `$('Node')` is a proxy with no keys of its own: Object.keys and JSON.stringify see nothing.
    for (const key of Object.keys(acc)) Object.defineProperty(acc, key, { enumerable: false });
    this.accessors.set(nodeName, acc);
    return acc;
  }

  private legacyNodeProxy(itemIndex: number): Record<string, unknown> {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- read by functions with a `this` of their own
    const ctx = this;
    const src = this.source;
    return new Proxy(Object.create(null) as Record<string, unknown>, {
      // `'Name' in $node` holds for every node of the workflow (the Code node's bridge asks it).
      has(_t, name) {
        return typeof name === 'string' && src.workflow.nodes.some((n) => n.name === name);
      },
      get(_t, name) {
        // `then`: a promise check (await) reads it of any value; it names no node.
        if (typeof name !== 'string' || name === 'then') return undefined;
        const node = src.workflow.nodes.find((n) => n.name === name);
        if (!node) {
          ctx.nodeItems(name); // n8n's "Referenced node doesn't exist"
          return undefined;
        }
        return {
          get json() {
            const items = ctx.nodeItems(name);
            return (items[itemIndex] ?? items[0])?.json;
          },
          get binary() {
            const items = ctx.nodeItems(name);
            return (items[itemIndex] ?? items[0])?.binary;
          },
          get parameter() {
            return ctx.parametersOf(name);
          },
          runIndex: (src.runData[name]?.length ?? 1) - 1,
          context: src.nodeContext?.(name) ?? {},
        };
      },
    });
  }
}

/**
 * `$('Node')` for one item: the node's accessor, with `.item` paired to that item. A class, not an
 * object with the node's accessor as prototype (see {@link ExpressionDataContext.scopeFor} for why).
 * Like n8n's proxy it has no keys of its own, and its functions work on their own (`const { all } = $('Node')`).
 */
class ItemNodeAccessor implements NodeAccessor {
  readonly #node: NodeAccessor;
  readonly #itemIndex: number;

  constructor(node: NodeAccessor, itemIndex: number) {
    this.#node = node;
    this.#itemIndex = itemIndex;
  }

  get all() {
    return this.#node.all;
  }
  get first() {
    return this.#node.first;
  }
  get last() {
    return this.#node.last;
  }
  get item() {
    return this.#node.pairedItem(this.#itemIndex);
  }
  get itemMatching() {
    return this.#node.itemMatching;
  }
  get pairedItem() {
    return this.#node.pairedItem;
  }
  get isExecuted() {
    return this.#node.isExecuted;
  }
  get params() {
    return this.#node.params;
  }
  get context() {
    return this.#node.context;
  }
}
