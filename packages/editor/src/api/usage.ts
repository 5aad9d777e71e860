import { restApi } from './client';

/** The figures the Usage page shows. */
export interface UsageFigures {
  activeWorkflows: number;
  workflows: number;
  executions: number;
  executionsLast30Days: number;
  failedLast30Days: number;
}

/** Storage figures of `GET /rest/usage` (instance owner only). */
export interface UsageStorage {
  database: { type: 'sqlite' | 'postgresdb'; sizeBytes: number };
  executions: { stored: number; awaitingDeletion: number; oldestStartedAt: string | null };
  retention: {
    enabled: boolean;
    maxAgeHours: number;
    maxCount: number;
    hardDeleteBufferHours: number;
    intervalMinutes: number;
    nextPassRemoves: number;
  };
}

/** The database size and what retention keeps. */
export function loadUsageStorage(): Promise<UsageStorage> {
  return restApi<UsageStorage>('GET', '/usage');
}

/** A byte count as B, kB, MB or GB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}

/** What retention keeps, in a sentence. */
export function retentionSentence(r: UsageStorage['retention']): string {
  if (!r.enabled) return 'Retention is off: executions are kept until someone deletes them.';
  const limits: string[] = [];
  if (r.maxAgeHours > 0)
    limits.push(
      r.maxAgeHours % 24 === 0
        ? `the last ${r.maxAgeHours / 24} day${r.maxAgeHours === 24 ? '' : 's'}`
        : `the last ${r.maxAgeHours} hours`,
    );
  if (r.maxCount > 0) limits.push(`at most the newest ${r.maxCount.toLocaleString()} executions`);
  if (!limits.length) return 'Retention is on without limits: nothing is removed.';
  return `Keeps ${limits.join(' and ')}; a pass runs every ${r.intervalMinutes} min and removes deleted executions (with their binary data) ${r.hardDeleteBufferHours} h later.`;
}

/** Gathers the usage figures from the list endpoints the user may call. */
export async function loadUsage(now = new Date()): Promise<UsageFigures> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const count = (filter: Record<string, unknown>) =>
    restApi<{ count: number }>('GET', '/executions', { filter: JSON.stringify(filter), limit: 1 }).then((r) => r.count);
  const [active, workflows, executions, recent, failed] = await Promise.all([
    restApi<unknown[]>('GET', '/active'),
    restApi<unknown[]>('GET', '/workflows'),
    count({}),
    count({ startedAfter: since }),
    count({ startedAfter: since, status: ['error', 'crashed'] }),
  ]);
  return {
    activeWorkflows: active.length,
    workflows: workflows.length,
    executions,
    executionsLast30Days: recent,
    failedLast30Days: failed,
  };
}
