import type { Workflow } from '@weft/workflow';

/** A workflow's connections, as stored: source → type → output → targets. */
type Connections = Record<
  string,
  Record<string, Array<Array<{ node: string; type: string; index: number }> | null> | undefined>
>;

/**
 * The part of a workflow a Chat Trigger needs to read a session's earlier messages: the trigger
 * and the sub-nodes that feed it (its memory, and the memory's own sub-nodes), with the
 * connections between them. Nothing after the trigger runs.
 */
export function memoryWorkflow(workflow: Workflow, triggerName: string): Workflow {
  const connections = (workflow.connections ?? {}) as Connections;
  const keep = new Set([triggerName]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [source, byType] of Object.entries(connections)) {
      if (keep.has(source)) continue;
      const feeds = Object.entries(byType).some(
        ([type, outputs]) =>
          type !== 'main' && (outputs ?? []).some((targets) => (targets ?? []).some((t) => keep.has(t.node))),
      );
      if (feeds) {
        keep.add(source);
        grew = true;
      }
    }
  }
  const kept: Connections = {};
  for (const [source, byType] of Object.entries(connections)) {
    if (!keep.has(source)) continue;
    const types: Connections[string] = {};
    for (const [type, outputs] of Object.entries(byType)) {
      if (type === 'main') continue;
      types[type] = (outputs ?? []).map((targets) => (targets ?? []).filter((t) => keep.has(t.node)));
    }
    kept[source] = types;
  }
  return {
    ...workflow,
    nodes: workflow.nodes.filter((n) => keep.has(n.name)),
    connections: kept as Workflow['connections'],
    pinData: {},
  };
}
