import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { WebSocketServer } from 'ws';
import type { ServerContext } from '../context.js';
import { lazyRequire } from '../lazy-require.js';
import { ExecutionRepository } from '../repositories/executions.js';
import { ChatSession, refuseChat, startSessionId, type ChatSessionHost } from './chat-session.js';
import { isAnyChatTrigger } from './paths.js';

const ws = lazyRequire<typeof import('ws')>('ws');

/** How often a chat session looks at its execution, sends heartbeats, and when it gives up on a silent chat. */
export interface ChatSocketTimings {
  pollMs: number;
  heartbeatMs: number;
  heartbeatTimeoutMs: number;
}

/** n8n's heartbeat (30 s) and timeout (60 s); the execution is checked every second (n8n: 3 s). */
export const DEFAULT_CHAT_SOCKET_TIMINGS: ChatSocketTimings = {
  pollMs: 1000,
  heartbeatMs: 30_000,
  heartbeatTimeoutMs: 60_000,
};

function refuse(socket: Duplex, status: number, message: string): void {
  socket.end(`HTTP/1.1 ${status} ${message}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${message}`);
}

/**
 * The chat's WebSocket for executions whose Chat Trigger answers "Using Response Nodes" (n8n's
 * `/chat?sessionId=…&executionId=…[&isPublic=true]`): the chat opens it with the execution id the
 * message POST answered, receives each Respond to Chat message, and sends the user's replies.
 *
 * n8n accepts any session id; Weft accepts only the one the execution was started with, so that
 * knowing an execution id (they are sequential) is not enough to read or answer someone's chat.
 * A socket may connect while the execution still runs its first nodes (an agent thinking): it is
 * then checked as soon as the execution has saved its trigger's run, and sent nothing before.
 */
export function registerChatSocket(
  app: FastifyInstance,
  ctx: ServerContext,
  timings: ChatSocketTimings = DEFAULT_CHAT_SOCKET_TIMINGS,
): void {
  let server: WebSocketServer | undefined;
  const wss = () => (server ??= new (ws().WebSocketServer)({ noServer: true, maxPayload: 16 * 1024 * 1024 }));
  const repo = new ExecutionRepository(ctx.db);
  const sessions = new Map<string, { session: ChatSession; timers: NodeJS.Timeout[]; close(): void }>();
  const host: ChatSessionHost = {
    load: (id) => repo.get(id),
    changeMarker: (id) => repo.changeMarker(id),
    async resume(id, item) {
      const started = await ctx.executions.resume(id, { items: [item] });
      started?.done.catch(() => undefined);
      return !!started;
    },
    async stop(id) {
      await ctx.executions.stop(id);
    },
    now: () => Date.now(),
    report: (message) => app.log.warn(message),
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/chat') return;
    void (async () => {
      const sessionId = url.searchParams.get('sessionId') ?? '';
      const executionId = url.searchParams.get('executionId') ?? '';
      if (!sessionId || !executionId) return refuse(socket, 400, 'The query needs sessionId and executionId');
      const record = await repo.get(executionId).catch(() => undefined);
      const triggers = record?.workflowData.nodes.filter(isAnyChatTrigger).map((n) => n.name) ?? [];
      const started = record ? startSessionId(record, triggers) : undefined;
      // A running execution may not have saved its trigger's run yet: the session is checked once it has.
      const pending = !!record && started === undefined && (record.status === 'new' || record.status === 'running');
      const known = (record && started === sessionId) || pending;
      wss().handleUpgrade(req, socket, head, (conn) => {
        if (!known) return refuseChat(conn, executionId);
        const key = `${sessionId}|${executionId}|${url.searchParams.get('isPublic') === 'true' ? 'public' : 'integrated'}`;
        sessions.get(key)?.close();
        const session = new ChatSession(sessionId, executionId, conn, host, triggers, !pending);
        const timers = [
          setInterval(() => void session.poll(), timings.pollMs),
          setInterval(() => void session.heartbeat(timings.heartbeatTimeoutMs), timings.heartbeatMs),
        ];
        const entry = {
          session,
          timers,
          close: () => {
            for (const t of timers) clearInterval(t);
            session.dispose();
            if (sessions.get(key) === entry) sessions.delete(key);
            conn.terminate();
          },
        };
        sessions.set(key, entry);
        conn.on('message', (data: Buffer | Buffer[] | ArrayBuffer) => {
          const text = Array.isArray(data)
            ? Buffer.concat(data).toString('utf8')
            : Buffer.from(data as Buffer).toString('utf8');
          void session
            .receive(text)
            .catch((e: unknown) => host.report(`Chat session ${sessionId}: ${(e as Error).message}`));
        });
        conn.once('close', () => {
          for (const t of timers) clearInterval(t);
          session.dispose();
          if (sessions.get(key) === entry) sessions.delete(key);
        });
        conn.on('error', () => entry.close());
        session.open();
        void session.poll();
      });
    })();
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const entry of [...sessions.values()]) entry.close();
    server?.close();
  });
}
