/**
 * What the LangChain Code node's `require` loads. The code runs in Weft's own process, so a module
 * it requires must be the very module Weft's nodes use (a connected model is an instance of
 * Weft's `@langchain/core` classes): modules are loaded with `import()` before the code starts, and
 * `require` answers those namespaces. Allowed: LangChain's packages (`@langchain/…`), n8n's older
 * `langchain/…` paths (read as `@langchain/classic/…`, as n8n does), and what the operator allows
 * Code nodes (`WEFT_FUNCTION_ALLOW_EXTERNAL`, `WEFT_FUNCTION_ALLOW_BUILTIN`; `*` for all).
 */
import { createRequire, isBuiltin } from 'node:module';
import { WeftError, parseModuleList } from '@weft/workflow';

/** The `langchain/<path>` modules n8n moved to `@langchain/classic/<path>` (path or a sub-path of it). */
const CLASSIC_PATHS = [
  'agents',
  'callbacks',
  'chains',
  'chat_models/universal',
  'document',
  'document_loaders',
  'document_transformers',
  'embeddings/cache_backed',
  'embeddings/fake',
  'evaluation',
  'experimental',
  'hub',
  'indexes',
  'load',
  'memory',
  'output_parsers',
  'retrievers',
  'schema',
  'smith',
  'sql_db',
  'storage',
  'stores',
  'text_splitter',
  'tools',
  'util',
  'vectorstores',
];

/** n8n's mapping of an older `langchain/…` import to `@langchain/classic/…`; other names unchanged. */
export function classicModuleName(name: string): string {
  if (!name.startsWith('langchain/')) return name;
  const path = name.slice('langchain/'.length);
  const moved = CLASSIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
  return moved ? `@langchain/classic/${path}` : name;
}

/** The module names a piece of code requires with a literal (`require('x')`), in order, once each. */
export function requiredModuleNames(code: string): string[] {
  const names = new Set<string>();
  for (const m of code.matchAll(/\brequire\s*\(\s*(['"`])([^'"`\s]+)\1\s*\)/g)) names.add(m[2]!);
  return [...names];
}

function allowedBy(list: string[], name: string): boolean {
  const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
  return list.includes('*') || list.includes(name) || list.includes(root);
}

/** Whether `name` may be required: LangChain's packages, or what the operator allows. */
export function moduleAllowed(name: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const bare = name.startsWith('node:') ? name.slice(5) : name;
  if (isBuiltin(name)) return allowedBy(parseModuleList(env.WEFT_FUNCTION_ALLOW_BUILTIN), bare);
  if (name.startsWith('@langchain/') || name === 'langchain' || name.startsWith('langchain/')) return true;
  return allowedBy(parseModuleList(env.WEFT_FUNCTION_ALLOW_EXTERNAL), name);
}

/** The module could not be loaded: refused, or not installed. */
export class ModuleNotAvailableError extends WeftError {
  constructor(name: string, description: string) {
    super(`Cannot find module '${name}'`, { description });
    this.name = 'ModuleNotAvailableError';
  }
}

const REFUSED =
  "The LangChain Code node loads LangChain's modules (@langchain/…). The instance's operator can allow other modules with WEFT_FUNCTION_ALLOW_EXTERNAL, and Node's own with WEFT_FUNCTION_ALLOW_BUILTIN.";

/** CommonJS modules come through `import()` as `{ default: module.exports, …named }`: answer `module.exports`. */
function asRequired(namespace: Record<string, unknown>): unknown {
  if (!('default' in namespace)) return namespace;
  const exported = namespace.default;
  if (exported === null || (typeof exported !== 'object' && typeof exported !== 'function')) return namespace;
  const named = Object.keys(namespace).filter((k) => k !== 'default');
  return named.every((k) => k in exported) ? exported : namespace;
}

/**
 * Loads the modules `code` requires by name and answers its `require`. A module that cannot be
 * loaded fails only when the code requires it (it may sit in a branch that never runs). A name
 * built at run time is loaded then, through Node's `require`.
 */
export async function prepareRequire(
  code: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<(name: string) => unknown> {
  // What each name gave: the module, or why it cannot be had (the error is made when the code
  // requires it, so that its stack names the line).
  type Entry = { value: unknown } | { refusal: string };
  const loaded = new Map<string, Entry>();
  const nodeRequire = createRequire(import.meta.url);
  const failure = (e: unknown): Entry => {
    const code = (e as { code?: string }).code;
    const missing = code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND';
    return {
      refusal: `The module could not be loaded: ${missing ? 'it is not installed with Weft' : (e as Error).message}.`,
    };
  };
  for (const name of requiredModuleNames(code)) {
    const target = classicModuleName(name);
    if (!moduleAllowed(target, env)) loaded.set(name, { refusal: REFUSED });
    else {
      try {
        loaded.set(name, { value: asRequired((await import(target)) as Record<string, unknown>) });
      } catch (e) {
        loaded.set(name, failure(e));
      }
    }
  }
  return (name: string) => {
    if (typeof name !== 'string') throw new TypeError('require() takes a module name');
    let entry = loaded.get(name);
    if (!entry) {
      // A name made at run time: loaded now, through Node's require (the module's CommonJS build).
      const target = classicModuleName(name);
      if (!moduleAllowed(target, env)) entry = { refusal: REFUSED };
      else {
        try {
          entry = { value: nodeRequire(target) };
        } catch (e) {
          entry = failure(e);
        }
      }
      loaded.set(name, entry);
    }
    if ('refusal' in entry) throw new ModuleNotAvailableError(name, entry.refusal);
    return entry.value;
  };
}
