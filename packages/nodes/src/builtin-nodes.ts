import {
  createNodeTypeRegistry,
  toWeftTypeName,
  type CredentialType,
  type NodeType,
  type NodeTypeRegistry,
} from '@weft/workflow';
import { NODE_FAMILIES } from './families.js';
import { FAMILY_OF_CREDENTIAL_TYPE, FAMILY_OF_NODE_TYPE } from './family-manifest.js';

/** A registry an instance can add to and take from (community packages). */
export type MutableNodeTypeRegistry = NodeTypeRegistry & {
  register(type: NodeType): void;
  unregister(name: string): void;
};

/** The built-in nodes of one process: the registry runs use, and the credential types (an array that grows as families load). */
export interface BuiltinNodes {
  nodeTypes: MutableNodeTypeRegistry;
  credentialTypes: CredentialType[];
}

/** Every built-in node type name (Weft names) and credential type name, loaded or not. */
export const BUILTIN_NODE_TYPE_NAMES: ReadonlySet<string> = new Set(Object.keys(FAMILY_OF_NODE_TYPE));
export const BUILTIN_CREDENTIAL_TYPE_NAMES: ReadonlySet<string> = new Set(Object.keys(FAMILY_OF_CREDENTIAL_TYPE));

/**
 * The built-in nodes less the `excluded` types. By default every family is loaded before this
 * answers (a server). With `lazy`, only the core family is; the registry's `prepare(nodes)`, which
 * the engine awaits before each run, loads the families of the nodes' types and of the credential
 * types they name (and of the types those extend): `weft execute` then parses only what its
 * workflow uses.
 */
export async function loadBuiltinNodes(
  excluded: readonly string[],
  options: { lazy?: boolean } = {},
): Promise<BuiltinNodes> {
  const out = new Set(excluded.map(toWeftTypeName));
  const registry = createNodeTypeRegistry([]);
  const credentialTypes: CredentialType[] = [];
  const loaded = new Map<string, Promise<void>>();
  const load = (family: string): Promise<void> => {
    let done = loaded.get(family);
    if (!done) {
      done = NODE_FAMILIES[family]!().then((f) => {
        for (const t of f.nodeTypes) if (!out.has(t.description.name)) registry.register(t);
        credentialTypes.push(...f.credentialTypes);
      });
      loaded.set(family, done);
    }
    return done;
  };
  const names = Object.keys(NODE_FAMILIES);
  if (!options.lazy) {
    // In the order of `builtinNodeTypes`, so that lookups answer as they do there.
    for (const family of names) await load(family);
    return { nodeTypes: registry, credentialTypes };
  }
  await load('core');
  const prepare = async (
    nodes: ReadonlyArray<{ type: string; credentials?: Record<string, unknown> }>,
  ): Promise<void> => {
    const wanted = new Set<string>();
    for (const n of nodes) {
      const f = FAMILY_OF_NODE_TYPE[toWeftTypeName(n.type)];
      if (f) wanted.add(f);
      for (const c of Object.keys(n.credentials ?? {}))
        if (FAMILY_OF_CREDENTIAL_TYPE[c]) wanted.add(FAMILY_OF_CREDENTIAL_TYPE[c]);
    }
    await Promise.all([...wanted].map(load));
    // Credential types extend others (googleSheetsOAuth2Api → googleOAuth2Api → oAuth2Api), maybe in other families.
    for (;;) {
      const have = new Set(credentialTypes.map((c) => c.name));
      const missing = new Set(
        credentialTypes
          .flatMap((c) => c.extends ?? [])
          .filter((p) => !have.has(p) && FAMILY_OF_CREDENTIAL_TYPE[p])
          .map((p) => FAMILY_OF_CREDENTIAL_TYPE[p]!),
      );
      const todo = [...missing].filter((f) => !loaded.has(f));
      if (todo.length === 0) break;
      await Promise.all(todo.map(load));
    }
  };
  return { nodeTypes: Object.assign(registry, { prepare }), credentialTypes };
}
