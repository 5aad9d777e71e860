import { useCallback, useEffect, useMemo, useRef } from 'react';
import { t } from '../i18n';
import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  useStore,
  type Connection,
  type EdgeChange,
  type FinalConnectionState,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { CORE_NODE_TYPES, isTriggerType } from '@weft/workflow';
import { Icon } from '../components/ui/Icon';
import { toast, useToastStore } from '../stores/toasts/store';
import { useHistoryStore } from '../stores/history/store';
import { useRunStore } from '../stores/executions-run/store';
import { nodeStatus, outputItemCount, type NodeRunStatus } from '../stores/executions-run/state';
import { useNodeDirtiness } from '../stores/executions-run/use-dirtiness';
import { getNodeType, knownVersions } from '../stores/node-types/state';
import { useNodeTypesStore } from '../stores/node-types/store';
import { parseClipboard } from '../stores/workflow/state';
import { useWorkflowStore } from '../stores/workflow/store';
import * as actions from './actions';
import { CanvasEdge, type CanvasFlowEdge } from './CanvasEdge';
import { colourOf } from './NodeIcon';
import { inputCountOf, issueLines, issuesOf, outputsOf, subtitleOf } from './node-info';
import { connectionsInto, handleId, parseHandle, subNodeInputsOf, subNodeOutputOf, subNodeRefusal } from './sub-nodes';
import { StickyNoteView, STICKY_DEFAULT, type StickyFlowNode } from './StickyNoteView';
import { FIT_VIEW_EVENT, useCanvasUi } from './ui-store';
import { NODE_SIZE, WorkflowNodeView, type WorkflowFlowNode } from './WorkflowNodeView';
import { useNdvStore } from '../stores/ndv/store';
import '../styles/canvas.css';

const nodeTypes = { workflowNode: WorkflowNodeView, sticky: StickyNoteView };
const edgeTypes = { canvasEdge: CanvasEdge };
/** Grid the nodes snap to. */
export const GRID = 20;
/** Below this zoom the canvas draws nodes without their details. */
export const FAR_ZOOM = 0.45;
const ONLY_VISIBLE = !(globalThis as { __weftRenderAll?: boolean }).__weftRenderAll;

type FlowNode = WorkflowFlowNode | StickyFlowNode;

interface CacheEntry {
  node: WorkflowNode;
  desc: NodeTypeDescription | undefined;
  status: NodeRunStatus;
  staleReason: string | undefined;
  pinned: boolean;
  selected: boolean;
  connected: string;
  readOnly: boolean;
  measured: { width: number; height: number } | undefined;
  flow: FlowNode;
}

function sameRender(a: WorkflowNode, b: WorkflowNode): boolean {
  return (
    a.parameters === b.parameters &&
    a.name === b.name &&
    a.disabled === b.disabled &&
    a.type === b.type &&
    a.typeVersion === b.typeVersion &&
    a.onError === b.onError &&
    a.credentials === b.credentials
  );
}

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return (
    el.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) ||
    !!el.closest('[role="dialog"], [role="menu"], .node-creator, .cm-editor')
  );
}

/** Stable callbacks the nodes call. */
const nodeCallbacks = {
  onRunTo: (name: string) =>
    void useRunStore
      .getState()
      .run(name)
      .catch((e: unknown) => toast.error(e, 'Problem running workflow')),
  onToggle: (id: string) => actions.toggleEnabled([id]),
  onDelete: (id: string) => actions.deleteElements([id]),
  onOpenCreator: (from: { nodeId: string; output: number }) => useCanvasUi.getState().openCreator({ from }),
  onOpenSubCreator: (subNodeFor: { nodeId: string; type: string; index: number }) =>
    useCanvasUi.getState().openCreator({ subNodeFor }),
};
const stickyChange = (id: string, parameters: Record<string, unknown>) =>
  useWorkflowStore.getState().setNodeParameters(id, parameters as WorkflowNode['parameters']);
const edgeCallbacks = {
  onInsert: (key: string) => useCanvasUi.getState().openCreator({ insert: key }),
  onDelete: (key: string) => actions.deleteElements([], [key]),
};

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
  const byName = useNodeTypesStore((s) => s.byName);
  const runData = useRunStore((s) => s.runData);
  const executingNodes = useRunStore((s) => s.executingNodes);
  const selected = useCanvasUi((s) => s.selected);
  const selectedEdges = useCanvasUi((s) => s.selectedEdges);
  const flow = useReactFlow();
  const cache = useRef(new Map<string, CacheEntry>());
  const measured = useRef(new Map<string, { width: number; height: number }>());
  const dragStart = useRef<Map<string, [number, number]> | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  const connectedOutputs = useMemo(() => {
    const map = new Map<string, number[]>();
    for (const c of Object.values(workflow.connections)) {
      if (c.type !== 'main') continue;
      const list = map.get(c.source) ?? [];
      list.push(c.sourceOutput);
      map.set(c.source, list);
    }
    return map;
  }, [workflow.connections]);

  // Connections into each sub-node input of a root node (`type-index` → count), by node id.
  const subTaken = useMemo(() => {
    const map = new Map<string, Record<string, number>>();
    for (const c of Object.values(workflow.connections)) {
      if (c.type === 'main') continue;
      const taken = map.get(c.target) ?? {};
      const key = `${c.type}-${c.targetInput}`;
      taken[key] = (taken[key] ?? 0) + 1;
      map.set(c.target, taken);
    }
    return map;
  }, [workflow.connections]);

  // Nodes changed since they ran keep their data but show as stale (as n8n does).
  const dirtiness = useNodeDirtiness();

  const nodes = useMemo(() => {
    const types = { byName, loaded: true };
    const out: FlowNode[] = [];
    const next = new Map<string, CacheEntry>();
    const run = { runData, executingNodes };
    for (const id of workflow.order) {
      const node = workflow.nodes[id];
      if (!node) continue;
      const desc = getNodeType(types, node.type, node.typeVersion);
      const base = node.type === CORE_NODE_TYPES.stickyNote ? null : nodeStatus(run, node.name);
      const status: NodeRunStatus = base === 'success' && dirtiness[node.name] ? 'stale' : base;
      const staleReason = status === 'stale' ? dirtiness[node.name] : undefined;
      const pinned = !!workflow.pinData[node.name];
      const isSelected = !!selected[id];
      const taken = subTaken.get(id) ?? {};
      const connected = `${(connectedOutputs.get(id) ?? []).join(',')}|${Object.entries(taken)
        .map(([k, v]) => `${k}:${v}`)
        .join(',')}`;
      const m = measured.current.get(id);
      const prev = cache.current.get(id);
      let entry: CacheEntry;
      if (
        prev &&
        prev.node === node &&
        prev.desc === desc &&
        prev.status === status &&
        prev.staleReason === staleReason &&
        prev.pinned === pinned &&
        prev.selected === isSelected &&
        prev.connected === connected &&
        prev.readOnly === readOnly
      ) {
        entry = prev;
      } else if (
        prev &&
        sameRender(prev.node, node) &&
        prev.desc === desc &&
        prev.status === status &&
        prev.staleReason === staleReason &&
        prev.pinned === pinned &&
        prev.connected === connected &&
        prev.readOnly === readOnly &&
        prev.node.type !== CORE_NODE_TYPES.stickyNote
      ) {
        // Only the position or selection changed: keep the computed data.
        entry = {
          ...prev,
          node,
          selected: isSelected,
          measured: m,
          flow: {
            ...prev.flow,
            position: { x: node.position[0], y: node.position[1] },
            selected: isSelected,
            ...(m ? { measured: m } : {}),
          },
        };
      } else if (node.type === CORE_NODE_TYPES.stickyNote) {
        const width = Number(node.parameters.width) || STICKY_DEFAULT.width;
        const height = Number(node.parameters.height) || STICKY_DEFAULT.height;
        entry = {
          node,
          desc,
          status,
          staleReason,
          pinned,
          selected: isSelected,
          connected,
          readOnly,
          measured: m,
          flow: {
            id,
            type: 'sticky',
            position: { x: node.position[0], y: node.position[1] },
            width,
            height,
            zIndex: -1,
            selected: isSelected,
            data: { node, readOnly, onChange: stickyChange },
            ...(m ? { measured: m } : {}),
          },
        };
      } else {
        const issues = issueLines(
          issuesOf(node, desc, { pinned, runData, knownVersions: desc ? undefined : knownVersions(types, node.type) }),
        );
        const subInputs = subNodeInputsOf(desc, node);
        const subOutput = subNodeOutputOf(desc, node);
        for (const slot of subInputs)
          if (slot.required && !taken[`${slot.type}-${slot.index}`])
            issues.push(t('subNodes.required', { label: slot.label }));
        entry = {
          node,
          desc,
          status,
          staleReason,
          pinned,
          selected: isSelected,
          connected,
          readOnly,
          measured: m,
          flow: {
            id,
            type: 'workflowNode',
            position: { x: node.position[0], y: node.position[1] },
            // Known size before measuring: the minimap and fit view need no DOM round trip.
            initialWidth: NODE_SIZE,
            initialHeight: NODE_SIZE,
            selected: isSelected,
            ...(m ? { measured: m } : {}),
            data: {
              node,
              desc,
              status,
              staleReason,
              pinned,
              issues,
              readOnly,
              outputs: outputsOf(node, desc),
              inputs: inputCountOf(desc, node),
              subtitle: subtitleOf(node, desc),
              isTrigger: isTriggerType(desc),
              connectedOutputs: connectedOutputs.get(id) ?? [],
              subInputs,
              subTaken: taken,
              ...(subOutput ? { subOutput } : {}),
              ...nodeCallbacks,
            },
          },
        };
      }
      next.set(id, entry);
      out.push(entry.flow);
    }
    cache.current = next;
    return out;
  }, [
    workflow.nodes,
    workflow.order,
    workflow.pinData,
    byName,
    runData,
    executingNodes,
    selected,
    readOnly,
    connectedOutputs,
    subTaken,
    dirtiness,
  ]);

  const edgeCache = useRef(new Map<string, CanvasFlowEdge>());
  const edges = useMemo(() => {
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
        useCanvasUi
          .getState()
          .openCreator({
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

  // Keyboard shortcuts and the clipboard.
  useEffect(() => {
    let pendingPaste: { text: string | null } | null = null;
    let readOnlyNoticeShown = false;
    let pointer: { x: number; y: number } | null = null;
    const onPointerMove = (e: PointerEvent) => {
      pointer = { x: e.clientX, y: e.clientY };
    };
    const selectedIds = () =>
      Object.keys(useCanvasUi.getState().selected).filter((id) => useWorkflowStore.getState().workflow.nodes[id]);
    /** Where pasted nodes go: around the pointer when it is over the canvas, else the middle. */
    const pastePoint = (): [number, number] => {
      const r = wrapper.current?.getBoundingClientRect();
      const inside =
        pointer && r && pointer.x >= r.left && pointer.x <= r.right && pointer.y >= r.top && pointer.y <= r.bottom;
      const p = flow.screenToFlowPosition(
        inside
          ? pointer!
          : { x: (r?.left ?? 0) + (r?.width ?? 800) / 2 - 100, y: (r?.top ?? 0) + (r?.height ?? 600) / 2 - 60 },
      );
      return [Math.round(p.x / GRID) * GRID, Math.round(p.y / GRID) * GRID];
    };
    const doPaste = (text: string | null, atPointer = true) => {
      if (readOnly || !text) return;
      const data = parseClipboard(text);
      if (!data) return;
      const ids = actions.paste(data, atPointer ? pastePoint() : undefined);
      useCanvasUi.getState().select(ids);
    };
    const onKey = (e: KeyboardEvent) => {
      if (isEditable(e.target) || e.defaultPrevented) return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 's') {
        e.preventDefault();
        if (!readOnly) onSave?.();
        return;
      }
      if (mod && key === 'enter') {
        e.preventDefault();
        if (!readOnly)
          void useRunStore
            .getState()
            .run()
            .catch((err: unknown) => toast.error(err, 'Problem running workflow'));
        return;
      }
      if (mod && key === 'a') {
        e.preventDefault();
        useCanvasUi.getState().select(useWorkflowStore.getState().workflow.order);
        return;
      }
      if (e.key === 'Enter' && !mod && !e.altKey) {
        // Enter opens the node details view of the one selected node.
        const ids = selectedIds().filter(
          (id) => useWorkflowStore.getState().workflow.nodes[id]?.type !== CORE_NODE_TYPES.stickyNote,
        );
        if (ids.length === 1) {
          e.preventDefault();
          useNdvStore.getState().open(ids[0]!);
        }
        return;
      }
      if (mod && key === 'c') {
        const json = actions.copySelection(selectedIds());
        if (json) {
          lastCopied = json;
          void navigator.clipboard?.writeText(json).catch(() => undefined);
          toast.info('Copied to the clipboard');
        }
        return;
      }
      if (readOnly) {
        // A read-only edit attempt gets an info message that stays.
        const edit =
          e.key === 'Delete' ||
          e.key === 'Backspace' ||
          e.key === 'F2' ||
          (!mod && (key === 'd' || key === 'p')) ||
          (mod && ['v', 'z', 'y', 'd'].includes(key));
        if (edit && !readOnlyNoticeShown) {
          readOnlyNoticeShown = true;
          useToastStore
            .getState()
            .show({
              type: 'info',
              title: 'This view is read-only',
              message: 'Open the workflow in the editor to change it.',
              duration: 0,
            });
        }
        return;
      }
      if (mod && key === 'v') {
        if (navigator.clipboard?.readText) {
          const pending = { text: null as string | null };
          pendingPaste = pending;
          navigator.clipboard
            .readText()
            .then((t) => doPaste(t || pending.text || lastCopied))
            .catch(() => doPaste(pending.text ?? lastCopied))
            .finally(() => {
              if (pendingPaste === pending) pendingPaste = null;
            });
        }
        return;
      }
      if ((mod && key === 'z' && e.shiftKey) || (mod && key === 'y')) {
        e.preventDefault();
        void useHistoryStore.getState().redo();
        return;
      }
      if (mod && key === 'z') {
        e.preventDefault();
        void useHistoryStore.getState().undo();
        return;
      }
      if (mod && key === 'd') {
        e.preventDefault();
        const json = actions.copySelection(selectedIds());
        if (json) doPaste(json, false);
        return;
      }
      if (mod || e.altKey) return;
      if (e.key === 'Delete' || e.key === 'Backspace') {
        e.preventDefault();
        actions.deleteElements(selectedIds(), Object.keys(useCanvasUi.getState().selectedEdges));
        useCanvasUi.getState().select([]);
      } else if (key === 'd') {
        actions.toggleEnabled(selectedIds());
      } else if (key === 'p') {
        actions.togglePin(selectedIds());
      } else if (e.key === 'F2') {
        const ids = selectedIds();
        if (ids.length === 1) useCanvasUi.getState().setRenaming(ids[0]!);
      } else if (e.key === 'Tab') {
        e.preventDefault();
        useCanvasUi.getState().openCreator();
      } else if (key === '1' && e.shiftKey) {
        void flow.fitView({ padding: 0.2, maxZoom: 1, duration: 200 });
      }
    };
    const onPasteEvent = (e: ClipboardEvent) => {
      if (isEditable(e.target)) return;
      const text = e.clipboardData?.getData('text/plain') ?? null;
      if (pendingPaste) pendingPaste.text = text;
      else doPaste(text);
    };
    const onCopyEvent = (e: ClipboardEvent) => {
      if (isEditable(e.target)) return;
      const json = actions.copySelection(selectedIds());
      if (json && e.clipboardData) {
        e.clipboardData.setData('text/plain', json);
        e.preventDefault();
      }
    };
    const onFit = () => void flow.fitView({ padding: 0.25, maxZoom: 1, duration: 200 });
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointermove', onPointerMove, { passive: true });
    window.addEventListener(FIT_VIEW_EVENT, onFit);
    document.addEventListener('paste', onPasteEvent);
    document.addEventListener('copy', onCopyEvent);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener(FIT_VIEW_EVENT, onFit);
      document.removeEventListener('paste', onPasteEvent);
      document.removeEventListener('copy', onCopyEvent);
    };
  }, [readOnly, onSave, flow]);

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

/** What Ctrl+C copied last (a fallback when the system clipboard cannot be read). */
let lastCopied: string | null = null;
