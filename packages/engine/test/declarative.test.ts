/**
 * A declarative (routing) node description run by the real engine against a loopback HTTP API
 * over real HTTP: operations chosen by an options parameter, a query parameter, a JSON body built
 * in dot notation, rootProperty/filter/sort/limit/setKeyValue, offset pagination, an error status
 * with and without ignoreHttpStatusErrors (and with continue on fail), and the node's header-auth
 * credential signing every request.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinCredentialTypes } from '@weft/nodes';
import type {
  DeclarativeItemContext,
  DeclarativeRequestOptions,
  DeclarativeRequestPlan,
  HttpResponse,
  Item,
  NodeType,
  PaginationContext,
  WorkflowNode,
} from '@weft/workflow';
import { outputJson, registry, workflow } from './helpers.js';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  key: string | undefined;
  body: unknown;
  trace: string | undefined;
}

const USERS = [
  { id: 1, name: 'grace', email: 'grace@example.com', active: true },
  { id: 2, name: 'Ada', email: 'ada@example.com', active: true },
  { id: 3, name: 'Linus', email: 'linus@example.com', active: false },
  { id: 4, name: 'barbara', email: 'barbara@example.com', active: true },
];

let api: Server;
let base = '';
let seen: Seen[] = [];

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });
}

beforeAll(async () => {
  api = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = await readJson(req);
    const key = req.headers['x-api-key'] as string | undefined;
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      key,
      body,
      trace: req.headers['x-trace'] as string | undefined,
    });
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (key !== 'secret') return send(401, { message: 'Invalid API key' });
    const q = url.searchParams.get('q')?.toLowerCase() ?? '';
    if (req.method === 'GET' && url.pathname === '/v1/users') {
      return send(200, { data: USERS.filter((u) => u.name.toLowerCase().includes(q)), total: USERS.length });
    }
    const one = /^\/v1\/users\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const user = USERS.find((u) => u.id === Number(one[1]));
      return user ? send(200, user) : send(404, { message: `No user ${one[1]}` });
    }
    const team = /^\/v1\/teams\/(\w+)\/users$/.exec(url.pathname);
    if (req.method === 'POST' && team) return send(201, { id: 99, team: team[1], received: body });
    if (req.method === 'GET' && url.pathname === '/v1/events') {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const all = Array.from({ length: 7 }, (_, i) => ({ seq: i + 1 }));
      return send(200, { events: all.slice(offset, offset + limit) });
    }
    send(404, { message: 'no route' });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

/** A declarative "Directory" node, as an n8n community node would describe it: no execute. */
const directory: NodeType = {
  description: {
    name: 'test.directory',
    displayName: 'Directory',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Directory' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'httpHeaderAuth', required: true }],
    requestDefaults: { baseURL: '={{$credentials.baseUrl}}/v1', headers: { Accept: 'application/json' } },
    properties: [
      {
        displayName: 'Operation',
        name: 'operation',
        type: 'options',
        noDataExpression: true,
        default: 'list',
        options: [
          {
            name: 'List',
            value: 'list',
            routing: {
              request: { method: 'GET', url: '/users' },
              output: {
                postReceive: [
                  { type: 'rootProperty', properties: { property: 'data' } },
                  { type: 'filter', properties: { pass: '={{ $responseItem.active }}' } },
                  { type: 'sort', properties: { key: 'name' } },
                ],
              },
            },
          },
          { name: 'Get', value: 'get', routing: { request: { method: 'GET', url: '=/users/{{$parameter.userId}}' } } },
          {
            name: 'Create',
            value: 'create',
            routing: { request: { method: 'POST', url: '=/teams/{{$parameter.team}}/users' } },
          },
          {
            name: 'Traced events',
            value: 'traced',
            routing: {
              request: { method: 'GET', url: '/events' },
              send: {
                paginate: true,
                // n8n-style functions: `this` is the item context.
                preSend: [
                  async function (this: DeclarativeItemContext, options: DeclarativeRequestOptions) {
                    return {
                      ...options,
                      headers: {
                        ...options.headers,
                        'X-Trace': `item-${this.getItemIndex()}-${String(this.getNodeParameter('search', ''))}`,
                      },
                    };
                  },
                ],
              },
              operations: {
                async pagination(this: PaginationContext, plan: DeclarativeRequestPlan) {
                  const first = await this.makeRoutingRequest({
                    ...plan,
                    options: { ...plan.options, qs: { offset: 0, limit: 2 } },
                  });
                  const second = await this.makeRoutingRequest({
                    ...plan,
                    options: { ...plan.options, qs: { offset: 5, limit: 2 } },
                  });
                  return [...first, ...second];
                },
              },
              output: {
                postReceive: [
                  async (items: Item[], response: HttpResponse) =>
                    items.flatMap((i) =>
                      (i.json.events as Item['json'][]).map((e) => ({ json: { ...e, status: response.statusCode } })),
                    ),
                ],
              },
            },
          },
          {
            name: 'Events',
            value: 'events',
            routing: {
              request: { method: 'GET', url: '/events' },
              operations: {
                pagination: {
                  type: 'offset',
                  properties: {
                    limitParameter: 'limit',
                    offsetParameter: 'offset',
                    pageSize: 3,
                    rootProperty: 'events',
                    type: 'query',
                  },
                },
              },
            },
          },
        ],
      },
      {
        displayName: 'Search',
        name: 'search',
        type: 'string',
        default: '',
        displayOptions: { show: { operation: ['list', 'traced'] } },
        routing: { send: { type: 'query', property: 'q' } },
      },
      {
        displayName: 'Max',
        name: 'max',
        type: 'number',
        default: 10,
        displayOptions: { show: { operation: ['list'] } },
        routing: { output: { postReceive: [{ type: 'limit', properties: { maxResults: '={{$value}}' } }] } },
      },
      {
        displayName: 'Simplify',
        name: 'simplify',
        type: 'boolean',
        default: false,
        displayOptions: { show: { operation: ['list'] } },
        routing: {
          output: {
            postReceive: [
              {
                type: 'setKeyValue',
                enabled: '={{$value}}',
                properties: { label: '={{$responseItem.name}} <{{$responseItem.email}}>', id: '={{$responseItem.id}}' },
              },
            ],
          },
        },
      },
      {
        displayName: 'User ID',
        name: 'userId',
        type: 'string',
        default: '',
        displayOptions: { show: { operation: ['get'] } },
      },
      {
        displayName: 'Ignore HTTP Errors',
        name: 'ignoreErrors',
        type: 'boolean',
        default: false,
        displayOptions: { show: { operation: ['get'] } },
        routing: { request: { ignoreHttpStatusErrors: '={{$value}}' } },
      },
      {
        displayName: 'Team',
        name: 'team',
        type: 'string',
        default: 'core',
        displayOptions: { show: { operation: ['create'] } },
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
        displayOptions: { show: { operation: ['create'] } },
        routing: { send: { type: 'body', property: 'user.name' } },
      },
      {
        displayName: 'Additional Fields',
        name: 'additionalFields',
        type: 'collection',
        default: {},
        displayOptions: { show: { operation: ['create'] } },
        options: [
          {
            displayName: 'Email',
            name: 'email',
            type: 'string',
            default: '',
            routing: { send: { type: 'body', property: 'user.contact.email' } },
          },
          {
            displayName: 'Source',
            name: 'source',
            type: 'string',
            default: '',
            routing: { send: { type: 'body', property: 'meta.source', propertyInDotNotation: false } },
          },
        ],
      },
      {
        displayName: 'Return All',
        name: 'returnAll',
        type: 'boolean',
        default: false,
        displayOptions: { show: { operation: ['events'] } },
        routing: { send: { paginate: '={{$value}}' } },
      },
      {
        displayName: 'Limit',
        name: 'limit',
        type: 'number',
        default: 2,
        displayOptions: { show: { operation: ['events'], returnAll: [false] } },
        routing: {
          send: { type: 'query', property: 'limit' },
          output: {
            maxResults: '={{$value}}',
            postReceive: [{ type: 'rootProperty', properties: { property: 'events' } }],
          },
        },
      },
    ],
  },
};

registry.register(directory);
let apiKey = 'secret';

/** Start → Emit (the input items) → Directory (parameters), signed with the header-auth credential. */
async function run(parameters: Record<string, unknown>, items: unknown[] = [{}], node: Partial<WorkflowNode> = {}) {
  const wf = workflow(
    [
      ['Start', 'weft.manualTrigger'],
      ['Emit', 'test.emit', { items: JSON.stringify(items) }],
      [
        'Directory',
        'test.directory',
        parameters,
        { credentials: { httpHeaderAuth: { id: 'c1', name: 'Directory key' } }, ...node },
      ],
    ],
    ['Start>Emit', 'Emit>Directory'],
  );
  return runWorkflow({
    workflow: wf,
    nodeTypes: registry,
    services: {
      getCredentials: async (_node, type) => {
        expect(type).toBe('httpHeaderAuth');
        return { name: 'x-api-key', value: apiKey, baseUrl: base };
      },
      getCredentialType: (name) => builtinCredentialTypes.find((t) => t.name === name),
    },
  });
}

describe('declarative nodes', () => {
  beforeEach(() => {
    apiKey = 'secret';
  });

  it('lists with a query parameter, rootProperty, filter, sort and limit, one request per item, paired with it', async () => {
    const result = await run({ operation: 'list', search: '={{ $json.search }}', max: 2 }, [
      { search: 'a' },
      { search: 'grace' },
    ]);
    expect(result.status, JSON.stringify(result.data.resultData.error)).toBe('success');
    // Item 0: "a" matches grace, Ada, barbara (Linus is inactive) → sorted case-insensitively, first 2.
    expect(outputJson(result, 'Directory')).toEqual([USERS[1], USERS[3], USERS[0]]);
    const runData = result.data.resultData.runData.Directory![0]!.data!.main![0]!;
    expect(runData.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 0 }, { item: 1 }]);
    expect(seen.map((s) => [s.method, s.path, s.query, s.key])).toEqual([
      ['GET', '/v1/users', { q: 'a' }, 'secret'],
      ['GET', '/v1/users', { q: 'grace' }, 'secret'],
    ]);
  });

  it('shapes items with setKeyValue when its enabled expression is true', async () => {
    const result = await run({ operation: 'list', search: 'ada', simplify: true });
    expect(outputJson(result, 'Directory')).toEqual([{ label: 'Ada <ada@example.com>', id: 2 }]);
  });

  it('sends a JSON body in dot notation (and a literal dotted key when dot notation is off)', async () => {
    const result = await run(
      {
        operation: 'create',
        team: '={{ $json.team }}',
        name: 'Hedy',
        additionalFields: { email: 'hedy@example.com', source: 'import' },
      },
      [{ team: 'blue' }],
    );
    expect(result.status, JSON.stringify(result.data.resultData.error)).toBe('success');
    const expected = { user: { name: 'Hedy', contact: { email: 'hedy@example.com' } }, 'meta.source': 'import' };
    expect(outputJson(result, 'Directory')).toEqual([{ id: 99, team: 'blue', received: expected }]);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/teams/blue/users',
      query: {},
      key: 'secret',
      body: expected,
    });
  });

  it('fails on an error status with n8n’s wording and the API’s message; ignoreHttpStatusErrors passes the answer on', async () => {
    const failed = await run({ operation: 'get', userId: '99' });
    expect(failed.status).toBe('error');
    const error = failed.data.resultData.runData.Directory![0]!.error!;
    expect(error.message).toBe('The resource you are requesting could not be found');
    expect(error.description).toBe('No user 99');
    expect(error.httpCode).toBe('404');
    expect(failed.data.resultData.lastNodeExecuted).toBe('Directory');

    const ignored = await run({ operation: 'get', userId: '99', ignoreErrors: true });
    expect(ignored.status).toBe('success');
    expect(outputJson(ignored, 'Directory')).toEqual([{ message: 'No user 99' }]);
    expect(outputJson(await run({ operation: 'get', userId: '2' }), 'Directory')).toEqual([USERS[1]]);
  });

  it('continues on fail with an error item for the failing input item only', async () => {
    const result = await run({ operation: 'get', userId: '={{ $json.id }}' }, [{ id: 1 }, { id: 42 }], {
      onError: 'continueRegularOutput',
    });
    expect(result.status).toBe('success');
    expect(outputJson(result, 'Directory')).toEqual([
      USERS[0],
      { error: 'The resource you are requesting could not be found' },
    ]);
    expect(result.data.resultData.runData.Directory![0]!.data!.main![0]!.map((i) => i.pairedItem)).toEqual([
      { item: 0 },
      { item: 1 },
    ]);
  });

  it('signs requests with the credential: a wrong key is refused by the API', async () => {
    apiKey = 'wrong';
    const result = await run({ operation: 'list' });
    expect(result.status).toBe('error');
    expect(result.data.resultData.runData.Directory![0]!.error).toMatchObject({
      message: 'Authorization failed - please check your credentials',
      description: 'Invalid API key',
      httpCode: '401',
    });
    expect(seen[0]!.key).toBe('wrong');
  });

  it('paginates by offset when Return All is on, and sends the limit with maxResults when it is off', async () => {
    const all = await run({ operation: 'events', returnAll: true });
    expect(all.status, JSON.stringify(all.data.resultData.error)).toBe('success');
    expect(outputJson(all, 'Directory').map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seen.map((s) => s.query)).toEqual([
      { limit: '3', offset: '0' },
      { limit: '3', offset: '3' },
      { limit: '3', offset: '6' },
    ]);
    seen = [];
    const some = await run({ operation: 'events', returnAll: false, limit: 2 });
    expect(outputJson(some, 'Directory').map((e) => e.seq)).toEqual([1, 2]);
    expect(seen.map((s) => s.query)).toEqual([{ limit: '2' }]);
  });

  it('runs preSend, post-receive and pagination functions with the item context as this', async () => {
    const result = await run({ operation: 'traced', search: '={{ $json.s }}' }, [{ s: 'x' }]);
    expect(result.status, JSON.stringify(result.data.resultData.error)).toBe('success');
    expect(outputJson(result, 'Directory')).toEqual([
      { seq: 1, status: 200 },
      { seq: 2, status: 200 },
      { seq: 6, status: 200 },
      { seq: 7, status: 200 },
    ]);
    expect(seen.map((r) => [r.query, r.trace, r.key])).toEqual([
      [{ offset: '0', limit: '2' }, 'item-0-x', 'secret'],
      [{ offset: '5', limit: '2' }, 'item-0-x', 'secret'],
    ]);
  });

  it('fails clearly without the required credential', async () => {
    const result = await run({ operation: 'list' }, [{}], { credentials: {} });
    expect(result.status).toBe('error');
    expect(result.data.resultData.runData.Directory![0]!.error!.message).toBe(
      'Node "Directory" does not have any credentials of type "httpHeaderAuth" set',
    );
    expect(seen).toEqual([]);
  });
});
