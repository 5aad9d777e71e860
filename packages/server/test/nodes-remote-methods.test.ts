/**
 * Remote methods (GET /rest/node-parameter-options, GET /rest/nodes-list-search) on both
 * databases: Execute Workflow 1.2's workflow list (paging by token, name filter, what a member
 * may see), the context's credentials (only usable ones, named in the request), errors that
 * reach the editor with their message, and the HTTP helpers signing a request for a loopback
 * server with a credential type's `authenticate`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeType } from '@weft/workflow';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';
import { sampleWorkflow } from './workflows-fixtures.js';

const EXECUTE_WORKFLOW = { name: 'n8n-nodes-base.executeWorkflow', version: 1.2 };
const TEST_TYPE = { name: 'test.remoteMethods', version: 1 };

/** A node type whose methods exercise the context the server gives them. */
const remoteMethodsType: NodeType = {
  description: {
    name: 'test.remoteMethods',
    displayName: 'Remote methods',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Remote methods' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'httpHeaderAuth' }],
    properties: [
      { displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '' },
      { displayName: 'Limit', name: 'limit', type: 'number', default: 7 },
      {
        displayName: 'Doc',
        name: 'doc',
        type: 'resourceLocator',
        default: { __rl: true, value: '', mode: 'list' },
        modes: [
          { name: 'list', type: 'list' },
          { name: 'url', type: 'string', extractValue: { type: 'regex', regex: '/docs/(\\w+)' } },
        ],
      },
    ],
  },
  async execute() {
    return [[]];
  },
  methods: {
    loadOptions: {
      async parameters(ctx) {
        return [
          { name: 'doc', value: String(ctx.getNodeParameter('doc', '', { extractValue: true })) },
          { name: 'limit', value: Number(ctx.getCurrentNodeParameter('limit')) },
          { name: 'expression', value: String(ctx.getNodeParameter('baseUrl')) },
          { name: 'fallback', value: String(ctx.getNodeParameter('missing.deep', 'fb')) },
          { name: 'node', value: `${ctx.getNode().type}@${ctx.getNode().typeVersion}` },
          { name: 'workflow', value: ctx.getWorkflow().name ?? '(none)' },
        ];
      },
      async secret(ctx) {
        const data = await ctx.getCredentials('httpHeaderAuth');
        return [{ name: String(data.name), value: String(data.value) }];
      },
      async viaHttp(ctx) {
        const base = String(ctx.getCurrentNodeParameter('baseUrl'));
        const plain = await ctx.helpers.httpRequest({ url: `${base}/plain`, responseType: 'json' });
        const signed = await this.helpers.httpRequestWithAuthentication('httpHeaderAuth', {
          url: `${base}/items`,
          qs: { limit: 2 },
          responseType: 'json',
        });
        const seen = signed.body as { path: string; key: string | null };
        return [
          { name: 'plain', value: String((plain.body as { key: string | null }).key) },
          { name: 'signed', value: String(seen.key) },
          { name: 'path', value: seen.path },
        ];
      },
      async throws() {
        throw Object.assign(new Error('The service said: token expired'), {
          description: 'Reconnect the credential',
          statusCode: 401,
        });
      },
      async malformed() {
        return { nope: true } as never;
      },
    },
    listSearch: {
      async broken() {
        throw new Error('Upstream list failed with 502');
      },
      async half() {
        return { results: [{ name: 'ok', value: 1 }, { value: 2 }] } as never;
      },
    },
  },
};

describe.each(DB_KINDS)('node remote methods on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string } };
  let member: TestClient & { user: { id: string } };
  let loopback: Server;
  let loopbackUrl = '';
  const ownerIds: string[] = [];
  const memberIds: string[] = [];
  let sharedId = '';
  let ownerCredential = { id: '', name: '' };
  let sharedCredential = { id: '', name: '' };

  const query = (params: Record<string, unknown>) =>
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
      .join('&');
  const listSearch = (client: TestClient, params: Record<string, unknown>) =>
    client.get(
      `/rest/nodes-list-search?${query({ nodeTypeAndVersion: EXECUTE_WORKFLOW, methodName: 'searchWorkflows', path: 'workflowId', currentNodeParameters: {}, ...params })}`,
    );
  const loadOptions = (client: TestClient, params: Record<string, unknown>) =>
    client.get(
      `/rest/node-parameter-options?${query({ nodeTypeAndVersion: TEST_TYPE, path: 'x', currentNodeParameters: {}, ...params })}`,
    );

  beforeAll(async () => {
    server = await createTestServer(kind);
    server.ctx.nodeTypes.register(remoteMethodsType);
    owner = await server.owner();
    member = await server.member();
    loopback = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url, key: req.headers['x-api-key'] ?? null }));
    });
    await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve));
    loopbackUrl = `http://127.0.0.1:${(loopback.address() as AddressInfo).port}`;

    // 62 workflows of the owner ("Report 01" … "Report 60", plus two others), 3 of the member.
    for (let i = 1; i <= 60; i++)
      ownerIds.push(
        (await owner.post('/rest/workflows', sampleWorkflow(`Report ${String(i).padStart(2, '0')}`))).body.data.id,
      );
    ownerIds.push((await owner.post('/rest/workflows', sampleWorkflow('Invoice sync'))).body.data.id);
    sharedId = (await owner.post('/rest/workflows', sampleWorkflow('Shared INVOICES'))).body.data.id;
    ownerIds.push(sharedId);
    for (const name of ['Mine A', 'Mine B', 'invoice draft'])
      memberIds.push((await member.post('/rest/workflows', sampleWorkflow(name))).body.data.id);
    expect((await owner.put(`/rest/workflows/${sharedId}/share`, { shareWithIds: [member.user.id] })).status).toBe(200);

    const created = await owner.post('/rest/credentials', {
      name: 'Owner key',
      type: 'httpHeaderAuth',
      data: { name: 'x-api-key', value: 'owner-secret' },
    });
    ownerCredential = { id: created.body.data.id, name: 'Owner key' };
    const shared = await owner.post('/rest/credentials', {
      name: 'Team key',
      type: 'httpHeaderAuth',
      data: { name: 'x-api-key', value: 'team-secret' },
    });
    sharedCredential = { id: shared.body.data.id, name: 'Team key' };
    expect(
      (await owner.put(`/rest/credentials/${sharedCredential.id}/share`, { shareWithIds: [member.user.id] })).status,
    ).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => loopback?.close(resolve));
    await server?.close();
  });

  it('pages the owner’s workflow list 50 at a time by name, with a token for the next page', async () => {
    const first = await listSearch(owner, {});
    expect(first.status).toBe(200);
    const page1 = first.body.data;
    expect(page1.results).toHaveLength(50);
    expect(page1.results[1]).toEqual({ name: 'Invoice sync', value: ownerIds[60], url: `/workflow/${ownerIds[60]}` });
    expect(page1.results.slice(0, 5).map((r: { name: string }) => r.name)).toEqual([
      'invoice draft',
      'Invoice sync',
      'Mine A',
      'Mine B',
      'Report 01',
    ]);
    expect(typeof page1.paginationToken).toBe('string');
    const second = (await listSearch(owner, { paginationToken: page1.paginationToken })).body.data;
    expect(second.results).toHaveLength(15);
    expect(second.paginationToken).toBeUndefined();
    const names = [...page1.results, ...second.results].map((r: { name: string }) => r.name);
    expect(new Set(names).size).toBe(65);
    // Natural order: "Report 09" before "Report 10".
    expect(names.indexOf('Report 09')).toBeLessThan(names.indexOf('Report 10'));
    expect(names.at(-1)).toBe('Shared INVOICES');
  });

  it('filters by name case-insensitively and leaves out the workflow being edited', async () => {
    const found = (await listSearch(owner, { filter: 'INVOICE' })).body.data;
    expect(found.results.map((r: { name: string }) => r.name)).toEqual([
      'invoice draft',
      'Invoice sync',
      'Shared INVOICES',
    ]);
    expect(found.paginationToken).toBeUndefined();
    const without = (await listSearch(owner, { filter: 'invoice', workflowId: sharedId })).body.data;
    expect(without.results.map((r: { name: string }) => r.name)).toEqual(['invoice draft', 'Invoice sync']);
    expect((await listSearch(owner, { filter: 'no such workflow' })).body.data).toEqual({ results: [] });
  });

  it('shows a member only their own workflows and those shared with them', async () => {
    const res = await listSearch(member, {});
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((r: { value: string }) => r.value).sort()).toEqual(
      [...memberIds, sharedId].sort(),
    );
    expect((await listSearch(member, { filter: 'report' })).body.data.results).toEqual([]);
    // A workflow the member cannot read is not a context they can claim.
    const foreign = await listSearch(member, { workflowId: ownerIds[0] });
    expect(foreign.status).toBe(404);
    expect((await listSearch(server.anonymous, {})).status).toBe(401);
  });

  it('refuses a pagination token the list never gave, with its message', async () => {
    const res = await listSearch(owner, { paginationToken: 'abc' });
    expect(res.status).toBe(500);
    expect(res.body.message).toContain('"abc"');
  });

  it('gives methods the parameters unevaluated, resource locators unwrapped on request, and the node and workflow', async () => {
    const res = await loadOptions(owner, {
      methodName: 'parameters',
      workflowId: sharedId,
      currentNodeParameters: {
        baseUrl: '={{ $json.url }}',
        doc: { __rl: true, mode: 'url', value: 'https://docs.test/docs/Q42' },
      },
    });
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.body.data.map((o: { name: string; value: unknown }) => [o.name, o.value]))).toEqual({
      doc: 'Q42',
      limit: 7,
      expression: '={{ $json.url }}',
      fallback: 'fb',
      node: 'test.remoteMethods@1',
      workflow: 'Shared INVOICES',
    });
    const badUrl = await loadOptions(owner, {
      methodName: 'parameters',
      currentNodeParameters: { doc: { __rl: true, mode: 'url', value: 'https://docs.test/other' } },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message).toContain('https://docs.test/other');
  });

  it('decrypts only a credential named in the request that the user may use', async () => {
    const ok = await loadOptions(owner, { methodName: 'secret', credentials: { httpHeaderAuth: ownerCredential } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual([{ name: 'x-api-key', value: 'owner-secret' }]);
    // The member names the owner's credential: refused, and nothing of it is answered.
    const refused = await loadOptions(member, {
      methodName: 'secret',
      credentials: { httpHeaderAuth: ownerCredential },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Owner key');
    expect(refused.text).not.toContain('owner-secret');
    // Shared with the member: usable.
    expect(
      (await loadOptions(member, { methodName: 'secret', credentials: { httpHeaderAuth: sharedCredential } })).body
        .data,
    ).toEqual([{ name: 'x-api-key', value: 'team-secret' }]);
    // No credential of that type in the request, a wrong type, an unknown id, a malformed field.
    const none = await loadOptions(owner, { methodName: 'secret' });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('no credential of type "httpHeaderAuth"');
    expect(
      (await loadOptions(owner, { methodName: 'secret', credentials: { httpBasicAuth: ownerCredential } })).status,
    ).toBe(400);
    expect(
      (await loadOptions(owner, { methodName: 'secret', credentials: { httpHeaderAuth: { id: 'nope', name: 'x' } } }))
        .status,
    ).toBe(400);
    expect((await loadOptions(owner, { methodName: 'secret', credentials: { httpHeaderAuth: 42 } })).status).toBe(400);
  });

  it('sends requests through the HTTP helpers, signed with the credential type’s authenticate', async () => {
    const res = await loadOptions(member, {
      methodName: 'viaHttp',
      currentNodeParameters: { baseUrl: loopbackUrl },
      credentials: { httpHeaderAuth: sharedCredential },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { name: 'plain', value: 'null' },
      { name: 'signed', value: 'team-secret' },
      { name: 'path', value: '/items?limit=2' },
    ]);
    // Signing with a credential the member may not use fails before any request is sent.
    const refused = await loadOptions(member, {
      methodName: 'viaHttp',
      currentNodeParameters: { baseUrl: loopbackUrl },
      credentials: { httpHeaderAuth: ownerCredential },
    });
    expect(refused.status).toBe(403);
  });

  it('answers a failing method as a 500 with its message (never the upstream status), and a malformed answer clearly', async () => {
    const thrown = await loadOptions(owner, { methodName: 'throws' });
    expect(thrown.status).toBe(500);
    expect(thrown.body.message).toBe('The service said: token expired');
    expect(thrown.body.hint).toBe('Reconnect the credential');
    const malformed = await loadOptions(owner, { methodName: 'malformed' });
    expect(malformed.status).toBe(500);
    expect(malformed.body.message).toContain('did not answer a list of {name, value} options');
    const broken = await server
      .client(owner.cookie)
      .get(`/rest/nodes-list-search?${query({ nodeTypeAndVersion: TEST_TYPE, methodName: 'broken' })}`);
    expect(broken.status).toBe(500);
    expect(broken.body.message).toBe('Upstream list failed with 502');
    const half = await server
      .client(owner.cookie)
      .get(`/rest/nodes-list-search?${query({ nodeTypeAndVersion: TEST_TYPE, methodName: 'half' })}`);
    expect(half.status).toBe(500);
    expect(half.body.message).toContain('"half"');
  });

  it('refuses requests it cannot understand', async () => {
    expect((await loadOptions(owner, { methodName: 'nothing' })).status).toBe(400);
    expect((await loadOptions(owner, { methodName: undefined })).status).toBe(400);
    expect((await loadOptions(owner, { methodName: 'parameters', currentNodeParameters: [1, 2] })).status).toBe(400);
    expect((await owner.get('/rest/nodes-list-search?nodeTypeAndVersion=%7Bbroken')).status).toBe(400);
    expect((await listSearch(owner, { nodeTypeAndVersion: { name: 'nope.nothing', version: 1 } })).status).toBe(404);
    expect((await listSearch(owner, { methodName: 'other' })).status).toBe(400);
  });
});
