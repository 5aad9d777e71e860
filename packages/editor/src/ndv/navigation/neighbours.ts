/**
 * The nodes next to the open one, for moving through a workflow without leaving the node details
 * view: its parents (what feeds its inputs) and its children (what its outputs feed), each in the
 * order a reader meets them: by input or output index, then top to bottom on the canvas.
 */
import type { WorkflowModel } from '../../stores/workflow/model';
import { CORE_NODE_TYPES } from '@weft/workflow';

/** Node ids before and after a node. */
export interface NodeNeighbours {
  parents: string[];
  children: string[];
}

/** The parents and children of `nodeId` along main connections, without duplicates. */
export function nodeNeighbours(model: Pick<WorkflowModel, 'nodes' | 'connections'>, nodeId: string): NodeNeighbours {
  const y = (id: string) => model.nodes[id]?.position[1] ?? 0;
  const pick = (entries: Array<{ id: string; port: number }>) => {
    const seen = new Set<string>();
    return entries
      .filter((e) => model.nodes[e.id] && model.nodes[e.id]!.type !== CORE_NODE_TYPES.stickyNote)
      .sort((a, b) => a.port - b.port || y(a.id) - y(b.id))
      .map((e) => e.id)
      .filter((id) => (seen.has(id) ? false : (seen.add(id), true)));
  };
  const connections = Object.values(model.connections).filter((c) => c.type === 'main');
  return {
    parents: pick(
      connections
        .filter((c) => c.target === nodeId && c.source !== nodeId)
        .map((c) => ({ id: c.source, port: c.targetInput })),
    ),
    children: pick(
      connections
        .filter((c) => c.source === nodeId && c.target !== nodeId)
        .map((c) => ({ id: c.target, port: c.sourceOutput })),
    ),
  };
}
