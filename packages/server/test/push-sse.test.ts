import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPushHub, PUSH_HEARTBEAT_MS, type PushConnection } from '../src/services/push/index.js';
import { chain, insertWorkflow, node, simpleWorkflow, waitFor } from './executions-fixtures.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

/**
 * An SSE client over a real socket that collects `data:` messages and comment lines. It uses
 * node:http without an agent: undici's fetch leaves an extra idle socket behind on abort, which
 * holds up the server's shutdown for seconds.
 */
async function openStream(url: string, cookie: string) {
  const messages: Array<{ type: string; data: any }> = [];
  const comments: string[] = [];
  const req = get(url, { headers: { cookie, accept: 'text/event-stream' }, agent: false });
  const res = await new Promise<IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      for (const line of block.split('\n')) {
        if (line.startsWith('data: ')) messages.push(JSON.parse(line.slice(6)));
        else if (line.startsWith(':')) comments.push(line.slice(1).trim());
      }
    }
  });
  res.on('error', () => undefined);
  return {
    status: res.statusCode,
    contentType: String(res.headers['content-type']),
    messages,
    comments,
    close: async () => void req.destroy(),
  };
}

describe.each(DB_KINDS)('push over SSE on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string } };
  let base: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => server?.close());

  it("streams a manual run's progress to the tab that started it", async () => {
    const member = await server.member();
    const tab = await openStream(`${base}/rest/push?pushRef=tab-1`, owner.cookie!);
    const stranger = await openStream(`${base}/rest/push?pushRef=tab-2`, member.cookie!);
    try {
      expect(tab.status).toBe(200);
      expect(tab.contentType).toContain('text/event-stream');
      await waitFor(() => (tab.comments.includes('connected') ? true : undefined), 5_000, 'the stream to open');
      const wf = await insertWorkflow(server, owner.user.id, simpleWorkflow('Pushed'));
      const started = await owner.request('POST', '/rest/workflows/run', { workflowId: wf }, { 'push-ref': 'tab-1' });
      const executionId = started.body.data.executionId as string;
      await waitFor(
        () => (tab.messages.some((m) => m.type === 'executionFinished') ? true : undefined),
        10_000,
        'executionFinished',
      );
      expect(tab.messages.map((m) => [m.type, m.data.nodeName ?? null])).toEqual([
        ['executionStarted', null],
        ['nodeExecuteBefore', 'Start'],
        ['nodeExecuteAfter', 'Start'],
        ['nodeExecuteBefore', 'Pass'],
        ['nodeExecuteAfter', 'Pass'],
        ['executionFinished', null],
      ]);
      const [startedEvent, , afterStart, , , finished] = tab.messages;
      expect(startedEvent!.data).toMatchObject({ executionId, mode: 'manual', workflowId: wf, workflowName: 'Pushed' });
      expect(startedEvent!.data.startedAt).toBeTruthy();
      expect(afterStart!.data).toMatchObject({ executionId, nodeName: 'Start', data: { executionStatus: 'success' } });
      expect(finished!.data).toMatchObject({
        executionId,
        status: 'success',
        data: { finished: true, data: { resultData: { lastNodeExecuted: 'Pass' } } },
      });
      expect(stranger.messages).toEqual([]);
    } finally {
      await tab.close();
      await stranger.close();
    }
  });

  it("also reaches the user's other tabs, and says why a failed run failed", async () => {
    const other = await openStream(`${base}/rest/push?pushRef=tab-3`, owner.cookie!);
    try {
      await waitFor(() => (other.comments.includes('connected') ? true : undefined), 5_000, 'the stream to open');
      const workflowData = {
        ...simpleWorkflow('Broken'),
        nodes: [{ id: 'x', name: 'Start', type: 'weft.noSuchNode', typeVersion: 1, position: [0, 0], parameters: {} }],
        connections: {},
      };
      await owner.request('POST', '/rest/workflows/run', { workflowData }, { 'push-ref': 'closed-tab' });
      const finished = await waitFor(
        () => other.messages.find((m) => m.type === 'executionFinished'),
        10_000,
        'executionFinished',
      );
      expect(finished.data.status).toBe('error');
      expect(finished.data.errorMessage).toBe(
        'There was a problem executing the workflow! Start: Unrecognized node type: weft.noSuchNode',
      );
    } finally {
      await other.close();
    }
  });

  it("sends a Code node's console.log() of a manual run to the tab that started it", async () => {
    const tab = await openStream(`${base}/rest/push?pushRef=console-tab`, owner.cookie!);
    try {
      await waitFor(() => (tab.comments.includes('connected') ? true : undefined), 5_000, 'the stream to open');
      const workflowData = {
        name: 'Logs',
        nodes: [
          node('Start', 'weft.manualTrigger'),
          node('Log', 'weft.code', { jsCode: "console.log('total', 3, { ok: true }); return [{ json: {} }];" }, 2),
        ],
        connections: chain('Start', 'Log'),
        settings: {},
      };
      await owner.request('POST', '/rest/workflows/run', { workflowData }, { 'push-ref': 'console-tab' });
      const message = await waitFor(
        () => tab.messages.find((m) => m.type === 'sendConsoleMessage'),
        10_000,
        'sendConsoleMessage',
      );
      expect(message.data).toEqual({ source: '[Node: "Log"]', messages: ['total', 3, { ok: true }] });
    } finally {
      await tab.close();
    }
  });

  it('asks for a pushRef', async () => {
    const res = await owner.get('/rest/push');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('pushRef');
  });
});

describe('push hub', () => {
  it('sends a heartbeat every 30 seconds, drops broken tabs and replaces a reconnected tab', () => {
    vi.useFakeTimers();
    try {
      const hub = createPushHub();
      const made = (pushRef: string, userId: string) => {
        const c = {
          pushRef,
          userId,
          sent: [] as string[],
          beats: 0,
          closed: false,
          send(m: string) {
            this.sent.push(m);
          },
          heartbeat() {
            this.beats++;
          },
          close() {
            this.closed = true;
          },
        };
        return c satisfies PushConnection;
      };
      const a = made('a', 'u1');
      const broken = {
        ...made('b', 'u2'),
        send() {
          throw new Error('gone');
        },
      };
      hub.add(a);
      hub.add(broken);
      vi.advanceTimersByTime(PUSH_HEARTBEAT_MS);
      expect(a.beats).toBe(1);
      hub.broadcast('hello', { n: 1 });
      expect(a.sent).toEqual(['{"type":"hello","data":{"n":1}}']);
      expect(hub.size()).toBe(1);
      const again = made('a', 'u1');
      hub.add(again);
      expect(a.closed).toBe(true);
      hub.send({ pushRef: 'a', userId: 'u1' }, 'once', null);
      expect(again.sent).toEqual(['{"type":"once","data":null}']);
      hub.closeAll();
      expect(again.closed).toBe(true);
      expect(hub.size()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
