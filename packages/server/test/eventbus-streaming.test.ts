import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { failingWorkflow, settled, simpleWorkflow } from './executions-fixtures.js';
import { scheduledWorkflow } from './workflows-fixtures.js';
import {
  FAST_DELIVERY,
  parseSyslog,
  startHttpReceiver,
  startTcpSyslog,
  startUdpSyslog,
  until,
  type HttpReceiver,
  type SyslogListener,
} from './eventbus-helpers.js';

describe.each(DB_KINDS)('log streaming to webhook, syslog and Sentry (%s)', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['owner']>>;
  let member: Awaited<ReturnType<TestServer['member']>>;
  let hook: HttpReceiver;
  let sentryHost: HttpReceiver;
  let udp: SyslogListener;
  let tcp: SyslogListener & { badFrames: string[] };

  beforeAll(async () => {
    server = await createTestServer(kind, FAST_DELIVERY);
    owner = await server.owner();
    member = await server.member();
    [hook, sentryHost, udp, tcp] = await Promise.all([
      startHttpReceiver(),
      startHttpReceiver(),
      startUdpSyslog(),
      startTcpSyslog(),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([hook?.close(), sentryHost?.close(), udp?.close(), tcp?.close()]);
  });

  const create = async (body: Record<string, unknown>) => {
    const res = await owner.post('/rest/eventbus/destination', body);
    expect(res.status, res.text).toBe(200);
    return res.body.data as { id: string };
  };
  const run = async (workflowData: unknown) => {
    const res = await owner.post('/rest/workflows/run', { workflowData });
    expect(res.status, res.text).toBe(200);
    const id = res.body.data.executionId as string;
    await settled(server, id);
    return id;
  };
  const hookEvents = (path: string) =>
    hook.requests
      .filter((r) => r.url.startsWith(path))
      .map(
        (r) =>
          r.json as { id: string; eventName: string; payload: Record<string, unknown>; message: string; ts: string },
      );

  it('delivers workflow, node, and audit events to each destination as its filters say', async () => {
    await create({
      __type: '$$MessageEventBusDestinationWebhook',
      label: 'workflows',
      url: `${hook.url}/workflows`,
      subscribedEvents: ['n8n.workflow'],
    });
    await create({
      __type: '$$MessageEventBusDestinationWebhook',
      label: 'audit',
      url: `${hook.url}/audit`,
      method: 'PUT',
      subscribedEvents: ['weft.audit'],
    });
    await create({
      __type: '$$MessageEventBusDestinationWebhook',
      label: 'anonymous audit',
      url: `${hook.url}/anon`,
      subscribedEvents: ['weft.audit.user'],
      anonymizeAuditMessages: true,
    });
    await create({
      __type: '$$MessageEventBusDestinationWebhook',
      label: 'off',
      url: `${hook.url}/off`,
      subscribedEvents: ['*'],
      enabled: false,
    });
    await create({
      __type: '$$MessageEventBusDestinationSyslog',
      label: 'udp',
      host: '127.0.0.1',
      port: udp.port,
      protocol: 'udp',
      facility: 16,
      app_name: 'weft-test',
      subscribedEvents: ['weft.node'],
    });
    await create({
      __type: '$$MessageEventBusDestinationSyslog',
      label: 'tcp',
      host: '127.0.0.1',
      port: tcp.port,
      protocol: 'tcp',
      facility: 1,
      subscribedEvents: ['n8n.workflow.success', 'weft.workflow.failed'],
    });
    const sentryPort = new URL(sentryHost.url).port;
    await create({
      __type: '$$MessageEventBusDestinationSentry',
      label: 'sentry',
      dsn: `http://publickey123@127.0.0.1:${sentryPort}/42`,
      subscribedEvents: ['weft.workflow.failed'],
    });

    const ok = await run(simpleWorkflow('Streams fine'));
    const bad = await run(failingWorkflow('Streams badly'));

    // Webhook, workflow events only (subscribed with n8n's prefix).
    const workflows = await until(
      () => {
        const got = hookEvents('/workflows');
        return got.length >= 4 ? got : undefined;
      },
      10_000,
      'workflow events',
    );
    expect(workflows.map((e) => `${e.eventName}:${e.payload.executionId}`).sort()).toEqual(
      [
        `weft.workflow.started:${ok}`,
        `weft.workflow.success:${ok}`,
        `weft.workflow.started:${bad}`,
        `weft.workflow.failed:${bad}`,
      ].sort(),
    );
    const success = workflows.find((e) => e.eventName === 'weft.workflow.success')!;
    expect(success).toMatchObject({
      __type: '$$EventMessageWorkflow',
      payload: {
        executionId: ok,
        workflowName: 'Streams fine',
        mode: 'manual',
        isManual: true,
        status: 'success',
        userId: owner.user.id,
        lastNodeExecuted: 'Pass',
      },
    });
    expect(success.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(success.ts))).toBe(false);
    const failed = workflows.find((e) => e.eventName === 'weft.workflow.failed')!;
    expect(failed.payload).toMatchObject({ status: 'error', errorMessage: 'Boom on purpose' });
    // Each request carries its event's id in a header too.
    for (const r of hook.requests.filter((q) => q.url.startsWith('/workflows')))
      expect(r.headers['x-weft-event-id']).toBe(r.json.id);

    // Syslog over UDP: node events only, RFC 5424 with the event in MSG.
    const nodes = await until(
      () => (udp.messages.length >= 8 ? udp.messages.map((m) => parseSyslog(m)!) : undefined),
      10_000,
      'node events over UDP',
    );
    expect(nodes.every((m) => m && m.event.eventName.startsWith('weft.node.'))).toBe(true);
    expect(nodes.map((m) => `${m.event.eventName}:${m.event.payload.nodeName}:${m.event.payload.executionId}`)).toEqual(
      expect.arrayContaining([
        `weft.node.started:Start:${ok}`,
        `weft.node.finished:Pass:${ok}`,
        `weft.node.finished:Fail:${bad}`,
      ]),
    );
    const first = nodes[0]!;
    expect(first.pri).toBe(16 * 8 + 6);
    expect(first.appName).toBe('weft-test');
    expect(first.procId).toBe(String(process.pid));
    expect(first.msgId).toBe('node');
    expect(first.timestamp).toBe(first.event.ts);
    expect(first.sd).toBe(`[weft@32473 eventId="${first.event.id}" eventName="${first.event.eventName}"]`);
    const failedNode = nodes.find(
      (m) => m.event.eventName === 'weft.node.finished' && m.event.payload.nodeName === 'Fail',
    )!;
    expect(failedNode.event.payload).toMatchObject({ status: 'error', nodeType: 'weft.stopAndError' });

    // Syslog over TCP, octet-counted: one success and one failure, with their severities.
    const framed = await until(
      () => (tcp.messages.length >= 2 ? tcp.messages.map((m) => parseSyslog(m)!) : undefined),
      10_000,
      'workflow events over TCP',
    );
    expect(tcp.badFrames).toEqual([]);
    expect(framed.map((m) => [m.event.eventName, m.pri])).toEqual([
      ['weft.workflow.success', 1 * 8 + 6],
      ['weft.workflow.failed', 1 * 8 + 3],
    ]);
    expect(framed[0]!.appName).toBe('Weft');

    // Sentry: the failure only, as an envelope signed with the DSN's key.
    const envelope = await until(() => sentryHost.requests[0], 10_000, 'the Sentry envelope');
    expect(sentryHost.requests).toHaveLength(1);
    expect(envelope.url).toBe('/api/42/envelope/');
    expect(envelope.headers['x-sentry-auth']).toContain('sentry_key=publickey123');
    const [head, item, body] = envelope.body.split('\n').map((l) => JSON.parse(l));
    expect(item).toEqual({ type: 'event' });
    expect(body).toMatchObject({
      level: 'error',
      message: { formatted: expect.stringContaining('Streams badly') },
      tags: { event: 'weft.workflow.failed' },
      extra: { executionId: bad },
    });
    expect(head.event_id).toBe(body.event_id);
    expect(body.event_id).toBe(failed.id.replace(/-/g, ''));

    // The disabled destination got nothing.
    expect(hookEvents('/off')).toEqual([]);
  });

  it('streams audit events for sign-ins, users, credentials and workflows', async () => {
    const password = owner.user.password;
    const login = await server.anonymous.post('/rest/login', { email: owner.user.email, password });
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    expect((await server.anonymous.post('/rest/login', { email: owner.user.email, password: 'wrong' })).status).toBe(
      401,
    );
    expect((await server.client(cookie).post('/rest/logout')).status).toBe(200);

    const invited = await owner.post('/rest/users', [{ email: 'invitee@example.com' }]);
    const inviteeId = invited.body.data[0].user.id as string;
    const joiner = (await owner.post('/rest/users', [{ email: 'joiner@example.com' }])).body.data[0].user.id as string;
    const signup = await server.anonymous.post(`/rest/users/${joiner}`, {
      inviterId: owner.user.id,
      firstName: 'Jo',
      lastName: 'Iner',
      password: 'Joiner-Passw0rd',
    });
    expect(signup.status, signup.text).toBe(200);
    expect((await owner.delete(`/rest/users/${inviteeId}`)).status).toBe(200);

    const credential = (
      await owner.post('/rest/credentials', {
        name: 'Receiver login',
        type: 'httpBasicAuth',
        data: { user: 'u', password: 'secret-pass' },
      })
    ).body.data;
    expect((await owner.patch(`/rest/credentials/${credential.id}`, { name: 'Receiver login 2' })).status).toBe(200);
    expect(
      (await owner.put(`/rest/credentials/${credential.id}/share`, { shareWithIds: [member.user.id] })).status,
    ).toBe(200);

    const wf = (await owner.post('/rest/workflows', scheduledWorkflow('Audited'))).body.data;
    expect((await owner.patch(`/rest/workflows/${wf.id}`, { name: 'Audited 2' })).status).toBe(200);
    expect((await owner.patch(`/rest/workflows/${wf.id}`, { active: true })).status).toBe(200);
    expect((await owner.delete(`/rest/workflows/${wf.id}`)).status).toBe(200);

    const expected = [
      'weft.audit.user.login.success',
      'weft.audit.user.login.failed',
      'weft.audit.user.signedout',
      'weft.audit.user.invited',
      'weft.audit.user.created',
      'weft.audit.user.deleted',
      'weft.audit.user.credentials.created',
      'weft.audit.user.credentials.updated',
      'weft.audit.user.credentials.shared',
      'weft.audit.workflow.created',
      'weft.audit.workflow.updated',
      'weft.audit.workflow.activated',
      'weft.audit.workflow.deleted',
    ];
    const audit = await until(
      () => {
        const got = hookEvents('/audit');
        return expected.every((n) => got.some((e) => e.eventName === n)) ? got : undefined;
      },
      10_000,
      'audit events',
    );
    expect(hook.requests.filter((r) => r.url.startsWith('/audit')).every((r) => r.method === 'PUT')).toBe(true);
    const byName = (n: string) => audit.filter((e) => e.eventName === n);
    expect(byName('weft.audit.user.login.success')[0]!.payload).toMatchObject({
      userId: owner.user.id,
      _email: owner.user.email,
    });
    expect(byName('weft.audit.user.login.failed')[0]!.payload).toMatchObject({ _email: owner.user.email });
    expect(byName('weft.audit.user.invited')[0]!.payload).toMatchObject({
      userId: owner.user.id,
      targetUserId: inviteeId,
      _targetEmail: 'invitee@example.com',
    });
    expect(byName('weft.audit.user.created')[0]!.payload).toMatchObject({
      userId: joiner,
      _email: 'joiner@example.com',
      _firstName: 'Jo',
      method: 'invitation',
    });
    expect(byName('weft.audit.user.deleted')[0]!.payload).toMatchObject({
      targetUserId: inviteeId,
      _targetEmail: 'invitee@example.com',
    });
    expect(byName('weft.audit.user.credentials.shared')[0]!.payload).toMatchObject({
      credentialId: credential.id,
      credentialType: 'httpBasicAuth',
      shareWithIds: [member.user.id],
    });
    expect(byName('weft.audit.workflow.updated')).toHaveLength(2);
    expect(byName('weft.audit.workflow.activated')[0]!.payload).toMatchObject({
      workflowId: wf.id,
      workflowName: 'Audited 2',
    });
    expect(byName('weft.audit.workflow.deleted')[0]!.payload).toMatchObject({
      workflowId: wf.id,
      workflowName: 'Audited 2',
    });
    // No secret travels: not the credential's data, not a password.
    const all = JSON.stringify(hook.requests.map((r) => r.body));
    expect(all).not.toContain('secret-pass');
    expect(all).not.toContain(password);

    // The anonymising destination got the user events without their personal fields.
    const anon = await until(
      () => (hookEvents('/anon').length >= 10 ? hookEvents('/anon') : undefined),
      10_000,
      'anonymised audit events',
    );
    expect(anon.every((e) => e.eventName.startsWith('weft.audit.user.'))).toBe(true);
    expect(
      anon.some((e) => e.eventName === 'weft.audit.user.login.success' && e.payload.userId === owner.user.id),
    ).toBe(true);
    expect(JSON.stringify(anon)).not.toContain('@example.com');
    expect(JSON.stringify(anon)).not.toContain('Olive');
  });

  it('signs webhook calls with a basic-auth credential through the credential service', async () => {
    const credential = (
      await owner.post('/rest/credentials', {
        name: 'Hook auth',
        type: 'httpBasicAuth',
        data: { user: 'weft', password: 'hook-pass' },
      })
    ).body.data;
    const dest = await create({
      __type: '$$MessageEventBusDestinationWebhook',
      label: 'signed',
      url: `${hook.url}/signed`,
      subscribedEvents: ['weft.workflow.success'],
      sendHeaders: true,
      headerParameters: { parameters: [{ name: 'X-Team', value: 'ops' }] },
      authentication: 'genericCredentialType',
      genericAuthType: 'httpBasicAuth',
      credentials: { httpBasicAuth: { id: credential.id, name: credential.name } },
    });
    const listed = (await owner.get(`/rest/eventbus/destination?id=${dest.id}`)).body.data[0];
    expect(JSON.stringify(listed)).not.toContain('hook-pass');
    await run(simpleWorkflow('Signed'));
    const req = await until(() => hook.requests.find((r) => r.url === '/signed'), 10_000, 'the signed call');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('weft:hook-pass').toString('base64')}`);
    expect(req.headers['x-team']).toBe('ops');
    expect(req.json.payload.workflowName).toBe('Signed');
  });

  it('replays an execution’s events for those who may read it', async () => {
    const id = await run(simpleWorkflow('Replayed'));
    const res = await until(
      async () => {
        const r = await owner.get(`/rest/eventbus/execution/${id}`);
        return r.body.data?.length >= 6 ? r : undefined;
      },
      5000,
      'stored events',
    );
    expect(
      res.body.data.map(
        (e: { eventName: string; payload: { nodeName?: string } }) =>
          `${e.eventName}${e.payload.nodeName ? `:${e.payload.nodeName}` : ''}`,
      ),
    ).toEqual([
      'weft.workflow.started',
      'weft.node.started:Start',
      'weft.node.finished:Start',
      'weft.node.started:Pass',
      'weft.node.finished:Pass',
      'weft.workflow.success',
    ]);
    expect((await member.get(`/rest/eventbus/execution/${id}`)).status).toBe(404);
    expect((await server.anonymous.get(`/rest/eventbus/execution/${id}`)).status).toBe(401);
  });
});
