#!/usr/bin/env node
// R5 soak (issue 19): webhooks at 80% of the measured peak against a real `weft start` on SQLite
// with every execution saved and WEFT_EXECUTIONS_DATA_PRUNE_MAX_COUNT=10000, for 10 minutes by
// default. Measures the peak first (closed loop, 20 connections, 10 s), then sends at a fixed rate
// (open loop). Prints errors, RSS after warm-up (flat within 10%?), the execution count and the
// database size over time (bounded?), and writes a memory-over-time chart to
// test-results/soak-memory.svg. Retention passes run every 30 s with no hard-delete buffer
// (WEFT_EXECUTIONS_DATA_PRUNE_INTERVAL_MS / _HARD_DELETE_BUFFER; the defaults are 15 min and 1 h,
// longer than a soak). Needs the build (`npx tsc -b packages/cli`).
// usage: node bench/fault/soak.mjs [--minutes 10] [--max-count 10000] [--rate <req/s>]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { load } from '../lib/load.mjs';
import { arg, freePort, ownerCookie, rest, ROOT, rssOf, startWeft, waitReady } from './lib.mjs';

const minutes = Number(arg('--minutes', 10));
const maxCount = Number(arg('--max-count', 10_000));
const fixedRate = arg('--rate', undefined);
const mb = (b) => (b / 1024 / 1024).toFixed(0);

const home = mkdtempSync(join(tmpdir(), 'weft-soak-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dbFile = join(home, 'database.sqlite');
const proc = startWeft('start', {
  WEFT_HOME: home,
  WEFT_PORT: String(port),
  WEFT_EXECUTIONS_DATA_PRUNE: 'true',
  WEFT_EXECUTIONS_DATA_PRUNE_MAX_COUNT: String(maxCount),
  WEFT_EXECUTIONS_DATA_PRUNE_INTERVAL_MS: '30000',
  WEFT_EXECUTIONS_DATA_HARD_DELETE_BUFFER: '0',
});
const dbSize = () =>
  ['', '-wal', '-shm'].reduce(
    (a, s) =>
      a +
      (() => {
        try {
          return statSync(dbFile + s).size;
        } catch {
          return 0;
        }
      })(),
    0,
  );
let exitCode = 0;
try {
  await waitReady(`${base}/healthz`, proc);
  const cookie = await ownerCookie(base);
  const created = await rest(
    base,
    cookie,
    'POST',
    '/rest/workflows',
    JSON.parse(readFileSync(join(ROOT, 'bench/webhook/workflow.json'), 'utf8')),
  );
  await rest(base, cookie, 'PATCH', `/rest/workflows/${created.data.id}`, {
    active: true,
    versionId: created.data.versionId,
  });
  const url = `${base}/webhook/bench`;
  const body = JSON.stringify({ name: 'ada', n: 41 });
  const check = (status, text) => status === 200 && text.includes('Hello ada');
  const headers = { 'content-type': 'application/json' };
  await load({ url, method: 'POST', body, headers, connections: 20, durationMs: 3000, check });
  const peak = await load({ url, method: 'POST', body, headers, connections: 20, durationMs: 10_000, check });
  const rate = fixedRate ? Number(fixedRate) : Math.floor(peak.rps * 0.8);
  console.log(
    `R5 soak: peak ${peak.rps.toFixed(0)} req/s (20 connections, ${peak.errors} errors); soaking at ${rate} req/s for ${minutes} min, max count ${maxCount}`,
  );

  const pool = new Pool(base, { connections: 64, pipelining: 1 });
  const samples = [];
  let sent = 0;
  let ok = 0;
  let errors = 0;
  let inFlight = 0;
  const errorKinds = new Map();
  const start = Date.now();
  const end = start + minutes * 60_000;
  const sampler = setInterval(() => {
    samples.push({ t: (Date.now() - start) / 1000, rss: rssOf(proc.child.pid), db: dbSize(), inFlight });
  }, 1000);
  const one = async () => {
    inFlight++;
    try {
      const res = await pool.request({ path: '/webhook/bench', method: 'POST', body, headers, headersTimeout: 30_000 });
      const text = await res.body.text();
      if (check(res.statusCode, text)) ok++;
      else {
        errors++;
        errorKinds.set(String(res.statusCode), (errorKinds.get(String(res.statusCode)) ?? 0) + 1);
      }
    } catch (e) {
      errors++;
      errorKinds.set(e.code ?? e.message, (errorKinds.get(e.code ?? e.message) ?? 0) + 1);
    } finally {
      inFlight--;
    }
  };
  // Open loop: every 10 ms, send what the rate owes since the start.
  const pending = new Set();
  while (Date.now() < end && !proc.exited()) {
    const owed = Math.floor(((Date.now() - start) / 1000) * rate) - sent;
    for (let i = 0; i < owed; i++) {
      sent++;
      const p = one();
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  await Promise.all(pending);
  clearInterval(sampler);
  await pool.close();
  const seconds = (Date.now() - start) / 1000;
  // Let one more retention pass run, then count what is kept.
  await new Promise((r) => setTimeout(r, 35_000));
  const kept = (await rest(base, cookie, 'GET', '/rest/executions?limit=1')).data.count;
  const finalDb = dbSize();

  // Warm-up: a quarter of the run, at most 2 minutes. RSS moves in a garbage-collection sawtooth,
  // so "flat" compares the means of 30-second windows after the warm-up: the highest may exceed
  // the lowest by at most 10%. The single samples' minimum and maximum are printed too.
  const warm = Math.min(120, seconds * 0.25);
  const after = samples.filter((s) => s.t >= warm && Number.isFinite(s.rss));
  const maxRss = Math.max(...after.map((s) => s.rss));
  const minRss = Math.min(...after.map((s) => s.rss));
  const windows = [];
  for (let from = warm; from + 30 <= seconds + 0.5; from += 30) {
    const inWindow = after.filter((s) => s.t >= from && s.t < from + 30);
    if (inWindow.length) windows.push(inWindow.reduce((a, s) => a + s.rss, 0) / inWindow.length);
  }
  const flat = windows.length > 0 && Math.max(...windows) <= Math.min(...windows) * 1.1;
  const maxDb = Math.max(...samples.map((s) => s.db));
  // Bounded: once the table is full (maxCount executions, plus one 30 s retention pass), the file
  // should stop growing: at the end it may be at most 25% larger than at that point.
  const fullAt = maxCount / rate + 30;
  const reference = samples.find((s) => s.t >= fullAt)?.db;
  const sizeBounded = reference === undefined || finalDb <= reference * 1.25;
  const bounded = kept <= maxCount && sizeBounded;
  console.log(
    `sent ${sent} in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)} req/s): ${ok} answered right, ${errors} errors${errors ? ' ' + JSON.stringify(Object.fromEntries(errorKinds)) : ''}; crashes: ${proc.exited() ? 1 : 0}`,
  );
  console.log(
    `RSS after ${warm.toFixed(0)} s warm-up: 30 s window means ${windows.map((w) => mb(w)).join(', ')} MB (samples ${mb(minRss)}–${mb(maxRss)} MB): ${flat ? 'flat within 10%' : 'NOT flat within 10%'}`,
  );
  const wal = (() => {
    try {
      return statSync(`${dbFile}-wal`).size;
    } catch {
      return 0;
    }
  })();
  console.log(
    `executions kept ${kept} (max count ${maxCount}); database + WAL ${mb(finalDb)} MB at the end (WAL ${mb(wal)} MB), ${mb(maxDb)} MB at most, ${reference === undefined ? 'the table never filled' : `${mb(reference)} MB when the table was full (${fullAt.toFixed(0)} s)`}: ${bounded ? 'bounded by retention' : 'NOT bounded'}`,
  );
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  const svgPath = join(ROOT, 'test-results', 'soak-memory.svg');
  writeFileSync(svgPath, chart(samples, { rate, minutes, warm }));
  console.log(`chart: ${svgPath}`);
  if (errors || proc.exited() || !flat || !bounded) exitCode = 1;
} finally {
  await proc.stop();
  try {
    const Database = (await import('better-sqlite3')).default;
    const conn = new Database(dbFile, { readonly: true });
    const p = (name) => Number(conn.pragma(name, { simple: true }));
    console.log(
      `after stop: ${p('page_count')} pages of ${p('page_size')} B, ${p('freelist_count')} free, auto_vacuum ${p('auto_vacuum')}, ${conn.prepare('SELECT count(*) FROM execution').pluck().get()} execution rows`,
    );
    try {
      const top = conn
        .prepare('SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC LIMIT 5')
        .all();
      console.log(`largest tables and indexes: ${top.map((t) => `${t.name} ${mb(t.bytes)} MB`).join(', ')}`);
    } catch {
      /* no dbstat in this build */
    }
    conn.close();
  } catch (e) {
    console.log(`after stop: the database could not be read (${e.message})`);
  }
  rmSync(home, { recursive: true, force: true });
}
process.exit(exitCode);

/** A line chart of RSS and database size over time (SVG, no dependencies). */
function chart(samples, info) {
  const W = 900,
    H = 420,
    L = 60,
    R = 60,
    T = 40,
    B = 50;
  const tMax = Math.max(1, ...samples.map((s) => s.t));
  const rssMax = Math.max(1, ...samples.map((s) => s.rss)) * 1.1;
  const dbMax = Math.max(1, ...samples.map((s) => s.db)) * 1.1;
  const x = (t) => L + ((W - L - R) * t) / tMax;
  const yR = (v) => H - B - ((H - T - B) * v) / rssMax;
  const yD = (v) => H - B - ((H - T - B) * v) / dbMax;
  const line = (f) => samples.map((s, i) => `${i ? 'L' : 'M'}${x(s.t).toFixed(1)},${f(s).toFixed(1)}`).join('');
  const ticks = [];
  for (let i = 0; i <= 5; i++) {
    const t = (tMax * i) / 5;
    ticks.push(`<text x="${x(t)}" y="${H - B + 18}" text-anchor="middle">${t.toFixed(0)} s</text>`);
    ticks.push(
      `<text x="${L - 6}" y="${yR((rssMax * i) / 5) + 4}" text-anchor="end" fill="#1f6feb">${mb((rssMax * i) / 5)}</text>`,
    );
    ticks.push(`<text x="${W - R + 6}" y="${yD((dbMax * i) / 5) + 4}" fill="#d9480f">${mb((dbMax * i) / 5)}</text>`);
    ticks.push(
      `<line x1="${L}" x2="${W - R}" y1="${yR((rssMax * i) / 5)}" y2="${yR((rssMax * i) / 5)}" stroke="#eee"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="system-ui,sans-serif" font-size="12">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${L}" y="22" font-size="15">Weft soak: ${info.rate} webhook req/s for ${info.minutes} min (SQLite, every execution saved)</text>
${ticks.join('\n')}
<line x1="${x(info.warm)}" x2="${x(info.warm)}" y1="${T}" y2="${H - B}" stroke="#999" stroke-dasharray="4 4"/><text x="${x(info.warm) + 4}" y="${T + 12}" fill="#666">warm-up ends</text>
<path d="${line((s) => yR(s.rss))}" fill="none" stroke="#1f6feb" stroke-width="2"/>
<path d="${line((s) => yD(s.db))}" fill="none" stroke="#d9480f" stroke-width="2"/>
<text x="${L}" y="${H - 12}" fill="#1f6feb">RSS of weft start (MB, left)</text><text x="${W - R}" y="${H - 12}" text-anchor="end" fill="#d9480f">database + WAL (MB, right)</text>
<line x1="${L}" x2="${L}" y1="${T}" y2="${H - B}" stroke="#333"/><line x1="${L}" x2="${W - R}" y1="${H - B}" y2="${H - B}" stroke="#333"/>
</svg>
`;
}
