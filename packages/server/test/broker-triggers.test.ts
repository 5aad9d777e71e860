/**
 * Triggers that hold a connection to a broker or database, in active workflows: the server gives
 * them the workflow owner's credentials and the outgoing-connection guard, and starts a run per
 * message (Redis Trigger on 127.0.0.1:6379, Postgres Trigger on 127.0.0.1:5432).
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chain, executionsOf, finishedExecutions, insertWorkflow, node, setNode } from './activation-helpers.js';
import { createTestServer, type TestClient, type TestServer } from './harness.js';

const outputOf = (row: { data: string }, name: string) =>
  JSON.parse(row.data).resultData.runData[name][0].data.main[0].map((i: { json: unknown }) => i.json);

describe('broker and database triggers in active workflows', () => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string } };
  let pub: Redis;
  let admin: pg.Client;
  const channel = `weft-server-trigger-${process.pid}`;
  const table = `weft_server_trigger_${process.pid}`;

  beforeAll(async () => {
    server = await createTestServer('sqlite');
    owner = await server.owner();
    pub = new Redis({ host: '127.0.0.1', port: 6379 });
    admin = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
    await admin.connect();
    await admin.query(`DROP TABLE IF EXISTS ${table}; CREATE TABLE ${table} (id serial primary key, name text)`);
  });
  afterAll(async () => {
    await server?.close();
    await pub?.quit();
    await admin?.query(`DROP TABLE IF EXISTS ${table}`);
    await admin?.end();
  });

  const credential = async (type: string, data: Record<string, unknown>) => {
    const created = await owner.post('/rest/credentials', { name: `${type} ${Date.now()}`, type, data });
    expect(created.status, created.text).toBe(200);
    return { [type]: { id: created.body.data.id as string, name: created.body.data.name as string } };
  };

  it("a Redis Trigger connects with the owner's credential and runs once per message until deactivated", async () => {
    const credentials = await credential('redis', { host: '127.0.0.1', port: 6379, database: 0 });
    const id = await insertWorkflow(server.ctx, {
      ownerId: owner.user.id,
      nodes: [
        node(
          'Listen',
          'n8n-nodes-base.redisTrigger',
          { channels: channel, options: { jsonParseBody: true } },
          { credentials },
        ),
        setNode('Set', { got: '={{ $json.message.n }}' }),
      ],
      connections: chain('Listen', 'Set'),
    });
    await server.ctx.activeWorkflows.activate(id);
    await pub.publish(channel, '{"n":1}');
    await pub.publish(channel, '{"n":2}');
    const runs = await finishedExecutions(server.ctx, id, 2);
    expect(runs.map((r) => outputOf(r, 'Listen')[0].message.n).sort()).toEqual([1, 2]);
    await server.ctx.activeWorkflows.deactivate(id);
    await pub.publish(channel, '{"n":3}');
    await new Promise((r) => setTimeout(r, 300));
    expect(await executionsOf(server.ctx, id)).toHaveLength(2);
  });

  it('a Postgres Trigger creates its row trigger, runs per inserted row, and drops it when deactivated', async () => {
    const credentials = await credential('postgres', {
      host: '127.0.0.1',
      port: 5432,
      database: 'test',
      user: 'postgres',
      password: '',
      ssl: 'disable',
    });
    const id = await insertWorkflow(server.ctx, {
      ownerId: owner.user.id,
      nodes: [
        node(
          'Rows',
          'n8n-nodes-base.postgresTrigger',
          {
            triggerMode: 'createTrigger',
            schema: { __rl: true, mode: 'name', value: 'public' },
            tableName: { __rl: true, mode: 'name', value: table },
            firesOn: 'INSERT',
          },
          { credentials },
        ),
      ],
    });
    await server.ctx.activeWorkflows.activate(id);
    await admin.query(`INSERT INTO ${table} (name) VALUES ('ada')`);
    const [run] = await finishedExecutions(server.ctx, id, 1);
    expect(outputOf(run!, 'Rows')[0].payload).toMatchObject({ name: 'ada' });
    await server.ctx.activeWorkflows.deactivate(id);
    const left = await admin.query(
      `SELECT tgname FROM pg_trigger WHERE tgrelid = '${table}'::regclass AND NOT tgisinternal`,
    );
    expect(left.rows).toEqual([]);
  });

  it("refuses to activate when the guard blocks the broker's address", async () => {
    const credentials = await credential('redis', { host: '169.254.169.254', port: 6379, database: 0 });
    const id = await insertWorkflow(server.ctx, {
      ownerId: owner.user.id,
      nodes: [node('Listen', 'n8n-nodes-base.redisTrigger', { channels: channel }, { credentials })],
    });
    await expect(server.ctx.activeWorkflows.activate(id)).rejects.toThrow(/169\.254\.169\.254/);
  });
});
