/**
 * The server's own outgoing calls go through the SSRF guard: credential tests and OAuth token
 * calls (`sendRequest`) and workflow imports from a URL. Loopback only: refused addresses fail
 * before any connection is made.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendRequest } from '../src/services/credentials/http.js';
import { createTestServer, type TestServer } from './harness.js';

let target: Server;
let port = 0;
beforeAll(async () => {
  target = createServer((req, res) => {
    if (req.url?.startsWith('/redirect')) {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam/' });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ name: 'Imported', nodes: [], connections: {} }));
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  port = (target.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => target.close(resolve));
});
afterEach(() => {
  delete process.env.WEFT_SSRF_BLOCK_PRIVATE;
});

describe('credential tests and OAuth token calls', () => {
  it('refuse cloud metadata, also behind a redirect, and private addresses with WEFT_SSRF_BLOCK_PRIVATE', async () => {
    await expect(sendRequest({ url: 'http://169.254.169.254/latest/meta-data/' })).rejects.toMatchObject({
      code: 'ERR_SSRF_BLOCKED',
      message: expect.stringContaining('To allow it, add "169.254.169.254" to WEFT_SSRF_ALLOW'),
    });
    await expect(sendRequest({ url: `http://127.0.0.1:${port}/redirect` })).rejects.toMatchObject({
      message: expect.stringContaining('cloud metadata endpoint'),
    });
    expect((await sendRequest({ url: `http://127.0.0.1:${port}/token`, method: 'POST', body: { a: 1 } })).status).toBe(
      200,
    );
    process.env.WEFT_SSRF_BLOCK_PRIVATE = 'true';
    await expect(sendRequest({ url: `http://localhost:${port}/token` })).rejects.toMatchObject({
      message: expect.stringContaining('loopback address'),
    });
  });
});

describe('workflow import from a URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  it('refuses a URL the guard refuses, saying why', async () => {
    const owner = await server.owner();
    const ok = await owner.get(
      `/rest/workflows/from-url?url=${encodeURIComponent(`http://127.0.0.1:${port}/wf.json`)}`,
    );
    expect(ok.status).toBe(200);
    const refused = await owner.get(
      `/rest/workflows/from-url?url=${encodeURIComponent('http://169.254.169.254/latest/user-data')}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('cloud metadata endpoint, blocked by default');
    expect(refused.body.message).toContain('WEFT_SSRF_ALLOW');
  });
});
