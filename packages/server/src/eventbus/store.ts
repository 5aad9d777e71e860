import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { parseJson } from '../db/columns.js';
import type { DestinationOptions } from './destinations/options.js';
import { firstIdAt, type EventMessage, type EventPayload } from './message.js';
import { messageTypeOf } from './event-names.js';
import { ReusableQuery } from '../db/reusable-query.js';

/** The event bus's tables (migration 009), kept here with the only code that reads them. */
export interface EventBusTables {
  eventbus_event: {
    id: string;
    ts: string;
    seq: string;
    eventName: string;
    message: string;
    payload: string;
    executionId: string | null;
  };
  eventbus_destination: { id: string; type: string; data: string; createdAt: string; updatedAt: string };
  eventbus_outbox: {
    destinationId: string;
    eventId: string;
    /** The event's order key (see {@link EventBusStore.persist}), so a destination receives its events in order. */
    seq: string;
    attempts: number;
    nextAttemptAt: string;
    /** While a process is sending it: no other process takes it before this time. */
    claimedUntil: string | null;
    lastError: string | null;
  };
}

/** An outbox row with its event, ready to send. */
export interface PendingDelivery {
  event: EventMessage;
  attempts: number;
}

/** Rows per multi-row insert (well under SQLite's and PostgreSQL's parameter limits). */
const CHUNK = 200;

function toEvent(row: Omit<EventBusTables['eventbus_event'], 'seq'>): EventMessage {
  return {
    __type: messageTypeOf(row.eventName),
    id: row.id,
    ts: row.ts,
    eventName: row.eventName,
    message: row.message,
    payload: parseJson<EventPayload>(row.payload, {}),
  };
}

/** Storage of events, destinations and outboxes, on SQLite or PostgreSQL. */
export class EventBusStore {
  private readonly k: Kysely<EventBusTables>;
  private readonly dialect: Db['dialect'];

  /** Every destination's options, read with each batch of events. */
  private readonly destinationData = new ReusableQuery<EventBusTables, { data: string }>((k) =>
    k.selectFrom('eventbus_destination').select('data'),
  );

  /** The insert of `n` events, compiled once per `n` (see {@link ReusableQuery}). */
  private readonly eventInserts = new Map<number, ReusableQuery<EventBusTables>>();

  constructor(db: Db) {
    this.k = db.kysely as unknown as Kysely<EventBusTables>;
    this.dialect = db.dialect;
  }

  private insertEvents(n: number): ReusableQuery<EventBusTables> {
    let query = this.eventInserts.get(n);
    if (!query) {
      query = new ReusableQuery<EventBusTables>(
        (k, slot) =>
          k.insertInto('eventbus_event').values(
            Array.from({ length: n }, (_, row) => ({
              id: slot('id', row) as string,
              ts: slot('ts', row) as string,
              seq: slot('seq', row) as string,
              eventName: slot('eventName', row) as string,
              message: slot('message', row) as string,
              payload: slot('payload', row) as string,
              executionId: slot('executionId', row) as string | null,
            })),
          ),
        // Events name their execution without a foreign key: they need not wait for its insert.
        { independent: true },
      );
      this.eventInserts.set(n, query);
    }
    return query;
  }

  /**
   * Saves events and, in the same transaction (on SQLite, the same group commit), an outbox row
   * for every destination `routeOf` names, reading the destinations inside it (so a worker's events reach destinations created by
   * main a moment before). Without `routeOf` (log streaming off) no destination is read. Answers
   * how many outbox rows were written.
   */
  async persist(
    events: Array<EventMessage & { seq: string }>,
    routeOf?: (event: EventMessage, destinations: DestinationOptions[]) => string[],
  ): Promise<number> {
    // SQLite: the database layer already commits the writes of one event-loop turn together, and
    // an explicit transaction would cut that batch short; PostgreSQL needs its own.
    if (this.dialect === 'sqlite') return this.write(this.k, events, routeOf);
    return this.k.transaction().execute((trx) => this.write(trx, events, routeOf));
  }

  /** The writes of {@link persist}, on the database or inside a transaction. */
  private async write(
    trx: Kysely<EventBusTables>,
    events: Array<EventMessage & { seq: string }>,
    routeOf?: (event: EventMessage, destinations: DestinationOptions[]) => string[],
  ): Promise<number> {
    const destinations = routeOf
      ? (await this.destinationData.run(trx, {})).rows
          .map((r) => parseJson<DestinationOptions | null>(r.data, null))
          .filter((d): d is DestinationOptions => !!d)
      : [];
    const rows = events.map((e) => ({
      id: e.id,
      ts: e.ts,
      seq: e.seq,
      eventName: e.eventName,
      message: e.message,
      payload: JSON.stringify(e.payload),
      executionId: typeof e.payload.executionId === 'string' ? e.payload.executionId : null,
    }));
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      await this.insertEvents(chunk.length).run(trx, chunk);
    }
    if (!routeOf || destinations.length === 0) return 0;
    const outbox = events.flatMap((e) =>
      routeOf(e, destinations).map((destinationId) => ({
        destinationId,
        eventId: e.id,
        seq: e.seq,
        attempts: 0,
        nextAttemptAt: e.ts,
        claimedUntil: null,
        lastError: null,
      })),
    );
    for (let i = 0; i < outbox.length; i += CHUNK)
      await trx
        .insertInto('eventbus_outbox')
        .values(outbox.slice(i, i + CHUNK))
        .execute();
    return outbox.length;
  }

  /** Every destination, oldest first. */
  async destinations(): Promise<DestinationOptions[]> {
    const rows = await this.k
      .selectFrom('eventbus_destination')
      .select('data')
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    return rows
      .map((r) => parseJson<DestinationOptions | null>(r.data, null))
      .filter((d): d is DestinationOptions => !!d);
  }

  /** One destination, if it exists. */
  async destination(id: string): Promise<DestinationOptions | undefined> {
    const row = await this.k.selectFrom('eventbus_destination').select('data').where('id', '=', id).executeTakeFirst();
    return parseJson<DestinationOptions | undefined>(row?.data, undefined);
  }

  /** Creates or replaces a destination. */
  async saveDestination(options: DestinationOptions, at: string): Promise<void> {
    const data = JSON.stringify(options);
    const updated = await this.k
      .updateTable('eventbus_destination')
      .set({ type: options.__type, data, updatedAt: at })
      .where('id', '=', options.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await this.k
        .insertInto('eventbus_destination')
        .values({ id: options.id, type: options.__type, data, createdAt: at, updatedAt: at })
        .execute();
  }

  /** Removes a destination and its outbox; answers whether it existed. */
  async deleteDestination(id: string): Promise<boolean> {
    await this.k.deleteFrom('eventbus_outbox').where('destinationId', '=', id).execute();
    const res = await this.k.deleteFrom('eventbus_destination').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Up to `limit` events due for a destination at `now`, oldest first. */
  async due(destinationId: string, now: string, limit: number): Promise<PendingDelivery[]> {
    const rows = await this.k
      .selectFrom('eventbus_outbox as o')
      .innerJoin('eventbus_event as e', 'e.id', 'o.eventId')
      .select(['e.id', 'e.ts', 'e.eventName', 'e.message', 'e.payload', 'e.executionId', 'o.attempts'])
      .where('o.destinationId', '=', destinationId)
      .where('o.nextAttemptAt', '<=', now)
      .where((eb) => eb.or([eb('o.claimedUntil', 'is', null), eb('o.claimedUntil', '<', now)]))
      .orderBy('o.seq')
      .orderBy('o.eventId')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ event: toEvent(r), attempts: r.attempts }));
  }

  /** Takes a due row for sending until `until`; answers false when another process has it. */
  async claim(destinationId: string, eventId: string, now: string, until: string): Promise<boolean> {
    const res = await this.k
      .updateTable('eventbus_outbox')
      .set({ claimedUntil: until })
      .where('destinationId', '=', destinationId)
      .where('eventId', '=', eventId)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** The destination has the event: its outbox row goes. */
  async delivered(destinationId: string, eventId: string): Promise<void> {
    await this.k
      .deleteFrom('eventbus_outbox')
      .where('destinationId', '=', destinationId)
      .where('eventId', '=', eventId)
      .execute();
  }

  /** An attempt failed: the row waits until `nextAttemptAt`. */
  async failed(
    destinationId: string,
    eventId: string,
    attempts: number,
    nextAttemptAt: string,
    error: string,
  ): Promise<void> {
    await this.k
      .updateTable('eventbus_outbox')
      .set({ attempts, nextAttemptAt, claimedUntil: null, lastError: error.slice(0, 1000) })
      .where('destinationId', '=', destinationId)
      .where('eventId', '=', eventId)
      .execute();
  }

  /** Gives a claimed row back, due at once (an attempt cut short by shutdown). */
  async release(destinationId: string, eventId: string, now: string): Promise<void> {
    await this.k
      .updateTable('eventbus_outbox')
      .set({ claimedUntil: null, nextAttemptAt: now })
      .where('destinationId', '=', destinationId)
      .where('eventId', '=', eventId)
      .execute();
  }

  /** The receiver answers again: rows waiting out a backoff become due now. */
  async hurry(destinationId: string, now: string): Promise<void> {
    await this.k
      .updateTable('eventbus_outbox')
      .set({ nextAttemptAt: now })
      .where('destinationId', '=', destinationId)
      .where('nextAttemptAt', '>', now)
      .where('claimedUntil', 'is', null)
      .execute();
  }

  /** How many events each destination has not received yet. */
  async pendingCounts(): Promise<Map<string, number>> {
    const rows = await this.k
      .selectFrom('eventbus_outbox')
      .select(['destinationId', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('destinationId')
      .execute();
    return new Map(rows.map((r) => [r.destinationId, Number(r.n)]));
  }

  /** An execution's events, oldest first. */
  async executionEvents(executionId: string): Promise<EventMessage[]> {
    const rows = await this.k
      .selectFrom('eventbus_event')
      .selectAll()
      .where('executionId', '=', executionId)
      .orderBy('seq')
      .execute();
    return rows.map(toEvent);
  }

  /**
   * Deletes the events of executions that were deleted (by a user or by retention): nobody can
   * replay them any more. Events a destination has still to receive stay until they are delivered
   * or pruned by age.
   */
  async deleteExecutionEvents(executionIds: readonly string[]): Promise<void> {
    for (let i = 0; i < executionIds.length; i += 500) {
      const ids = executionIds.slice(i, i + 500);
      const pending = this.k.selectFrom('eventbus_outbox').select('eventId');
      await this.k
        .deleteFrom('eventbus_event')
        .where('executionId', 'in', ids)
        .where('id', 'not in', pending)
        .execute();
    }
  }

  /**
   * Deletes events older than `before` (with any outbox rows still holding them). Event ids are
   * time-ordered, so this is a range of the key index; `ts` has no index of its own (migration 017).
   */
  async prune(before: string): Promise<void> {
    const boundary = firstIdAt(Date.parse(before));
    await this.k.deleteFrom('eventbus_outbox').where('eventId', '<', boundary).execute();
    await this.k.deleteFrom('eventbus_event').where('id', '<', boundary).execute();
  }
}
