import { CORE_NODE_TYPES } from '../core-node-types.js';
import { isTriggerType } from '../node-types.js';
import { withDefaults } from '../parameters/display.js';
import type { NodeTypeRegistry } from '../types/node-type.js';
import type { Workflow, WorkflowNode } from '../types/workflow.js';
import { ConnectionGraph } from './connections.js';
import { isSubNodeType } from './node-inputs.js';

/** How {@link defaultStartNode} tells triggers and sub-nodes from other nodes. */
export interface StartNodeKinds {
  /** Whether the node starts runs by itself (a trigger). */
  isTrigger(node: WorkflowNode): boolean;
  /** Whether the node only supplies another one (a chat model, a tool); such a node is never a start. */
  isSubNode?(node: WorkflowNode): boolean;
}

/**
 * How the node types of `registry` answer {@link StartNodeKinds}: a trigger is a type in the
 * `trigger` group; a sub-node is a type whose outputs, for the node's parameters with the
 * description's defaults filled in and its typeVersion, hold no `main` output. A node of an
 * unknown type is neither. The engine and the server's run route both ask this, so they agree on
 * which node a run starts from.
 */
export function startNodeKinds(registry: NodeTypeRegistry): StartNodeKinds {
  const descriptionOf = (node: WorkflowNode) => registry.get(node.type, node.typeVersion)?.description;
  return {
    isTrigger: (node) => isTriggerType(descriptionOf(node)),
    isSubNode: (node) => {
      const description = descriptionOf(node);
      if (!description) return false;
      return isSubNodeType(
        description,
        withDefaults(description.properties, node.parameters ?? {}, node.typeVersion),
        node.typeVersion,
      );
    },
  };
}

/**
 * The node a run starts from when none is named, as n8n picks it: among the enabled nodes (for a
 * run up to `destinationNode`, only the destination and its ancestors), the Manual Trigger, else
 * the first trigger, else the legacy Start node, else the first node without inputs that is not a
 * sub-node. Sticky notes never start a run. The engine and the server's run route both use it, so
 * "which trigger runs" has one answer.
 */
export function defaultStartNode(
  workflow: Pick<Workflow, 'nodes' | 'connections'>,
  kinds: StartNodeKinds,
  destinationNode?: string,
  graph = new ConnectionGraph(
    workflow.connections ?? {},
    workflow.nodes.map((n) => n.name),
  ),
): WorkflowNode | undefined {
  let candidates = workflow.nodes.filter((n) => !n.disabled && n.type !== CORE_NODE_TYPES.stickyNote);
  if (destinationNode) {
    const upstream = new Set([destinationNode, ...graph.ancestors(destinationNode)]);
    candidates = candidates.filter((n) => upstream.has(n.name));
  }
  const triggers = candidates.filter((n) => kinds.isTrigger(n));
  return (
    triggers.find((n) => n.type === CORE_NODE_TYPES.manualTrigger) ??
    triggers[0] ??
    candidates.find((n) => n.type === CORE_NODE_TYPES.start) ??
    candidates.find((n) => graph.incoming(n.name).length === 0 && !kinds.isSubNode?.(n))
  );
}
