/** The MCP Server Trigger's endpoint: `/mcp/*` (see handler.ts). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { handleMcpCall } from './handler.js';

/** Registers `/mcp/*` on an app whose bodies are kept raw (the webhook routes). */
export function registerMcpRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: '/mcp/*',
    exposeHeadRoute: false,
    handler: async (req, reply) => (await handleMcpCall(ctx, req))(reply),
  });
}
