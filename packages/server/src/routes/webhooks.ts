import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';

/** Webhook routes at the root: `/webhook/*`, `/webhook-test/*`, `/webhook-waiting/*` (filled in by its owner). */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  void app;
  void ctx;
}

/** Activation routes under `/rest`: `/active`, `/active/error/:id`, `DELETE /test-webhook/:id` (filled in by its owner). */
export async function registerRest(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  void app;
  void ctx;
}
