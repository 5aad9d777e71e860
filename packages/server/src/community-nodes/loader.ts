import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeclarativeNodeType, type CredentialType, type NodeType, type NodeTypeDescription } from '@weft/workflow';
import { withAuthenticateFunction } from './generic-authenticate.js';
import { installN8nWorkflowModule } from './n8n-runtime/require-hook.js';
import { expandVersioned, n8nStyleFunctions, n8nToolVariant } from './n8n-runtime/node-adapter.js';
import type { N8nContextEnv } from './n8n-runtime/contexts.js';

/** A node a package registered, as listed by the API (`installedNodes`). */
export interface InstalledNode {
  /** Display name. */
  name: string;
  /** Full type name: `{package name}.{node name}`. */
  type: string;
  /** Highest version the package implements. */
  latestVersion: number;
}

/** Everything a package brings, ready to register. */
export interface LoadedPackage {
  packageName: string;
  version: string;
  authorName: string | null;
  authorEmail: string | null;
  nodeTypes: NodeType[];
  credentialTypes: CredentialType[];
  installedNodes: InstalledNode[];
}

/** A package that cannot be used, with a message meant for the person who installed it. */
export class PackageLoadError extends Error {
  override name = 'PackageLoadError';
}

/** The `weft` (or n8n's `n8n`) block of a package.json. */
interface NodesBlock {
  nodes?: unknown;
  credentials?: unknown;
}

function author(manifest: Record<string, unknown>): { name: string | null; email: string | null } {
  const a = manifest.author;
  if (typeof a === 'string') {
    const m = /^([^<(]*)(?:<([^>]+)>)?/.exec(a);
    return { name: m?.[1]?.trim() || null, email: m?.[2]?.trim() || null };
  }
  if (a && typeof a === 'object') {
    const o = a as { name?: unknown; email?: unknown };
    return { name: typeof o.name === 'string' ? o.name : null, email: typeof o.email === 'string' ? o.email : null };
  }
  return { name: null, email: null };
}

function fileList(value: unknown, what: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !v))
    throw new PackageLoadError(`"${what}" in package.json must be a list of file paths`);
  return value as string[];
}

/** Whether a file is CommonJS: `.cjs`, or `.js` under a package.json without `"type": "module"`. */
function isCommonJs(file: string, packageDir: string): boolean {
  const ext = extname(file);
  if (ext === '.cjs') return true;
  if (ext === '.mjs') return false;
  for (let dir = dirname(file); dir.startsWith(packageDir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type !== 'module';
      } catch {
        return true;
      }
    }
    if (dir === dirname(dir)) break;
  }
  return true;
}

/**
 * Loads one file fresh: CommonJS through `require` with the package's cached modules dropped
 * first, ES modules through `import()` with a query that makes this load a new module instance.
 */
async function loadModule(file: string, packageDir: string, loadId: string): Promise<Record<string, unknown>> {
  if (isCommonJs(file, packageDir)) {
    const require = createRequire(file);
    for (const key of Object.keys(require.cache)) if (key.startsWith(packageDir + sep)) delete require.cache[key];
    const exported = require(file) as unknown;
    return exported && typeof exported === 'object' ? (exported as Record<string, unknown>) : { default: exported };
  }
  return (await import(`${pathToFileURL(file).href}?weft-load=${loadId}`)) as Record<string, unknown>;
}

/** A class (an n8n node or credential) is instantiated; anything else is taken as it is. */
function instantiate(value: unknown): unknown {
  if (typeof value === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(value))) {
    return new (value as new () => unknown)();
  }
  return value;
}

function looksLikeNodeType(value: unknown): value is NodeType {
  const d = (value as { description?: NodeTypeDescription } | null)?.description;
  return !!d && typeof d === 'object' && typeof d.name === 'string';
}

function looksLikeCredentialType(value: unknown): value is CredentialType {
  const c = value as CredentialType | null;
  return !!c && typeof c === 'object' && typeof c.name === 'string' && Array.isArray(c.properties);
}

/** What in a node description is wrong, or undefined when it is a usable node type. */
function nodeProblem(type: NodeType): string | undefined {
  const d = type.description;
  if (!/^[A-Za-z0-9_-]+$/.test(d.name.slice(d.name.lastIndexOf('.') + 1)))
    return `its name "${d.name}" may only contain letters, digits, "-" and "_"`;
  if (typeof d.displayName !== 'string' || !d.displayName) return 'it has no displayName';
  const versions = Array.isArray(d.version) ? d.version : [d.version];
  if (!versions.length || versions.some((v) => typeof v !== 'number' || !Number.isFinite(v)))
    return 'its version must be a number or a list of numbers';
  if (!Array.isArray(d.group)) return 'its group must be a list (for example ["transform"])';
  if (!Array.isArray(d.properties)) return 'its properties must be a list';
  if (!Array.isArray(d.inputs) && typeof d.inputs !== 'string')
    return 'its inputs must be a list (for example ["main"])';
  if (!Array.isArray(d.outputs) && typeof d.outputs !== 'string')
    return 'its outputs must be a list (for example ["main"])';
  if (!d.defaults || typeof d.defaults !== 'object' || typeof d.defaults.name !== 'string')
    return 'it needs defaults.name';
  const t = type as NodeType & { webhook?: unknown };
  if (
    typeof t.execute !== 'function' &&
    typeof t.trigger !== 'function' &&
    typeof t.webhook !== 'function' &&
    !isDeclarativeNodeType(t)
  ) {
    return 'it has no execute, trigger or webhook function, and is not declarative (no requestDefaults or routing in its description)';
  }
  return undefined;
}

/**
 * The node as Weft registers it: named `{package}.{node}` (n8n's convention, so n8n exports
 * that use the package import unchanged). A `weft` package's functions get Weft's context both as
 * their argument and as `this`. An `n8n` package's functions get n8n's contexts as `this`
 * (`IExecuteFunctions` and the others, see n8n-runtime/contexts.ts), and its webhook answers and
 * remote methods are adapted to Weft's shapes.
 */
function asRegistered(
  type: NodeType,
  packageName: string,
  n8nStyle: boolean,
  credentialType: (name: string) => CredentialType | undefined,
): NodeType {
  const d = type.description;
  const local = d.name.startsWith(`${packageName}.`)
    ? d.name.slice(packageName.length + 1)
    : d.name.slice(d.name.lastIndexOf('.') + 1);
  const description = { ...d, name: `${packageName}.${local}` };
  const out: NodeType = { ...type, description };
  if (!n8nStyle) {
    const execute = type.execute as ((this: unknown, ctx: unknown) => Promise<unknown>) | undefined;
    if (execute) out.execute = (ctx) => execute.call(ctx, ctx) as ReturnType<NonNullable<NodeType['execute']>>;
    const trigger = type.trigger as ((this: unknown, ctx: unknown) => Promise<unknown>) | undefined;
    if (trigger) out.trigger = (ctx) => trigger.call(ctx, ctx) as ReturnType<NonNullable<NodeType['trigger']>>;
    return out;
  }
  const env: N8nContextEnv = { description, credentialType };
  return { ...out, ...n8nStyleFunctions(type, env) };
}

/** The package's own folder, its package.json and its `weft` (or `n8n`) block. */
export function readManifest(packageDir: string): { manifest: Record<string, unknown>; block: NodesBlock } {
  const file = join(packageDir, 'package.json');
  if (!existsSync(file)) throw new PackageLoadError(`The package has no package.json at ${packageDir}`);
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (e) {
    throw new PackageLoadError(`The package's package.json is not valid JSON: ${(e as Error).message}`);
  }
  const block = (manifest.weft ?? manifest.n8n) as NodesBlock | undefined;
  if (!block || typeof block !== 'object') {
    throw new PackageLoadError(
      'The package is not a Weft node package: its package.json has no "weft" block (or n8n\'s "n8n" block) listing its node files',
    );
  }
  return { manifest, block };
}

/**
 * Loads and validates an installed package: it must declare at least one node; every node and
 * credential file must load and export valid types; no node may be named like a built-in one and
 * no credential type may take an existing name. Throws {@link PackageLoadError} with the reason.
 */
export async function loadPackage(
  packageDir: string,
  packageName: string,
  taken: { nodeTypes: Set<string>; credentialTypes: Set<string> },
): Promise<LoadedPackage> {
  const { manifest, block } = readManifest(packageDir);
  if (manifest.name !== packageName)
    throw new PackageLoadError(`The package.json names "${String(manifest.name)}", not "${packageName}"`);
  const nodeFiles = fileList(block.nodes, 'nodes');
  const credentialFiles = fileList(block.credentials, 'credentials');
  if (!nodeFiles.length)
    throw new PackageLoadError('The package declares no nodes: list its node files under "weft.nodes" in package.json');
  const root = resolve(packageDir);
  const loadId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const load = async (path: string): Promise<unknown[]> => {
    const file = resolve(root, path);
    if (!file.startsWith(root + sep)) throw new PackageLoadError(`"${path}" points outside the package`);
    if (!existsSync(file)) throw new PackageLoadError(`"${path}" is listed in package.json but is not in the package`);
    let exported: Record<string, unknown>;
    try {
      exported = await loadModule(file, root, loadId);
    } catch (e) {
      throw new PackageLoadError(`"${relative(root, file)}" failed to load: ${(e as Error)?.message ?? String(e)}`);
    }
    const values: unknown[] = [];
    for (const value of Object.values(exported)) {
      for (const v of Array.isArray(value) ? value : [value]) {
        try {
          values.push(...expandVersioned(instantiate(v)));
        } catch (e) {
          throw new PackageLoadError(
            `"${relative(root, file)}" exports a class that failed to construct: ${(e as Error)?.message ?? String(e)}`,
          );
        }
      }
    }
    return values;
  };

  installN8nWorkflowModule();
  const n8nStyle = manifest.weft === undefined;
  const ownCredentialTypes = new Map<string, CredentialType>();
  const nodeTypes: NodeType[] = [];
  const toolVariants: NodeType[] = [];
  for (const path of nodeFiles) {
    const found = (await load(path)).filter(looksLikeNodeType);
    if (!found.length)
      throw new PackageLoadError(
        `"${path}" exports no node type (an object or class with a "description" and an "execute" function, or a declarative description)`,
      );
    for (const type of found) {
      const problem = nodeProblem(type);
      if (problem)
        throw new PackageLoadError(`The node "${type.description.name}" in "${path}" is not valid: ${problem}`);
      const registered = asRegistered(type, packageName, n8nStyle, (name) => ownCredentialTypes.get(name));
      if (taken.nodeTypes.has(registered.description.name))
        throw new PackageLoadError(
          `The node name "${registered.description.name}" is already taken by a built-in node`,
        );
      nodeTypes.push(registered);
      const tool = n8nStyle ? n8nToolVariant(registered) : undefined;
      if (tool) toolVariants.push(tool);
    }
  }
  // n8n's `<node>Tool` variants of nodes marked `usableAsTool`, unless the package has a node of that name itself.
  const own = new Set(nodeTypes.map((t) => t.description.name));
  const tools = toolVariants.filter((t) => !own.has(t.description.name) && !taken.nodeTypes.has(t.description.name));

  const credentialTypes: CredentialType[] = [];
  for (const path of credentialFiles) {
    const found = (await load(path)).filter(looksLikeCredentialType);
    if (!found.length)
      throw new PackageLoadError(
        `"${path}" exports no credential type (an object or class with "name", "displayName" and "properties")`,
      );
    for (const type of found) {
      if (taken.credentialTypes.has(type.name))
        throw new PackageLoadError(`The credential type "${type.name}" is already taken`);
      try {
        const usable = withAuthenticateFunction(type);
        credentialTypes.push(usable);
        ownCredentialTypes.set(usable.name, usable);
      } catch (e) {
        throw new PackageLoadError(
          `The credential type "${type.name}" in "${path}" is not valid: ${(e as Error).message}`,
        );
      }
    }
  }

  const byType = new Map<string, InstalledNode>();
  for (const t of nodeTypes) {
    const d = t.description;
    const latest = Math.max(...(Array.isArray(d.version) ? d.version : [d.version]));
    const seen = byType.get(d.name);
    if (!seen || latest > seen.latestVersion)
      byType.set(d.name, { name: d.displayName, type: d.name, latestVersion: latest });
  }
  const { name: authorName, email: authorEmail } = author(manifest);
  return {
    packageName,
    version: typeof manifest.version === 'string' ? manifest.version : '0.0.0',
    authorName,
    authorEmail,
    nodeTypes: [...nodeTypes, ...tools],
    credentialTypes,
    installedNodes: [...byType.values()],
  };
}
