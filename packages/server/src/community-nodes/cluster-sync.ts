import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { ServerContext } from '../context.js';
import { prom } from '../metrics.js';
import {
  readReports,
  removeReport,
  writeReport,
  type ProcessPackageReport,
  type ReportingRole,
} from './process-status.js';
import { type PackageChange } from './service.js';

/** A package change on the wire. */
interface ChangeMessage extends PackageChange {
  /** The announcing process, which ignores its own message. */
  origin: string;
}

/** How often a process checks `installed_packages` again (missed messages) and renews its report. */
export const PACKAGE_SYNC_INTERVAL_MS = 30_000;
/** A report not renewed for this long belongs to a process that is gone. */
const REPORT_STALE_MS = 3 * PACKAGE_SYNC_INTERVAL_MS;

/** The pub/sub channel of community package changes of a cluster. */
export function communityPackagesChannel(prefix: string): string {
  return `${prefix}:community-packages`;
}

/** Reads a change message; undefined for anything else. */
export function decodeChange(raw: string): ChangeMessage | undefined {
  try {
    const m = JSON.parse(raw) as ChangeMessage;
    const actions = ['install', 'update', 'uninstall'];
    return typeof m.origin === 'string' && typeof m.packageName === 'string' && actions.includes(m.action)
      ? m
      : undefined;
  } catch {
    return undefined;
  }
}

const withMetrics = new WeakSet<ServerContext>();

/** `weft_community_packages_failed{package}`: 1 for each package this process could not bring to the listed version. */
function addFailureMetric(ctx: ServerContext): void {
  if (withMetrics.has(ctx)) return;
  withMetrics.add(ctx);
  const service = ctx.communityPackages;
  new (prom().Gauge)({
    name: 'weft_community_packages_failed',
    help: 'Community packages this process could not install or load at the version installed_packages lists (1 per package)',
    labelNames: ['package'] as const,
    registers: [ctx.metrics.registry],
    collect() {
      this.reset();
      for (const name of service.sync.failed().keys()) this.set({ package: name }, 1);
    },
  });
}

/**
 * Keeps a queue-mode process's community packages in line with main's (every role: main,
 * worker, webhook). Subscribes to `<prefix>:community-packages`, where a process that installs,
 * updates or uninstalls a package through the API announces it; every other process then runs a
 * catch-up pass against `installed_packages` (the database is the truth, so a message carries no
 * state that could be stale and passes are idempotent). Before answering, runs the pass that
 * catches up with what changed while the process was down. Every 30 s, and when the subscriber
 * reconnects, runs a pass again (pub/sub drops messages while a subscriber is away). Each process
 * reports its loaded versions and failures in the hash `<prefix>:community-packages:processes`,
 * which main lists per package; failures are also logged and counted in `/metrics`. Answers `stop`.
 */
export async function syncCommunityPackages(
  ctx: ServerContext,
  role: ReportingRole,
  publisher: Redis,
  subscriber: Redis,
  prefix: string,
): Promise<() => Promise<void>> {
  const service = ctx.communityPackages;
  const channel = communityPackagesChannel(prefix);
  const identity: Pick<ProcessPackageReport, 'id' | 'role' | 'host' | 'pid'> = {
    id: `${role}:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    role,
    host: hostname(),
    pid: process.pid,
  };
  let stopped = false;
  const report = async () => {
    if (!stopped) await writeReport(publisher, prefix, service.report(identity)).catch(() => undefined);
  };
  service.connect({
    role,
    async announce(change) {
      await report();
      await publisher.publish(channel, JSON.stringify({ ...change, origin: identity.id } satisfies ChangeMessage));
    },
    reports: () => readReports(publisher, prefix, REPORT_STALE_MS),
  });
  const stopReporting = service.sync.onPass(() => void report());
  addFailureMetric(ctx);

  const onMessage = (from: string, raw: string) => {
    if (from !== channel) return;
    const change = decodeChange(raw);
    // A change names its package, so a failure of exactly that package is tried again.
    if (change && change.origin !== identity.id)
      void service.sync.run(new Set([change.packageName])).catch(() => undefined);
  };
  let connectedOnce = false;
  const onReady = () => {
    if (connectedOnce) void service.sync.run().catch(() => undefined);
    connectedOnce = true;
  };
  subscriber.on('message', onMessage);
  subscriber.on('ready', onReady);
  if (subscriber.status === 'ready') connectedOnce = true;
  await subscriber.subscribe(channel);
  // Subscribed first: a change announced during this pass queues the next one.
  await service.sync.run();
  await report();
  const timer = setInterval(() => void service.sync.run().catch(() => undefined), PACKAGE_SYNC_INTERVAL_MS);
  timer.unref();

  return async () => {
    stopped = true;
    clearInterval(timer);
    stopReporting();
    subscriber.off('message', onMessage);
    subscriber.off('ready', onReady);
    service.connect(undefined);
    await subscriber.unsubscribe(channel).catch(() => undefined);
    // A pass under way finishes before the database closes (a cut one is redone at the next start).
    await service.idle(5000);
    await removeReport(publisher, prefix, identity.id).catch(() => undefined);
  };
}
