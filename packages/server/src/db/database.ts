import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type PgModule from 'pg';
import { lazyRequire } from '../lazy-require.js';
import type { ServerConfig } from '../config.js';
import { MIGRATIONS } from './migrations/index.js';
import { openSqliteThread, ThreadSqliteDialect } from './sqlite-thread.js';
import { registerDirectRunner } from './reusable-query.js';
import { forgetExecutionIds, releaseExecutionIds } from './execution-ids.js';
import type { Database } from './schema.js';

/** pg, loaded when the database is PostgreSQL. */
const pg = lazyRequire<typeof PgModule>('pg');

/** An open database with its dialect. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
  /**
   * SQLite: gives free pages back to the file system (`PRAGMA incremental_vacuum` run to the end,
   * which a single Kysely statement does not do), truncates the WAL after a checkpoint, and
   * answers how many pages are still free.
   */
  reclaimFreePages?(): Promise<number>;
  /**
   * SQLite: calls `hook` once, just before the next statement is sent, so that statements `hook`
   * sends go ahead of it; a hook given again before then is called once (see
   * `ThreadSqliteDialect.beforeNextStatement`).
   */
  beforeNextStatement?(hook: () => void): void;
}

/** Opens the configured database (SQLite in WAL mode, or PostgreSQL) and runs pending migrations. */
export async function openDatabase(config: Pick<ServerConfig, 'db'>): Promise<Db> {
  let kysely: Kysely<Database>;
  let dialect: Db['dialect'];
  let reclaimFreePages: Db['reclaimFreePages'];
  let beforeNextStatement: Db['beforeNextStatement'];
  if (config.db.type === 'sqlite') {
    if (config.db.file !== ':memory:') mkdirSync(dirname(config.db.file), { recursive: true });
    // The connection lives on its own thread (sqlite-thread.ts): WAL mode, group commit, statement cache.
    const thread = await openSqliteThread(config.db.file);
    const threadDialect = new ThreadSqliteDialect(thread);
    kysely = new Kysely<Database>({ dialect: threadDialect });
    registerDirectRunner(kysely, (query, independent) => threadDialect.runDirect(query, independent));
    dialect = 'sqlite';
    reclaimFreePages = () => thread.reclaimFreePages();
    beforeNextStatement = (hook) => threadDialect.beforeNextStatement(hook);
  } else {
    const pool = new (pg().Pool)({ connectionString: config.db.url, max: 10 });
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialect = 'postgres';
  }
  try {
    await migrate(kysely, dialect);
  } catch (e) {
    await kysely.destroy();
    throw new Error(`Could not prepare the database: ${(e as Error).message}`, { cause: e });
  }
  const db: Db = {
    kysely,
    dialect,
    // SQLite: the execution ids reserved and not used are given back first.
    close: async () => {
      if (dialect === 'sqlite') await releaseExecutionIds(db).catch(() => undefined);
      await kysely.destroy();
    },
    ...(reclaimFreePages ? { reclaimFreePages } : {}),
    ...(beforeNextStatement ? { beforeNextStatement } : {}),
  };
  return db;
}

/** Key of the PostgreSQL advisory lock migrations run under ('weft' and 'migr' in ASCII). */
export const MIGRATION_LOCK_KEY = 2004018804n * 65536n + 1835626866n;

type MigrationDb = Kysely<{ weft_migration: { name: string; appliedAt: string } }>;

/** Runs what is pending on one connection, each migration in a transaction when `perMigration`. */
async function runPending(conn: MigrationDb, dialect: Db['dialect'], perMigration: boolean): Promise<string[]> {
  await conn.schema
    .createTable('weft_migration')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('appliedAt', 'text', (c) => c.notNull())
    .execute();
  const done = new Set((await conn.selectFrom('weft_migration').select('name').execute()).map((r) => r.name));
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.name)) continue;
    if (perMigration) await sql`begin`.execute(conn);
    try {
      await m.up(conn as unknown as Kysely<unknown>, dialect);
      await conn.insertInto('weft_migration').values({ name: m.name, appliedAt: new Date().toISOString() }).execute();
      if (perMigration) await sql`commit`.execute(conn);
    } catch (e) {
      if (perMigration) await sql`rollback`.execute(conn).catch(() => undefined);
      throw new Error(`Migration ${m.name} failed: ${(e as Error).message}`, { cause: e });
    }
    applied.push(m.name);
  }
  return applied;
}

/** Whether `weft_migration` records every migration this build has (false when it does not exist yet). */
async function schemaIsCurrent(db: Kysely<Database>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from weft_migration`.execute(db);
    const done = new Set(rows.map((r) => r.name));
    return MIGRATIONS.every((m) => done.has(m.name));
  } catch {
    return false;
  }
}

/** How long a process waits for another one's migrations on SQLite before giving up (ms). */
const SQLITE_MIGRATION_WAIT_MS = 120_000;

/**
 * `BEGIN IMMEDIATE`, waiting without blocking the event loop while another connection (another
 * process, or another server in this one) holds the write lock: the busy timeout is off meanwhile
 * and each refusal is retried after a short pause.
 */
async function beginImmediate(conn: MigrationDb): Promise<void> {
  await sql`pragma busy_timeout = 0`.execute(conn);
  try {
    const until = Date.now() + SQLITE_MIGRATION_WAIT_MS;
    for (;;) {
      try {
        await sql`begin immediate`.execute(conn);
        return;
      } catch (e) {
        const code = (e as { code?: string }).code ?? '';
        if (!code.startsWith('SQLITE_BUSY') || Date.now() > until) throw e;
        await new Promise((r) => setTimeout(r, 25));
      }
    }
  } finally {
    await sql`pragma busy_timeout = 5000`.execute(conn);
  }
}

/** Key of the PostgreSQL advisory lock the pre-setup owner is created under ('weft' and 'ownr'). */
export const OWNER_LOCK_KEY = 2004018804n * 65536n + 1870100338n;

/**
 * Runs `fn` on one connection that processes sharing the database take one at a time: on
 * PostgreSQL under the advisory lock `key` (`fn`'s statements commit as they run), on SQLite in a
 * `BEGIN IMMEDIATE` transaction that `fn`'s result commits. `fn` must use the connection it is
 * given, not the database's pool.
 */
export async function underWriteLock<T>(
  db: Pick<Db, 'kysely' | 'dialect'>,
  key: bigint,
  fn: (conn: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.kysely.connection().execute(async (conn) => {
    if (db.dialect === 'postgres') {
      await sql.raw(`select pg_advisory_lock(${key})`).execute(conn);
      try {
        return await fn(conn);
      } finally {
        await sql
          .raw(`select pg_advisory_unlock(${key})`)
          .execute(conn)
          .catch(() => undefined);
      }
    }
    await beginImmediate(conn as unknown as MigrationDb);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (e) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw e;
    }
  });
}

/**
 * Runs the migrations not yet applied, recording them in `weft_migration`. Processes that start at
 * the same moment on one database never race: on PostgreSQL they run under an advisory lock
 * (`pg_advisory_lock`), so the second waits for the first and then finds nothing left to do, each
 * migration in its own transaction; on SQLite they run in one `BEGIN IMMEDIATE` transaction, which
 * takes the write lock first (others wait for it, up to the busy timeout).
 */
export async function migrate(db: Kysely<Database>, dialect: Db['dialect']): Promise<string[]> {
  // The usual start: the schema is current, and one read says so without taking a lock.
  if (await schemaIsCurrent(db)) return [];
  return underWriteLock({ kysely: db, dialect }, MIGRATION_LOCK_KEY, (conn) =>
    runPending(conn as unknown as MigrationDb, dialect, dialect === 'postgres'),
  );
}

/** Deletes every row (tests). */
export async function truncateAll(db: Db): Promise<void> {
  const tables = [
    'session',
    'webhook',
    'activation_error',
    'workflow_tag',
    'shared_workflow',
    'shared_credential',
    'execution',
    'tag',
    'workflow',
    'credential',
    'variable',
    'setting',
    'user',
  ] as const;
  if (db.dialect === 'postgres') {
    await sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`).execute(db.kysely);
    return;
  }
  for (const t of tables) await db.kysely.deleteFrom(t).execute();
  await sql`DELETE FROM sqlite_sequence WHERE name = 'execution'`.execute(db.kysely).catch(() => undefined);
  forgetExecutionIds(db);
}
