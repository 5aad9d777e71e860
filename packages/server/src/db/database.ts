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
    kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
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

/**
 * better-sqlite3 with two economies, both invisible to callers:
 * - prepared statements are reused by SQL text (Kysely prepares every query it runs, and
 *   preparing costs more than running the small queries a webhook call makes);
 * - group commit: writes made in the same turn of the event loop share one transaction,
 *   committed at `setImmediate`. Each commit costs far more than a small write, so concurrent
 *   executions no longer pay one commit per row. Explicit transactions (Kysely's `begin`)
 *   first commit the open batch, and close() commits it too.
 */
function withStatementCache(file: SQLite.Database): { close(): void; prepare(sql: string): SQLite.Statement } {
  const cache = new Map<string, SQLite.Statement>();
  let batchOpen = false;
  let explicit = false;
  const commitBatch = () => {
    if (!batchOpen) return;
    batchOpen = false;
    file.exec('COMMIT');
  };
  return {
    close: () => {
      commitBatch();
      file.close();
    },
    prepare(text: string) {
      const head = text.trimStart().slice(0, 8).toLowerCase();
      if (head.startsWith('begin') || head.startsWith('savepoin')) {
        if (!head.startsWith('savepoin')) commitBatch();
        explicit = true;
      } else if (head.startsWith('commit') || head.startsWith('rollback')) {
        if (!text.toLowerCase().includes('to savepoint')) explicit = false;
      } else if (/^(pragma|create|drop|alter|vacuum|attach|detach|reindex|analyze)/.test(head)) {
        commitBatch();
      } else if (!explicit && !batchOpen && (head.startsWith('insert') || head.startsWith('update') || head.startsWith('delete') || head.startsWith('replace'))) {
        file.exec('BEGIN');
        batchOpen = true;
        setImmediate(commitBatch);
      }
      let statement = cache.get(text);
      if (!statement) {
        statement = file.prepare(text);
        if (cache.size >= 2000) cache.clear();
        cache.set(text, statement);
      }
      return statement;
    },
  };
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
