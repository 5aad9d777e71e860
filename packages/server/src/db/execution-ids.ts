import { sql } from 'kysely';
import type { Db } from './database.js';
import type { ExecutionTable } from './schema.js';

/** How many execution ids a SQLite process reserves at once. */
export const EXECUTION_ID_BLOCK = 32;

/** The ids a process reserved and has not given out yet: `next` to `last`, both included. */
interface Block {
  next: number;
  last: number;
}

/** Per database: the reserved block, and the reservation under way. */
interface IdState {
  block: Block | undefined;
  reserving: Promise<Block> | undefined;
}

const states = new WeakMap<Db, IdState>();

function stateOf(db: Db): IdState {
  let state = states.get(db);
  if (!state) states.set(db, (state = { block: undefined, reserving: undefined }));
  return state;
}

/**
 * Reserves the next {@link EXECUTION_ID_BLOCK} ids of `execution`, where SQLite's AUTOINCREMENT
 * keeps its counter (`sqlite_sequence`, which SQLite lets programs update). Every process that
 * inserts there moves the counter past what it takes, by a reservation like this one or by an
 * insert without an id, so no two processes give out the same id: each statement reads and
 * moves the counter under SQLite's write lock.
 */
async function reserve(db: Db): Promise<Block> {
  // Sent together, so that they usually share a commit.
  const counter = sql`insert into sqlite_sequence (name, seq) select 'execution', 0
    where not exists (select 1 from sqlite_sequence where name = 'execution')`.execute(db.kysely);
  const moved = sql<{ seq: number }>`update sqlite_sequence
    set seq = max(seq, coalesce((select max(id) from execution), 0)) + ${EXECUTION_ID_BLOCK}
    where name = 'execution' returning seq`.execute(db.kysely);
  const [, { rows }] = await Promise.all([counter, moved]);
  const last = Number(rows[0]?.seq);
  if (!Number.isSafeInteger(last)) throw new Error('Reserving execution ids answered no counter');
  return { next: last - EXECUTION_ID_BLOCK + 1, last };
}

/**
 * The id of a new execution on a SQLite database, known before its row is written: the insert
 * can then go without waiting for SQLite to answer the id, which took a round trip to the
 * database thread (about 1.5 ms under webhook load) off every run's start. Ids come from blocks
 * reserved in `sqlite_sequence`, so in one process they keep counting up from 1 on a new
 * database as autoincrement did; a process started beside another (`weft execute` while `weft
 * start` runs) takes a block of its own.
 */
export async function nextExecutionId(db: Db): Promise<number> {
  const state = stateOf(db);
  for (;;) {
    const block = state.block;
    if (block && block.next <= block.last) return block.next++;
    const reserving = (state.reserving ??= reserve(db).finally(() => (state.reserving = undefined)));
    const reserved = await reserving;
    // The first to wake takes the new block; the others find it there.
    if (!(state.block && state.block.next <= state.block.last)) state.block = reserved;
  }
}

/** The columns that say how an execution ended. */
export type ExecutionOutcome = Pick<ExecutionTable, 'status' | 'finished' | 'stoppedAt' | 'waitTill' | 'data'>;

/**
 * Sends an execution's held insert: as it is (the execution still running), or with how the
 * execution ended, in place of an insert and an update.
 */
export type HeldExecutionInsert = (outcome?: ExecutionOutcome) => void;

/** The held inserts of one database, and whether their sending is scheduled. */
interface HeldInserts {
  inserts: Map<number, HeldExecutionInsert>;
  scheduled: boolean;
  /** Sends them all; the same function each time, so the dialect keeps it once. */
  flush: () => void;
}

const held = new WeakMap<Db, HeldInserts>();

/**
 * Holds back the insert of execution `id` (see `ExecutionRepository.insert`) until just before
 * the next statement that may depend on it (`Db.beforeNextStatement`) or the next turn of the event
 * loop, whichever comes first, unless {@link sendHeldExecutionInsert} sends it before. Closing the
 * database sends it first; emptying its tables (`truncateAll`) drops it.
 */
export function holdExecutionInsert(db: Db, id: number, send: HeldExecutionInsert): void {
  let h = held.get(db);
  if (!h) {
    const created: HeldInserts = {
      inserts: new Map(),
      scheduled: false,
      flush: () => {
        created.scheduled = false;
        // Each entry leaves the map before it is sent, and a send may flush the others itself (it
        // runs the hooks of the next statement): the live iterator skips entries deleted meanwhile.
        for (const [key, insert] of created.inserts) {
          created.inserts.delete(key);
          insert();
        }
      },
    };
    held.set(db, (h = created));
  }
  h.inserts.set(id, send);
  if (h.scheduled) return;
  h.scheduled = true;
  db.beforeNextStatement?.(h.flush);
  setImmediate(h.flush);
}

/**
 * Sends the insert of execution `id` now if it is held, with `outcome` when given; answers whether
 * it was held. It is sent once, whoever sends it first.
 */
export function sendHeldExecutionInsert(db: Db, id: number, outcome?: ExecutionOutcome): boolean {
  const inserts = held.get(db)?.inserts;
  const send = inserts?.get(id);
  if (!send) return false;
  inserts!.delete(id);
  send(outcome);
  return true;
}

/**
 * Gives back the ids reserved and not used, when no process reserved more since (before the
 * database closes), so a restart goes on from the last id used instead of leaving a gap.
 * Held inserts are sent first.
 */
export async function releaseExecutionIds(db: Db): Promise<void> {
  held.get(db)?.flush();
  const block = states.get(db)?.block;
  states.delete(db);
  if (!block || block.next > block.last) return;
  await sql`update sqlite_sequence set seq = ${block.next - 1}
    where name = 'execution' and seq = ${block.last}`.execute(db.kysely);
}

/** Forgets the reserved ids and the held inserts (the execution table and its counter were emptied). */
export function forgetExecutionIds(db: Db): void {
  states.delete(db);
  held.delete(db);
}
