/**
 * `@weft/server/prewarm`: what a command can start before it loads the server's modules. Small on
 * purpose: `weft start` imports it first, so the work it starts overlaps that loading.
 */
import { dbTypeOf } from './db/db-type.js';
import { prewarmSqliteThread } from './db/sqlite-thread.js';

/** Starts the SQLite thread the instance will open, when `env` selects SQLite (see prewarmSqliteThread). */
export function prewarmDatabase(env: Record<string, string | undefined> = process.env): void {
  if (dbTypeOf(env) === 'sqlite') prewarmSqliteThread();
}
