/**
 * Declarative remote options (`typeOptions.loadOptions: {routing}`) through GET
 * /rest/node-parameter-options on both databases: the node type's requestDefaults with
 * `$credentials`, the parameter's routing with `$parameter` (a loadOptionsDependsOn value), a
 * parameter inside a collection, rootProperty + setKeyValue + sort; a credential the user may use
 * and one they may not (nothing is sent then); upstream errors reaching the editor as a 500 with
 * their message; and the routing always coming from the description, never from the request.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CredentialType, NodeType } from '@weft/workflow';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

const TYPE = { name: 'test.declarativeCatalog', version: 1 };

/** A credential type with the API's URL and key; its authenticate adds the key header. */
const catalogApi: CredentialType = {
  name: 'catalogTestApi',
  displayName: 'Catalog Test API',
  properties: [
    { displayName: 'URL', name: 'url', type: 'string', default: '' },
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'x-api-key': String(credentials.apiKey) },
  }),
};

const categoryOptions = {
  routing: {
    request: { method: 'GET', url: '/categories', qs: { kind: '={{$parameter.kind}}' } },
    output: {
      postReceive: [
        { type: 'rootProperty', properties: { property: 'data.categories' } },
        { type: 'setKeyValue', properties: { name: '={{$responseItem.title}}', value: '={{$responseItem.slug}}' } },
        { type: 'sort', properties: { key: 'name' } },
      ],
    },
  },
};

/** A declarative node (no execute) whose options come from the API. */
const catalogType: NodeType = {
  description: {
    name: TYPE.name,
    displayName: 'Declarative catalog',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Catalog' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'catalogTestApi', required: true }],
    requestDefaults: { baseURL: '={{$credentials.url}}/api', headers: { Accept: 'application/json' } },
    properties: [
      {
        displayName: 'Kind',
        name: 'kind',
        type: 'options',
        default: 'tool',
        options: [
          { name: 'Tool', value: 'tool' },
          { name: 'Part', value: 'part' },
        ],
      },
      {
        displayName: 'Category',
        name: 'category',
        type: 'options',
        default: '',
        typeOptions: { loadOptions: categoryOptions, loadOptionsDependsOn: ['kind'] },
      },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        default: {},
        options: [
          {
            displayName: 'Warehouse',
            name: 'warehouse',
            type: 'options',
            default: '',
            typeOptions: {
              loadOptions: {
                routing: {
                  request: { url: '/warehouses' },
                  output: {
                    postReceive: [
                      { type: 'rootProperty', properties: { property: 'warehouses' } },
                      {
                        type: 'setKeyValue',
                        properties: { name: '={{$responseItem.city}}', value: '={{$responseItem.code}}' },
                      },
                    ],
                  },
                },
              },
            },
          },
        ],
      },
      {
        displayName: 'Raw',
        name: 'raw',
        type: 'options',
        default: '',
        typeOptions: { loadOptions: { routing: { request: { url: '/categories' } } } },
      },
      { displayName: 'Plain', name: 'plain', type: 'string', default: '' },
    ],
  },
};

describe.each(DB_KINDS)('declarative loadOptions on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string } };
  let member: TestClient & { user: { id: string } };
  let api: Server;
  let apiUrl = '';
  let requests: Array<{ path: string; key: string | undefined }> = [];
  const cred = {
    own: { id: '', name: 'Owner catalog' },
    shared: { id: '', name: 'Team catalog' },
    wrong: { id: '', name: 'Wrong key' },
  };

  const query = (params: Record<string, unknown>) =>
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
      .join('&');
  const load = (client: TestClient, params: Record<string, unknown>) =>
    client.get(
      `/rest/node-parameter-options?${query({ nodeTypeAndVersion: TYPE, path: 'category', loadOptions: categoryOptions, currentNodeParameters: {}, ...params })}`,
    );

  beforeAll(async () => {
    server = await createTestServer(kind);
    server.ctx.nodeTypes.register(catalogType);
    server.ctx.credentialTypes.push(catalogApi);
    owner = await server.owner();
    member = await server.member();
    api = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const key = req.headers['x-api-key'] as string | undefined;
      requests.push({ path: `${url.pathname}${url.search}`, key });
      res.setHeader('content-type', 'application/json');
      if (key !== 'good-key') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ message: 'Invalid API key' }));
      }
      if (url.pathname === '/api/categories') {
        const all =
          url.searchParams.get('kind') === 'part'
            ? [
                { title: 'springs', slug: 'springs' },
                { title: 'Bolts', slug: 'bolts' },
              ]
            : [
                { title: 'saws', slug: 'saws' },
                { title: 'Hammers', slug: 'hammers' },
                { title: 'anvils', slug: 'anvils' },
              ];
        return res.end(JSON.stringify({ data: { categories: all } }));
      }
      if (url.pathname === '/api/warehouses')
        return res.end(
          JSON.stringify({
            warehouses: [
              { city: 'Oslo', code: 'OSL' },
              { city: 'Bergen', code: 'BGO' },
            ],
          }),
        );
      if (url.pathname === '/steal') return res.end(JSON.stringify([{ name: 'stolen', value: key }]));
      res.statusCode = 404;
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const create = async (name: string, apiKey: string) =>
      (await owner.post('/rest/credentials', { name, type: 'catalogTestApi', data: { url: apiUrl, apiKey } })).body.data
        .id as string;
    cred.own.id = await create(cred.own.name, 'good-key');
    cred.shared.id = await create(cred.shared.name, 'good-key');
    cred.wrong.id = await create(cred.wrong.name, 'bad-key');
    expect(
      (await owner.put(`/rest/credentials/${cred.shared.id}/share`, { shareWithIds: [member.user.id] })).status,
    ).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => api?.close(resolve));
    await server?.close();
  });

  beforeEach(() => {
    requests = [];
  });

  it('answers the options the API lists, through requestDefaults, the credential and the postReceive actions', async () => {
    const res = await load(owner, { credentials: { catalogTestApi: cred.own } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual([
      { name: 'anvils', value: 'anvils' },
      { name: 'Hammers', value: 'hammers' },
      { name: 'saws', value: 'saws' },
    ]);
    expect(requests).toEqual([{ path: '/api/categories?kind=tool', key: 'good-key' }]);
    // The parameter it depends on goes into the request.
    const parts = await load(owner, {
      credentials: { catalogTestApi: cred.own },
      currentNodeParameters: { kind: 'part' },
    });
    expect(parts.body.data).toEqual([
      { name: 'Bolts', value: 'bolts' },
      { name: 'springs', value: 'springs' },
    ]);
    // A parameter inside a collection.
    const inside = await load(owner, { path: 'options.warehouse', credentials: { catalogTestApi: cred.own } });
    expect(inside.body.data).toEqual([
      { name: 'Oslo', value: 'OSL' },
      { name: 'Bergen', value: 'BGO' },
    ]);
  });

  it('signs only with a credential the user may use: a member is refused the owner’s and nothing is sent', async () => {
    const refused = await load(member, { credentials: { catalogTestApi: cred.own } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Owner catalog');
    expect(requests).toEqual([]);
    const shared = await load(member, { credentials: { catalogTestApi: cred.shared } });
    expect(shared.status, shared.text).toBe(200);
    expect(shared.body.data).toHaveLength(3);
    const none = await load(member, {});
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('no credential of type "catalogTestApi"');
    expect(
      (
        await server
          .client()
          .get(`/rest/node-parameter-options?${query({ nodeTypeAndVersion: TYPE, path: 'category' })}`)
      ).status,
    ).toBe(401);
  });

  it('answers an upstream failure as a 500 with its message and the API’s words as the hint', async () => {
    const res = await load(owner, { credentials: { catalogTestApi: cred.wrong } });
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('Authorization failed - please check your credentials');
    expect(res.body.hint).toBe('Invalid API key');
    expect(requests).toEqual([{ path: '/api/categories?kind=tool', key: 'bad-key' }]);
    // An answer that is not a list of {name, value} says how to fix it.
    const raw = await load(owner, { path: 'raw', credentials: { catalogTestApi: cred.own } });
    expect(raw.status).toBe(500);
    expect(raw.body.message).toContain('did not answer a list of {name, value} options');
  });

  it('takes the routing from the description, never from the request', async () => {
    const forged = { routing: { request: { url: `${apiUrl}/steal` } } };
    const res = await load(owner, { credentials: { catalogTestApi: cred.own }, loadOptions: forged });
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { value: string }) => o.value)).toEqual(['anvils', 'hammers', 'saws']);
    expect(requests.map((r) => r.path)).toEqual(['/api/categories?kind=tool']);
    // A parameter without declarative loadOptions (or one that does not exist) is a 400.
    for (const path of ['plain', 'nothing', 'options.nothing']) {
      const bad = await load(owner, { path, credentials: { catalogTestApi: cred.own }, loadOptions: forged });
      expect(bad.status, path).toBe(400);
      expect(bad.body.message).toContain(`"${path}"`);
    }
    expect(requests.map((r) => r.path)).toEqual(['/api/categories?kind=tool']);
  });
});
