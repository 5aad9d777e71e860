import type { FastifyInstance } from 'fastify';
import { ok, requireUser } from '../../auth/guards.js';
import type { ServerContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import {
  ExecutionRepository,
  parseExecutionId,
  type ExecutionFilter,
  type WorkflowScope,
} from '../../repositories/executions.js';
import { inScope, readableWorkflowScope } from '../../services/executions/workflows.js';
import { readableExecution } from '../../services/access/executions.js';
import { registerRetryRoute } from './retry.js';

/** Default page size of GET /executions. */
export const DEFAULT_EXECUTION_LIMIT = 20;
/** Largest page GET /executions answers. */
export const MAX_EXECUTION_LIMIT = 1000;

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** Parses the `filter` of an execution list: JSON text (query) or an object (body). */
export function parseExecutionFilter(raw: unknown): ExecutionFilter {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (!raw.trim()) return {};
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('The query parameter "filter" must be a JSON object, e.g. {"status":["error"]}');
    }
  }
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw badRequest('The "filter" must be a JSON object, e.g. {"status":["error"]}');
  const filter: ExecutionFilter = {};
  const { status, workflowId, startedAfter, startedBefore, metadata } = value;
  if (status !== undefined && status !== null && status !== '') {
    const list = Array.isArray(status) ? status : [status];
    if (!list.every((s) => typeof s === 'string'))
      throw badRequest('"filter.status" must be a status or a list of statuses');
    filter.status = list;
  }
  if (typeof workflowId === 'string' && workflowId && workflowId !== 'all') filter.workflowId = workflowId;
  for (const [key, v] of [
    ['startedAfter', startedAfter],
    ['startedBefore', startedBefore],
  ] as const) {
    if (v === undefined || v === null || v === '') continue;
    const date = new Date(String(v));
    if (Number.isNaN(date.getTime())) throw badRequest(`"filter.${key}" must be a date, e.g. 2025-01-31T00:00:00.000Z`);
    filter[key] = date.toISOString();
  }
  if (metadata !== undefined && metadata !== null) {
    const list = Array.isArray(metadata) ? metadata : [metadata];
    filter.metadata = list.map((m, i) => {
      if (
        !isObject(m) ||
        typeof m.key !== 'string' ||
        typeof m.value !== 'string' ||
        (m.exactMatch !== undefined && typeof m.exactMatch !== 'boolean')
      ) {
        throw badRequest(
          `"filter.metadata[${i}]" must be {"key": text, "value": text} with an optional "exactMatch" true or false`,
        );
      }
      return { key: m.key, value: m.value, ...(m.exactMatch === false ? { exactMatch: false } : {}) };
    });
    if (!filter.metadata.length) delete filter.metadata;
  }
  return filter;
}

function optionalId(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const id = parseExecutionId(value);
  if (id === undefined) throw badRequest(`"${name}" must be an execution id`);
  return id;
}

function currentExecutions(ctx: ServerContext, scope: WorkflowScope, filter: ExecutionFilter) {
  return (
    ctx.executions
      .running()
      .filter((e) => inScope(scope, e.workflowId))
      .filter((e) => !filter.workflowId || e.workflowId === filter.workflowId)
      .filter((e) => !filter.status?.length || filter.status.includes(e.status))
      // Custom data is stored when an execution ends: a running one matches no custom data filter.
      .filter(() => !filter.metadata?.length)
  );
}

/**
 * Stored and running executions: GET /executions, GET /executions/:id, POST /executions/delete,
 * POST /executions/:id/retry, GET /executions-current and POST /executions-current/:id/stop.
 * Callers see the executions of the workflows they may read (the instance owner sees all).
 */
export function registerExecutionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const repo = new ExecutionRepository(ctx.db);

  app.get('/executions', async (req) => {
    const user = requireUser(req);
    const query = req.query as Record<string, unknown>;
    const filter = parseExecutionFilter(query.filter);
    filter.firstId = optionalId(query.firstId, 'firstId');
    filter.lastId = optionalId(query.lastId, 'lastId');
    let limit = DEFAULT_EXECUTION_LIMIT;
    if (query.limit !== undefined && query.limit !== '') {
      limit = Number(query.limit);
      if (!Number.isInteger(limit) || limit < 1) throw badRequest('"limit" must be a positive whole number');
      limit = Math.min(limit, MAX_EXECUTION_LIMIT);
    }
    const { count, results } = await repo.list(await readableWorkflowScope(ctx, user), filter, limit);
    return ok({ count, results, estimated: false });
  });

  app.get('/executions/:id', async (req) => {
    const { id } = req.params as { id: string };
    const { record } = await readableExecution(ctx, req, repo, id);
    // n8n answers the execution's custom data as `customData` beside its data.
    return ok({ ...record, customData: record.data.resultData.metadata ?? {} });
  });

  app.post('/executions/delete', async (req) => {
    const user = requireUser(req);
    const body = (isObject(req.body) ? req.body : {}) as { ids?: unknown; deleteBefore?: unknown; filters?: unknown };
    const scope = await readableWorkflowScope(ctx, user);
    let ids: string[];
    if (Array.isArray(body.ids)) {
      const wanted = body.ids.map((i) => String(i));
      const found = await Promise.all(wanted.map((id) => repo.summary(id)));
      ids = found.filter((s) => s && inScope(scope, s.workflowId)).map((s) => s!.id);
    } else if (body.deleteBefore !== undefined) {
      const filter = parseExecutionFilter(body.filters ?? {});
      const before = new Date(String(body.deleteBefore));
      if (Number.isNaN(before.getTime()))
        throw badRequest('"deleteBefore" must be a date, e.g. 2025-01-31T00:00:00.000Z');
      if (!filter.startedBefore || filter.startedBefore > before.toISOString())
        filter.startedBefore = before.toISOString();
      ids = await repo.ids(scope, filter);
    } else {
      throw badRequest(
        'Send "ids" (executions to delete) or "deleteBefore" (with optional "filters") in the request body',
      );
    }
    const runningIds = new Set(ctx.executions.running().map((e) => e.id));
    const deleted = await repo.delete(ids.filter((id) => !runningIds.has(id)));
    return ok({ deleted });
  });

  registerRetryRoute(app, ctx, repo);

  app.get('/executions-current', async (req) => {
    const user = requireUser(req);
    const filter = parseExecutionFilter((req.query as Record<string, unknown>).filter);
    const scope = await readableWorkflowScope(ctx, user);
    const current = currentExecutions(ctx, scope, filter);
    const summaries = await Promise.all(current.map((e) => repo.summary(e.id)));
    return ok(
      current.map((e, i) => ({
        ...e,
        workflowName: summaries[i]?.workflowName ?? null,
        retryOf: summaries[i]?.retryOf ?? null,
        stoppedAt: null,
        finished: false,
      })),
    );
  });

  app.post('/executions-current/:id/stop', async (req) => {
    const { id } = req.params as { id: string };
    const { record } = await readableExecution(ctx, req, repo, id);
    const stoppable =
      ctx.executions.running().some((e) => e.id === id) || ['running', 'new', 'waiting'].includes(record.status);
    if (!stoppable)
      throw conflict(`Execution ${id} is not running (its status is "${record.status}"), so it cannot be stopped`);
    const stopped = await ctx.executions.stop(id);
    if (!stopped) throw notFound(`Execution ${id} does not exist`);
    return ok({
      mode: stopped.mode,
      startedAt: stopped.startedAt,
      stoppedAt: stopped.stoppedAt,
      finished: stopped.finished,
      status: stopped.status,
    });
  });
}
