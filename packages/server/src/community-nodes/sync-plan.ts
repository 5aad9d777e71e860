import type { PackageRecord } from './repository.js';

/** What one process has of a package: on disk in its `{WEFT_HOME}/nodes`, and loaded. */
export interface PresentPackage {
  /** Version of the package.json on disk (undefined: not on disk). */
  diskVersion?: string;
  /** Listed in the folder's package.json dependencies (Weft installed it here). */
  listed: boolean;
  /** SHA-256 of the tarball it was installed from (`file:.tarballs/{sha}.tgz`). */
  tarballSha256?: string;
  /** Installed from a `file:` spec of any kind. */
  fromTarball: boolean;
  /** Version of the loaded package whose node types are registered (undefined: not loaded). */
  loadedVersion?: string;
}

/** One thing to do to bring a process's packages in line with `installed_packages`. */
export type SyncStep =
  | { kind: 'install'; record: PackageRecord }
  | { kind: 'load'; record: PackageRecord }
  | { kind: 'remove'; packageName: string }
  | { kind: 'refuse'; record: PackageRecord; reason: string };

/** Identifies what a row asks for: its version, and for a tarball its hash. */
export function wantedKey(record: PackageRecord): string {
  return record.source?.kind === 'tarball'
    ? `${record.installedVersion}#${record.source.sha256}`
    : record.installedVersion;
}

/** Whether what is on disk is what a row asks for. */
export function onDiskAsWanted(record: PackageRecord, present: PresentPackage | undefined): boolean {
  if (!present || present.diskVersion !== record.installedVersion) return false;
  const source = record.source;
  if (!source) return true;
  return source.kind === 'tarball' ? present.tarballSha256 === source.sha256 : !present.fromTarball;
}

/** Whether a process has a package exactly as its row asks: on disk and loaded at that version. */
export function isSettled(record: PackageRecord, present: PresentPackage | undefined): boolean {
  return onDiskAsWanted(record, present) && present?.loadedVersion === record.installedVersion;
}

/** Why a row without a recorded source cannot be installed here. */
export const UNKNOWN_SOURCE =
  'it was installed before Weft recorded where packages come from, so this process cannot tell the registry from a tarball: update it once on the main process (PATCH /rest/community-packages with its name or tarball) to record its source';

/**
 * Plans how one process catches up with the cluster's list of packages (pure: data in, steps
 * out). A package listed but missing, at another version or from another tarball is installed; one
 * on disk as listed but not loaded is loaded; one this process has that is no longer listed is
 * removed. A package whose last attempt failed for exactly what the row asks now is left alone
 * (its failure stays reported) unless it is in `retry`, so a safety-net pass does not rerun npm
 * for a package that cannot install.
 *
 * @example
 * planSync([{ packageName: 'a', installedVersion: '2.0.0', source: { kind: 'registry' }, ... }], new Map(), new Map(), 'all')
 * // → [{ kind: 'install', record: … }]
 */
export function planSync(
  wanted: readonly PackageRecord[],
  present: ReadonlyMap<string, PresentPackage>,
  failed: ReadonlyMap<string, string>,
  retry: ReadonlySet<string> | 'all',
): SyncStep[] {
  const steps: SyncStep[] = [];
  const names = new Set(wanted.map((r) => r.packageName));
  for (const [name, p] of present)
    if (!names.has(name) && (p.listed || p.loadedVersion !== undefined || p.diskVersion !== undefined))
      steps.push({ kind: 'remove', packageName: name });
  for (const record of wanted) {
    const p = present.get(record.packageName);
    if (isSettled(record, p)) continue;
    const asWanted = onDiskAsWanted(record, p);
    const mayRetry =
      retry === 'all' || retry.has(record.packageName) || failed.get(record.packageName) !== wantedKey(record);
    if (!mayRetry) continue;
    if (asWanted) steps.push({ kind: 'load', record });
    else if (!record.source) steps.push({ kind: 'refuse', record, reason: UNKNOWN_SOURCE });
    else steps.push({ kind: 'install', record });
  }
  return steps;
}
