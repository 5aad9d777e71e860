/** `weft worker` as a real child process (run `npm run build` first): SIGKILL mid-run, SIGTERM, refusals. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QueueExecutionService } from '../src/queue/execution-service.js';
import { insertWorkflow, waitFor, waitWorkflow } from './executions-fixtures.js';
import { startQueueCluster, type QueueCluster } from './queue-helpers.js';

const BIN = join(dirname(fileURLToPath(import.meta.url)), '../../cli/bin/weft.js');

/** A `weft worker` child and its output. */
interface Child {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function spawnWorker(env: Record<string, string>, args: string[] = []): Child {
  const home = mkdtempSync(join(tmpdir(), 'weft-worker-proc-'));
  const proc = spawn(process.execPath, [BIN, 'worker', ...args], {
    env: { ...process.env, ...env, WEFT_HOME: home },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  proc.stdout.on('data', (b) => (text += String(b)));
  proc.stderr.on('data', (b) => (text += String(b)));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(home, { recursive: true, force: true }));
  return { proc, output: () => text, exited };
}

const ready = (child: Child) =>
  waitFor(
    () => (child.output().includes('Weft worker is ready') ? true : undefined),
    15_000,
    `worker ready (${child.output()})`,
  );

for (const action of ['crash', 'retry'] as const) {
  describe(`weft worker killed with SIGKILL mid-run (WEFT_QUEUE_STALLED_ACTION=${action})`, () => {
    let cluster: QueueCluster;
    let executions: QueueExecutionService;
    const children: Child[] = [];
    beforeAll(async () => {
      cluster = await startQueueCluster(`kill-${action}`, { WEFT_QUEUE_STALLED_ACTION: action });
      executions = cluster.main.ctx.executions as QueueExecutionService;
    });
    afterEach(() => children.forEach((c) => c.proc.exitCode === null && c.proc.kill('SIGKILL')));
    afterAll(async () => cluster?.close());

    it(`ends the execution ${action === 'crash' ? 'crashed' : 'by running it again'}, visible and counted once`, async () => {
      const owner = await cluster.main.owner();
      const child = spawnWorker(cluster.env, ['--concurrency', '1']);
      children.push(child);
      await ready(child);
      const workflowId = await insertWorkflow(cluster.main, owner.user.id, waitWorkflow(3, `Killed ${action}`));
      const res = await owner.post('/rest/workflows/run', { workflowId });
      const executionId = res.body.data.executionId as string;
      const status = async () =>
        (await owner.get(`/rest/executions/${executionId}`)).body.data?.status as string | undefined;
      // A Wait node sleeping on the worker shows the execution as waiting.
      await waitFor(
        async () => (['running', 'waiting'].includes((await status()) ?? '') ? true : undefined),
        10_000,
        'running',
      );
      child.proc.kill('SIGKILL');
      await child.exited;
      // Another worker detects the stalled job once its lock expired.
      await cluster.worker(1);
      const record = await executions.waitForExecution(executionId, 20_000);
      expect(record.status).toBe(action === 'crash' ? 'crashed' : 'success');
      const list = (await owner.get(`/rest/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`))
        .body.data;
      expect(list.count).toBe(1);
      expect(list.results[0]).toMatchObject({ id: executionId, status: record.status });
    }, 60_000);
  });
}

describe('weft worker process: SIGTERM and refusals', () => {
  let cluster: QueueCluster;
  beforeAll(async () => {
    cluster = await startQueueCluster('sigterm');
  });
  afterAll(async () => cluster?.close());

  it('finishes the running execution on SIGTERM, then exits 0', async () => {
    const child = spawnWorker(cluster.env);
    await ready(child);
    const executions = cluster.main.ctx.executions as QueueExecutionService;
    const { executionId, done } = await executions.start({ workflow: waitWorkflow(1.5, 'Term'), mode: 'manual' });
    await waitFor(
      async () => ((await executions.queue.state(executionId)) === 'active' ? true : undefined),
      10_000,
      'active',
    );
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    expect((await done).status).toBe('success');
    expect(child.output()).toContain('Stopping the Weft worker');
  }, 30_000);

  it('refuses to start without PostgreSQL, Redis or a key, and with a wrong key', async () => {
    const none = spawnWorker({ WEFT_DB_TYPE: '', WEFT_DB_URL: '', WEFT_REDIS_URL: '', WEFT_ENCRYPTION_KEY: '' });
    expect(await none.exited).toBe(1);
    expect(none.output()).toMatch(
      /worker process cannot start: set WEFT_DB_TYPE=postgresdb.*set WEFT_REDIS_URL.*set WEFT_ENCRYPTION_KEY/,
    );
    const wrong = spawnWorker({ ...cluster.env, WEFT_ENCRYPTION_KEY: 'not-the-cluster-key-000' });
    expect(await wrong.exited).toBe(1);
    expect(wrong.output()).toContain('WEFT_ENCRYPTION_KEY differs from the key the other processes');
  }, 30_000);
});
