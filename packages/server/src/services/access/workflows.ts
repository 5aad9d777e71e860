/** Loading a workflow on behalf of a caller, and its API shape. */
import type { FastifyRequest } from 'fastify';
import { permissionUser, requireUser } from '../../auth/guards.js';
import type { ServerContext } from '../../context.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { UserRecord } from '../../repositories/users.js';
import type { WorkflowRecord, WorkflowRepository } from '../../repositories/workflows.js';

/** What a caller wants to do with a workflow. */
export type WorkflowAction = 'read' | 'update' | 'delete' | 'share';

const ACTION_WORDS: Record<WorkflowAction, string> = {
  read: 'open',
  update: 'update',
  delete: 'delete',
  share: 'share',
};

/**
 * The workflow `id` if the caller may do `action` with it. A workflow the caller may not even
 * read answers 404, as if it did not exist; one it may read but not change answers 403.
 */
export async function loadWorkflowFor(
  req: FastifyRequest,
  ctx: ServerContext,
  repo: WorkflowRepository,
  id: string,
  action: WorkflowAction,
): Promise<{ user: UserRecord; workflow: WorkflowRecord }> {
  const user = requireUser(req);
  const workflow = await repo.get(id);
  const missing = () => notFound(`Could not find a workflow with ID "${id}" that you can access`);
  if (!workflow) throw missing();
  const perms = repo.permissions(permissionUser(user), workflow, { sharingEnabled: ctx.config.sharingEnabled });
  if (!perms.read) throw missing();
  if (!perms[action])
    throw forbidden(`You may not ${ACTION_WORDS[action]} this workflow: only its owner or the instance owner can`);
  return { user, workflow };
}

/** Whether the caller sees every workflow (instance owner, pre-setup owner, or sharing off). */
export function seesAllWorkflows(user: UserRecord, ctx: ServerContext): boolean {
  return user.role === 'owner' || !ctx.config.sharingEnabled;
}

/** A credential a workflow's nodes refer to, and whether the caller may use it. */
export interface UsedCredential {
  id: string;
  name: string;
  type: string;
  currentUserHasAccess: boolean;
}

/** The credentials (by id) a workflow's nodes use that exist, with the caller's access to each. */
export async function usedCredentials(
  ctx: ServerContext,
  workflow: WorkflowRecord,
  user: UserRecord,
): Promise<UsedCredential[]> {
  const ids = new Set<string>();
  for (const node of workflow.nodes) {
    for (const ref of Object.values(node.credentials ?? {})) {
      if (typeof ref === 'object' && ref && typeof ref.id === 'string' && ref.id) ids.add(ref.id);
    }
  }
  if (ids.size === 0) return [];
  const rows = await ctx.db.kysely
    .selectFrom('credential')
    .select(['id', 'name', 'type'])
    .where('id', 'in', [...ids])
    .execute();
  const mine = new Set(
    (
      await ctx.db.kysely
        .selectFrom('shared_credential')
        .select('credentialsId')
        .where('userId', '=', user.id)
        .where('credentialsId', 'in', [...ids])
        .execute()
    ).map((r) => r.credentialsId),
  );
  const all = user.role === 'owner' || !ctx.config.sharingEnabled;
  return rows.map((r) => ({ id: r.id, name: r.name, type: r.type, currentUserHasAccess: all || mine.has(r.id) }));
}

/** The full API shape of a workflow (GET /workflows/:id and every write). */
export async function toApiWorkflow(
  ctx: ServerContext,
  workflow: WorkflowRecord,
  user: UserRecord,
): Promise<WorkflowRecord & { usedCredentials: UsedCredential[] }> {
  return { ...workflow, usedCredentials: await usedCredentials(ctx, workflow, user) };
}
