/**
 * What the server sends the thread for a batch of statements: for each, in order, its SQL (a text
 * the first time, with the number it is kept under next, or -1 to keep it under none; afterwards
 * that number alone), the count of its parameters, then the parameters.
 * `['select ?', 0, 1, 'a', 0, 1, 'b']` runs `select ?` twice.
 */
export type StatementBatch = unknown[];

/**
 * The thread's answer to a {@link StatementBatch}, one entry per statement in order: `0, rows` for a
 * reader, `1, changes, lastInsertRowid` for a write, `2, message, code | null` for a failure.
 */
export type AnswerBatch = unknown[];

/**
 * The code of the SQLite thread (see `sqlite-thread.ts`). It runs as a CommonJS script made from
 * this function's source (`Worker` with `eval`), so it has no file of its own to bundle or resolve
 * and works the same from `src/` under the test runner and from the bundle. It must therefore use
 * nothing from outside its own body but the `require` it is given.
 *
 * The thread owns the one connection of a SQLite file and answers the statements the server sends
 * it, in the order sent:
 * - a batch of statements is one flat array, and so are its answers (see {@link StatementBatch}):
 *   an object per statement and per answer cost more to copy between threads than SQLite spent
 *   running them;
 * - a statement's SQL text crosses once: the server numbers the texts it sends, and later sends
 *   the number. Prepared statements are kept by number, and the others by SQL text (Kysely
 *   prepares every query it runs, and preparing costs more than running the small queries a
 *   webhook call makes);
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
    on(event: 'message', listener: (message: StatementBatch | Command) => void): void;
    postMessage(message: unknown): void;
    close(): void;
  }
  type Command = { op: 'open'; file: string; walSizeLimit: number } | { op: 'reclaim' } | { op: 'close' };
  /** What a statement does to transactions (see `beforeStatement`), read once from its text. */
  type Kind = 'begin' | 'savepoint' | 'end' | 'rollbackTo' | 'schema' | 'write' | 'read';
  /** A statement the server numbered. */
  interface Named {
    text: string;
    kind: Kind;
    prepared?: Statement;
  }

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
      // Statement journals (the pages a statement inside the group-commit transaction changed, kept
      // to undo that statement alone) stay in memory: past 64 KiB SQLite spilled each to a new
      // temporary file, created, written and unlinked several hundred times a second under
      // webhook load. Temporary tables and sorts stay in memory too.
      db.pragma('temp_store = MEMORY');
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

  /** What `text` does to transactions. */
  const kindOf = (text: string): Kind => {
    const head = text.trimStart().slice(0, 8).toLowerCase();
    if (head.startsWith('begin')) return 'begin';
    if (head.startsWith('savepoin')) return 'savepoint';
    // `rollback to [savepoint] name` ends no transaction.
    if (head.startsWith('rollback') && /\sto\s/i.test(text)) return 'rollbackTo';
    if (head.startsWith('commit') || head.startsWith('rollback') || head.startsWith('end')) return 'end';
    if (/^(pragma|create|drop|alter|vacuum|attach|detach|reindex|analyze)/.test(head)) return 'schema';
    if (
      head.startsWith('insert') ||
      head.startsWith('update') ||
      head.startsWith('delete') ||
      head.startsWith('replace')
    )
      return 'write';
    return 'read';
  };

  /** Tracks explicit transactions and opens the group-commit batch for a write outside them. */
  const beforeStatement = (kind: Kind): void => {
    if (kind === 'begin') {
      commitBatch();
      explicit = true;
    } else if (kind === 'savepoint') explicit = true;
    else if (kind === 'end') explicit = false;
    else if (kind === 'schema') commitBatch();
    else if (kind === 'write' && !explicit) {
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

  /** A statement nobody numbered, prepared once per text (the cache is emptied past 2,000). */
  const prepare = (text: string): Statement => {
    let statement = cache.get(text);
    if (!statement) {
      statement = db.prepare(text);
      if (cache.size >= 2000) cache.clear();
      cache.set(text, statement);
    }
    return statement;
  };

  /** Statements by the number the server gave them. */
  const named: Named[] = [];

  /** Runs one statement (`entry`, or `text` when nobody numbered it) and appends its answer to `out`. */
  const run = (entry: Named | undefined, text: string, params: unknown[], out: AnswerBatch): void => {
    const kind = entry ? entry.kind : kindOf(text);
    try {
      beforeStatement(kind);
      const prepared = entry ? (entry.prepared ??= db.prepare(text)) : prepare(text);
      if (prepared.reader) {
        out.push(0, prepared.all(params));
        return;
      }
      const { changes, lastInsertRowid } = prepared.run(params);
      out.push(1, changes, lastInsertRowid);
    } catch (e) {
      // A `begin` refused (busy) or a `commit` that failed leaves whatever transaction SQLite says is open.
      if (kind === 'begin' || kind === 'end' || kind === 'rollbackTo') explicit = db.inTransaction;
      const { message, code } = errorOf(e);
      out.push(2, message, code ?? null);
    }
  };

  /** Runs a {@link StatementBatch} and answers its {@link AnswerBatch}. */
  const runBatch = (batch: StatementBatch): AnswerBatch => {
    const out: AnswerBatch = [];
    let i = 0;
    while (i < batch.length) {
      const head = batch[i++];
      let entry: Named | undefined;
      let text: string;
      if (typeof head === 'string') {
        text = head;
        const number = batch[i++] as number;
        if (number >= 0) named[number] = entry = { text, kind: kindOf(text) };
      } else {
        entry = named[head as number];
        if (!entry) throw new Error(`The database thread has no statement ${String(head)}`);
        text = entry.text;
      }
      const count = batch[i++] as number;
      const params = batch.slice(i, i + count);
      i += count;
      run(entry, text, params, out);
    }
    return out;
  };

  let opened = false;
  parentPort.on('message', (message) => {
    if (!opened) {
      if (!Array.isArray(message) && message.op === 'open') opened = open(message.file, message.walSizeLimit);
      return;
    }
    if (Array.isArray(message)) {
      parentPort.postMessage(runBatch(message));
      return;
    }
    if (message.op === 'reclaim') {
      // Gives free pages back to the file system, truncates the WAL after a checkpoint, and
      // answers how many pages are still free.
      try {
        if (!explicit) commitBatch();
        db.exec('PRAGMA incremental_vacuum');
        db.pragma('wal_checkpoint(TRUNCATE)');
        parentPort.postMessage([0, [Number(db.pragma('freelist_count', { simple: true }))]]);
      } catch (e) {
        const { message: text, code } = errorOf(e);
        parentPort.postMessage([2, text, code ?? null]);
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
