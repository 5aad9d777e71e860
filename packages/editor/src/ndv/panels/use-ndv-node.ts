import { useMemo } from 'react';
import { ConnectionGraph, type NodeTypeDescription, type WorkflowNode } from '@weft/workflow';
import { getNodeType } from '../../stores/node-types/state';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { connectionsToN8n } from '../../stores/workflow/model';
import { useWorkflowStore } from '../../stores/workflow/store';

/** The node open in the view and its type description. */
export function useNdvNode(nodeId: string): { node: WorkflowNode | undefined; desc: NodeTypeDescription | undefined } {
  const node = useWorkflowStore((s) => s.workflow.nodes[nodeId]);
  const byName = useNodeTypesStore((s) => s.byName);
  const desc = useMemo(
    () => (node ? getNodeType({ byName, loaded: true }, node.type, node.typeVersion) : undefined),
    [byName, node],
  );
  return { node, desc };
}

/** Where the active node's input can come from. */
export interface InputSources {
  /** Every node upstream, nearest first. */
  ancestors: string[];
  /** Direct parents. */
  parents: string[];
  /** For a direct parent, the output that feeds the active node. */
  outputOf: Record<string, number>;
}

/** The nodes upstream of a node, with the output index each direct parent connects from. */
export function useInputSources(nodeId: string): InputSources {
  const connections = useWorkflowStore((s) => s.workflow.connections);
  const nodes = useWorkflowStore((s) => s.workflow.nodes);
  return useMemo(() => {
    const node = nodes[nodeId];
    if (!node) return { ancestors: [], parents: [], outputOf: {} };
    const n8n = connectionsToN8n({ nodes, connections });
    const graph = new ConnectionGraph(
      n8n,
      Object.values(nodes).map((n) => n.name),
    );
    const parents = graph.parents(node.name);
    const outputOf: Record<string, number> = {};
    for (const c of Object.values(connections)) {
      if (c.target !== nodeId) continue;
      const src = nodes[c.source]?.name;
      if (src && outputOf[src] === undefined) outputOf[src] = c.sourceOutput;
    }
    const ancestors = graph.ancestors(node.name);
    return { ancestors, parents, outputOf };
  }, [connections, nodes, nodeId]);
}
