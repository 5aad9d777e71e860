import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { unpackNodeTypes, type PackedNodeTypes } from '@weft/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

describe.each(DB_KINDS)('settings and node types on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let member: TestClient;
  let preSetup: TestServer;

  beforeAll(async () => {
    [server, preSetup] = await Promise.all([createTestServer(kind), createTestServer(kind)]);
    owner = await server.owner();
    member = await server.member();
  });
  afterAll(async () => {
    await server?.close();
    await preSetup?.close();
  });

  it('answers the settings to everyone, with the spec defaults', async () => {
    for (const client of [server.anonymous, member, owner, preSetup.anonymous]) {
      const res = await client.get('/rest/settings');
      expect(res.status).toBe(200);
      const s = res.body.data;
      expect(s.timezone).toBe('America/New_York');
      expect(s.executionTimeout).toBe(-1);
      expect(s.endpointWebhook).toBe('webhook');
      expect(s.endpointWebhookTest).toBe('webhook-test');
      expect(s.defaultLocale).toBe('en');
      expect(s.enterprise).toEqual({ sharing: true, ldap: true, logStreaming: true, saml: true });
      expect(s.userManagement.authenticationMethod).toBe('email');
    }
  });

  it('shows owner setup on first load only before setup', async () => {
    expect((await preSetup.anonymous.get('/rest/settings')).body.data.userManagement.showSetupOnFirstLoad).toBe(true);
    expect((await server.anonymous.get('/rest/settings')).body.data.userManagement.showSetupOnFirstLoad).toBe(false);
  });

  it('lists node and credential types, publicly at the base URL and behind a session under /rest', async () => {
    const pub = await server.anonymous.get('/types/nodes.json');
    expect(pub.status).toBe(200);
    expect(pub.body.map((d: { name: string }) => d.name)).toContain('weft.set');
    expect((await server.anonymous.get('/rest/types/nodes.json')).status).toBe(401);
    const rest = await member.get('/rest/types/credentials.json');
    expect(rest.status).toBe(200);
    expect(rest.body.map((d: { name: string }) => d.name)).toContain('httpBasicAuth');
    expect((await preSetup.anonymous.get('/rest/types/nodes.json')).status).toBe(200);
  });

  it('sends nodes.json with an ETag, a 304 when the client has it, and compressed when the client takes it', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/types/nodes.json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const list = JSON.parse(plain.body) as Array<{ name: string }>;
    expect(list.map((d) => d.name)).toContain('weft.set');

    // The same body under /rest, for a signed-in user, with the same tag.
    const rest = await server.app.inject({
      method: 'GET',
      url: '/rest/types/nodes.json',
      headers: { cookie: owner.cookie!, 'if-none-match': etag },
    });
    expect(rest.statusCode).toBe(304);
    expect(rest.body).toBe('');
    const again = await server.app.inject({
      method: 'GET',
      url: '/types/nodes.json',
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await server.app.inject({ method: 'GET', url: '/types/nodes.json', headers: { 'if-none-match': '"x"' } }))
        .statusCode,
    ).toBe(200);

    const br = await server.app.inject({
      method: 'GET',
      url: '/types/nodes.json',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await server.app.inject({
      method: 'GET',
      url: '/types/nodes.json',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);

    const creds = await server.app.inject({ method: 'GET', url: '/types/credentials.json' });
    expect(creds.headers.etag).toMatch(/^"/);
    expect(creds.body).not.toContain('"authenticate"');
  });

  it('sends the packed descriptions the editor reads: nodes.json again, each parameter written once', async () => {
    const full = await server.app.inject({ method: 'GET', url: '/types/nodes.json' });
    const packed = await server.app.inject({ method: 'GET', url: '/types/nodes-packed.json' });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['cache-control']).toBe('no-cache');
    expect(packed.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(packed.headers.etag).not.toBe(full.headers.etag);
    // The tool variants repeat their nodes' parameters: packed, the body is far smaller.
    expect(packed.rawPayload.length).toBeLessThan(full.rawPayload.length * 0.7);
    expect(unpackNodeTypes(JSON.parse(packed.body) as PackedNodeTypes)).toEqual(JSON.parse(full.body));
    const again = await server.app.inject({
      method: 'GET',
      url: '/types/nodes-packed.json',
      headers: { 'if-none-match': String(packed.headers.etag), 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers node types by name and version, n8n names included', async () => {
    const res = await owner.post('/rest/node-types', {
      nodeInfos: [
        { name: 'n8n-nodes-base.if', version: 2.2 },
        { name: 'weft.set', version: 3.4 },
        { name: 'nope.x', version: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { name: string }) => d.name)).toEqual(['weft.if', 'weft.set']);
    expect((await owner.post('/rest/node-types', { nodes: [] })).status).toBe(400);
    expect((await server.anonymous.post('/rest/node-types', { nodeInfos: [] })).status).toBe(401);
  });

  it('turns a cURL command into HTTP Request parameters', async () => {
    const res = await member.post('/rest/curl-to-json', {
      curlCommand: `curl -X POST 'https://api.example.com/v1/items?limit=5' -H 'Authorization: Bearer abc' -H "Content-Type: application/json" -d '{"name":"ada","age":36}' -k -L`,
    });
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.method).toBe('POST');
    expect(p.url).toBe('https://api.example.com/v1/items');
    expect(p.queryParameters.parameters).toEqual([{ name: 'limit', value: '5' }]);
    expect(p.headerParameters.parameters).toEqual([{ name: 'Authorization', value: 'Bearer abc' }]);
    expect(p.contentType).toBe('json');
    expect(JSON.parse(p.jsonBody)).toEqual({ name: 'ada', age: 36 });
    expect(p.options).toEqual({ allowUnauthorizedCerts: true, redirect: { redirect: { followRedirects: true } } });
  });

  it('converts form data and basic auth, and refuses what is not cURL', async () => {
    const form = await owner.post('/rest/curl-to-json', {
      curlCommand: "curl https://x.test/login -u ada:s3cret --data-urlencode 'a=1' -d b=2",
    });
    expect(form.body.data.contentType).toBe('form-urlencoded');
    expect(form.body.data.bodyParameters.parameters).toEqual([
      { name: 'a', value: '1' },
      { name: 'b', value: '2' },
    ]);
    expect(form.body.data.headerParameters.parameters[0]).toEqual({
      name: 'Authorization',
      value: `Basic ${Buffer.from('ada:s3cret').toString('base64')}`,
    });
    const bad = await owner.post('/rest/curl-to-json', { curlCommand: 'wget https://x.test' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/start with curl/);
    expect((await owner.post('/rest/curl-to-json', { curlCommand: "curl 'https://x.test" })).status).toBe(400);
  });

  it('answers remote options errors clearly', async () => {
    const res = await owner.get(
      `/rest/node-parameter-options?nodeTypeAndVersion=${encodeURIComponent(JSON.stringify({ name: 'weft.set', version: 3.4 }))}&methodName=nothing&path=x`,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('nothing');
    expect((await owner.get('/rest/node-parameter-options?nodeTypeAndVersion=%7Bbroken')).status).toBe(400);
  });

  it('reports health and readiness', async () => {
    expect((await server.anonymous.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await server.anonymous.get('/healthz/readiness')).body).toEqual({ status: 'ok' });
  });
});
