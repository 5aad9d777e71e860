import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchesSubscription } from '../src/eventbus/event-names.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { failingWorkflow, settled, simpleWorkflow } from './executions-fixtures.js';
import {
  FAST_DELIVERY,
  parseSyslog,
  reopenableServer,
  setUpOwner,
  startHttpReceiver,
  startTcpSyslog,
  until,
  type HttpReceiver,
} from './eventbus-helpers.js';

describe.each(DB_KINDS)('log streaming delivery (%s)', (kind) => {
  describe('a failing receiver', () => {
    let server: TestServer;
    let receiver: HttpReceiver;
    beforeAll(async () => {
      server = await createTestServer(kind, FAST_DELIVERY);
      receiver = await startHttpReceiver();
    });
    afterAll(async () => {
      await server?.close();
      await receiver?.close();
    });

    it('gets the event again with a growing backoff until it takes it', async () => {
      const owner = await server.owner();
      await owner.post('/rest/eventbus/destination', {
        __type: '$$MessageEventBusDestinationWebhook',
        url: `${receiver.url}/flaky`,
        subscribedEvents: ['weft.workflow.success'],
      });
      receiver.failNext(3, 503);
      const run = await owner.post('/rest/workflows/run', { workflowData: simpleWorkflow('Retried') });
      await settled(server, run.body.data.executionId);
      await until(() => receiver.requests.length >= 4, 15_000, 'four attempts');
      await new Promise((r) => setTimeout(r, 500));
      const attempts = receiver.requests;
      // One event, sent until it was taken, and not again afterwards.
      expect(attempts).toHaveLength(4);
      expect(new Set(attempts.map((a) => a.json.id)).size).toBe(1);
      expect(attempts[0]!.json).toMatchObject({
        eventName: 'weft.workflow.success',
        payload: { workflowName: 'Retried' },
      });
      // Backoff 200 ms, then 400, then 800 (WEFT_EVENTBUS_RETRY_BASE_MS=200).
      const gaps = attempts.slice(1).map((a, i) => a.at - attempts[i]!.at);
      expect(gaps[0]).toBeGreaterThanOrEqual(190);
      expect(gaps[1]).toBeGreaterThanOrEqual(390);
      expect(gaps[2]).toBeGreaterThanOrEqual(790);
      expect(gaps[1]!).toBeGreaterThan(gaps[0]!);
      expect(gaps[2]!).toBeGreaterThan(gaps[1]!);
      const left = await server.ctx.db.kysely
        .selectFrom('eventbus_outbox' as never)
        .selectAll()
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('a receiver that never answers', () => {
    let server: TestServer;
    let receiver: HttpReceiver;
    let hanging: Server;
    beforeAll(async () => {
      server = await createTestServer(kind, FAST_DELIVERY);
      receiver = await startHttpReceiver();
      hanging = createHttpServer(() => undefined);
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', () => resolve()));
    });
    afterAll(async () => {
      await server?.close();
      await receiver?.close();
      hanging?.closeAllConnections();
      await new Promise((resolve) => hanging?.close(resolve));
    });

    it('holds up no other destination, and is retried after its timeout', async () => {
      const owner = await server.owner();
      const port = (hanging.address() as AddressInfo).port;
      await owner.post('/rest/eventbus/destination', {
        __type: '$$MessageEventBusDestinationWebhook',
        url: `http://127.0.0.1:${port}/hang`,
        subscribedEvents: ['weft.workflow'],
        options: { timeout: 1500 },
      });
      await owner.post('/rest/eventbus/destination', {
        __type: '$$MessageEventBusDestinationWebhook',
        url: `${receiver.url}/fast`,
        subscribedEvents: ['weft.workflow'],
      });
      const started = Date.now();
      const run = await owner.post('/rest/workflows/run', { workflowData: simpleWorkflow('Beside a slow one') });
      await until(() => receiver.requests.length >= 2, 10_000, 'both events at the fast destination');
      // Both arrived while the other destination was still waiting for its first answer.
      expect(Date.now() - started).toBeLessThan(1400);
      expect(receiver.requests.map((r) => r.json.eventName)).toEqual([
        'weft.workflow.started',
        'weft.workflow.success',
      ]);
      await settled(server, run.body.data.executionId);
      const row = await until(
        async () => {
          const rows = (await server.ctx.db.kysely
            .selectFrom('eventbus_outbox' as never)
            .selectAll()
            .execute()) as Array<{ attempts: number; lastError: string | null }>;
          return rows.find((r) => r.attempts > 0);
        },
        10_000,
        'a timed-out attempt',
      );
      expect(row.lastError).toMatch(/timeout|aborted/i);
    });
  });

  describe('a restart while events wait for a receiver that is down', () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
    });

    it('loses no event: each reaches each destination at least once, with its id', async () => {
      const instance = await reopenableServer(kind, FAST_DELIVERY);
      cleanups.push(() => instance.destroy());
      const receiver = await startHttpReceiver();
      cleanups.push(() => receiver.close());
      const tcp = await startTcpSyslog();
      const tcpPort = tcp.port;
      await tcp.close();
      await receiver.down();

      const first = await instance.open();
      cleanups.push(() => first.close());
      const ownerId = await setUpOwner(first.ctx);
      let owner = await first.signedIn(ownerId);
      const hookFilter = ['n8n.workflow', 'weft.node', 'weft.audit'];
      const syslogFilter = ['weft.workflow'];
      const hookDest = (
        await owner.post('/rest/eventbus/destination', {
          __type: '$$MessageEventBusDestinationWebhook',
          url: `${receiver.url}/in`,
          subscribedEvents: hookFilter,
        })
      ).body.data;
      const syslogDest = (
        await owner.post('/rest/eventbus/destination', {
          __type: '$$MessageEventBusDestinationSyslog',
          host: '127.0.0.1',
          port: tcpPort,
          protocol: 'tcp',
          subscribedEvents: syslogFilter,
        })
      ).body.data;

      for (const workflowData of [
        simpleWorkflow('Before restart 1'),
        failingWorkflow('Before restart 2'),
        simpleWorkflow('Before restart 3'),
      ]) {
        const run = await owner.post('/rest/workflows/run', { workflowData });
        await until(
          () => !first.ctx.executions.running().some((e) => e.id === run.body.data.executionId),
          10_000,
          'the run to end',
        );
      }
      const created = (
        await owner.post('/rest/workflows', { name: 'Audited before restart', nodes: [], connections: {} })
      ).body.data;
      // Delivery has been failing: the receivers are down.
      const outbox = () =>
        first.ctx.db.kysely
          .selectFrom('eventbus_outbox' as never)
          .selectAll()
          .execute() as Promise<Array<{ attempts: number; lastError: string | null }>>;
      await until(async () => (await outbox()).some((r) => r.attempts > 0), 10_000, 'a failed attempt');
      expect((await outbox()).find((r) => r.attempts > 0)!.lastError).toMatch(/ECONNREFUSED/);
      // Published just before closing: stored on the way out.
      await owner.delete(`/rest/workflows/${created.id}`);
      await first.close();
      cleanups.pop();

      await receiver.up();
      const tcpAgain = await startTcpSyslog(tcpPort);
      cleanups.push(() => tcpAgain.close());
      const second = await instance.open();
      cleanups.push(() => second.close());

      const stored = (await second.ctx.db.kysely
        .selectFrom('eventbus_event' as never)
        .select(['id' as never, 'eventName' as never])
        .execute()) as Array<{ id: string; eventName: string }>;
      const expectHook = new Set(stored.filter((e) => matchesSubscription(e.eventName, hookFilter)).map((e) => e.id));
      const expectSyslog = new Set(
        stored.filter((e) => matchesSubscription(e.eventName, syslogFilter)).map((e) => e.id),
      );
      expect(stored.some((e) => e.eventName === 'weft.audit.workflow.deleted')).toBe(true);
      expect(expectSyslog.size).toBe(6);
      // 3 runs × (2 workflow + 4 node events) + 2 audit events.
      expect(expectHook.size).toBe(20);

      const hookIds = () => new Set(receiver.requests.map((r) => r.json.id as string));
      const syslogIds = () => new Set(tcpAgain.messages.map((m) => parseSyslog(m)!.event.id as string));
      await until(() => [...expectHook].every((id) => hookIds().has(id)), 20_000, 'every webhook event');
      await until(() => [...expectSyslog].every((id) => syslogIds().has(id)), 20_000, 'every syslog event');
      // Every id is there, and nothing else: duplicates (at least once) carry the same id.
      expect([...hookIds()].sort()).toEqual([...expectHook].sort());
      expect([...syslogIds()].sort()).toEqual([...expectSyslog].sort());
      for (const r of receiver.requests) expect(r.headers['x-weft-event-id']).toBe(r.json.id);
      await until(
        async () =>
          (
            await second.ctx.db.kysely
              .selectFrom('eventbus_outbox' as never)
              .selectAll()
              .execute()
          ).length === 0,
        5000,
        'an empty outbox',
      );
      expect(hookDest.id).not.toBe(syslogDest.id);
      void owner;
      owner = await second.signedIn(ownerId);
      expect((await owner.get('/rest/eventbus/destination')).body.data).toHaveLength(2);
    });
  });
});
