/**
 * The editor's workflow state and its pure transitions: loading, ids, activation, the unsaved-changes flag, edits, pin data,
 * and turning pasted n8n JSON into commands.
 */
import {
  nodeToSave,
  normalizePinData,
  toN8nTypeName,
  toWeftTypeName,
  type Connections,
  type Item,
  type NodeParameters,
  type Workflow,
  type WorkflowNode,
} from '@weft/workflow';
import { applyCommand, renameInParameters as renameParams, type Command } from './commands';
import { applyDiff, diffModels, type ModelDiff } from './diff';
import {
  cleanWorkflowName,
  connectionsToN8n,
  connectionKey,
  emptyWorkflow,
  isNewWorkflowId,
  newNodeId,
  NEW_WORKFLOW_ID,
  uniqueNodeName,
  type CanvasConnection,
  type DescribeNodeType,
  type WorkflowModel,
  type WorkflowTag,
} from './model';

export interface WorkflowState {
  workflow: WorkflowModel;
  /** Unsaved changes. */
  isDirty: boolean;
  /** 'workflowSaving' while a save runs. */
  activeAction: string | null;
}

export const initialWorkflowState: WorkflowState = { workflow: emptyWorkflow(), isDirty: false, activeAction: null };

/** Opens a workflow: nothing unsaved. */
export function setWorkflow(state: WorkflowState, workflow: WorkflowModel): WorkflowState {
  return { ...state, workflow, isDirty: false };
}

/** Sets the id; 'new' maps to the placeholder id. */
export function setWorkflowId(state: WorkflowState, id: string): WorkflowState {
  return { ...state, workflow: { ...state.workflow, id: isNewWorkflowId(id) ? NEW_WORKFLOW_ID : id } };
}

/** Marks the workflow active and clears the unsaved-changes flag. */
export function setWorkflowActive(state: WorkflowState): WorkflowState {
  return { ...state, workflow: { ...state.workflow, active: true }, isDirty: false };
}

/** Marks the workflow inactive. */
export function setWorkflowInactive(state: WorkflowState): WorkflowState {
  return { ...state, workflow: { ...state.workflow, active: false } };
}

/** Renames the workflow (trimmed, at most 128 characters); marks it dirty. An empty name is refused. */
export function setWorkflowName(state: WorkflowState, name: string): WorkflowState {
  const clean = cleanWorkflowName(name);
  if (clean === null || clean === state.workflow.name) return state;
  return { ...state, workflow: { ...state.workflow, name: clean }, isDirty: true };
}

/** Applies edits; any effective change marks the state dirty. */
export function applyEdits(state: WorkflowState, cmds: readonly Command[]): WorkflowState {
  return applyEditsWithDiffs(state, cmds).state;
}

/** Applies commands and answers, beside the new state, the record diff each one made (for history). */
export function applyEditsWithDiffs(
  state: WorkflowState,
  cmds: readonly Command[],
): { state: WorkflowState; diffs: ModelDiff[] } {
  const diffs: ModelDiff[] = [];
  let workflow = state.workflow;
  for (const cmd of cmds) {
    const next = applyCommand(workflow, cmd);
    diffs.push(diffModels(workflow, next));
    workflow = next;
  }
  return { state: workflow === state.workflow ? state : { ...state, workflow, isDirty: true }, diffs };
}

/** Applies a record diff (undo and redo). */
export function applyModelDiff(state: WorkflowState, diff: ModelDiff): WorkflowState {
  const workflow = applyDiff(state.workflow, diff);
  return workflow === state.workflow ? state : { ...state, workflow, isDirty: true };
}

/** Moves nodes without recording (live dragging); the drag's end records the move. */
export function setPositions(state: WorkflowState, positions: Record<string, [number, number]>): WorkflowState {
  const nodes = { ...state.workflow.nodes };
  let changed = false;
  for (const [id, pos] of Object.entries(positions)) {
    const n = nodes[id];
    if (!n || (n.position[0] === pos[0] && n.position[1] === pos[1])) continue;
    nodes[id] = { ...n, position: pos };
    changed = true;
  }
  if (!changed) return state;
  return { ...state, workflow: { ...state.workflow, nodes }, isDirty: true };
}

/** Replaces a node's parameters (a parameter change marks the state dirty). */
export function setNodeParameters(state: WorkflowState, nodeId: string, parameters: NodeParameters): WorkflowState {
  const node = state.workflow.nodes[nodeId];
  if (!node) throw new Error(`Node with the id "${nodeId}" could not be found to set parameter.`);
  return {
    ...state,
    workflow: { ...state.workflow, nodes: { ...state.workflow.nodes, [nodeId]: { ...node, parameters } } },
    isDirty: true,
  };
}

/** Updates other node fields (notes, settings, sticky size and content). Marks dirty. */
export function updateNode(state: WorkflowState, nodeId: string, patch: Partial<WorkflowNode>): WorkflowState {
  const node = state.workflow.nodes[nodeId];
  if (!node) return state;
  return {
    ...state,
    workflow: {
      ...state.workflow,
      nodes: { ...state.workflow.nodes, [nodeId]: { ...node, ...patch, id: node.id, name: node.name } },
    },
    isDirty: true,
  };
}

/** Pins data to a node (items wrapped into {json}; always an array). Marks dirty. */
export function pinData(state: WorkflowState, nodeName: string, data: unknown): WorkflowState {
  const items = normalizePinData(data);
  return {
    ...state,
    workflow: { ...state.workflow, pinData: { ...state.workflow.pinData, [nodeName]: items } },
    isDirty: true,
  };
}

/** Removes a node's pinned data. Marks dirty. */
export function unpinData(state: WorkflowState, nodeName: string): WorkflowState {
  if (!state.workflow.pinData[nodeName]) return state;
  const next = { ...state.workflow.pinData };
  delete next[nodeName];
  return { ...state, workflow: { ...state.workflow, pinData: next }, isDirty: true };
}

/** Sets the workflow's tags. Marks dirty. */
export function setTags(state: WorkflowState, tags: WorkflowTag[]): WorkflowState {
  return { ...state, workflow: { ...state.workflow, tags }, isDirty: true };
}

/** Sets the workflow's settings. Marks dirty. */
export function setSettings(state: WorkflowState, settings: WorkflowModel['settings']): WorkflowState {
  return { ...state, workflow: { ...state.workflow, settings }, isDirty: true };
}

/** Sets or clears the active action ('workflowSaving'). */
export function setActiveAction(state: WorkflowState, action: string | null): WorkflowState {
  return { ...state, activeAction: action };
}

/** What the server answered to a save. */
export interface SavedWorkflow {
  id: string;
  versionId?: string;
  name?: string;
  active?: boolean;
  settings?: WorkflowModel['settings'];
  tags?: unknown;
  updatedAt?: string;
}

/**
 * Takes a save's answer: the id, the new versionId, the name and settings
 * when supplied; the unsaved-changes flag is cleared. Edits made while the save was on its way
 * stay (the caller passes `keepDirty`).
 */
export function markSaved(state: WorkflowState, saved: SavedWorkflow, keepDirty = false): WorkflowState {
  const wf = state.workflow;
  const tags = Array.isArray(saved.tags)
    ? (saved.tags as unknown[]).map((t) =>
        typeof t === 'string' ? (wf.tags.find((x) => x.id === t) ?? { id: t, name: t }) : (t as WorkflowTag),
      )
    : wf.tags;
  return {
    ...state,
    workflow: {
      ...wf,
      id: saved.id,
      ...(saved.versionId ? { versionId: saved.versionId } : {}),
      ...(saved.name ? { name: saved.name } : {}),
      ...(saved.settings ? { settings: saved.settings } : {}),
      ...(saved.updatedAt ? { updatedAt: saved.updatedAt } : {}),
      active: saved.active ?? wf.active,
      tags,
    },
    isDirty: keepDirty ? state.isDirty : false,
  };
}

/** Nodes and connections in n8n's clipboard format. */
export interface ClipboardData {
  nodes: WorkflowNode[];
  connections: Connections;
  pinData?: Workflow['pinData'];
}

/** The selected nodes (and the connections among them) in n8n's format, with n8n type names. */
export function copyNodes(model: WorkflowModel, ids: readonly string[], describe?: DescribeNodeType): ClipboardData {
  const only = new Set(ids.filter((id) => model.nodes[id]));
  const saved = (n: WorkflowNode) => (describe ? nodeToSave(n, describe(n.type, n.typeVersion)) : n);
  const nodes = model.order
    .filter((id) => only.has(id))
    .map((id) => ({ ...saved(model.nodes[id]!), type: toN8nTypeName(model.nodes[id]!.type) }));
  const pinned: NonNullable<Workflow['pinData']> = {};
  for (const n of nodes) if (model.pinData[n.name]) pinned[n.name] = model.pinData[n.name]!;
  return {
    nodes,
    connections: connectionsToN8n(model, only),
    ...(Object.keys(pinned).length ? { pinData: pinned } : {}),
  };
}

/** Parses clipboard text as workflow JSON ({nodes, connections}); null when it is not one. */
export function parseClipboard(text: string): ClipboardData | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || !Array.isArray((data as ClipboardData).nodes)) return null;
  const d = data as ClipboardData;
  const nodes = d.nodes.filter(
    (n) => n && typeof n === 'object' && typeof n.name === 'string' && typeof n.type === 'string',
  );
  if (nodes.length === 0) return null;
  return {
    nodes,
    connections: d.connections && typeof d.connections === 'object' ? d.connections : {},
    ...(d.pinData ? { pinData: d.pinData } : {}),
  };
}

/**
 * Commands that add pasted nodes: new ids, names made unique (connections and expressions
 * follow the new names), n8n type names mapped to Weft's, positions shifted so the group's
 * top-left lands at `at` (or by 40 px when not given). Returns the commands and the new ids.
 */
export function pasteCommands(
  model: WorkflowModel,
  data: ClipboardData,
  at?: [number, number],
  allowedCredentialIds?: ReadonlySet<string>,
): { commands: Command[]; ids: string[]; pinData: Record<string, Item[]> } {
  const taken = new Set(Object.values(model.nodes).map((n) => n.name));
  const rename = new Map<string, string>();
  const idByOldName = new Map<string, string>();
  const minX = Math.min(...data.nodes.map((n) => (Array.isArray(n.position) ? Number(n.position[0]) || 0 : 0)));
  const minY = Math.min(...data.nodes.map((n) => (Array.isArray(n.position) ? Number(n.position[1]) || 0 : 0)));
  const dx = at ? at[0] - minX : 40;
  const dy = at ? at[1] - minY : 40;
  const commands: Command[] = [];
  const ids: string[] = [];
  for (const raw of data.nodes) {
    if (idByOldName.has(raw.name)) continue;
    const name = uniqueNodeName(taken, raw.name);
    taken.add(name);
    rename.set(raw.name, name);
    const id = newNodeId();
    idByOldName.set(raw.name, id);
    ids.push(id);
    const pos = Array.isArray(raw.position) ? raw.position : [0, 0];
    const node: WorkflowNode = {
      ...raw,
      id,
      name,
      type: toWeftTypeName(raw.type),
      typeVersion: typeof raw.typeVersion === 'number' ? raw.typeVersion : 1,
      position: [(Number(pos[0]) || 0) + dx, (Number(pos[1]) || 0) + dy],
      parameters: raw.parameters ?? {},
    };
    if (allowedCredentialIds) {
      const credentials = withoutForeignCredentials(raw.credentials, allowedCredentialIds);
      if (credentials) node.credentials = credentials;
      else delete node.credentials;
    }
    delete (node as Partial<WorkflowNode>).webhookId;
    if (raw.webhookId) node.webhookId = newNodeId();
    commands.push({ type: 'addNode', node });
  }
  // Expressions in the pasted nodes follow renamed siblings.
  for (const cmd of commands) {
    if (cmd.type !== 'addNode') continue;
    let params = cmd.node.parameters;
    for (const [from, to] of rename) if (from !== to) params = renameParams(params, from, to);
    cmd.node.parameters = params;
  }
  const seen = new Set<string>();
  for (const [sourceName, byType] of Object.entries(data.connections ?? {})) {
    const source = idByOldName.get(sourceName);
    if (!source) continue;
    for (const [type, outputs] of Object.entries(byType ?? {})) {
      (outputs ?? []).forEach((targets, sourceOutput) => {
        for (const t of targets ?? []) {
          const target = t && idByOldName.get(t.node);
          if (!target) continue;
          const connection: CanvasConnection = {
            source,
            sourceOutput,
            target,
            targetInput: t.index ?? 0,
            type: t.type ?? type,
          };
          const key = connectionKey(connection);
          if (seen.has(key)) continue;
          seen.add(key);
          commands.push({ type: 'addConnection', connection });
        }
      });
    }
  }
  const pinned: Record<string, Item[]> = {};
  for (const [oldName, items] of Object.entries(data.pinData ?? {})) {
    const name = rename.get(oldName);
    if (name) pinned[name] = normalizePinData(items);
  }
  return { commands, ids, pinData: pinned };
}

/**
 * A pasted or imported node's credentials without the foreign ones: a
 * reference whose id is not among `allowed` (the credentials this user may use) is dropped, so
 * the node asks for a credential instead of pointing at one of another instance or user. A
 * name-only reference (id null, n8n's old form) stays, to be matched or replaced in the NDV.
 * Answers undefined when none remain.
 */
export function withoutForeignCredentials(
  credentials: WorkflowNode['credentials'],
  allowed: ReadonlySet<string>,
): WorkflowNode['credentials'] {
  const kept = Object.entries(credentials ?? {}).filter(([, ref]) => {
    if (typeof ref === 'string' || ref === null || ref === undefined) return true;
    return ref.id === null || ref.id === undefined || allowed.has(String(ref.id));
  });
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** The message when a node type's `maxNodes` is reached (existing versus maxNodes). */
export function maxNodesMessage(displayName: string, max: number): string {
  return `Node can not be created because in a workflow max. ${max} ${max === 1 ? 'node' : 'nodes'} of type "${displayName}" ${max === 1 ? 'is' : 'are'} allowed`;
}

/** How many nodes of a type the workflow has, and whether one more would pass the type's `maxNodes`. */
export function maxNodesCheck(
  model: WorkflowModel,
  type: string,
  maxNodes: number | undefined,
  adding = 1,
): { existing: number; allowed: boolean } {
  const weftType = toWeftTypeName(type);
  const existing = Object.values(model.nodes).filter((n) => toWeftTypeName(n.type) === weftType).length;
  return { existing, allowed: maxNodes === undefined || existing + adding <= maxNodes };
}
