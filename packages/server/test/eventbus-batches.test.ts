/**
 * The event bus under a steady stream of events: one write in flight at a time, and what is
 * published meanwhile goes into the next write, so batches grow with the load instead of queueing
 * up behind each other (a webhook benchmark's events once fell seconds behind, all held in memory).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { EventBus } from '../src/eventbus/bus.js';
import { createPgDatabase, DB_KINDS } from './harness.js';

const home = mkdtempSync(join(tmpdir(), 'weft-bus-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe.each(DB_KINDS)('event bus batches (%s)', (kind) => {
  it('writes one batch at a time and puts what was published meanwhile into the next', async () => {
    const db = await openDatabase({
      db:
        kind === 'sqlite'
          ? { type: 'sqlite', file: join(home, `${Date.now()}.sqlite`) }
          : { type: 'postgresdb', url: (await createPgDatabase('weft_bus_batches')).url },
    });
    try {
      const bus = new EventBus(db, true);
      let inFlight = 0;
      let mostInFlight = 0;
      const sizes: number[] = [];
      const persist = bus.store.persist.bind(bus.store);
      bus.store.persist = async (events, routeOf) => {
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        sizes.push(events.length);
        try {
          // A slow database: every write takes a while, so events keep coming while one is in flight.
          await new Promise((resolve) => setTimeout(resolve, 20));
          return await persist(events, routeOf);
        } finally {
          inFlight--;
        }
      };

      // One event per turn of the event loop for about 100 ms: with a write per turn, about a
      // thousand writes would wait one behind the other.
      const published: string[] = [];
      const until = Date.now() + 100;
      while (Date.now() < until) {
        published.push(bus.publish('weft.workflow.success', { executionId: String(published.length) }).id);
        await turn();
      }
      await bus.close();

      expect(published.length).toBeGreaterThan(50);
      expect(mostInFlight).toBe(1);
      // A write takes 20 ms, so 100 ms of events make a handful of batches, not one per event.
      expect(sizes.length).toBeLessThan(15);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(published.length);

      const k = db.kysely as unknown as Kysely<any>;
      const stored = await k.selectFrom('eventbus_event').select('id').orderBy('seq').execute();
      expect(stored.map((r: { id: string }) => r.id)).toEqual(published);
    } finally {
      await db.close();
    }
  });
});

describe('event bus flush', () => {
  it('resolves once the events published before it are stored, even with a write in flight', async () => {
    const db = await openDatabase({ db: { type: 'sqlite', file: join(home, `flush-${Date.now()}.sqlite`) } });
    try {
      const bus = new EventBus(db, false);
      const first = bus.publish('weft.workflow.started', { executionId: '1' });
      const writing = bus.flush();
      const second = bus.publish('weft.workflow.success', { executionId: '1' });
      await bus.flush();
      const events = await bus.store.executionEvents('1');
      expect(events.map((e) => e.id)).toEqual([first.id, second.id]);
      await writing;
    } finally {
      await db.close();
    }
  });
});
