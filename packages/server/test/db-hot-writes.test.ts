import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.js';
import { ReusableQuery } from '../src/db/reusable-query.js';
import { createPgDatabase, DB_KINDS, PG_ADMIN_URL, type DbKind } from './harness.js';

interface T {
  hot_row: { id: number; name: string; n: number | null; note: string };
}

async function open(kind: DbKind, home: string): Promise<{ db: Db; drop(): Promise<void> }> {
  if (kind === 'sqlite')
    return { db: await openDatabase({ db: { type: 'sqlite', file: join(home, 'db.sqlite') } }), drop: async () => {} };
  const { name, url } = await createPgDatabase('weft_hot');
  const db = await openDatabase({ db: { type: 'postgresdb', url } });
  return {
    db,
    drop: async () => {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

describe.each(DB_KINDS)('ReusableQuery on %s', (kind) => {
  const home = mkdtempSync(join(tmpdir(), 'weft-hot-'));
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('runs one compiled statement with values by name, rows in a multi-row insert, and fixed values', async () => {
    const { db, drop } = await open(kind, home);
    try {
      const k = db.kysely as unknown as Kysely<T>;
      await sql`create table hot_row (id integer primary key, name text not null, n integer, note text not null)`.execute(
        k,
      );
      const insertTwo = new ReusableQuery<T>((q, slot) =>
        q.insertInto('hot_row').values(
          [0, 1].map((row) => ({
            id: slot('id', row) as number,
            name: slot('name', row) as string,
            n: slot('n', row) as number | null,
            note: 'new',
          })),
        ),
      );
      // Keys in any order: each value goes where its slot is.
      await insertTwo.run(k, [
        { note: 'ignored', n: 1, name: 'a', id: 1 },
        { name: 'b', id: 2, n: null },
      ]);
      await insertTwo.run(k, [
        { id: 3, name: 'c', n: 3 },
        { id: 4, name: 'd', n: 4 },
      ]);
      const rename = new ReusableQuery<T>((q, slot) =>
        q
          .updateTable('hot_row')
          .set({ name: slot('name') as string, note: 'renamed' })
          .where('id', '=', slot('id') as number),
      );
      await rename.run(k, { id: 2, name: 'B' });
      await rename.run(k, { name: 'D', id: 4 });
      const byMin = new ReusableQuery<T, { id: number; name: string }>((q, slot) =>
        q
          .selectFrom('hot_row')
          .select(['id', 'name'])
          .where('id', '>=', slot('min') as number)
          .orderBy('id'),
      );
      expect((await byMin.run(k, { min: 2 })).rows.map((r) => [Number(r.id), r.name])).toEqual([
        [2, 'B'],
        [3, 'c'],
        [4, 'D'],
      ]);
      expect((await byMin.run(k, { min: 4 })).rows.map((r) => r.name)).toEqual(['D']);
      const rows = await k.selectFrom('hot_row').selectAll().orderBy('id').execute();
      expect(rows.map((r) => [Number(r.id), r.name, r.n === null ? null : Number(r.n), r.note])).toEqual([
        [1, 'a', 1, 'new'],
        [2, 'B', null, 'renamed'],
        [3, 'c', 3, 'new'],
        [4, 'D', 4, 'renamed'],
      ]);
      await expect(rename.run(k, { id: 1 })).rejects.toThrow('no value for "name" of row 0');
      // A slot that is not a parameter (here, spliced into the SQL text) is refused at the first run.
      const spliced = new ReusableQuery<T>((q, slot) =>
        q
          .selectFrom('hot_row')
          .selectAll()
          .where(sql.raw<boolean>(String(slot('bad')))),
      );
      await expect(spliced.run(k, { bad: 'x' })).rejects.toThrow('slot(s) bad did not become parameters');
    } finally {
      await db.close();
      await drop();
    }
  });
});

describe('SQLite checkpoints in the background', () => {
  const home = mkdtempSync(join(tmpdir(), 'weft-ckpt-'));
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('copy a busy database’s WAL into its file without waiting for SQLite’s threshold, and lose nothing at close', async () => {
    const file = join(home, 'database.sqlite');
    const db = await openDatabase({ db: { type: 'sqlite', file } });
    const k = db.kysely as unknown as Kysely<T>;
    await sql`create table hot_row (id integer primary key, name text not null, n integer, note text not null)`.execute(
      k,
    );
    // Start from an empty WAL: the migrations' pages are in the file.
    const side = new SQLite(file);
    side.pragma('wal_checkpoint(TRUNCATE)');
    side.close();
    const before = statSync(file).size;
    // 250 writes (timed checkpoints start after 200) of one 4 KB row each: about 750 WAL pages,
    // under SQLite's own threshold of 1,000.
    for (let i = 1; i <= 250; i++) {
      await k
        .insertInto('hot_row')
        .values({ id: i, name: `r${i}`, n: i, note: 'x'.repeat(4000) })
        .execute();
      await new Promise((r) => setImmediate(r));
    }
    let grown = 0;
    for (let t = 0; t < 50 && grown < 800_000; t++) {
      await new Promise((r) => setTimeout(r, 100));
      grown = statSync(file).size - before;
    }
    expect(grown).toBeGreaterThan(800_000);
    await db.close();
    const again = await openDatabase({ db: { type: 'sqlite', file } });
    try {
      const { rows } = await sql<{ n: number }>`select count(*) as n from hot_row`.execute(again.kysely);
      expect(Number(rows[0]?.n)).toBe(250);
    } finally {
      await again.close();
    }
  });
});
