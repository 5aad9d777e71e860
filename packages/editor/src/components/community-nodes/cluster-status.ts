import type { CommunityPackage, PackageProcessState } from '../../api/community-packages';

/** How a package stands across a queue-mode cluster, as the community nodes page shows it. */
export interface ClusterStatus {
  /** `danger`: some process failed; `warning`: some process is still catching up; `ok`: all have it. */
  tone: 'danger' | 'warning' | 'ok';
  /** The badge (or, when all is well, the note) text, e.g. "Failed on 1 of 3 processes". */
  label: string;
  /** One line per process that does not have the listed version, saying what it has or why not. */
  lines: Array<{ key: string; text: string; failed: boolean }>;
  /** Some process is catching up (without a failure): the page should look again shortly. */
  pending: boolean;
}

const ROLE: Record<PackageProcessState['role'], string> = {
  main: 'Main',
  worker: 'Worker',
  webhook: 'Webhook process',
};

function plural(n: number): string {
  return `${n} process${n === 1 ? '' : 'es'}`;
}

/** Names a process: "Worker on w1 (pid 42)". */
export function processName(p: Pick<PackageProcessState, 'role' | 'host' | 'pid'>): string {
  return `${ROLE[p.role] ?? p.role} on ${p.host} (pid ${p.pid})`;
}

/**
 * The cluster state of a package from the processes main lists (pure). Undefined outside queue
 * mode, where the list has no `processes`.
 *
 * @example
 * clusterStatus({ installedVersion: '1.1.0', processes: [{ role: 'worker', host: 'w1', pid: 4, installedVersion: null, failedVersion: '1.1.0', error: 'npm is not available' }, …] })
 * // → { tone: 'danger', label: 'Failed on 1 of 2 processes', lines: [{ text: 'Worker on w1 (pid 4): could not install 1.1.0: npm is not available', failed: true }], … }
 */
export function clusterStatus(
  pkg: Pick<CommunityPackage, 'installedVersion' | 'processes'>,
): ClusterStatus | undefined {
  const processes = pkg.processes;
  if (!processes?.length) return undefined;
  const behind = processes.filter((p) => p.error || p.installedVersion !== pkg.installedVersion);
  const failed = behind.filter((p) => p.error);
  const lines = behind.map((p) => ({
    key: p.process,
    failed: !!p.error,
    text: p.error
      ? `${processName(p)}: could not install ${p.failedVersion ?? pkg.installedVersion}: ${p.error}${p.installedVersion ? ` (still runs ${p.installedVersion})` : ''}`
      : `${processName(p)}: ${p.installedVersion ? `has ${p.installedVersion}, installing ${pkg.installedVersion}` : 'installing'}…`,
  }));
  if (failed.length)
    return {
      tone: 'danger',
      label: `Failed on ${failed.length} of ${plural(processes.length)}`,
      lines,
      pending: failed.length < behind.length,
    };
  if (behind.length)
    return {
      tone: 'warning',
      label: `Installing on ${behind.length} of ${plural(processes.length)}`,
      lines,
      pending: true,
    };
  return {
    tone: 'ok',
    label: processes.length === 1 ? 'on its 1 process' : `on all ${plural(processes.length)}`,
    lines: [],
    pending: false,
  };
}
