import type { LoadedPackages } from './loaded-packages.js';
import type { NodesFolder } from './nodes-folder.js';
import { isNpmAvailable } from './npm.js';
import { checkPackageName, pinnedSpec } from './package-spec.js';
import type { InstalledPackageRepository, PackageRecord } from './repository.js';
import { isSettled, planSync, wantedKey, type PresentPackage, type SyncStep } from './sync-plan.js';

/** A package this process could not bring to the listed version. */
export interface SyncFailure {
  /** What the row asked for when it failed (see {@link wantedKey}). */
  key: string;
  /** The version it tried. */
  version: string;
  message: string;
}

/** What {@link PackageSync} works with. */
export interface PackageSyncDeps {
  repo: InstalledPackageRepository;
  folder: NodesFolder;
  loaded: LoadedPackages;
  /** Runs work after every other package operation of this process, one at a time. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Writes a line to the process's log. */
  log(line: string): void;
  /** Names this process in messages, e.g. `this worker (host w1, pid 42)`. */
  where(): string;
}

/** What one process has of every package that matters: listed, on disk or loaded. */
export function presentPackages(
  folder: NodesFolder,
  loaded: LoadedPackages,
  rows: readonly PackageRecord[],
): Map<string, PresentPackage> {
  const deps = folder.dependencies();
  const names = new Set([...rows.map((r) => r.packageName), ...Object.keys(deps), ...loaded.names()]);
  const present = new Map<string, PresentPackage>();
  for (const name of names) {
    const spec = deps[name];
    present.set(name, {
      diskVersion: folder.versionOnDisk(name),
      listed: spec !== undefined,
      tarballSha256: folder.tarballShaOf(name, deps),
      fromTarball: (spec ?? '').startsWith('file:'),
      loadedVersion: loaded.versionOf(name),
    });
  }
  return present;
}

/**
 * Brings one process's community packages in line with `installed_packages`, the cluster's list:
 * installs what is listed but missing or at another version (registry packages with npm as
 * `name@version`, tarballs from the bytes the database keeps, checked against their SHA-256),
 * loads what is on disk but not loaded, removes what is no longer listed. Passes run one at a time
 * with the process's other package operations; requests made while a pass waits join it. A
 * package that fails is logged and remembered with why (reported, never thrown), and the others
 * go on.
 */
export class PackageSync {
  private readonly failures = new Map<string, SyncFailure>();
  private queued: { retry: Set<string> | 'all'; promise: Promise<void> } | undefined;
  private pending = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: PackageSyncDeps) {}

  /** Whether a pass is queued or running. */
  get busy(): boolean {
    return this.pending > 0;
  }

  /** Packages this process could not bring to the listed version, by name. */
  failed(): ReadonlyMap<string, SyncFailure> {
    return this.failures;
  }

  /** Calls `listener` after every pass (to report the state); answers the function that stops it. */
  onPass(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Forgets a package's failure (main changed it through the API). */
  forget(packageName: string): void {
    this.failures.delete(packageName);
  }

  /**
   * Remembers that a listed package is on disk as the row asks but did not load at start, so a
   * pass does not load it again until asked to retry it.
   */
  noteFailure(record: PackageRecord, message: string): void {
    this.failures.set(record.packageName, { key: wantedKey(record), version: record.installedVersion, message });
  }

  /**
   * Runs a pass after the operations already queued; answers when it is done. `retry` names the
   * packages whose earlier failure is tried again (`all`: every one). While a pass waits to
   * start, further requests join it rather than queue another.
   */
  run(retry: ReadonlySet<string> | 'all' = new Set()): Promise<void> {
    const queued = this.queued;
    if (queued) {
      if (retry === 'all') queued.retry = 'all';
      else if (queued.retry !== 'all') for (const name of retry) queued.retry.add(name);
      return queued.promise;
    }
    const entry: { retry: Set<string> | 'all'; promise: Promise<void> } = {
      retry: retry === 'all' ? 'all' : new Set(retry),
      promise: Promise.resolve(),
    };
    this.pending++;
    entry.promise = this.deps
      .exclusive(async () => {
        if (this.queued === entry) this.queued = undefined;
        await this.pass(entry.retry);
      })
      .finally(() => {
        this.pending--;
        for (const listener of this.listeners) {
          try {
            listener();
          } catch {
            /* a listener's failure is its own */
          }
        }
      });
    this.queued = entry;
    return entry.promise;
  }

  private async pass(retry: ReadonlySet<string> | 'all'): Promise<void> {
    const { repo, folder, loaded } = this.deps;
    const rows = await repo.list();
    const listed = new Set(rows.map((r) => r.packageName));
    for (const name of this.failures.keys()) if (!listed.has(name)) this.failures.delete(name);
    const present = presentPackages(folder, loaded, rows);
    for (const row of rows) if (isSettled(row, present.get(row.packageName))) this.failures.delete(row.packageName);
    const failedKeys = new Map([...this.failures].map(([name, f]) => [name, f.key]));
    for (const step of planSync(rows, present, failedKeys, retry)) {
      try {
        await this.apply(step);
        if (step.kind !== 'remove') this.failures.delete(step.record.packageName);
      } catch (e) {
        if (step.kind === 'remove') {
          this.deps.log(
            `community package "${step.packageName}" could not be removed from ${this.deps.where()}: ${messageOf(e)}`,
          );
          continue;
        }
        const message = messageOf(e);
        this.failures.set(step.record.packageName, {
          key: wantedKey(step.record),
          version: step.record.installedVersion,
          message,
        });
        this.deps.log(
          `community package "${step.record.packageName}" ${step.record.installedVersion} could not be installed on ${this.deps.where()}: ${message}`,
        );
      }
    }
  }

  private async apply(step: SyncStep): Promise<void> {
    const { folder, loaded } = this.deps;
    switch (step.kind) {
      case 'remove':
        loaded.unregister(step.packageName);
        loaded.loadErrors.delete(step.packageName);
        await folder.uninstall(step.packageName);
        return;
      case 'refuse':
        throw new Error(step.reason);
      case 'load':
        loaded.register(await this.read(step.record));
        return;
      case 'install':
        await this.install(step.record);
        return;
    }
  }

  /** Reads the package on disk and checks it is the listed version. */
  private async read(record: PackageRecord) {
    const pkg = await this.deps.loaded.read(this.deps.folder.packageDir(record.packageName), record.packageName);
    if (pkg.version !== record.installedVersion)
      throw new Error(`the installed package is version ${pkg.version}, not ${record.installedVersion}`);
    return pkg;
  }

  /** Installs the listed version; on failure the previous files (and loaded types) stay. */
  private async install(record: PackageRecord): Promise<void> {
    const { repo, folder, loaded } = this.deps;
    const name = checkPackageName(record.packageName);
    let target: string;
    if (record.source?.kind === 'tarball') {
      const stored = await repo.tarball(name);
      if (!stored) throw new Error('its tarball is not in the database (installed_package_tarball)');
      if (stored.sha256 !== record.source.sha256)
        throw new Error(
          `the stored tarball has SHA-256 ${stored.sha256}, not the ${record.source.sha256} its row names`,
        );
      target = folder.placeTarball(stored.bytes, record.source.sha256);
    } else {
      target = pinnedSpec(name, record.installedVersion);
    }
    if (!(await isNpmAvailable())) throw new Error('npm is not available on this machine');
    const snapshot = folder.snapshot(name);
    try {
      await folder.install(target, `install "${name}@${record.installedVersion}"`);
      loaded.register(await this.read(record));
    } catch (e) {
      folder.restore(snapshot);
      folder.pruneTarballs();
      throw e;
    }
    folder.discard(snapshot);
    folder.pruneTarballs();
  }
}

function messageOf(e: unknown): string {
  return (e as Error)?.message ?? String(e);
}
