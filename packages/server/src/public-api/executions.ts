/**
 * Public API executions: list (newest first), get and delete. A caller sees the executions of the
 * workflows they may read, as in /rest (`readableWorkflowScope`); others answer 404.
 */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest, conflict } from '../http/errors.js';
import {
  ExecutionRepository,
  parseExecutionId,
  type ExecutionFilter,
  type ExecutionSummary,
} from '../repositories/executions.js';
import { readableExecution } from '../services/access/executions.js';
import type { ExecutionRecord } from '../services/contracts.js';
import { readableWorkflowScope } from '../services/executions/workflows.js';
import { queryBoolean, queryOf, queryString } from './input.js';
import { encodeCursor, parsePageRequest, type Page } from './pagination.js';

/** Statuses the list can be narrowed to. */
export const EXECUTION_STATUS_FILTERS = ['canceled', 'crashed', 'error', 'running', 'success', 'waiting'] as const;

/** An execution as the public API answers it (n8n's shape: numeric ids). */
export interface PublicExecution {
  id: number;
  finished: boolean;
  mode: string;
  retryOf: number | null;
  retrySuccessId: number | null;
  startedAt: string;
  stoppedAt: string | null;
  workflowId: string | null;
  waitTill: string | null;
  status: string;
  data?: ExecutionRecord['data'];
  /** The execution's custom data (`resultData.metadata`), with the data. */
  customData?: Record<string, string>;
}

const numericId = (id: string | null): number | null => (id === null ? null : (parseExecutionId(id) ?? null));

/** The public shape of an execution; its run data only when `includeData`. */
export function toPublicExecution(e: ExecutionSummary | ExecutionRecord, includeData: boolean): PublicExecution {
  const out: PublicExecution = {
    id: Number(e.id),
    finished: e.finished,
    mode: e.mode,
    retryOf: numericId(e.retryOf),
    retrySuccessId: numericId(e.retrySuccessId),
    startedAt: e.startedAt,
    stoppedAt: e.stoppedAt,
    workflowId: e.workflowId,
    waitTill: e.waitTill,
    status: e.status,
  };
  if (includeData && 'data' in e) {
    out.data = e.data;
    out.customData = e.data.resultData.metadata ?? {};
  }
  return out;
}

type IdRoute = { Params: { id: string } };

/** Registers the execution operations on the public API scope. */
export function registerPublicExecutions(app: FastifyInstance, ctx: ServerContext): void {
  const repo = new ExecutionRepository(ctx.db);

  app.get('/executions', async (req): Promise<Page<PublicExecution>> => {
    const user = requireUser(req);
    const query = queryOf(req.query);
    const page = parsePageRequest(query);
    const includeData = queryBoolean(query, 'includeData') ?? false;
    const status = queryString(query, 'status');
    if (status !== undefined && !(EXECUTION_STATUS_FILTERS as readonly string[]).includes(status)) {
      throw badRequest(`The query parameter "status" must be one of ${EXECUTION_STATUS_FILTERS.join(', ')}`);
    }
    const filter: ExecutionFilter = {};
    if (status) filter.status = [status];
    const workflowId = queryString(query, 'workflowId');
    if (workflowId) filter.workflowId = workflowId;
    if (page.afterId !== undefined) {
      const lastId = parseExecutionId(page.afterId);
      if (lastId === undefined) throw badRequest('"cursor" is not a cursor of the executions list');
      filter.lastId = lastId;
    }
    // One more than asked tells whether another page follows.
    const { results } = await repo.list(await readableWorkflowScope(ctx, user), filter, page.limit + 1);
    const items = results.slice(0, page.limit);
    const data: PublicExecution[] = [];
    for (const summary of items) {
      const record = includeData ? await repo.get(summary.id) : summary;
      if (record) data.push(toPublicExecution(record, includeData));
    }
    const last = items[items.length - 1];
    return {
      data,
      nextCursor: results.length > page.limit && last ? encodeCursor(last.id, page.limit) : null,
    };
  });

  app.get<IdRoute>('/executions/:id', async (req) => {
    const { record } = await readableExecution(ctx, req, repo, req.params.id);
    return toPublicExecution(record, queryBoolean(queryOf(req.query), 'includeData') ?? false);
  });

  app.delete<IdRoute>('/executions/:id', async (req) => {
    const { record } = await readableExecution(ctx, req, repo, req.params.id);
    if (ctx.executions.running().some((e) => e.id === record.id)) {
      throw conflict(`Execution ${record.id} is still running: stop it before deleting it`);
    }
    await repo.delete([record.id]);
    return toPublicExecution(record, false);
  });
}
