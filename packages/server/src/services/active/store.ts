import type { Workflow } from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import { now } from '../../db/columns.js';
import type { UserRecord } from '../../repositories/users.js';
import { WorkflowRepository } from '../../repositories/workflows.js';

/** A stored workflow as activation needs it. */
export type StoredWorkflow = Workflow & { id: string; name: string };

/** Loads a workflow as activation needs it (no tags, no sharing), or undefined. */
export async function loadWorkflow(ctx: ServerContext, id: string): Promise<StoredWorkflow | undefined> {
  return new WorkflowRepository(ctx.db).stored(id);
}

/** Ids of the workflows marked active in the database. */
export async function activeWorkflowIds(ctx: ServerContext): Promise<string[]> {
  return new WorkflowRepository(ctx.db).activeIds();
}

/** Names of workflows by id (for conflict messages). */
export async function workflowName(ctx: Pick<ServerContext, 'db'>, id: string): Promise<string> {
  return (await new WorkflowRepository(ctx.db).nameAndActive(id))?.name ?? id;
}

/**
 * Which of `ids` a user can see: the instance owner (and the pre-setup owner) sees every
 * workflow, a member those shared with them or owned by them.
 */
export async function visibleTo(ctx: ServerContext, user: UserRecord, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  if (user.role === 'owner') return ids;
  const rows = await ctx.db.kysely
    .selectFrom('shared_workflow')
    .select('workflowId')
    .where('userId', '=', user.id)
    .where('workflowId', 'in', ids)
    .execute();
  const mine = new Set(rows.map((r) => r.workflowId));
  return ids.filter((id) => mine.has(id));
}

/** An activation failure as stored and answered by `GET /rest/active/error/:id`. */
export interface ActivationErrorRecord {
  time: number;
  error: { message: string };
}

/** Stores (replaces) a workflow's activation error. */
export async function saveActivationError(ctx: ServerContext, workflowId: string, message: string): Promise<void> {
  // A workflow deleted meanwhile keeps no error (its row, which the error would point at, is gone).
  const exists = await new WorkflowRepository(ctx.db).exists(workflowId);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('activation_error').where('workflowId', '=', workflowId).execute();
    if (exists)
      await trx.insertInto('activation_error').values({ workflowId, error: message, createdAt: now() }).execute();
  });
}

/** Removes a workflow's activation error. */
export async function clearActivationError(ctx: ServerContext, workflowId: string): Promise<void> {
  await ctx.db.kysely.deleteFrom('activation_error').where('workflowId', '=', workflowId).execute();
}

/** A workflow's stored activation error, or null. */
export async function getActivationError(
  ctx: ServerContext,
  workflowId: string,
): Promise<ActivationErrorRecord | null> {
  const row = await ctx.db.kysely
    .selectFrom('activation_error')
    .selectAll()
    .where('workflowId', '=', workflowId)
    .executeTakeFirst();
  return row ? { time: new Date(row.createdAt).getTime(), error: { message: row.error } } : null;
}
