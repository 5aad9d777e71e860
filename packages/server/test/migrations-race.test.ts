import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, loadConfig } from '@weft/server';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { PG_ADMIN_URL } from './harness.js';

const KEY = 'test-key-0123456789abcdef';

/** Starts three servers at once on one fresh database; answers them and what the database holds. */
async function startThree(env: (i: number) => Record<string, string>) {
  const started = await Promise.allSettled(
    [0, 1, 2].map(async (i) => {
      const server = await createServer(loadConfig(env(i)));
      await server.app.ready();
      return server;
    }),
  );
  const servers = started
    .filter((s): s is PromiseFulfilledResult<Awaited<ReturnType<typeof createServer>>> => s.status === 'fulfilled')
    .map((s) => s.value);
  const errors = started
    .filter((s): s is PromiseRejectedResult => s.status === 'rejected')
    .map((s) => String(s.reason?.message ?? s.reason));
  return { servers, errors };
}

async function closeAll(servers: Array<Awaited<ReturnType<typeof createServer>>>) {
  for (const s of servers) {
    await s.app.close();
    await s.ctx.db.close();
  }
}

describe('processes starting together on one database', () => {
  const homes: string[] = [];
  const home = () => {
    const h = mkdtempSync(join(tmpdir(), 'weft-race-'));
    homes.push(h);
    return h;
  };
  const dbName = `weft_race_${process.pid}_${Date.now()}`;
  afterAll(async () => {
    for (const h of homes) rmSync(h, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('PostgreSQL: three servers all come up, the schema is migrated once, and there is one owner', async () => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    // A retried test starts again from an empty database.
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    const { servers, errors } = await startThree(() => ({
      WEFT_HOME: home(),
      WEFT_ENCRYPTION_KEY: KEY,
      WEFT_DB_TYPE: 'postgresdb',
      WEFT_DB_URL: url.toString(),
    }));
    try {
      expect(errors).toEqual([]);
      expect(servers).toHaveLength(3);
      const rows = (await servers[0]!.ctx.db.kysely
        .selectFrom('weft_migration' as never)
        .select(['name' as never])
        .execute()) as Array<{ name: string }>;
      expect(rows.map((r) => r.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
      const owners = await servers[0]!.ctx.db.kysely
        .selectFrom('user')
        .select('id')
        .where('role', '=', 'owner')
        .execute();
      expect(owners).toHaveLength(1);
      for (const s of servers)
        expect((await s.app.inject({ method: 'GET', url: '/rest/settings' })).statusCode).toBe(200);
    } finally {
      await closeAll(servers);
    }
  }, 60_000);

  it('SQLite: three servers on one file all come up with the schema migrated once', async () => {
    const shared = home();
    const { servers, errors } = await startThree(() => ({ WEFT_HOME: shared, WEFT_ENCRYPTION_KEY: KEY }));
    try {
      expect(errors).toEqual([]);
      expect(servers).toHaveLength(3);
      const rows = (await servers[0]!.ctx.db.kysely
        .selectFrom('weft_migration' as never)
        .select(['name' as never])
        .execute()) as Array<{ name: string }>;
      expect(rows.map((r) => r.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
      expect(
        await servers[0]!.ctx.db.kysely.selectFrom('user').select('id').where('role', '=', 'owner').execute(),
      ).toHaveLength(1);
    } finally {
      await closeAll(servers);
    }
  }, 60_000);
});
