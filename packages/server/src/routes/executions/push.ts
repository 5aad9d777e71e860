import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/guards.js';
import type { ServerContext } from '../../context.js';
import { ApiError, badRequest } from '../../http/errors.js';
import { isConnectable } from '../../services/push/index.js';
import { registerPushWebSocket } from './push-websocket.js';

/**
 * `GET /push?pushRef=…`: the editor's live channel, as Server-Sent Events. Each event is one
 * `data: {"type":…,"data":…}` message; a comment line every 30 s keeps proxies from closing an
 * idle stream. The same channel also accepts WebSocket upgrades (see push-websocket.ts); the
 * settings' `pushBackend` tells the editor which one to open.
 */
export function registerPushRoute(app: FastifyInstance, ctx: ServerContext): void {
  const hub = ctx.push;
  if (isConnectable(hub)) app.addHook('preClose', async () => hub.closeAll());
  registerPushWebSocket(app, ctx);

  app.get('/push', async (req, reply) => {
    const user = requireUser(req);
    const { pushRef } = req.query as { pushRef?: unknown };
    if (typeof pushRef !== 'string' || !pushRef.trim())
      throw badRequest(
        'The query parameter "pushRef" is missing',
        'Open the push channel as /rest/push?pushRef=<id of the editor tab>.',
      );
    if (!isConnectable(hub)) throw new ApiError(503, 'Live progress is not available on this server');

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': connected\n\n');
    let open = true;
    const remove = hub.add({
      pushRef,
      userId: user.id,
      send(message) {
        if (open) res.write(`data: ${message}\n\n`);
      },
      heartbeat() {
        if (open) res.write(': heartbeat\n\n');
      },
      close() {
        open = false;
        res.end();
      },
    });
    res.on('close', () => {
      open = false;
      remove();
    });
  });
}
