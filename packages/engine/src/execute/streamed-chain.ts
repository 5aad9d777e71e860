/**
 * Large inputs through item-by-item nodes, in batches. A chain is a run of nodes that each work
 * item by item (`NodeType.itemwise`: Set, If, Filter, No Operation), each the only node fed by
 * the one before. Run over a million items the plain way, every node of the chain holds all its
 * output items at once, and keeps them in the run data. Streamed, each batch goes through the
 * whole chain before the next one starts; the chain's last node keeps its whole output (its
 * children and the run's result need it), the others keep their first items only, as a saved
 * execution does (`itemsCapped`). Only the run data changes: a batch's items are what the same
 * items would give in one run, with their `pairedItem` moved to their place in the whole input.
 *
 * Streaming is refused, and the chain runs the plain way, whenever it could change a result:
 * - anywhere in the workflow, something that can read other nodes' items or follow item pairing
 *   (`$('…')`, `$node`, `$items()`, paired-item lookups), since the capped nodes lack items;
 * - in a chain node, an expression outside the parameters the node reads per item (one read
 *   once, at item 0, would see the batch's first item), or one that reads the whole input or an
 *   item's position (`$input.all()`, `$itemIndex`), or writes what outlives the item (custom or
 *   static data);
 * - node settings that act on the whole input (execute once, always output data, retries,
 *   error outputs), disabled or pinned nodes;
 * - at run time: an error in any batch, an output item without `pairedItem`, a chain node whose
 *   items all stop before the next node, or a cancelled run. The batches' results are dropped and
 *   the first node runs again the plain way, so errors read exactly as without streaming.
 */
import type {
  CappedOutput,
  ConnectionGraph,
  Item,
  NodeType,
  PairedItem,
  SourceData,
  WorkflowNode,
} from '@weft/workflow';
import { errorItemsAsJson } from './error-output.js';

/** Texts that can read another node's items or follow pairing: any of them anywhere turns streaming off. */
const READS_OTHER_NODES = /\$\(|\$node\b|\$items\b|\$item\(|itemMatching|pairedItem|\$evaluateExpression|(^|[^\w$])_\(/;

/**
 * What a chain node's expression may not use: the whole input, an item's position in it, or what
 * outlives the item (custom data, static data: batches would write them in another order).
 */
const READS_WHOLE_INPUT =
  /\$input(?!\.item\b)|\$itemIndex|\$position|\$data\b|(^|[^\w$.])items\b|customData|getWorkflowStaticData/;

/** Whether any text in a parameter value matches. */
function someText(value: unknown, test: (text: string) => boolean): boolean {
  if (typeof value === 'string') return test(value);
  if (Array.isArray(value)) return value.some((v) => someText(v, test));
  if (value && typeof value === 'object') return Object.values(value).some((v) => someText(v, test));
  return false;
}

/**
 * Whether some node of the workflow can read another node's items or their pairing (its texts,
 * code included, mention `$('…')`, `$node`, `$items()`…). Such a workflow never streams.
 */
export function workflowReadsOtherNodes(nodes: Iterable<WorkflowNode>): boolean {
  for (const node of nodes) if (someText(node.parameters, (t) => READS_OTHER_NODES.test(t))) return true;
  return false;
}

/** Whether a node's expressions all sit under its per-item parameters and read only their own item. */
function expressionsAllowBatches(node: WorkflowNode, perItem: readonly string[]): boolean {
  for (const [name, value] of Object.entries(node.parameters ?? {})) {
    const isExpression = (t: string) => t.startsWith('=');
    if (!someText(value, isExpression)) continue;
    if (!perItem.includes(name)) return false;
    if (someText(value, (t) => isExpression(t) && READS_WHOLE_INPUT.test(t))) return false;
  }
  return true;
}

/** What choosing a chain needs from the run. */
export interface ChainScope {
  graph: ConnectionGraph;
  nodes: Map<string, WorkflowNode>;
  nodeType(node: WorkflowNode): NodeType | undefined;
  /** Whether the node may run in this run (partial runs allow only some). */
  allowed(name: string): boolean;
  /** Whether the node's pinned data stands for its output in this run. */
  pinned(name: string): boolean;
}

/** Whether a node may be part of a streamed chain. */
function canStream(node: WorkflowNode, scope: ChainScope): boolean {
  const type = scope.nodeType(node);
  if (!type?.itemwise || !type.execute) return false;
  if (node.disabled || node.executeOnce || node.alwaysOutputData || node.retryOnFail || node.continueOnFail)
    return false;
  if (node.onError && node.onError !== 'stopWorkflow') return false;
  if (!scope.allowed(node.name) || scope.pinned(node.name)) return false;
  return expressionsAllowBatches(node, type.itemwise.perItemParameters);
}

/** One link of a chain: the node, and the output of it that feeds the next (none for the last). */
export interface ChainLink {
  node: WorkflowNode;
  type: NodeType;
  /** The output index that feeds the next link; undefined for the last link. */
  feeds?: number;
}

/**
 * The chain that starts at `start`: it and the nodes after it, as long as each node feeds exactly
 * one node, fed by nothing else, and each can stream. Undefined when there is no chain of two.
 */
export function streamableChain(start: WorkflowNode, scope: ChainScope): ChainLink[] | undefined {
  if (!canStream(start, scope)) return undefined;
  const chain: ChainLink[] = [{ node: start, type: scope.nodeType(start)! }];
  const seen = new Set([start.name]);
  for (;;) {
    const last = chain.at(-1)!;
    const targets = scope.graph
      .outputsOf(last.node.name)
      .flatMap((list, output) => list.map((t) => ({ ...t, output })));
    if (targets.length !== 1) break;
    const [target] = targets;
    const next = scope.nodes.get(target!.node);
    if (!next || seen.has(next.name) || scope.graph.incoming(next.name).length !== 1) break;
    if (!canStream(next, scope)) break;
    last.feeds = target!.output;
    chain.push({ node: next, type: scope.nodeType(next)! });
    seen.add(next.name);
  }
  return chain.length > 1 ? chain : undefined;
}

/** A pairing moved by `offset` items: a batch's item i is item offset + i of the whole input. */
function shiftPairing(link: PairedItem, offset: number): PairedItem {
  if (typeof link === 'number') return link + offset;
  if (Array.isArray(link)) return link.map((l) => ({ ...l, item: l.item + offset }));
  return { ...link, item: link.item + offset };
}

/** What a chain node ends with: its outputs (capped for all but the last link) and timing. */
export interface StreamedRun {
  link: ChainLink;
  /** The run's `source`: the entry's for the first node, the node before for the others. */
  source: Array<SourceData | null>;
  startTime: number;
  executionTime: number;
  output: Item[][];
  capped: CappedOutput[];
}

/** Runs one node over one batch; throws what the node throws. */
export type RunBatch = (
  link: ChainLink,
  items: Item[],
  source: Array<SourceData | null>,
) => Promise<Array<Item[] | null>>;

/**
 * Runs the chain over `input` in batches. Answers each node's run, or undefined when the batches
 * cannot stand for a plain run (see the module's notes): the caller then runs the chain plainly.
 */
export async function runChainInBatches(args: {
  chain: ChainLink[];
  input: Item[];
  /** The first node's `source`, as its stack entry has it. */
  firstSource: Array<SourceData | null>;
  /** Each node's run index (the number of runs it has before this one). */
  runIndexOf: (name: string) => number;
  keepItems: number;
  batchSize: number;
  runBatch: RunBatch;
  cancelled: () => boolean;
}): Promise<StreamedRun[] | undefined> {
  const { chain, input, keepItems, batchSize } = args;
  const runs: StreamedRun[] = chain.map((link, i) => {
    const prev = chain[i - 1];
    if (!prev) return { link, source: args.firstSource, startTime: 0, executionTime: 0, output: [], capped: [] };
    // As n8n writes it: zero output and run indexes are left out.
    const source: SourceData = { previousNode: prev.node.name };
    if (prev.feeds) source.previousNodeOutput = prev.feeds;
    const prevRun = args.runIndexOf(prev.node.name);
    if (prevRun) source.previousNodeRun = prevRun;
    return { link, source: [source], startTime: 0, executionTime: 0, output: [], capped: [] };
  });
  // Items each node has received so far: the offset of its next batch.
  const received = chain.map(() => 0);
  // Items each node has put out so far, per output.
  const emitted: number[][] = chain.map(() => []);
  const lastIndex = chain.length - 1;
  for (let start = 0; start < input.length; start += batchSize) {
    if (args.cancelled()) return undefined;
    let items: Item[] = input.slice(start, start + batchSize);
    for (let i = 0; i <= lastIndex && items.length; i++) {
      const run = runs[i]!;
      const began = Date.now();
      if (!run.startTime) run.startTime = began;
      let raw: Array<Item[] | null>;
      try {
        raw = await args.runBatch(run.link, items, run.source);
      } catch {
        return undefined;
      }
      // Every batch must answer the same outputs, each a list, for the lists to be joined.
      if (!Array.isArray(raw) || raw.some((list) => !Array.isArray(list))) return undefined;
      if (received[i]! > 0 && raw.length !== run.output.length) return undefined;
      const offset = received[i]!;
      received[i]! += items.length;
      const outputs = errorItemsAsJson(raw);
      let next: Item[] = [];
      for (let o = 0; o < outputs.length; o++) {
        const list = outputs[o]!;
        for (const item of list)
          if (!item || typeof item !== 'object' || item.pairedItem === undefined) return undefined;
        const kept = (run.output[o] ??= []);
        emitted[i]![o] = (emitted[i]![o] ?? 0) + list.length;
        // The next node links its batch again itself; only the items kept need their place in the whole.
        const room = i === lastIndex ? list.length : Math.max(0, keepItems - kept.length);
        for (let k = 0; k < list.length && k < room; k++) {
          const item = list[k]!;
          kept.push(offset ? { ...item, pairedItem: shiftPairing(item.pairedItem!, offset) } : item);
        }
        if (o === run.link.feeds) next = list;
      }
      run.executionTime += Date.now() - began;
      items = next;
    }
  }
  for (let i = 0; i < lastIndex; i++) {
    const run = runs[i]!;
    // The next node never ran: this one ends the chain, and would have kept all of its items.
    if (!emitted[i]![run.link.feeds!]) return undefined;
    run.output.forEach((kept, output) => {
      const total = emitted[i]![output] ?? 0;
      if (total > kept.length) run.capped.push({ connectionType: 'main', output, kept: kept.length, total });
    });
  }
  return runs;
}
