import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ServerContext } from '../context.js';
import { metricsOf } from '../metrics.js';

/** A readiness check: resolves when the dependency answers, rejects with why it does not. */
export type ReadinessCheck = () => Promise<unknown>;

const extraChecks = new WeakMap<ServerContext, Map<string, ReadinessCheck>>();

/**
 * Adds a check to a process's `/healthz/readiness` (e.g. Redis in queue mode), under a name the
 * failure message shows. A later check of the same name replaces the earlier one.
 */
export function addReadinessCheck(ctx: ServerContext, name: string, check: ReadinessCheck): void {
  let checks = extraChecks.get(ctx);
  if (!checks) extraChecks.set(ctx, (checks = new Map()));
  checks.set(name, check);
}

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
 * (the database and the checks added with {@link addReadinessCheck}) and `/metrics` (Prometheus).
 */
export async function registerHealthRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/healthz/readiness', async (_req, reply) => {
    try {
      await within(sql`SELECT 1`.execute(ctx.db.kysely), 5000, 'The database');
    } catch (e) {
      return reply
        .status(503)
        .send({ status: 'error', message: `The database does not answer: ${(e as Error).message}` });
    }
    for (const [name, check] of extraChecks.get(ctx) ?? []) {
      try {
        await within(check(), 5000, name);
      } catch (e) {
        return reply.status(503).send({ status: 'error', message: `${name} does not answer: ${(e as Error).message}` });
      }
    }
    return { status: 'ok' };
  });
  app.get('/metrics', async (_req, reply) => {
    const { contentType, body } = await metricsOf(ctx).scrape();
    return reply.header('content-type', contentType).send(body);
  });
}
