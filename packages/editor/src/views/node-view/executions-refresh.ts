/**
 * The workflow's Executions tab refreshes by itself (as n8n's does): every few seconds while the
 * page is visible it fetches the list again and replaces it only when something changed.
 */

/** How often the tab looks for new or finished executions. */
export const EXECUTIONS_REFRESH_MS = 4000;

/** What of an execution the list shows. */
export interface ListedExecution {
  id: string;
  status: string;
  stoppedAt: string | null;
  retryOf?: string | null;
}

/** Whether two lists show the same (ids, statuses and end times, in order). */
export function sameExecutionList(a: readonly ListedExecution[], b: readonly ListedExecution[]): boolean {
  if (a.length !== b.length) return false;
  return a.every(
    (x, i) =>
      x.id === b[i]!.id &&
      x.status === b[i]!.status &&
      x.stoppedAt === b[i]!.stoppedAt &&
      (x.retryOf ?? null) === (b[i]!.retryOf ?? null),
  );
}
