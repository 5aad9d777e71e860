/** The workflow CRUD routes: /workflows/new, /workflows, /workflows/:id. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, ok } from '../../auth/guards.js';
import type { ServerContext } from '../../context.js';
import { ApiError, badRequest } from '../../http/errors.js';
import type { TagRepository } from '../../repositories/tags.js';
import {
  WorkflowVersionConflictError,
  type WorkflowListFilter,
  type WorkflowPatch,
  type WorkflowRecord,
  type WorkflowRepository,
} from '../../repositories/workflows.js';
import { loadWorkflowFor, seesAllWorkflows, toApiWorkflow } from '../../services/access/workflows.js';
import {
  checkConnections,
  checkNodes,
  checkOptionalObject,
  checkPinData,
  checkSettings,
  checkTagIds,
  checkWorkflowName,
  isObject,
} from '../../services/validation/workflow-input.js';

/** Default name of a new workflow. */
export const DEFAULT_WORKFLOW_NAME = 'My workflow';

/** Error code of a save that would overwrite someone else's newer version. */
export const WORKFLOW_VERSION_CONFLICT_CODE = 100;

/** Message of a version conflict. */
export const WORKFLOW_VERSION_CONFLICT_MESSAGE =
  'Your most recent changes may be lost, because someone else just updated this workflow. Open this workflow in a new tab to see those new updates.';

type Query = Record<string, string | undefined>;
type IdRoute = { Params: { id: string }; Querystring: Query };

/** Registers the CRUD routes on the `/rest` scope. */
export function registerWorkflowCrud(
  app: FastifyInstance,
  ctx: ServerContext,
  repo: WorkflowRepository,
  tags: TagRepository,
): void {
  app.get<{ Querystring: Query }>('/workflows/new', async (req) => {
    requireUser(req);
    const asked = req.query.name;
    const base = asked === undefined || asked.trim() === '' ? DEFAULT_WORKFLOW_NAME : checkWorkflowName(asked);
    return ok({ name: await repo.uniqueName(base), onboardingFlowEnabled: false });
  });

  app.get<{ Querystring: Query }>('/workflows', async (req) => {
    const user = requireUser(req);
    const filter = parseListFilter(req.query.filter);
    return ok(await repo.list(filter, seesAllWorkflows(user, ctx) ? undefined : user.id));
  });

  app.get<IdRoute>('/workflows/:id', async (req) => {
    const { user, workflow } = await loadWorkflowFor(req, ctx, repo, req.params.id, 'read');
    return ok(await toApiWorkflow(ctx, workflow, user));
  });

  app.post('/workflows', async (req) => {
    const user = requireUser(req);
    const { patch } = await parseWorkflowBody(req, ctx, tags);
    const created = await repo.create(
      { ...patch, name: patch.name!, nodes: patch.nodes ?? [], connections: patch.connections ?? {} },
      user.id,
    );
    return ok(await toApiWorkflow(ctx, created, user));
  });

  app.patch<IdRoute>('/workflows/:id', async (req) => {
    const { user, workflow } = await loadWorkflowFor(req, ctx, repo, req.params.id, 'update');
    const { patch, versionId } = await parseWorkflowBody(req, ctx, tags, workflow);
    const force = req.query.forceSave === 'true';
    const expectedVersionId = versionId !== undefined && !force ? versionId : undefined;
    if (expectedVersionId !== undefined && expectedVersionId !== workflow.versionId) throw versionConflict();

    const wasActive = workflow.active;
    const wantActive = patch.active ?? wasActive;
    const graphChanged =
      patch.nodes !== undefined ||
      patch.connections !== undefined ||
      patch.settings !== undefined ||
      patch.staticData !== undefined;
    const reload = wasActive && (!wantActive || graphChanged);
    if (reload) await callActivation(() => ctx.activeWorkflows.deactivate(workflow.id), 'deactivated');

    let updated: WorkflowRecord | undefined;
    try {
      updated = await repo.update(workflow.id, { ...patch, active: wantActive }, { expectedVersionId });
    } catch (e) {
      if (e instanceof WorkflowVersionConflictError) throw versionConflict();
      throw e;
    }
    if (!updated) throw badRequest(`The workflow "${workflow.id}" was deleted while it was being saved`);

    if (wantActive && (!wasActive || reload)) {
      try {
        await ctx.activeWorkflows.activate(workflow.id, wasActive ? 'update' : 'activate');
      } catch (e) {
        await repo.setActive(workflow.id, false);
        throw new ApiError(
          400,
          `The workflow was saved but could not be activated: ${(e as Error).message || String(e)}`,
          { meta: { versionId: updated.versionId } },
        );
      }
    }
    return ok(await toApiWorkflow(ctx, updated, user));
  });

  app.delete<IdRoute>('/workflows/:id', async (req) => {
    const { workflow } = await loadWorkflowFor(req, ctx, repo, req.params.id, 'delete');
    if (workflow.active || ctx.activeWorkflows.activeIds().includes(workflow.id)) {
      await callActivation(() => ctx.activeWorkflows.deactivate(workflow.id), 'deactivated');
    }
    await repo.delete(workflow.id);
    return ok(true);
  });
}

function versionConflict(): ApiError {
  return new ApiError(400, WORKFLOW_VERSION_CONFLICT_MESSAGE, { code: WORKFLOW_VERSION_CONFLICT_CODE });
}

async function callActivation(call: () => Promise<void>, what: string): Promise<void> {
  try {
    await call();
  } catch (e) {
    throw badRequest(`The workflow could not be ${what}: ${(e as Error).message || String(e)}`);
  }
}

/** The `filter` query of GET /workflows: JSON with optional name, tags and active. */
export function parseListFilter(raw: string | undefined): WorkflowListFilter {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('The "filter" query parameter must be JSON, for example {"name":"Invoices","tags":["tagId"]}');
  }
  if (!isObject(parsed)) throw badRequest('The "filter" query parameter must be a JSON object');
  const filter: WorkflowListFilter = {};
  if (parsed.name !== undefined) {
    if (typeof parsed.name !== 'string') throw badRequest('filter.name must be a string');
    filter.name = parsed.name.trim();
  }
  if (parsed.tags !== undefined) {
    if (!Array.isArray(parsed.tags) || !parsed.tags.every((t) => typeof t === 'string'))
      throw badRequest('filter.tags must be a list of tag ids or names');
    filter.tags = parsed.tags;
  }
  if (parsed.active !== undefined) {
    if (typeof parsed.active !== 'boolean') throw badRequest('filter.active must be true or false');
    filter.active = parsed.active;
  }
  return filter;
}

/**
 * Reads a POST or PATCH body in n8n's format into a checked patch. For a PATCH (`existing`
 * given) absent fields are kept, and connections and pinned data are checked against the nodes
 * the workflow will have. A new workflow is always inactive, so POST ignores `active`.
 */
async function parseWorkflowBody(
  req: FastifyRequest,
  ctx: ServerContext,
  tags: TagRepository,
  existing?: WorkflowRecord,
): Promise<{ patch: WorkflowPatch; versionId?: string }> {
  const body: unknown = req.body ?? (existing ? {} : undefined);
  if (!isObject(body)) throw badRequest('The request body must be a JSON object describing a workflow');
  const patch: WorkflowPatch = {};
  if (body.name !== undefined || !existing) patch.name = checkWorkflowName(body.name ?? '');
  if (body.nodes !== undefined) patch.nodes = checkNodes(body.nodes, ctx.nodeTypes, ctx.config.nodesExclude);
  const nodeNames = new Set((patch.nodes ?? existing?.nodes ?? []).map((n) => n.name));
  if (body.connections !== undefined) patch.connections = checkConnections(body.connections, nodeNames);
  else if (patch.nodes && existing) checkConnections(existing.connections, nodeNames);
  if (body.settings !== undefined) patch.settings = checkSettings(body.settings, ctx.config.maxExecutionTimeout);
  if (body.pinData !== undefined && body.pinData !== null) patch.pinData = checkPinData(body.pinData, nodeNames);
  if (body.staticData !== undefined) patch.staticData = checkOptionalObject(body.staticData, 'staticData');
  if (body.meta !== undefined) patch.meta = checkOptionalObject(body.meta, 'meta');
  if (body.tags !== undefined && body.tags !== null) {
    const ids = checkTagIds(body.tags);
    const missing = await tags.missing(ids);
    if (missing.length > 0) throw badRequest(`There is no tag with ID "${missing[0]}"`);
    patch.tagIds = ids;
  }
  if (body.active !== undefined && typeof body.active !== 'boolean') throw badRequest('"active" must be true or false');
  if (existing && typeof body.active === 'boolean') patch.active = body.active;
  let versionId: string | undefined;
  if (body.versionId !== undefined && body.versionId !== null) {
    if (typeof body.versionId !== 'string') throw badRequest('"versionId" must be a string');
    versionId = body.versionId;
  }
  return { patch, versionId };
}
