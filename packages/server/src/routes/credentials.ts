import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';

/** Routes of the credentials group (filled in by its owner). */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  void app;
  void ctx;
}
