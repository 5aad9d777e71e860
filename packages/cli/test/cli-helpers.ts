/**
 * Runs `weft` commands in-process through `main(argv)` against a throwaway instance: a temporary
 * WEFT_HOME with SQLite, or a fresh PostgreSQL database on 127.0.0.1:5432 (dropped afterwards).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { main } from '../src/main.js';

export const PG_ADMIN_URL = process.env.WEFT_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What a command printed and answered. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A throwaway instance and a way to run commands on it. */
export interface TestInstance {
  kind: 'sqlite' | 'postgres';
  home: string;
  env: Record<string, string>;
  run(...argv: string[]): Promise<CliResult>;
  /** Runs and fails the test unless the command exits 0. */
  ok(...argv: string[]): Promise<CliResult>;
  dispose(): Promise<void>;
}

const ENV_KEYS = ['WEFT_HOME', 'WEFT_DB_TYPE', 'WEFT_DB_URL', 'WEFT_DB_SQLITE_FILE', 'WEFT_ENCRYPTION_KEY'];

let counter = 0;

/** Runs `weft <argv>` in this process with exactly `env` as the instance's settings. */
export async function runCli(env: Record<string, string>, argv: string[]): Promise<CliResult> {
  // Every key set here is put back afterwards, so one test's settings never leak into the next.
  const keys = [...new Set([...ENV_KEYS, ...Object.keys(env)])];
  const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
  for (const k of ENV_KEYS) delete process.env[k];
  Object.assign(process.env, env);
  const stdout: string[] = [];
  const stderr: string[] = [];
  try {
    const code = await main(argv, { out: (s) => stdout.push(s), err: (s) => stderr.push(s) });
    return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
  } finally {
    for (const k of keys) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  }
}

/** A fresh instance: SQLite in a temporary home, or PostgreSQL in a new database (its home holds only the config file). */
export async function createInstance(kind: 'sqlite' | 'postgres', encryptionKey?: string): Promise<TestInstance> {
  const home = mkdtempSync(join(tmpdir(), 'weft-cli-test-'));
  const env: Record<string, string> = { WEFT_HOME: home };
  if (encryptionKey) env.WEFT_ENCRYPTION_KEY = encryptionKey;
  let dbName: string | undefined;
  if (kind === 'postgres') {
    dbName = `weft_cli_test_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    Object.assign(env, { WEFT_DB_TYPE: 'postgresdb', WEFT_DB_URL: url.toString() });
  }
  const run = (...argv: string[]) => runCli(env, argv);
  return {
    kind,
    home,
    env,
    run,
    async ok(...argv) {
      const r = await run(...argv);
      if (r.code !== 0) throw new Error(`weft ${argv.join(' ')} exited ${r.code}: ${r.stderr}\n${r.stdout}`);
      return r;
    },
    async dispose() {
      rmSync(home, { recursive: true, force: true });
      if (dbName) {
        const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

/** A loopback HTTP server that records the headers of each request and answers `{ok: true}`. */
export async function startRecorder(): Promise<{
  url: string;
  requests: Array<{ url: string; headers: Record<string, string | string[] | undefined> }>;
  close(): Promise<void>;
}> {
  const requests: Array<{ url: string; headers: Record<string, string | string[] | undefined> }> = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const authorised = req.headers['x-api-token'] === 'secret-token-42';
    res.writeHead(authorised ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(authorised ? { ok: true, path: req.url } : { error: 'no token' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(() => r())) };
}

/** A workflow (n8n's export format): Manual Trigger → HTTP Request with header auth by credential id. */
export function httpWorkflow(id: string, url: string, credentialId: string): Record<string, unknown> {
  return {
    id,
    name: `Call ${id}`,
    active: false,
    nodes: [
      {
        id: 'n1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'n2',
        name: 'Call API',
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: 4.2,
        position: [200, 0],
        parameters: {
          method: 'GET',
          url: `${url}/${id}`,
          authentication: 'genericCredentialType',
          genericAuthType: 'httpHeaderAuth',
          options: {},
        },
        credentials: { httpHeaderAuth: { id: credentialId, name: 'API token' } },
      },
    ],
    connections: { Start: { main: [[{ node: 'Call API', type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1' },
    tags: [{ id: 'ignored', name: 'backup-test' }],
  };
}
