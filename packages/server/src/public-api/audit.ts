/** Public API: the security audit (`POST /audit`, instance owner only), as n8n's public API offers it. */
import type { FastifyInstance } from 'fastify';
import { requireSetUpOwner } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { generateAudit, type RiskCategory } from '../services/audit.js';
import { checkBody } from './input.js';

/** Registers `POST /audit` on the public API scope. */
export function registerPublicAudit(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/audit', async (req) => {
    requireSetUpOwner(req);
    const input = checkBody<{ additionalOptions?: { daysAbandonedWorkflow?: number; categories?: RiskCategory[] } }>(
      req.body ?? {},
      'AuditInput',
    );
    const options = input.additionalOptions ?? {};
    return generateAudit(ctx, {
      ...(options.categories?.length ? { categories: options.categories } : {}),
      ...(options.daysAbandonedWorkflow ? { daysAbandonedWorkflow: options.daysAbandonedWorkflow } : {}),
    });
  });
}
