import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { insertWorkflow, simpleWorkflow, waitFor } from './executions-fixtures.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

/** A WebSocket client over a real socket that collects the JSON messages it receives. */
function openSocket(url: string, cookie?: string) {
  const messages: Array<{ type: string; data: any }> = [];
  const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  return { ws, opened, messages, close: () => ws.terminate() };
}

describe.each(DB_KINDS)('push over WebSocket on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string } };
  let base: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { WEFT_PUSH_BACKEND: 'websocket' });
    owner = await server.owner();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => server?.close());

  it('reports websocket as the push backend', async () => {
    expect((await owner.get('/rest/settings')).body.data.pushBackend).toBe('websocket');
  });

  it("delivers a manual run's progress to the tab that started it", async () => {
    const tab = openSocket(`${base}/rest/push?pushRef=ws-tab`, owner.cookie);
    try {
      await tab.opened;
      const wf = await insertWorkflow(server, owner.user.id, simpleWorkflow('Pushed over a socket'));
      const started = await owner.request('POST', '/rest/workflows/run', { workflowId: wf }, { 'push-ref': 'ws-tab' });
      expect(started.status).toBe(200);
      await waitFor(
        () => (tab.messages.some((m) => m.type === 'executionFinished') ? true : undefined),
        10_000,
        'executionFinished',
      );
      const types = tab.messages.map((m) => m.type);
      expect(types[0]).toBe('executionStarted');
      expect(types).toContain('nodeExecuteBefore');
      expect(types).toContain('nodeExecuteAfter');
      expect(types.at(-1)).toBe('executionFinished');
      expect(tab.messages.at(-1)!.data.executionId).toBe(started.body.data.executionId);
    } finally {
      tab.close();
    }
  });

  it('refuses an upgrade without a session, and one without a pushRef', async () => {
    await expect(openSocket(`${base}/rest/push?pushRef=x`).opened).rejects.toThrow(/401/);
    await expect(openSocket(`${base}/rest/push`, owner.cookie).opened).rejects.toThrow(/400/);
  });
});
