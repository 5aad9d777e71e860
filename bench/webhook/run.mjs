#!/usr/bin/env node
// bench/webhook: Webhook → Set → reply (lastNode), loaded over loopback with 20 connections.
// Measures Weft, Node-RED 4 and (when installed) n8n 1.123 in the same run: req/s, p50 and p99
// latency, errors, and cold start (process start to the first settings answer), then Weft's ratio
// to Node-RED. Weft runs at its default settings (log level included); its executions are counted
// afterwards: every request must have been saved. Node-RED is installed by the bench on first use
// into ~/.cache/weft-bench/node-red (WEFT_BENCH_PEERS; never into the repository; --no-install
// skips it); n8n is used when installed there or in bench/.n8n (see bench/README.md).
// The queue-mode rows run main, a webhook process and 1 or 2 workers on PostgreSQL and Redis
// (127.0.0.1:5432 and :6379, as the test command provides them).
// usage: node bench/webhook/run.mjs [--seconds 10] [--connections 20] [--only weft,weft-queue-1,weft-queue-2,n8n,node-red] [--no-install]
//        [--profile DIR]  (writes a CPU profile of the single-process Weft server into DIR, for Chrome DevTools)
//        [--weft-flags "--flag …"]  (Node/V8 flags for that server's process)
//        [--gc]  (runs that server with --trace-gc-nvp and prints its young-generation collections under
//                 load: bytes allocated, surviving and promoted per scavenge, and the pauses. Promoted
//                 bytes are what later costs mark-compacts and V8's helper threads)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, waitReady } from '../lib/load.mjs';
import { peerBin } from '../lib/peers.mjs';
import { activateBenchWorkflow } from '../lib/weft-webhook.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const seconds = Number(arg('--seconds', 10));
const connections = Number(arg('--connections', 20));
const profileDir = arg('--profile', undefined);
const weftFlags = arg('--weft-flags', '').split(' ').filter(Boolean);
const gcTrace = args.includes('--gc');
const only = arg('--only', 'weft,weft-queue-1,weft-queue-2,n8n,node-red').split(',');
const body = JSON.stringify({ name: 'ada', n: 41 });
const check = (status, text) => status === 200 && text.includes('Hello ada');
const rows = [];

function startProcess(cmd, argv, env, stdoutFile) {
  const stdout = stdoutFile ? openSync(stdoutFile, 'w') : 'ignore';
  const child = spawn(cmd, argv, { env: { ...process.env, ...env }, stdio: ['ignore', stdout, 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-4000)));
  return {
    child,
    stderr: () => stderr,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000);
      }),
  };
}

/** Waits until the webhook answers correctly (a server's HTTP port opens before its workflows are active). */
async function waitWebhook(url) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      if (check(res.status, await res.text())) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered correctly`);
}

/** CPU time (user + system) a process has used so far, in µs; undefined where /proc is missing. */
function cpuMicros(pid, thread = false) {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    // With `thread`, only the main thread's (the one that serves requests; its task id is the pid).
    const stat = readFileSync(thread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Loads `url` and answers the figures. With `pids` (the serving processes), also the server CPU
 * time per request: steadier than req/s on a shared machine, since other work slows the server
 * without adding to its CPU time.
 */
async function measure(name, url, extra = async () => ({}), before = async () => undefined, pids = []) {
  await waitWebhook(url);
  await load({
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    connections,
    durationMs: 2000,
    check,
  });
  const mark = await before();
  const loadStarted = Date.now();
  const cpu0 = pids.map((pid) => cpuMicros(pid));
  const main0 = pids.map((pid) => cpuMicros(pid, true));
  const r = await load({
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    connections,
    durationMs: seconds * 1000,
    check,
  });
  const cpu = pids.map((pid, i) => cpuMicros(pid) - cpu0[i]).reduce((a, b) => a + b, 0);
  const cpuPerRequest = pids.length && Number.isFinite(cpu) && r.requests ? cpu / r.requests : undefined;
  const main = pids.map((pid, i) => cpuMicros(pid, true) - main0[i]).reduce((a, b) => a + b, 0);
  const mainPerRequest = pids.length && Number.isFinite(main) && r.requests ? main / r.requests : undefined;
  return { name, ...r, cpuPerRequest, mainPerRequest, ...(await extra(r, mark, loadStarted)) };
}

/**
 * The scavenges of the serving thread (`--trace-gc-nvp` lines of the main isolate, the first one
 * printed) during the measured window, `from` ms after the process started, for `ms` ms.
 */
function gcSummary(text, from, ms, requests) {
  const lines = text.split('\n').filter((l) => l.includes(' gc=') && l.includes(' pause='));
  const main = lines[0]?.match(/^\[\d+:(0x[0-9a-f]+)\]/)?.[1];
  const field = (l, k) => Number(l.match(new RegExp(`\\b${k}=([0-9.]+)`))?.[1] ?? 0);
  const at = (l) => Number(l.match(/\]\s+([0-9.]+) ms:/)?.[1] ?? 0);
  const inWindow = lines.filter((l) => l.includes(main) && at(l) >= from && at(l) <= from + ms);
  const scavenges = inWindow.filter((l) => l.includes(' gc=s '));
  const sum = (k) => scavenges.reduce((a, l) => a + field(l, k), 0);
  const n = scavenges.length || 1;
  const mb = (b) => (b / 1e6).toFixed(2);
  return (
    `${scavenges.length} scavenges: per scavenge ${mb(sum('allocated') / n)} MB allocated, ` +
    `${mb(sum('new_space_survived') / n)} MB survived, ${mb(sum('promoted') / n)} MB promoted, ` +
    `${(sum('pause') / n).toFixed(1)} ms pause; promoted per request ${(sum('promoted') / requests / 1e3).toFixed(1)} KB; ` +
    `${inWindow.filter((l) => / gc=(mc|mmc) /.test(l)).length} mark-compacts`
  );
}

async function weft() {
  const home = mkdtempSync(join(tmpdir(), 'weft-bench-'));
  const port = 5811;
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  const p = startProcess(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...(gcTrace ? ['--trace-gc-nvp'] : []),
      ...weftFlags,
      join(root, 'packages/cli/bin/weft.js'),
      'start',
    ],
    {
      WEFT_HOME: home,
      WEFT_PORT: String(port),
    },
    gcTrace ? join(home, 'gc.txt') : undefined,
  );
  try {
    const cold = await waitReady(`${base}/rest/settings`, t0);
    const { count } = await activateBenchWorkflow(base);
    return await measure(
      'weft',
      `${base}/webhook/bench`,
      async (r, before, loadStarted) => {
        await new Promise((res) => setTimeout(res, 500));
        const saved = (await count()) - before;
        return {
          cold,
          saved: saved === r.requests ? `all ${saved} executions saved` : `${saved} of ${r.requests} executions saved`,
          ...(gcTrace
            ? {
                gc: gcSummary(readFileSync(join(home, 'gc.txt'), 'utf8'), loadStarted - t0, seconds * 1000, r.requests),
              }
            : {}),
        };
      },
      count,
      [p.child.pid],
    );
  } finally {
    await p.stop();
    rmSync(home, { recursive: true, force: true });
  }
}

/** Queue mode: main (API), a webhook process (load goes there) and `workers` workers. */
async function weftQueue(workers) {
  const home = mkdtempSync(join(tmpdir(), 'weft-bench-q-'));
  const db = `weft_bench_${process.pid}_${workers}`;
  const admin = process.env.WEFT_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${db}`);
  await c.end();
  const dbUrl = Object.assign(new URL(admin), { pathname: `/${db}` }).toString();
  const mainPort = 5814,
    hookPort = 5815;
  const env = {
    WEFT_HOME: home,
    WEFT_EXECUTIONS_MODE: 'queue',
    WEFT_DB_TYPE: 'postgresdb',
    WEFT_DB_URL: dbUrl,
    WEFT_REDIS_URL: process.env.WEFT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    WEFT_REDIS_PREFIX: `weft-bench-${process.pid}-${workers}`,
    WEFT_ENCRYPTION_KEY: 'bench-key-0123456789abcdef',
  };
  const cli = join(root, 'packages/cli/bin/weft.js');
  const procs = [];
  try {
    const t0 = Date.now();
    procs.push(startProcess(process.execPath, [cli, 'start'], { ...env, WEFT_PORT: String(mainPort) }));
    const cold = await waitReady(`http://127.0.0.1:${mainPort}/rest/settings`, t0);
    procs.push(startProcess(process.execPath, [cli, 'webhook'], { ...env, WEFT_PORT: String(hookPort) }));
    for (let i = 0; i < workers; i++)
      procs.push(startProcess(process.execPath, [cli, 'worker', '--concurrency', '20'], env));
    await waitReady(`http://127.0.0.1:${hookPort}/healthz/readiness`, Date.now());
    const base = `http://127.0.0.1:${mainPort}`;
    const { count } = await activateBenchWorkflow(base);
    return await measure(
      `weft-queue-${workers}`,
      `http://127.0.0.1:${hookPort}/webhook/bench`,
      async (r, before) => {
        await new Promise((res) => setTimeout(res, 1000));
        const saved = (await count()) - before;
        return {
          cold,
          saved: saved === r.requests ? `all ${saved} executions saved` : `${saved} of ${r.requests} executions saved`,
        };
      },
      count,
      procs.map((p) => p.child.pid),
    );
  } finally {
    for (const p of procs.reverse()) await p.stop();
    rmSync(home, { recursive: true, force: true });
    const c2 = new pg.Client({ connectionString: admin });
    await c2.connect();
    await c2.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await c2.end();
  }
}

async function n8n() {
  const bin = peerBin({ name: 'n8n', bin: 'n8n' });
  if (!bin) return undefined;
  const home = mkdtempSync(join(tmpdir(), 'n8n-bench-'));
  const port = 5812;
  const env = {
    N8N_USER_FOLDER: home,
    N8N_PORT: String(port),
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_RUNNERS_ENABLED: 'false',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    GENERIC_TIMEZONE: 'UTC',
    N8N_LOG_LEVEL: 'warn',
  };
  const wf = JSON.parse(readFileSync(join(here, 'workflow.json'), 'utf8'));
  wf.id = 'weftbenchwebhook';
  wf.active = true;
  const file = join(home, 'wf.json');
  writeFileSync(file, JSON.stringify(wf));
  const opts = { env: { ...process.env, ...env }, encoding: 'utf8' };
  spawnSync(bin, ['import:workflow', `--input=${file}`], opts);
  spawnSync(bin, ['update:workflow', '--id=weftbenchwebhook', '--active=true'], opts);
  const t0 = Date.now();
  const p = startProcess(bin, ['start'], env);
  try {
    const cold = await waitReady(`http://127.0.0.1:${port}/rest/settings`, t0, 180_000);
    await waitReady(`http://127.0.0.1:${port}/healthz`, t0, 180_000);
    return await measure('n8n', `http://127.0.0.1:${port}/webhook/bench`, async () => ({ cold }));
  } finally {
    await p.stop();
    rmSync(home, { recursive: true, force: true });
  }
}

async function nodeRed() {
  const bin = peerBin({
    name: 'node-red',
    bin: 'node-red',
    install: !args.includes('--no-install'),
    log: (s) => console.log(`node-red     ${s}`),
  });
  if (!bin) return undefined;
  const userDir = mkdtempSync(join(tmpdir(), 'node-red-bench-'));
  const port = 5813;
  const t0 = Date.now();
  const p = startProcess(bin, ['-u', userDir, '-p', String(port), join(here, 'node-red-flows.json')], {});
  try {
    const cold = await waitReady(`http://127.0.0.1:${port}/settings`, t0);
    return await measure(
      'node-red',
      `http://127.0.0.1:${port}/bench`,
      async () => ({ cold }),
      async () => undefined,
      [p.child.pid],
    );
  } finally {
    await p.stop();
    rmSync(userDir, { recursive: true, force: true });
  }
}

console.log(
  `bench/webhook: Webhook → Set → reply, ${connections} connections, ${seconds} s each (after a 2 s warm-up)`,
);
for (const [name, fn] of [
  ['weft', weft],
  ['weft-queue-1', () => weftQueue(1)],
  ['weft-queue-2', () => weftQueue(2)],
  ['n8n', n8n],
  ['node-red', nodeRed],
]) {
  if (!only.includes(name)) continue;
  try {
    const r = await fn();
    if (!r) {
      console.log(`${name.padEnd(12)} not installed (see bench/README.md)`);
      continue;
    }
    rows.push(r);
    if (r.gc) console.log(`${name.padEnd(12)} GC of the serving thread: ${r.gc}`);
    console.log(
      `${name.padEnd(12)} ${r.rps.toFixed(0).padStart(7)} req/s | p50 ${r.p50.toFixed(1).padStart(7)} ms | p99 ${r.p99.toFixed(1).padStart(7)} ms | errors ${r.errors}/${r.requests} | cold start ${r.cold} ms${r.cpuPerRequest ? ` | server CPU ${r.cpuPerRequest.toFixed(0)} µs/request${r.mainPerRequest ? ` (main thread ${r.mainPerRequest.toFixed(0)})` : ''}` : ''}${r.saved ? ` | ${r.saved}` : ''}`,
    );
  } catch (e) {
    console.log(`${name.padEnd(12)} failed: ${e.message}`);
  }
}

const weftRow = rows.find((r) => r.name === 'weft');
const redRow = rows.find((r) => r.name === 'node-red');
if (weftRow && redRow) {
  console.log(
    `weft / node-red: ${(weftRow.rps / redRow.rps).toFixed(2)}× the requests per second; p99 ${weftRow.p99.toFixed(1)} ms against ${redRow.p99.toFixed(1)} ms (Node-RED saves nothing)`,
  );
}
