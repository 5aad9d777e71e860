import { useCallback } from 'react';
import type { Connection, FinalConnectionState, ReactFlowInstance } from '@xyflow/react';
import { getNodeType } from '../stores/node-types/state';
import { useNodeTypesStore } from '../stores/node-types/store';
import { useWorkflowStore } from '../stores/workflow/store';
import * as actions from './actions';
import type { CanvasFlowEdge } from './CanvasEdge';
import type { FlowNode } from './flow-nodes';
import { connectionsInto, parseHandle, subNodeInputsOf, subNodeRefusal } from './sub-nodes';
import { useCanvasUi } from './ui-store';

/** Drawing connections: joining two ports, which drops are allowed, and a drop on empty canvas. */
export function useConnectionHandlers(readOnly: boolean, flow: ReactFlowInstance<FlowNode, CanvasFlowEdge>) {
  const onConnect = useCallback(
    (c: Connection) => {
      if (readOnly || !c.source || !c.target) return;
      const from = parseHandle(c.sourceHandle);
      const to = parseHandle(c.targetHandle);
      if (from.type !== to.type) return;
      actions.connect({
        source: c.source,
        sourceOutput: from.index,
        target: c.target,
        targetInput: to.index,
        type: to.type,
      });
    },
    [readOnly],
  );

  /**
   * Whether a drag may end here: main ports join main ports; a sub-node joins only an input of
   * its own type, within that input's maximum and node filter.
   */
  const isValidConnection = useCallback((c: Connection | CanvasFlowEdge) => {
    if (c.source === c.target) return false;
    const from = parseHandle(c.sourceHandle);
    const to = parseHandle(c.targetHandle);
    if (from.type !== to.type) return false;
    if (to.type === 'main') return true;
    const { workflow: wf } = useWorkflowStore.getState();
    const target = wf.nodes[c.target];
    const source = wf.nodes[c.source];
    if (!target || !source) return false;
    const types = useNodeTypesStore.getState();
    const slot = subNodeInputsOf(getNodeType(types, target.type, target.typeVersion), target).find(
      (s) => s.type === to.type && s.index === to.index,
    );
    if (!slot) return false;
    return subNodeRefusal(slot, source.type, connectionsInto(wf.connections, target.id, to.type, to.index)) === null;
  }, []);

  const onConnectEnd = useCallback(
    (event: MouseEvent | TouchEvent, state: FinalConnectionState) => {
      if (readOnly || state.isValid || !state.fromNode) return;
      const point = 'changedTouches' in event ? event.changedTouches[0]! : event;
      const pos = flow.screenToFlowPosition({ x: point.clientX, y: point.clientY });
      const handle = parseHandle(state.fromHandle?.id);
      if (state.fromHandle?.type === 'target' && handle.type !== 'main') {
        // Dropped from a sub-node input on empty canvas: pick a sub-node of that type to place there.
        useCanvasUi.getState().openCreator({
          subNodeFor: { nodeId: state.fromNode.id, type: handle.type, index: handle.index },
          position: [pos.x - 44, pos.y],
        });
        return;
      }
      if (state.fromHandle?.type !== 'source' || handle.type !== 'main') return;
      useCanvasUi
        .getState()
        .openCreator({ from: { nodeId: state.fromNode.id, output: handle.index }, position: [pos.x, pos.y - 40] });
    },
    [flow, readOnly],
  );
  return { onConnect, isValidConnection, onConnectEnd };
}
