/**
 * Edits made on the canvas: each applies commands to the workflow and records them for undo
 * (several at once as one bulk step). Edits keep the run data shown; changed nodes become stale.
 */
import type { Item, NodeParameters, NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { useHistoryStore } from '../stores/history/store';
import { useRunStore } from '../stores/executions-run/store';
import type { Command } from '../stores/workflow/commands';
import { emptyDiff } from '../stores/workflow/diff';
import {
  connectionKey,
  connectionsOf,
  newNodeId,
  uniqueNodeName,
  type CanvasConnection,
} from '../stores/workflow/model';
import { copyNodes, pasteCommands, type ClipboardData } from '../stores/workflow/state';
import { useWorkflowStore } from '../stores/workflow/store';
import { latestVersion } from '../stores/node-types/state';
import { describeNodeType, useNodeTypesStore } from '../stores/node-types/store';
import { useCredentialsStore } from '../stores/credentials/store';
import { isEnterpriseFeatureEnabled, useSettingsStore } from '../stores/settings/store';
import { currentUser } from '../stores/users/state';
import { useUsersStore } from '../stores/users/store';
import { credentialPermissions, permissionUser } from '../utils/permissions';
import { tryPinMany } from './pin-data';
import { CORE_NODE_TYPES } from '@weft/workflow';

/** Applies and records commands; more than one become a single undoable step. */
export function runCommands(cmds: Command[]): void {
  if (cmds.length === 0) return;
  const wf = useWorkflowStore.getState();
  const hist = useHistoryStore.getState();
  const diffs = wf.apply(cmds);
  if (cmds.length === 1) hist.record(cmds[0]!, diffs[0]!);
  else {
    hist.startRecording();
    cmds.forEach((c, i) => useHistoryStore.getState().record(c, diffs[i]!));
    useHistoryStore.getState().stopRecording();
  }
  // Run data stays while editing (as in n8n): nodes whose configuration changed show as stale
  // (see stores/executions-run/stale.ts). Removed and toggled nodes lose their own data.
  const run = useRunStore.getState();
  const gone: string[] = [];
  for (const c of cmds) {
    if (c.type === 'removeNode') gone.push(c.node.name);
    else if (c.type === 'renameNode') run.renameNodeRunData(c.from, c.to);
    else if (c.type === 'toggleEnabled') {
      const node = useWorkflowStore.getState().workflow.nodes[c.nodeId];
      if (node) gone.push(node.name);
    }
  }
  if (gone.length) run.clearNodeRunData(gone);
}

/** Node types whose `path` starts as the node's webhook id (n8n's webhook, form and MCP triggers). */
export const PATH_FROM_WEBHOOK_ID = new Set<string>([
  CORE_NODE_TYPES.webhook,
  CORE_NODE_TYPES.formTrigger,
  CORE_NODE_TYPES.mcpTrigger,
]);

/** A new node of a type, with a unique name, at a position. */
export function makeNode(
  desc: NodeTypeDescription,
  position: [number, number],
  values: NodeParameters = {},
): WorkflowNode {
  const names = Object.values(useWorkflowStore.getState().workflow.nodes).map((n) => n.name);
  const version =
    latestVersion(useNodeTypesStore.getState(), desc.name) ??
    (Array.isArray(desc.version) ? Math.max(...desc.version) : desc.version);
  const node: WorkflowNode = {
    id: newNodeId(),
    name: uniqueNodeName(names, desc.defaults?.name ?? desc.displayName),
    type: desc.name,
    typeVersion: version,
    position,
    parameters: { ...values },
  };
  if (desc.webhooks?.length) {
    node.webhookId = newNodeId();
    // As n8n: a webhook-style trigger's empty path becomes its webhook id, so the Path field
    // shows the path its URL already uses instead of 'Parameter Path is required'.
    if (PATH_FROM_WEBHOOK_ID.has(desc.name) && !node.parameters.path) node.parameters.path = node.webhookId;
  }
  return node;
}

/** Adds a node, optionally connected from a source output and/or into a target input. */
export function addNode(
  node: WorkflowNode,
  links: {
    from?: { nodeId: string; output: number };
    to?: { nodeId: string; input: number };
    replace?: CanvasConnection;
  } = {},
): void {
  const cmds: Command[] = [{ type: 'addNode', node }];
  if (links.replace) cmds.push({ type: 'removeConnection', connection: links.replace });
  if (links.from)
    cmds.push({
      type: 'addConnection',
      connection: {
        source: links.from.nodeId,
        sourceOutput: links.from.output,
        target: node.id,
        targetInput: 0,
        type: 'main',
      },
    });
  if (links.to)
    cmds.push({
      type: 'addConnection',
      connection: {
        source: node.id,
        sourceOutput: 0,
        target: links.to.nodeId,
        targetInput: links.to.input,
        type: 'main',
      },
    });
  runCommands(cmds);
}

/** Adds a sub-node (a chat model, a memory, a tool…) connected to a root node's input of its type, as one step. */
export function addSubNode(node: WorkflowNode, to: { nodeId: string; type: string; index: number }): void {
  runCommands([
    { type: 'addNode', node },
    {
      type: 'addConnection',
      connection: { source: node.id, sourceOutput: 0, target: to.nodeId, targetInput: to.index, type: to.type },
    },
  ]);
}

/** Deletes nodes (with their connections) and connections, as one step. */
export function deleteElements(nodeIds: readonly string[], connectionKeys: readonly string[] = []): void {
  const { workflow } = useWorkflowStore.getState();
  const cmds: Command[] = [];
  const seen = new Set<string>();
  for (const key of connectionKeys) {
    const c = workflow.connections[key];
    if (c && !seen.has(key)) {
      seen.add(key);
      cmds.push({ type: 'removeConnection', connection: c });
    }
  }
  for (const id of nodeIds) {
    const node = workflow.nodes[id];
    if (!node) continue;
    for (const c of connectionsOf(workflow, id)) {
      const key = connectionKey(c);
      if (seen.has(key)) continue;
      seen.add(key);
      cmds.push({ type: 'removeConnection', connection: c });
    }
    // The pinned data goes with the node, and comes back with it on undo.
    const pinned = workflow.pinData[node.name];
    cmds.push({ type: 'removeNode', node, ...(pinned ? { pinData: pinned } : {}) });
  }
  runCommands(cmds);
}

/** Connects two nodes. */
export function connect(connection: CanvasConnection): void {
  const { workflow } = useWorkflowStore.getState();
  if (workflow.connections[connectionKey(connection)] || connection.source === connection.target) return;
  runCommands([{ type: 'addConnection', connection }]);
}

/** Toggles the disabled flag of nodes (all take the opposite of the first one's state). */
export function toggleEnabled(nodeIds: readonly string[]): void {
  const { workflow } = useWorkflowStore.getState();
  const nodes = nodeIds
    .map((id) => workflow.nodes[id])
    .filter((n): n is WorkflowNode => !!n && n.type !== CORE_NODE_TYPES.stickyNote);
  if (!nodes.length) return;
  const to = !nodes[0]!.disabled;
  runCommands(
    nodes
      .filter((n) => !!n.disabled !== to)
      .map((n) => ({ type: 'toggleEnabled', nodeId: n.id, from: !!n.disabled, to })),
  );
}

/** Renames a node; refuses an empty or taken name. Answers an error message or null. */
export function renameNode(nodeId: string, name: string): string | null {
  const { workflow } = useWorkflowStore.getState();
  const node = workflow.nodes[nodeId];
  const next = name.trim();
  if (!node) return 'The node no longer exists.';
  if (!next) return 'A node needs a name.';
  if (next === node.name) return null;
  if (Object.values(workflow.nodes).some((n) => n.name === next)) return `There is already a node named "${next}".`;
  runCommands([{ type: 'renameNode', nodeId, from: node.name, to: next }]);
  return null;
}

/** Records a finished drag as moves (one step for several nodes). */
export function recordMoves(moves: Array<{ nodeId: string; from: [number, number]; to: [number, number] }>): void {
  const real = moves.filter((m) => m.from[0] !== m.to[0] || m.from[1] !== m.to[1]);
  if (!real.length) return;
  const hist = useHistoryStore.getState();
  const { nodes } = useWorkflowStore.getState().workflow;
  // The drag already moved the nodes (live, unrecorded): each move's diff is the node before and now.
  const recorded = real.flatMap((m) => {
    const now = nodes[m.nodeId];
    if (!now) return [];
    const cmd: Command = { type: 'moveNode', nodeId: m.nodeId, from: m.from, to: m.to };
    const diff = emptyDiff();
    diff.nodes.updated[m.nodeId] = [{ ...now, position: m.from }, now];
    return [{ cmd, diff }];
  });
  if (recorded.length === 1) hist.record(recorded[0]!.cmd, recorded[0]!.diff);
  else if (recorded.length > 1) {
    hist.startRecording();
    for (const r of recorded) useHistoryStore.getState().record(r.cmd, r.diff);
    useHistoryStore.getState().stopRecording();
  }
}

/** The selection as n8n-format JSON. */
export function copySelection(nodeIds: readonly string[]): string | null {
  if (!nodeIds.length) return null;
  return JSON.stringify(copyNodes(useWorkflowStore.getState().workflow, nodeIds, describeNodeType), null, 2);
}

/** Ids of the credentials the signed-in user may use, or undefined while they are not loaded. */
function usableCredentialIds(): Set<string> | undefined {
  const { credentials, loaded } = useCredentialsStore.getState();
  if (!loaded) return undefined;
  const subject = permissionUser(currentUser(useUsersStore.getState()));
  const sharingEnabled = isEnterpriseFeatureEnabled(useSettingsStore.getState().settings, 'sharing');
  return new Set(
    Object.values(credentials)
      .filter((c) => credentialPermissions(subject, c, { sharingEnabled }).use)
      .map((c) => c.id),
  );
}

/** Pastes n8n-format nodes (credentials this user may not use are left out); answers the new node ids. */
export function paste(data: ClipboardData, at?: [number, number]): string[] {
  const { workflow } = useWorkflowStore.getState();
  const { commands, ids, pinData } = pasteCommands(workflow, data, at, usableCredentialIds());
  runCommands(commands);
  // Pasted pinned data goes through the same 12 MiB check as any other pin; the nodes stay either way.
  tryPinMany(Object.entries(pinData));
  return ids;
}

/**
 * Pins the last run's output of nodes, or unpins nodes that are pinned (the P key). Pins pass the
 * workflow's 12 MiB pinned-data check like every other pin path; a refused node stays unpinned.
 */
export function togglePin(nodeIds: readonly string[]): void {
  const wf = useWorkflowStore.getState();
  const runData = useRunStore.getState().runData;
  const toPin: Array<[string, Item[]]> = [];
  // One undo step for the whole toggle, however many nodes it pins or unpins.
  useHistoryStore.getState().startRecording();
  for (const id of nodeIds) {
    const node = wf.workflow.nodes[id];
    if (!node || node.type === CORE_NODE_TYPES.stickyNote) continue;
    if (wf.workflow.pinData[node.name]) useWorkflowStore.getState().unpinData(node.name);
    else {
      const runs = runData?.[node.name];
      const items = runs?.[runs.length - 1]?.data?.main?.[0];
      if (items?.length) toPin.push([node.name, items.map((i) => ({ json: i.json }))]);
    }
  }
  try {
    tryPinMany(toPin);
  } finally {
    useHistoryStore.getState().stopRecording();
  }
}
