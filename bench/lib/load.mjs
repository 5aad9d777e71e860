// A small closed-loop HTTP load generator over loopback: `connections` clients each send the next
// request as soon as the previous answer is read, for `durationMs` (or until `requests` were sent).
// Prints nothing; answers figures.
import { Pool } from 'undici';

/**
 * @param {{ url: string, method?: string, body?: string, headers?: Record<string,string>, connections?: number, durationMs?: number, requests?: number, check?: (status: number, body: string) => boolean }} o
 */
export async function load(o) {
  const u = new URL(o.url);
  const connections = o.connections ?? 20;
  const pool = new Pool(u.origin, { connections, pipelining: 1, keepAliveTimeout: 10_000 });
  const latencies = [];
  let errors = 0;
  let done = 0;
  const end = Date.now() + (o.durationMs ?? 10_000);
  const started = process.hrtime.bigint();
  const limit = o.requests ?? Infinity;
  let sent = 0;
  const client = async () => {
    while (Date.now() < end && sent++ < limit) {
      const t = process.hrtime.bigint();
      try {
        const res = await pool.request({
          path: u.pathname + u.search,
          method: o.method ?? 'GET',
          body: o.body,
          headers: o.headers,
        });
        const text = await res.body.text();
        const ok = o.check ? o.check(res.statusCode, text) : res.statusCode < 400;
        if (!ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      done++;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { requests: done, errors, rps: done / seconds, p50: pct(50), p99: pct(99) };
}

/** Waits until `url` answers 2xx; answers the milliseconds since `since`. */
export async function waitReady(url, since, timeoutMs = 120_000) {
  while (Date.now() - since < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - since;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
