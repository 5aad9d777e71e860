import Fastify, { type FastifyInstance } from 'fastify';
import { registerHealthRoutes } from '../http/health.js';
import type { RunningWorker } from './worker.js';

/**
 * Serves a worker's `/healthz`, `/healthz/readiness` (database and Redis) and `/metrics` on a port
 * of its own, so process managers and Prometheus can watch workers like every other process.
 */
export async function startWorkerHealthServer(
  worker: RunningWorker,
  port: number,
  host = '0.0.0.0',
): Promise<{ app: FastifyInstance; port: number; close(): Promise<void> }> {
  worker.ctx.readiness.add('Redis', () => worker.queue.counts());
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await registerHealthRoutes(app, worker.ctx);
  await app.listen({ port, host });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : port, close: () => app.close() };
}
