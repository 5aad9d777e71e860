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
  /** The built-in node types loaded so far (less the excluded ones), every version, in the order of the families. */
  types(): NodeType[];
  /** Whether every family is loaded. */
  readonly complete: boolean;
  /** Loads every family not loaded yet, in order; resolves once all are registered. */
  loadAll(): Promise<void>;
}

/** Every built-in node type name (Weft names) and credential type name, loaded or not. */
export const BUILTIN_NODE_TYPE_NAMES: ReadonlySet<string> = new Set(Object.keys(FAMILY_OF_NODE_TYPE));
export const BUILTIN_CREDENTIAL_TYPE_NAMES: ReadonlySet<string> = new Set(Object.keys(FAMILY_OF_CREDENTIAL_TYPE));

/**
 * The built-in nodes less the `excluded` types, in one of three modes:
 * - by default every family is loaded before this answers (a worker, a webhook process);
 * - `lazy`: only the core family is; the registry's `prepare(nodes)`, which the engine awaits
 *   before each run, loads the families of the nodes' types and of the credential types they name
 *   (and of the types those extend): `weft execute` then parses only what its workflow uses;
 * - `deferred`: only the core family is, and the caller loads the rest with `loadAll()` when it
 *   chooses (`weft start`, once it listens); `prepare` waits for every family, so a run never sees
 *   a type missing.
 */
export async function loadBuiltinNodes(
  excluded: readonly string[],
  options: { lazy?: boolean; deferred?: boolean } = {},
): Promise<BuiltinNodes> {
  const out = new Set(excluded.map(toWeftTypeName));
  const registry = createNodeTypeRegistry([]);
  const credentialTypes: CredentialType[] = [];
  const names = Object.keys(NODE_FAMILIES);
  const typesOf = new Map<string, NodeType[]>();
  const loaded = new Map<string, Promise<void>>();
  const load = (family: string): Promise<void> => {
    let done = loaded.get(family);
    if (!done) {
      done = NODE_FAMILIES[family]!().then((f) => {
        const kept = f.nodeTypes.filter((t) => !out.has(t.description.name));
        for (const t of kept) registry.register(t);
        typesOf.set(family, kept);
        credentialTypes.push(...f.credentialTypes);
      });
      loaded.set(family, done);
    }
    return done;
  };
  let all: Promise<void> | undefined;
  const nodes: BuiltinNodes = {
    nodeTypes: registry,
    credentialTypes,
    types: () => names.flatMap((f) => typesOf.get(f) ?? []),
    get complete() {
      return typesOf.size === names.length;
    },
    // In the order of `builtinNodeTypes`, so that lookups answer as they do there.
    loadAll: () =>
      (all ??= (async () => {
        for (const family of names) await load(family);
      })()),
  };
  if (!options.lazy && !options.deferred) {
    await nodes.loadAll();
    return nodes;
  }
  await load('core');
  if (options.deferred) {
    Object.assign(registry, { prepare: () => nodes.loadAll() });
    return nodes;
  }
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
  Object.assign(registry, { prepare });
  return nodes;
}
