/**
 * The database of the SQL Agent, as LangChain's `SqlDatabase` reads it: an object shaped like a
 * TypeORM data source (`options.type`, `query`, `initialize`, `destroy`). Weft gives it the
 * drivers its database nodes already use (pg, mysql2, better-sqlite3) instead of TypeORM, which
 * LangChain only needs for that shape. An SQLite database arrives as a binary file: it is written
 * to a private temporary file, opened read-only, and removed with the data source.
 */
import { randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WorkflowNode } from '@weft/workflow';
import { connectMySql } from '../my-sql/connection.js';
import { connectPostgres } from '../postgres/connection.js';
import { lazyRequire } from '../shared/lazy-require.js';

/** What LangChain's `SqlDatabase` uses of a TypeORM data source. */
export interface SqlDataSource {
  readonly options: { type: 'postgres' | 'mysql' | 'sqlite'; database?: string; schema?: string };
  isInitialized: boolean;
  initialize(): Promise<SqlDataSource>;
  /** Rows of a query (as TypeORM answers them: the rows of a SELECT). */
  query(sql: string): Promise<unknown>;
  destroy(): Promise<void>;
}

/** A PostgreSQL database from a `postgres` credential. */
export function postgresDataSource(node: WorkflowNode, credentials: Record<string, unknown>): SqlDataSource {
  let client: Awaited<ReturnType<typeof connectPostgres>> | undefined;
  const source: SqlDataSource = {
    options: { type: 'postgres', database: String(credentials.database ?? 'postgres') },
    isInitialized: false,
    async initialize() {
      client = await connectPostgres(node, credentials, {});
      source.isInitialized = true;
      return source;
    },
    async query(sql) {
      return (await client!.query(sql)).rows;
    },
    async destroy() {
      await client?.end().catch(() => undefined);
    },
  };
  return source;
}

/** A MySQL or MariaDB database from a `mySql` credential (one statement per query). */
export function mySqlDataSource(node: WorkflowNode, credentials: Record<string, unknown>): SqlDataSource {
  let connection: Awaited<ReturnType<typeof connectMySql>> | undefined;
  const source: SqlDataSource = {
    options: { type: 'mysql', database: String(credentials.database ?? '') },
    isInitialized: false,
    async initialize() {
      connection = await connectMySql(node, credentials, { multipleStatements: false });
      source.isInitialized = true;
      return source;
    },
    async query(sql) {
      const [rows] = await connection!.query(sql);
      return rows;
    },
    async destroy() {
      await connection?.end().catch(() => undefined);
    },
  };
  return source;
}

interface SqliteDatabase {
  prepare(sql: string): { reader: boolean; all(): unknown[]; run(): unknown };
  close(): void;
}

const sqliteDriver =
  lazyRequire<new (path: string, options: { readonly: boolean; fileMustExist: boolean }) => SqliteDatabase>(
    'better-sqlite3',
  );

/** An SQLite database from a file's bytes, opened read-only from a temporary copy. */
export async function sqliteDataSource(bytes: Uint8Array): Promise<SqlDataSource> {
  const file = join(tmpdir(), `weft-sql-agent-${randomUUID()}.sqlite`);
  await writeFile(file, bytes, { mode: 0o600 });
  let db: SqliteDatabase | undefined;
  const source: SqlDataSource = {
    options: { type: 'sqlite', database: file },
    isInitialized: false,
    async initialize() {
      const Database = sqliteDriver();
      db = new Database(file, { readonly: true, fileMustExist: true });
      source.isInitialized = true;
      return source;
    },
    async query(sql) {
      const statement = db!.prepare(sql);
      return statement.reader ? statement.all() : statement.run();
    },
    async destroy() {
      db?.close();
      await unlink(file).catch(() => undefined);
    },
  };
  return source;
}
