/**
 * Record diffs of the workflow model: what an edit added, changed and removed, record by record
 * (nodes by id, connections by key, pinned data by node name), plus the node order and the
 * settings when they changed. Undo applies an edit's diff reversed and redo applies it again, so
 * every edit is undoable by construction, whatever command made it: no edit needs an inverse
 * written by hand, and an undo restores the exact records the edit replaced (a rename puts back
 * each expression it rewrote as it was, not by renaming again).
 *
 * The model is updated immutably, so an unchanged record keeps its identity and a diff compares
 * references only.
 */
import type { PinData, WorkflowNode } from '@weft/workflow';
import type { CanvasConnection, WorkflowModel } from './model';

/** The changes to one collection of records, by key. */
export interface RecordChanges<T> {
  added: Record<string, T>;
  /** `[before, after]` */
  updated: Record<string, [T, T]>;
  removed: Record<string, T>;
}

/** What an edit changed in the workflow model. */
export interface ModelDiff {
  nodes: RecordChanges<WorkflowNode>;
  connections: RecordChanges<CanvasConnection>;
  pinData: RecordChanges<PinData[string]>;
  /** `[before, after]` when the node order changed. */
  order?: [string[], string[]];
  /** `[before, after]` when the settings changed. */
  settings?: [WorkflowModel['settings'], WorkflowModel['settings']];
}

const noChanges = <T>(): RecordChanges<T> => ({ added: {}, updated: {}, removed: {} });

/** A diff that changes nothing. */
export function emptyDiff(): ModelDiff {
  return { nodes: noChanges(), connections: noChanges(), pinData: noChanges() };
}

function changesOf<T>(before: Record<string, T>, after: Record<string, T>): RecordChanges<T> {
  const out = noChanges<T>();
  if (before === after) return out;
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
    if (old === undefined) out.added[key] = value;
    else if (old !== value) out.updated[key] = [old, value];
  }
  for (const [key, value] of Object.entries(before)) if (!(key in after)) out.removed[key] = value;
  return out;
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((id, i) => id === b[i]));
}

/** The diff that turns `before` into `after`. */
export function diffModels(before: WorkflowModel, after: WorkflowModel): ModelDiff {
  const diff: ModelDiff = {
    nodes: changesOf(before.nodes, after.nodes),
    connections: changesOf(before.connections, after.connections),
    pinData: changesOf(before.pinData, after.pinData),
  };
  if (!sameOrder(before.order, after.order)) diff.order = [before.order, after.order];
  if (before.settings !== after.settings) diff.settings = [before.settings, after.settings];
  return diff;
}

function isEmptyChanges(c: RecordChanges<unknown>): boolean {
  return !Object.keys(c.added).length && !Object.keys(c.updated).length && !Object.keys(c.removed).length;
}

/** Whether a diff changes nothing. */
export function isEmptyDiff(diff: ModelDiff): boolean {
  return (
    isEmptyChanges(diff.nodes) &&
    isEmptyChanges(diff.connections) &&
    isEmptyChanges(diff.pinData) &&
    !diff.order &&
    !diff.settings
  );
}

function reverseChanges<T>(c: RecordChanges<T>): RecordChanges<T> {
  const updated: Record<string, [T, T]> = {};
  for (const [key, [from, to]] of Object.entries(c.updated)) updated[key] = [to, from];
  return { added: c.removed, updated, removed: c.added };
}

/** The diff that undoes `diff`. */
export function reverseDiff(diff: ModelDiff): ModelDiff {
  const out: ModelDiff = {
    nodes: reverseChanges(diff.nodes),
    connections: reverseChanges(diff.connections),
    pinData: reverseChanges(diff.pinData),
  };
  if (diff.order) out.order = [diff.order[1], diff.order[0]];
  if (diff.settings) out.settings = [diff.settings[1], diff.settings[0]];
  return out;
}

function squashChanges<T>(a: RecordChanges<T>, b: RecordChanges<T>): RecordChanges<T> {
  const out: RecordChanges<T> = { added: { ...a.added }, updated: { ...a.updated }, removed: { ...a.removed } };
  for (const [key, value] of Object.entries(b.added)) {
    const removed = out.removed[key];
    delete out.removed[key];
    if (removed === undefined) out.added[key] = value;
    else if (removed !== value) out.updated[key] = [removed, value];
  }
  for (const [key, [from, to]] of Object.entries(b.updated)) {
    if (key in out.added) out.added[key] = to;
    else {
      const first = out.updated[key]?.[0] ?? from;
      if (first === to) delete out.updated[key];
      else out.updated[key] = [first, to];
    }
  }
  for (const [key, value] of Object.entries(b.removed)) {
    if (key in out.added) {
      delete out.added[key];
      continue;
    }
    const first = out.updated[key]?.[0];
    delete out.updated[key];
    out.removed[key] = first ?? value;
  }
  return out;
}

/** One diff doing what `a` then `b` do. */
export function squashDiffs(a: ModelDiff, b: ModelDiff): ModelDiff {
  const out: ModelDiff = {
    nodes: squashChanges(a.nodes, b.nodes),
    connections: squashChanges(a.connections, b.connections),
    pinData: squashChanges(a.pinData, b.pinData),
  };
  const order = a.order || b.order ? ([a.order?.[0] ?? b.order![0], b.order?.[1] ?? a.order![1]] as const) : null;
  if (order && !sameOrder(order[0], order[1])) out.order = [order[0], order[1]];
  const settings =
    a.settings || b.settings ? [a.settings?.[0] ?? b.settings![0], b.settings?.[1] ?? a.settings![1]] : null;
  if (settings && settings[0] !== settings[1]) out.settings = [settings[0]!, settings[1]!];
  return out;
}

function applyChanges<T>(records: Record<string, T>, c: RecordChanges<T>): Record<string, T> {
  if (isEmptyChanges(c)) return records;
  const out = { ...records };
  for (const key of Object.keys(c.removed)) delete out[key];
  for (const [key, value] of Object.entries(c.added)) out[key] = value;
  for (const [key, [, to]] of Object.entries(c.updated)) out[key] = to;
  return out;
}

/**
 * Applies a diff: its removed records go, its added and updated records are set to their `after`
 * values. Node ids a diff adds without an order join the end of the order, and removed ones leave it;
 * connections to a node that is not there are left out.
 */
export function applyDiff(model: WorkflowModel, diff: ModelDiff): WorkflowModel {
  if (isEmptyDiff(diff)) return model;
  const nodes = applyChanges(model.nodes, diff.nodes);
  let order = diff.order ? diff.order[1] : model.order;
  if (!diff.order && (Object.keys(diff.nodes.added).length || Object.keys(diff.nodes.removed).length))
    order = [...order.filter((id) => !(id in diff.nodes.removed)), ...Object.keys(diff.nodes.added)];
  let connections = applyChanges(model.connections, diff.connections);
  if (connections !== model.connections || nodes !== model.nodes) {
    // A connection never outlives a node at either end.
    const dangling = Object.entries(connections).filter(([, c]) => !nodes[c.source] || !nodes[c.target]);
    if (dangling.length) {
      connections = { ...connections };
      for (const [key] of dangling) delete connections[key];
    }
  }
  return {
    ...model,
    nodes,
    order: order.filter((id) => id in nodes),
    connections,
    pinData: applyChanges(model.pinData, diff.pinData),
    ...(diff.settings ? { settings: diff.settings[1] } : {}),
  };
}

/** The diff split in two: the connections it adds, and everything else. */
export function splitAddedConnections(diff: ModelDiff): { rest: ModelDiff; addedConnections: ModelDiff } {
  return {
    rest: { ...diff, connections: { ...diff.connections, added: {} } },
    addedConnections: { ...emptyDiff(), connections: { added: diff.connections.added, updated: {}, removed: {} } },
  };
}
