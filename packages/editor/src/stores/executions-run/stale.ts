/**
 * Which nodes' run data is out of date after edits, as n8n marks "dirty" nodes: a node that ran
 * is stale when, since its run, its parameters (type, version, enabled state) changed, its
 * incoming connections or a parent's enabled state changed, the pinned data of a parent changed
 * or its own pinned data was removed, or one of its sub-nodes (a model, memory, tool… on a non-main
 * input) changed. A stale node inside a loop also makes the loop's entry node stale. Pure
 * functions over the workflow model and the run state.
 */
import type { PinData, RunData } from '@weft/workflow';
import type { WorkflowModel } from '../workflow/model';

/** Why a node's run data is out of date (n8n's dirtiness kinds). */
export type Dirtiness =
  'parameters-updated' | 'incoming-connections-updated' | 'pinned-data-updated' | 'upstream-dirty';

/** A node's configuration when it ran (or now), in parts that can be compared. */
export interface NodeSignature {
  /** Type, version, enabled state and parameters. */
  config: string;
  /** Incoming connections of every type, each with its parent's enabled state. */
  inputs: string;
  /** The pinned data of the node's main parents, and whether the node itself is pinned. */
  pins: string;
  /** Names of the sub-nodes on its non-main inputs (not compared: their own signatures are). */
  subNodes: string[];
  /** Names of its main parents (not compared; used to find loops). */
  parents: string[];
}

const hashes = new WeakMap<object, string>();

/** A content hash of one node's pinned items, computed once per array. */
function pinHash(items: object): string {
  let known = hashes.get(items);
  if (known === undefined) {
    const text = JSON.stringify(items);
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    known = `${text.length}:${(h >>> 0).toString(36)}`;
    hashes.set(items, known);
  }
  return known;
}

/** Every node's signature, keyed by node name. */
export function nodeSignatures(
  model: Pick<WorkflowModel, 'nodes' | 'connections'> & { pinData?: PinData },
): Record<string, NodeSignature> {
  const pinData = model.pinData ?? {};
  const incoming: Record<string, string[]> = {};
  const parentPins: Record<string, string[]> = {};
  const subNodes: Record<string, string[]> = {};
  const parents: Record<string, string[]> = {};
  for (const c of Object.values(model.connections)) {
    const source = model.nodes[c.source];
    if (!source || !model.nodes[c.target]) continue;
    (incoming[c.target] ??= []).push(
      `${c.type}:${c.source}${source.disabled ? '(off)' : ''}:${c.sourceOutput}>${c.targetInput}`,
    );
    if (c.type === 'main') {
      const pinned = pinData[source.name];
      (parentPins[c.target] ??= []).push(`${c.source}=${pinned ? pinHash(pinned) : ''}`);
      (parents[c.target] ??= []).push(source.name);
    } else {
      (subNodes[c.target] ??= []).push(source.name);
    }
  }
  const out: Record<string, NodeSignature> = {};
  for (const node of Object.values(model.nodes)) {
    out[node.name] = {
      config: JSON.stringify([node.type, node.typeVersion, !!node.disabled, node.parameters]),
      inputs: (incoming[node.id] ?? []).sort().join('|'),
      pins: `${pinData[node.name] ? 'pinned' : ''};${(parentPins[node.id] ?? []).sort().join('|')}`,
      subNodes: [...new Set(subNodes[node.id] ?? [])],
      parents: [...new Set(parents[node.id] ?? [])],
    };
  }
  return out;
}

/** Whether the pinned-data part changed in a way n8n counts: a parent's pins changed, or the node's own pins were removed. */
function pinsChanged(then: string, now: string): boolean {
  if (then === now) return false;
  const [ownThen, parentsThen] = splitPins(then);
  const [ownNow, parentsNow] = splitPins(now);
  return parentsThen !== parentsNow || (ownThen && !ownNow);
}

function splitPins(pins: string): [boolean, string] {
  const at = pins.indexOf(';');
  return [pins.slice(0, at) === 'pinned', pins.slice(at + 1)];
}

/** Whether a node or one of its sub-nodes (recursively) changed on the given part. */
function subNodeChanged(
  name: string,
  ranWith: Record<string, NodeSignature>,
  current: Record<string, NodeSignature>,
  part: 'config' | 'inputs',
  seen: Set<string>,
): boolean {
  for (const sub of current[name]?.subNodes ?? []) {
    if (seen.has(sub)) continue;
    seen.add(sub);
    const then = ranWith[sub];
    const now = current[sub];
    if (then && now && then[part] !== now[part]) return true;
    if (subNodeChanged(sub, ranWith, current, part, seen)) return true;
  }
  return false;
}

/** The main-connection loop that runs through a node, if any (node names, the node first). */
function loopThrough(start: string, current: Record<string, NodeSignature>): string[] | undefined {
  const path: string[] = [];
  const onPath = new Set<string>();
  const done = new Set<string>();
  const visit = (name: string): string[] | undefined => {
    if (onPath.has(name)) return name === start ? [...path] : undefined;
    if (done.has(name)) return undefined;
    path.push(name);
    onPath.add(name);
    for (const p of current[name]?.parents ?? []) {
      const found = visit(p);
      if (found) return found;
    }
    path.pop();
    onPath.delete(name);
    done.add(name);
    return undefined;
  };
  return visit(start);
}

/** Each node's distance from a start node (a node without main parents), shortest first. */
function depths(current: Record<string, NodeSignature>): Record<string, number> {
  const children: Record<string, string[]> = {};
  for (const [name, sig] of Object.entries(current)) for (const p of sig.parents) (children[p] ??= []).push(name);
  const depth: Record<string, number> = {};
  let frontier = Object.keys(current).filter((n) => current[n]!.parents.length === 0);
  for (const n of frontier) depth[n] = 0;
  for (let d = 1; frontier.length; d++) {
    const next: string[] = [];
    for (const n of frontier)
      for (const c of children[n] ?? [])
        if (depth[c] === undefined) {
          depth[c] = d;
          next.push(c);
        }
    frontier = next;
  }
  return depth;
}

/**
 * Why each node that has run data is out of date, by node name (nodes that are still valid are
 * left out). `ranWith` are the signatures when the data was made, `current` those now.
 */
export function nodeDirtiness(
  runData: RunData | null,
  ranWith: Record<string, NodeSignature>,
  current: Record<string, NodeSignature>,
): Record<string, Dirtiness> {
  const out: Record<string, Dirtiness> = {};
  if (!runData) return out;
  for (const name of Object.keys(runData)) {
    const then = ranWith[name];
    const now = current[name];
    if (!then || !now) continue;
    let why: Dirtiness | undefined;
    if (then.config !== now.config) why = 'parameters-updated';
    else if (subNodeChanged(name, ranWith, current, 'config', new Set([name]))) why = 'upstream-dirty';
    else if (then.inputs !== now.inputs) why = 'incoming-connections-updated';
    else if (subNodeChanged(name, ranWith, current, 'inputs', new Set([name]))) why = 'upstream-dirty';
    else if (pinsChanged(then.pins, now.pins)) why = 'pinned-data-updated';
    if (why) out[name] = why;
  }
  // A changed node inside a loop: the loop's entry (the node of the loop nearest a start) runs again too.
  const dirty = Object.keys(out);
  if (dirty.length) {
    const depth = depths(current);
    for (const name of dirty) {
      const loop = loopThrough(name, current);
      if (!loop) continue;
      const entry = [...loop].sort(
        (a, b) => (depth[a] ?? Number.MAX_SAFE_INTEGER) - (depth[b] ?? Number.MAX_SAFE_INTEGER),
      )[0];
      if (entry && depth[entry] && !out[entry]) out[entry] = 'upstream-dirty';
    }
  }
  return out;
}

/** Names of nodes that have run data but whose configuration changed since they ran. */
export function staleNodes(
  runData: RunData | null,
  ranWith: Record<string, NodeSignature>,
  current: Record<string, NodeSignature>,
): string[] {
  return Object.keys(nodeDirtiness(runData, ranWith, current));
}

/**
 * The run data a partial run may reuse: that of the given upstream nodes, without stale nodes
 * and without any node downstream of a stale one (its input would change).
 */
export function reusableRunData(
  runData: RunData,
  upstream: ReadonlySet<string>,
  stale: readonly string[],
  parentsOf: (name: string) => string[],
): RunData {
  const invalid = new Map<string, boolean>();
  const isInvalid = (name: string, seen: Set<string>): boolean => {
    const known = invalid.get(name);
    if (known !== undefined) return known;
    if (seen.has(name)) return false;
    seen.add(name);
    const bad = stale.includes(name) || parentsOf(name).some((p) => isInvalid(p, seen));
    invalid.set(name, bad);
    return bad;
  };
  return Object.fromEntries(
    Object.entries(runData).filter(([name]) => upstream.has(name) && !isInvalid(name, new Set())),
  );
}

/**
 * The run data that stays shown while a partial run to `destination` goes on, as in n8n: every
 * node's data but that of the nodes the run makes again (the destination and what follows it)
 * and of stale nodes and what follows them. Sibling branches keep theirs.
 */
export function runDataKeptDuringPartialRun(
  runData: RunData,
  destination: string,
  stale: readonly string[],
  childrenOf: (name: string) => string[],
): RunData {
  const drop = new Set<string>();
  const mark = (name: string) => {
    if (drop.has(name)) return;
    drop.add(name);
    for (const c of childrenOf(name)) mark(c);
  };
  mark(destination);
  for (const s of stale) mark(s);
  return Object.fromEntries(Object.entries(runData).filter(([name]) => !drop.has(name)));
}
