import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/guards.js';
import type { ServerContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import type { ExecutionRepository } from '../../repositories/executions.js';
import { inScope, readableWorkflowScope } from '../executions/workflows.js';

/** The execution `id` of a route, if the caller may read it; a 404 otherwise. */
export async function readableExecution(
  ctx: ServerContext,
  req: FastifyRequest,
  repo: ExecutionRepository,
  id: string,
) {
  const user = requireUser(req);
  const scope = await readableWorkflowScope(ctx, user);
  const record = await repo.get(id);
  if (!record || !inScope(scope, record.workflowId)) throw notFound(`Execution ${id} does not exist`);
  return { user, scope, record };
}
