import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { sqliteThreadBody, type AnswerBatch, type StatementBatch } from './sqlite-thread-body.js';

/** The most a SQLite WAL file keeps after a checkpoint (64 MiB); see `journal_size_limit`. */
const WAL_SIZE_LIMIT = 64 * 1024 * 1024;

/**
 * How many SQL texts are given a number (and sent once): more than the server's own statements.
 * Texts past it (queries built with a varying count of values) are sent whole each time.
 */
const NUMBERED_TEXTS = 1000;

interface Pending {
  resolve(result: QueryResult<unknown>): void;
  reject(error: Error): void;
}

/**
 * A SQLite file served by its own thread. Every statement goes there, so the thread that serves
 * requests no longer spends its time inside SQLite (about a fifth of a webhook call's CPU time
 * when the connection lived on it). Statements sent in one turn of the event loop travel in one
 * message (sent at `setImmediate`), their answers in one message back, and the order of
 * statements is kept: the connection is still one connection. Messages are flat arrays, and a
 * statement's SQL text is sent once (see `StatementBatch`).
 */
export interface SqliteThread {
  /** Runs one statement. Rejects with the SQLite error (its `code` kept). */
  run(sql: string, params: readonly unknown[]): Promise<QueryResult<unknown>>;
  /** See `Db.reclaimFreePages`. */
  reclaimFreePages(): Promise<number>;
  /** Commits what is pending, closes the connection and ends the thread. */
  close(): Promise<void>;
}

/** An Error carrying SQLite's code (`SQLITE_CONSTRAINT_UNIQUE`…), as better-sqlite3 throws it. */
function sqliteError(error: { message: string; code?: string }): Error {
  const e = new Error(error.message) as Error & { code?: string };
  e.name = 'SqliteError';
  if (error.code) e.code = error.code;
  return e;
}

/**
 * The profiler's flags among `argv` (`--cpu-prof`, `--heap-prof-dir=…`), with the value of one
 * written as a separate argument (`--cpu-prof-interval 200`): a worker refuses a flag without it.
 */
export function profilerFlags(argv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? '';
    if (!/^--(cpu|heap)-prof/.test(flag)) continue;
    kept.push(flag);
    const takesValue = /^--(cpu|heap)-prof-(dir|name|interval)$/.test(flag);
    if (takesValue && i + 1 < argv.length) kept.push(argv[++i] ?? '');
  }
  return kept;
}

/** A thread started ahead of need, and whether it is still alive. */
let warm: { worker: Worker; alive: boolean } | undefined;

function spawn(): Worker {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(`(${sqliteThreadBody.toString()})(require)`, {
    eval: true,
    workerData: { driver },
    // Only the process's profiling flags, so `--cpu-prof` profiles this thread too: the body is a
    // CommonJS script whatever input type the process's own `-e` code has, and a worker refuses
    // V8 flags (`node --max-old-space-size=4096 weft start`).
    execArgv: profilerFlags(process.execArgv),
  });
  // Idle, it keeps no process alive (see `track` below for when it does).
  worker.unref();
  return worker;
}

/**
 * Starts a SQLite thread ahead of need, for the next {@link openSqliteThread} to take: a thread's
 * own Node.js environment takes about 45 ms to boot, which `weft start` spends while it loads its
 * modules instead of after. A thread nobody takes keeps no process alive.
 */
export function prewarmSqliteThread(): void {
  if (warm?.alive) return;
  const entry = { worker: spawn(), alive: true };
  const dead = () => (entry.alive = false);
  entry.worker.once('error', dead);
  entry.worker.once('exit', dead);
  warm = entry;
}

/** Opens `file` (`:memory:` too) on a new thread; rejects when SQLite cannot open it. */
export function openSqliteThread(file: string): Promise<SqliteThread> {
  const worker = warm?.alive ? warm.worker : spawn();
  warm = undefined;
  // Held while it opens: nothing else may keep the process alive meanwhile.
  worker.ref();
  worker.postMessage({ op: 'open', file, walSizeLimit: WAL_SIZE_LIMIT });
  /** Statements written into `outbox`, waiting to be sent, and where each begins in it. */
  let outbox: StatementBatch = [];
  let outboxPending: Pending[] = [];
  let outboxStarts: number[] = [];
  /** The statements of each message sent and not yet answered, oldest first: answers come in order. */
  const inFlight: Pending[][] = [];
  /** How many statements wait for an answer. */
  let waiting = 0;
  /** The numbers SQL texts were sent under (see `StatementBatch`). */
  const numbers = new Map<string, number>();
  let nextNumber = 0;
  let failure: Error | undefined;
  let closing: Promise<void> | undefined;

  // The thread keeps the process alive only while a statement waits for its answer, as a
  // connection on this thread never kept it alive at all.
  const track = (p: Pending) => {
    if (waiting++ === 0) worker.ref();
    return p;
  };
  const settled = (count: number) => {
    waiting -= count;
    if (waiting === 0) worker.unref();
  };
  const answer = (answers: AnswerBatch) => {
    const statements = inFlight.shift();
    if (!statements) return;
    let i = 0;
    for (const p of statements) {
      const kind = answers[i++];
      if (kind === 0) p.resolve({ rows: answers[i++] as unknown[] });
      else if (kind === 1) {
        const changes = answers[i++] as number;
        const lastInsertRowid = answers[i++] as number | bigint;
        p.resolve({ numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] });
      } else {
        const message = answers[i++] as string;
        const code = answers[i++] as string | null;
        p.reject(sqliteError({ message, ...(code ? { code } : {}) }));
      }
    }
    settled(statements.length);
  };
  const failAll = (error: Error) => {
    failure ??= error;
    for (const p of [...inFlight.flat(), ...outboxPending]) p.reject(failure);
    inFlight.length = 0;
    outbox = [];
    outboxPending = [];
    outboxStarts = [];
    waiting = 0;
    worker.unref();
  };
  const send = () => {
    if (outboxPending.length === 0) return;
    const batch = outbox;
    const statements = outboxPending;
    const starts = outboxStarts;
    outbox = [];
    outboxPending = [];
    outboxStarts = [];
    try {
      worker.postMessage(batch);
      inFlight.push(statements);
    } catch {
      // A value the thread cannot receive (DataCloneError: a function, a symbol): each statement
      // goes on its own, so that only the caller who passed it fails.
      const lost = new Map<unknown, string>();
      statements.forEach((p, k) => {
        let part = batch.slice(starts[k], starts[k + 1] ?? batch.length);
        // A text whose number never reached the thread (below) goes whole.
        const text = lost.get(part[0]);
        if (text !== undefined) part = [text, -1, ...part.slice(1)];
        try {
          worker.postMessage(part);
          inFlight.push([p]);
        } catch (e) {
          if (typeof part[0] === 'string' && numbers.get(part[0]) === part[1]) {
            numbers.delete(part[0]);
            lost.set(part[1], part[0]);
          }
          settled(1);
          p.reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
    }
  };

  return new Promise<SqliteThread>((resolve, reject) => {
    let ready = false;
    type Note = { ready: boolean; error?: { message: string; code?: string } } | { commitError: { message: string } };
    worker.on('message', (message: AnswerBatch | Note) => {
      if (Array.isArray(message)) {
        answer(message);
        return;
      }
      if ('commitError' in message) {
        // The writes were answered before their group commit, as on a connection of this thread.
        console.error(`weft database: a group commit of ${file} failed: ${message.commitError.message}`);
        return;
      }
      if (message.ready) {
        ready = true;
        if (waiting === 0) worker.unref();
        resolve(thread);
      } else reject(sqliteError(message.error ?? { message: 'SQLite could not open the file' }));
    });
    worker.on('error', (e) => {
      if (!ready) reject(e);
      failAll(new Error(`The database thread failed: ${e.message}`, { cause: e }));
    });
    worker.on('exit', (code) => {
      if (!ready) reject(new Error(`The database thread ended before opening ${file} (exit code ${code})`));
      failAll(new Error(closing ? 'The database is closed' : `The database thread ended (exit code ${code})`));
    });

    const thread: SqliteThread = {
      run(sql, params) {
        return new Promise<QueryResult<unknown>>((resolve, reject) => {
          if (failure) return reject(failure);
          if (closing) return reject(new Error('The database is closed'));
          if (outboxPending.length === 0) setImmediate(send);
          outboxPending.push(track({ resolve, reject }));
          outboxStarts.push(outbox.length);
          const number = numbers.get(sql);
          if (number !== undefined) outbox.push(number);
          else if (numbers.size < NUMBERED_TEXTS) {
            numbers.set(sql, nextNumber);
            outbox.push(sql, nextNumber++);
          } else outbox.push(sql, -1);
          outbox.push(params.length);
          for (const param of params) outbox.push(param);
        });
      },
      reclaimFreePages() {
        return new Promise<number>((res, rej) => {
          if (failure || closing) return rej(failure ?? new Error('The database is closed'));
          send();
          inFlight.push([track({ resolve: (r) => res(Number(r.rows[0])), reject: rej })]);
          worker.postMessage({ op: 'reclaim' });
        });
      },
      close() {
        closing ??= new Promise<void>((res) => {
          if (failure) {
            void worker.terminate().then(() => res());
            return;
          }
          worker.ref();
          worker.once('exit', () => res());
          send();
          worker.postMessage({ op: 'close' });
        });
        return closing;
      },
    };
  });
}

/**
 * Kysely's SQLite dialect over a {@link SqliteThread}. Statements of different callers are sent
 * as they come (the thread runs them in order); a transaction (`begin` … `commit`/`rollback`) has
 * the connection to itself: other callers' statements wait until it ends, as Kysely's own SQLite
 * driver makes every caller wait for the one connection.
 */
export class ThreadSqliteDialect extends SqliteDialect {
  private driver: ThreadDriver | undefined;
  /** Called once before the next statement (see {@link beforeNextStatement}); a hook given twice is kept once. */
  private hooks = new Set<() => void>();

  constructor(private readonly thread: SqliteThread) {
    super({ database: {} as never });
  }

  override createDriver(): Driver {
    return (this.driver = new ThreadDriver(this.thread, () => this.runHooks()));
  }

  /**
   * Calls `hook` once, just before the next statement is sent, so that statements `hook` sends go
   * ahead of it. Those wait for an open transaction to end, as any other caller's do, so a
   * rollback never takes them along.
   */
  beforeNextStatement(hook: () => void): void {
    this.hooks.add(hook);
  }

  private runHooks(): void {
    if (this.hooks.size === 0) return;
    const hooks = this.hooks;
    this.hooks = new Set();
    for (const hook of hooks) hook();
  }

  /**
   * Sends a statement at once, without Kysely's connection layers (a connection acquired, run and
   * released costs more on the serving thread than the statement's trip to the SQLite thread).
   * Answers undefined while a transaction holds the connection, or before Kysely made its driver:
   * the statement must then go the usual way and wait its turn. The hooks of
   * {@link beforeNextStatement} run first, unless the statement is `independent` of what they send.
   */
  runDirect(query: CompiledQuery, independent = false): Promise<QueryResult<unknown>> | undefined {
    if (!this.driver || this.driver.owner) return undefined;
    if (!independent) this.runHooks();
    return this.thread.run(query.sql, query.parameters);
  }
}

class ThreadDriver implements Driver {
  /** The connection whose transaction is open, if any. */
  owner: ThreadConnection | undefined;
  private waiting: Array<() => void> = [];

  constructor(
    readonly thread: SqliteThread,
    /** Runs the dialect's hooks (see `ThreadSqliteDialect.beforeNextStatement`). */
    readonly beforeStatement: () => void,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteName(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A connection given back with its transaction still open (an error between begin and
    // rollback) must not keep every other caller waiting.
    if (this.owner === connection) this.release();
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }

  /** Waits until no other connection's transaction is open. */
  async turn(connection: ThreadConnection): Promise<void> {
    while (this.owner && this.owner !== connection) await new Promise<void>((r) => this.waiting.push(r));
  }

  release(): void {
    this.owner = undefined;
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }
}

/** `"name"`, with inner quotes doubled. */
function quoteName(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

class ThreadConnection implements DatabaseConnection {
  constructor(private readonly driver: ThreadDriver) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { driver } = this;
    if (driver.owner && driver.owner !== this) await driver.turn(this);
    const head = compiled.sql.trimStart().slice(0, 8).toLowerCase();
    const begins = head.startsWith('begin');
    const ends =
      head.startsWith('commit') ||
      head.startsWith('end') ||
      (head.startsWith('rollback') && !compiled.sql.toLowerCase().includes(' to '));
    driver.beforeStatement();
    if (begins) driver.owner = this;
    try {
      return (await driver.thread.run(compiled.sql, compiled.parameters)) as QueryResult<R>;
    } catch (e) {
      if (begins && driver.owner === this) driver.release();
      throw e;
    } finally {
      if (ends && driver.owner === this) driver.release();
    }
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // Nothing in the server streams rows; a caller that does gets every row at once.
    yield await this.executeQuery<R>(compiled);
  }
}
