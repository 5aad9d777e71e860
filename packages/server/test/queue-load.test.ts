/**
 * Queue mode's acceptance load: real processes (`weft start`, two `weft worker`s, one
 * `weft webhook`) on a fresh PostgreSQL database and a Redis prefix of their own run 500 webhook
 * executions and 50 manual runs, while one worker is killed with SIGKILL in the middle of the
 * load. Every execution must end as finished or crashed, be visible in /rest/executions, be
 * counted once, and carry the right result when it finished.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callProcess as call, dropRedisPrefix, TEST_REDIS_URL, waitProcessReady } from './cluster-helpers.js';
import { PG_ADMIN_URL } from './harness.js';
import { requireBuild } from './require-build.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'packages/cli/bin/weft.js');
requireBuild('queue-load', 'packages/cli/dist/worker-command.js');
const MAIN_PORT = 6200 + (process.pid % 40) * 2;
const HOOK_PORT = MAIN_PORT + 1;
const WORKER_HEALTH_PORT = MAIN_PORT + 100;
const WEBHOOKS = 500;
const MANUAL = 50;
const KILL_AFTER = 150;

const setNode = (name: string, value: string) => ({
  id: randomUUID(),
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 3.4,
  position: [200, 0],
  parameters: {
    assignments: {
      assignments: [
        { id: '1', name: 'n', value: `={{ ${value} }}`, type: 'number' },
        { id: '2', name: 'doubled', value: `={{ ${value} * 2 }}`, type: 'number' },
      ],
    },
    options: {},
  },
});

describe('queue mode under load, with a worker killed mid-run', () => {
  let home = '';
  const dbName = `weft_load_${process.pid}_${Date.now()}`;
  const prefix = `weft-load-${randomUUID().slice(0, 8)}`;
  const procs: ChildProcess[] = [];
  const dbUrl = (() => {
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  const start = (args: string[], port: number) => {
    const proc = spawn(process.execPath, [bin, ...args], {
      env: {
        ...process.env,
        WEFT_HOME: home,
        WEFT_PORT: String(port),
        WEFT_ENCRYPTION_KEY: 'load-test-key-0123456789',
        WEFT_DB_TYPE: 'postgresdb',
        WEFT_DB_URL: dbUrl,
        WEFT_EXECUTIONS_MODE: 'queue',
        WEFT_REDIS_URL: TEST_REDIS_URL,
        WEFT_REDIS_PREFIX: prefix,
        WEFT_QUEUE_LOCK_DURATION_MS: '3000',
        WEFT_QUEUE_STALLED_INTERVAL_MS: '2000',
      },
      stdio: 'ignore',
    });
    procs.push(proc);
    return proc;
  };

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'weft-load-'));
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    await waitProcessReady(MAIN_PORT, start(['start'], MAIN_PORT), 'weft start');
    await waitProcessReady(HOOK_PORT, start(['webhook'], HOOK_PORT), 'weft webhook');
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      procs.map(async (p) => {
        if (p.exitCode !== null || p.signalCode !== null) return;
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

  it('saves every one of 500 webhook executions and 50 manual runs, finished or crashed, once each', async () => {
    await call(MAIN_PORT, 'POST', '/rest/owner/setup', {
      email: 'olive@example.com',
      firstName: 'Olive',
      lastName: 'Owner',
      password: 'Owner-Passw0rd',
    });
    const owner = (
      await call(MAIN_PORT, 'POST', '/rest/login', { email: 'olive@example.com', password: 'Owner-Passw0rd' })
    ).cookie!;
    const hook = (
      await call(
        MAIN_PORT,
        'POST',
        '/rest/workflows',
        {
          name: 'Load: webhook',
          nodes: [
            {
              id: 'w',
              name: 'Webhook',
              type: 'n8n-nodes-base.webhook',
              typeVersion: 2,
              position: [0, 0],
              webhookId: randomUUID(),
              parameters: { httpMethod: 'POST', path: 'load', responseMode: 'lastNode', options: {} },
            },
            setNode('Set', '$json.body.n'),
          ],
          connections: { Webhook: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
        },
        owner,
      )
    ).body.data;
    expect(
      (await call(MAIN_PORT, 'PATCH', `/rest/workflows/${hook.id}`, { active: true, versionId: hook.versionId }, owner))
        .body.data.active,
    ).toBe(true);
    const manual = (
      await call(
        MAIN_PORT,
        'POST',
        '/rest/workflows',
        {
          name: 'Load: manual',
          nodes: [
            {
              id: 'm',
              name: 'Start',
              type: 'n8n-nodes-base.manualTrigger',
              typeVersion: 1,
              position: [0, 0],
              parameters: {},
            },
            setNode('Set', '21'),
          ],
          connections: { Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
        },
        owner,
      )
    ).body.data;

    const victim = start(['worker', '--concurrency', '5'], 0);
    const survivor = start(['worker', '--concurrency', '5', '--port', String(WORKER_HEALTH_PORT)], 0);
    await waitProcessReady(WORKER_HEALTH_PORT, survivor, 'weft worker');
    await new Promise((r) => setTimeout(r, 500));

    // 20 senders share the webhook requests; one worker dies after KILL_AFTER answers.
    let next = 0;
    let answered = 0;
    const answers = new Map<number, { status: number; body: any }>();
    const sender = async () => {
      while (next < WEBHOOKS) {
        const n = next++;
        const res = await call(HOOK_PORT, 'POST', '/webhook/load', { n });
        answers.set(n, res);
        if (++answered === KILL_AFTER) victim.kill('SIGKILL');
      }
    };
    const manualRuns = Array.from(
      { length: MANUAL },
      async () =>
        (await call(MAIN_PORT, 'POST', '/rest/workflows/run', { workflowId: manual.id }, owner)).body.data
          ?.executionId as string,
    );
    const [manualIds] = await Promise.all([Promise.all(manualRuns), ...Array.from({ length: 20 }, sender)]);
    expect(victim.signalCode).toBe('SIGKILL');
    expect(manualIds.every((id) => typeof id === 'string')).toBe(true);

    // Wait until nothing is new or running any more (stalled jobs are detected within seconds).
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      let rows: Array<{ id: number; workflowId: string; status: string; data: any }> = [];
      for (let i = 0; i < 120; i++) {
        rows = (await db.query('SELECT id, "workflowId", status, data FROM execution')).rows;
        if (rows.length >= WEBHOOKS + MANUAL && rows.every((r) => r.status !== 'new' && r.status !== 'running')) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      const hooks = rows.filter((r) => r.workflowId === hook.id);
      const manuals = rows.filter((r) => r.workflowId === manual.id);
      expect(hooks).toHaveLength(WEBHOOKS);
      expect(manuals).toHaveLength(MANUAL);
      for (const r of rows) expect(['success', 'crashed']).toContain(r.status);
      expect(new Set(manuals.map((r) => String(r.id)))).toEqual(new Set(manualIds));

      // A finished webhook execution carries its own n, each n at most once, and its answer matches.
      const seen = new Set<number>();
      for (const r of hooks.filter((h) => h.status === 'success')) {
        const data = typeof r.data === 'string' ? JSON.parse(r.data) : r.data;
        const out = data.resultData.runData.Set[0].data.main[0][0].json as { n: number; doubled: number };
        expect(out.doubled).toBe(out.n * 2);
        expect(seen.has(out.n)).toBe(false);
        seen.add(out.n);
        const answer = answers.get(out.n)!;
        if (answer.status === 200) expect(answer.body).toEqual(out);
      }
      for (const r of manuals.filter((m) => m.status === 'success')) {
        const data = typeof r.data === 'string' ? JSON.parse(r.data) : r.data;
        expect(data.resultData.runData.Set[0].data.main[0][0].json).toEqual({ n: 21, doubled: 42 });
      }
      // Most work survives the killed worker; the crashed ones are at most what it held.
      expect(seen.size).toBeGreaterThan(WEBHOOKS - 20);

      // The surviving worker reports its health and metrics like every other process.
      expect((await call(WORKER_HEALTH_PORT, 'GET', '/healthz/readiness')).body).toEqual({ status: 'ok' });
      expect(String((await call(WORKER_HEALTH_PORT, 'GET', '/metrics')).body)).toMatch(
        /process_cpu_user_seconds_total/,
      );

      // Everything is visible through the API, once.
      const listed = await call(MAIN_PORT, 'GET', '/rest/executions?limit=1000', undefined, owner);
      expect(listed.body.data.count).toBe(WEBHOOKS + MANUAL);
      const ids = listed.body.data.results.map((e: { id: string }) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await db.end();
    }
  }, 180_000);
});
