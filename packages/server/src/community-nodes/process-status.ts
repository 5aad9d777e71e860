import type { Redis } from 'ioredis';

/** The part a process plays in a cluster, as its package state reports it. */
export type ReportingRole = 'main' | 'worker' | 'webhook';

/** What one process of a cluster reports about its community packages. */
export interface ProcessPackageReport {
  /** Unique per process: `{role}:{host}:{pid}:{random}`. */
  id: string;
  role: ReportingRole;
  host: string;
  pid: number;
  /** When the process last reported (ISO time); reports older than a few heartbeats are dropped. */
  reportedAt: string;
  /** Loaded packages and their versions. */
  packages: Record<string, string>;
  /** Packages it could not install or load at the listed version, with the version it tried and why. */
  failures: Record<string, { version: string; message: string }>;
}

/** One process's state of one package, as `GET /rest/community-packages` lists it under `processes`. */
export interface PackageProcessState {
  /** The process's id (see {@link ProcessPackageReport.id}). */
  process: string;
  role: ReportingRole;
  host: string;
  pid: number;
  /** The version loaded there, or null. */
  installedVersion: string | null;
  /** Why it could not install or load the listed version there. */
  error?: string;
  /** The version it could not install or load. */
  failedVersion?: string;
}

/** The Redis hash holding every process's report, one field per process. */
export function processReportsKey(prefix: string): string {
  return `${prefix}:community-packages:processes`;
}

/** Writes this process's report. */
export async function writeReport(redis: Redis, prefix: string, report: ProcessPackageReport): Promise<void> {
  await redis.hset(processReportsKey(prefix), report.id, JSON.stringify(report));
}

/** Removes a process's report (it leaves the cluster). */
export async function removeReport(redis: Redis, prefix: string, id: string): Promise<void> {
  await redis.hdel(processReportsKey(prefix), id);
}

function parseReport(raw: string): ProcessPackageReport | undefined {
  try {
    const r = JSON.parse(raw) as ProcessPackageReport;
    return typeof r.id === 'string' && typeof r.reportedAt === 'string' && r.packages && r.failures ? r : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the reports of the processes alive in the cluster. Reports older than `staleAfterMs` (a
 * process that died without saying so) and unreadable ones are deleted and left out.
 */
export async function readReports(
  redis: Redis,
  prefix: string,
  staleAfterMs: number,
  now = Date.now(),
): Promise<ProcessPackageReport[]> {
  const all = await redis.hgetall(processReportsKey(prefix));
  const alive: ProcessPackageReport[] = [];
  const stale: string[] = [];
  for (const [field, raw] of Object.entries(all)) {
    const report = parseReport(raw);
    if (report && now - Date.parse(report.reportedAt) <= staleAfterMs) alive.push(report);
    else stale.push(field);
  }
  if (stale.length) await redis.hdel(processReportsKey(prefix), ...stale);
  return alive.sort((a, b) => a.role.localeCompare(b.role) || a.host.localeCompare(b.host) || a.pid - b.pid);
}

/** Each process's state of one package (pure). */
export function packageStates(reports: readonly ProcessPackageReport[], packageName: string): PackageProcessState[] {
  return reports.map((r) => {
    const failure = r.failures[packageName];
    const state: PackageProcessState = {
      process: r.id,
      role: r.role,
      host: r.host,
      pid: r.pid,
      installedVersion: r.packages[packageName] ?? null,
    };
    if (failure) Object.assign(state, { error: failure.message, failedVersion: failure.version });
    return state;
  });
}
