import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { registerExecutionRoutes } from './executions/executions.js';
import { registerPushRoute } from './executions/push.js';
import { registerRunRoute } from './executions/run.js';

/**
 * Routes of the executions group: stored and running executions (`/executions…`,
 * `/executions-current…`), manual runs (`POST /workflows/run`) and live progress (`/push`).
 */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerExecutionRoutes(app, ctx);
  // Before the database closes, cancel running executions and save them.
  const executions = ctx.executions as Partial<{ shutdown(): Promise<void> }>;
  if (typeof executions.shutdown === 'function') app.addHook('onClose', async () => executions.shutdown!());
  registerRunRoute(app, ctx);
  registerPushRoute(app, ctx);
}
