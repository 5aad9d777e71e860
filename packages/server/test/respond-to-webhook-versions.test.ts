/**
 * Respond to Webhook 1.2–1.5 behind real production webhooks: the response output of 1.3 (always)
 * and 1.4+ (the "Enable Response Output Branch" setting), JWT tokens signed with a stored
 * credential, and 1.5 answering at once (Weft has no streaming webhooks).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chain, finishedExecutions, insertWorkflow, node, webhookNode } from './activation-helpers.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

describe.each(DB_KINDS)('Respond to Webhook 1.2–1.5 on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string } };
  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
  });
  afterAll(async () => server?.close());

  const respond = (typeVersion: number, parameters: Record<string, unknown>, extra = {}) =>
    node('Respond', 'n8n-nodes-base.respondToWebhook', parameters, { typeVersion, ...extra });
  const activate = async (path: string, respondNode: ReturnType<typeof respond>) => {
    const id = await insertWorkflow(server.ctx, {
      ownerId: owner.user.id,
      nodes: [webhookNode(path, { httpMethod: 'POST', responseMode: 'responseNode' }), respondNode],
      connections: chain('Webhook', 'Respond'),
    });
    await server.ctx.activeWorkflows.activate(id);
    return id;
  };
  const respondRun = async (id: string) => {
    const [exec] = await finishedExecutions(server.ctx, id);
    expect(exec!.status).toBe('success');
    return JSON.parse(exec!.data).resultData.runData.Respond[0].data.main as Array<
      Array<{ json: Record<string, unknown> }>
    >;
  };

  it('1.3 answers and always puts what it sent on a second output', async () => {
    const id = await activate(
      'rtw-13',
      respond(1.3, {
        respondWith: 'json',
        responseBody: '={{ JSON.stringify({ doubled: $json.body.n * 2 }) }}',
        options: { responseCode: 201 },
      }),
    );
    const res = await server.anonymous.request('POST', '/webhook/rtw-13', { n: 21 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ doubled: 42 });
    const main = await respondRun(id);
    expect(main).toHaveLength(2);
    expect(main[0]![0]!.json.body).toEqual({ n: 21 });
    expect(main[1]).toEqual([
      { json: { response: { body: { doubled: 42 }, headers: {}, statusCode: 201 } }, pairedItem: { item: 0 } },
    ]);
  });

  it('1.4 has one output unless the response output branch is enabled', async () => {
    const off = await activate('rtw-14-off', respond(1.4, { respondWith: 'text', responseBody: 'plain' }));
    const text = await server.anonymous.request('POST', '/webhook/rtw-14-off', {});
    expect(text.text).toBe('plain');
    expect(text.headers['content-type']).toMatch(/^text\/html/);
    expect(await respondRun(off)).toHaveLength(1);

    const on = await activate(
      'rtw-14-on',
      respond(1.4, { enableResponseOutput: true, respondWith: 'redirect', redirectURL: 'https://example.com/next' }),
    );
    const redirect = await server.anonymous.request('POST', '/webhook/rtw-14-on', {});
    expect(redirect.status).toBe(307);
    expect(redirect.headers.location).toBe('https://example.com/next');
    const main = await respondRun(on);
    expect(main[1]![0]!.json.response).toEqual({ statusCode: 307, headers: { location: 'https://example.com/next' } });
  });

  it('1.5 answers a JWT signed with the stored credential, at once', async () => {
    const created = await owner.post('/rest/credentials', {
      name: 'Signing key',
      type: 'jwtAuth',
      data: { keyType: 'passphrase', secret: 's3cret', algorithm: 'HS256' },
    });
    expect(created.status, created.text).toBe(200);
    const id = await activate(
      'rtw-15-jwt',
      respond(
        1.5,
        {
          respondWith: 'jwt',
          payload: '={{ JSON.stringify({ sub: $json.body.user }) }}',
          options: { enableStreaming: true },
        },
        {
          credentials: { jwtAuth: { id: created.body.data.id, name: 'Signing key' } },
        },
      ),
    );
    const before = Math.floor(Date.now() / 1000);
    const res = await server.anonymous.request('POST', '/webhook/rtw-15-jwt', { user: 'ada' });
    expect(res.status).toBe(200);
    const [header, payload, signature] = String(res.body.token).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.sub).toBe('ada');
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(signature).toBe(createHmac('sha256', 's3cret').update(`${header}.${payload}`).digest('base64url'));
    expect(await respondRun(id)).toHaveLength(1);
  });

  it('1.2 fails the run with n8n’s message when the JWT cannot be signed', async () => {
    const created = await owner.post('/rest/credentials', {
      name: 'Not a key',
      type: 'jwtAuth',
      data: { keyType: 'passphrase', secret: 'x', algorithm: 'RS256' },
    });
    const id = await activate(
      'rtw-12-bad-jwt',
      respond(
        1.2,
        { respondWith: 'jwt', payload: '{}' },
        { credentials: { jwtAuth: { id: created.body.data.id, name: 'Not a key' } } },
      ),
    );
    const res = await server.anonymous.request('POST', '/webhook/rtw-12-bad-jwt', {});
    expect(res.status).toBe(500);
    const [exec] = await finishedExecutions(server.ctx, id);
    expect(exec!.status).toBe('error');
    expect(JSON.parse(exec!.data).resultData.error.message).toBe('Error signing JWT token');
  });
});
