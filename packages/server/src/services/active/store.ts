import type { Workflow } from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import { now, parseJson } from '../../http/json.js';
import type { UserRecord } from '../../repositories/users.js';

/** A stored workflow as activation needs it. */
export type StoredWorkflow = Workflow & { id: string; name: string };

/**
 * Loads a workflow row (nodes, connections and settings are JSON text), or undefined. Reads the
 * table directly so that activation does not depend on the workflows repository's shape.
 */
export async function loadWorkflow(ctx: ServerContext, id: string): Promise<StoredWorkflow | undefined> {
  const row = await ctx.db.kysely.selectFrom('workflow').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    active: !!row.active,
    nodes: parseJson(row.nodes, []),
    connections: parseJson(row.connections, {}),
    settings: parseJson(row.settings, {}),
    staticData: parseJson(row.staticData, {}),
    pinData: parseJson(row.pinData, {}),
    versionId: row.versionId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Ids of the workflows marked active in the database. */
export async function activeWorkflowIds(ctx: ServerContext): Promise<string[]> {
  const rows = await ctx.db.kysely.selectFrom('workflow').select('id').where('active', '=', 1).execute();
  return rows.map((r) => r.id);
}

/** Names of workflows by id (for conflict messages). */
export async function workflowName(ctx: ServerContext, id: string): Promise<string> {
  const row = await ctx.db.kysely.selectFrom('workflow').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? id;
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
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('activation_error').where('workflowId', '=', workflowId).execute();
    const exists = await trx.selectFrom('workflow').select('id').where('id', '=', workflowId).executeTakeFirst();
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
