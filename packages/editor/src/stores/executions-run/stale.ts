/**
 * Which nodes' run data is out of date after edits (as n8n marks "stale" nodes): a node is stale
 * when its parameters, version, enabled state or incoming connections differ from when it ran.
 * Pure functions over the workflow model and the run state.
 */
import type { RunData } from '@weft/workflow';
import type { WorkflowModel } from '../workflow/model';

/** A node's configuration as one comparable string, keyed by node name. */
export function nodeSignatures(model: Pick<WorkflowModel, 'nodes' | 'connections'>): Record<string, string> {
  const incoming: Record<string, string[]> = {};
  for (const c of Object.values(model.connections)) {
    (incoming[c.target] ??= []).push(`${c.type}:${c.source}:${c.sourceOutput}>${c.targetInput}`);
  }
  const out: Record<string, string> = {};
  for (const node of Object.values(model.nodes)) {
    out[node.name] = JSON.stringify([node.type, node.typeVersion, !!node.disabled, node.parameters, (incoming[node.id] ?? []).sort()]);
  }
  return out;
}

/** Names of nodes that have run data but whose configuration changed since they ran. */
export function staleNodes(runData: RunData | null, ranWith: Record<string, string>, current: Record<string, string>): string[] {
  if (!runData) return [];
  return Object.keys(runData).filter((name) => ranWith[name] !== undefined && current[name] !== undefined && ranWith[name] !== current[name]);
}

/**
 * The run data a partial run may reuse: that of the given upstream nodes, without stale nodes
 * and without any node downstream of a stale one (its input would change).
 */
export function reusableRunData(runData: RunData, upstream: ReadonlySet<string>, stale: readonly string[], parentsOf: (name: string) => string[]): RunData {
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
  return Object.fromEntries(Object.entries(runData).filter(([name]) => upstream.has(name) && !isInvalid(name, new Set())));
}
