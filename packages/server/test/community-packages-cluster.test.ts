/**
 * Community node packages in a queue-mode cluster of real processes (run `npm run build` first):
 * `weft start`, `weft worker`s and a `weft webhook`, each with a WEFT_HOME of its own (no shared
 * disk), on a fresh PostgreSQL database and a Redis prefix of their own. Packages are installed,
 * updated and uninstalled on main through the REST API; the workers must follow without a restart,
 * catch up at start, and refuse a run naming the package when they cannot have it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callProcess as call, dropRedisPrefix, TEST_REDIS_URL, waitProcessReady } from './cluster-helpers.js';
import { packPackage, shoutPackage } from './community-packages-helpers.js';
import { waitFor } from './executions-fixtures.js';
import { PG_ADMIN_URL } from './harness.js';
import { requireBuild } from './require-build.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'packages/cli/bin/weft.js');
requireBuild('community-packages-cluster', 'packages/cli/dist/worker-command.js');
const PACKAGE = 'weft-nodes-shout';

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** A `weft` child process with a home of its own. */
interface Proc {
  name: string;
  proc: ChildProcess;
  home: string;
  /** Its health port (workers) or HTTP port. */
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

/** Manual Trigger → Edit Fields (text: 'hello') → Shout (upper-cases `text`, adds the version's suffix). */
const shoutWorkflow = {
  name: 'Shout on a worker',
  nodes: [
    { id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'b',
      name: 'Text',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [200, 0],
      parameters: {
        mode: 'manual',
        assignments: { assignments: [{ id: 't', name: 'text', value: 'hello', type: 'string' }] },
        options: {},
      },
    },
    {
      id: 'c',
      name: 'Shout',
      type: `${PACKAGE}.shout`,
      typeVersion: 2,
      position: [400, 0],
      parameters: { field: 'text' },
    },
  ],
  connections: {
    Start: { main: [[{ node: 'Text', type: 'main', index: 0 }]] },
    Text: { main: [[{ node: 'Shout', type: 'main', index: 0 }]] },
  },
  settings: {},
};

describe('community packages in a queue-mode cluster: main, workers and a webhook process on separate homes', () => {
  const dbName = `weft_nodes_cluster_${process.pid}_${Date.now()}`;
  const prefix = `weft-nodes-cluster-${randomUUID().slice(0, 8)}`;
  const dbUrl = (() => {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    return url.toString();
  })();
  const procs: Proc[] = [];
  const tarballs: Record<string, string> = {};
  let main: Proc;
  let hook: Proc;
  let owner = '';

  const env = (home: string, port: number) => ({
    ...process.env,
    WEFT_HOME: home,
    WEFT_PORT: String(port),
    WEFT_ENCRYPTION_KEY: 'nodes-cluster-key-0123456789',
    WEFT_DB_TYPE: 'postgresdb',
    WEFT_DB_URL: dbUrl,
    WEFT_EXECUTIONS_MODE: 'queue',
    WEFT_REDIS_URL: TEST_REDIS_URL,
    WEFT_REDIS_PREFIX: prefix,
    // npm never reaches the network: every install is a local tarball.
    WEFT_COMMUNITY_PACKAGES_NPM_OFFLINE: 'true',
  });

  /** Starts `weft start|worker|webhook` on a fresh home (or the one given) and waits until it is ready. */
  async function start(
    name: string,
    command: 'start' | 'worker' | 'webhook',
    home = mkdtempSync(join(tmpdir(), `weft-${name}-`)),
  ): Promise<Proc> {
    const port = await freePort();
    const args = command === 'worker' ? ['worker', '--concurrency', '2', '--port', String(port)] : [command];
    const proc = spawn(process.execPath, [bin, ...args], { env: env(home, port), stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    proc.stdout.on('data', (b) => (text += String(b)));
    proc.stderr.on('data', (b) => (text += String(b)));
    const p: Proc = {
      name,
      proc,
      home,
      port,
      output: () => text,
      exited: new Promise((resolve) => proc.once('exit', (code) => resolve(code))),
    };
    procs.push(p);
    await waitProcessReady(port, proc, `${name} (${text})`);
    return p;
  }

  async function stop(p: Proc): Promise<void> {
    if (p.proc.exitCode === null) p.proc.kill('SIGTERM');
    expect(await p.exited).toBe(0);
  }

  /** Starts a manual run of the Shout workflow on main; answers the execution id. */
  async function startRun(): Promise<string> {
    const res = await call(main.port, 'POST', '/rest/workflows/run', { workflowData: shoutWorkflow }, owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.executionId as string;
  }

  async function finished(id: string, ms = 60_000): Promise<any> {
    return waitFor(
      async () => {
        const res = await call(main.port, 'GET', `/rest/executions/${id}`, undefined, owner);
        return res.status === 200 && res.body.data.stoppedAt && !['new', 'running'].includes(res.body.data.status)
          ? res.body.data
          : undefined;
      },
      ms,
      `execution ${id}`,
    );
  }

  const shouted = (execution: any) => execution.data.resultData.runData.Shout?.[0]?.data.main[0][0].json.text;
  const versionOnDisk = (p: Proc) => {
    const file = join(p.home, 'nodes', 'node_modules', PACKAGE, 'package.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
  };

  /** Each live process's state of the package, as main lists it, keyed by `{role}:{pid}`. */
  async function states(): Promise<
    Record<string, { installedVersion: string | null; error?: string; failedVersion?: string }>
  > {
    const res = await call(main.port, 'GET', '/rest/community-packages', undefined, owner);
    expect(res.status).toBe(200);
    const pkg = (
      res.body.data as Array<{
        packageName: string;
        processes?: Array<{
          role: string;
          pid: number;
          installedVersion: string | null;
          error?: string;
          failedVersion?: string;
        }>;
      }>
    ).find((p) => p.packageName === PACKAGE);
    return Object.fromEntries(
      (pkg?.processes ?? []).map((s) => [
        `${s.role}:${s.pid}`,
        {
          installedVersion: s.installedVersion,
          ...(s.error ? { error: s.error, failedVersion: s.failedVersion } : {}),
        },
      ]),
    );
  }

  /** Waits until main lists exactly these processes (and no other) at these states. */
  async function expectStates(
    expected: Record<string, { installedVersion: string | null; error?: unknown }>,
    what: string,
  ): Promise<void> {
    let last: unknown;
    await waitFor(
      async () => {
        last = await states();
        try {
          expect(last).toEqual(expected);
          return true;
        } catch {
          return undefined;
        }
      },
      20_000,
      `${what}: ${JSON.stringify(expected)}`,
    ).catch((e: unknown) => {
      throw new Error(`${(e as Error).message}; last seen ${JSON.stringify(last)}`);
    });
  }
  const key = (role: string, p: Proc) => `${role}:${p.proc.pid}`;

  beforeAll(async () => {
    tarballs.v1 = packPackage(shoutPackage('1.0.0', '!'));
    tarballs.v2 = packPackage(shoutPackage('1.1.0', '!!'));
    tarballs.other = packPackage(shoutPackage('1.2.0', '???'));
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    // Main first: it runs the migrations the others rely on.
    main = await start('main', 'start');
    hook = await start('webhook', 'webhook');
    await call(main.port, 'POST', '/rest/owner/setup', {
      email: 'olive@example.com',
      firstName: 'Olive',
      lastName: 'Owner',
      password: 'Owner-Passw0rd',
    });
    owner = (await call(main.port, 'POST', '/rest/login', { email: 'olive@example.com', password: 'Owner-Passw0rd' }))
      .cookie!;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      procs.map(async (p) => {
        if (p.proc.exitCode === null) {
          p.proc.kill('SIGTERM');
          await p.exited;
        }
        rmSync(p.home, { recursive: true, force: true });
      }),
    );
    for (const t of Object.values(tarballs)) rmSync(dirname(t), { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await dropRedisPrefix(prefix);
  }, 60_000);

  let worker1: Proc;
  let worker2: Proc;

  it('installs a tarball on main and a run right after it uses the node on the worker, without a restart', async () => {
    worker1 = await start('worker1', 'worker');
    expect(versionOnDisk(worker1)).toBeUndefined();
    const installed = await call(main.port, 'POST', '/rest/community-packages', { name: tarballs.v1 }, owner);
    expect(installed.status, JSON.stringify(installed.body)).toBe(200);
    expect(installed.body.data).toMatchObject({ packageName: PACKAGE, installedVersion: '1.0.0' });

    // Queued at once: the worker may still be installing, and waits for that rather than failing.
    const execution = await finished(await startRun());
    expect(execution.status, JSON.stringify(execution.data.resultData.error)).toBe('success');
    expect(shouted(execution)).toBe('HELLO!');

    // Every process installed it in its own home and reports so to main.
    await expectStates(
      {
        [key('main', main)]: { installedVersion: '1.0.0' },
        [key('webhook', hook)]: { installedVersion: '1.0.0' },
        [key('worker', worker1)]: { installedVersion: '1.0.0' },
      },
      'everyone on 1.0.0',
    );
    expect([versionOnDisk(main), versionOnDisk(worker1), versionOnDisk(hook)]).toEqual(['1.0.0', '1.0.0', '1.0.0']);

    // A production webhook taken by the webhook process runs the node on the worker.
    const wf = {
      name: 'Shout webhook',
      nodes: [
        {
          id: 'w',
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          position: [0, 0],
          webhookId: randomUUID(),
          parameters: { httpMethod: 'POST', path: 'shout', responseMode: 'lastNode', options: {} },
        },
        {
          id: 's',
          name: 'Text',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.4,
          position: [200, 0],
          parameters: {
            mode: 'manual',
            assignments: { assignments: [{ id: 't', name: 'text', value: '={{ $json.body.text }}', type: 'string' }] },
            options: {},
          },
        },
        {
          id: 'c',
          name: 'Shout',
          type: `${PACKAGE}.shout`,
          typeVersion: 2,
          position: [400, 0],
          parameters: { field: 'text' },
        },
      ],
      connections: {
        Webhook: { main: [[{ node: 'Text', type: 'main', index: 0 }]] },
        Text: { main: [[{ node: 'Shout', type: 'main', index: 0 }]] },
      },
    };
    const created = await call(main.port, 'POST', '/rest/workflows', wf, owner);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const activated = await call(
      main.port,
      'PATCH',
      `/rest/workflows/${created.body.data.id}`,
      { active: true, versionId: created.body.data.versionId },
      owner,
    );
    expect(activated.body.data?.active, JSON.stringify(activated.body)).toBe(true);
    const answer = await call(hook.port, 'POST', '/webhook/shout', { text: 'from the edge' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ text: 'FROM THE EDGE!' });
  }, 90_000);

  it('a worker that was down during an update catches up at start before it takes the queued run; a new worker installs it from the database', async () => {
    await stop(worker1);
    const updated = await call(main.port, 'PATCH', '/rest/community-packages', { name: tarballs.v2 }, owner);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.installedVersion).toBe('1.1.0');
    // No worker is up: the run waits in the queue.
    const id = await startRun();

    // The same machine (same home, still 1.0.0 on disk) comes back: it updates before taking jobs.
    expect(versionOnDisk(worker1)).toBe('1.0.0');
    worker1 = await start('worker1-again', 'worker', worker1.home);
    const execution = await finished(id);
    expect(execution.status, JSON.stringify(execution.data.resultData.error)).toBe('success');
    expect(shouted(execution)).toBe('HELLO!!');
    expect(versionOnDisk(worker1)).toBe('1.1.0');

    // A worker on a new machine (empty home) installs 1.1.0 from the tarball kept in the database.
    worker2 = await start('worker2', 'worker');
    expect(versionOnDisk(worker2)).toBe('1.1.0');
    expect(readFileSync(join(worker2.home, 'nodes', 'package.json'), 'utf8')).toMatch(
      /"weft-nodes-shout": "file:\.tarballs\/[0-9a-f]{64}\.tgz"/,
    );
    // Not having it yet is no failure worth a log line.
    expect(worker2.output()).not.toContain('weft-nodes-shout');
    await expectStates(
      {
        [key('main', main)]: { installedVersion: '1.1.0' },
        [key('webhook', hook)]: { installedVersion: '1.1.0' },
        [key('worker', worker1)]: { installedVersion: '1.1.0' },
        [key('worker', worker2)]: { installedVersion: '1.1.0' },
      },
      'everyone on 1.1.0',
    );
  }, 90_000);

  it('a worker whose install fails reports it (log, /metrics, main) and refuses the run naming the package; updating on main retries it', async () => {
    // The tarball in the database no longer matches the SHA-256 recorded with the package.
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const { rows } = await db.query<{ data: string }>(
      'SELECT data FROM installed_package_tarball WHERE "packageName" = $1',
      [PACKAGE],
    );
    await db.query('UPDATE installed_package_tarball SET data = $1 WHERE "packageName" = $2', [
      readFileSync(tarballs.other!).toString('base64'),
      PACKAGE,
    ]);
    await db.end();
    expect(rows).toHaveLength(1);

    const worker3 = await start('worker3', 'worker');
    expect(versionOnDisk(worker3)).toBeUndefined();
    const logged =
      /community package "weft-nodes-shout" 1\.1\.0 could not be installed on this worker \(host .+, pid \d+\): the tarball's SHA-256 is [0-9a-f]{64}, not the [0-9a-f]{64} recorded/;
    await waitFor(
      () => (logged.test(worker3.output()) ? true : undefined),
      5000,
      `the failure in the worker's log (${worker3.output()})`,
    );
    // Still up and ready (other workflows run), but the failure is counted and shown on main.
    expect((await call(worker3.port, 'GET', '/healthz/readiness')).status).toBe(200);
    expect(String((await call(worker3.port, 'GET', '/metrics')).body)).toContain(
      'weft_community_packages_failed{package="weft-nodes-shout"} 1',
    );
    expect(String((await call(worker1.port, 'GET', '/metrics')).body)).not.toContain('weft_community_packages_failed{');
    const seen = await states();
    expect(seen[key('worker', worker3)]).toEqual({
      installedVersion: null,
      failedVersion: '1.1.0',
      error: expect.stringContaining("the tarball's SHA-256 is"),
    });
    expect(seen[key('worker', worker1)]).toEqual({ installedVersion: '1.1.0' });

    // With only that worker left, the run is refused with a message naming the package.
    await Promise.all([stop(worker1), stop(worker2)]);
    const refused = await finished(await startRun());
    expect(refused.status).toBe('error');
    expect(refused.data.resultData.error.message).toMatch(
      /^The node "Shout" needs the community package "weft-nodes-shout" 1\.1\.0, which could not be installed on this worker \(host .+, pid \d+\)$/,
    );
    expect(refused.data.resultData.error.description).toContain("the tarball's SHA-256 is");
    expect(refused.data.resultData.runData).toEqual({});

    // Updating on main stores the tarball again and tells every process to try again.
    const again = await call(main.port, 'PATCH', '/rest/community-packages', { name: tarballs.v2 }, owner);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const execution = await finished(await startRun());
    expect(execution.status, JSON.stringify(execution.data.resultData.error)).toBe('success');
    expect(shouted(execution)).toBe('HELLO!!');
    expect(versionOnDisk(worker3)).toBe('1.1.0');
    await expectStates(
      {
        [key('main', main)]: { installedVersion: '1.1.0' },
        [key('webhook', hook)]: { installedVersion: '1.1.0' },
        [key('worker', worker3)]: { installedVersion: '1.1.0' },
      },
      'worker3 recovered',
    );
    expect(String((await call(worker3.port, 'GET', '/metrics')).body)).not.toContain('weft_community_packages_failed{');
  }, 90_000);

  it('uninstalls on main: every process removes it, and the worker refuses the run naming the package', async () => {
    const worker3 = procs.find((p) => p.name === 'worker3')!;
    const removed = await call(main.port, 'DELETE', `/rest/community-packages?name=${PACKAGE}`, undefined, owner);
    expect(removed.status).toBe(200);
    // Gone from the folder and from the package.json npm rewrites last.
    const gone = (p: Proc) =>
      versionOnDisk(p) === undefined && !readFileSync(join(p.home, 'nodes', 'package.json'), 'utf8').includes(PACKAGE);
    await waitFor(
      () => (gone(worker3) && gone(hook) ? true : undefined),
      20_000,
      'the package gone from the worker and the webhook process',
    );
    expect(gone(main)).toBe(true);

    const refused = await finished(await startRun());
    expect(refused.status).toBe('error');
    expect(refused.data.resultData.error.message).toBe(
      'The node "Shout" needs the community package "weft-nodes-shout", which is not installed',
    );
    expect(refused.data.resultData.error.description).toContain('Install the package on the main process');
    // Nothing restarted along the way.
    expect([main, hook, worker3].map((p) => p.proc.exitCode)).toEqual([null, null, null]);
  }, 60_000);
});
