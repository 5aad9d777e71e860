/**
 * Execution retention on SQLite and PostgreSQL: finished executions past the maximum age or count
 * are soft-deleted (gone from the API at once), then hard-deleted with their binary files after
 * the buffer; unfinished ones stay; SQLite gives the freed pages back to the file system.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExecutions } from '../src/services/executions/retention.js';
import { ExecutionRepository } from '../src/repositories/executions.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';

const HOUR = 3_600_000;
const NOW = new Date('2026-06-01T12:00:00.000Z');

describe('retention settings', () => {
  it("is on by default with n8n's limits, and takes n8n's variable names too", () => {
    expect(loadConfig({}).executionsPruning).toMatchObject({
      enabled: true,
      maxAgeHours: 336,
      maxCount: 10_000,
      hardDeleteBufferHours: 1,
    });
    expect(
      loadConfig({
        EXECUTIONS_DATA_PRUNE: 'false',
        EXECUTIONS_DATA_MAX_AGE: '24',
        EXECUTIONS_DATA_PRUNE_MAX_COUNT: '50',
      }).executionsPruning,
    ).toMatchObject({ enabled: false, maxAgeHours: 24, maxCount: 50 });
    expect(
      loadConfig({ WEFT_EXECUTIONS_DATA_PRUNE_MAX_COUNT: '7', EXECUTIONS_DATA_PRUNE_MAX_COUNT: '50' }).executionsPruning
        .maxCount,
    ).toBe(7);
  });
});

describe('SQLite auto-vacuum', () => {
  it('converts an existing file without auto-vacuum to incremental mode when it opens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'weft-vacuum-'));
    const file = join(dir, 'old.sqlite');
    const raw = new SQLite(file);
    raw.exec('CREATE TABLE legacy (x TEXT)');
    expect(raw.pragma('auto_vacuum', { simple: true })).toBe(0);
    raw.close();
    const db = await openDatabase({ db: { type: 'sqlite', file } });
    await db.close();
    const again = new SQLite(file);
    expect(again.pragma('auto_vacuum', { simple: true })).toBe(2);
    expect(again.prepare('SELECT count(*) FROM legacy').pluck().get()).toBe(0);
    again.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('truncates the WAL after a retention pass, and caps what a checkpoint leaves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'weft-wal-'));
    const file = join(dir, 'busy.sqlite');
    const db = await openDatabase({ db: { type: 'sqlite', file } });
    const limit = await sql.raw('PRAGMA journal_size_limit').execute(db.kysely);
    expect(Object.values(limit.rows[0] as object)[0]).toBe(64 * 1024 * 1024);
    // One large transaction, as a retention pass deleting thousands of executions writes.
    await db.kysely.transaction().execute(async (trx) => {
      await sql.raw('CREATE TABLE filler (x TEXT)').execute(trx);
      for (let i = 0; i < 200; i++) await sql`INSERT INTO filler VALUES (${'x'.repeat(50_000)})`.execute(trx);
    });
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(5 * 1024 * 1024);
    await db.reclaimFreePages!();
    expect(statSync(`${file}-wal`).size).toBe(0);
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe.each(DB_KINDS)('execution retention on %s', (kind) => {
  let server: TestServer;
  let repo: ExecutionRepository;
  beforeAll(async () => {
    server = await createTestServer(kind, {
      WEFT_BINARY_DATA_MODE: 'filesystem',
      WEFT_EXECUTIONS_DATA_MAX_AGE: '48',
      WEFT_EXECUTIONS_DATA_PRUNE_MAX_COUNT: '6',
      WEFT_EXECUTIONS_DATA_HARD_DELETE_BUFFER: '1',
    });
    repo = new ExecutionRepository(server.ctx.db);
  });
  afterAll(async () => server?.close());

  /** A stored execution that stopped `hoursAgo` before NOW, with a binary file. */
  async function execution(hoursAgo: number, status = 'success'): Promise<string> {
    const at = new Date(NOW.getTime() - hoursAgo * HOUR).toISOString();
    const id = await repo.insert({
      workflow: { id: 'wf1', name: 'Retained', nodes: [], connections: {} },
      mode: 'webhook',
      status: 'running',
      startedAt: at,
    });
    await server.ctx.binaryData.store(
      new TextEncoder().encode(`bytes of ${id} `.repeat(2000)),
      { mimeType: 'text/plain', fileName: 'f.txt' },
      { workflowId: 'wf1', executionId: id },
    );
    const finished = status !== 'running' && status !== 'waiting';
    if (finished)
      await repo.finish(id, {
        status,
        finished: status === 'success',
        stoppedAt: at,
        data: { resultData: { runData: { Big: [{ text: 'x'.repeat(20_000) }] } } } as never,
      });
    else await repo.patch(id, { status });
    return id;
  }

  const binaryFolder = (id: string) => join(server.ctx.config.binaryData.path, 'workflows', 'wf1', 'executions', id);

  it('soft-deletes by age and by count, hard-deletes after the buffer with the binary files, and keeps unfinished runs', async () => {
    const owner = await server.owner();
    const old = [await execution(100), await execution(90, 'error'), await execution(80, 'crashed')];
    const waiting = await execution(120, 'waiting');
    const running = await execution(110, 'running');
    const recent: string[] = [];
    for (let i = 10; i >= 1; i--) recent.push(await execution(i));
    for (const id of old) expect(existsSync(binaryFolder(id))).toBe(true);

    const first = await pruneExecutions(server.ctx, NOW);
    // Age: the 3 old finished ones. Count: of the newest 6, the 4 oldest recent ones fall out.
    expect(first).toEqual({ softDeleted: 3 + 4, hardDeleted: 0 });
    const listed = await owner.get('/rest/executions?limit=100');
    const listedIds = listed.body.data.results.map((e: { id: string }) => e.id).sort();
    expect(listedIds).toEqual([waiting, running, ...recent.slice(4)].sort());
    expect((await owner.get(`/rest/executions/${old[0]}`)).status).toBe(404);
    // Soft-deleted rows and files are still there until the buffer has passed.
    expect(existsSync(binaryFolder(old[0]!))).toBe(true);

    const second = await pruneExecutions(server.ctx, new Date(NOW.getTime() + 2 * HOUR));
    expect(second.hardDeleted).toBe(7);
    const remaining = await server.ctx.db.kysely.selectFrom('execution').select('id').execute();
    expect(remaining.map((r) => String(r.id)).sort()).toEqual([waiting, running, ...recent.slice(4)].sort());
    for (const id of [...old, ...recent.slice(0, 4)]) expect(existsSync(binaryFolder(id)), id).toBe(false);
    for (const id of [waiting, running, ...recent.slice(4)]) expect(existsSync(binaryFolder(id)), id).toBe(true);

    // Nothing more to do: a pass is idempotent.
    expect(await pruneExecutions(server.ctx, new Date(NOW.getTime() + 3 * HOUR))).toEqual({
      softDeleted: 0,
      hardDeleted: 0,
    });
  });

  it.runIf(kind === 'postgres')('vacuums the execution table after a large deletion on PostgreSQL', async () => {
    const db = server.ctx.db.kysely;
    const at = new Date(NOW.getTime() - 5000 * HOUR).toISOString();
    const rows = Array.from({ length: 1100 }, () => ({
      workflowId: 'wf2',
      workflowName: 'Bulk',
      mode: 'webhook',
      status: 'success',
      finished: 1,
      retryOf: null,
      retrySuccessId: null,
      startedAt: at,
      stoppedAt: at,
      waitTill: null,
      workflowData: '{}',
      data: '{}',
    }));
    await db.insertInto('execution').values(rows).execute();
    expect((await pruneExecutions(server.ctx, NOW)).softDeleted).toBe(1100);
    expect((await pruneExecutions(server.ctx, new Date(NOW.getTime() + 2 * HOUR))).hardDeleted).toBe(1100);
    const stats = await sql<{
      last_vacuum: Date | null;
    }>`SELECT last_vacuum FROM pg_stat_user_tables WHERE relname = 'execution'`.execute(db);
    expect(stats.rows[0]?.last_vacuum).toBeTruthy();
  });

  it.runIf(kind === 'sqlite')('gives the freed pages of a SQLite file back (incremental auto-vacuum)', async () => {
    const db = server.ctx.db.kysely;
    const pragma = async (name: string) =>
      Number(Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as object)[0]);
    expect(await pragma('auto_vacuum')).toBe(2);
    for (let i = 0; i < 40; i++) await execution(1000 + i);
    const before = await pragma('page_count');
    const result = await pruneExecutions(server.ctx, new Date(NOW.getTime() + 2 * HOUR));
    expect(result.softDeleted).toBe(40);
    const done = await pruneExecutions(server.ctx, new Date(NOW.getTime() + 4 * HOUR));
    expect(done.hardDeleted).toBe(40);
    expect(await pragma('freelist_count')).toBe(0);
    expect(await pragma('page_count')).toBeLessThan(before);
  });
});
