import type { NodeProperty, NodePropertyCollection, NodePropertyOption, NodeType, NodeTypeDescription, NodeTypeRegistry } from './types/node-type.js';
import { toWeftTypeName } from './n8n/type-names.js';

/**
 * Builds a registry from node types. A type may be registered several times for different
 * versions; `get(type)` without a version answers the highest. n8n type names are accepted.
 */
export function createNodeTypeRegistry(types: readonly NodeType[]): NodeTypeRegistry & { register(type: NodeType): void; unregister(name: string): void } {
  const byName = new Map<string, Array<{ versions: number[]; type: NodeType }>>();
  const register = (type: NodeType) => {
    const d = type.description;
    const versions = Array.isArray(d.version) ? d.version : [d.version];
    const list = byName.get(d.name) ?? [];
    list.push({ versions, type });
    byName.set(d.name, list);
  };
  types.forEach(register);
  return {
    register,
    /** Removes every version of a type (e.g. when a community package is uninstalled). */
    unregister(name: string): void {
      byName.delete(toWeftTypeName(name));
    },
    get(type: string, version?: number): NodeType | undefined {
      const list = byName.get(toWeftTypeName(type));
      if (!list) return undefined;
      if (version !== undefined) {
        const exact = list.find((e) => e.versions.includes(version));
        if (exact) return exact.type;
      }
      // unknown or missing version: the highest one not above the asked version, else the highest
      const ranked = [...list].sort((a, b) => Math.max(...b.versions) - Math.max(...a.versions));
      if (version !== undefined) {
        const below = ranked.find((e) => Math.min(...e.versions) <= version);
        if (below) return below.type;
      }
      return ranked[0]?.type;
    },
    list(): NodeTypeDescription[] {
      return [...byName.values()].map((list) => [...list].sort((a, b) => Math.max(...b.versions) - Math.max(...a.versions))[0]!.type.description);
    },
  };
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
      if ('type' in option && 'displayName' in option && hasRouting([option as NodeProperty])) return true;
    }
  }
  return false;
}

/**
 * Whether a node type is declarative (n8n's "routing" style): it has no `execute`, `trigger` or
 * `webhook` function, and its description has `requestDefaults` or `routing` on a parameter or
 * option. The engine runs such a node by sending the request its description builds.
 */
export function isDeclarativeNodeType(type: Pick<NodeType, 'description' | 'execute' | 'trigger'> & { webhook?: unknown }): boolean {
  if (typeof type.execute === 'function' || typeof type.trigger === 'function' || typeof type.webhook === 'function') return false;
  const d = type.description;
  return !!d.requestDefaults || (Array.isArray(d.properties) && hasRouting(d.properties));
}
