/**
 * The Postgres Trigger against the machine's PostgreSQL (127.0.0.1:5432, database `test`): row
 * change events through the function and trigger it creates (and drops when closed), a plain
 * channel, n8n's item shape, identifier checks, and a refused host.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TriggerResponse } from '@weft/workflow';
import { triggerHarness } from '../shared/queue-trigger-harness.js';
import { triggerNames, triggerPostgres } from './index.js';

const credentials = {
  host: '127.0.0.1',
  port: 5432,
  database: 'test',
  user: 'postgres',
  password: '',
  ssl: 'disable',
  allowUnauthorizedCerts: false,
};
const table = `weft_pg_trigger_${process.pid}`;
let admin: pg.Client;
const open: TriggerResponse[] = [];

beforeAll(async () => {
  admin = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await admin.connect();
  await admin.query(`DROP TABLE IF EXISTS ${table}; CREATE TABLE ${table} (id serial primary key, name text)`);
});
afterEach(async () => {
  for (const t of open.splice(0)) await t.closeFunction?.();
});
afterAll(async () => {
  await admin.query(`DROP TABLE IF EXISTS ${table}`);
  await admin.end();
});

async function start(
  parameters: Record<string, unknown>,
  extra: { mode?: 'manual' | 'trigger'; assertHostAllowed?: (host: string) => Promise<void> } = {},
) {
  const h = triggerHarness({
    type: 'weft.postgresTrigger',
    parameters,
    credentials,
    mode: extra.mode,
    ...(extra.assertHostAllowed ? { assertHostAllowed: extra.assertHostAllowed } : {}),
  });
  const response = await triggerPostgres(h.ctx);
  open.push(response);
  return { h, response };
}

const rowChanges = (firesOn: string) => ({
  triggerMode: 'createTrigger',
  schema: { __rl: true, mode: 'list', value: 'public' },
  tableName: { __rl: true, mode: 'name', value: table },
  firesOn,
  additionalFields: {},
  options: {},
});

describe('Postgres Trigger', () => {
  it("starts a run per inserted row with n8n's item: the notification and the row as JSON", async () => {
    const { h } = await start(rowChanges('INSERT'));
    await admin.query(`INSERT INTO ${table} (name) VALUES ('ada'), ('grace')`);
    const first = (await h.nextRun()).data[0]![0]!.json as Record<string, unknown>;
    expect(first).toMatchObject({
      channel: 'n8n_channel_q',
      payload: { id: expect.any(Number), name: 'ada' },
      name: 'notification',
    });
    expect(Object.keys(first).sort()).toEqual(['channel', 'length', 'name', 'payload', 'processId']);
    expect(((await h.nextRun()).data[0]![0]!.json as { payload: { name: string } }).payload.name).toBe('grace');
  });

  it('sends the old row for deletes, and drops its function and trigger when closed', async () => {
    const { h, response } = await start(rowChanges('DELETE'));
    await admin.query(`INSERT INTO ${table} (name) VALUES ('gone')`);
    await admin.query(`DELETE FROM ${table} WHERE name = 'gone'`);
    expect(((await h.nextRun()).data[0]![0]!.json as { payload: { name: string } }).payload.name).toBe('gone');
    await response.closeFunction?.();
    open.splice(open.indexOf(response), 1);
    const left = await admin.query(
      `SELECT tgname FROM pg_trigger WHERE tgrelid = '${table}'::regclass AND NOT tgisinternal`,
    );
    expect(left.rows).toEqual([]);
    const fn = await admin.query("SELECT proname FROM pg_proc WHERE proname = 'n8n_trigger_function_q'");
    expect(fn.rows).toEqual([]);
  });

  it('listens to an existing channel (lower-cased, as Postgres folds names) and keeps non-JSON payloads as text', async () => {
    const { h } = await start({ triggerMode: 'listenTrigger', channelName: 'Weft_Events', options: {} });
    await admin.query("SELECT pg_notify('weft_events', 'plain text')");
    await admin.query(`SELECT pg_notify('weft_events', '{"a":1}')`);
    expect((await h.nextRun()).data[0]![0]!.json).toMatchObject({ channel: 'weft_events', payload: 'plain text' });
    expect((await h.nextRun()).data[0]![0]!.json).toMatchObject({ payload: { a: 1 } });
  });

  it('by hand, uses _manual names and takes the first notification', async () => {
    const { h, response } = await start(rowChanges('INSERT'), { mode: 'manual' });
    expect(response.manualTriggerFunction).toBeDefined();
    const waiting = response.manualTriggerFunction!();
    await new Promise((r) => setTimeout(r, 100));
    await admin.query(`INSERT INTO ${table} (name) VALUES ('by hand')`);
    await waiting;
    expect((await h.nextRun()).data[0]![0]!.json).toMatchObject({
      channel: 'n8n_channel_q_manual',
      payload: { name: 'by hand' },
    });
  });

  it('refuses names that are not plain identifiers, before connecting', async () => {
    expect(() => triggerNames({ id: 'q' } as never, 'trigger', { triggerName: 'x; DROP TABLE users' })).toThrow(
      'Trigger name must start with a letter or underscore',
    );
    await expect(start({ triggerMode: 'listenTrigger', channelName: 'bad-name', options: {} })).rejects.toThrow(
      'Channel name must start',
    );
  });

  it('asks the outgoing-connection guard before connecting', async () => {
    const refused = async (host: string) => {
      throw new Error(`refused ${host}`);
    };
    await expect(
      start({ triggerMode: 'listenTrigger', channelName: 'x', options: {} }, { assertHostAllowed: refused }),
    ).rejects.toThrow('refused 127.0.0.1');
  });
});
