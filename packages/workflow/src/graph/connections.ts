import type { ConnectionTarget, Connections } from '../types/workflow.js';

/** Connection type of ordinary data links. */
export const MAIN = 'main';

/** Adds a connection unless an identical target already exists. Returns a new map. */
export function addConnection(
  connections: Connections,
  source: { node: string; index: number; type?: string },
  target: ConnectionTarget,
): Connections {
  const type = source.type ?? MAIN;
  const bySource = { ...(connections[source.node] ?? {}) };
  const outputs = [...(bySource[type] ?? [])];
  while (outputs.length <= source.index) outputs.push([]);
  const targets = outputs[source.index] ?? [];
  if (targets.some((t) => t.node === target.node && t.type === target.type && t.index === target.index))
    return connections;
  outputs[source.index] = [...targets, target];
  bySource[type] = outputs;
  return { ...connections, [source.node]: bySource };
}

/** Removes one connection. Returns a new map (the same map when nothing matched). */
export function removeConnection(
  connections: Connections,
  source: { node: string; index: number; type?: string },
  target: ConnectionTarget,
): Connections {
  const type = source.type ?? MAIN;
  const targets = connections[source.node]?.[type]?.[source.index];
  if (!targets) return connections;
  const kept = targets.filter((t) => !(t.node === target.node && t.type === target.type && t.index === target.index));
  if (kept.length === targets.length) return connections;
  const outputs = [...(connections[source.node]![type] ?? [])];
  outputs[source.index] = kept;
  return { ...connections, [source.node]: { ...connections[source.node], [type]: outputs } };
}

/** A connection seen from its destination: who feeds which input. */
export interface IncomingConnection {
  node: string;
  type: string;
  /** Output index on the source node. */
  outputIndex: number;
  /** Input index on the destination node. */
  inputIndex: number;
}

/**
 * Index of a workflow's connections in both directions, built once per run.
 * Unknown target nodes are skipped so a broken export cannot crash a traversal.
 */
export class ConnectionGraph {
  private readonly bySource = new Map<string, Array<Array<{ node: string; index: number }>>>();
  private readonly byDestination = new Map<string, IncomingConnection[]>();
  /** Sub-node connections (any type but main) by the node they supply, in the export's order. */
  private readonly subByDestination = new Map<string, Array<{ node: string; type: string; index: number }>>();

  constructor(
    private readonly connections: Connections,
    nodeNames?: Iterable<string>,
  ) {
    const known = nodeNames ? new Set(nodeNames) : undefined;
    for (const [source, byType] of Object.entries(connections ?? {})) {
      if (known && !known.has(source)) continue;
      for (const [type, outs] of Object.entries(byType ?? {})) {
        if (type === MAIN) continue;
        for (const targets of outs ?? []) {
          for (const t of targets ?? []) {
            if (!t || (known && !known.has(t.node))) continue;
            const list = this.subByDestination.get(t.node) ?? [];
            if (!list.some((e) => e.node === source && e.type === type))
              list.push({ node: source, type, index: t.index ?? 0 });
            this.subByDestination.set(t.node, list);
          }
        }
      }
      const outputs = byType?.[MAIN] ?? [];
      const list: Array<Array<{ node: string; index: number }>> = [];
      outputs.forEach((targets, outputIndex) => {
        const clean = (targets ?? []).filter((t) => t && (!known || known.has(t.node)));
        list[outputIndex] = clean.map((t) => ({ node: t.node, index: t.index ?? 0 }));
        for (const t of clean) {
          const incoming = this.byDestination.get(t.node) ?? [];
          incoming.push({ node: source, type: MAIN, outputIndex, inputIndex: t.index ?? 0 });
          this.byDestination.set(t.node, incoming);
        }
      });
      for (let i = 0; i < list.length; i++) list[i] ??= [];
      this.bySource.set(source, list);
    }
  }

  /** Targets per output index of a node. */
  outputsOf(node: string): Array<Array<{ node: string; index: number }>> {
    return this.bySource.get(node) ?? [];
  }

  /** The sub-nodes connected to a node on a connection type (`ai_languageModel`…), in the order n8n hands them to the node. */
  subNodes(node: string, type: string): string[] {
    // n8n's order: the connections by input index (in the order they are listed), then reversed,
    // as its getParentNodes puts each one in front. Agents see their tools in this order, and a
    // root's model list has the fallback (input 1) before the model (input 0).
    const entries = (this.subByDestination.get(node) ?? []).filter((e) => e.type === type);
    return entries
      .map((e, i) => ({ e, i }))
      .sort((a, b) => a.e.index - b.e.index || a.i - b.i)
      .map(({ e }) => e.node)
      .reverse();
  }

  /** The nodes a sub-node supplies (the nodes its non-main outputs lead to). */
  suppliedBy(subNode: string): string[] {
    const out: string[] = [];
    for (const [target, list] of this.subByDestination) if (list.some((e) => e.node === subNode)) out.push(target);
    return out;
  }

  /** Connections arriving at a node. */
  incoming(node: string): IncomingConnection[] {
    return this.byDestination.get(node) ?? [];
  }

  /** Number of distinct input indexes connected to a node. */
  connectedInputCount(node: string): number {
    const ins = this.incoming(node);
    return ins.length === 0 ? 0 : Math.max(...ins.map((c) => c.inputIndex)) + 1;
  }

  /** Direct parents of a node. */
  parents(node: string): string[] {
    return unique(this.incoming(node).map((c) => c.node));
  }

  /** Direct children of a node. */
  children(node: string): string[] {
    return unique(
      this.outputsOf(node)
        .flat()
        .map((t) => t.node),
    );
  }

  /** Every ancestor, nearest first (breadth-first). */
  ancestors(node: string): string[] {
    return walk(node, (n) => this.parents(n));
  }

  /** Every descendant, nearest first (breadth-first). */
  descendants(node: string): string[] {
    return walk(node, (n) => this.children(n));
  }
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

function walk(start: string, next: (n: string) => string[]): string[] {
  const seen = new Set<string>([start]);
  const out: string[] = [];
  let frontier = [start];
  while (frontier.length) {
    const following: string[] = [];
    for (const n of frontier) {
      for (const p of next(n)) {
        if (seen.has(p)) continue;
        seen.add(p);
        out.push(p);
        following.push(p);
      }
    }
    frontier = following;
  }
  return out;
}
