#!/usr/bin/env node
// R3 fuzz (issue 19): 10,000 property-based malformed requests (fuzz-gen.mjs, fast-check) over
// every route of Weft's route table and of the public API's OpenAPI document, signed in and not,
// at a real `weft start` on loopback (SQLite). Prints the statuses, every 5xx, whether the
// process survived, and its RSS before, right after and 10 s after the run.
// Needs the build (`npx tsc -b packages/cli`). The suite runs 500 in-process (test/fault-fuzz.test.ts).
// usage: node bench/fault/fuzz.mjs [--requests 10000] [--concurrency 8] [--seed 19]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { openApiRoutes, sampleRequests, toRequest } from './fuzz-gen.mjs';
import { arg, freePort, ownerCookie, rssOf, startWeft, waitReady } from './lib.mjs';

const total = Number(arg('--requests', 10_000));
const concurrency = Number(arg('--concurrency', 8));
const seed = Number(arg('--seed', 19));
const mb = (b) => `${(b / 1024 / 1024).toFixed(0)} MB`;

/** The route table as the server registers it (built in-process on a throwaway data folder). */
async function routeTable() {
  const home = mkdtempSync(join(tmpdir(), 'weft-fuzz-routes-'));
  const { createServer, loadConfig } = await import('@weft/server');
  const { app, ctx } = await createServer(
    loadConfig({ WEFT_HOME: home, WEFT_ENCRYPTION_KEY: 'fuzz-key-0123456789abcdef' }),
  );
  await app.ready();
  const routes = app.weftRoutes.map((r) => ({ method: r.method, url: r.url }));
  await ctx.activeWorkflows.stopAll();
  await app.close();
  await ctx.db.close();
  rmSync(home, { recursive: true, force: true });
  return routes;
}

const home = mkdtempSync(join(tmpdir(), 'weft-fuzz-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const proc = startWeft('start', {
  WEFT_HOME: home,
  WEFT_PORT: String(port),
  WEFT_COMMUNITY_PACKAGES_NPM_OFFLINE: 'true',
});
let exitCode = 0;
try {
  await waitReady(`${base}/healthz`, proc);
  let cookie = await ownerCookie(base);
  const table = (await routeTable()).filter((r) => !r.url.includes('/logout'));
  const doc = await (await fetch(`${base}/api/v1/openapi.json`)).json();
  const routes = [...table, ...openApiRoutes(doc)];
  const send = async (c) => {
    const r = toRequest(c, cookie);
    try {
      const res = await request(base + r.url, {
        method: r.method,
        headers: r.headers,
        body: r.body,
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      const text = await res.body.text();
      return {
        status: res.statusCode,
        line: `${r.method} ${r.url.slice(0, 140)} -> ${res.statusCode} ${text.slice(0, 200)}`,
      };
    } catch (e) {
      return { status: 0, line: `${r.method} ${r.url.slice(0, 140)} -> ${e.code ?? e.message}` };
    }
  };
  const run = async (cases) => {
    const statuses = new Map();
    const bad = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < cases.length && !proc.exited()) {
          const i = next++;
          if (i % 500 === 0) {
            // Keep a live session: a fuzzed request may have ended it.
            const me = await fetch(`${base}/rest/login`, { headers: { cookie } });
            if (me.status === 401) cookie = await ownerCookie(base);
          }
          const { status, line } = await send(cases[i]);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 || status === 0) bad.push(line);
        }
      }),
    );
    return { statuses, bad };
  };
  // Warm-up (a different seed), then the start level.
  await run(sampleRequests(routes, 300, seed + 1000));
  await new Promise((r) => setTimeout(r, 3000));
  const rssStart = rssOf(proc.child.pid);
  const started = Date.now();
  let done = 0;
  const statuses = new Map();
  const bad = [];
  for (let batch = 0; done < total && !proc.exited(); batch++) {
    // Batches of 1,000 keep the generated cases (some hold 300 kB bodies) out of memory.
    const cases = sampleRequests(routes, Math.min(1000, total - done), seed + batch);
    const r = await run(cases);
    for (const [s, n] of r.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
    bad.push(...r.bad);
    done += cases.length;
  }
  const seconds = (Date.now() - started) / 1000;
  const rssEnd = rssOf(proc.child.pid);
  await new Promise((r) => setTimeout(r, 10_000));
  const rssSettled = rssOf(proc.child.pid);
  const crashed = proc.exited();
  console.log(
    `R3 fuzz: ${done} requests over ${routes.length} routes (${table.length} in the route table, ${routes.length - table.length} from the OpenAPI document), seed ${seed}, ${concurrency} at a time, ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)} req/s)`,
  );
  console.log(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
  console.log(`5xx or failed connections: ${bad.length}${bad.length ? '\n  ' + bad.slice(0, 30).join('\n  ') : ''}`);
  console.log(`crashes: ${crashed ? `1 (${JSON.stringify(crashed)})\n${proc.output()}` : 0}`);
  const growth = rssSettled - rssStart;
  const back = rssSettled <= rssStart * 1.15 || growth < 40 * 1024 * 1024;
  console.log(
    `RSS: ${mb(rssStart)} at start, ${mb(rssEnd)} after the run, ${mb(rssSettled)} 10 s later (${growth >= 0 ? '+' : ''}${mb(growth)}): ${back ? 'back to its start level' : 'NOT back to its start level'}`,
  );
  if (bad.length || crashed || !back) exitCode = 1;
} finally {
  await proc.stop();
  rmSync(home, { recursive: true, force: true });
}
process.exit(exitCode);
