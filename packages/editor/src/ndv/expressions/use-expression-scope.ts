import { useMemo } from 'react';
import { toWorkflow } from '../../stores/workflow/model';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useRunStore } from '../../stores/executions-run/store';
import { buildEditorContext, type EditorEvaluationContext } from './evaluation';

/** The node's name and all node names of the open workflow. */
export function useNodeNames(nodeId: string | undefined): { nodeName: string | undefined; nodeNames: string[] } {
  const nodes = useWorkflowStore((s) => s.workflow.nodes);
  return useMemo(() => ({ nodeName: nodeId ? nodes[nodeId]?.name : undefined, nodeNames: Object.values(nodes).map((n) => n.name) }), [nodes, nodeId]);
}

/**
 * The engine's expression context for a node of the open workflow, rebuilt when the workflow,
 * its pinned data or the run data change. Undefined when the node is unknown.
 */
export function useExpressionContext(nodeId: string | undefined): EditorEvaluationContext | undefined {
  const workflow = useWorkflowStore((s) => s.workflow);
  const runData = useRunStore((s) => s.runData);
  return useMemo(() => {
    const node = nodeId ? workflow.nodes[nodeId] : undefined;
    if (!node) return undefined;
    try {
      return buildEditorContext({ workflow: toWorkflow(workflow), runData, pinData: workflow.pinData, nodeName: node.name, timezone: workflow.settings?.timezone as string | undefined });
    } catch {
      return undefined;
    }
  }, [workflow, runData, nodeId]);
}
