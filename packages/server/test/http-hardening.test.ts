/**
 * The HTTP layer's hardening: no stack to clients outside development (the log keeps it under a
 * request id that the reply carries), empty JSON bodies read as no body, and security headers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setErrorLogSink } from '../src/http/hardening.js';
import { insertWorkflow, webhookNode } from './activation-helpers.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';

describe.each(DB_KINDS)('HTTP hardening on %s', (kind) => {
  let server: TestServer;
  let logged: string[] = [];
  let previousSink: ReturnType<typeof setErrorLogSink>;
  beforeAll(async () => {
    server = await createTestServer(kind, { WEFT_LOG_LEVEL: 'debug' });
    previousSink = setErrorLogSink((line) => logged.push(line));
  });
  afterAll(async () => {
    setErrorLogSink(previousSink);
    await server?.close();
  });
  afterEach(() => {
    logged = [];
  });

  it('answers an anonymous GET /rest/workflows with a 401 without a stack, carrying a request id that the log has', async () => {
    await server.owner();
    const res = await server.anonymous.get('/rest/workflows');
    expect(res.status).toBe(401);
    expect(res.body.stack).toBeUndefined();
    expect(res.text).not.toContain('/src/');
    expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).toBe(res.body.requestId);
    expect(
      logged.some((line) => line.includes(res.body.requestId) && line.includes('401') && line.includes('    at ')),
    ).toBe(true);
  });

  it('gives every request its own id', async () => {
    const a = await server.anonymous.get('/rest/workflows');
    const b = await server.anonymous.get('/rest/workflows');
    expect(a.body.requestId).not.toBe(b.body.requestId);
  });

  it("keeps a server error's message and stack out of the log-only details: the reply has no stack, the log has it", async () => {
    const users = server.ctx.users as unknown as { owner: () => Promise<unknown> };
    const original = users.owner;
    users.owner = async () => {
      throw new Error('the database went away');
    };
    try {
      const res = await server.anonymous.get('/rest/workflows');
      expect(res.status).toBe(500);
      expect(res.body.stack).toBeUndefined();
      expect(res.text).not.toContain('    at ');
      const line = logged.find((l) => l.includes(res.body.requestId));
      expect(line).toContain('GET /rest/workflows answered 500');
      expect(line).toContain('the database went away');
      expect(line).toContain('    at ');
    } finally {
      users.owner = original;
    }
  });

  it('reads an empty application/json body as no body on /rest', async () => {
    const owner = await server.owner();
    const created = await owner.request('POST', '/rest/me/api-key', '', { 'content-type': 'application/json' });
    expect(created.status).toBe(200);
    expect(created.body.data.apiKey).toBeTruthy();
    const member = await server.member();
    const removed = await owner.request('DELETE', `/rest/users/${member.user.id}`, '', {
      'content-type': 'application/json',
    });
    expect(removed.status).toBe(200);
    const removedAgain = await owner.request('DELETE', `/rest/me/api-key`, '  ', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(removedAgain.status).toBe(200);
  });

  it('still refuses malformed JSON and prototype poisoning', async () => {
    const bad = await server.anonymous.request('POST', '/rest/login', '{', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/not valid JSON/);
    const poisoned = await server.anonymous.request('POST', '/rest/login', '{"__proto__": {"x": 1}}', {
      'content-type': 'application/json',
    });
    expect(poisoned.status).toBe(400);
  });

  it('reads an empty application/json body as no body on /api/v1', async () => {
    const owner = await server.owner();
    const key = (await owner.post('/rest/me/api-key')).body.data.apiKey as string;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/workflows/nonexistent/activate',
      headers: { 'x-n8n-api-key': key, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().stack).toBeUndefined();
    expect(res.json().requestId).toBeTruthy();
  });

  it('reads an empty application/json body as no body on a webhook', async () => {
    const id = await insertWorkflow(server.ctx, { nodes: [webhookNode('empty-json', { httpMethod: 'POST' })] });
    await server.ctx.activeWorkflows.activate(id);
    const res = await server.anonymous.request('POST', '/webhook/empty-json', '', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(200);
  });

  it('sends security headers on the editor and the API, not on webhook responses', async () => {
    for (const url of ['/', '/rest/settings', '/rest/workflows', '/workflows/demo']) {
      const res = await server.anonymous.get(url);
      expect(res.headers['content-security-policy'], url).toBe("frame-ancestors 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
    const id = await insertWorkflow(server.ctx, { nodes: [webhookNode('framed', {})] });
    await server.ctx.activeWorkflows.activate(id);
    const hook = await server.anonymous.get('/webhook/framed');
    expect(hook.status).toBe(200);
    expect(hook.headers['content-security-policy']).toBeUndefined();
  });
});

describe('HTTP hardening settings', () => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  it('sends the stack only when WEFT_ENV=development', async () => {
    server = await createTestServer('sqlite', { WEFT_ENV: 'development' });
    await server.owner();
    const res = await server.anonymous.get('/rest/workflows');
    expect(res.status).toBe(401);
    expect(res.body.stack).toContain('    at ');
    expect(res.body.requestId).toBeTruthy();
  });

  it('takes frame-ancestors from WEFT_SECURITY_FRAME_ANCESTORS so the demo view can be embedded where allowed', async () => {
    server = await createTestServer('sqlite', {
      WEFT_SECURITY_FRAME_ANCESTORS: "'self' https://docs.example.com,https://blog.example.com",
    });
    const res = await server.anonymous.get('/workflows/demo');
    expect(res.headers['content-security-policy']).toBe(
      "frame-ancestors 'self' https://docs.example.com https://blog.example.com",
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('SSRF settings at start', () => {
  it('refuses a bad WEFT_SSRF_ALLOW or WEFT_SSRF_DENY entry by name before the server starts', async () => {
    const { loadConfig } = await import('../src/config.js');
    expect(() => loadConfig({ WEFT_SSRF_ALLOW: '10.0.0.0/33' })).toThrow(/WEFT_SSRF_ALLOW holds "10.0.0.0\/33"/);
    expect(() => loadConfig({ WEFT_SSRF_DENY: 'https://x.example/' })).toThrow(/WEFT_SSRF_DENY holds/);
    expect(() =>
      loadConfig({ WEFT_SSRF_ALLOW: '10.0.0.0/8, *.corp.example', WEFT_SSRF_BLOCK_PRIVATE: 'true' }),
    ).not.toThrow();
  });
});
