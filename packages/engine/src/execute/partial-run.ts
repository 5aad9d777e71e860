import {
  WorkflowOperationError,
  type ConnectionGraph,
  type Item,
  type RunData,
  type SourceData,
  type WorkflowNode,
} from '@weft/workflow';
import type { StackEntry } from './run-state.js';

/** What a partial run starts from. */
export interface PartialRunPlan {
  /** Nodes that may run: the destination and its ancestors. */
  allowed: Set<string>;
  /** Earlier run data kept as it is (nodes that will not run again). */
  reusedRunData: RunData;
  /** The first nodes to run, fed from earlier run data. */
  stack: StackEntry[];
}

/**
 * Plans a run up to `destination`: every ancestor that already has run data (or pinned data) is
 * reused; the nodes to run are those on the way whose parents all have data. With no usable
 * data at all, the run starts at the trigger and goes only as far as the destination.
 */
export function planPartialRun(args: {
  graph: ConnectionGraph;
  nodes: Map<string, WorkflowNode>;
  destination: string;
  runData: RunData;
  pinned: (name: string) => boolean;
  isTrigger: (node: WorkflowNode) => boolean;
  startNode?: string;
  startItems?: Item[];
}): PartialRunPlan {
  const { graph, nodes, destination, runData } = args;
  if (!nodes.has(destination)) throw new WorkflowOperationError(`The node "${destination}" does not exist`);
  const allowed = new Set<string>([destination, ...graph.ancestors(destination)]);
  const reusedRunData: RunData = {};
  const stack: StackEntry[] = [];
  const toRun = new Set<string>();
  // A run that kept only its first items (a saved execution's cap, or a streamed chain) cannot
  // feed a node again: the node runs again instead.
  const usable = (name: string) => {
    const runs = runData[name];
    return !!runs?.length && !runs.at(-1)?.itemsCapped?.length;
  };
  // Walk from the destination back: a node without data must run, and so must its parents without data.
  const visit = (name: string) => {
    if (toRun.has(name)) return;
    toRun.add(name);
    for (const parent of graph.parents(name)) {
      if (!allowed.has(parent)) continue;
      if (usable(parent)) reusedRunData[parent] = runData[parent]!;
      else visit(parent);
    }
  };
  visit(destination);
  // Everything that will not run again keeps its earlier data, so $('Node') still finds it.
  for (const [name, runs] of Object.entries(runData))
    if (!toRun.has(name) && nodes.has(name)) reusedRunData[name] = runs;
  for (const name of toRun) {
    const node = nodes.get(name)!;
    const parents = graph.incoming(name).filter((c) => allowed.has(c.node));
    const runnableParents = parents.filter((c) => toRun.has(c.node));
    if (runnableParents.length > 0) continue; // it will be reached from a parent that runs
    if (parents.length === 0) {
      stack.push({ node, inputs: [args.startItems ?? [{ json: {} }]], source: [] });
      continue;
    }
    const inputCount = graph.connectedInputCount(name);
    const inputs: Array<Item[] | null> = Array.from({ length: inputCount }, () => null);
    const source: Array<SourceData | null> = Array.from({ length: inputCount }, () => null);
    for (const c of parents) {
      const runs = runData[c.node];
      const run = runs?.length ? runs.length - 1 : 0;
      const items = runs?.[run]?.data?.main?.[c.outputIndex] ?? [];
      inputs[c.inputIndex] = [...(inputs[c.inputIndex] ?? []), ...items];
      source[c.inputIndex] = { previousNode: c.node, previousNodeOutput: c.outputIndex, previousNodeRun: run };
    }
    stack.push({ node, inputs: inputs.map((i) => i ?? []), source });
  }
  return { allowed, reusedRunData, stack };
}
