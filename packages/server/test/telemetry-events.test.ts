/**
 * Editor telemetry stays on the operator's side: off by default (settings say so and the endpoint
 * answers 404), and when WEFT_DIAGNOSTICS_ENABLED (or n8n's N8N_DIAGNOSTICS_ENABLED) is true a
 * signed-in user's events are checked and published on the event bus under `weft.telemetry.*`
 * with the user's and instance's ids, so a log-streaming destination receives them.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TELEMETRY_LIMITS } from '@weft/workflow';
import { loadConfig } from '@weft/server';
import type { EventBusTables } from '../src/eventbus/store.js';
import { TELEMETRY_BATCHES_PER_MINUTE } from '../src/telemetry/routes.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { FAST_DELIVERY, startHttpReceiver, until, type HttpReceiver } from './eventbus-helpers.js';

/** The `weft.telemetry.*` events stored on the bus so far. */
async function storedTelemetry(server: TestServer) {
  await server.ctx.eventBus.flush();
  const k = server.ctx.db.kysely as unknown as Kysely<EventBusTables>;
  const rows = await k
    .selectFrom('eventbus_event')
    .selectAll()
    .where('eventName', 'like', 'weft.telemetry.%')
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    eventName: r.eventName,
    message: r.message,
    payload: JSON.parse(r.payload) as Record<string, unknown>,
  }));
}

const modeChanged = {
  event: 'User changed resource locator mode',
  properties: {
    instance_id: 'from-the-editor',
    workflow_id: 'wf1',
    node_type: 'n8n-nodes-base.googleSheets',
    resource: 'sheet',
    operation: 'append',
    field_name: 'documentId',
    mode: 'url',
  },
  timestamp: '2026-11-22T06:40:12.345Z',
};

describe.each(DB_KINDS)('telemetry events (%s)', (kind) => {
  describe('off by default', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer(kind);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('reports telemetry off and no hook scripts in the settings', async () => {
      const s = (await server.anonymous.get('/rest/settings')).body.data;
      expect(s.telemetry).toEqual({ enabled: false });
      expect(s.externalFrontendHooksUrls).toEqual([]);
    });

    it('answers 404 to a signed-in user and stores nothing', async () => {
      const owner = await server.owner();
      const res = await owner.post('/rest/telemetry/events', { events: [modeChanged] });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(
        'Telemetry is switched off on this instance (set WEFT_DIAGNOSTICS_ENABLED=true to receive editor events)',
      );
      expect(await storedTelemetry(server)).toEqual([]);
    });
  });

  describe('switched on', () => {
    let server: TestServer;
    let owner: Awaited<ReturnType<TestServer['owner']>>;
    let member: Awaited<ReturnType<TestServer['member']>>;
    let receiver: HttpReceiver;
    beforeAll(async () => {
      server = await createTestServer(kind, {
        ...FAST_DELIVERY,
        WEFT_DIAGNOSTICS_ENABLED: 'true',
        WEFT_EXTERNAL_FRONTEND_HOOKS_URLS: 'https://hooks.example.com/weft.js; /local-hooks.js',
      });
      owner = await server.owner();
      member = await server.member();
      receiver = await startHttpReceiver();
    });
    afterAll(async () => {
      await server?.close();
      await receiver?.close();
    });

    it('reports telemetry on and the hook scripts in the settings', async () => {
      const s = (await server.anonymous.get('/rest/settings')).body.data;
      expect(s.telemetry).toEqual({ enabled: true });
      expect(s.externalFrontendHooksUrls).toEqual(['https://hooks.example.com/weft.js', '/local-hooks.js']);
    });

    it('refuses a caller without a session', async () => {
      const res = await server.anonymous.post('/rest/telemetry/events', { events: [modeChanged] });
      expect(res.status).toBe(401);
      // The pre-setup owner is gone once the owner exists, so nothing was published for anyone.
      expect(await storedTelemetry(server)).toEqual([]);
    });

    it('refuses a body that is not a bounded list of known events, naming what is wrong', async () => {
      const scalar = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i]));
      const cases: Array<[unknown, string]> = [
        [{}, 'The body must be {"events": ['],
        [{ events: 'x' }, 'The body must be {"events": ['],
        [{ events: [] }, '"events" is empty'],
        [
          { events: Array.from({ length: TELEMETRY_LIMITS.maxBatch + 1 }, () => modeChanged) },
          `at most ${TELEMETRY_LIMITS.maxBatch} are accepted in one request`,
        ],
        [
          { events: [modeChanged, { event: 'User bought a boat' }] },
          'events[1].event is "User bought a boat", not one of Weft\'s telemetry events: User refreshed resource locator list,',
        ],
        [{ events: [{ properties: {} }] }, 'events[0].event is missing'],
        [{ events: ['User autocompleted code'] }, 'events[0] must be an object'],
        [{ events: [{ event: 'User autocompleted code', properties: [1] }] }, 'events[0].properties must be an object'],
        [
          { events: [{ event: 'User autocompleted code', properties: { context: { deep: true } } }] },
          'events[0].properties.context must be a string, number, boolean or null',
        ],
        [
          {
            events: [
              {
                event: 'User autocompleted code',
                properties: { inserted_text: 'x'.repeat(TELEMETRY_LIMITS.maxValueLength + 1) },
              },
            ],
          },
          `events[0].properties.inserted_text has ${TELEMETRY_LIMITS.maxValueLength + 1} characters`,
        ],
        [
          { events: [{ event: 'User autocompleted code', properties: scalar(TELEMETRY_LIMITS.maxProperties + 1) }] },
          `at most ${TELEMETRY_LIMITS.maxProperties} are accepted`,
        ],
        [
          {
            events: [
              { event: 'User autocompleted code', properties: { ['k'.repeat(TELEMETRY_LIMITS.maxKeyLength + 1)]: 1 } },
            ],
          },
          'names must have 1 to',
        ],
        [
          { events: [{ event: 'User autocompleted code', timestamp: 'yesterday' }] },
          'events[0].timestamp must be an ISO date',
        ],
      ];
      for (const [body, message] of cases) {
        const res = await owner.post('/rest/telemetry/events', body);
        expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
        expect(res.body.message).toContain('The telemetry events were refused: ');
        expect(res.body.message).toContain(message);
      }
      expect(await storedTelemetry(server)).toEqual([]);
    });

    it('publishes each event under weft.telemetry.* with the user and instance ids, and streams it to a subscribed destination', async () => {
      const dest = await owner.post('/rest/eventbus/destination', {
        __type: '$$MessageEventBusDestinationWebhook',
        label: 'telemetry',
        url: `${receiver.url}/telemetry`,
        subscribedEvents: ['weft.telemetry'],
      });
      expect(dest.status, dest.text).toBe(200);

      const res = await member.post('/rest/telemetry/events', {
        events: [
          modeChanged,
          {
            event: 'User autocompleted code',
            properties: {
              node_type: 'n8n-nodes-base.code',
              field_name: 'jsCodeAllItems',
              field_type: 'code',
              context: '$input',
              inserted_text: 'all()',
              userId: 'spoofed',
            },
          },
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toEqual({ accepted: 2 });

      const stored = await storedTelemetry(server);
      expect(stored.map((e) => [e.eventName, e.message])).toEqual([
        ['weft.telemetry.locator.mode.changed', 'User changed resource locator mode'],
        ['weft.telemetry.code.autocompleted', 'User autocompleted code'],
      ]);
      expect(stored[0]!.payload).toEqual({
        ...modeChanged.properties,
        timestamp: modeChanged.timestamp,
        event: 'User changed resource locator mode',
        userId: member.user.id,
        instanceId: server.ctx.instanceId,
      });
      // The server's ids win over anything the editor put under the same names.
      expect(stored[1]!.payload).toMatchObject({
        context: '$input',
        inserted_text: 'all()',
        userId: member.user.id,
        instanceId: server.ctx.instanceId,
      });

      const delivered = await until(
        () => (receiver.requests.length >= 2 ? receiver.requests : undefined),
        10_000,
        'telemetry events at the webhook',
      );
      expect(delivered.map((r) => (r.json as { eventName: string }).eventName)).toEqual([
        'weft.telemetry.locator.mode.changed',
        'weft.telemetry.code.autocompleted',
      ]);
      expect((delivered[1]!.json as { payload: Record<string, unknown> }).payload).toMatchObject({
        event: 'User autocompleted code',
        inserted_text: 'all()',
        userId: member.user.id,
      });
    });

    it("refuses a user who posts more than a minute's worth of batches, and not the others", async () => {
      const flooder = await server.member();
      const codes: number[] = [];
      for (let i = 0; i <= TELEMETRY_BATCHES_PER_MINUTE; i++)
        codes.push((await flooder.post('/rest/telemetry/events', { events: [modeChanged] })).status);
      expect(codes.slice(0, TELEMETRY_BATCHES_PER_MINUTE).every((c) => c === 200)).toBe(true);
      const refused = await flooder.post('/rest/telemetry/events', { events: [modeChanged] });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toContain('Too many telemetry batches');
      expect((await owner.post('/rest/telemetry/events', { events: [modeChanged] })).status).toBe(200);
    });

    it('lists the telemetry group among the event names log streaming offers', async () => {
      const names = (await owner.get('/rest/eventbus/eventnames')).body.data as string[];
      expect(names.filter((n) => n.startsWith('weft.telemetry.'))).toHaveLength(10);
      expect(names).toContain('weft.telemetry.parameter.mode.switched');
    });
  });
});

describe('telemetry settings from the environment', () => {
  it('accepts n8n’s variable names, with Weft’s winning when both are set', () => {
    expect(loadConfig({ N8N_DIAGNOSTICS_ENABLED: 'true' }).diagnostics.enabled).toBe(true);
    expect(loadConfig({ N8N_DIAGNOSTICS_ENABLED: 'true', WEFT_DIAGNOSTICS_ENABLED: 'false' }).diagnostics.enabled).toBe(
      false,
    );
    expect(loadConfig({}).diagnostics.enabled).toBe(false);
    expect(
      loadConfig({ EXTERNAL_FRONTEND_HOOKS_URLS: 'https://a.example/h.js;https://b.example/h.js' })
        .externalFrontendHooksUrls,
    ).toEqual(['https://a.example/h.js', 'https://b.example/h.js']);
  });

  it('refuses a hook entry that is not an http(s) URL or a path, by name', () => {
    expect(() =>
      loadConfig({ WEFT_EXTERNAL_FRONTEND_HOOKS_URLS: 'https://ok.example/h.js;javascript:alert(1)' }),
    ).toThrow('WEFT_EXTERNAL_FRONTEND_HOOKS_URLS holds "javascript:alert(1)"');
    expect(() => loadConfig({ WEFT_EXTERNAL_FRONTEND_HOOKS_URLS: '//cdn.example/h.js' })).toThrow(
      'each entry must be an http:// or https:// URL or a path starting with "/"',
    );
  });
});
