import { readFileSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { WorkflowOperationError, type NodeType, type WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.js';
import { LoadedPackages } from './loaded-packages.js';
import type { LoadedPackage } from './loader.js';
import { missingTypeProblem, packageOfType } from './missing-types.js';
import { NodesFolder, sha256Of } from './nodes-folder.js';
import { isNpmAvailable } from './npm.js';
import { checkPackageName, npmArgument, parsePackageSpec, type PackageSpec } from './package-spec.js';
import {
  packageStates,
  type PackageProcessState,
  type ProcessPackageReport,
  type ReportingRole,
} from './process-status.js';
import { PackageSync, presentPackages } from './process-sync.js';
import {
  InstalledPackageRepository,
  publicPackage,
  type InstalledPackage,
  type PackageRecord,
  type PackageSource,
  type StoredTarball,
} from './repository.js';
import { onDiskAsWanted } from './sync-plan.js';
import { readTarballManifest } from './tarball.js';
import { compareVersions, UpdateChecks } from './update-checks.js';

/** A package as `GET /rest/community-packages` lists it. */
export interface CommunityPackage extends InstalledPackage {
  /** The newer version on the registry, when one is known. */
  updateAvailable?: string;
  /** Set when the package is installed but could not be loaded at start. */
  failedLoading?: boolean;
  /** Why it could not be loaded. */
  loadError?: string;
  /** Queue mode: each process of the cluster, with the version it has loaded and why it failed. */
  processes?: PackageProcessState[];
}

/** A change main made, announced to the other processes of a cluster. */
export interface PackageChange {
  action: 'install' | 'update' | 'uninstall';
  packageName: string;
  /** The version installed (not for uninstall). */
  version?: string;
}

/** How the service reaches the rest of a queue-mode cluster (set by `joinCluster`). */
export interface ClusterLink {
  role: ReportingRole;
  /** Tells the other processes that a package changed (and reports this process's state). */
  announce(change: PackageChange): Promise<void>;
  /** What every live process of the cluster reports. */
  reports(): Promise<ProcessPackageReport[]>;
}

/** Largest tarball accepted: its bytes are kept in the database for the cluster's other processes. */
export const MAX_TARBALL_BYTES = 64 * 1024 * 1024;
/** How long a run waits for a package being installed in this process before refusing. */
const MISSING_TYPE_WAIT_MS = 60_000;

/** Resolves true when `promise` settles within `ms`, false otherwise. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Community node packages: installs them with npm into `{WEFT home}/nodes`, validates and loads
 * them, registers their node and credential types in the running server and keeps the list (and
 * where each came from, with a tarball's bytes) in `installed_packages`. One operation runs at a
 * time; nothing a package does while loading can stop the server (a failure is reported and the
 * package is left out). In queue mode every other process catches up through {@link PackageSync}.
 */
export class CommunityPackages {
  private readonly repo: InstalledPackageRepository;
  /** The npm project in `{WEFT home}/nodes`. */
  readonly folder: NodesFolder;
  /** The packages whose types are registered here. */
  readonly loaded: LoadedPackages;
  /** Catching up with the cluster's list (queue mode). */
  readonly sync: PackageSync;
  private readonly updates: UpdateChecks;
  private running: Promise<unknown> = Promise.resolve();
  private link: ClusterLink | undefined;

  constructor(private readonly ctx: ServerContext) {
    this.repo = new InstalledPackageRepository(ctx.db);
    this.folder = new NodesFolder(ctx.config.home, ctx.config.communityPackages.npmOffline);
    this.loaded = new LoadedPackages(ctx);
    this.updates = new UpdateChecks(ctx.config.communityPackages, this.folder);
    this.sync = new PackageSync({
      repo: this.repo,
      folder: this.folder,
      loaded: this.loaded,
      exclusive: (work) => this.exclusive(work),
      log: (line) => this.log(line),
      where: () => this.where(),
    });
  }

  /** Every node type the loaded packages registered. */
  nodeTypes(): NodeType[] {
    return this.loaded.nodeTypes();
  }

  /** Resolves once the operations queued so far are done, or after `timeoutMs`. */
  async idle(timeoutMs: number): Promise<void> {
    await settlesWithin(this.running, timeoutMs);
  }

  /** Connects the service to its cluster (queue mode), or disconnects it. */
  connect(link: ClusterLink | undefined): void {
    this.link = link;
  }

  /** This process, as messages name it: `this worker (host w1, pid 42)`, or `this instance` in regular mode. */
  where(): string {
    if (!this.link) return 'this instance';
    const what = { main: 'main process', worker: 'worker', webhook: 'webhook process' }[this.link.role];
    return `this ${what} (host ${hostname()}, pid ${process.pid})`;
  }

  private log(line: string): void {
    if (this.ctx.config.logLevel !== 'silent') process.stderr.write(`[weft] ${line}\n`);
  }

  /** Runs operations one after another, so two installs never race in the same folder. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.running.then(work, work);
    this.running = next.catch(() => undefined);
    return next;
  }

  private assertEnabled(): void {
    if (!this.ctx.config.communityPackages.enabled) {
      throw new ApiError(400, 'Community packages are switched off on this instance', {
        hint: 'Set WEFT_COMMUNITY_PACKAGES_ENABLED=true to install node packages.',
      });
    }
  }

  private async assertNpm(): Promise<void> {
    if (!(await isNpmAvailable()))
      throw badRequest(
        'npm is not available on this server, so packages cannot be installed',
        'Install Node.js with npm on the machine that runs Weft.',
      );
  }

  private nameOf(spec: PackageSpec): string {
    if (spec.kind === 'registry') return spec.name;
    const manifest = readTarballManifest(spec.path);
    return checkPackageName(manifest.name);
  }

  /**
   * Where npm installs from and the source recorded for the cluster: a tarball is read, hashed,
   * kept as `.tarballs/{sha256}.tgz` (its bytes go to the database with the row).
   */
  private prepare(
    spec: PackageSpec,
    registryTarget: string,
  ): { target: string; source: PackageSource; tarball?: StoredTarball } {
    if (spec.kind === 'registry') return { target: registryTarget, source: { kind: 'registry' } };
    const size = statSync(spec.path).size;
    if (size > MAX_TARBALL_BYTES)
      throw badRequest(
        `The tarball "${spec.path}" is ${Math.ceil(size / 1048576)} MB; at most ${MAX_TARBALL_BYTES / 1048576} MB can be installed`,
      );
    const bytes = readFileSync(spec.path);
    const sha256 = sha256Of(bytes);
    return {
      target: this.folder.placeTarball(bytes, sha256),
      source: { kind: 'tarball', sha256 },
      tarball: { sha256, size: bytes.length, bytes },
    };
  }

  private saveRow(pkg: LoadedPackage, source: PackageSource, tarball?: StoredTarball): Promise<InstalledPackage> {
    return this.repo.save(
      {
        packageName: pkg.packageName,
        installedVersion: pkg.version,
        authorName: pkg.authorName,
        authorEmail: pkg.authorEmail,
        installedNodes: pkg.installedNodes,
      },
      source,
      tarball,
    );
  }

  /** Tells the cluster (queue mode); a failure is logged, the other processes catch up on their next pass. */
  private async announce(change: PackageChange): Promise<void> {
    this.sync.forget(change.packageName);
    await this.link
      ?.announce(change)
      .catch((e: unknown) =>
        this.log(
          `the cluster could not be told that "${change.packageName}" changed: ${(e as Error)?.message ?? String(e)}`,
        ),
      );
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
      const { target, source, tarball } = this.prepare(spec, npmArgument(spec));
      let pkg: LoadedPackage;
      try {
        await this.folder.install(target, `install "${npmArgument(spec)}"`);
        pkg = await this.loaded.readForApi(this.folder.packageDir(name), name);
      } catch (e) {
        await this.folder.uninstall(name);
        throw e;
      }
      this.loaded.register(pkg);
      this.updates.forget(name);
      const saved = await this.saveRow(pkg, source, tarball);
      await this.announce({ action: 'install', packageName: name, version: pkg.version });
      return saved;
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
      if (spec.kind === 'registry' && this.folder.fromTarball(name)) {
        throw badRequest(
          `The package "${name}" was installed from a tarball`,
          'Update it by giving the path of the new tarball as "name".',
        );
      }
      await this.assertNpm();
      const { target, source, tarball } = this.prepare(
        spec,
        `${name}@${spec.kind === 'registry' ? (spec.version ?? 'latest') : ''}`,
      );
      const snapshot = this.folder.snapshot(name);
      let pkg: LoadedPackage;
      try {
        await this.folder.install(target, `update "${name}"`);
        pkg = await this.loaded.readForApi(this.folder.packageDir(name), name);
      } catch (e) {
        this.folder.restore(snapshot);
        this.folder.pruneTarballs();
        throw e;
      }
      this.folder.discard(snapshot);
      this.folder.pruneTarballs();
      this.loaded.register(pkg);
      this.updates.forget(name);
      const saved = await this.saveRow(pkg, source, tarball);
      await this.announce({ action: 'update', packageName: name, version: pkg.version });
      return saved;
    });
  }

  /** Uninstalls a package and removes its types from the running server. */
  uninstall(input: unknown): Promise<void> {
    const name = checkPackageName(input);
    return this.exclusive(async () => {
      if (!(await this.repo.get(name))) throw notFound(`The package "${name}" is not installed`);
      this.loaded.unregister(name);
      await this.folder.uninstall(name);
      await this.repo.remove(name);
      this.loaded.loadErrors.delete(name);
      this.updates.forget(name);
      await this.announce({ action: 'uninstall', packageName: name });
    });
  }

  /** Installed packages with their nodes, load failures, a newer version when the registry said so, and in queue mode each process's state. */
  async list(): Promise<CommunityPackage[]> {
    const rows = await this.repo.list();
    const [latest, reports] = await Promise.all([
      Promise.all(rows.map((r) => this.updates.latestVersion(r.packageName))),
      this.link ? this.link.reports().catch(() => undefined) : Promise.resolve(undefined),
    ]);
    return rows.map((r, i) => {
      const out: CommunityPackage = publicPackage(r);
      const newer = latest[i];
      if (newer && newer !== r.installedVersion && compareVersions(newer, r.installedVersion) > 0)
        out.updateAvailable = newer;
      const error = this.loaded.loadErrors.get(r.packageName);
      if (error) Object.assign(out, { failedLoading: true, loadError: error });
      if (reports) out.processes = packageStates(reports, r.packageName);
      return out;
    });
  }

  /**
   * Records where a package listed without a source came from, when this process installed it:
   * the registry, or a tarball still at the path npm saved (checked against what is installed).
   */
  private async backfillSource(row: PackageRecord): Promise<void> {
    const name = row.packageName;
    if (!this.folder.fromTarball(name)) return this.repo.backfillSource(name, { kind: 'registry' });
    const file = this.folder.tarballFileOf(name);
    if (!file) return;
    const manifest = readTarballManifest(file);
    if (manifest.name !== name || manifest.version !== this.folder.versionOnDisk(name)) return;
    const bytes = readFileSync(file);
    const sha256 = sha256Of(bytes);
    await this.repo.backfillSource(name, { kind: 'tarball', sha256 }, { sha256, size: bytes.length, bytes });
  }

  /**
   * Loads every installed package again (at start). A package that no longer loads is logged,
   * remembered as failed and skipped; the server starts anyway.
   */
  async loadInstalled(): Promise<void> {
    const deps = this.folder.dependencies();
    for (const row of await this.repo.list()) {
      if (!row.source && deps[row.packageName] !== undefined) {
        await this.backfillSource(row).catch((e: unknown) =>
          this.log(
            `the source of community package "${row.packageName}" could not be recorded: ${(e as Error)?.message ?? String(e)}`,
          ),
        );
      }
    }
    const rows = await this.repo.list();
    const present = presentPackages(this.folder, this.loaded, rows);
    for (const row of rows) {
      // In a cluster, a package this process never had is installed by the catch-up pass that follows.
      if (this.ctx.config.executionsMode === 'queue' && present.get(row.packageName)?.diskVersion === undefined)
        continue;
      try {
        this.loaded.register(await this.loaded.read(this.folder.packageDir(row.packageName), row.packageName));
      } catch (e) {
        const message = (e as Error)?.message ?? String(e);
        this.loaded.loadErrors.set(row.packageName, message);
        // What is on disk as listed but broken is not loaded again by every catch-up pass.
        if (onDiskAsWanted(row, present.get(row.packageName))) this.sync.noteFailure(row, message);
        this.log(`community package "${row.packageName}" was not loaded: ${message}`);
      }
    }
  }

  /**
   * Checks, before a run, that every community node type the workflow uses is here. In a
   * cluster a package listed in `installed_packages` but not loaded yet (the announcement has not
   * arrived, or npm is still running) is waited for, at most a minute. A node whose type is still
   * missing refuses the run with a message naming the package and why; types of no community
   * package are left to the engine.
   */
  async checkNodeTypes(nodes: readonly WorkflowNode[]): Promise<void> {
    const missing = () =>
      nodes.filter(
        (n) => !n.disabled && packageOfType(n.type) !== undefined && !this.ctx.nodeTypes.get(n.type, n.typeVersion),
      );
    let left = missing();
    if (!left.length) return;
    let installing = false;
    if (this.link) {
      const listed = new Set((await this.repo.list()).map((r) => r.packageName));
      if (left.some((n) => listed.has(packageOfType(n.type)!))) {
        installing = !(await settlesWithin(this.sync.run(), MISSING_TYPE_WAIT_MS));
        left = missing();
        if (!left.length) return;
      }
    }
    const node = left[0]!;
    const packageName = packageOfType(node.type)!;
    const row = await this.repo.get(packageName);
    const failure = this.sync.failed().get(packageName)?.message ?? this.loaded.loadErrors.get(packageName);
    const problem = missingTypeProblem(
      node,
      packageName,
      { listedVersion: row?.installedVersion, loadedVersion: this.loaded.versionOf(packageName), failure, installing },
      this.where(),
    );
    throw new WorkflowOperationError(problem.message, node, problem.description);
  }

  /** This process's report for the cluster: loaded packages and failures. */
  report(identity: Pick<ProcessPackageReport, 'id' | 'role' | 'host' | 'pid'>): ProcessPackageReport {
    const packages: Record<string, string> = {};
    for (const name of this.loaded.names()) packages[name] = this.loaded.versionOf(name)!;
    const failures: ProcessPackageReport['failures'] = {};
    for (const [name, f] of this.sync.failed()) failures[name] = { version: f.version, message: f.message };
    return { ...identity, reportedAt: new Date().toISOString(), packages, failures };
  }
}

/** Loads the installed community packages into a server being started (broken ones are skipped). */
export async function loadCommunityPackages(ctx: ServerContext): Promise<void> {
  await ctx.communityPackages.loadInstalled();
}

/** Node types registered by community packages, for `/types/nodes.json`. */
export function communityNodeTypes(ctx: ServerContext): NodeType[] {
  return ctx.communityPackages.nodeTypes();
}

/**
 * Refuses a run whose community node types this process does not have (waiting briefly for an
 * install under way in a cluster), with a message naming the package. See
 * {@link CommunityPackages.checkNodeTypes}.
 */
export function checkCommunityNodeTypes(ctx: ServerContext, nodes: readonly WorkflowNode[]): Promise<void> {
  return ctx.communityPackages.checkNodeTypes(nodes);
}
