import { useMemo, useRef, type RefObject } from 'react';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { CORE_NODE_TYPES, isTriggerType } from '@weft/workflow';
import { t } from '../i18n';
import { toast } from '../stores/toasts/store';
import { useRunStore } from '../stores/executions-run/store';
import { nodeStatus, type NodeRunStatus } from '../stores/executions-run/state';
import { useNodeDirtiness } from '../stores/executions-run/use-dirtiness';
import { getNodeType, knownVersions } from '../stores/node-types/state';
import { useNodeTypesStore } from '../stores/node-types/store';
import { useWorkflowStore } from '../stores/workflow/store';
import * as actions from './actions';
import { inputCountOf, issueLines, issuesOf, outputsOf, subtitleOf } from './node-info';
import { subNodeInputsOf, subNodeOutputOf } from './sub-nodes';
import { STICKY_DEFAULT, type StickyFlowNode } from './StickyNoteView';
import { useCanvasUi } from './ui-store';
import { NODE_SIZE, type WorkflowFlowNode } from './WorkflowNodeView';

/** A node as the canvas gives it to xyflow. */
export type FlowNode = WorkflowFlowNode | StickyFlowNode;

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
/**
 * The workflow's nodes as xyflow nodes. Each node object is rebuilt only when what it shows
 * changed (its parameters, type, run status, pin, selection, connections); a move or a selection
 * change keeps the computed data, so a 500-node canvas re-renders only the nodes that changed.
 * `measured` holds the sizes xyflow measured, given back when a node object is rebuilt.
 */
export function useFlowNodes(
  readOnly: boolean,
  measured: RefObject<Map<string, { width: number; height: number }>>,
): FlowNode[] {
  const workflow = useWorkflowStore((s) => s.workflow);
  const byName = useNodeTypesStore((s) => s.byName);
  const runData = useRunStore((s) => s.runData);
  const executingNodes = useRunStore((s) => s.executingNodes);
  const selected = useCanvasUi((s) => s.selected);
  const cache = useRef(new Map<string, CacheEntry>());

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
    measured,
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
  return nodes;
}
