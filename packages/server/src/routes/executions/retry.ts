import type { FastifyInstance } from 'fastify';
import { ConnectionGraph, hasCappedRuns, type Item, type RunData, type Workflow } from '@weft/workflow';
import { ok } from '../../auth/guards.js';
import type { ServerContext } from '../../context.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { ExecutionRecord, StartExecutionArgs } from '../../services/contracts.js';
import type { ExecutionRepository } from '../../repositories/executions.js';
import { loadStoredWorkflow, permissionsOn } from '../../services/executions/workflows.js';
import { readableExecution } from '../../services/access/executions.js';

/** How a retry continues an execution: which node fails again, and what it reuses. */
export interface RetryPlan {
  startNode?: string;
  startItems?: Item[];
  destinationNode?: string;
  runData?: RunData;
}

/**
 * Plans the retry of a failed execution: the failing node (the last one executed) and everything
 * after it run again; the nodes before it keep their stored run data. With one end node after it,
 * this is a partial run to that node. With several, the run starts at the failing node with the
 * items it had (earlier run data is then not visible to expressions). Without a failing node the
 * whole workflow runs again.
 */
export function planRetry(workflow: Workflow, execution: ExecutionRecord): RetryPlan {
  const resultData = execution.data.resultData;
  const failing = resultData.lastNodeExecuted ?? resultData.error?.node?.name;
  if (!failing || !workflow.nodes.some((n) => n.name === failing)) return {};
  const graph = new ConnectionGraph(
    workflow.connections ?? {},
    workflow.nodes.map((n) => n.name),
  );
  const rerun = [failing, ...graph.descendants(failing)];
  const runData: RunData = {};
  for (const [name, runs] of Object.entries(resultData.runData ?? {})) if (!rerun.includes(name)) runData[name] = runs;
  const failedTask = resultData.runData?.[failing]?.at(-1);
  const parents = graph.parents(failing);
  if (parents.length === 0) return {};
  const ends = rerun.filter((name) => graph.children(name).length === 0);
  if (ends.length === 1) return { destinationNode: ends[0]!, runData };
  const source = failedTask?.source?.[0];
  const items = source
    ? (resultData.runData?.[source.previousNode]?.[source.previousNodeRun ?? 0]?.data?.main?.[
        source.previousNodeOutput ?? 0
      ] ?? [])
    : [];
  return { startNode: failing, startItems: items };
}

/**
 * `POST /executions/:id/retry {loadWorkflow?}`: runs a failed execution again from its failing
 * node, with the saved workflow (`loadWorkflow: true`) or the stored snapshot. Waits for the new
 * run and answers its `finished` flag, as n8n does; the new execution has `retryOf` set, and
 * on success the old one gets `retrySuccessId`.
 */
export function registerRetryRoute(app: FastifyInstance, ctx: ServerContext, repo: ExecutionRepository): void {
  app.post('/executions/:id/retry', async (req) => {
    const { id } = req.params as { id: string };
    const { user, record } = await readableExecution(ctx, req, repo, id);
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { loadWorkflow?: unknown };
    if (ctx.executions.running().some((e) => e.id === id) || record.status === 'running' || record.status === 'new') {
      throw conflict(`Execution ${id} is still running; it can be retried once it has ended`);
    }
    if (record.finished) throw conflict(`Execution ${id} succeeded, so there is nothing to retry`);
    if (hasCappedRuns(record.data.resultData.runData)) {
      throw badRequest(
        `Execution ${id} cannot be retried: some node outputs were saved with only their first items (WEFT_EXECUTIONS_DATA_MAX_ITEMS), so the data a retry starts from is incomplete. Run the workflow again instead`,
      );
    }
    const stored = record.workflowId ? await loadStoredWorkflow(ctx, record.workflowId) : undefined;
    if (stored && !permissionsOn(ctx, user, stored).execute)
      throw forbidden('You do not have permission to run this workflow');
    let workflow: Workflow;
    if (body.loadWorkflow === true) {
      if (!stored)
        throw notFound(`The workflow of execution ${id} no longer exists; retry it with its stored workflow instead`);
      workflow = stored.workflow;
    } else {
      workflow = { ...record.workflowData, ...(record.workflowId ? { id: record.workflowId } : {}) };
      if (stored) workflow.staticData = stored.workflow.staticData;
    }
    let plan: RetryPlan;
    try {
      plan = planRetry(workflow, record);
    } catch (e) {
      throw badRequest(`Execution ${id} cannot be retried: ${(e as Error).message}`);
    }
    // The retry starts with the failed execution's custom data, as n8n's does.
    const metadata = record.data.resultData.metadata;
    const args: StartExecutionArgs = {
      workflow,
      mode: 'retry',
      userId: user.id,
      retryOf: id,
      ...plan,
      ...(metadata && Object.keys(metadata).length ? { customData: metadata } : {}),
    };
    const { done } = await ctx.executions.start(args);
    const result = await done;
    return ok(result.finished);
  });
}
