/**
 * Settings → Community nodes on the main process of a queue-mode cluster (PostgreSQL, Redis):
 * two real `weft worker`s with homes of their own, one of them on a machine without npm. After
 * an install the page shows which process could not install the package and why, and once that
 * worker is gone, that every process has it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, rest, screenshot, useSignedInWeft } from './harness';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PG_ADMIN_URL = process.env.WEFT_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.WEFT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A package with one node, packed with npm pack. */
function packPackage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'weft-e2e-pkg-'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'weft-nodes-relay',
      version: '1.0.0',
      type: 'module',
      author: 'E2E',
      weft: { nodes: ['relay.node.js'] },
    }),
  );
  writeFileSync(
    join(dir, 'relay.node.js'),
    `export const relay = { description: { name: 'relay', displayName: 'Relay', description: 'Passes items on', group: ['transform'], version: 1, defaults: { name: 'Relay' }, inputs: ['main'], outputs: ['main'], properties: [] }, async execute(ctx) { return [ctx.getInputData()]; } };\n`,
  );
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return join(dir, (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename);
}

describe('community nodes in a queue-mode cluster, in Chromium', () => {
  const dbName = `weft_e2e_nodes_${process.pid}_${Date.now()}`;
  const prefix = `weft-e2e-nodes-${randomUUID().slice(0, 8)}`;
  const dbUrl = (() => {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    return url.toString();
  })();
  const cluster = {
    WEFT_EXECUTIONS_MODE: 'queue',
    WEFT_DB_TYPE: 'postgresdb',
    WEFT_DB_URL: dbUrl,
    WEFT_REDIS_URL: REDIS_URL,
    WEFT_REDIS_PREFIX: prefix,
    WEFT_ENCRYPTION_KEY: 'e2e-cluster-key-0123456789',
    WEFT_COMMUNITY_PACKAGES_NPM_OFFLINE: 'true',
  };
  const workers: Array<{ proc: ChildProcess; home: string; exited: Promise<unknown> }> = [];
  let tarball = '';

  // Registered before the session's hooks: the database exists before main starts, and is dropped after it stopped.
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    tarball = packPackage();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    if (tarball) rmSync(dirname(tarball), { recursive: true, force: true });
  });

  const session = useSignedInWeft(cluster);

  /** Starts `weft worker` on a home of its own; `env` overrides (e.g. a PATH without npm). */
  async function startWorker(env: Record<string, string> = {}) {
    const home = mkdtempSync(join(tmpdir(), 'weft-e2e-worker-'));
    const port = await freePort();
    let out = '';
    const proc = spawn(process.execPath, [join(ROOT, 'packages/cli/bin/weft.js'), 'worker', '--port', String(port)], {
      env: { ...process.env, ...cluster, WEFT_HOME: home, WEFT_LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout?.on('data', (d) => (out += d));
    proc.stderr?.on('data', (d) => (out += d));
    const worker = { proc, home, exited: new Promise((r) => proc.once('exit', r)) };
    workers.push(worker);
    for (let i = 0; ; i++) {
      if (proc.exitCode !== null) throw new Error(`weft worker exited:\n${out}`);
      if (i > 300) throw new Error(`weft worker did not come up:\n${out}`);
      if (
        await fetch(`http://127.0.0.1:${port}/healthz/readiness`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return worker;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  async function stopWorker(worker: (typeof workers)[number]) {
    if (worker.proc.exitCode === null) worker.proc.kill('SIGTERM');
    await worker.exited;
    rmSync(worker.home, { recursive: true, force: true });
  }
  afterAll(async () => {
    await Promise.all(workers.map(stopWorker));
  });

  it('shows the process that could not install a package and why, then that every process has it', async () => {
    await startWorker();
    // A machine without npm: the worker cannot install anything.
    const npmless = await startWorker({ PATH: '/nonexistent' });
    const { page, errors } = await session.ownerPage();
    await page.goto(`${session.weft.url}/settings/community-nodes`);
    await page.getByTestId('open-install').click();
    await page.getByTestId('package-name').fill(tarball);
    await page.getByTestId('package-risk').check();
    await page.getByTestId('install-package').click();
    await page.getByTestId('package-row').waitFor({ timeout: 60_000 });

    // Main, the worker and the worker without npm report; the page looks again until they did.
    const badge = page.getByTestId('package-cluster-badge');
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('Failed on 1 of 3 processes');
    const lines = page.getByTestId('package-processes').locator('li');
    // The other worker may still be installing for a moment (a line of its own, until the page looks again).
    await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(1);
    expect(await lines.first().textContent()).toMatch(
      new RegExp(
        `^Worker on .+ \\(pid ${npmless.proc.pid}\\): could not install 1\\.0\\.0: npm is not available on this machine$`,
      ),
    );
    expect(await lines.first().getAttribute('class')).toContain('is-failed');
    await screenshot(page, 'settings-community-nodes-cluster-failed');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await screenshot(page, 'settings-community-nodes-cluster-failed-dark');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    await page.setViewportSize({ width: 900, height: 700 });
    await screenshot(page, 'settings-community-nodes-cluster-failed-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The same, through the API.
    const listed = await rest(session.weft, session.cookie, 'GET', '/community-packages');
    expect(listed[0].processes.map((p: { role: string }) => p.role).sort()).toEqual(['main', 'worker', 'worker']);

    // That worker leaves the cluster: every process left has the package.
    await stopWorker(npmless);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('package-cluster-ok').textContent(), { timeout: 20_000 })
      .toBe(' · on all 2 processes');
    expect(await page.getByTestId('package-cluster-badge').count()).toBe(0);
    expect(await page.getByTestId('package-processes').count()).toBe(0);
    await screenshot(page, 'settings-community-nodes-cluster-ok');
    expect(errors).toEqual([]);
  });
});
