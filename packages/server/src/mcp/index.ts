/** The MCP Server Trigger's endpoints: `/mcp/*`, and `/mcp-test/*` while the editor listens (see handler.ts). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { handleMcpCall } from './handler.js';

/** Registers `/mcp/*` and `/mcp-test/*` on an app whose bodies are kept raw (the webhook routes). */
export function registerMcpRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const kind of ['production', 'test'] as const)
    app.route({
      method: ['GET', 'POST', 'DELETE'],
      url: kind === 'test' ? '/mcp-test/*' : '/mcp/*',
      exposeHeadRoute: false,
      handler: async (req, reply) => (await handleMcpCall(ctx, req, kind))(reply),
    });
}
