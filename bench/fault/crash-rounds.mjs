// R4 crash rounds (issue 19), shared by bench/fault/crash.mjs and the suite's 3-kill version
// (packages/server/test/fault-crash.test.ts): a real `weft start` takes a burst of writes
// (webhook runs that save executions, new workflows, renames, new credentials) and is killed
// with SIGKILL in the middle of it, `rounds` times. After each kill: SQLite's
// `PRAGMA integrity_check` is ok; after the restart every execution is finished or marked
// crashed, and every workflow and credential whose write was answered is intact.
// Queue mode (PostgreSQL + Redis): main is killed while a worker keeps running; executions must
// all end finished or crashed once the worker is idle.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ownerCookie, rest, startWeft, waitReady } from './lib.mjs';

const PG_ADMIN = process.env.WEFT_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FINISHED = new Set(['success', 'error', 'crashed', 'canceled']);

/** A small deterministic random generator (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const webhookWorkflow = {
  name: 'Crash hook',
  nodes: [
    {
      id: 'w',
      name: 'Webhook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      position: [0, 0],
      parameters: { httpMethod: 'POST', path: 'crash', responseMode: 'lastNode', options: {} },
      webhookId: 'crash-hook',
    },
    {
      id: 's',
      name: 'Set',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [200, 0],
      parameters: {
        mode: 'manual',
        assignments: { assignments: [{ id: 'a', name: 'n', type: 'number', value: '={{ $json.body.n * 2 }}' }] },
        options: {},
      },
    },
  ],
  connections: { Webhook: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
  settings: { saveDataSuccessExecution: 'all', saveDataErrorExecution: 'all' },
};

const plainWorkflow = (name) => ({
  name,
  nodes: [
    { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'c',
      name: 'Code',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [200, 0],
      parameters: { jsCode: `return [{ json: { name: ${JSON.stringify(name)} } }];` },
    },
  ],
  connections: { Manual: { main: [[{ node: 'Code', type: 'main', index: 0 }]] } },
});

/** Execution statuses straight from the database. */
async function executionStatuses(db) {
  if (db.kind === 'sqlite') {
    const Database = (await import('better-sqlite3')).default;
    const conn = new Database(db.file, { readonly: true });
    try {
      return conn.prepare('SELECT status, count(*) AS n FROM execution GROUP BY status').all();
    } finally {
      conn.close();
    }
  }
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    return (await c.query('SELECT status, count(*)::int AS n FROM execution GROUP BY status')).rows;
  } finally {
    await c.end();
  }
}

async function integrityCheck(file) {
  const Database = (await import('better-sqlite3')).default;
  const conn = new Database(file);
  try {
    return conn.pragma('integrity_check', { simple: true });
  } finally {
    conn.close();
  }
}

/**
 * Runs `rounds` kill -9 rounds; answers per-round figures and the problems found (none on success).
 * @param {{ rounds: number, mode?: 'sqlite' | 'queue', seed?: number, log?: (line: string) => void }} o
 */
export async function runCrashRounds(o) {
  const mode = o.mode ?? 'sqlite';
  const log = o.log ?? (() => undefined);
  const rand = random(o.seed ?? 4);
  const home = mkdtempSync(join(tmpdir(), 'weft-crash-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { WEFT_HOME: home, WEFT_PORT: String(port), WEFT_ENCRYPTION_KEY: 'crash-key-0123456789abcdef' };
  let db = { kind: 'sqlite', file: join(home, 'database.sqlite') };
  let pgName;
  const workers = [];
  if (mode === 'queue') {
    const pg = (await import('pg')).default;
    pgName = `weft_crash_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pgName}`);
    await admin.end();
    const url = Object.assign(new URL(PG_ADMIN), { pathname: `/${pgName}` }).toString();
    db = { kind: 'postgres', url };
    Object.assign(env, {
      WEFT_DB_TYPE: 'postgresdb',
      WEFT_DB_URL: url,
      WEFT_EXECUTIONS_MODE: 'queue',
      WEFT_REDIS_URL: process.env.WEFT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      WEFT_REDIS_PREFIX: `weft-crash-${process.pid}`,
    });
  }
  const problems = [];
  const rows = [];
  let proc = startWeft('start', env);
  try {
    await waitReady(`${base}/healthz`, proc);
    if (mode === 'queue') {
      workers.push(startWeft('worker', env, ['--concurrency', '10']));
      await new Promise((r) => setTimeout(r, 1500));
    }
    let cookie = await ownerCookie(base);
    const hook = await rest(base, cookie, 'POST', '/rest/workflows', webhookWorkflow);
    await rest(base, cookie, 'PATCH', `/rest/workflows/${hook.data.id}`, {
      active: true,
      versionId: hook.data.versionId,
    });
    /** Workflows and credentials whose write was answered: id -> the names it may have. */
    const workflows = new Map();
    const credentials = new Map();
    for (let round = 1; round <= o.rounds; round++) {
      let stop = false;
      const counts = { runs: 0, workflows: 0, renames: 0, credentials: 0, failed: 0 };
      const writer = async (w) => {
        let k = 0;
        while (!stop) {
          const r = rand();
          k++;
          try {
            if (r < 0.5) {
              const res = await fetch(`${base}/webhook/crash`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ n: k }),
              });
              await res.text();
              if (res.ok) counts.runs++;
            } else if (r < 0.7) {
              const name = `R${round} W${w} #${k}`;
              const created = await rest(base, cookie, 'POST', '/rest/workflows', plainWorkflow(name));
              workflows.set(created.data.id, { names: new Set([name]), versionId: created.data.versionId });
              counts.workflows++;
            } else if (r < 0.9 && workflows.size) {
              const ids = [...workflows.keys()];
              const id = ids[Math.floor(rand() * ids.length)];
              const entry = workflows.get(id);
              const name = `${[...entry.names][0]} renamed ${round}.${k}`;
              entry.names.add(name); // in flight: either name may be stored after a kill
              const updated = await rest(base, cookie, 'PATCH', `/rest/workflows/${id}`, { name });
              entry.names = new Set([name]);
              entry.versionId = updated.data.versionId;
              counts.renames++;
            } else {
              const value = `secret-${round}-${w}-${k}`;
              const created = await rest(base, cookie, 'POST', '/rest/credentials', {
                name: `Cred ${round}.${w}.${k}`,
                type: 'httpHeaderAuth',
                data: { name: `X-${value}`, value },
              });
              credentials.set(created.data.id, value);
              counts.credentials++;
            }
          } catch {
            counts.failed++; // the kill cuts requests off; only answered writes are checked
          }
        }
      };
      const burst = Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
      // A queue-mode main takes longer to answer after a restart, so its bursts last longer.
      await new Promise((r) =>
        setTimeout(r, mode === 'queue' ? 1500 + Math.floor(rand() * 2000) : 400 + Math.floor(rand() * 1200)),
      );
      const t = Date.now();
      await proc.kill9();
      stop = true;
      await burst;
      const row = { round, killAfterMs: null, ...counts, integrity: 'n/a', executions: {} };
      row.killAfterMs = Date.now() - t;
      if (db.kind === 'sqlite') {
        row.integrity = await integrityCheck(db.file);
        if (row.integrity !== 'ok') problems.push(`round ${round}: PRAGMA integrity_check answered ${row.integrity}`);
      }
      proc = startWeft('start', env);
      await waitReady(`${base}/healthz`, proc);
      cookie = await ownerCookie(base);
      // Queue mode: the worker finishes what was queued; wait until nothing is running.
      let statuses = await executionStatuses(db);
      for (let i = 0; i < 120 && statuses.some((s) => !FINISHED.has(s.status)); i++) {
        await new Promise((r) => setTimeout(r, 500));
        statuses = await executionStatuses(db);
      }
      row.executions = Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]));
      for (const s of statuses)
        if (!FINISHED.has(s.status))
          problems.push(`round ${round}: ${s.n} executions are "${s.status}" after the restart`);
      for (const [id, entry] of workflows) {
        const res = await fetch(`${base}/rest/workflows/${id}`, { headers: { cookie } });
        const body = await res.json().catch(() => undefined);
        if (res.status !== 200) problems.push(`round ${round}: workflow ${id} answers ${res.status}`);
        else if (!entry.names.has(body.data.name) || body.data.nodes?.length !== 2 || !body.data.connections?.Manual)
          problems.push(`round ${round}: workflow ${id} is damaged: ${JSON.stringify(body.data).slice(0, 200)}`);
        else entry.names = new Set([body.data.name]);
      }
      for (const [id, value] of credentials) {
        const res = await fetch(`${base}/rest/credentials/${id}?includeData=true`, { headers: { cookie } });
        const body = await res.json().catch(() => undefined);
        // Secret fields come back blanked; the header name (decrypted with them) shows the data is whole.
        if (res.status !== 200 || body?.data?.data?.name !== `X-${value}`)
          problems.push(
            `round ${round}: credential ${id} answers ${res.status} with data ${JSON.stringify(body?.data?.data).slice(0, 200)}`,
          );
      }
      const hookRun = await fetch(`${base}/webhook/crash`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"n":21}',
      });
      const hookBody = await hookRun.text();
      if (!hookRun.ok || !hookBody.includes('42'))
        problems.push(
          `round ${round}: the webhook answers ${hookRun.status} ${hookBody.slice(0, 200)} after the restart`,
        );
      row.checked = { workflows: workflows.size, credentials: credentials.size };
      rows.push(row);
      log(
        `round ${round}: killed after ${row.runs} runs, ${row.workflows} new workflows, ${row.renames} renames, ${row.credentials} credentials (${row.failed} requests cut off); integrity ${row.integrity}; executions ${JSON.stringify(row.executions)}; ${workflows.size} workflows and ${credentials.size} credentials intact`,
      );
    }
  } finally {
    await proc.stop();
    for (const w of workers) await w.stop();
    rmSync(home, { recursive: true, force: true });
    if (pgName) {
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      await admin.end();
    }
  }
  return { rows, problems };
}
