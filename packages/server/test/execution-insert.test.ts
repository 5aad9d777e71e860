/**
 * A new execution's insert on SQLite waits to be sent (`ExecutionRepository.insert`): until the
 * next statement outside a transaction, the next turn of the event loop, or the close of the
 * database. An execution saved before then is written by one insert with its outcome.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { ExecutionRepository } from '../src/repositories/executions.js';
import { sqliteExecutions } from './sqlite-executions.js';

const { open, file: fileIn, start, finish } = sqliteExecutions('Inserts');
/** A database whose first block of execution ids is reserved (reserving writes `sqlite_sequence`). */
const openReserved = async (file?: string) => {
  const db = await open(file);
  await finish(db, await start(db));
  return db;
};
/** Rows inserted, updated or deleted on the database's connection since it opened. */
const changes = async (db: Db) =>
  Number((await sql<{ n: number }>`select total_changes() as n`.execute(db.kysely)).rows[0]!.n);

describe('a new execution’s insert on SQLite', () => {
  it('is one statement with the outcome when the execution is saved before it was sent', async () => {
    const db = await openReserved();
    const before = await changes(db);
    const id = await start(db);
    await finish(db, id);
    expect(await changes(db)).toBe(before + 1);
    const saved = await new ExecutionRepository(db).get(id);
    expect(saved).toMatchObject({ status: 'success', finished: true, workflowName: 'Inserts' });
    expect(saved?.data.resultData.lastNodeExecuted).toBe('Set');
    expect(saved?.stoppedAt).toBeTruthy();
    await db.close();
  });

  it('is an insert and an update when the execution ends after the insert was sent', async () => {
    const db = await openReserved();
    const before = await changes(db);
    const id = await start(db);
    await new Promise((resolve) => setImmediate(resolve));
    await finish(db, id);
    expect(await changes(db)).toBe(before + 2);
    expect((await new ExecutionRepository(db).get(id))?.status).toBe('success');
    await db.close();
  });

  it('sends each of several waiting inserts once, although sending one runs the hook that sends the others', async () => {
    const db = await openReserved();
    const before = await changes(db);
    const ids = [await start(db), await start(db), await start(db)];
    // The next turn sends all three; the first, sent directly, runs the hook still waiting for a
    // statement, which sends the other two before the loop reaches them.
    await new Promise((resolve) => setImmediate(resolve));
    // Saved before the answers come: a second insert of the same id would fail these.
    await Promise.all(ids.map((id) => finish(db, id)));
    expect(await changes(db)).toBe(before + 6);
    for (const id of ids) expect((await new ExecutionRepository(db).get(id))?.status).toBe('success');
    await db.close();
  });

  it('stays held while other executions’ inserts are sent, so runs ending in one turn are one insert each', async () => {
    const db = await openReserved();
    const before = await changes(db);
    const [a, b] = [await start(db), await start(db)];
    // A's insert, sent with its outcome, does not send B's (they are independent of each other).
    const savedA = finish(db, a);
    await finish(db, b);
    await savedA;
    expect(await changes(db)).toBe(before + 2);
    expect((await new ExecutionRepository(db).get(b))?.status).toBe('success');
    await db.close();
  });

  it('goes ahead of the next statement, so a list right after the start finds the run', async () => {
    const db = await open();
    const id = await start(db);
    const { results } = await new ExecutionRepository(db).list('all', {}, 10);
    expect(results.map((r) => [r.id, r.status])).toEqual([[id, 'running']]);
    await db.close();
  });

  it('never goes inside another caller’s transaction, whose rollback would take it along', async () => {
    const db = await openReserved();
    await sql`create table other (x integer)`.execute(db.kysely);
    let id = '';
    await db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`insert into other values (1)`.execute(trx);
        id = await start(db);
        await sql`insert into other values (2)`.execute(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await sql<{ n: number }>`select count(*) as n from other`.execute(db.kysely)).rows[0]!.n).toBe(0);
    expect((await new ExecutionRepository(db).get(id))?.status).toBe('running');
    await db.close();
  });

  it('is sent when the database closes', async () => {
    const file = fileIn('closing.sqlite');
    const db = await open(file);
    const id = await start(db);
    await db.close();
    const again = await open(file);
    expect((await new ExecutionRepository(again).get(id))?.status).toBe('running');
    await again.close();
  });

  it('reports a failed insert where the execution is saved, in one statement too', async () => {
    const file = fileIn('taken.sqlite');
    const db = await open(file);
    await finish(db, await start(db));
    // A writer that ignores the reserved ids takes the next one first.
    const other = await open(file);
    await sql`insert into execution (id, mode, status, finished, startedAt, workflowData, data)
      values (2, 'manual', 'running', 0, ${new Date().toISOString()}, '{}', '{}')`.execute(other.kysely);
    await other.close();
    const id = await start(db);
    expect(id).toBe('2');
    await expect(finish(db, id)).rejects.toThrow(/UNIQUE constraint failed/);
    await db.close();
  });
});
