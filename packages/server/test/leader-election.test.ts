import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { joinCluster, LeaderLock, type ClusterMembership } from '@weft/server';
import { createTestServer, type TestServer } from './harness.js';
import { dropRedisPrefix, TEST_REDIS_URL, testRedisSettings } from './cluster-helpers.js';
import { executionsOf, insertWorkflow, node, setNode, chain, waitFor } from './activation-helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('leader lock', () => {
  const settings = testRedisSettings();
  const redis = new Redis(TEST_REDIS_URL);
  afterAll(async () => {
    await dropRedisPrefix(settings.prefix);
    await redis.quit();
  });

  it('lets exactly one holder lead, renews it, and hands over when the leader stops', async () => {
    const key = `${settings.prefix}:leader:test`;
    const a = new LeaderLock(redis, key, { ttlMs: 1000, renewMs: 200 });
    const b = new LeaderLock(redis.duplicate(), key, { ttlMs: 1000, renewMs: 200 });
    expect(await a.start()).toBe(true);
    expect(await b.start()).toBe(false);
    // Past several ttls: the leader keeps renewing, the other never gets in.
    await sleep(1500);
    expect(a.isLeader()).toBe(true);
    expect(b.isLeader()).toBe(false);
    expect(await redis.get(key)).toBe(a.token);
    await a.stop();
    expect(a.isLeader()).toBe(false);
    await waitFor(async () => b.isLeader(), 2000, 'b to take over');
    expect(await redis.get(key)).toBe(b.token);
    await b.stop();
    expect(await redis.get(key)).toBeNull();
  });

  it('takes over from a leader that vanished without handing back, once its ttl ran out', async () => {
    const key = `${settings.prefix}:leader:crash`;
    await redis.set(key, 'a-dead-process', 'PX', 600);
    const lock = new LeaderLock(redis, key, { ttlMs: 1000, renewMs: 100 });
    expect(await lock.start()).toBe(false);
    await waitFor(async () => lock.isLeader(), 2000, 'the lock to be taken');
    await lock.stop();
  });
});

describe('schedules in a cluster of two main processes', () => {
  const settings = testRedisSettings();
  const servers: TestServer[] = [];
  const memberships: ClusterMembership[] = [];
  afterAll(async () => {
    for (const m of memberships) await m.close();
    // The second first: closing the first drops the shared database.
    for (const s of [...servers].reverse()) await s.close();
    await dropRedisPrefix(settings.prefix);
  });

  it('fire only in the leader, and in the other one once the leader leaves', async () => {
    // Two contexts over one PostgreSQL database, like two main processes of one cluster.
    const first = await createTestServer('postgres');
    servers.push(first);
    const second = await createTestServer('sqlite', {
      WEFT_DB_TYPE: 'postgresdb',
      WEFT_DB_URL: first.ctx.config.db.type === 'postgresdb' ? first.ctx.config.db.url : '',
    });
    servers.push(second);
    for (const s of servers)
      memberships.push(await joinCluster(s.ctx, 'main', { settings, leader: { ttlMs: 1500, renewMs: 250 } }));
    const [leader, follower] = memberships[0]!.leader!.isLeader() ? [0, 1] : [1, 0];
    expect(memberships[follower]!.leader!.isLeader()).toBe(false);

    const id = await insertWorkflow(first.ctx, {
      active: true,
      nodes: [
        node(
          'Schedule',
          'n8n-nodes-base.scheduleTrigger',
          { rule: { interval: [{ field: 'seconds', secondsInterval: 1 }] } },
          { typeVersion: 1.2 },
        ),
        setNode('Set', { ran: 'yes' }),
      ],
      connections: chain('Schedule', 'Set'),
    });
    for (const s of servers) await s.ctx.activeWorkflows.activate(id);

    // Each tick must give exactly one execution, whichever process ran it.
    const started = Date.now();
    await sleep(3200);
    const ticks = Math.floor((Date.now() - started) / 1000);
    const rows = await executionsOf(first.ctx, id);
    expect(rows.length).toBeGreaterThanOrEqual(ticks - 1);
    expect(rows.length).toBeLessThanOrEqual(ticks + 1);
    const runningIn = (s: TestServer) => s.ctx.executions.running().length;
    expect(runningIn(servers[follower]!)).toBe(0);

    // The leader leaves (its triggers stop with it): the follower takes over the schedule.
    const byLeader = rows.length;
    await memberships[leader]!.close();
    await servers[leader]!.ctx.activeWorkflows.stopAll();
    await waitFor(async () => memberships[follower]!.leader!.isLeader(), 3000, 'the follower to lead');
    await waitFor(
      async () => (await executionsOf(first.ctx, id)).length >= byLeader + 2,
      5000,
      'the new leader to fire',
    );
  });
});
