/**
 * SQLite databases in a temporary folder (removed after the file's tests), and executions started
 * and saved on them through `ExecutionRepository`, for the tests of execution ids and inserts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Workflow } from '@weft/workflow';
import { afterAll } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.js';
import { ExecutionRepository } from '../src/repositories/executions.js';

/** Helpers over databases in a new folder named after `name`; executions belong to a workflow of that name. */
export function sqliteExecutions(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `weft-${name.toLowerCase()}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;
  const workflow: Workflow = { name, nodes: [], connections: {} };
  return {
    /** Opens `file`, or a new database file. */
    open: (file = join(dir, `db-${++files}.sqlite`)) => openDatabase({ db: { type: 'sqlite', file } }),
    /** A path for a database file in the folder. */
    file: (base: string) => join(dir, base),
    /** Starts an execution (its row inserted, or held back) and answers its id. */
    start: (db: Db) =>
      new ExecutionRepository(db).insert({
        workflow,
        mode: 'webhook',
        status: 'running',
        startedAt: new Date().toISOString(),
      }),
    /** Saves execution `id` as a success whose last node was Set. */
    finish: (db: Db, id: string) =>
      new ExecutionRepository(db).finish(id, {
        status: 'success',
        finished: true,
        stoppedAt: new Date().toISOString(),
        data: { resultData: { runData: {}, lastNodeExecuted: 'Set' } },
      }),
  };
}
