/**
 * The GraphQL node against a small GraphQL server on loopback written here: it reads the query
 * from a JSON body, an application/graphql body or `?query=`, answers `{ person(id) { name } }`,
 * `{ people { name } }` and `{ boom }` (a GraphQL error), checks Basic and Digest credentials on
 * `/basic` and `/digest`, and records each request it got.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { digestAuthorization, parseDigestChallenge } from './digest.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const seen: Seen[] = [];
let server: Server;
let base = '';
const people: Record<string, string> = { '1': 'Ada', '2': 'Grace' };
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

function answer(query: string, variables: Record<string, unknown>): unknown {
  if (query.includes('boom')) return { data: null, errors: [{ message: 'Boom happened' }, { message: 'And again' }] };
  if (query.includes('people')) return { data: { people: Object.values(people).map((name) => ({ name })) } };
  const id = /person\(id:\s*"?(\w+)"?\)/.exec(query)?.[1] ?? String(variables.id ?? '');
  if (query.includes('person'))
    return people[id]
      ? { data: { person: { name: people[id] } } }
      : { data: { person: null }, errors: [{ message: `No person ${id}` }] };
  return { data: { hello: 'world' } };
}

function digestOk(header: string | undefined, method: string): boolean {
  const m = /^Digest (.*)$/.exec(header ?? '');
  if (!m) return false;
  const f = Object.fromEntries([...m[1]!.matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]*))/g)].map((x) => [x[1], x[2] ?? x[3]]));
  const ha1 = md5(`${f.username}:weft:pw`);
  const ha2 = md5(`${method}:${f.uri}`);
  return (
    f.username === 'dora' &&
    f.nonce === 'n0nce' &&
    f.opaque === 'op' &&
    f.response === md5(`${ha1}:${f.nonce}:${f.nc}:${f.cnonce}:${f.qop}:${ha2}`)
  );
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      if (
        url.pathname === '/basic' &&
        req.headers.authorization !== `Basic ${Buffer.from('ada:pw').toString('base64')}`
      )
        return json(401, { errors: [{ message: 'Unauthorised' }] });
      if (url.pathname === '/digest' && !digestOk(req.headers.authorization, req.method ?? '')) {
        return json(
          401,
          { message: 'digest please' },
          { 'www-authenticate': 'Digest realm="weft", qop="auth", nonce="n0nce", opaque="op"' },
        );
      }
      if (url.pathname === '/text') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end(body.includes('boom') ? '{"errors":[{"message":"Boom in text"}]}' : 'just text');
      }
      let query = url.searchParams.get('query') ?? '';
      let variables: Record<string, unknown> = {};
      if (req.method === 'POST' && String(req.headers['content-type']).startsWith('application/json')) {
        const parsed = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
        query = parsed.query;
        variables = parsed.variables ?? {};
      } else if (req.method === 'POST') query = body;
      json(200, answer(query, variables));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

async function run(
  parameters: Record<string, unknown>,
  extra: {
    items?: unknown[];
    onError?: string;
    version?: number;
    credentials?: Record<string, Record<string, unknown>>;
  } = {},
) {
  const credRefs = Object.fromEntries(Object.keys(extra.credentials ?? {}).map((t) => [t, { id: t, name: t }]));
  const workflow = {
    name: 'graphql test',
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'G',
        type: 'n8n-nodes-base.graphql',
        typeVersion: extra.version ?? 1.1,
        position: [400, 0],
        parameters,
        credentials: credRefs,
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'G', type: 'main', index: 0 }]] },
    },
    pinData: { Data: (extra.items ?? [{}]).map((json) => ({ json })) },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: {
      getCredentials: async (_node, type) => {
        const c = extra.credentials?.[type];
        if (!c) throw new Error(`no ${type}`);
        return c;
      },
    },
  });
  const items = result.data.resultData.runData.G?.[0]?.data?.main?.[0] ?? [];
  return {
    json: items.map((i) => i.json),
    paired: items.map((i) => i.pairedItem),
    error: result.data.resultData.error,
  };
}

describe('GraphQL node', () => {
  it('registers versions 1 and 1.1, its tool variant and the Custom Auth credential', () => {
    expect(nodeTypes.versions?.('n8n-nodes-base.graphql')).toEqual([1, 1.1]);
    expect(nodeTypes.versions?.('n8n-nodes-base.graphqlTool')).toEqual([1, 1.1]);
    expect(builtinCredentialTypes.some((c) => c.name === 'httpCustomAuth')).toBe(true);
  });

  it('sends variables and the operation name as JSON per item (1.1 default) and returns data', async () => {
    seen.length = 0;
    const r = await run(
      {
        endpoint: `${base}/gql`,
        query: 'query P($id: ID!) { person(id: $id) { name } }',
        variables: '={{ JSON.stringify({ id: $json.id }) }}',
        operationName: 'P',
      },
      { items: [{ id: 1 }, { id: 2 }] },
    );
    expect(r.json).toEqual([{ data: { person: { name: 'Ada' } } }, { data: { person: { name: 'Grace' } } }]);
    expect(r.paired).toEqual([{ item: 0 }, { item: 1 }]);
    expect(JSON.parse(seen[0]!.body)).toEqual({
      query: 'query P($id: ID!) { person(id: $id) { name } }',
      variables: { id: 1 },
      operationName: 'P',
    });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers.accept).toBe('application/json');
  });

  it('version 1 sends the raw query as application/graphql by default; GET puts it in ?query=', async () => {
    seen.length = 0;
    const raw = await run({ endpoint: `${base}/gql`, query: '{ person(id: 2) { name } }' }, { version: 1 });
    expect(raw.json).toEqual([{ data: { person: { name: 'Grace' } } }]);
    expect(seen[0]!.headers['content-type']).toBe('application/graphql');
    expect(seen[0]!.body).toBe('{ person(id: 2) { name } }');
    const get = await run({
      requestMethod: 'GET',
      endpoint: `${base}/gql`,
      query: '{ people { name } }',
      variables: '{"ignored": true}',
    });
    expect(get.json).toEqual([{ data: { people: [{ name: 'Ada' }, { name: 'Grace' }] } }]);
    expect(seen[1]!.url).toBe('/gql?query=%7B%20people%20%7B%20name%20%7D%20%7D');
    expect(JSON.parse(seen[1]!.body)).toEqual({ query: '{ people { name } }', variables: {}, operationName: null });
  });

  it('fails with the GraphQL error messages joined, or keeps the answer and adds the error on continue', async () => {
    const failed = await run({ endpoint: `${base}/gql`, query: '{ boom }' });
    expect(failed.error?.message).toBe('Boom happened, And again');
    const cont = await run(
      { endpoint: `${base}/gql`, query: '{ person(id: 9) { name } }' },
      { onError: 'continueRegularOutput' },
    );
    expect(cont.json).toEqual([
      { data: { person: null }, errors: [{ message: 'No person 9' }] },
      { error: 'No person 9' },
    ]);
    const text = await run(
      {
        endpoint: `${base}/text`,
        query: '{ boom }',
        requestFormat: 'graphql',
        responseFormat: 'string',
        dataPropertyName: 'raw',
      },
      { onError: 'continueRegularOutput' },
    );
    expect(text.json).toEqual([{ raw: '{"errors":[{"message":"Boom in text"}]}' }, { error: 'Boom in text' }]);
  });

  it('reads answers as strings, refuses non-JSON answers for JSON, and names bad variables', async () => {
    expect((await run({ endpoint: `${base}/text`, query: '{ x }', responseFormat: 'string' })).json).toEqual([
      { data: 'just text' },
    ]);
    const notJson = await run({ endpoint: `${base}/text`, query: '{ x }' });
    expect(notJson.error?.message).toBe('Response body is not valid JSON. Change "Response Format" to "String"');
    const bad = await run({ endpoint: `${base}/gql`, query: '{ x }', variables: '{oops' });
    expect(bad.error?.message).toMatch(/^Using variables failed:\n\{oops\n\nWith error message:\nSyntaxError/);
    const url = await run({ endpoint: 'ftp://example.com', query: '{ x }' });
    expect(url.error?.message).toBe('Invalid URL: ftp://example.com. URL must start with "http" or "https".');
  });

  it('authenticates with basic, header, query, custom, OAuth1 and OAuth2 credentials', async () => {
    seen.length = 0;
    const basicAuth = await run(
      { authentication: 'basicAuth', endpoint: `${base}/basic`, query: '{ hello }' },
      { credentials: { httpBasicAuth: { user: 'ada', password: 'pw' } } },
    );
    expect(basicAuth.json).toEqual([{ data: { hello: 'world' } }]);
    await run(
      { authentication: 'headerAuth', endpoint: `${base}/gql`, query: '{ hello }' },
      { credentials: { httpHeaderAuth: { name: 'X-Api-Key', value: 'k1' } } },
    );
    expect(seen.at(-1)!.headers['x-api-key']).toBe('k1');
    await run(
      { authentication: 'queryAuth', endpoint: `${base}/gql`, query: '{ hello }' },
      { credentials: { httpQueryAuth: { name: 'token', value: 'a b' } } },
    );
    expect(seen.at(-1)!.url).toBe('/gql?token=a%20b');
    await run(
      { authentication: 'customAuth', endpoint: `${base}/gql`, query: '{ hello }' },
      {
        credentials: {
          httpCustomAuth: { json: '{"headers":{"X-T":"1"},"qs":{"t":"2"},"body":{"extensions":{"x":3}}}' },
        },
      },
    );
    expect(seen.at(-1)!.headers['x-t']).toBe('1');
    expect(seen.at(-1)!.url).toBe('/gql?t=2');
    expect(JSON.parse(seen.at(-1)!.body)).toMatchObject({ extensions: { x: 3 }, query: '{ hello }' });
    const badCustom = await run(
      { authentication: 'customAuth', endpoint: `${base}/gql`, query: '{ hello }' },
      { credentials: { httpCustomAuth: { json: '{nope' } } },
    );
    expect(badCustom.error?.message).toBe('Invalid Custom Auth JSON');
    await run(
      { authentication: 'oAuth2', endpoint: `${base}/gql`, query: '{ hello }' },
      { credentials: { oAuth2Api: { oauthTokenData: { access_token: 'tok' } } } },
    );
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer tok');
    await run(
      { authentication: 'oAuth1', endpoint: `${base}/gql`, query: '{ hello }' },
      {
        credentials: {
          oAuth1Api: {
            consumerKey: 'ck',
            consumerSecret: 'cs',
            signatureMethod: 'HMAC-SHA1',
            oauthTokenData: { oauth_token: 'ot', oauth_token_secret: 'os' },
          },
        },
      },
    );
    expect(seen.at(-1)!.headers.authorization).toMatch(/^OAuth .*oauth_consumer_key="ck".*oauth_signature="[^"]+"/);
    // n8n sends the request without a credential it cannot read; so does Weft.
    const missing = await run(
      { authentication: 'basicAuth', endpoint: `${base}/basic`, query: '{ hello }' },
      { onError: 'continueRegularOutput' },
    );
    expect(missing.json).toEqual([{ errors: [{ message: 'Unauthorised' }] }, { error: 'Unauthorised' }]);
  });

  it('answers a Digest challenge (n8n sends Basic only), and keeps the 401 answer when the password is wrong', async () => {
    const ok = await run(
      { authentication: 'digestAuth', endpoint: `${base}/digest?x=1`, query: '{ hello }' },
      { credentials: { httpDigestAuth: { user: 'dora', password: 'pw' } } },
    );
    expect(ok.json).toEqual([{ data: { hello: 'world' } }]);
    const wrong = await run(
      { authentication: 'digestAuth', endpoint: `${base}/digest`, query: '{ hello }' },
      { credentials: { httpDigestAuth: { user: 'dora', password: 'nope' } } },
    );
    expect(wrong.json).toEqual([{ message: 'digest please' }]);
    expect(parseDigestChallenge('Basic realm="x"')).toBeUndefined();
    expect(digestAuthorization('Digest realm="r", nonce="n"', 'GET', 'http://h/p?q=1', 'u', 'p')).toBe(
      `Digest username="u", realm="r", nonce="n", uri="/p?q=1", algorithm=MD5, response="${md5(`${md5('u:r:p')}:n:${md5('GET:/p?q=1')}`)}"`,
    );
  });

  it('names a refused connection (continue: the raw error) and goes through the outgoing-request guard', async () => {
    const refused = await run({ endpoint: 'http://127.0.0.1:1/gql', query: '{ x }' });
    expect(refused.error?.message).toBe('The service refused the connection - perhaps it is offline');
    const cont = await run(
      { endpoint: 'http://127.0.0.1:1/gql', query: '{ x }' },
      { onError: 'continueRegularOutput' },
    );
    expect(cont.json).toEqual([{ error: 'connect ECONNREFUSED 127.0.0.1:1' }]);
    const before = process.env.WEFT_SSRF_BLOCK_PRIVATE;
    process.env.WEFT_SSRF_BLOCK_PRIVATE = 'true';
    try {
      // A host not called before: the guard checks new connections (kept-alive ones were checked when opened).
      const blocked = await run({ endpoint: `${base.replace('127.0.0.1', 'localhost')}/gql`, query: '{ x }' });
      expect(blocked.error?.message).toContain('outgoing-request guard');
    } finally {
      if (before === undefined) delete process.env.WEFT_SSRF_BLOCK_PRIVATE;
      else process.env.WEFT_SSRF_BLOCK_PRIVATE = before;
    }
  });
});
