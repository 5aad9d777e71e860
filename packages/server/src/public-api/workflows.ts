/**
 * Public API workflows: list, get, create, replace, delete, activate, deactivate and tags. Access
 * follows /rest exactly (`loadWorkflowFor`, `seesAllWorkflows`), and bodies go through the same
 * checks as /rest's, so n8n type names (`n8n-nodes-base.set`) are accepted.
 */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import type { TagRecord, TagRepository } from '../repositories/tags.js';
import type { WorkflowPatch, WorkflowRecord, WorkflowRepository } from '../repositories/workflows.js';
import { loadWorkflowFor, seesAllWorkflows } from '../services/access/workflows.js';
import {
  checkConnections,
  checkNodes,
  checkOptionalObject,
  checkPinData,
  checkSettings,
  checkWorkflowName,
} from '../services/validation/workflow-input.js';
import { checkBody, queryBoolean, queryOf, queryString } from './input.js';
import { pageOf, parsePageRequest, type Page } from './pagination.js';

/** A workflow as the public API answers it. */
export type PublicWorkflow = Omit<WorkflowRecord, 'ownedBy' | 'sharedWith'>;

/** The public shape of a stored workflow (no sharing details). */
export function toPublicWorkflow(workflow: WorkflowRecord): PublicWorkflow {
  const { ownedBy: _o, sharedWith: _s, ...rest } = workflow;
  return rest;
}

type IdRoute = { Params: { id: string } };

interface WorkflowInput {
  name: string;
  nodes: unknown[];
  connections: unknown;
  settings: unknown;
  staticData?: unknown;
  pinData?: unknown;
  meta?: unknown;
}

/** A checked write from a POST or PUT body; read-only fields sent along are ignored. */
function parseWorkflowInput(
  raw: unknown,
  ctx: ServerContext,
): Required<Pick<WorkflowPatch, 'name' | 'nodes' | 'connections' | 'settings'>> & WorkflowPatch {
  const input = checkBody<WorkflowInput>(raw, 'WorkflowInput');
  const nodes = checkNodes(input.nodes, ctx.nodeTypes, ctx.config.nodesExclude);
  const names = new Set(nodes.map((n) => n.name));
  const patch: ReturnType<typeof parseWorkflowInput> = {
    name: checkWorkflowName(input.name),
    nodes,
    connections: checkConnections(input.connections, names),
    settings: checkSettings(input.settings, ctx.config.maxExecutionTimeout),
  };
  if (input.staticData !== undefined) patch.staticData = checkOptionalObject(input.staticData, 'staticData');
  if (input.pinData !== undefined && input.pinData !== null) patch.pinData = checkPinData(input.pinData, names);
  if (input.meta !== undefined) patch.meta = checkOptionalObject(input.meta, 'meta');
  return patch;
}

/** Runs an activation change, answering its failure as a 400 with the reason. */
async function activation(call: () => Promise<void>, what: string): Promise<void> {
  try {
    await call();
  } catch (e) {
    throw badRequest(`The workflow could not be ${what}: ${(e as Error).message || String(e)}`);
  }
}

/** Registers the workflow operations on the public API scope. */
export function registerPublicWorkflows(
  app: FastifyInstance,
  ctx: ServerContext,
  repo: WorkflowRepository,
  tags: TagRepository,
): void {
  app.get('/workflows', async (req): Promise<Page<PublicWorkflow>> => {
    const user = requireUser(req);
    const query = queryOf(req.query);
    const request = parsePageRequest(query);
    const active = queryBoolean(query, 'active');
    const name = queryString(query, 'name');
    const tagNames = (queryString(query, 'tags') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    let list = await repo.list(
      { ...(active !== undefined ? { active } : {}), ...(name ? { name } : {}) },
      seesAllWorkflows(user, ctx) ? undefined : user.id,
    );
    if (tagNames.length > 0) list = list.filter((w) => w.tags.some((t) => tagNames.includes(t.name)));
    const { items, nextCursor } = pageOf(list, request);
    const data: PublicWorkflow[] = [];
    for (const summary of items) {
      const workflow = await repo.get(summary.id);
      if (workflow) data.push(toPublicWorkflow(workflow));
    }
    return { data, nextCursor };
  });

  app.get<IdRoute>('/workflows/:id', async (req) => {
    const { workflow } = await loadWorkflowFor(req, ctx, repo, req.params.id, 'read');
    return toPublicWorkflow(workflow);
  });

  app.post('/workflows', async (req) => {
    const user = requireUser(req);
    const patch = parseWorkflowInput(req.body, ctx);
    return toPublicWorkflow(await repo.create(patch, user.id));
  });

  app.put<IdRoute>('/workflows/:id', async (req) => {
    const { workflow } = await loadWorkflowFor(req, ctx, repo, req.params.id, 'update');
    const patch = parseWorkflowInput(req.body, ctx);
    // An active workflow keeps running with its new graph: its triggers are registered again.
    if (workflow.active) await activation(() => ctx.activeWorkflows.deactivate(workflow.id), 'deactivated');
    const updated = await repo.update(workflow.id, patch);
    if (!updated) throw notFound(`The workflow "${workflow.id}" was deleted while it was being saved`);
    if (workflow.active) {
      try {
        await ctx.activeWorkflows.activate(workflow.id, 'update');
      } catch (e) {
        await repo.setActive(workflow.id, false);
        throw badRequest(
          `The workflow was saved but could not be activated again, so it is now inactive: ${(e as Error).message}`,
        );
      }
    }
    return toPublicWorkflow(updated);
  });

  app.delete<IdRoute>('/workflows/:id', async (req) => {
    const { workflow } = await loadWorkflowFor(req, ctx, repo, req.params.id, 'delete');
    if (workflow.active || ctx.activeWorkflows.activeIds().includes(workflow.id)) {
      await activation(() => ctx.activeWorkflows.deactivate(workflow.id), 'deactivated');
    }
    await repo.delete(workflow.id);
    return toPublicWorkflow(workflow);
  });

  app.post<IdRoute>('/workflows/:id/activate', async (req) => {
    const { workflow } = await loadWorkflowFor(req, ctx, repo, req.params.id, 'update');
    await activation(() => ctx.activeWorkflows.activate(workflow.id), 'activated');
    if (!workflow.active) await repo.setActive(workflow.id, true);
    return toPublicWorkflow((await repo.get(workflow.id)) ?? { ...workflow, active: true });
  });

  app.post<IdRoute>('/workflows/:id/deactivate', async (req) => {
    const { workflow } = await loadWorkflowFor(req, ctx, repo, req.params.id, 'update');
    if (workflow.active || ctx.activeWorkflows.activeIds().includes(workflow.id)) {
      await activation(() => ctx.activeWorkflows.deactivate(workflow.id), 'deactivated');
    }
    if (workflow.active) await repo.setActive(workflow.id, false);
    return toPublicWorkflow((await repo.get(workflow.id)) ?? { ...workflow, active: false });
  });

  app.get<IdRoute>('/workflows/:id/tags', async (req) => {
    const { workflow } = await loadWorkflowFor(req, ctx, repo, req.params.id, 'read');
    return fullTags(
      tags,
      workflow.tags.map((t) => t.id),
    );
  });

  app.put<IdRoute>('/workflows/:id/tags', async (req) => {
    const { workflow } = await loadWorkflowFor(req, ctx, repo, req.params.id, 'update');
    const ids = [...new Set(checkBody<Array<{ id: string }>>(req.body, 'TagIds').map((t) => t.id))];
    const missing = await tags.missing(ids);
    if (missing.length > 0) throw notFound(`There is no tag with ID "${missing[0]}"`);
    await repo.update(workflow.id, { tagIds: ids });
    return fullTags(tags, ids);
  });
}

/** The tags with these ids, by name (as the tag list orders them). */
async function fullTags(tags: TagRepository, ids: readonly string[]): Promise<TagRecord[]> {
  const wanted = new Set(ids);
  return (await tags.list()).filter((t) => wanted.has(t.id));
}
