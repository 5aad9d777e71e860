/**
 * The workflow being edited, as the canvas keeps it: nodes keyed by their id and connections
 * between ids, so a rename is one change. n8n's export format (connections keyed by node name)
 * is produced and read only at the edges: loading, saving, copy and paste.
 */
import {
  nodeToSave,
  PLACEHOLDER_EMPTY_WORKFLOW_ID,
  toWeftTypeName,
  type Connections,
  type NodeTypeDescription,
  type PinData,
  type Workflow,
  type WorkflowNode,
  type WorkflowSettings,
} from '@weft/workflow';

/** Default name of a new workflow. */
export const DEFAULT_WORKFLOW_NAME = 'My workflow';
/** Longest workflow name. */
export const MAX_WORKFLOW_NAME_LENGTH = 128;
/** Suffix a duplicated workflow's name gets. */
export const COPY_SUFFIX = ' copy';
/** The placeholder id of an unsaved new workflow. */
export const NEW_WORKFLOW_ID = PLACEHOLDER_EMPTY_WORKFLOW_ID;

/** A connection between two nodes, by node id. */
export interface CanvasConnection {
  source: string;
  sourceOutput: number;
  target: string;
  targetInput: number;
  /** Connection type ('main'). */
  type: string;
}

/** A tag as the server sends it. */
export interface WorkflowTag {
  id: string;
  name: string;
}

/** The editable workflow. */
export interface WorkflowModel {
  /** The server id, or {@link NEW_WORKFLOW_ID} while unsaved. */
  id: string;
  name: string;
  active: boolean;
  /** Nodes by id. */
  nodes: Record<string, WorkflowNode>;
  /** Node ids in document order (the order of n8n's `nodes` array). */
  order: string[];
  /** Connections by {@link connectionKey}. */
  connections: Record<string, CanvasConnection>;
  settings: WorkflowSettings;
  tags: WorkflowTag[];
  /** Pinned data by node name (the export format's key). */
  pinData: PinData;
  versionId?: string;
  meta?: Record<string, unknown>;
  createdAt?: string;
  updatedAt?: string;
  /** Owner and sharees, for the permission rules. */
  ownedBy?: { id: string } | null;
  sharedWith?: Array<{ id: string }>;
}

/** The stable key of a connection: equal connections have equal keys. */
export function connectionKey(c: CanvasConnection): string {
  return `${c.source}|${c.type}|${c.sourceOutput}|${c.target}|${c.targetInput}`;
}

/** A new, empty workflow (inactive, nothing in it). */
export function emptyWorkflow(name: string = DEFAULT_WORKFLOW_NAME): WorkflowModel {
  return {
    id: NEW_WORKFLOW_ID,
    name,
    active: false,
    nodes: {},
    order: [],
    connections: {},
    settings: {},
    tags: [],
    pinData: {},
  };
}

/** Whether the id is that of a workflow the server does not have yet. */
export function isNewWorkflowId(id: string | undefined | null): boolean {
  return !id || id === 'new' || id === NEW_WORKFLOW_ID;
}

/** A random id for a node. */
export function newNodeId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `n-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function normaliseTags(tags: unknown): WorkflowTag[] {
  if (!Array.isArray(tags)) return [];
  return tags
    .map((t) =>
      typeof t === 'string'
        ? { id: t, name: t }
        : t && typeof t === 'object' && typeof (t as WorkflowTag).id === 'string'
          ? { id: (t as WorkflowTag).id, name: String((t as WorkflowTag).name ?? (t as WorkflowTag).id) }
          : null,
    )
    .filter((t): t is WorkflowTag => t !== null);
}

/**
 * Reads a workflow in n8n's format (as the server or an n8n export has it) into the model. Node
 * types named the n8n way become Weft's; nodes without an id get one; connections to unknown
 * nodes are dropped.
 */
export function fromWorkflow(
  wf: Partial<Workflow> & { id?: string; tags?: unknown; ownedBy?: unknown; sharedWith?: unknown },
): WorkflowModel {
  const nodes: Record<string, WorkflowNode> = {};
  const order: string[] = [];
  const idByName = new Map<string, string>();
  for (const raw of wf.nodes ?? []) {
    let id = typeof raw.id === 'string' && raw.id ? raw.id : newNodeId();
    if (nodes[id]) id = newNodeId();
    const node: WorkflowNode = {
      ...raw,
      id,
      type: toWeftTypeName(raw.type),
      typeVersion: typeof raw.typeVersion === 'number' ? raw.typeVersion : 1,
      position: Array.isArray(raw.position) ? [Number(raw.position[0]) || 0, Number(raw.position[1]) || 0] : [0, 0],
      parameters: raw.parameters ?? {},
    };
    nodes[id] = node;
    order.push(id);
    idByName.set(node.name, id);
  }
  return {
    id: typeof wf.id === 'string' && wf.id ? wf.id : NEW_WORKFLOW_ID,
    name: typeof wf.name === 'string' ? wf.name : DEFAULT_WORKFLOW_NAME,
    active: !!wf.active,
    nodes,
    order,
    connections: connectionsFromN8n(wf.connections ?? {}, idByName),
    settings: wf.settings ?? {},
    tags: normaliseTags(wf.tags),
    pinData: wf.pinData ?? {},
    ...(wf.versionId ? { versionId: wf.versionId } : {}),
    ...(wf.meta ? { meta: wf.meta } : {}),
    ...(wf.createdAt ? { createdAt: wf.createdAt } : {}),
    ...(wf.updatedAt ? { updatedAt: wf.updatedAt } : {}),
    ...(wf.ownedBy && typeof wf.ownedBy === 'object' ? { ownedBy: wf.ownedBy as { id: string } } : {}),
    ...(Array.isArray(wf.sharedWith) ? { sharedWith: wf.sharedWith as Array<{ id: string }> } : {}),
  };
}

/** Connections in n8n's format (by name) → connections by id. Unknown names are skipped. */
export function connectionsFromN8n(
  connections: Connections,
  idByName: Map<string, string>,
): Record<string, CanvasConnection> {
  const out: Record<string, CanvasConnection> = {};
  for (const [sourceName, byType] of Object.entries(connections ?? {})) {
    const source = idByName.get(sourceName);
    if (!source || !byType) continue;
    for (const [type, outputs] of Object.entries(byType)) {
      (outputs ?? []).forEach((targets, sourceOutput) => {
        for (const t of targets ?? []) {
          const target = t && idByName.get(t.node);
          if (!target) continue;
          const c: CanvasConnection = { source, sourceOutput, target, targetInput: t.index ?? 0, type: t.type ?? type };
          out[connectionKey(c)] = c;
        }
      });
    }
  }
  return out;
}

/** Connections by id → n8n's format (by name), in a stable order. */
export function connectionsToN8n(model: Pick<WorkflowModel, 'nodes' | 'connections'>, only?: Set<string>): Connections {
  const out: Connections = {};
  for (const c of Object.values(model.connections)) {
    if (only && (!only.has(c.source) || !only.has(c.target))) continue;
    const source = model.nodes[c.source];
    const target = model.nodes[c.target];
    if (!source || !target) continue;
    const byType = (out[source.name] ??= {});
    const outputs = (byType[c.type] ??= []);
    while (outputs.length <= c.sourceOutput) outputs.push([]);
    (outputs[c.sourceOutput] ??= []).push({ node: target.name, type: c.type, index: c.targetInput });
  }
  for (const byType of Object.values(out)) {
    for (const outputs of Object.values(byType)) {
      for (const list of outputs)
        list?.sort((a, b) => (a.node === b.node ? a.index - b.index : a.node < b.node ? -1 : 1));
    }
  }
  return out;
}

/** Finds the description of a node type at a version (the node-types store's `get`). */
export type DescribeNodeType = (type: string, version: number) => NodeTypeDescription | undefined;

/**
 * The workflow in n8n's format, as the server stores it. With `describe`, nodes are in their
 * saved form (parameters without defaults, relevant credentials only, no view
 * fields); without it, as the editor holds them (what runs and expressions read).
 */
export function toWorkflow(
  model: WorkflowModel,
  describe?: DescribeNodeType,
): Workflow & { id?: string; tags: string[] } {
  const nodes = model.order.map((id) => model.nodes[id]!).filter(Boolean);
  const wf: Workflow & { id?: string; tags: string[] } = {
    name: model.name,
    active: model.active,
    nodes: describe ? nodes.map((n) => nodeToSave(n, describe(n.type, n.typeVersion))) : nodes,
    connections: connectionsToN8n(model),
    settings: model.settings,
    pinData: model.pinData,
    tags: model.tags.map((t) => t.id),
  };
  if (!isNewWorkflowId(model.id)) wf.id = model.id;
  if (model.versionId) wf.versionId = model.versionId;
  if (model.meta) wf.meta = model.meta;
  return wf;
}

/** Connections touching a node. */
export function connectionsOf(model: Pick<WorkflowModel, 'connections'>, nodeId: string): CanvasConnection[] {
  return Object.values(model.connections).filter((c) => c.source === nodeId || c.target === nodeId);
}

/**
 * A node name not yet used: the base itself, else the base followed by 1, 2, … (n8n's rule).
 * A trailing number on the base is replaced.
 */
export function uniqueNodeName(taken: Iterable<string>, base: string): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  const stem = base.replace(/\d+$/, '');
  for (let i = 1; ; i++) {
    const candidate = `${stem}${i}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * The name of a duplicated workflow: the base plus ' copy', unless that reaches the
 * length limit, in which case the original name is kept.
 */
export function duplicateName(name: string): string {
  const candidate = `${name}${COPY_SUFFIX}`;
  return candidate.length >= MAX_WORKFLOW_NAME_LENGTH ? name : candidate;
}

/** A workflow name as saved: trimmed and at most 128 characters. Empty becomes null. */
export function cleanWorkflowName(name: string): string | null {
  const trimmed = name.trim().slice(0, MAX_WORKFLOW_NAME_LENGTH).trim();
  return trimmed ? trimmed : null;
}
