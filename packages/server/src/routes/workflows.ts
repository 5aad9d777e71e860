import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { TagRepository } from '../repositories/tags.js';
import { WorkflowRepository } from '../repositories/workflows.js';
import { registerWorkflowCrud } from './workflows/crud.js';
import { registerWorkflowExtras } from './workflows/extras.js';
import { registerTagRoutes } from './workflows/tags.js';

/**
 * Routes of the workflows group: /workflows (CRUD, new-name proposal, import from URL, sharing),
 * /options/timezones and /tags.
 */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const workflows = new WorkflowRepository(ctx.db);
  const tags = new TagRepository(ctx.db);
  registerWorkflowCrud(app, ctx, workflows, tags);
  registerWorkflowExtras(app, ctx, workflows);
  registerTagRoutes(app, ctx, tags);
}
