import { builtinNodeTypes, parseNodesExclude } from '@weft/nodes';
import { createNodeTypeRegistry, toN8nTypeName } from '@weft/workflow';
import { parseFlags } from './flags.js';

/** One node type as `nodes:list` reports it. */
export interface ListedNodeType {
  /** n8n's name (`n8n-nodes-base.set`). */
  name: string;
  displayName: string;
  typeVersions: number[];
  /** Left out of `weft start` by WEFT_NODES_EXCLUDE (default: Execute Command, Local File Trigger). */
  excluded: boolean;
}

/** Every built-in node type of the registry, under n8n's names, with all its typeVersions, by name. */
export function listNodeTypes(env: Record<string, string | undefined> = process.env): ListedNodeType[] {
  const registry = createNodeTypeRegistry(builtinNodeTypes);
  const excluded = new Set(parseNodesExclude(env.WEFT_NODES_EXCLUDE ?? env.NODES_EXCLUDE));
  return registry
    .list()
    .map((d) => ({
      name: toN8nTypeName(d.name),
      displayName: d.displayName,
      typeVersions: registry.versions?.(d.name) ?? [],
      excluded: excluded.has(d.name),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** `weft nodes:list [--json]`: the node types Weft runs, with their typeVersions. */
export async function nodesListCommand(args: string[], out: (s: string) => void): Promise<number> {
  const flags = parseFlags(args, { json: 'boolean' });
  const types = listNodeTypes();
  if (flags.json) {
    out(JSON.stringify(types, null, 2));
    return 0;
  }
  const width = Math.max(...types.map((t) => t.name.length));
  for (const t of types) {
    out(
      `${t.name.padEnd(width)}  ${t.typeVersions.join(', ')}  ${t.displayName}${t.excluded ? '  (excluded from weft start by WEFT_NODES_EXCLUDE)' : ''}`,
    );
  }
  out(`${types.length} node types.`);
  return 0;
}
