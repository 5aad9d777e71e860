import { useMemo, useRef } from 'react';
import { useRunStore } from '../stores/executions-run/store';
import { outputItemCount } from '../stores/executions-run/state';
import { useWorkflowStore } from '../stores/workflow/store';
import * as actions from './actions';
import type { CanvasFlowEdge } from './CanvasEdge';
import { handleId } from './sub-nodes';
import { useCanvasUi } from './ui-store';

const edgeCallbacks = {
  onInsert: (key: string) => useCanvasUi.getState().openCreator({ insert: key }),
  onDelete: (key: string) => actions.deleteElements([], [key]),
};

/**
 * The workflow's connections as xyflow edges, with the item counts of the last run; an edge
 * object is rebuilt only when its count, success, selection or read-only state changed.
 */
export function useFlowEdges(readOnly: boolean): CanvasFlowEdge[] {
  const workflow = useWorkflowStore((s) => s.workflow);
  const runData = useRunStore((s) => s.runData);
  const selectedEdges = useCanvasUi((s) => s.selectedEdges);
  const edgeCache = useRef(new Map<string, CanvasFlowEdge>());
  return useMemo(() => {
    const out: CanvasFlowEdge[] = [];
    const next = new Map<string, CanvasFlowEdge>();
    for (const [key, c] of Object.entries(workflow.connections)) {
      const sourceName = workflow.nodes[c.source]?.name ?? '';
      const ran = !!runData?.[sourceName];
      const sub = c.type !== 'main';
      const count = ran && !sub ? outputItemCount(runData, sourceName, c.sourceOutput) : null;
      const success = ran && !!runData?.[workflow.nodes[c.target]?.name ?? ''];
      const isSelected = !!selectedEdges[key];
      const prev = edgeCache.current.get(key);
      const edge: CanvasFlowEdge =
        prev &&
        prev.data?.count === count &&
        prev.data?.success === success &&
        !!prev.selected === isSelected &&
        prev.data?.readOnly === readOnly
          ? prev
          : {
              id: key,
              type: 'canvasEdge',
              source: c.source,
              target: c.target,
              sourceHandle: handleId('out', c.type, c.sourceOutput),
              targetHandle: handleId('in', c.type, c.targetInput),
              ...(sub ? { className: 'cedge--sub' } : {}),
              selected: isSelected,
              data: { count, success, readOnly, ...(sub ? { sub } : {}), ...edgeCallbacks },
            };
      next.set(key, edge);
      out.push(edge);
    }
    edgeCache.current = next;
    return out;
  }, [workflow.connections, workflow.nodes, runData, selectedEdges, readOnly]);
}
