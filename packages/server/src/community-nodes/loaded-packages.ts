import { BUILTIN_CREDENTIAL_TYPE_NAMES, BUILTIN_NODE_TYPE_NAMES } from '@weft/nodes/loader';
import type { NodeType } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { loadPackage, PackageLoadError, type LoadedPackage } from './loader.js';

/**
 * The community packages whose types this process has registered, and the ones that failed to
 * load at start. Registering adds a package's node and credential types to the server's
 * registries; unregistering takes them out again, so runs and the editor see a change at once.
 */
export class LoadedPackages {
  private readonly loaded = new Map<string, LoadedPackage>();
  /** Packages listed but not loadable at start, with why (the API's `failedLoading`). */
  readonly loadErrors = new Map<string, string>();
  private readonly builtinNodeNames = BUILTIN_NODE_TYPE_NAMES;
  private readonly builtinCredentialNames = BUILTIN_CREDENTIAL_TYPE_NAMES;

  constructor(private readonly ctx: ServerContext) {}

  /** Every node type the loaded packages registered. */
  nodeTypes(): NodeType[] {
    return [...this.loaded.values()].flatMap((p) => p.nodeTypes);
  }

  /** The version of a loaded package, or undefined when it is not loaded. */
  versionOf(name: string): string | undefined {
    return this.loaded.get(name)?.version;
  }

  /** Names of the loaded packages. */
  names(): string[] {
    return [...this.loaded.keys()];
  }

  /** Names taken by built-in and other packages' types, so a package cannot shadow them. */
  private taken(except: string): { nodeTypes: Set<string>; credentialTypes: Set<string> } {
    const credentialTypes = new Set(this.builtinCredentialNames);
    for (const [name, pkg] of this.loaded)
      if (name !== except) for (const c of pkg.credentialTypes) credentialTypes.add(c.name);
    return { nodeTypes: new Set(this.builtinNodeNames), credentialTypes };
  }

  /** Loads and validates the package in `dir` without registering it; throws {@link PackageLoadError}. */
  read(dir: string, name: string): Promise<LoadedPackage> {
    return loadPackage(dir, name, this.taken(name));
  }

  /** Like {@link read}, with a failure answered as a 400 naming the package (for the API). */
  async readForApi(dir: string, name: string): Promise<LoadedPackage> {
    try {
      return await this.read(dir, name);
    } catch (e) {
      if (e instanceof PackageLoadError) throw badRequest(`The package "${name}" cannot be used: ${e.message}`);
      throw badRequest(`The package "${name}" cannot be used: ${(e as Error)?.message ?? String(e)}`);
    }
  }

  /** Registers a package's types, replacing those of an earlier version of it. */
  register(pkg: LoadedPackage): void {
    this.unregister(pkg.packageName);
    for (const type of pkg.nodeTypes) this.ctx.nodeTypes.register(type);
    this.ctx.credentialTypes.push(...pkg.credentialTypes);
    this.loaded.set(pkg.packageName, pkg);
    this.loadErrors.delete(pkg.packageName);
  }

  /** Removes a package's types from the server. */
  unregister(packageName: string): void {
    const pkg = this.loaded.get(packageName);
    if (!pkg) return;
    for (const name of new Set(pkg.nodeTypes.map((t) => t.description.name))) this.ctx.nodeTypes.unregister(name);
    for (const c of pkg.credentialTypes) {
      const i = this.ctx.credentialTypes.indexOf(c);
      if (i >= 0) this.ctx.credentialTypes.splice(i, 1);
    }
    this.loaded.delete(packageName);
  }
}
