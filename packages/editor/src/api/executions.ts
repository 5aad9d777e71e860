import type { ExecutionSummary } from '@weft/workflow';
import { restApi } from './client';

/** An execution as the list shows it (GET /executions results, GET /executions-current). */
export type { ExecutionSummary } from '@weft/workflow';

/** Filters of the executions list (the `filter` query of GET /executions). */
export interface ExecutionsFilter {
  status?: string[];
  workflowId?: string;
  startedAfter?: string;
  startedBefore?: string;
  /** Custom data pairs the execution must have (exact by default; `exactMatch: false`: key ignoring case, value containing). */
  metadata?: Array<{ key: string; value: string; exactMatch?: boolean }>;
}

/** One page of stored executions, newest first; `lastId` continues below a given id. */
export function listExecutions(filter: ExecutionsFilter, options: { lastId?: string; limit?: number } = {}) {
  return restApi<{ count: number; results: ExecutionSummary[]; estimated: boolean }>('GET', '/executions', {
    filter: JSON.stringify(filter),
    lastId: options.lastId,
    limit: options.limit ?? 20,
  });
}

/** Executions running now. */
export function listCurrentExecutions(filter: ExecutionsFilter) {
  return restApi<ExecutionSummary[]>('GET', '/executions-current', { filter: JSON.stringify(filter) });
}

/** Deletes executions by id, or every execution matching filters started before a date. */
export function deleteExecutions(body: { ids: string[] } | { deleteBefore: string; filters?: ExecutionsFilter }) {
  return restApi<{ deleted: number }>('POST', '/executions/delete', body);
}

/** Retries a failed execution, with its saved workflow or (loadWorkflow) the current one. */
export function retryExecution(id: string, loadWorkflow: boolean) {
  return restApi('POST', `/executions/${encodeURIComponent(id)}/retry`, { loadWorkflow });
}

/** Stops a running execution. */
export function stopExecution(id: string) {
  return restApi('POST', `/executions-current/${encodeURIComponent(id)}/stop`);
}

/** Names and ids of the workflows the user can read, for the workflow filter. */
export function listWorkflowNames() {
  return restApi<Array<{ id: string; name: string }>>('GET', '/workflows');
}
