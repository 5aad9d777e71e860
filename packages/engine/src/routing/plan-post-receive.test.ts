import { describe, expect, it } from 'vitest';
import {
  createBasicScope,
  evaluateExpression,
  getPath,
  type HttpResponse,
  type Item,
  type NodeParameters,
  type NodeProperty,
} from '@weft/workflow';
import { planForItem, type PlanInputs } from './plan.js';
import {
  applyAction,
  defaultItems,
  itemsFromResponse,
  limitItems,
  normaliseItems,
  rootPropertyItems,
  sortItems,
  type PostReceiveHost,
} from './post-receive.js';
import { paginateGeneric, paginateOffset, type PageFetcher } from './pagination.js';

/** Resolves `=` strings anywhere in a value with the basic expression scope (no workflow data). */
function resolveWith(base: Record<string, unknown>) {
  const resolve = (value: unknown, keys: Record<string, unknown>): unknown => {
    if (typeof value === 'string') return evaluateExpression(value, createBasicScope({ ...base, ...keys }));
    if (Array.isArray(value)) return value.map((v) => resolve(v, keys));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, keys)]));
    return value;
  };
  return resolve;
}

function inputsFor(parameters: NodeParameters): PlanInputs {
  const resolve = resolveWith({ $parameter: parameters });
  return { parameters, version: 1, value: (path) => resolve(getPath(parameters, path), {}), resolve };
}

const properties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'list',
    options: [
      {
        name: 'List',
        value: 'list',
        routing: {
          request: { method: 'GET', url: '/users' },
          output: { postReceive: [{ type: 'rootProperty', properties: { property: 'data' } }] },
        },
      },
      {
        name: 'Create',
        value: 'create',
        routing: { request: { method: 'POST', url: '=/teams/{{$parameter.team}}/users' } },
      },
    ],
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
    displayName: 'Search',
    name: 'search',
    type: 'string',
    default: '',
    displayOptions: { show: { operation: ['list'] } },
    routing: { send: { type: 'query', property: 'q', value: '={{$value.toUpperCase()}}' } },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: { show: { operation: ['list'] } },
    routing: { send: { paginate: '={{$value}}' } },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    displayOptions: { show: { operation: ['list'], returnAll: [false] } },
    routing: { send: { type: 'query', property: 'limit' }, output: { maxResults: '={{$value}}' } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    options: [
      {
        displayName: 'Verbose',
        name: 'verbose',
        type: 'boolean',
        default: false,
        routing: { request: { headers: { 'X-Verbose': '={{$value}}' } } },
      },
      {
        displayName: 'Locale',
        name: 'locale',
        type: 'string',
        default: 'en',
        routing: { send: { property: 'locale' } },
      },
    ],
  },
  {
    displayName: 'Tags',
    name: 'tags',
    type: 'fixedCollection',
    default: {},
    typeOptions: { multipleValues: true },
    options: [
      {
        name: 'tag',
        displayName: 'Tag',
        values: [
          {
            displayName: 'Label',
            name: 'label',
            type: 'string',
            default: '',
            routing: { send: { type: 'body', property: '=tags[{{$index}}]' } },
          },
        ],
      },
    ],
  },
];
const description = {
  requestDefaults: { baseURL: '={{$credentials.url}}/v1', headers: { Accept: 'application/json' } },
};

describe('planForItem', () => {
  it('starts from requestDefaults (with $credentials) and adds the chosen operation and the shown parameters', () => {
    const parameters: NodeParameters = {
      operation: 'list',
      search: 'ada',
      returnAll: false,
      limit: 5,
      options: { verbose: true },
      team: 'ignored',
    };
    const plan = planForItem(description, properties, inputsFor(parameters), { url: 'https://api.test' });
    expect(plan.options).toEqual({
      baseURL: 'https://api.test/v1',
      headers: { Accept: 'application/json', 'X-Verbose': true },
      method: 'GET',
      url: '/users',
      qs: { q: 'ADA', limit: 5 },
      body: {},
    });
    expect(plan.paginate).toBe(false);
    expect(plan.maxResults).toBe(5);
    // An option's routing sees the option's value as $value.
    expect(plan.postReceive).toEqual([
      { parameterValue: 'list', actions: [{ type: 'rootProperty', properties: { property: 'data' } }] },
    ]);
  });

  it('sends body fields in dot notation, collection keys only when set, and each fixed-collection entry with $index', () => {
    const parameters: NodeParameters = {
      operation: 'create',
      team: 'blue',
      name: 'Ada',
      options: { locale: 'nb' },
      tags: { tag: [{ label: 'x' }, { label: 'y' }] },
    };
    const plan = planForItem(description, properties, inputsFor(parameters), { url: 'https://api.test' });
    expect(plan.options).toMatchObject({
      method: 'POST',
      url: '/teams/blue/users',
      qs: { locale: 'nb' },
      body: { user: { name: 'Ada' }, tags: ['x', 'y'] },
    });
    expect(plan.options.headers).toEqual({ Accept: 'application/json' });
    expect(plan.paginate).toBeUndefined();
  });
});

const response = (
  body: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): HttpResponse => ({ statusCode: 200, statusMessage: 'OK', headers, body });

const host: PostReceiveHost = {
  resolve: resolveWith({}),
  keys: { $version: 1 },
  storeBinary: async (bytes, mimeType) => ({ data: Buffer.from(bytes).toString('base64'), mimeType: mimeType ?? '' }),
  callFunction: async (fn, items, res) => fn.call({} as never, items, res),
};

describe('post-receive actions', () => {
  const items: Item[] = [{ json: { name: 'beta', id: 2 } }, { json: { name: 'Alpha', id: 1 } }, { json: { id: 3 } }];

  it('makes one item per list entry without actions, and puts non-object answers under data', () => {
    expect(defaultItems([{ a: 1 }, { a: 2 }])).toEqual([{ json: { a: 1 } }, { json: { a: 2 } }]);
    expect(defaultItems({ a: 1 })).toEqual([{ json: { a: 1 } }]);
    expect(normaliseItems([{ json: 'text' as never }, { json: null as never }, { json: [1] as never }])).toEqual([
      { json: { data: 'text' } },
      { json: {} },
      { json: { data: [1] } },
    ]);
  });

  it('rootProperty, sort (case-insensitive, missing first) and limit', () => {
    expect(rootPropertyItems([{ json: { data: { list: [{ a: 1 }, { a: 2 }] } } }], 'data.list')).toEqual([
      { json: { a: 1 } },
      { json: { a: 2 } },
    ]);
    expect(rootPropertyItems([{ json: { one: { a: 1 } } }], 'one')).toEqual([{ json: { a: 1 } }]);
    expect(sortItems(items, 'name').map((i) => i.json.id)).toEqual([3, 1, 2]);
    expect(limitItems(items, '2')).toHaveLength(2);
    expect(limitItems(items, 'x')).toEqual([]);
  });

  it('set, setKeyValue and filter evaluate with $response, $responseItem and $value', async () => {
    const res = response({ total: 3 });
    expect(
      await applyAction(
        items,
        { type: 'set', properties: { value: '={{ { count: $response.body.total, v: $value } }}' } },
        res,
        'p',
        host,
      ),
    ).toEqual([{ json: { count: 3, v: 'p' } }]);
    const options = await applyAction(
      items.slice(0, 2),
      { type: 'setKeyValue', properties: { name: '={{$responseItem.name}}', value: '={{$responseItem.id}}' } },
      res,
      undefined,
      host,
    );
    expect(options).toEqual([{ json: { name: 'beta', value: 2 } }, { json: { name: 'Alpha', value: 1 } }]);
    const kept = await applyAction(
      items,
      { type: 'filter', properties: { pass: '={{$responseItem.id !== $value}}' } },
      res,
      2,
      host,
    );
    expect(kept.map((i) => i.json.id)).toEqual([1, 3]);
  });

  it('binaryData stores the response bytes on each item; functions get the items and the response', async () => {
    const bytes = new Uint8Array([104, 105]);
    const out = await applyAction(
      [{ json: bytes as never }],
      { type: 'binaryData', properties: { destinationProperty: 'file' } },
      response(bytes, { 'content-type': 'text/plain; charset=utf-8' }),
      undefined,
      host,
    );
    expect(out).toEqual([{ json: {}, binary: { file: { data: 'aGk=', mimeType: 'text/plain' } } }]);
    const fn = async (list: Item[], res: HttpResponse) =>
      list.map((i) => ({ json: { ...i.json, status: res.statusCode } }));
    expect(await applyAction([{ json: { a: 1 } }], fn, response({}), undefined, host)).toEqual([
      { json: { a: 1, status: 200 } },
    ]);
  });

  it('runs every group’s actions in order on the body as one item', async () => {
    const body = {
      data: [
        { n: 'b', id: 'B' },
        { n: 'a', id: 'A' },
        { n: 'c', id: 'C' },
      ],
    };
    const out = await itemsFromResponse(
      response(body),
      [
        {
          parameterValue: undefined,
          actions: [
            { type: 'rootProperty', properties: { property: 'data' } },
            { type: 'setKeyValue', properties: { name: '={{$responseItem.n}}', value: '={{$responseItem.id}}' } },
          ],
        },
        {
          parameterValue: 2,
          actions: [
            { type: 'sort', properties: { key: 'name' } },
            { type: 'limit', properties: { maxResults: '={{$value}}' } },
          ],
        },
      ],
      host,
    );
    expect(out).toEqual([{ json: { name: 'a', value: 'A' } }, { json: { name: 'b', value: 'B' } }]);
  });
});

describe('pagination', () => {
  function fetcherOver(pages: unknown[], sent: Array<Record<string, unknown>>): PageFetcher {
    return {
      send: async (options) => {
        sent.push(options);
        return response(pages[sent.length - 1] ?? { data: [] });
      },
      items: async (res) => rootPropertyItems([{ json: res.body as Item['json'] }], 'data'),
      resolve: resolveWith({}),
    };
  }

  it('generic: asks while continue is true, with the next request evaluated from $response', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const fetcher = fetcherOver(
      [
        { data: [{ i: 1 }], next: 2 },
        { data: [{ i: 2 }], next: 3 },
        { data: [{ i: 3 }], next: null },
      ],
      sent,
    );
    const items = await paginateGeneric(
      { url: '/x', qs: { size: 1 } },
      {
        type: 'generic',
        properties: {
          continue: '={{ !!$response.body.next }}',
          request: { qs: '={{ { size: 1, page: $response.body?.next ?? 1 } }}' as never },
        },
      },
      fetcher,
      1,
    );
    expect(items.map((i) => i.json.i)).toEqual([1, 2, 3]);
    expect(sent.map((s) => s.qs)).toEqual([
      { size: 1, page: 1 },
      { size: 1, page: 2 },
      { size: 1, page: 3 },
    ]);
  });

  it('offset: moves by pageSize until a page is short, asking only for what maxResults still needs', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const page = (n: number) => ({ data: Array.from({ length: n }, (_, i) => ({ i })) });
    const node = {
      id: 'n',
      name: 'N',
      type: 't',
      typeVersion: 1,
      position: [0, 0] as [number, number],
      parameters: {},
    };
    const all = await paginateOffset(
      { url: '/x', qs: { q: 'a' } },
      { type: 'offset', properties: { limitParameter: 'limit', offsetParameter: 'offset', pageSize: 2 } },
      fetcherOver([page(2), page(2), page(1)], sent),
      undefined,
      node,
      0,
    );
    expect(all).toHaveLength(5);
    expect(sent.map((s) => s.qs)).toEqual([
      { q: 'a', limit: 2, offset: 0 },
      { q: 'a', limit: 2, offset: 2 },
      { q: 'a', limit: 2, offset: 4 },
    ]);
    const capped: Array<Record<string, unknown>> = [];
    await paginateOffset(
      { url: '/x' },
      { type: 'offset', properties: { limitParameter: 'take', offsetParameter: 'skip', pageSize: 2, type: 'body' } },
      fetcherOver([page(2), page(1)], capped),
      3,
      node,
      0,
    );
    expect(capped.map((s) => s.body)).toEqual([
      { take: 2, skip: 0 },
      { take: 1, skip: 2 },
    ]);
  });
});
