/**
 * Node types: descriptions kept per node name and version; the
 * highest version is picked by default.
 */
import { isTriggerType, type NodeTypeDescription } from '@weft/workflow';

export interface NodeTypesState {
  /** name → version → description. */
  byName: Record<string, Record<string, NodeTypeDescription>>;
  loaded: boolean;
}

export const initialNodeTypesState: NodeTypesState = { byName: {}, loaded: false };

/** Every version a description covers. */
export function versionsOf(d: Pick<NodeTypeDescription, 'version'>): number[] {
  return Array.isArray(d.version) ? d.version : [d.version];
}

/** Stores descriptions under each of their versions. */
export function setNodeTypes(state: NodeTypesState, list: readonly NodeTypeDescription[]): NodeTypesState {
  const byName: NodeTypesState['byName'] = { ...state.byName };
  for (const d of list) {
    const versions = { ...(byName[d.name] ?? {}) };
    for (const v of versionsOf(d)) versions[String(v)] = d;
    byName[d.name] = versions;
  }
  return { byName, loaded: true };
}

/** The highest version of a node type. */
export function latestVersion(state: NodeTypesState, name: string): number | undefined {
  const versions = Object.keys(state.byName[name] ?? {}).map(Number);
  return versions.length ? Math.max(...versions) : undefined;
}

/**
 * A node type's description at exactly that version, or at its highest version when none is given.
 * A version the instance does not have answers undefined: the node shows as unknown, as the server
 * refuses to save or run it.
 */
export function getNodeType(state: NodeTypesState, name: string, version?: number): NodeTypeDescription | undefined {
  const versions = state.byName[name];
  if (!versions) return undefined;
  if (version !== undefined) return versions[String(version)];
  const latest = latestVersion(state, name);
  return latest === undefined ? undefined : versions[String(latest)];
}

/** Every version of a node type the instance has, ascending (empty when the type is unknown). */
export function knownVersions(state: NodeTypesState, name: string): number[] {
  return Object.keys(state.byName[name] ?? {})
    .map(Number)
    .sort((a, b) => a - b);
}

/** Every node type at its highest version, hidden ones left out. */
export function visibleNodeTypes(state: NodeTypesState): NodeTypeDescription[] {
  return Object.keys(state.byName)
    .map((name) => getNodeType(state, name)!)
    .filter((d) => d && !d.hidden);
}

/** Whether a type is a trigger (its group includes 'trigger'). */
export function isTrigger(d: NodeTypeDescription | undefined): boolean {
  return isTriggerType(d);
}
