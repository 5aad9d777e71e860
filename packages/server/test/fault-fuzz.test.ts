/**
 * R3 fuzz, the suite's size (issue 19): 500 property-based malformed requests (bench/fault/fuzz-gen.mjs)
 * over every route of the route table and of the public API's OpenAPI document, signed in and
 * not, in-process. No answer may be a 5xx and the heap must not keep growing. The 10,000-request
 * run against a real `weft start` is `node bench/fault/fuzz.mjs`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiRoutes, sampleRequests, toRequest, type RouteEntry } from '../../../bench/fault/fuzz-gen.mjs';
import { createTestServer, type TestServer } from './harness.js';

const COUNT = Number(process.env.WEFT_FUZZ_COUNT ?? 500);
const SEED = Number(process.env.WEFT_FUZZ_SEED ?? 19);

describe('R3 fuzz: malformed requests over every route (sqlite)', () => {
  let server: TestServer;
  let cookie = '';

  beforeAll(async () => {
    server = await createTestServer('sqlite', {
      WEFT_COMMUNITY_PACKAGES_NPM_OFFLINE: 'true',
      WEFT_LOG_LEVEL: 'silent',
    });
    const owner = await server.owner();
    cookie = owner.cookie!;
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`answers ${COUNT} generated requests without a 5xx`, async () => {
    const table = server.app.weftRoutes.filter((r) => !r.url.includes('/logout'));
    const doc = (await server.anonymous.get('/api/v1/openapi.json')).body;
    const routes: RouteEntry[] = [...table, ...openApiRoutes(doc)];
    expect(routes.length).toBeGreaterThan(150);
    const heapBefore = process.memoryUsage().heapUsed;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const started = Date.now();
    for (const c of sampleRequests(routes, COUNT, SEED)) {
      const r = toRequest(c, cookie);
      const res = await server.app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: r.headers,
        payload: r.body,
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500)
        failures.push(`${r.method} ${r.url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    const heapAfter = process.memoryUsage().heapUsed;
    console.log(
      `R3 fuzz (suite): ${COUNT} requests over ${routes.length} routes in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ` +
        `5xx ${failures.length}; heap ${(heapBefore / 1e6).toFixed(0)} -> ${(heapAfter / 1e6).toFixed(0)} MB`,
    );
    expect(failures).toEqual([]);
    expect(heapAfter - heapBefore).toBeLessThan(200e6);
  }, 180_000);
});
