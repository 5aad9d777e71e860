/**
 * The code of the SQLite thread (see `sqlite-thread.ts`). It runs as a CommonJS script made from
 * this function's source (`Worker` with `eval`), so it has no file of its own to bundle or resolve
 * and works the same from `src/` under the test runner and from the bundle. It must therefore use
 * nothing from outside its own body but the `require` it is given.
 *
 * The thread owns the one connection of a SQLite file and answers the statements the server sends
 * it, in the order sent:
 * - prepared statements are reused by SQL text (Kysely prepares every query it runs, and preparing
 *   costs more than running the small queries a webhook call makes);
 * - group commit: writes that arrive in the same turn of the thread's event loop share one
 *   transaction, committed at `setImmediate`. Their answers leave at once, as a connection on the
 *   serving thread answered before its commit too: the next statements see them, since they run on
 *   the same connection. Explicit transactions (`begin`) first commit the open batch;
 * - a file that keeps writing (200 writes) gets its checkpoints once a second instead of inside
 *   the commit that crosses SQLite's 1,000-page threshold. Each checkpoint copies the newest version
 *   of every page written since the last one and syncs the file, so a page written many times a
 *   second (an index's last leaf) is copied once: with a 200 ms timer, checkpoints took a third of
 *   this thread under webhook load.
 */
export function sqliteThreadBody(require: (id: string) => unknown): void {
  interface Statement {
    reader: boolean;
    all(params: readonly unknown[]): unknown[];
    run(params: readonly unknown[]): { changes: number; lastInsertRowid: number | bigint };
  }
  interface Connection {
    pragma(text: string, options?: { simple: boolean }): unknown;
    prepare(text: string): Statement & { pluck(): { get(): unknown } };
    exec(text: string): void;
    close(): void;
    readonly inTransaction: boolean;
  }
  interface Port {
    on(event: 'message', listener: (message: Request[] | Command) => void): void;
    postMessage(message: unknown): void;
    close(): void;
  }
  interface Request {
    id: number;
    sql: string;
    params: readonly unknown[];
  }
  type Command = { op: 'open'; file: string; walSizeLimit: number } | { op: 'reclaim'; id: number } | { op: 'close' };
  type Answer =
    | { id: number; rows: unknown[] }
    | { id: number; changes: number; lastInsertRowid: number | bigint }
    | { id: number; error: { message: string; code?: string } };

  const { parentPort, workerData } = require('node:worker_threads') as {
    parentPort: Port;
    workerData: { driver: string };
  };
  // Loaded at once: a thread started ahead of need (see prewarmSqliteThread) waits with it loaded.
  const Database = require(workerData.driver) as new (file: string) => Connection;
  /** Writes after which a file database's checkpoints move to a timer (see the top of this file). */
  const CHECKPOINT_AFTER_WRITES = 200;
  const CHECKPOINT_INTERVAL_MS = 1000;

  let db: Connection;
  let path = '';
  /** Opens the file the server names in its first message; answers whether SQLite could. */
  const open = (file: string, walSizeLimit: number): boolean => {
    try {
      db = new Database(file);
      path = file;
      // SQLite gives freed pages back (`PRAGMA incremental_vacuum`) only in incremental auto-vacuum
      // mode. New files get it before their first table; an older file is converted once with a
      // VACUUM (skipped, and tried at the next start, if another process holds the file).
      if (Number(db.pragma('auto_vacuum', { simple: true })) !== 2) {
        db.pragma('auto_vacuum = INCREMENTAL');
        const tables = Number(db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'").pluck().get());
        if (tables > 0) {
          try {
            db.exec('VACUUM');
          } catch {
            // Busy or read-only: the file keeps its mode until a start that can convert it.
          }
        }
      }
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      db.pragma('synchronous = NORMAL');
      // A large transaction grows the WAL file, and SQLite reuses it but never shrinks it: cap what it keeps.
      db.pragma(`journal_size_limit = ${walSizeLimit}`);
      parentPort.postMessage({ ready: true });
      return true;
    } catch (e) {
      const err = e as { message: string; code?: string };
      parentPort.postMessage({ ready: false, error: { message: err.message, code: err.code } });
      parentPort.close();
      return false;
    }
  };

  const cache = new Map<string, Statement>();
  let batchOpen = false;
  let explicit = false;
  let writes = 0;
  let checkpoints: ReturnType<typeof setInterval> | undefined;
  let commitScheduled = false;

  const errorOf = (e: unknown) => {
    const err = e as { message?: string; code?: string };
    return { message: String(err.message ?? e), ...(err.code ? { code: err.code } : {}) };
  };

  /** Commits the open batch; a failed commit (a full disk, an I/O error) is reported to the server's log. */
  const commitBatch = () => {
    if (!batchOpen) return;
    batchOpen = false;
    try {
      db.exec('COMMIT');
    } catch (e) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // Already rolled back by SQLite.
      }
      parentPort.postMessage({ commitError: errorOf(e) });
    }
    if (writes >= CHECKPOINT_AFTER_WRITES && !checkpoints && path !== ':memory:') {
      db.pragma('wal_autocheckpoint = 0');
      checkpoints = setInterval(() => {
        try {
          db.pragma('wal_checkpoint(PASSIVE)');
        } catch {
          // Busy (another process's checkpoint, a vacuum): the next pass catches up.
        }
      }, CHECKPOINT_INTERVAL_MS);
      checkpoints.unref?.();
    }
  };

  const commitLater = () => {
    commitScheduled = false;
    commitBatch();
  };

  /** Tracks explicit transactions and opens the group-commit batch for a write outside them. */
  const beforeStatement = (text: string): void => {
    const head = text.trimStart().slice(0, 8).toLowerCase();
    if (head.startsWith('begin') || head.startsWith('savepoin')) {
      if (!head.startsWith('savepoin')) commitBatch();
      explicit = true;
    } else if (head.startsWith('commit') || head.startsWith('rollback') || head.startsWith('end')) {
      if (!text.toLowerCase().includes('to savepoint')) explicit = false;
    } else if (/^(pragma|create|drop|alter|vacuum|attach|detach|reindex|analyze)/.test(head)) {
      commitBatch();
    } else if (
      !explicit &&
      (head.startsWith('insert') ||
        head.startsWith('update') ||
        head.startsWith('delete') ||
        head.startsWith('replace'))
    ) {
      writes++;
      if (!batchOpen) {
        db.exec('BEGIN');
        batchOpen = true;
        if (!commitScheduled) {
          commitScheduled = true;
          setImmediate(commitLater);
        }
      }
    }
  };

  const prepare = (text: string): Statement => {
    let statement = cache.get(text);
    if (!statement) {
      statement = db.prepare(text);
      if (cache.size >= 2000) cache.clear();
      cache.set(text, statement);
    }
    return statement;
  };

  const run = (request: Request): Answer => {
    const { id, sql, params } = request;
    try {
      beforeStatement(sql);
      const statement = prepare(sql);
      if (statement.reader) return { id, rows: statement.all(params) };
      const { changes, lastInsertRowid } = statement.run(params);
      return { id, changes, lastInsertRowid };
    } catch (e) {
      // A `begin` refused (busy) or a `commit` that failed leaves whatever transaction SQLite says is open.
      if (/^\s*(begin|commit|end|rollback)/i.test(sql)) explicit = db.inTransaction;
      return { id, error: errorOf(e) };
    }
  };

  let opened = false;
  parentPort.on('message', (message) => {
    if (!opened) {
      if (!Array.isArray(message) && message.op === 'open') opened = open(message.file, message.walSizeLimit);
      return;
    }
    if (Array.isArray(message)) {
      parentPort.postMessage(message.map(run));
      return;
    }
    if (message.op === 'reclaim') {
      // Gives free pages back to the file system, truncates the WAL after a checkpoint, and
      // answers how many pages are still free.
      try {
        if (!explicit) commitBatch();
        db.exec('PRAGMA incremental_vacuum');
        db.pragma('wal_checkpoint(TRUNCATE)');
        parentPort.postMessage([{ id: message.id, rows: [Number(db.pragma('freelist_count', { simple: true }))] }]);
      } catch (e) {
        parentPort.postMessage([{ id: message.id, error: errorOf(e) }]);
      }
      return;
    }
    if (message.op !== 'close') return;
    if (checkpoints) clearInterval(checkpoints);
    commitBatch();
    try {
      db.close();
    } finally {
      parentPort.close();
    }
  });
}
