import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { WebSocketServer } from 'ws';
import { lazyRequire } from '../../lazy-require.js';
import { SESSION_COOKIE } from '../../auth/sessions.js';
import type { ServerContext } from '../../context.js';
import { isPending, type UserRecord } from '../../repositories/users.js';
import { isConnectable } from '../../services/push/index.js';

/** ws, loaded at the first WebSocket upgrade (the editor's default push is SSE). */
const ws = lazyRequire<typeof import('ws')>('ws');

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return undefined; // a malformed cookie is no session
      }
    }
  }
  return undefined;
}

/** The user of an upgrade request: its session cookie, or the pre-setup owner before setup. */
async function userOf(req: IncomingMessage, ctx: ServerContext): Promise<UserRecord | undefined> {
  const sid = cookieValue(req.headers.cookie, SESSION_COOKIE);
  if (sid) {
    const userId = await ctx.sessions.userIdOf(sid);
    const user = userId ? await ctx.users.get(userId) : undefined;
    if (user && !user.disabled) return user;
  }
  const owner = await ctx.users.owner();
  return owner && isPending(owner) ? owner : undefined;
}

function refuse(socket: Duplex, status: number, message: string): void {
  socket.end(`HTTP/1.1 ${status} ${message}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${message}`);
}

/**
 * The WebSocket transport of `/rest/push?pushRef=…` (pushBackend 'websocket'): the same events
 * as the SSE stream, one JSON text message each, with a ping as heartbeat. The upgrade is
 * authenticated with the session cookie like every other /rest call.
 */
export function registerPushWebSocket(app: FastifyInstance, ctx: ServerContext): void {
  const hub = ctx.push;
  if (!isConnectable(hub)) return;
  let server: WebSocketServer | undefined;
  const wss = () => (server ??= new (ws().WebSocketServer)({ noServer: true, maxPayload: 64 * 1024 }));
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/rest/push') return;
    void (async () => {
      const user = await userOf(req, ctx).catch(() => undefined);
      if (!user) return refuse(socket, 401, 'Unauthorized');
      const pushRef = url.searchParams.get('pushRef')?.trim();
      if (!pushRef) return refuse(socket, 400, 'The query parameter "pushRef" is missing');
      wss().handleUpgrade(req, socket, head, (socket) => {
        const remove = hub.add({
          pushRef,
          userId: user.id,
          send: (message) => socket.send(message),
          heartbeat: () => socket.ping(),
          close: () => socket.close(1001, 'closing'),
        });
        socket.on('close', remove);
        socket.on('error', remove);
      });
    })();
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    if (!server) return;
    for (const client of server.clients) client.terminate();
    server.close();
  });
}
