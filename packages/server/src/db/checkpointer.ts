import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the background thread copies the WAL into the database file (ms). */
const CHECKPOINT_INTERVAL_MS = 200;

/** SQLite's own automatic checkpoint threshold (pages), restored when the background thread stops. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

/**
 * The thread's code, run as a CommonJS script (`eval`): no file of its own to bundle or resolve.
 * It opens its own connection and runs passive checkpoints, which never block a writer and skip
 * frames a reader still needs; frames already copied cost nothing on the next pass.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
let timer;
const pass = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (e) {
    // Busy (another checkpoint, a vacuum): the next pass catches up. Anything else is reported.
    if (!/^SQLITE_(BUSY|LOCKED)/.test(e.code || '')) parentPort.postMessage({ error: e.message });
  }
  timer = setTimeout(pass, workerData.intervalMs);
};
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
timer = setTimeout(pass, workerData.intervalMs);
`;

/** A running background checkpointer. */
export interface Checkpointer {
  /** Stops the thread and gives checkpoints back to the connection. */
  stop(): Promise<void>;
}

/**
 * Moves a WAL-mode SQLite file's checkpoints off the event loop. SQLite runs them inside the commit
 * that crosses its threshold (every 1,000 pages), copying pages and syncing the file on the
 * thread that serves requests: about half of what saving a webhook's execution cost on the 2-core
 * test machine. Here a worker thread with its own connection runs them every 200 ms instead, and
 * `connection`'s automatic checkpoints are switched off while it runs. If the thread fails, they
 * are switched on again, so the WAL never grows without bound.
 */
export function startCheckpointer(connection: SQLite.Database, file: string): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: { driver, file, intervalMs: CHECKPOINT_INTERVAL_MS },
    // Small: the thread holds one connection and no JavaScript data of note.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
  });
  worker.unref();
  connection.pragma('wal_autocheckpoint = 0');
  let running = true;
  const fallBack = (reason: string) => {
    if (!running) return;
    running = false;
    console.error(`weft database: background checkpoints stopped (${reason}); SQLite checkpoints on commit again`);
    if (connection.open) connection.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  };
  worker.on('message', (m: { error?: string }) => {
    if (m.error) {
      fallBack(m.error);
      void worker.terminate();
    }
  });
  worker.on('error', (e) => fallBack(e.message));
  worker.on('exit', (code) => {
    if (running && code !== 0) fallBack(`exit code ${code}`);
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (!running) {
          void worker.terminate().then(() => resolve());
          return;
        }
        running = false;
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
        if (connection.open) connection.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
      }),
  };
}
