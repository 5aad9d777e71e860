/**
 * `weft start` as a real child process: once every node family is loaded, the packages only some
 * runs need (metrics, the Code node's isolates, MIME tables, JWT, undici) are still not loaded.
 * Each was loaded at start before and cost the first answer 10 to 80 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const BIN = join(ROOT, 'packages/cli/bin/weft.js');
const dir = mkdtempSync(join(tmpdir(), 'weft-start-lazy-'));
const probe = join(dir, 'probe.cjs');
const report = join(dir, 'loaded.json');
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

// Preloaded into the server: on SIGUSR2 it writes the packages whose CommonJS files are loaded.
writeFileSync(
  probe,
  `process.on('SIGUSR2', () => {
  const names = Object.keys(require.cache)
    .map((f) => (f.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)/g) || []).pop())
    .filter(Boolean)
    .map((s) => s.replace('node_modules/', ''));
  require('fs').writeFileSync(${JSON.stringify(report)}, JSON.stringify([...new Set(names)]));
});
`,
);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until(ok: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('weft start', () => {
  it('has a build to run', () => {
    expect(existsSync(join(ROOT, 'packages/cli/dist/bundle/main.js')), 'build first: npm run build').toBe(true);
  });

  it('does not load what no request has needed yet, even after loading every node family', async () => {
    const port = await freePort();
    let stderr = '';
    child = spawn(process.execPath, ['--require', probe, BIN, 'start'], {
      env: { ...process.env, WEFT_HOME: join(dir, 'home'), WEFT_PORT: String(port), WEFT_LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (d) => (stderr += d));
    const base = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${base}/healthz/readiness`)).ok, `readiness (${stderr})`);
    // The families are loaded once readiness answers; the settings page asks whether npm is there.
    expect((await (await fetch(`${base}/rest/settings`)).json()).data.isNpmAvailable).toBe(true);
    child.kill('SIGUSR2');
    await until(async () => existsSync(report), 'the probe');
    const loaded = JSON.parse(readFileSync(report, 'utf8')) as string[];
    // The probe sees CommonJS packages: fastify is one the server always needs.
    expect(loaded).toContain('fastify');
    for (const lazy of [
      'prom-client',
      'isolated-vm',
      'mime-types',
      'jsonwebtoken',
      'undici',
      'tinyglobby',
      'jsonrepair',
    ])
      expect(loaded, lazy).not.toContain(lazy);
    // Loaded on first use: a scrape of /metrics still answers.
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('weft_executions_total');
  }, 90_000);
});
