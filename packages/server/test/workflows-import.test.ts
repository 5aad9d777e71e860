import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';

const CONFORMANCE = '/work/shared/conformance/cases/expr-core/workflow.json';

describe.each(DB_KINDS)('workflow import from a URL and time zones on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['owner']>>;
  let files: Server;
  let base: string;
  const workflowText = readFileSync(CONFORMANCE, 'utf8');
  const workflow = JSON.parse(workflowText) as {
    name: string;
    nodes: Array<{ name: string; type: string }>;
    connections: unknown;
  };

  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
    files = createServer((req, res) => {
      if (req.url === '/workflow.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(workflowText);
      } else if (req.url === '/text') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('hello, not JSON');
      } else if (req.url === '/object') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"hello":"world"}');
      } else if (req.url === '/huge') {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = ' '.repeat(1024 * 1024);
        let sent = 0;
        const push = () => {
          while (sent < 14) {
            sent++;
            if (!res.write(chunk)) return void res.once('drain', push);
          }
          res.end();
        };
        res.on('error', () => undefined);
        push();
      } else {
        res.writeHead(404).end('missing');
      }
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    files?.closeAllConnections();
    await new Promise((resolve) => files?.close(resolve));
    await server?.close();
  });

  const fromUrl = (url: string) => owner.get(`/rest/workflows/from-url?url=${encodeURIComponent(url)}`);

  it('answers a workflow file n8n-shaped', async () => {
    const res = await fromUrl(`${base}/workflow.json`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.name).toBe(workflow.name);
    expect(data.nodes.map((n: { name: string }) => n.name)).toEqual(workflow.nodes.map((n) => n.name));
    expect(data.nodes.map((n: { type: string }) => n.type)).toEqual(workflow.nodes.map((n) => n.type));
    expect(data.nodes[0].type).toBe('n8n-nodes-base.manualTrigger');
    expect(data.connections).toEqual(workflow.connections);
    const saved = await owner.post('/rest/workflows', data);
    expect(saved.status).toBe(200);
    expect(saved.body.data.nodes[0].type).toBe('weft.manualTrigger');
  });

  it('answers 400 with a clear message when the URL is not a workflow', async () => {
    const cases: Array<[string, RegExp]> = [
      [`${base}/text`, /is not JSON/],
      [`${base}/object`, /not a workflow/],
      [`${base}/missing`, /HTTP 404/],
      [`${base}/huge`, /larger than the 12 MiB/],
      ['ftp://127.0.0.1/workflow.json', /Only http and https/],
      ['not a url', /not a valid URL/],
      ['http://127.0.0.1:1/workflow.json', /Could not download/],
    ];
    for (const [url, message] of cases) {
      const res = await fromUrl(url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(message);
    }
    const none = await owner.get('/rest/workflows/from-url');
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/"url"/);
  });

  it('lists IANA time zones with labels', async () => {
    const res = await owner.get('/rest/options/timezones');
    expect(res.status).toBe(200);
    const zones = res.body.data as Record<string, string>;
    expect(Object.keys(zones)).toEqual(
      expect.arrayContaining(['America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'UTC']),
    );
    expect(zones['Asia/Tokyo']).toBe('Asia/Tokyo (GMT+09:00)');
    expect(zones.UTC).toBe('UTC (GMT+00:00)');
  });
});
