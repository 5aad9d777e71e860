/**
 * Receivers for the log-streaming tests, all on loopback: an HTTP endpoint (webhook and Sentry
 * DSN host), syslog listeners over UDP and TCP, and a server that can be closed and re-created on
 * the same database and data folder.
 */
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createServer, loadConfig, type ServerContext } from '@weft/server';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/auth/passwords.js';
import { createPgDatabase, PG_ADMIN_URL, type DbKind, type TestClient, type TestResponse } from './harness.js';

/** A request an HTTP receiver got. */
export interface ReceivedRequest {
  at: number;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  json: any;
}

/** A local HTTP endpoint that records what it gets and answers `status()` (200 by default). */
export interface HttpReceiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Answers this status to the next `count` requests. */
  failNext(count: number, status?: number): void;
  /** Stops listening (the port refuses connections); `up()` listens on the same port again. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Starts an HTTP receiver on 127.0.0.1 (a free port, or `port`). */
export async function startHttpReceiver(port = 0): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  let failures = 0;
  let failStatus = 500;
  let server: Server;
  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      server = createHttpServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = body ? JSON.parse(body) : undefined;
          } catch {
            json = undefined;
          }
          requests.push({
            at: Date.now(),
            method: req.method ?? '',
            url: req.url ?? '',
            headers: req.headers,
            body,
            json,
          });
          if (failures > 0) {
            failures--;
            res.writeHead(failStatus).end('not now');
            return;
          }
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        });
      });
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const actual = await listen(port);
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    requests,
    failNext(count, status = 500) {
      failures = count;
      failStatus = status;
    },
    down: stop,
    async up() {
      await listen(actual);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}

/** A syslog listener: the messages it got, one string each (TCP frames unwrapped). */
export interface SyslogListener {
  port: number;
  messages: string[];
  close(): Promise<void>;
}

/** A UDP syslog listener on 127.0.0.1: one datagram, one message. */
export async function startUdpSyslog(): Promise<SyslogListener> {
  const socket = createSocket('udp4');
  const messages: string[] = [];
  socket.on('message', (m) => messages.push(m.toString('utf8')));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  return {
    port: socket.address().port,
    messages,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

/** A TCP syslog listener on 127.0.0.1 that reads octet-counted frames (RFC 6587) and checks their lengths. */
export async function startTcpSyslog(port = 0): Promise<SyslogListener & { badFrames: string[] }> {
  const messages: string[] = [];
  const badFrames: string[] = [];
  const server = createTcpServer((socket) => {
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const space = buffer.indexOf(0x20);
        if (space < 0) return;
        const length = Number(buffer.subarray(0, space).toString('ascii'));
        if (!Number.isInteger(length) || length <= 0) {
          badFrames.push(buffer.toString('utf8'));
          buffer = Buffer.alloc(0);
          return;
        }
        if (buffer.length < space + 1 + length) return;
        messages.push(buffer.subarray(space + 1, space + 1 + length).toString('utf8'));
        buffer = buffer.subarray(space + 1 + length);
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    badFrames,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Parses an RFC 5424 message into its header fields, structured data and MSG. */
export function parseSyslog(message: string) {
  const m = /^<(\d{1,3})>1 (\S+) (\S+) (\S+) (\S+) (\S+) (\[.*?[^\\]\]|-) (.*)$/s.exec(message);
  if (!m) return undefined;
  return {
    pri: Number(m[1]),
    timestamp: m[2]!,
    host: m[3]!,
    appName: m[4]!,
    procId: m[5]!,
    msgId: m[6]!,
    sd: m[7]!,
    msg: m[8]!,
    event: JSON.parse(m[8]!),
  };
}

/** Polls until `check` answers a value (not undefined), or fails after `ms`. */
export async function until<T>(
  check: () => Promise<T | undefined> | T | undefined,
  ms = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** Log-streaming timings short enough for tests. */
export const FAST_DELIVERY: Record<string, string> = {
  WEFT_EVENTBUS_POLL_INTERVAL_MS: '100',
  WEFT_EVENTBUS_RETRY_BASE_MS: '200',
  WEFT_EVENTBUS_RETRY_MAX_MS: '1000',
  WEFT_EVENTBUS_TIMEOUT_MS: '2000',
};

/** A running instance of a {@link ReopenableServer}. */
export interface OpenServer {
  app: FastifyInstance;
  ctx: ServerContext;
  client(cookie?: string): TestClient;
  /** A client signed in as `userId`. */
  signedIn(userId: string): Promise<TestClient>;
  close(): Promise<void>;
}

/** A database and data folder that outlive the servers opened on them. */
export interface ReopenableServer {
  open(): Promise<OpenServer>;
  /** Drops the database and deletes the folder. */
  destroy(): Promise<void>;
}

/** A fresh database of `kind` and a data folder, for servers opened one after the other. */
export async function reopenableServer(kind: DbKind, env: Record<string, string> = {}): Promise<ReopenableServer> {
  const home = mkdtempSync(join(tmpdir(), 'weft-eventbus-'));
  const base: Record<string, string> = { WEFT_HOME: home, WEFT_ENCRYPTION_KEY: 'test-key-0123456789abcdef', ...env };
  let dbName: string | undefined;
  if (kind === 'postgres') {
    const created = await createPgDatabase('weft_eventbus');
    dbName = created.name;
    Object.assign(base, { WEFT_DB_TYPE: 'postgresdb', WEFT_DB_URL: created.url });
  }
  return {
    async open() {
      const { app, ctx } = await createServer(loadConfig(base));
      await app.ready();
      const client = (cookie?: string): TestClient => {
        const request = async (method: string, url: string, body?: unknown): Promise<TestResponse> => {
          const res = await app.inject({
            method: method as 'GET',
            url,
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            payload: body === undefined ? undefined : JSON.stringify(body),
          });
          let parsed: unknown;
          try {
            parsed = res.body ? JSON.parse(res.body) : undefined;
          } catch {
            parsed = res.body;
          }
          return {
            status: res.statusCode,
            body: parsed,
            headers: res.headers as TestResponse['headers'],
            text: res.body,
          };
        };
        return {
          cookie,
          request,
          get: (u) => request('GET', u),
          post: (u, b) => request('POST', u, b ?? {}),
          patch: (u, b) => request('PATCH', u, b ?? {}),
          put: (u, b) => request('PUT', u, b ?? {}),
          delete: (u, b) => request('DELETE', u, b),
        };
      };
      return {
        app,
        ctx,
        client,
        signedIn: async (userId) => client(`weft-auth=${(await ctx.sessions.create(userId)).id}`),
        async close() {
          await ctx.activeWorkflows.stopAll();
          await app.close();
          await ctx.db.close();
        },
      };
    },
    async destroy() {
      rmSync(home, { recursive: true, force: true });
      if (dbName) {
        const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
        await admin.connect();
        // A pool's end() resolves before its sockets close: wait for them, or the forced drop
        // kills a backend still saying goodbye and its client raises an unhandled FATAL.
        for (let i = 0; i < 100; i++) {
          const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
            dbName,
          ]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

/** Makes the pre-setup owner a real owner (as owner setup does) and answers their id. */
export async function setUpOwner(ctx: ServerContext, email = 'owner@example.com'): Promise<string> {
  const shell = await ctx.users.ensureShellOwner();
  const user = await ctx.users.update(shell.id, {
    email,
    firstName: 'Olive',
    lastName: 'Owner',
    passwordHash: await hashPassword('Owner-Passw0rd'),
  });
  return user!.id;
}
