import type { Workflow } from '../types/workflow.js';

/** Prefix of Weft's built-in node types. */
export const WEFT_PREFIX = 'weft.';
/** Prefix of n8n's base node types. */
export const N8N_PREFIX = 'n8n-nodes-base.';

/** Maps any accepted type name (`n8n-nodes-base.set`, `weft.set`) to Weft's (`weft.set`). */
export function toWeftTypeName(type: string): string {
  if (type.startsWith(N8N_PREFIX)) return WEFT_PREFIX + type.slice(N8N_PREFIX.length);
  return type;
}

/** Maps Weft's type name back to n8n's for export. Non-built-in types are kept. */
export function toN8nTypeName(type: string): string {
  if (type.startsWith(WEFT_PREFIX)) return N8N_PREFIX + type.slice(WEFT_PREFIX.length);
  return type;
}

/**
 * Imports an n8n workflow export: node types become Weft's, parameters and typeVersions are kept,
 * pinned data is normalised and missing ids are generated. The input is not modified.
 */
export function importN8nWorkflow(input: unknown, makeId: () => string = defaultId): Workflow {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw new TypeError('A workflow must be a JSON object with "nodes" and "connections"');
  const raw = input as Record<string, unknown>;
  if (!Array.isArray(raw.nodes)) throw new TypeError('The workflow has no "nodes" array');
  const nodes = raw.nodes.map((n, i) => {
    if (!n || typeof n !== 'object') throw new TypeError(`Node ${i} is not an object`);
    const node = n as Record<string, unknown>;
    if (typeof node.name !== 'string' || !node.name) throw new TypeError(`Node ${i} has no name`);
    if (typeof node.type !== 'string' || !node.type) throw new TypeError(`Node "${node.name}" has no type`);
    const position =
      Array.isArray(node.position) && node.position.length === 2 ? (node.position as [number, number]) : [0, 0];
    return {
      ...node,
      id: typeof node.id === 'string' && node.id ? node.id : makeId(),
      name: node.name,
      type: toWeftTypeName(node.type),
      typeVersion: typeof node.typeVersion === 'number' ? node.typeVersion : 1,
      position: [Number(position[0]) || 0, Number(position[1]) || 0] as [number, number],
      parameters: (node.parameters && typeof node.parameters === 'object'
        ? node.parameters
        : {}) as Workflow['nodes'][number]['parameters'],
    };
  });
  const names = new Set<string>();
  for (const n of nodes) {
    if (names.has(n.name)) throw new TypeError(`Two nodes are named "${n.name}"; node names must be unique`);
    names.add(n.name);
  }
  const connections =
    raw.connections && typeof raw.connections === 'object' ? (raw.connections as Workflow['connections']) : {};
  return {
    ...(raw as object),
    name: typeof raw.name === 'string' ? raw.name : 'My workflow',
    nodes,
    connections,
    settings: (raw.settings as Workflow['settings']) ?? {},
    pinData: (raw.pinData as Workflow['pinData']) ?? {},
  };
}

/** Exports a workflow in n8n's format: built-in types get n8n's names back. */
export function exportN8nWorkflow(workflow: Workflow): Workflow {
  return { ...workflow, nodes: workflow.nodes.map((n) => ({ ...n, type: toN8nTypeName(n.type) })) };
}

function defaultId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return c?.randomUUID ? c.randomUUID() : `node-${Math.random().toString(36).slice(2)}`;
}
