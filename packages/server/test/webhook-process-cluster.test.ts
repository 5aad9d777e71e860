/**
 * A queue-mode cluster of real processes: `weft start` (main), two `weft worker`s and one
 * `weft webhook`, on a fresh PostgreSQL database and a Redis prefix of their own. A Webhook → Set
 * workflow (lastNode) is activated through main's API, requests go to the webhook process, and
 * every execution must be saved once with the right result.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_ADMIN_URL } from './harness.js';
import { callProcess as call, dropRedisPrefix, TEST_REDIS_URL, waitProcessReady } from './cluster-helpers.js';
import { requireBuild } from './require-build.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'packages/cli/bin/weft.js');
requireBuild('webhook-process-cluster', 'packages/cli/dist/bundle/main.js', 'packages/cli/dist/worker-command.js');
const MAIN_PORT = 6100 + (process.pid % 40) * 2;
const HOOK_PORT = MAIN_PORT + 1;
const REQUESTS = 60;

describe('a queue-mode cluster: main, two workers and a webhook process', () => {
  let home = '';
  const dbName = `weft_cluster_${process.pid}_${Date.now()}`;
  const prefix = `weft-cluster-${randomUUID().slice(0, 8)}`;
  const procs: ChildProcess[] = [];
  const dbUrl = (() => {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    return url.toString();
  })();
  const env = () => ({
    ...process.env,
    WEFT_HOME: home,
    WEFT_ENCRYPTION_KEY: 'cluster-test-key-0123456789',
    WEFT_DB_TYPE: 'postgresdb',
    WEFT_DB_URL: dbUrl,
    WEFT_EXECUTIONS_MODE: 'queue',
    WEFT_REDIS_URL: TEST_REDIS_URL,
    WEFT_REDIS_PREFIX: prefix,
    WEFT_BASE_URL: `http://127.0.0.1:${HOOK_PORT}`,
  });
  const start = (args: string[], port: number) => {
    const proc = spawn(process.execPath, [bin, ...args], {
      env: { ...env(), WEFT_PORT: String(port) },
      stdio: 'ignore',
    });
    procs.push(proc);
    return proc;
  };

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'weft-cluster-'));
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    // Main first: it runs the migrations the others rely on.
    await waitProcessReady(MAIN_PORT, start(['start'], MAIN_PORT), 'weft start');
    const worker1 = start(['worker', '--concurrency', '4'], 0);
    const worker2 = start(['worker', '--concurrency', '4'], 0);
    await waitProcessReady(HOOK_PORT, start(['webhook'], HOOK_PORT), 'weft webhook');
    await new Promise((r) => setTimeout(r, 500));
    for (const w of [worker1, worker2]) if (w.exitCode !== null) throw new Error(`a worker exited with ${w.exitCode}`);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      procs.map(async (p) => {
        if (p.exitCode !== null) return;
        p.kill('SIGTERM');
        await new Promise((r) => p.once('exit', r));
      }),
    );
    if (home) rmSync(home, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await dropRedisPrefix(prefix);
  }, 60_000);

  it('runs every webhook request on the workers and saves each execution once with its result', async () => {
    await call(MAIN_PORT, 'POST', '/rest/owner/setup', {
      email: 'olive@example.com',
      firstName: 'Olive',
      lastName: 'Owner',
      password: 'Owner-Passw0rd',
    });
    const owner = (
      await call(MAIN_PORT, 'POST', '/rest/login', { email: 'olive@example.com', password: 'Owner-Passw0rd' })
    ).cookie!;
    const wf = {
      name: 'Cluster doubling',
      nodes: [
        {
          id: 'w',
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          position: [0, 0],
          webhookId: randomUUID(),
          parameters: { httpMethod: 'POST', path: 'double', responseMode: 'lastNode', options: {} },
        },
        {
          id: 's',
          name: 'Set',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.4,
          position: [200, 0],
          parameters: {
            assignments: {
              assignments: [
                { id: '1', name: 'n', value: '={{ $json.body.n }}', type: 'number' },
                { id: '2', name: 'doubled', value: '={{ $json.body.n * 2 }}', type: 'number' },
              ],
            },
            options: {},
          },
        },
      ],
      connections: { Webhook: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
    };
    const created = await call(MAIN_PORT, 'POST', '/rest/workflows', wf, owner);
    expect(created.status).toBe(200);
    const workflowId = created.body.data.id as string;
    const activated = await call(
      MAIN_PORT,
      'PATCH',
      `/rest/workflows/${workflowId}`,
      { active: true, versionId: created.body.data.versionId },
      owner,
    );
    expect(activated.body.data.active).toBe(true);

    // Concurrent requests to the webhook process, each answered with the worker's result.
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, n) => call(HOOK_PORT, 'POST', '/webhook/double', { n })),
    );
    answers.forEach((res, n) => {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ n, doubled: n * 2 });
    });

    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ status: string; mode: string; data: string }>(
        'SELECT status, mode, data FROM execution WHERE "workflowId" = $1',
        [workflowId],
      );
      expect(rows).toHaveLength(REQUESTS);
      const results = rows.map((r) => {
        expect([r.status, r.mode]).toEqual(['success', 'webhook']);
        const data = typeof r.data === 'string' ? JSON.parse(r.data) : r.data;
        return data.resultData.runData.Set[0].data.main[0][0].json as { n: number; doubled: number };
      });
      expect(results.map((r) => r.n).sort((a, b) => a - b)).toEqual(Array.from({ length: REQUESTS }, (_, n) => n));
      for (const r of results) expect(r.doubled).toBe(r.n * 2);
    } finally {
      await db.end();
    }

    // The webhook process counts what it enqueued and reports the queue; main reports it too.
    const metrics = String((await call(HOOK_PORT, 'GET', '/metrics')).body);
    expect(metrics).toMatch(new RegExp(`weft_executions_total\\{status="success",mode="webhook"\\} ${REQUESTS}`));
    expect(metrics).toMatch(/^weft_queue_waiting \d+$/m);
    expect(metrics).toMatch(/^weft_queue_active \d+$/m);
    expect(metrics).toMatch(/^weft_queue_completed_total \d+$/m);
    expect(String((await call(MAIN_PORT, 'GET', '/metrics')).body)).toMatch(/^weft_queue_failed_total \d+$/m);
    expect((await call(HOOK_PORT, 'GET', '/healthz/readiness')).body).toEqual({ status: 'ok' });
    expect((await call(HOOK_PORT, 'GET', '/rest/settings')).status).toBe(404);
  }, 120_000);

  // The worker must publish Respond to Webhook answers: `startWorker` (src/queue/worker.ts, owned
  // by the queue's author) has yet to call `joinCluster(ctx, 'worker')` and close it on shutdown.
  // The bridge itself is tested in-process in webhook-process-app.test.ts.
  it('answers responseNode with what the Respond to Webhook node sent on a worker', async () => {
    const owner = (
      await call(MAIN_PORT, 'POST', '/rest/login', { email: 'olive@example.com', password: 'Owner-Passw0rd' })
    ).cookie!;
    const wf = {
      name: 'Cluster respond',
      nodes: [
        {
          id: 'w',
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          position: [0, 0],
          webhookId: randomUUID(),
          parameters: { httpMethod: 'POST', path: 'respond', responseMode: 'responseNode', options: {} },
        },
        {
          id: 'r',
          name: 'Respond',
          type: 'n8n-nodes-base.respondToWebhook',
          typeVersion: 1.1,
          position: [200, 0],
          parameters: {
            respondWith: 'text',
            responseBody: '={{ "got " + $json.body.n }}',
            options: { responseCode: 201 },
          },
        },
      ],
      connections: { Webhook: { main: [[{ node: 'Respond', type: 'main', index: 0 }]] } },
    };
    const created = await call(MAIN_PORT, 'POST', '/rest/workflows', wf, owner);
    await call(
      MAIN_PORT,
      'PATCH',
      `/rest/workflows/${created.body.data.id}`,
      { active: true, versionId: created.body.data.versionId },
      owner,
    );
    const answers = await Promise.all([1, 2, 3].map((n) => call(HOOK_PORT, 'POST', '/webhook/respond', { n })));
    answers.forEach((res, i) => {
      expect(res.status).toBe(201);
      expect(res.body).toBe(`got ${i + 1}`);
    });
  }, 60_000);

  it('answers onReceived at once and still runs the execution on a worker', async () => {
    const owner = (
      await call(MAIN_PORT, 'POST', '/rest/login', { email: 'olive@example.com', password: 'Owner-Passw0rd' })
    ).cookie!;
    const wf = {
      name: 'Cluster received',
      nodes: [
        {
          id: 'w',
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          position: [0, 0],
          webhookId: randomUUID(),
          parameters: { httpMethod: 'POST', path: 'received', options: {} },
        },
      ],
      connections: {},
    };
    const created = await call(MAIN_PORT, 'POST', '/rest/workflows', wf, owner);
    const workflowId = created.body.data.id as string;
    await call(
      MAIN_PORT,
      'PATCH',
      `/rest/workflows/${workflowId}`,
      { active: true, versionId: created.body.data.versionId },
      owner,
    );
    const res = await call(HOOK_PORT, 'POST', '/webhook/received', { hello: 'cluster' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Workflow was started' });
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      for (let i = 0; i < 100; i++) {
        const { rows } = await db.query<{ status: string }>('SELECT status FROM execution WHERE "workflowId" = $1', [
          workflowId,
        ]);
        if (rows[0]?.status === 'success') return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the onReceived execution did not finish');
    } finally {
      await db.end();
    }
  }, 60_000);
});
