/**
 * A real Weft server for tests: its own data folder and database (a SQLite file, or a fresh
 * PostgreSQL database on 127.0.0.1:5432), called in-process with `app.inject()`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createServer, loadConfig, type ServerContext } from '@weft/server';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/auth/passwords.js';

/** The databases every server test runs against. */
export type DbKind = 'sqlite' | 'postgres';
export const DB_KINDS: DbKind[] = ['sqlite', 'postgres'];

/** Admin connection used to create and drop test databases. */
export const PG_ADMIN_URL = process.env.WEFT_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A response, with the body parsed when it is JSON. */
export interface TestResponse {
  status: number;
  body: any;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A client bound to one cookie (or none). */
export interface TestClient {
  cookie?: string;
  request(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  get(url: string): Promise<TestResponse>;
  post(url: string, body?: unknown): Promise<TestResponse>;
  patch(url: string, body?: unknown): Promise<TestResponse>;
  put(url: string, body?: unknown): Promise<TestResponse>;
  delete(url: string, body?: unknown): Promise<TestResponse>;
}

/** A running test server. */
export interface TestServer {
  kind: DbKind;
  app: FastifyInstance;
  ctx: ServerContext;
  home: string;
  /** No cookie. Before owner setup this is the pre-setup ('default') user. */
  anonymous: TestClient;
  client(cookie?: string): TestClient;
  /** Creates the instance owner (ends the pre-setup phase) and a client signed in as them. */
  owner(): Promise<TestClient & { user: { id: string; email: string; password: string } }>;
  /** Creates a member and a client signed in as them. */
  member(email?: string): Promise<TestClient & { user: { id: string; email: string; password: string } }>;
  close(): Promise<void>;
}

let counter = 0;

/** Creates an empty PostgreSQL database named `<prefix>_<pid>_<time>_<n>`; answers its name and URL. */
export async function createPgDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return { name, url: Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${name}` }).toString() };
}

/** Starts a server on a fresh database of the given kind. */
export async function createTestServer(kind: DbKind, env: Record<string, string> = {}): Promise<TestServer> {
  const home = mkdtempSync(join(tmpdir(), 'weft-test-'));
  let dbName: string | undefined;
  const base: Record<string, string> = { WEFT_HOME: home, WEFT_ENCRYPTION_KEY: 'test-key-0123456789abcdef', ...env };
  if (kind === 'postgres') {
    const created = await createPgDatabase('weft_test');
    dbName = created.name;
    Object.assign(base, { WEFT_DB_TYPE: 'postgresdb', WEFT_DB_URL: created.url });
  }
  const { app, ctx } = await createServer(loadConfig(base));
  await app.ready();

  const client = (cookie?: string): TestClient => {
    const request = async (
      method: string,
      url: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<TestResponse> => {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      let parsed: unknown = res.body;
      try {
        parsed = res.body ? JSON.parse(res.body) : undefined;
      } catch {
        /* not JSON */
      }
      return { status: res.statusCode, body: parsed, headers: res.headers as TestResponse['headers'], text: res.body };
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

  const signIn = async (userId: string) => `weft-auth=${(await ctx.sessions.create(userId)).id}`;

  return {
    kind,
    app,
    ctx,
    home,
    anonymous: client(),
    client,
    async owner() {
      const password = 'Owner-Passw0rd';
      const email = 'owner@example.com';
      const shell = await ctx.users.ensureShellOwner();
      const user = await ctx.users.update(shell.id, {
        email,
        firstName: 'Olive',
        lastName: 'Owner',
        passwordHash: await hashPassword(password),
      });
      return Object.assign(client(await signIn(user!.id)), { user: { id: user!.id, email, password } });
    },
    async member(email = `member${counter++}@example.com`) {
      const password = 'Member-Passw0rd';
      const user = await ctx.users.create({
        role: 'member',
        email,
        firstName: 'Mia',
        lastName: 'Member',
        passwordHash: await hashPassword(password),
      });
      return Object.assign(client(await signIn(user.id)), { user: { id: user.id, email, password } });
    },
    async close() {
      await ctx.activeWorkflows.stopAll();
      await app.close();
      await ctx.db.close();
      rmSync(home, { recursive: true, force: true });
      if (dbName) {
        const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
        await admin.connect();
        // The pool's end() resolves before its sockets close; a forced drop that kills a backend
        // still saying goodbye makes that client emit an unhandled FATAL 57P01. Wait for them first.
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
