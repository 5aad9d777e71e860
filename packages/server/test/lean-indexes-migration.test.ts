/**
 * Migration 017 makes the two mostly-null execution indexes partial and drops the event log's
 * `ts` index; the hourly prune deletes events by their time-ordered id instead. The test goes back
 * to 016's indexes with the migration's own `down`, checks the queries that need those indexes
 * still use them after the next open applies 017 again (SQLite), and prunes by age.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { down } from '../src/db/migrations/017-lean-indexes.js';
import { EventBusStore } from '../src/eventbus/store.js';
import { timeOrderedUuid } from '../src/eventbus/message.js';
import { createPgDatabase, DB_KINDS, type DbKind } from './harness.js';

const home = mkdtempSync(join(tmpdir(), 'weft-m017-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

async function freshConfig(kind: DbKind): Promise<Pick<ServerConfig, 'db'>> {
  if (kind === 'sqlite') return { db: { type: 'sqlite', file: join(home, `${Date.now()}.sqlite`) } };
  return { db: { type: 'postgresdb', url: (await createPgDatabase('weft_m017')).url } };
}

/** Each index of the tables touched, with its definition. */
async function indexes(k: Kysely<any>, kind: DbKind): Promise<Record<string, string>> {
  const { rows } =
    kind === 'sqlite'
      ? await sql<{ name: string; def: string }>`select name, sql as def from sqlite_master
          where type = 'index' and tbl_name in ('execution', 'eventbus_event') and sql is not null`.execute(k)
      : await sql<{ name: string; def: string }>`select indexname as name, indexdef as def from pg_indexes
          where tablename in ('execution', 'eventbus_event')`.execute(k);
  return Object.fromEntries(rows.map((r) => [r.name, r.def]));
}

describe.each(DB_KINDS)('migration 017-lean-indexes (%s)', (kind) => {
  it('makes the waitTill and deletedAt indexes partial, drops the event ts index, and down restores them', async () => {
    const config = await freshConfig(kind);
    let db = await openDatabase(config);
    let k = db.kysely as unknown as Kysely<any>;
    let defs = await indexes(k, kind);
    expect(defs.execution_wait_till_idx).toMatch(/where.*waitTill.*is not null/i);
    expect(defs.execution_deleted_at_idx).toMatch(/where.*deletedAt.*is not null/i);
    expect(defs.eventbus_event_ts_idx).toBeUndefined();

    await sql`begin`.execute(k);
    await down(k as Kysely<unknown>);
    await k.deleteFrom('weft_migration').where('name', '=', '017-lean-indexes').execute();
    await sql`commit`.execute(k);
    defs = await indexes(k, kind);
    expect(defs.execution_wait_till_idx).not.toMatch(/where/i);
    expect(defs.execution_deleted_at_idx).not.toMatch(/where/i);
    expect(defs.eventbus_event_ts_idx).toBeDefined();
    await db.close();

    // The next open applies 017 again, as an upgrade does.
    db = await openDatabase(config);
    k = db.kysely;
    try {
      defs = await indexes(k, kind);
      expect(defs.execution_wait_till_idx).toMatch(/where/i);
      expect(defs.eventbus_event_ts_idx).toBeUndefined();
      if (kind === 'sqlite') {
        // The queries these indexes serve still use them: a comparison implies "is not null".
        const plan = async (q: string) =>
          (await sql.raw<{ detail: string }>(`explain query plan ${q}`).execute(k)).rows.map((r) => r.detail).join(' ');
        expect(
          await plan(
            `select id from execution where status = 'waiting' and "waitTill" is not null and "waitTill" <= '2026' order by "waitTill"`,
          ),
        ).toMatch(/execution_wait_till_idx|execution_status_idx/);
        expect(
          await plan(`select id from execution where "deletedAt" is not null and "deletedAt" <= '2026'`),
        ).toContain('execution_deleted_at_idx');
      }
    } finally {
      await db.close();
    }
  });

  it('prunes events older than the cut by id, with their outbox rows, and keeps the rest', async () => {
    const db = await openDatabase(await freshConfig(kind));
    const k = db.kysely as unknown as Kysely<any>;
    try {
      const store = new EventBusStore(db);
      const cut = Date.UTC(2026, 11, 2, 12, 0, 0, 0);
      const at = (ms: number) => {
        const ts = new Date(ms).toISOString();
        return {
          __type: '$$EventMessageWorkflow',
          id: timeOrderedUuid(ms),
          ts,
          seq: `${ts}|1`,
          eventName: 'weft.workflow.success',
          message: 'm',
          payload: {},
        };
      };
      const events = [at(cut - 86_400_000), at(cut - 1), at(cut), at(cut + 1)];
      await store.saveDestination(
        {
          id: 'd1',
          __type: '$$MessageEventBusDestinationWebhook',
          label: 'd',
          enabled: true,
          subscribedEvents: ['weft.workflow.success'],
        } as never,
        new Date(cut).toISOString(),
      );
      expect(await store.persist(events, (_e, destinations) => destinations.map((d) => d.id))).toBe(4);

      await store.prune(new Date(cut).toISOString());

      const left = await k.selectFrom('eventbus_event').select('id').orderBy('id').execute();
      expect(left.map((r: { id: string }) => r.id)).toEqual([events[2]!.id, events[3]!.id]);
      const outbox = await k.selectFrom('eventbus_outbox').select('eventId').orderBy('eventId').execute();
      expect(outbox.map((r: { eventId: string }) => r.eventId)).toEqual([events[2]!.id, events[3]!.id]);
    } finally {
      await db.close();
    }
  });
});
