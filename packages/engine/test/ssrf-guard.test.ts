/**
 * The SSRF guard through the HTTP Request node and the engine's HTTP client, on loopback only:
 * metadata and link-local addresses are refused by default (before any connection), private and
 * loopback ones with WEFT_SSRF_BLOCK_PRIVATE=true, names are checked on the addresses they resolve
 * to, and redirects cannot lead from an allowed host to a refused one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  checkDestination,
  createHttpClient,
  guardedFetch,
  runWorkflow,
  ssrfPolicyFromEnv,
  type SsrfPolicy,
} from '@weft/engine';
import { outputJson, registry, workflow } from './helpers.js';

let server: Server;
let port = 0;
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) {
      res.writeHead(302, { location: to });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true, host: req.headers.host }));
  });
  // All of 127.0.0.0/8 reaches a server listening on 0.0.0.0, so 127.0.0.2 is a second "host".
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const ENV_KEYS = ['WEFT_SSRF_BLOCK_PRIVATE', 'WEFT_SSRF_ALLOW', 'WEFT_SSRF_DENY'] as const;
afterEach(() => {
  for (const key of ENV_KEYS) delete process.env[key];
});

/** Runs Manual Trigger → HTTP Request (v4.2) on `url` and answers the HTTP node's outcome. */
async function runHttpNode(url: string, env: Partial<Record<(typeof ENV_KEYS)[number], string>> = {}) {
  for (const key of ENV_KEYS) delete process.env[key];
  Object.assign(process.env, env);
  const wf = workflow(
    [
      ['Start', 'weft.manualTrigger'],
      ['HTTP', 'weft.httpRequest', { url, options: {} }, { typeVersion: 4.2 }],
    ],
    ['Start>HTTP'],
  );
  // A client of its own per run, reading the policy from the environment set above.
  const result = await runWorkflow({
    workflow: wf,
    nodeTypes: registry,
    services: { httpRequest: createHttpClient() },
  });
  const error = result.data.resultData.error;
  return { status: result.status, error, json: error ? [] : outputJson(result, 'HTTP') };
}

describe('SSRF guard through the HTTP Request node', () => {
  it('reaches a loopback server by default, and is refused with WEFT_SSRF_BLOCK_PRIVATE=true', async () => {
    const open = await runHttpNode(`http://127.0.0.1:${port}/data`);
    expect(open.status).toBe('success');
    expect(open.json).toEqual([{ ok: true, host: `127.0.0.1:${port}` }]);

    const before = hits;
    const closed = await runHttpNode(`http://127.0.0.1:${port}/data`, { WEFT_SSRF_BLOCK_PRIVATE: 'true' });
    expect(closed.status).toBe('error');
    expect(closed.error?.message).toContain('loopback address, blocked by WEFT_SSRF_BLOCK_PRIVATE=true');
    expect(closed.error?.message).toContain('WEFT_SSRF_ALLOW');
    expect(hits).toBe(before);
  });

  it('checks a name on the address it resolves to: localhost is loopback', async () => {
    const refused = await runHttpNode(`http://localhost:${port}/data`, { WEFT_SSRF_BLOCK_PRIVATE: 'true' });
    expect(refused.status).toBe('error');
    expect(refused.error?.message).toMatch(/localhost \((127\.0\.0\.1|::1)\)/);
    expect(refused.error?.message).toContain('loopback address');

    const allowed = await runHttpNode(`http://localhost:${port}/data`, {
      WEFT_SSRF_BLOCK_PRIVATE: 'true',
      WEFT_SSRF_ALLOW: 'localhost',
    });
    expect(allowed.status).toBe('success');
    expect(allowed.json[0]).toMatchObject({ ok: true });
  });

  it('refuses a redirect from an allowed host to a refused one', async () => {
    const env = { WEFT_SSRF_BLOCK_PRIVATE: 'true', WEFT_SSRF_ALLOW: '127.0.0.1' };
    const direct = await runHttpNode(`http://127.0.0.1:${port}/data`, env);
    expect(direct.status).toBe('success');

    const toLoopback = await runHttpNode(
      `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(`http://127.0.0.2:${port}/data`)}`,
      env,
    );
    expect(toLoopback.status).toBe('error');
    expect(toLoopback.error?.message).toContain('127.0.0.2');
    expect(toLoopback.error?.message).toContain('loopback address');

    const toMetadata = await runHttpNode(
      `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
    );
    expect(toMetadata.status).toBe('error');
    expect(toMetadata.error?.message).toContain('cloud metadata endpoint, blocked by default');
  });

  it('refuses cloud metadata and link-local addresses by default, saying how to allow them', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://[::ffff:169.254.169.254]/',
    ]) {
      const res = await runHttpNode(url);
      expect(res.status, url).toBe('error');
      expect(res.error?.message, url).toContain('cloud metadata endpoint, blocked by default');
      expect(res.error?.message, url).toMatch(/To allow it, add "[^"]+".* to WEFT_SSRF_ALLOW/);
    }
    const linkLocal = await runHttpNode('http://169.254.10.20/');
    expect(linkLocal.error?.message).toContain('link-local address, blocked by default');
    const linkLocal6 = await runHttpNode('http://[fe80::1]/');
    expect(linkLocal6.error?.message).toContain('link-local address, blocked by default');
  });

  it('refuses what WEFT_SSRF_DENY lists, by CIDR and by host name, even when allowed', async () => {
    const byCidr = await runHttpNode(`http://127.0.0.1:${port}/data`, {
      WEFT_SSRF_DENY: '127.0.0.0/8',
      WEFT_SSRF_ALLOW: '127.0.0.1',
    });
    expect(byCidr.error?.message).toContain('WEFT_SSRF_DENY entry "127.0.0.0/8"');
    expect(byCidr.error?.message).toContain('remove "127.0.0.0/8" from WEFT_SSRF_DENY');
    const byName = await runHttpNode(`http://localhost:${port}/data`, { WEFT_SSRF_DENY: 'localhost' });
    expect(byName.error?.message).toContain('WEFT_SSRF_DENY entry "localhost"');
  });
});

describe("SSRF guard for the host's own calls", () => {
  it('guards fetch (credential tests, OAuth token calls) on connect and through redirects', async () => {
    process.env.WEFT_SSRF_BLOCK_PRIVATE = 'true';
    await expect(guardedFetch(`http://127.0.0.1:${port}/data`)).rejects.toMatchObject({
      cause: { code: 'ERR_SSRF_BLOCKED' },
    });
    process.env.WEFT_SSRF_ALLOW = '127.0.0.1';
    const ok = await guardedFetch(`http://127.0.0.1:${port}/data`);
    expect(await ok.json()).toMatchObject({ ok: true });
    await expect(
      guardedFetch(`http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(`http://127.0.0.2:${port}/`)}`),
    ).rejects.toMatchObject({ cause: { code: 'ERR_SSRF_BLOCKED' } });
  });

  it('guards the client when given a policy of its own, and refuses a name before resolving it', async () => {
    const client = createHttpClient({ ssrfPolicy: ssrfPolicyFromEnv({ WEFT_SSRF_DENY: '*.internal.example' }) });
    await expect(client({ url: 'http://api.internal.example/x' })).rejects.toMatchObject({ code: 'ERR_SSRF_BLOCKED' });
    await expect(client({ url: `http://127.0.0.1:${port}/data` })).resolves.toMatchObject({ statusCode: 200 });
  });
});

describe('SSRF policy', () => {
  const policy = (env: Record<string, string>): SsrfPolicy => ssrfPolicyFromEnv(env);
  it('classifies addresses', () => {
    const base = policy({});
    expect(checkDestination(base, '169.254.169.254')?.rule).toMatch(/metadata/);
    expect(checkDestination(base, 'example.com', '169.254.169.254')?.rule).toMatch(/metadata/);
    expect(checkDestination(base, '10.1.2.3')).toBeUndefined();
    expect(checkDestination(base, '8.8.8.8')).toBeUndefined();
    const strict = policy({ WEFT_SSRF_BLOCK_PRIVATE: 'true' });
    for (const ip of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '::1',
      'fd12::1',
      '0.0.0.0',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
    ]) {
      expect(checkDestination(strict, ip), ip).toBeDefined();
    }
    expect(checkDestination(strict, '172.32.0.1')).toBeUndefined();
    expect(checkDestination(strict, '2001:4860:4860::8888')).toBeUndefined();
    expect(checkDestination(policy({ WEFT_SSRF_ALLOW: '169.254.169.254' }), '169.254.169.254')).toBeUndefined();
    expect(
      checkDestination(
        policy({ WEFT_SSRF_ALLOW: '*.corp.example', WEFT_SSRF_BLOCK_PRIVATE: 'true' }),
        'db.corp.example',
        '10.0.0.5',
      ),
    ).toBeUndefined();
  });

  it('refuses bad entries by name', () => {
    expect(() => policy({ WEFT_SSRF_ALLOW: '10.0.0.0/40' })).toThrow(/WEFT_SSRF_ALLOW holds "10.0.0.0\/40"/);
    expect(() => policy({ WEFT_SSRF_DENY: 'http://x/' })).toThrow(/WEFT_SSRF_DENY holds "http:\/\/x\/"/);
  });
});
