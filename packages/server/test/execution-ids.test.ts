/**
 * Execution ids on SQLite, known before the row is written (`db/execution-ids.ts`): they count up
 * from 1 as autoincrement did, two processes on one file never give out the same id, the ids a
 * process reserved and did not use go back when it closes, and an insert that failed is reported
 * where the execution is saved.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { truncateAll, type Db } from '../src/db/database.js';
import { EXECUTION_ID_BLOCK } from '../src/db/execution-ids.js';
import { ExecutionRepository } from '../src/repositories/executions.js';
import { sqliteExecutions } from './sqlite-executions.js';

const { open, file: fileIn, start: insert, finish } = sqliteExecutions('Ids');
const storedIds = async (db: Db) =>
  (await db.kysely.selectFrom('execution').select('id').orderBy('id').execute()).map((r) => r.id);

describe('execution ids on SQLite', () => {
  it('count up from 1, past a reserved block, with every row written', async () => {
    const db = await open();
    const count = EXECUTION_ID_BLOCK * 2 + 5;
    const ids = await Promise.all(Array.from({ length: count }, () => insert(db)));
    expect(ids).toEqual(Array.from({ length: count }, (_, i) => String(i + 1)));
    expect(await storedIds(db)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    await db.close();
  });

  it('never repeat between two processes on one file, nor with an insert that lets SQLite choose', async () => {
    const file = fileIn('shared.sqlite');
    const [a, b] = [await open(file), await open(file)];
    const ids: string[] = [];
    for (let round = 0; round < 3; round++) {
      ids.push(...(await Promise.all([insert(a), insert(b), insert(a), insert(b)])));
      // An older process inserting without an id: SQLite takes the counter's next value.
      const { rows } = await sql<{ id: number }>`insert into execution
        (mode, status, finished, startedAt, workflowData, data)
        values ('manual', 'running', 0, ${new Date().toISOString()}, '{}', '{}') returning id`.execute(a.kysely);
      ids.push(String(rows[0]!.id));
    }
    expect(new Set(ids).size).toBe(ids.length);
    // An id is answered before its row is written: closing commits what each process sent.
    await Promise.all([a.close(), b.close()]);
    const reopened = await open(file);
    expect((await storedIds(reopened)).map(String).sort()).toEqual([...ids].sort());
    await reopened.close();
  });

  it('given back when the process closes, so the next start goes on without a gap', async () => {
    const file = fileIn('restart.sqlite');
    const first = await open(file);
    expect([await insert(first), await insert(first), await insert(first)]).toEqual(['1', '2', '3']);
    await first.close();
    const second = await open(file);
    expect(await insert(second)).toBe('4');
    await second.close();
  });

  it('start again from 1 once the table and its counter are emptied', async () => {
    const db = await open();
    await insert(db);
    await insert(db);
    await truncateAll(db);
    expect(await insert(db)).toBe('1');
    await db.close();
  });

  it('report an insert that failed when the execution is saved', async () => {
    const file = fileIn('taken.sqlite');
    const db = await open(file);
    expect(await insert(db)).toBe('1');
    // A writer that ignores the counter takes the next id first.
    const other = await open(file);
    await sql`insert into execution (id, mode, status, finished, startedAt, workflowData, data)
      values (2, 'manual', 'running', 0, ${new Date().toISOString()}, '{}', '{}')`.execute(other.kysely);
    await other.close();
    const id = await insert(db);
    expect(id).toBe('2');
    await expect(finish(db, id)).rejects.toThrow(/UNIQUE constraint failed/);
    await finish(db, '1');
    expect((await new ExecutionRepository(db).get('1'))?.status).toBe('success');
    await db.close();
  });
});
