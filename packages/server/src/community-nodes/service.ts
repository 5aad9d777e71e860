import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { builtinCredentialTypes, builtinNodeTypes } from '@weft/nodes';
import type { NodeType } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.js';
import { loadPackage, PackageLoadError, type LoadedPackage } from './loader.js';
import { isNpmAvailable, nodesFolder, npmFailure, runNpm } from './npm.js';
import { checkPackageName, npmArgument, parsePackageSpec, type PackageSpec } from './package-spec.js';
import { InstalledPackageRepository, type InstalledPackage } from './repository.js';
import { readTarballManifest } from './tarball.js';

/** A package as `GET /rest/community-packages` lists it. */
export interface CommunityPackage extends InstalledPackage {
  /** The newer version on the registry, when one is known. */
  updateAvailable?: string;
  /** Set when the package is installed but could not be loaded at start. */
  failedLoading?: boolean;
  /** Why it could not be loaded. */
  loadError?: string;
}

/** How long a registry answer about a package's latest version is trusted. */
const UPDATE_CHECK_TTL_MS = 60 * 60_000;

/**
 * Community node packages: installs them with npm into `{WEFT home}/nodes`, validates and loads
 * them, registers their node and credential types in the running server and keeps the list in
 * `installed_packages`. One operation runs at a time; nothing a package does while loading can
 * stop the server (a failure is reported and the package is left out).
 */
export class CommunityPackages {
  private readonly repo: InstalledPackageRepository;
  private readonly loaded = new Map<string, LoadedPackage>();
  private readonly loadErrors = new Map<string, string>();
  private readonly latest = new Map<string, { version?: string; at: number }>();
  private readonly builtinNodeNames = new Set(builtinNodeTypes.map((t) => t.description.name));
  private readonly builtinCredentialNames = new Set(builtinCredentialTypes.map((t) => t.name));
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly ctx: ServerContext) {
    this.repo = new InstalledPackageRepository(ctx.db);
  }

  /** Every node type the loaded packages registered. */
  nodeTypes(): NodeType[] {
    return [...this.loaded.values()].flatMap((p) => p.nodeTypes);
  }

  private get folder(): string {
    return nodesFolder(this.ctx.config.home);
  }

  private packageDir(name: string): string {
    return join(this.folder, 'node_modules', name);
  }

  /** Runs operations one after another, so two installs never race in the same folder. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.running.then(work, work);
    this.running = next.catch(() => undefined);
    return next;
  }

  private assertEnabled(): void {
    if (!this.ctx.config.communityPackages.enabled) {
      throw new ApiError(400, 'Community packages are switched off on this instance', { hint: 'Set WEFT_COMMUNITY_PACKAGES_ENABLED=true to install node packages.' });
    }
  }

  private async assertNpm(): Promise<void> {
    if (!(await isNpmAvailable())) throw badRequest('npm is not available on this server, so packages cannot be installed', 'Install Node.js with npm on the machine that runs Weft.');
  }

  /** Names taken by built-in and other packages' types, so a package cannot shadow them. */
  private taken(except?: string): { nodeTypes: Set<string>; credentialTypes: Set<string> } {
    const credentialTypes = new Set(this.builtinCredentialNames);
    for (const [name, pkg] of this.loaded) if (name !== except) for (const c of pkg.credentialTypes) credentialTypes.add(c.name);
    const nodeTypes = new Set<string>();
    for (const n of this.builtinNodeNames) nodeTypes.add(n);
    return { nodeTypes, credentialTypes };
  }

  private register(pkg: LoadedPackage): void {
    for (const type of pkg.nodeTypes) this.ctx.nodeTypes.register(type);
    this.ctx.credentialTypes.push(...pkg.credentialTypes);
    this.loaded.set(pkg.packageName, pkg);
    this.loadErrors.delete(pkg.packageName);
  }

  private unregister(packageName: string): void {
    const pkg = this.loaded.get(packageName);
    if (!pkg) return;
    for (const name of new Set(pkg.nodeTypes.map((t) => t.description.name))) this.ctx.nodeTypes.unregister(name);
    for (const c of pkg.credentialTypes) {
      const i = this.ctx.credentialTypes.indexOf(c);
      if (i >= 0) this.ctx.credentialTypes.splice(i, 1);
    }
    this.loaded.delete(packageName);
  }

  private async npm(args: string[], what: string): Promise<void> {
    const flags = ['--prefix', this.folder, '--ignore-scripts', '--no-audit', '--no-fund', '--save'];
    if (this.ctx.config.communityPackages.npmOffline) flags.push('--offline');
    const result = await runNpm([...args.slice(0, 1), ...flags, ...args.slice(1)], this.folder);
    if (result.code !== 0) throw badRequest(`npm could not ${what}: ${npmFailure(result)}`);
  }

  private nameOf(spec: PackageSpec): string {
    if (spec.kind === 'registry') return spec.name;
    const manifest = readTarballManifest(spec.path);
    return checkPackageName(manifest.name);
  }

  /** How a package was installed, from `{home}/nodes/package.json`: a tarball (`file:`) or the registry. */
  private installedFromTarball(name: string): boolean {
    try {
      const deps = (JSON.parse(readFileSync(join(this.folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
      return (deps[name] ?? '').startsWith('file:');
    } catch {
      return false;
    }
  }

  private async load(name: string): Promise<LoadedPackage> {
    try {
      return await loadPackage(this.packageDir(name), name, this.taken(name));
    } catch (e) {
      if (e instanceof PackageLoadError) throw badRequest(`The package "${name}" cannot be used: ${e.message}`);
      throw badRequest(`The package "${name}" cannot be used: ${(e as Error)?.message ?? String(e)}`);
    }
  }

  private async saveRow(pkg: LoadedPackage): Promise<InstalledPackage> {
    return this.repo.save({ packageName: pkg.packageName, installedVersion: pkg.version, authorName: pkg.authorName, authorEmail: pkg.authorEmail, installedNodes: pkg.installedNodes });
  }

  /**
   * Installs a package from the registry (`name`, `name@version`) or a local `.tgz`, validates it
   * and registers its types. A package that fails validation is removed again and answered as a 400.
   */
  install(input: unknown): Promise<InstalledPackage> {
    this.assertEnabled();
    const spec = parsePackageSpec(input);
    return this.exclusive(async () => {
      const name = this.nameOf(spec);
      if (await this.repo.get(name)) throw conflict(`The package "${name}" is already installed`, 409);
      await this.assertNpm();
      await this.npm(['install', npmArgument(spec)], `install "${npmArgument(spec)}"`);
      let pkg: LoadedPackage;
      try {
        pkg = await this.load(name);
      } catch (e) {
        await runNpm(['uninstall', '--prefix', this.folder, '--ignore-scripts', '--no-audit', '--no-fund', '--offline', name], this.folder);
        rmSync(this.packageDir(name), { recursive: true, force: true });
        throw e;
      }
      this.register(pkg);
      this.latest.delete(name);
      return this.saveRow(pkg);
    });
  }

  /**
   * Updates an installed package: `name` takes the registry's latest version (or `name@version`),
   * a `.tgz` path installs that tarball over the package of the same name. If the new version
   * fails validation the previous files are put back and the loaded types stay as they were.
   */
  update(input: unknown): Promise<InstalledPackage> {
    this.assertEnabled();
    const spec = parsePackageSpec(input);
    return this.exclusive(async () => {
      const name = this.nameOf(spec);
      if (!(await this.repo.get(name))) throw notFound(`The package "${name}" is not installed`);
      if (spec.kind === 'registry' && this.installedFromTarball(name)) {
        throw badRequest(`The package "${name}" was installed from a tarball`, 'Update it by giving the path of the new tarball as "name".');
      }
      await this.assertNpm();
      const backup = mkdtempSync(join(this.folder, '.backup-'));
      const dir = this.packageDir(name);
      if (existsSync(dir)) cpSync(dir, backup, { recursive: true });
      const target = spec.kind === 'registry' ? `${name}@${spec.version ?? 'latest'}` : spec.path;
      try {
        try {
          await this.npm(['install', target], `update "${name}"`);
          const pkg = await this.load(name);
          this.unregister(name);
          this.register(pkg);
          this.latest.delete(name);
          return await this.saveRow(pkg);
        } catch (e) {
          rmSync(dir, { recursive: true, force: true });
          cpSync(backup, dir, { recursive: true });
          throw e;
        }
      } finally {
        rmSync(backup, { recursive: true, force: true });
      }
    });
  }

  /** Uninstalls a package and removes its types from the running server. */
  uninstall(input: unknown): Promise<void> {
    const name = checkPackageName(input);
    return this.exclusive(async () => {
      if (!(await this.repo.get(name))) throw notFound(`The package "${name}" is not installed`);
      this.unregister(name);
      const result = (await isNpmAvailable()) ? await runNpm(['uninstall', '--prefix', this.folder, '--ignore-scripts', '--no-audit', '--no-fund', '--offline', name], this.folder) : undefined;
      if (!result || result.code !== 0) rmSync(this.packageDir(name), { recursive: true, force: true });
      await this.repo.remove(name);
      this.loadErrors.delete(name);
      this.latest.delete(name);
    });
  }

  /** Installed packages with their nodes, load failures and, where the registry said so, a newer version. */
  async list(): Promise<CommunityPackage[]> {
    const rows = await this.repo.list();
    const latest = await Promise.all(rows.map((r) => this.latestVersion(r.packageName)));
    return rows.map((r, i) => {
      const out: CommunityPackage = { ...r };
      const newer = latest[i];
      if (newer && newer !== r.installedVersion && compareVersions(newer, r.installedVersion) > 0) out.updateAvailable = newer;
      const error = this.loadErrors.get(r.packageName);
      if (error) Object.assign(out, { failedLoading: true, loadError: error });
      return out;
    });
  }

  /**
   * The latest version on the registry of a package installed from it, remembered for an hour.
   * Never asked for tarball installs, offline instances or with WEFT_COMMUNITY_PACKAGES_CHECK_UPDATES=false.
   */
  private async latestVersion(name: string): Promise<string | undefined> {
    const c = this.ctx.config.communityPackages;
    if (!c.checkUpdates || c.npmOffline || this.installedFromTarball(name)) return undefined;
    const cached = this.latest.get(name);
    if (cached && Date.now() - cached.at < UPDATE_CHECK_TTL_MS) return cached.version;
    let version: string | undefined;
    if (await isNpmAvailable()) {
      const result = await runNpm(['view', name, 'version', '--json'], this.folder, 15_000);
      try {
        const parsed = JSON.parse(result.stdout) as unknown;
        if (result.code === 0 && typeof parsed === 'string') version = parsed;
      } catch {
        /* unknown: no badge */
      }
    }
    this.latest.set(name, { version, at: Date.now() });
    return version;
  }

  /**
   * Loads every installed package again (at start). A package that no longer loads is logged,
   * remembered as failed and skipped; the server starts anyway.
   */
  async loadInstalled(): Promise<void> {
    // Asked once per process; asking now keeps the first GET /rest/settings fast.
    void isNpmAvailable();
    for (const row of await this.repo.list()) {
      try {
        this.register(await loadPackage(this.packageDir(row.packageName), row.packageName, this.taken(row.packageName)));
      } catch (e) {
        const message = (e as Error)?.message ?? String(e);
        this.loadErrors.set(row.packageName, message);
        if (this.ctx.config.logLevel !== 'silent') process.stderr.write(`[weft] community package "${row.packageName}" was not loaded: ${message}\n`);
      }
    }
  }
}

/** Compares two dotted versions numerically (pre-release tags sort before the release). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.split('-', 2);
    return { parts: core.split('.').map((p) => Number.parseInt(p, 10) || 0), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d) return d;
  }
  if (x.pre && !y.pre) return -1;
  if (!x.pre && y.pre) return 1;
  return 0;
}

const services = new WeakMap<ServerContext, CommunityPackages>();

/** The community-package service of a server (made on first use). */
export function communityPackagesOf(ctx: ServerContext): CommunityPackages {
  let service = services.get(ctx);
  if (!service) {
    service = new CommunityPackages(ctx);
    services.set(ctx, service);
  }
  return service;
}

/** Loads the installed community packages into a server being started (broken ones are skipped). */
export async function loadCommunityPackages(ctx: ServerContext): Promise<void> {
  await communityPackagesOf(ctx).loadInstalled();
}

/** Node types registered by community packages, for `/types/nodes.json`. */
export function communityNodeTypes(ctx: ServerContext): NodeType[] {
  return services.get(ctx)?.nodeTypes() ?? [];
}
