import type {
  NodeProperty,
  NodePropertyCollection,
  NodePropertyOption,
  NodeType,
  NodeTypeDescription,
  NodeTypeRegistry,
} from './types/node-type.js';
import { toN8nTypeName, toWeftTypeName } from './n8n/type-names.js';
import { CORE_NODE_TYPES } from './core-node-types.js';
import type { WorkflowNode } from './types/workflow.js';

/**
 * Builds a registry from node types. A type may be registered several times for different
 * versions (n8n's versioned nodes: one description per group of versions). `get(type, version)`
 * answers only a registration that lists that exact version: a workflow that asks for a version
 * Weft does not have must be refused, never run under another version's rules. `get(type)`
 * without a version answers the highest. n8n type names are accepted.
 */
export function createNodeTypeRegistry(
  types: readonly NodeType[],
): NodeTypeRegistry & { register(type: NodeType): void; unregister(name: string): void } {
  const byName = new Map<string, Array<{ versions: number[]; type: NodeType }>>();
  const register = (type: NodeType) => {
    const d = type.description;
    const versions = Array.isArray(d.version) ? d.version : [d.version];
    const list = byName.get(d.name) ?? [];
    list.push({ versions, type });
    byName.set(d.name, list);
  };
  types.forEach(register);
  const highest = (list: Array<{ versions: number[]; type: NodeType }>) =>
    [...list].sort((a, b) => Math.max(...b.versions) - Math.max(...a.versions))[0]?.type;
  return {
    register,
    /** Removes every version of a type (e.g. when a community package is uninstalled). */
    unregister(name: string): void {
      byName.delete(toWeftTypeName(name));
    },
    get(type: string, version?: number): NodeType | undefined {
      const list = byName.get(toWeftTypeName(type));
      if (!list) return undefined;
      if (version === undefined) return highest(list);
      return list.find((e) => e.versions.includes(version))?.type;
    },
    versions(type: string): number[] | undefined {
      const list = byName.get(toWeftTypeName(type));
      if (!list) return undefined;
      return [...new Set(list.flatMap((e) => e.versions))].sort((a, b) => a - b);
    },
    list(): NodeTypeDescription[] {
      return [...byName.values()].map((list) => highest(list)!.description);
    },
  };
}

/** Why a node cannot run here: its type is unknown, or Weft lacks the version it asks for. */
export interface UnsupportedNode {
  node: string;
  /** The type as n8n names it (`n8n-nodes-base.set`; community types as they are). */
  type: string;
  version: number;
  /** The versions Weft has of the type; undefined when the type itself is unknown. */
  knownVersions?: number[];
  /** One sentence naming the node, its type, the version asked for and the versions Weft has. */
  message: string;
}

/**
 * Whether Weft can run a node as it is: undefined when it can, otherwise why not. A node at a
 * typeVersion Weft does not have is refused (at import, save, activation and run), since
 * running it under another version's parameters and rules gives wrong data silently.
 */
export function unsupportedNode(
  node: Pick<WorkflowNode, 'name' | 'type' | 'typeVersion'>,
  registry: NodeTypeRegistry,
): UnsupportedNode | undefined {
  if (registry.get(node.type, node.typeVersion)) return undefined;
  const type = toN8nTypeName(node.type);
  const knownVersions = registry.versions?.(node.type);
  if (!knownVersions?.length) {
    return {
      node: node.name,
      type,
      version: node.typeVersion,
      message: `Node "${node.name}" has the unknown type "${type}": install or enable the node, or remove it from the workflow`,
    };
  }
  const list = knownVersions.join(', ');
  return {
    node: node.name,
    type,
    version: node.typeVersion,
    knownVersions,
    message: `Node "${node.name}" (${type}) is at typeVersion ${node.typeVersion}, which Weft does not have; Weft has typeVersion${knownVersions.length > 1 ? 's' : ''} ${list} of this type`,
  };
}

/**
 * The nodes of a workflow that Weft cannot run as they are (see `unsupportedNode`). Sticky notes
 * never run and are not checked; disabled nodes are skipped when `skipDisabled` is set (a run).
 */
export function unsupportedNodes(
  nodes: ReadonlyArray<Pick<WorkflowNode, 'name' | 'type' | 'typeVersion' | 'disabled'>>,
  registry: NodeTypeRegistry,
  opts: { skipDisabled?: boolean } = {},
): UnsupportedNode[] {
  const out: UnsupportedNode[] = [];
  for (const node of nodes) {
    if (toWeftTypeName(node.type) === CORE_NODE_TYPES.stickyNote) continue;
    if (opts.skipDisabled && node.disabled) continue;
    const problem = unsupportedNode(node, registry);
    if (problem) out.push(problem);
  }
  return out;
}

/** Whether a node type is a trigger (its group includes 'trigger'). */
export function isTriggerType(description: NodeTypeDescription | undefined): boolean {
  return !!description && description.group.includes('trigger');
}

function hasRouting(properties: readonly NodeProperty[]): boolean {
  for (const p of properties) {
    if (p.routing) return true;
    for (const option of p.options ?? []) {
      if ((option as NodePropertyOption).routing) return true;
      const values = (option as NodePropertyCollection).values;
      if (Array.isArray(values) && hasRouting(values)) return true;
      if ('type' in option && 'displayName' in option && hasRouting([option])) return true;
    }
  }
  return false;
}

/**
 * Whether a node type is declarative (n8n's "routing" style): it has no `execute`, `trigger` or
 * `webhook` function, and its description has `requestDefaults` or `routing` on a parameter or
 * option. The engine runs such a node by sending the request its description builds.
 */
export function isDeclarativeNodeType(
  type: Pick<NodeType, 'description' | 'execute' | 'trigger'> & { webhook?: unknown },
): boolean {
  if (typeof type.execute === 'function' || typeof type.trigger === 'function' || typeof type.webhook === 'function')
    return false;
  const d = type.description;
  return !!d.requestDefaults || (Array.isArray(d.properties) && hasRouting(d.properties));
}
