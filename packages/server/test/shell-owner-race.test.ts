/**
 * The pre-setup owner when several processes start together on a fresh database: each one's
 * `ensureShellOwner` runs on its own connection, all at once, and exactly one owner row results,
 * the one every process answers. (Before, each could insert its own and then look for the
 * oldest before the others' rows were visible: two owners, seen once in CI.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../src/db/database.js';
import { UserRepository } from '../src/repositories/users.js';
import { PG_ADMIN_URL } from './harness.js';

const PROCESSES = 8;
const ROUNDS = 20;

/** Opens `PROCESSES` connections to one database, migrated once. */
async function connections(config: Parameters<typeof openDatabase>[0]): Promise<Db[]> {
  const dbs = await Promise.all(Array.from({ length: PROCESSES }, () => openDatabase(config)));
  await migrate(dbs[0]!.kysely, dbs[0]!.dialect);
  return dbs;
}

async function raceOnce(dbs: Db[]): Promise<{ answered: Set<string>; owners: number }> {
  // In a transaction, so that SQLite commits it now rather than with its next batch of writes.
  await dbs[0]!.kysely.transaction().execute((trx) => trx.deleteFrom('user').execute());
  const answered = await Promise.all(dbs.map((db) => new UserRepository(db).ensureShellOwner()));
  const owners = await dbs[0]!.kysely.selectFrom('user').select('id').where('role', '=', 'owner').execute();
  return { answered: new Set(answered.map((u) => u.id)), owners: owners.length };
}

describe('the pre-setup owner, with processes starting together', () => {
  const dbName = `weft_owner_race_${process.pid}_${Date.now()}`;
  const home = mkdtempSync(join(tmpdir(), 'weft-owner-race-'));
  afterAll(async () => {
    rmSync(home, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('PostgreSQL: one owner, answered to every process', async () => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    const dbs = await connections({ db: { type: 'postgresdb', url: url.toString() } });
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const { answered, owners } = await raceOnce(dbs);
        expect(owners).toBe(1);
        expect(answered.size).toBe(1);
      }
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  }, 60_000);

  it('SQLite: one owner, answered to every process', async () => {
    const dbs = await connections({ db: { type: 'sqlite', file: join(home, 'race.sqlite') } });
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const { answered, owners } = await raceOnce(dbs);
        expect(owners).toBe(1);
        expect(answered.size).toBe(1);
      }
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  }, 60_000);
});
