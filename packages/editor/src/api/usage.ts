import { restApi } from './client';

/** The figures the Usage page shows. */
export interface UsageFigures {
  activeWorkflows: number;
  workflows: number;
  executions: number;
  executionsLast30Days: number;
  failedLast30Days: number;
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
  return { activeWorkflows: active.length, workflows: workflows.length, executions, executionsLast30Days: recent, failedLast30Days: failed };
}
