#!/usr/bin/env node
// bench/webhook/instructions.mjs: CPU instructions per webhook request (Webhook → Set → reply,
// every execution saved), counted by valgrind's callgrind over every thread of the server. Unlike
// req/s on a shared 2-core machine, the count hardly moves between runs of the same build, so two
// builds (or Weft and Node-RED) can be told apart by a few percent.
// The server runs under callgrind with counting off; after the warm-up requests, counting is
// switched on for the measured requests only, then the counts are dumped and summed per thread.
// usage: node bench/webhook/instructions.mjs [--requests 2000] [--warmup 6000] [--connections 4]
//        [--only weft,node-red] [--cli packages/cli/bin/weft.js] [--keep DIR] [--weft-flags "--flag …"]
//        (--cli measures another build; --keep leaves callgrind's files in DIR for callgrind_annotate;
//        --weft-flags passes Node flags to Weft: `--perf-basic-prof` writes /tmp/perf-PID.map, which
//        names the JavaScript functions callgrind shows as bare addresses)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, waitReady } from '../lib/load.mjs';
import { peerBin } from '../lib/peers.mjs';
import { activateBenchWorkflow } from '../lib/weft-webhook.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const requests = Number(arg('--requests', 2000));
const warmup = Number(arg('--warmup', 6000));
const connections = Number(arg('--connections', 4));
const only = arg('--only', 'weft,node-red').split(',');
const cli = resolve(arg('--cli', join(root, 'packages/cli/bin/weft.js')));
const keep = arg('--keep', undefined);
const weftFlags = arg('--weft-flags', '').split(' ').filter(Boolean);
const body = JSON.stringify({ name: 'ada', n: 41 });
const check = (status, text) => status === 200 && text.includes('Hello ada');

if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.error('valgrind is not installed (apt-get install valgrind)');
  process.exit(1);
}

/** Starts `argv` under callgrind with counting off, in `cwd`; its files go to `outDir`. */
function underCallgrind(argv, env, outDir, cwd) {
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      // V8 writes and rewrites machine code: valgrind must notice code changed anywhere.
      '--smc-check=all-non-file',
      '--separate-threads=yes',
      `--callgrind-out-file=${join(outDir, 'callgrind.out.%p')}`,
      ...argv,
    ],
    { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-4000)));
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server ended (exit code ${code}):\n${stderr}`))),
  );
  exited.catch(() => undefined);
  /** Waits until `url` answers, failing at once if the server ends first. */
  const ready = (url) => Promise.race([waitReady(url, Date.now(), 600_000), exited]);
  return { child, stderr: () => stderr, ready };
}

function control(pid, ...flags) {
  const r = spawnSync('callgrind_control', [...flags, String(pid)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`callgrind_control ${flags.join(' ')} failed: ${r.stderr || r.stdout}`);
}

/** Sums the `summary:`/`totals:` instruction counts of every thread file callgrind dumped. */
function readCounts(outDir, pid) {
  const threads = [];
  for (const f of readdirSync(outDir)) {
    if (!f.startsWith(`callgrind.out.${pid}.`)) continue;
    const text = readFileSync(join(outDir, f), 'utf8');
    const total = Number(text.match(/^(?:summary|totals): (\d+)/m)?.[1] ?? 0);
    const thread = Number(text.match(/^thread: (\d+)/m)?.[1] ?? 0);
    if (total) threads.push({ thread, total });
  }
  return threads.sort((a, b) => a.thread - b.thread);
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((r) => {
    child.once('exit', r);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 30_000);
  });
}

/** Warms up `url`, counts the instructions of `requests` requests, answers them per thread. */
async function count(name, pid, url, outDir) {
  const post = { url, method: 'POST', body, headers: { 'content-type': 'application/json' }, connections, check };
  // A server's port opens before its flows or workflows are active.
  let probes = 1;
  for (; (await load({ ...post, connections: 1, requests: 1 })).errors; probes++) {
    if (probes === 600) throw new Error(`${name}: ${url} never answered correctly`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const w = await load({ ...post, requests: warmup, durationMs: 3_600_000 });
  if (w.errors) throw new Error(`${name}: ${w.errors} of ${w.requests} warm-up requests failed`);
  control(pid, '--instr=on');
  control(pid, '--zero');
  const r = await load({ ...post, requests, durationMs: 3_600_000 });
  control(pid, '--dump=measured');
  control(pid, '--instr=off');
  if (r.errors) throw new Error(`${name}: ${r.errors} of ${r.requests} requests failed`);
  return { requests: r.requests, answered: probes + w.requests + r.requests, threads: readCounts(outDir, pid) };
}

async function weft(outDir) {
  const home = mkdtempSync(join(tmpdir(), 'weft-instr-'));
  const port = 5821;
  const base = `http://127.0.0.1:${port}`;
  const env = { WEFT_HOME: home, WEFT_PORT: String(port) };
  const p = underCallgrind([process.execPath, ...weftFlags, cli, 'start'], env, outDir, home);
  try {
    await p.ready(`${base}/rest/settings`);
    const { count: saved } = await activateBenchWorkflow(base);
    const before = await saved();
    const r = await count('weft', p.child.pid, `${base}/webhook/bench`, outDir);
    const n = (await saved()) - before;
    return { ...r, saved: n === r.answered ? 'every execution saved' : `${n} of ${r.answered} executions saved` };
  } finally {
    await stop(p.child);
    rmSync(home, { recursive: true, force: true });
  }
}

async function nodeRed(outDir) {
  const bin = peerBin({ name: 'node-red', bin: 'node-red', install: true, log: (s) => console.log(`node-red ${s}`) });
  if (!bin) return undefined;
  const userDir = mkdtempSync(join(tmpdir(), 'node-red-instr-'));
  const port = 5823;
  const p = underCallgrind(
    [process.execPath, bin, '-u', userDir, '-p', String(port), join(here, 'node-red-flows.json')],
    {},
    outDir,
    userDir,
  );
  try {
    await p.ready(`http://127.0.0.1:${port}/settings`);
    return await count('node-red', p.child.pid, `http://127.0.0.1:${port}/bench`, outDir);
  } finally {
    await stop(p.child);
    rmSync(userDir, { recursive: true, force: true });
  }
}

const outDir = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), 'weft-callgrind-'));
mkdirSync(outDir, { recursive: true });
console.log(
  `bench/webhook/instructions: ${requests} requests counted after ${warmup} warm-up requests, ${connections} connections`,
);
const perRequest = {};
for (const [name, fn] of [
  ['weft', weft],
  ['node-red', nodeRed],
]) {
  if (!only.includes(name)) continue;
  const r = await fn(outDir);
  if (!r) {
    console.log(`${name.padEnd(9)} not installed`);
    continue;
  }
  const sum = r.threads.reduce((a, t) => a + t.total, 0);
  perRequest[name] = sum / r.requests;
  const split = r.threads.map((t) => `thread ${t.thread} ${(t.total / r.requests / 1e3).toFixed(0)}k`).join(', ');
  console.log(
    `${name.padEnd(9)} ${(sum / r.requests / 1e3).toFixed(0).padStart(6)}k instructions/request (${split})${r.saved ? ` | ${r.saved}` : ''}`,
  );
}
if (perRequest.weft && perRequest['node-red'])
  console.log(
    `node-red / weft: ${(perRequest['node-red'] / perRequest.weft).toFixed(2)}× (Weft does less work per request above 1)`,
  );
if (!keep) rmSync(outDir, { recursive: true, force: true });
else console.log(`callgrind files in ${outDir} (callgrind_annotate <file>)`);
