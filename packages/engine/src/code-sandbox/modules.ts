import { readFileSync, statSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { parseModuleList } from '@weft/workflow';

/** Built-in modules Code nodes may never load, whatever the allow lists say. */
export const BLOCKED_BUILTIN_MODULES: readonly string[] = [
  'console',
  'constants',
  'crypto',
  'dns',
  'dns/promises',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'inspector',
  'module',
  'os',
  'path',
  'process',
  'readline',
  'url',
  'util',
  'zlib',
];

/** Largest module source (bytes, all files of one run together) the sandbox loads. */
const MAX_MODULE_BYTES = 8 * 1024 * 1024;

/** Allow lists from `WEFT_FUNCTION_ALLOW_BUILTIN` and `WEFT_FUNCTION_ALLOW_EXTERNAL`. */
export function moduleAllowListsFromEnv(env: NodeJS.ProcessEnv = process.env): {
  allowBuiltin: string[];
  allowExternal: string[];
} {
  return {
    allowBuiltin: parseModuleList(env.WEFT_FUNCTION_ALLOW_BUILTIN),
    allowExternal: parseModuleList(env.WEFT_FUNCTION_ALLOW_EXTERNAL),
  };
}

/** A source file handed to the sandbox's CommonJS loader. */
export interface ModuleFile {
  filename: string;
  source: string;
  json: boolean;
}

/** Why a `require` was refused; the message is n8n's, the description says what to do. */
export class ModuleRefusal extends Error {
  description: string;
  constructor(request: string, description: string) {
    super(`Cannot find module '${request}'`);
    this.name = 'Error';
    this.description = description;
  }
}

function allowed(list: string[], name: string): boolean {
  return list.includes('*') || list.includes(name);
}

function packageRootOf(file: string): string {
  const marker = `${sep}node_modules${sep}`;
  const at = file.lastIndexOf(marker);
  if (at !== -1) {
    const rest = file.slice(at + marker.length).split(sep);
    const parts = rest[0]?.startsWith('@') ? rest.slice(0, 2) : rest.slice(0, 1);
    return join(file.slice(0, at + marker.length), ...parts);
  }
  let dir = dirname(file);
  for (;;) {
    try {
      if (statSync(join(dir, 'package.json')).isFile()) return dir;
    } catch {
      /* keep walking */
    }
    const up = dirname(dir);
    if (up === dir) return dirname(file);
    dir = up;
  }
}

/**
 * Resolves and reads `require` requests of one sandbox run. External modules are loaded as CommonJS
 * source into the isolate (pure-JS packages only); Node built-ins cannot exist in an isolate and are
 * refused with a clear description, blocked ones always.
 */
export class ModuleLoader {
  private readonly served = new Map<string, string>();
  private bytes = 0;

  constructor(
    private readonly allowBuiltin: string[],
    private readonly allowExternal: string[],
  ) {}

  /** A top-level `require(request)` from user code or a bare require inside a loaded module. */
  resolveTop(request: string): ModuleFile {
    const bare = request.startsWith('node:') ? request.slice(5) : request;
    if (BLOCKED_BUILTIN_MODULES.includes(bare)) {
      throw new ModuleRefusal(
        request,
        `The built-in module '${bare}' is blocked in the Code node for security reasons.`,
      );
    }
    if (isBuiltin(request)) {
      if (!allowed(this.allowBuiltin, bare) && !allowed(this.allowBuiltin, request)) {
        throw new ModuleRefusal(
          request,
          `The built-in module '${bare}' is not allowed. Add it to WEFT_FUNCTION_ALLOW_BUILTIN to allow it.`,
        );
      }
      throw new ModuleRefusal(
        request,
        `Node.js built-in modules such as '${bare}' are not available inside the Code node's isolated sandbox.`,
      );
    }
    if (request.startsWith('.') || request.startsWith('/') || !allowed(this.allowExternal, request)) {
      throw new ModuleRefusal(
        request,
        `The module '${request}' is not allowed. Add it to WEFT_FUNCTION_ALLOW_EXTERNAL to allow it.`,
      );
    }
    let file: string | undefined;
    for (const base of [join(process.cwd(), 'index.js'), import.meta.url]) {
      try {
        file = createRequire(base).resolve(request);
        break;
      } catch {
        /* try the next base */
      }
    }
    if (!file) throw new ModuleRefusal(request, `The module '${request}' is allowed but is not installed.`);
    return this.read(file, packageRootOf(file), request);
  }

  /** A relative `require` inside a module this loader served; it must stay inside that package. */
  resolveRelative(from: string, request: string): ModuleFile {
    const root = this.served.get(from);
    if (!root || !(request.startsWith('./') || request.startsWith('../'))) {
      throw new ModuleRefusal(request, 'Only relative requires inside a loaded module are allowed.');
    }
    let file: string;
    try {
      file = createRequire(from).resolve(request);
    } catch {
      throw new ModuleRefusal(request, `The file '${request}' was not found next to '${from}'.`);
    }
    if (!file.startsWith(root + sep))
      throw new ModuleRefusal(request, 'A module may only load files of its own package.');
    return this.read(file, root, request);
  }

  private read(file: string, root: string, request: string): ModuleFile {
    if (!/\.(c?js|json)$/.test(file)) {
      throw new ModuleRefusal(
        request,
        `Only CommonJS JavaScript modules can be loaded into the sandbox ('${file}' is not one).`,
      );
    }
    const source = readFileSync(file, 'utf8');
    this.bytes += source.length;
    if (this.bytes > MAX_MODULE_BYTES)
      throw new ModuleRefusal(request, 'The loaded modules are too large for the sandbox.');
    this.served.set(file, root);
    return { filename: file, source, json: file.endsWith('.json') };
  }
}

/** Reads a file of an installed package, e.g. luxon's browser build. */
export function readPackageFile(packageName: string, relativePath: string): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(packageName);
  return readFileSync(join(packageRootOf(entry), relativePath), 'utf8');
}
