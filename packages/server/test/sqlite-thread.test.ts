import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { ReusableQuery } from '../src/db/reusable-query.js';
import { prewarmSqliteThread, profilerFlags } from '../src/db/sqlite-thread.js';

interface T {
  item: { id: number; name: string };
}

describe('SQLite on its own thread', () => {
  const home = mkdtempSync(join(tmpdir(), 'weft-sqlite-thread-'));
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  const open = async (name: string) => {
    const db = await openDatabase({ db: { type: 'sqlite', file: join(home, name) } });
    const k = db.kysely as unknown as Kysely<T>;
    await sql`create table item (id integer primary key, name text not null unique)`.execute(k);
    return { db, k };
  };

  it('rejects a failing statement with SQLite’s code, and goes on with the next', async () => {
    const { db, k } = await open('codes.sqlite');
    try {
      await k.insertInto('item').values({ id: 1, name: 'a' }).execute();
      const err = await k
        .insertInto('item')
        .values({ id: 2, name: 'a' })
        .execute()
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error & { code?: string }).code).toBe('SQLITE_CONSTRAINT_UNIQUE');
      expect((err as Error).message).toMatch(/UNIQUE constraint failed: item\.name/);
      await k.insertInto('item').values({ id: 3, name: 'b' }).execute();
      expect((await k.selectFrom('item').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual([
        'a',
        'b',
      ]);
    } finally {
      await db.close();
    }
  });

  /** Writes a row outside any transaction: through Kysely's connection layers, or sent directly as a reused query. */
  const outsideWrites = {
    'a Kysely query': (k: Kysely<T>, id: number, name: string) => k.insertInto('item').values({ id, name }).execute(),
    'a reused query (sent directly)': (() => {
      const insert = new ReusableQuery<T>((q, slot) =>
        q.insertInto('item').values({ id: slot('id') as number, name: slot('name') as string }),
      );
      return (k: Kysely<T>, id: number, name: string) => insert.run(k, { id, name });
    })(),
  };

  it.each(Object.entries(outsideWrites))(
    'keeps a transaction to itself: %s from another caller waits for it and survives its rollback',
    async (label, write) => {
      const { db, k } = await open(`trx-${label.length}.sqlite`);
      try {
        await write(k, 1, 'before');
        let outside: Promise<unknown> | undefined;
        let outsideDone = false;
        await k
          .transaction()
          .execute(async (trx) => {
            await trx.insertInto('item').values({ id: 2, name: 'inside' }).execute();
            outside = write(k, 3, 'outside').then(() => (outsideDone = true));
            // Several turns of both threads: the outside write must still wait.
            for (let i = 0; i < 5; i++) await trx.selectFrom('item').selectAll().execute();
            expect(outsideDone).toBe(false);
            throw new Error('roll back');
          })
          .catch(() => undefined);
        await outside;
        expect((await k.selectFrom('item').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual([
          'before',
          'outside',
        ]);
      } finally {
        await db.close();
      }
    },
  );

  it('keeps every answered write across a close and a reopen', async () => {
    const file = 'reopen.sqlite';
    const { db, k } = await open(file);
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        k
          .insertInto('item')
          .values({ id: i + 1, name: `n${i}` })
          .execute(),
      ),
    );
    await db.close();
    const again = await openDatabase({ db: { type: 'sqlite', file: join(home, file) } });
    try {
      const { rows } = await sql<{ n: number }>`select count(*) as n from item`.execute(again.kysely);
      expect(Number(rows[0]?.n)).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('fails only the statement whose value cannot cross to the thread', async () => {
    const { db, k } = await open('clone.sqlite');
    try {
      // A reused query hands its values to the thread as they are (Kysely would read a function as an expression).
      const query = new ReusableQuery<T>((q, slot) =>
        q.insertInto('item').values({ id: slot('id') as number, name: slot('name') as string }),
      );
      const insert = (id: number, name: unknown) => query.run(k, { id, name });
      // Sent in one turn: one message, until the function stops it.
      const results = await Promise.allSettled([insert(1, 'a'), insert(2, () => 'f'), insert(3, 'c')]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/could not be cloned/);
      // The same text, first sent in the failed message, still runs.
      await insert(4, 'd');
      expect((await k.selectFrom('item').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual([
        'a',
        'c',
        'd',
      ]);
    } finally {
      await db.close();
    }
  });

  it('runs statements whose texts vary past the numbered ones, and the numbered ones again', async () => {
    const { db, k } = await open('texts.sqlite');
    try {
      // 1,200 distinct texts: past the 1,000 the server numbers, each later one is sent whole.
      const texts = await Promise.all(
        Array.from({ length: 1200 }, (_, i) => sql<{ v: number }>`select ${sql.raw(String(i))} as v`.execute(k)),
      );
      expect(texts.map((r) => r.rows[0]?.v)).toEqual(Array.from({ length: 1200 }, (_, i) => i));
      const again = await sql<{ v: number }>`select ${sql.raw('7')} as v`.execute(k);
      expect(again.rows).toEqual([{ v: 7 }]);
      const late = await sql<{ v: number }>`select ${sql.raw('1100')} as v`.execute(k);
      expect(late.rows).toEqual([{ v: 1100 }]);
    } finally {
      await db.close();
    }
  });

  it('keeps a transaction open across a rollback to a savepoint', async () => {
    const { db, k } = await open('savepoint.sqlite');
    try {
      await k.transaction().execute(async (trx) => {
        await trx.insertInto('item').values({ id: 1, name: 'kept' }).execute();
        await sql`savepoint sp`.execute(trx);
        await trx.insertInto('item').values({ id: 2, name: 'undone' }).execute();
        await sql`rollback to sp`.execute(trx);
        // Still inside the transaction: a write here must not open a group commit of its own.
        await trx.insertInto('item').values({ id: 3, name: 'after' }).execute();
      });
      expect((await k.selectFrom('item').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual([
        'kept',
        'after',
      ]);
    } finally {
      await db.close();
    }
  });

  it('says why a file cannot be opened', async () => {
    // A folder is not a database file.
    const err = await openDatabase({ db: { type: 'sqlite', file: home } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/directory|unable to open|not a database/i);
  });

  it('refuses statements after close with a clear error', async () => {
    const { db, k } = await open('closed.sqlite');
    await db.close();
    await expect(k.selectFrom('item').selectAll().execute()).rejects.toThrow(/destroyed|closed/);
  });

  it('opens the named file on a thread started ahead of need', async () => {
    prewarmSqliteThread();
    // A second call while one waits starts no other.
    prewarmSqliteThread();
    const { db, k } = await open('prewarmed.sqlite');
    try {
      await k.insertInto('item').values({ id: 1, name: 'warm' }).execute();
      expect(await k.selectFrom('item').select('name').execute()).toEqual([{ name: 'warm' }]);
      expect(existsSync(join(home, 'prewarmed.sqlite'))).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('keeps the journal of a large statement inside a batch in memory, not in temporary files', async () => {
    // SQLite spilled a statement journal past 64 KiB to a file it created and unlinked at once
    // (several hundred a second under webhook load). Watched in a child process, since SQLite
    // reads SQLITE_TMPDIR once per process; the built package is what `weft start` loads.
    const temp = mkdtempSync(join(tmpdir(), 'weft-sqlite-temp-'));
    const created: string[] = [];
    const watcher = watch(temp, (_event, name) => created.push(String(name)));
    try {
      const script = `
        const { openDatabase } = await import('@weft/server');
        const { sql } = await import('kysely');
        const db = await openDatabase({ db: { type: 'sqlite', file: ${JSON.stringify(join(home, 'journal.sqlite'))} } });
        await sql\`create table big (id integer primary key, v text not null)\`.execute(db.kysely);
        await sql\`with recursive n(i) as (select 1 union all select i + 1 from n where i < 400)
          insert into big select i, hex(randomblob(1000)) from n\`.execute(db.kysely);
        // Sent together, so both run in one group-commit transaction: the update changes pages
        // that were there before it, more than 64 KiB of them.
        await Promise.all([
          sql\`insert into big (v) values ('opens the batch')\`.execute(db.kysely),
          sql\`update big set v = v || 'x'\`.execute(db.kysely),
        ]);
        const { rows } = await sql\`select count(*) as n from big where v like '%x'\`.execute(db.kysely);
        await db.close();
        console.log(rows[0].n);`;
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: { ...process.env, SQLITE_TMPDIR: temp },
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += String(d)));
      child.stderr.on('data', (d: Buffer) => (err += String(d)));
      const code = await new Promise((resolve) => child.on('close', resolve));
      expect(err).toBe('');
      expect(code).toBe(0);
      expect(out.trim()).toBe('401');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(created).toEqual([]);
    } finally {
      watcher.close();
      rmSync(temp, { recursive: true, force: true });
    }
  });

  /** Prewarms a thread in a child process run with `flags`, from the built package as `weft start` loads it (`npm run build` precedes the tests). */
  const prewarmInChild = (flags: string[]) =>
    spawnSync(
      process.execPath,
      [
        ...flags,
        '--input-type=module',
        '-e',
        "(await import('@weft/server/prewarm')).prewarmDatabase({}); console.log('started');",
      ],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8', timeout: 20_000 },
    );

  it('lets a process end with a thread started ahead of need that nobody took', () => {
    const run = prewarmInChild([]);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('started');
    expect(run.status).toBe(0);
  });

  it('starts in a process run with V8 flags, which a worker thread refuses to inherit', () => {
    // Raising the heap limit is what users of large workflows do: `node --max-old-space-size=4096 weft start`.
    const run = prewarmInChild(['--max-old-space-size=512', '--max-semi-space-size=32']);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('started');
    expect(run.status).toBe(0);
  });

  it('keeps the profiler flags, with their values, so a profile covers the thread too', () => {
    expect(
      profilerFlags(['--max-old-space-size=512', '--cpu-prof', '--cpu-prof-interval', '200', '--cpu-prof-dir=/p']),
    ).toEqual(['--cpu-prof', '--cpu-prof-interval', '200', '--cpu-prof-dir=/p']);
    const dir = mkdtempSync(join(tmpdir(), 'weft-thread-prof-'));
    try {
      // `--cpu-prof-interval 200` (its value apart) used to stop the thread at its start.
      const run = prewarmInChild(['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', '200']);
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe('started');
      expect(readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
