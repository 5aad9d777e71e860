import { useCallback, useRef } from 'react';
import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  useStore,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { Icon } from '../components/ui/Icon';
import { useNdvStore } from '../stores/ndv/store';
import { useWorkflowStore } from '../stores/workflow/store';
import * as actions from './actions';
import { useCanvasShortcuts } from './canvas-shortcuts';
import { CanvasEdge, type CanvasFlowEdge } from './CanvasEdge';
import { useConnectionHandlers } from './connection-handlers';
import { useFlowEdges } from './flow-edges';
import { useFlowNodes, type FlowNode } from './flow-nodes';
import { FAR_ZOOM, GRID } from './grid';
import { colourOf } from './NodeIcon';
import { StickyNoteView } from './StickyNoteView';
import { useCanvasUi } from './ui-store';
import { WorkflowNodeView } from './WorkflowNodeView';
import '../styles/canvas.css';

export { FAR_ZOOM, GRID } from './grid';

const nodeTypes = { workflowNode: WorkflowNodeView, sticky: StickyNoteView };
const edgeTypes = { canvasEdge: CanvasEdge };
const ONLY_VISIBLE = !(globalThis as { __weftRenderAll?: boolean }).__weftRenderAll;

export interface CanvasProps {
  readOnly?: boolean;
  /** Ctrl+S. */
  onSave?(): void;
}

/**
 * The workflow canvas on xyflow: nodes and sticky notes from the workflow store, connections
 * with item counts after a run, drag to connect, rubber-band selection, snapping, minimap and
 * the keyboard shortcuts. Must sit inside a ReactFlowProvider.
 */
export function Canvas({ readOnly = false, onSave }: CanvasProps) {
  const workflow = useWorkflowStore((s) => s.workflow);
  const flow = useReactFlow<FlowNode, CanvasFlowEdge>();
  const measured = useRef(new Map<string, { width: number; height: number }>());
  const dragStart = useRef<Map<string, [number, number]> | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const nodes = useFlowNodes(readOnly, measured);
  const edges = useFlowEdges(readOnly);
  const { onConnect, isValidConnection, onConnectEnd } = useConnectionHandlers(readOnly, flow);
  useCanvasShortcuts({ readOnly, onSave, flow, wrapper });

  const onNodesChange = useCallback(
    (changes: NodeChange<FlowNode>[]) => {
      const positions: Record<string, [number, number]> = {};
      let moved = false;
      let sel: Record<string, true> | null = null;
      for (const c of changes) {
        if (c.type === 'position' && c.position && !readOnly) {
          positions[c.id] = [Math.round(c.position.x), Math.round(c.position.y)];
          moved = true;
        } else if (c.type === 'select') {
          sel ??= { ...useCanvasUi.getState().selected };
          if (c.selected) sel[c.id] = true;
          else delete sel[c.id];
        } else if (c.type === 'dimensions' && c.dimensions) {
          // xyflow keeps the measured size of nodes whose objects do not change; it is remembered
          // here for the next time a node object is rebuilt (no re-render of every node now).
          measured.current.set(c.id, { width: c.dimensions.width, height: c.dimensions.height });
        }
      }
      if (moved) useWorkflowStore.getState().setPositions(positions);
      if (sel) useCanvasUi.getState().setSelected(sel);
    },
    [readOnly],
  );

  const onEdgesChange = useCallback((changes: EdgeChange<CanvasFlowEdge>[]) => {
    let sel: Record<string, true> | null = null;
    for (const c of changes) {
      if (c.type !== 'select') continue;
      sel ??= { ...useCanvasUi.getState().selectedEdges };
      if (c.selected) sel[c.id] = true;
      else delete sel[c.id];
    }
    if (sel) useCanvasUi.getState().setSelectedEdges(sel);
  }, []);

  const onDragStart = useCallback(() => {
    const { nodes: all } = useWorkflowStore.getState().workflow;
    dragStart.current = new Map(Object.values(all).map((n) => [n.id, [n.position[0], n.position[1]]]));
  }, []);
  const onDragStop = useCallback(() => {
    const start = dragStart.current;
    dragStart.current = null;
    if (!start) return;
    const { nodes: all } = useWorkflowStore.getState().workflow;
    const moves: Array<{ nodeId: string; from: [number, number]; to: [number, number] }> = [];
    for (const [id, from] of start) {
      const n = all[id];
      if (n && (n.position[0] !== from[0] || n.position[1] !== from[1]))
        moves.push({ nodeId: id, from, to: [n.position[0], n.position[1]] });
    }
    actions.recordMoves(moves);
  }, []);

  const empty = workflow.order.length === 0;
  // Zoomed far out, details (labels, shadows, toolbars) are not drawn: cheaper frames while panning.
  const far = useStore((s) => s.transform[2] < FAR_ZOOM);
  return (
    <div className={`canvas${far ? ' canvas--far' : ''}`} ref={wrapper} data-testid="canvas">
      <ReactFlow<FlowNode, CanvasFlowEdge>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        onConnectEnd={onConnectEnd}
        onEdgeMouseEnter={(_e, edge) => useCanvasUi.getState().setHoveredEdge(edge.id)}
        onEdgeMouseLeave={(e, edge) => {
          const to = e.relatedTarget as HTMLElement | null;
          if (!to?.closest?.('.cedge__label') && useCanvasUi.getState().hoveredEdge === edge.id)
            useCanvasUi.getState().setHoveredEdge(null);
        }}
        onNodeDoubleClick={(_e, n) => n.type === 'workflowNode' && useNdvStore.getState().open(n.id)}
        onNodeClick={(e, n) => {
          // The second click of a double-click opens the node too: a re-render between the clicks
          // (selection) can replace the element and swallow the browser's dblclick event.
          if (e.detail >= 2 && n.type === 'workflowNode') useNdvStore.getState().open(n.id);
        }}
        onNodeDragStart={onDragStart}
        onNodeDragStop={onDragStop}
        onSelectionDragStart={onDragStart}
        onSelectionDragStop={onDragStop}
        isValidConnection={isValidConnection}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={['Shift', 'Meta', 'Control']}
        selectionOnDrag
        panOnDrag={[1, 2]}
        panOnScroll
        zoomActivationKeyCode={['Control', 'Meta']}
        snapToGrid
        snapGrid={[GRID, GRID]}
        minZoom={0.1}
        maxZoom={4}
        fitView
        fitViewOptions={{ padding: 0.25, maxZoom: 1 }}
        onlyRenderVisibleElements={ONLY_VISIBLE && workflow.order.length > 150}
        proOptions={{ hideAttribution: true }}
        defaultEdgeOptions={{ type: 'canvasEdge' }}
      >
        <Background variant={BackgroundVariant.Dots} gap={GRID} size={1.2} color="var(--color-canvas-dot)" />
        {!empty && !readOnly && !(globalThis as { __weftNoMinimap?: boolean }).__weftNoMinimap && (
          <MiniMap
            pannable
            zoomable
            nodeColor={(n) =>
              n.type === 'sticky'
                ? '#ffd23355'
                : colourOf(
                    (n.data as { desc?: NodeTypeDescription }).desc,
                    String((n.data as { node?: WorkflowNode }).node?.type ?? ''),
                  )
            }
            maskColor="var(--canvas-minimap-mask)"
            ariaLabel="Minimap"
          />
        )}
        <Controls
          showInteractive={false}
          fitViewOptions={{ padding: 0.25, maxZoom: 1, duration: 200 }}
          aria-label="Zoom controls"
        />
      </ReactFlow>
      {empty && !readOnly && (
        <div className="canvas__empty">
          <button
            type="button"
            className="canvas__first-step"
            onClick={() => useCanvasUi.getState().openCreator()}
            data-testid="canvas-add-first-step"
          >
            <span className="canvas__first-plus">
              <Icon name="plus" size={28} />
            </span>
            <span>Add first step…</span>
          </button>
        </div>
      )}
    </div>
  );
}
