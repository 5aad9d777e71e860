import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ServerDeps } from '../context.js';

/** Rejects after `ms` unless `promise` settled first. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Health and metrics routes every Weft process serves: `/healthz` (liveness), `/healthz/readiness`
 * (the database and the process's `readiness` checks) and `/metrics` (Prometheus).
 */
export async function registerHealthRoutes(
  app: FastifyInstance,
  ctx: ServerDeps<'db' | 'readiness' | 'metrics'>,
): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/healthz/readiness', async (_req, reply) => {
    try {
      await within(sql`SELECT 1`.execute(ctx.db.kysely), 5000, 'The database');
    } catch (e) {
      return reply
        .status(503)
        .send({ status: 'error', message: `The database does not answer: ${(e as Error).message}` });
    }
    for (const [name, check] of ctx.readiness.entries()) {
      try {
        await within(check(), 5000, name);
      } catch (e) {
        return reply.status(503).send({ status: 'error', message: `${name} does not answer: ${(e as Error).message}` });
      }
    }
    return { status: 'ok' };
  });
  app.get('/metrics', async (_req, reply) => {
    const { contentType, body } = await ctx.metrics.scrape();
    return reply.header('content-type', contentType).send(body);
  });
}
