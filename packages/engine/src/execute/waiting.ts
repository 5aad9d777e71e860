import type { Item, RunData, SourceData, WorkflowNode } from '@weft/workflow';
import type { StackEntry } from './run-state.js';

/** One saved entry of the execution stack, in n8n's `nodeExecutionStack` shape. */
export interface SavedStackEntry {
  node: WorkflowNode;
  data: { main: Array<Item[] | null> };
  source: { main: Array<SourceData | null> } | null;
}

/**
 * What a run needs to go on after a wait, kept with the execution as `data.executionData`: the
 * stack (the waiting node first), multi-input nodes' partial inputs and the per-run contexts.
 */
export interface ExecutionStackData {
  nodeExecutionStack: SavedStackEntry[];
  /** Partial inputs of multi-input nodes, by node name, oldest first. */
  waitingExecution: Record<string, Array<{ main: Array<Item[] | null>; source: Array<SourceData | null> }>>;
  contextData: { flow: Record<string, unknown>; nodes: Record<string, Record<string, unknown>> };
}

/** How {@link runWorkflow} resumes an execution that waited. */
export interface ResumeOptions {
  /** `data.executionData` as the waiting run answered it. */
  executionData: ExecutionStackData;
  /** `data.resultData.runData` as the waiting run answered it. */
  runData: RunData;
  /** `data.resultData.metadata` as the waiting run answered it: the custom data set before the wait. */
  metadata?: Record<string, string>;
  /**
   * The waiting node's output: the item of the request that resumed it (webhook and form waits).
   * Without it the node passes its input on (the time ran out).
   */
  items?: Item[];
}

/** A stack entry as saved. */
export function saveStackEntry(entry: StackEntry): SavedStackEntry {
  return { node: entry.node, data: { main: entry.inputs }, source: { main: entry.source } };
}

/** A saved stack entry back on the stack, with the node as the workflow has it now. */
export function restoreStackEntry(saved: SavedStackEntry, nodes: Map<string, WorkflowNode>): StackEntry {
  const node = nodes.get(saved.node?.name);
  if (!node) throw new Error(`Cannot resume the execution: its workflow has no node "${saved.node?.name}" any more`);
  return { node, inputs: saved.data?.main ?? [], source: saved.source?.main ?? [] };
}
