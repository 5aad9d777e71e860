/**
 * kill -9 recovery: the real `weft start` process is killed while a run waits, then started
 * again on the same data; the run is found 'crashed' and nothing else is lost. Needs the build
 * (`npm run build`); fails, saying so, when it is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.js';
import { SessionStore } from '../src/auth/sessions.js';
import { openDatabase, type Db } from '../src/db/database.js';
import { UserRepository } from '../src/repositories/users.js';
import { CRASHED_MESSAGE } from '../src/services/executions/policy.js';
import { simpleWorkflow, waitFor, waitWorkflow } from './executions-fixtures.js';
import { createPgDatabase, DB_KINDS, PG_ADMIN_URL } from './harness.js';
import { requireBuild } from './require-build.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = join(ROOT, 'packages/cli/bin/weft.js');
requireBuild(
  'executions-crash',
  'packages/cli/dist/bundle/main.js',
  'packages/server/dist/services/executions/policy.js',
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function insertWorkflow(
  db: Db,
  ownerId: string,
  id: string,
  workflow: ReturnType<typeof simpleWorkflow>,
): Promise<void> {
  const at = new Date().toISOString();
  await db.kysely
    .insertInto('workflow')
    .values({
      id,
      name: workflow.name,
      active: 0,
      nodes: JSON.stringify(workflow.nodes),
      connections: JSON.stringify(workflow.connections),
      settings: '{}',
      staticData: null,
      pinData: '{}',
      meta: null,
      versionId: `v-${id}`,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await db.kysely
    .insertInto('shared_workflow')
    .values({ workflowId: id, userId: ownerId, role: 'owner', createdAt: at })
    .execute();
}

describe.each(DB_KINDS)('kill -9 recovery on %s', (kind) => {
  const home = mkdtempSync(join(tmpdir(), 'weft-crash-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    WEFT_HOME: home,
    WEFT_LISTEN_ADDRESS: '127.0.0.1',
    WEFT_LOG_LEVEL: 'error',
  };
  let dbName: string | undefined;
  let cookie = '';
  let base = '';
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(process.execPath, [BIN, 'start'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    await waitFor(
      () =>
        output.includes('Weft is ready')
          ? true
          : child!.exitCode !== null
            ? Promise.reject(new Error(`weft exited: ${output}`))
            : undefined,
      20_000,
      'weft start',
    );
  };
  const stopChild = async (signal: NodeJS.Signals) => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill(signal);
    await exited;
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json().catch(() => undefined)) as { data?: any; message?: string } | undefined;
    return { status: res.status, body: json };
  };

  beforeAll(async () => {
    env.WEFT_PORT = String(await freePort());
    base = `http://127.0.0.1:${env.WEFT_PORT}`;
    let config: Parameters<typeof openDatabase>[0] = { db: { type: 'sqlite', file: join(home, 'database.sqlite') } };
    if (kind === 'postgres') {
      const created = await createPgDatabase('weft_crash');
      dbName = created.name;
      Object.assign(env, { WEFT_DB_TYPE: 'postgresdb', WEFT_DB_URL: created.url });
      config = { db: { type: 'postgresdb', url: created.url } };
    }
    // The owner, a session and two workflows, written before the first start (the sign-in
    // and workflow routes belong to other parts of the server).
    const db = await openDatabase(config);
    const owner = await new UserRepository(db).create({
      role: 'owner',
      email: 'owner@example.com',
      firstName: 'Olive',
      lastName: 'Owner',
      passwordHash: await hashPassword('Owner-Passw0rd'),
    });
    cookie = `weft-auth=${(await new SessionStore(db, 7).create(owner.id)).id}`;
    await insertWorkflow(db, owner.id, 'quickWorkflow01', simpleWorkflow('Quick'));
    await insertWorkflow(db, owner.id, 'waitWorkflow001', waitWorkflow(30, 'Waits 30 s'));
    await db.close();
  }, 30_000);

  afterAll(async () => {
    await stopChild('SIGKILL');
    rmSync(home, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('finds a run interrupted by SIGKILL crashed after a restart, with everything else intact', async () => {
    await start();
    const quick = await call('POST', '/rest/workflows/run', { workflowId: 'quickWorkflow01' });
    expect(quick.status, JSON.stringify(quick.body)).toBe(200);
    const quickId = quick.body!.data.executionId as string;
    await waitFor(
      async () =>
        (await call('GET', `/rest/executions/${quickId}`)).body?.data?.status === 'success' ? true : undefined,
      10_000,
      'the quick run',
    );

    const waiting = await call('POST', '/rest/workflows/run', { workflowId: 'waitWorkflow001' });
    const waitingId = waiting.body!.data.executionId as string;
    await waitFor(
      async () =>
        (await call('GET', '/rest/executions-current')).body?.data?.some((e: { id: string }) => e.id === waitingId)
          ? true
          : undefined,
      10_000,
      'the wait to start',
    );
    // The Wait node sleeps in process: the execution shows as waiting (a time wait this short is not saved to resume).
    expect(['running', 'waiting']).toContain((await call('GET', `/rest/executions/${waitingId}`)).body!.data.status);

    await stopChild('SIGKILL');
    await start();

    const crashed = await call('GET', `/rest/executions/${waitingId}`);
    expect(crashed.status).toBe(200);
    expect(crashed.body!.data).toMatchObject({
      id: waitingId,
      status: 'crashed',
      finished: false,
      workflowId: 'waitWorkflow001',
    });
    expect(crashed.body!.data.stoppedAt).toBeTruthy();
    expect(crashed.body!.data.data.resultData.error.message).toBe(CRASHED_MESSAGE);

    const intact = await call('GET', `/rest/executions/${quickId}`);
    expect(intact.body!.data).toMatchObject({ status: 'success', finished: true });
    expect(intact.body!.data.data.resultData.runData.Pass).toHaveLength(1);
    const list = await call('GET', '/rest/executions');
    expect(list.body!.data.count).toBe(2);
    expect((await call('GET', '/rest/executions-current')).body!.data).toEqual([]);

    // The workflow survived: it runs again on the restarted server.
    const again = await call('POST', '/rest/workflows/run', { workflowId: 'quickWorkflow01' });
    const againId = again.body!.data.executionId as string;
    await waitFor(
      async () =>
        (await call('GET', `/rest/executions/${againId}`)).body?.data?.status === 'success' ? true : undefined,
      10_000,
      'a run after the restart',
    );
    await stopChild('SIGTERM');
  }, 60_000);
});
