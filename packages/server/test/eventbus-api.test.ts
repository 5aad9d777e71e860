import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { FAST_DELIVERY, startHttpReceiver, type HttpReceiver } from './eventbus-helpers.js';

describe.each(DB_KINDS)('log streaming API (%s)', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['owner']>>;
  let member: Awaited<ReturnType<TestServer['member']>>;
  let receiver: HttpReceiver;

  beforeAll(async () => {
    server = await createTestServer(kind, FAST_DELIVERY);
    owner = await server.owner();
    member = await server.member();
    receiver = await startHttpReceiver();
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  const webhook = (extra: Record<string, unknown> = {}) => ({
    __type: '$$MessageEventBusDestinationWebhook',
    label: 'Receiver',
    url: `${receiver.url}/hook`,
    subscribedEvents: ['weft.workflow'],
    ...extra,
  });

  it('reports log streaming as an enterprise feature that is on', async () => {
    const res = await owner.get('/rest/settings');
    expect(res.body.data.enterprise.logStreaming).toBe(true);
  });

  it('lets only the owner manage destinations', async () => {
    expect((await server.anonymous.get('/rest/eventbus/destination')).status).toBe(401);
    for (const call of [
      () => member.get('/rest/eventbus/destination'),
      () => member.post('/rest/eventbus/destination', webhook()),
      () => member.delete('/rest/eventbus/destination?id=x'),
      () => member.get('/rest/eventbus/eventnames'),
      () => member.post('/rest/eventbus/testmessage', { id: 'x' }),
    ]) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only the instance owner can do this');
    }
  });

  it('creates, lists, updates and deletes a destination in n8n’s shape', async () => {
    const created = await owner.post(
      '/rest/eventbus/destination',
      webhook({ subscribedEvents: ['n8n.workflow', 'weft.audit.user.login.success'] }),
    );
    expect(created.status, created.text).toBe(200);
    const dest = created.body.data;
    expect(dest).toMatchObject({
      __type: '$$MessageEventBusDestinationWebhook',
      label: 'Receiver',
      enabled: true,
      method: 'POST',
      anonymizeAuditMessages: false,
    });
    // n8n-prefixed subscriptions are stored with Weft's names.
    expect(dest.subscribedEvents).toEqual(['weft.workflow', 'weft.audit.user.login.success']);
    expect(dest.id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await owner.get('/rest/eventbus/destination');
    expect(listed.body.data.map((d: { id: string }) => d.id)).toContain(dest.id);

    const updated = await owner.post('/rest/eventbus/destination', { ...dest, label: 'Renamed', enabled: false });
    expect(updated.status).toBe(200);
    const again = await owner.get(`/rest/eventbus/destination?id=${dest.id}`);
    expect(again.body.data).toEqual([expect.objectContaining({ id: dest.id, label: 'Renamed', enabled: false })]);

    expect((await owner.delete(`/rest/eventbus/destination?id=${dest.id}`)).status).toBe(200);
    expect((await owner.get(`/rest/eventbus/destination?id=${dest.id}`)).body.data).toEqual([]);
    const missing = await owner.delete(`/rest/eventbus/destination?id=${dest.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain(dest.id);
    expect((await owner.delete('/rest/eventbus/destination')).status).toBe(400);
  });

  it('refuses wrong settings with a message that names the field, and saves nothing', async () => {
    const before = (await owner.get('/rest/eventbus/destination')).body.data.length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ __type: 'nope' }, '"__type" must be one of'],
      [webhook({ url: 'ftp://example.com' }), '"url" must be an http:// or https:// URL'],
      [webhook({ subscribedEvents: 'weft.workflow' }), '"subscribedEvents" must be a list'],
      [
        webhook({ authentication: 'genericCredentialType', genericAuthType: 'httpBasicAuth' }),
        '"credentials.httpBasicAuth.id"',
      ],
      [
        { __type: '$$MessageEventBusDestinationSyslog', host: 'localhost', protocol: 'sctp' },
        '"protocol" must be "udp" or "tcp"',
      ],
      [
        { __type: '$$MessageEventBusDestinationSyslog', host: 'localhost', port: 70000 },
        '"port" must be a port number',
      ],
      [
        { __type: '$$MessageEventBusDestinationSyslog', host: 'localhost', facility: 24 },
        '"facility" must be a syslog facility number',
      ],
      [{ __type: '$$MessageEventBusDestinationSentry', dsn: 'not a dsn' }, '"dsn" must be a Sentry DSN'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post('/rest/eventbus/destination', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await owner.get('/rest/eventbus/destination')).body.data.length).toBe(before);
  });

  it('lists the event names', async () => {
    const res = await owner.get('/rest/eventbus/eventnames');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        'weft.workflow.started',
        'weft.workflow.success',
        'weft.workflow.failed',
        'weft.node.started',
        'weft.node.finished',
        'weft.audit.user.login.success',
        'weft.audit.workflow.activated',
        'weft.queue.job.enqueued',
      ]),
    );
  });

  it('sends a test message and answers whether it arrived', async () => {
    const dest = (await owner.post('/rest/eventbus/destination', webhook({ subscribedEvents: [] }))).body.data;
    receiver.requests.length = 0;
    const res = await owner.post('/rest/eventbus/testmessage', { id: dest.id });
    expect(res.body.data).toBe(true);
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]!.json).toMatchObject({
      eventName: 'weft.destination.test',
      payload: { destinationId: dest.id },
    });
    expect(receiver.requests[0]!.headers['x-weft-event-id']).toBe(receiver.requests[0]!.json.id);

    receiver.failNext(1, 503);
    expect((await owner.post('/rest/eventbus/testmessage', { id: dest.id })).body.data).toBe(false);

    // A port nobody listens on.
    const dead = (await owner.post('/rest/eventbus/destination', webhook({ url: 'http://127.0.0.1:1/nobody' }))).body
      .data;
    expect((await owner.post('/rest/eventbus/testmessage', { id: dead.id })).body.data).toBe(false);
    expect((await owner.post('/rest/eventbus/testmessage', { id: 'unknown' })).status).toBe(404);
    expect((await owner.post('/rest/eventbus/testmessage', {})).status).toBe(400);
  });
});

describe('log streaming switched off', () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it('reports the flag off and answers 403 with a clear message', async () => {
    server = await createTestServer('sqlite', { WEFT_LOG_STREAMING_ENABLED: 'false' });
    const owner = await server.owner();
    expect((await owner.get('/rest/settings')).body.data.enterprise.logStreaming).toBe(false);
    const res = await owner.get('/rest/eventbus/destination');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Log streaming is switched off on this instance (WEFT_LOG_STREAMING_ENABLED=false)');
    expect(
      (
        await owner.post('/rest/eventbus/destination', {
          __type: '$$MessageEventBusDestinationSentry',
          dsn: 'http://k@127.0.0.1:1/1',
        })
      ).status,
    ).toBe(403);
  });
});
