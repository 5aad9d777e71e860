import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../src/db/database.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';

describe('migrations at start', () => {
  const home = mkdtempSync(join(tmpdir(), 'weft-migr-'));
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('on a current schema are one read: no write lock is waited for', async () => {
    const file = join(home, 'database.sqlite');
    const first = await openDatabase({ db: { type: 'sqlite', file } });
    await first.close();
    // Another process holds the write lock: a start that took it for migrations would wait for it.
    const other = new SQLite(file);
    other.exec('BEGIN IMMEDIATE');
    try {
      const started = Date.now();
      const again = await openDatabase({ db: { type: 'sqlite', file } });
      try {
        expect(await migrate(again.kysely, again.dialect)).toEqual([]);
        expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        await again.close();
      }
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('on a new database apply every migration once', async () => {
    const db = await openDatabase({ db: { type: 'sqlite', file: ':memory:' } });
    try {
      const rows = (await db.kysely
        .selectFrom('weft_migration' as never)
        .select(['name' as never])
        .execute()) as Array<{ name: string }>;
      expect(rows.map((r) => r.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
      expect(await migrate(db.kysely, db.dialect)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
