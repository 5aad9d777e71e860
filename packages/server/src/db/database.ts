import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config.js';
import { MIGRATIONS } from './migrations/index.js';
import type { Database } from './schema.js';

/** An open database with its dialect. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/** Opens the configured database (SQLite in WAL mode, or PostgreSQL) and runs pending migrations. */
export async function openDatabase(config: Pick<ServerConfig, 'db'>): Promise<Db> {
  let kysely: Kysely<Database>;
  let dialect: Db['dialect'];
  if (config.db.type === 'sqlite') {
    if (config.db.file !== ':memory:') mkdirSync(dirname(config.db.file), { recursive: true });
    const file = new SQLite(config.db.file);
    file.pragma('journal_mode = WAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    file.pragma('synchronous = NORMAL');
    kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
    dialect = 'sqlite';
  } else {
    const pool = new pg.Pool({ connectionString: config.db.url, max: 10 });
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialect = 'postgres';
  }
  try {
    await migrate(kysely, dialect);
  } catch (e) {
    await kysely.destroy();
    throw new Error(`Could not prepare the database: ${(e as Error).message}`, { cause: e });
  }
  return { kysely, dialect, close: () => kysely.destroy() };
}

/** Runs the migrations not yet applied, each in a transaction, recording them in `weft_migration`. */
export async function migrate(db: Kysely<Database>, dialect: Db['dialect']): Promise<string[]> {
  const raw = db as unknown as Kysely<{ weft_migration: { name: string; appliedAt: string } }>;
  await raw.schema.createTable('weft_migration').ifNotExists().addColumn('name', 'text', (c) => c.primaryKey()).addColumn('appliedAt', 'text', (c) => c.notNull()).execute();
  const done = new Set((await raw.selectFrom('weft_migration').select('name').execute()).map((r) => r.name));
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.name)) continue;
    await raw.transaction().execute(async (trx) => {
      await m.up(trx as unknown as Kysely<unknown>, dialect);
      await trx.insertInto('weft_migration').values({ name: m.name, appliedAt: new Date().toISOString() }).execute();
    });
    applied.push(m.name);
  }
  return applied;
}

/** Deletes every row (tests). */
export async function truncateAll(db: Db): Promise<void> {
  const tables = ['session', 'webhook', 'activation_error', 'workflow_tag', 'shared_workflow', 'shared_credential', 'execution', 'tag', 'workflow', 'credential', 'variable', 'setting', 'user'] as const;
  if (db.dialect === 'postgres') {
    await sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`).execute(db.kysely);
    return;
  }
  for (const t of tables) await db.kysely.deleteFrom(t).execute();
  await sql`DELETE FROM sqlite_sequence WHERE name = 'execution'`.execute(db.kysely).catch(() => undefined);
}
