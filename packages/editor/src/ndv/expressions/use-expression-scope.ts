import { useMemo } from 'react';
import { toWorkflow } from '../../stores/workflow/model';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useRunStore } from '../../stores/executions-run/store';
import { useNdvStore } from '../../stores/ndv/store';
import { buildEditorContext, type EditorEvaluationContext } from './evaluation';

/** The node's name and all node names of the open workflow. */
export function useNodeNames(nodeId: string | undefined): { nodeName: string | undefined; nodeNames: string[] } {
  const nodes = useWorkflowStore((s) => s.workflow.nodes);
  return useMemo(
    () => ({ nodeName: nodeId ? nodes[nodeId]?.name : undefined, nodeNames: Object.values(nodes).map((n) => n.name) }),
    [nodes, nodeId],
  );
}

/**
 * The engine's expression context for a node of the open workflow, rebuilt when the workflow,
 * its pinned data or the run data change, or another parent output or run is asked for (`input`).
 * Undefined when the node is unknown.
 */
export function useExpressionContext(
  nodeId: string | undefined,
  input?: { nodeName: string; runIndex: number },
): EditorEvaluationContext | undefined {
  const workflow = useWorkflowStore((s) => s.workflow);
  const runData = useRunStore((s) => s.runData);
  const inputNodeName = input?.nodeName;
  const inputRunIndex = input?.runIndex;
  return useMemo(() => {
    const node = nodeId ? workflow.nodes[nodeId] : undefined;
    if (!node) return undefined;
    try {
      return buildEditorContext({
        workflow: toWorkflow(workflow),
        runData,
        pinData: workflow.pinData,
        nodeName: node.name,
        timezone: workflow.settings?.timezone,
        ...(inputNodeName !== undefined ? { inputNodeName, inputRunIndex } : {}),
      });
    } catch {
      return undefined;
    }
  }, [workflow, runData, nodeId, inputNodeName, inputRunIndex]);
}

/** What an expression editor evaluates against: the context, the item, and whether it is the hovered one. */
export interface ExpressionTarget {
  ctx: EditorEvaluationContext | undefined;
  /** The item the result is for (0-based, within the input items). */
  item: number;
  /** The item is the one under the pointer in the input panel (not the picker's). */
  hovered: boolean;
  itemCount: number;
}

/**
 * The item an expression of node `nodeId` is shown for: while the pointer is on an item of a
 * parent's output in the NDV's input panel (that parent, output and run), that item, as in n8n;
 * otherwise `picked` (the result's item picker). Items of an earlier, not directly connected node
 * do not feed `$json`, so hovering them changes nothing. Only the item moves with the pointer, the
 * context is rebuilt only when the hovered node or run changes.
 */
export function useExpressionTarget(nodeId: string | undefined, picked: number): ExpressionTarget {
  const hovering = useNdvStore((s) => (nodeId !== undefined && s.activeNodeId === nodeId ? s.hoveringItem : null));
  const ctx = useExpressionContext(
    nodeId,
    hovering ? { nodeName: hovering.nodeName, runIndex: hovering.runIndex } : undefined,
  );
  const itemCount = ctx?.inputItems.length ?? 0;
  const input = ctx?.input;
  const hovered =
    !!hovering &&
    !!input &&
    input.nodeName === hovering.nodeName &&
    input.runIndex === hovering.runIndex &&
    input.outputIndex === hovering.outputIndex &&
    hovering.itemIndex < itemCount;
  const wanted = hovered ? hovering.itemIndex : picked;
  const item = itemCount > 0 ? Math.min(Math.max(0, wanted), itemCount - 1) : 0;
  return { ctx, item, hovered, itemCount };
}
