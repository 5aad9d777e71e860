import { workflowPermissions, type Workflow } from '@weft/workflow';
import { permissionUser } from '../../auth/guards.js';
import type { ServerDeps } from '../../context.js';
import { WorkflowRepository } from '../../repositories/workflows.js';
import type { UserRecord } from '../../repositories/users.js';
import type { WorkflowScope } from '../../repositories/executions.js';

/** A stored workflow with who owns it and who it is shared with. */
export interface StoredWorkflow {
  workflow: Workflow & { id: string };
  ownerId: string | undefined;
  shareeIds: string[];
}

/** Loads a saved workflow as the engine runs it, with its owner and sharees; undefined when there is none. */
export async function loadStoredWorkflow(ctx: ServerDeps<'db'>, id: string): Promise<StoredWorkflow | undefined> {
  const record = await new WorkflowRepository(ctx.db).get(id);
  if (!record) return undefined;
  const workflow: Workflow & { id: string } = {
    id: record.id,
    name: record.name,
    active: record.active,
    nodes: record.nodes,
    connections: record.connections,
    settings: record.settings ?? {},
    staticData: record.staticData ?? {},
    pinData: record.pinData ?? {},
    meta: record.meta ?? {},
    versionId: record.versionId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
  return { workflow, ownerId: record.ownedBy?.id, shareeIds: record.sharedWith.map((u) => u.id) };
}

/** Stores what a run wrote to a workflow's static data. */
export async function saveWorkflowStaticData(
  ctx: ServerDeps<'db'>,
  id: string,
  staticData: Record<string, unknown>,
): Promise<void> {
  await new WorkflowRepository(ctx.db).saveStaticData(id, staticData);
}

/** What a user may do with a stored workflow (owner, sharee, instance owner). */
export function permissionsOn(ctx: ServerDeps<'config'>, user: UserRecord, stored: StoredWorkflow) {
  return workflowPermissions(
    permissionUser(user),
    {
      id: stored.workflow.id,
      ownedBy: stored.ownerId ? { id: stored.ownerId } : null,
      sharedWith: stored.shareeIds.map((id) => ({ id })),
    },
    { sharingEnabled: ctx.config.sharingEnabled },
  );
}

/** Whether the user sees every workflow (instance owner, pre-setup owner, or sharing off). */
export function seesAllWorkflows(ctx: ServerDeps<'config'>, user: UserRecord): boolean {
  return user.role === 'owner' || !ctx.config.sharingEnabled;
}

/** The workflows whose executions a user may read: all, or the ids they own or share. */
export async function readableWorkflowScope(
  ctx: ServerDeps<'db' | 'config'>,
  user: UserRecord,
): Promise<WorkflowScope> {
  if (seesAllWorkflows(ctx, user)) return 'all';
  const rows = await ctx.db.kysely
    .selectFrom('shared_workflow')
    .select('workflowId')
    .where('userId', '=', user.id)
    .execute();
  return [...new Set(rows.map((r) => r.workflowId))];
}

/** Whether a user may read the executions of a workflow (or of an unsaved one, when null). */
export function inScope(scope: WorkflowScope, workflowId: string | null): boolean {
  if (scope === 'all') return true;
  return workflowId !== null && scope.includes(workflowId);
}

/** The id of the user who owns a stored workflow (its 'owner' sharing row), or undefined. */
export async function workflowOwnerId(ctx: ServerDeps<'db'>, workflowId: string): Promise<string | undefined> {
  const row = await ctx.db.kysely
    .selectFrom('shared_workflow')
    .select('userId')
    .where('workflowId', '=', workflowId)
    .where('role', '=', 'owner')
    .executeTakeFirst();
  return row?.userId;
}

/** Whether a workflow with this id is stored. */
export async function workflowExists(ctx: ServerDeps<'db'>, workflowId: string): Promise<boolean> {
  return new WorkflowRepository(ctx.db).exists(workflowId);
}
