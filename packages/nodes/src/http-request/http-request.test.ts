import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

let server: Server;
let base = '';
const seen: Array<{ url: string; headers: IncomingMessage['headers'] }> = [];

function handle(req: IncomingMessage, res: ServerResponse, raw: Buffer): void {
  const url = new URL(req.url ?? '/', base);
  seen.push({ url: req.url ?? '', headers: req.headers });
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const q = Object.fromEntries(url.searchParams);
  switch (url.pathname) {
    case '/echo':
      return json(200, {
        method: req.method,
        query: q,
        contentType: req.headers['content-type'] ?? null,
        body: raw.toString('utf8'),
        auth: req.headers.authorization ?? null,
        key: req.headers['x-key'] ?? null,
      });
    case '/items':
      return json(200, [{ id: 1 }, { id: 2 }]);
    case '/empty':
      res.writeHead(200, { 'content-type': 'text/plain' });
      return void res.end('');
    case '/file':
      res.writeHead(200, { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="pic.png"' });
      return void res.end(Buffer.from([137, 80, 78, 71]));
    case '/fail':
      return json(Number(q.code ?? 500), { message: 'broken on purpose' });
    case '/cursor': {
      const page = Number(q.page ?? 0);
      return json(200, { items: [page], next: page < 2 ? `${base}/cursor?page=${page + 1}` : null });
    }
    case '/until404': {
      const page = Number(q.page ?? 1);
      return page > 2 ? json(404, { done: true }) : json(200, [{ page }]);
    }
    case '/redirect':
      res.writeHead(302, { location: '/items' });
      return void res.end();
    default:
      return json(404, { problem: 'no such path' });
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

async function run(
  parameters: Record<string, unknown>,
  extra: {
    items?: unknown[];
    onError?: string;
    credentials?: Record<string, Record<string, unknown>>;
    version?: number;
  } = {},
) {
  const workflow = {
    name: 'http test',
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
        name: 'HTTP',
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: extra.version ?? 4.2,
        position: [400, 0],
        parameters,
        ...(extra.onError ? { onError: extra.onError } : {}),
        ...(extra.credentials
          ? { credentials: Object.fromEntries(Object.keys(extra.credentials).map((k) => [k, { id: k, name: k }])) }
          : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'HTTP', type: 'main', index: 0 }]] },
    },
    pinData: { Data: (extra.items ?? [{}]).map((json) => ({ json })) },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    services: { getCredentials: async (_node, type) => extra.credentials?.[type] ?? {} },
  });
  const resultData = result.data.resultData;
  const items = resultData.runData.HTTP?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: resultData.error, binary: items.map((i) => i.binary) };
}

describe('HTTP Request node', () => {
  it('splits an array answer into items and follows redirects by default', async () => {
    expect((await run({ url: `${base}/items`, options: {} })).json).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await run({ url: `${base}/redirect`, options: {} })).json).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('sends query and headers from key pairs and JSON', async () => {
    const { json } = await run({
      url: `${base}/echo`,
      sendQuery: true,
      specifyQuery: 'json',
      jsonQuery: '{"a":"1","b":"two"}',
      sendHeaders: true,
      specifyHeaders: 'json',
      jsonHeaders: '{"X-Key":"k1"}',
      options: {},
    });
    expect(json[0]).toMatchObject({ query: { a: '1', b: 'two' }, key: 'k1' });
  });

  it('builds nested JSON bodies from dotted names', async () => {
    const { json } = await run({
      method: 'POST',
      url: `${base}/echo`,
      sendBody: true,
      bodyParameters: {
        parameters: [
          { name: 'user.name', value: 'ada' },
          { name: 'user.tags[0]', value: 'math' },
        ],
      },
      options: {},
    });
    expect(JSON.parse((json[0] as { body: string }).body)).toEqual({ user: { name: 'ada', tags: ['math'] } });
  });

  it('sends multipart form data and raw bodies', async () => {
    const multi = await run({
      method: 'POST',
      url: `${base}/echo`,
      sendBody: true,
      contentType: 'multipart-form-data',
      bodyParameters: { parameters: [{ parameterType: 'formData', name: 'field', value: 'v1' }] },
      options: {},
    });
    expect((multi.json[0] as { contentType: string }).contentType).toMatch(/^multipart\/form-data/);
    expect((multi.json[0] as { body: string }).body).toContain('name="field"');
    const raw = await run({
      method: 'POST',
      url: `${base}/echo`,
      sendBody: true,
      contentType: 'raw',
      rawContentType: 'text/csv',
      body: 'a,b',
      options: {},
    });
    expect(raw.json[0]).toMatchObject({ contentType: 'text/csv', body: 'a,b' });
  });

  it('answers text, empty text, full responses and files', async () => {
    expect((await run({ url: `${base}/empty`, options: {} })).json).toEqual([{}]);
    const full = await run({ url: `${base}/items`, options: { response: { response: { fullResponse: true } } } });
    expect(full.json[0]).toMatchObject({ body: [{ id: 1 }, { id: 2 }], statusCode: 200, statusMessage: 'OK' });
    expect((full.json[0] as { headers: Record<string, string> }).headers['content-type']).toBe('application/json');
    const text = await run({ url: `${base}/items`, options: { response: { response: { responseFormat: 'text' } } } });
    expect(text.json).toEqual([{ data: '[{"id":1},{"id":2}]' }]);
    const file = await run({ url: `${base}/file`, options: {} }, { items: [{ keep: 1 }] });
    expect(file.json).toEqual([{ keep: 1 }]);
    expect(file.binary[0]?.data).toMatchObject({ mimeType: 'image/png' });
  });

  it('reports failed requests as n8n words them, or continues', async () => {
    const failed = await run({ url: `${base}/fail?code=404`, options: {} });
    expect(failed.error?.message).toBe('The resource you are requesting could not be found');
    expect(failed.error?.description).toBe('{"message":"broken on purpose"}');
    expect(failed.error?.httpCode).toBe('404');
    const server500 = await run({ url: `${base}/fail?code=500`, options: {} });
    expect(server500.error?.message).toBe('The service was not able to process your request');
    const refused = await run({ url: 'http://127.0.0.1:1/x', options: {} });
    expect(refused.error?.message).toBe('The service refused the connection - perhaps it is offline');
    const never = await run({
      url: `${base}/fail?code=418`,
      options: { response: { response: { neverError: true } } },
    });
    expect(never.json).toEqual([{ message: 'broken on purpose' }]);
    const cont = await run({ url: `${base}/fail?code=404`, options: {} }, { onError: 'continueRegularOutput' });
    expect(cont.json[0]).toMatchObject({
      error: { message: '404 - "{\\"message\\":\\"broken on purpose\\"}"', status: 404 },
    });
    const badUrl = await run({ url: 'ftp://x', options: {} });
    expect(badUrl.error?.message).toBe('Invalid URL: ftp://x. URL must start with "http" or "https".');
  });

  it('authenticates with generic credentials', async () => {
    const auth = (genericAuthType: string, creds: Record<string, unknown>) =>
      run(
        { url: `${base}/echo`, authentication: 'genericCredentialType', genericAuthType, options: {} },
        { credentials: { [genericAuthType]: creds } },
      );
    expect((await auth('httpBasicAuth', { user: 'u', password: 'p' })).json[0]).toMatchObject({
      auth: `Basic ${Buffer.from('u:p').toString('base64')}`,
    });
    expect((await auth('httpBearerAuth', { token: 't0k' })).json[0]).toMatchObject({ auth: 'Bearer t0k' });
    expect((await auth('httpHeaderAuth', { name: 'X-Key', value: 'secret' })).json[0]).toMatchObject({ key: 'secret' });
    expect((await auth('httpQueryAuth', { name: 'api_key', value: 'q1' })).json[0]).toMatchObject({
      query: { api_key: 'q1' },
    });
    // Digest is sent plain until the server challenges it (the echo server does not).
    expect((await auth('httpDigestAuth', { user: 'u', password: 'p' })).error).toBeUndefined();
    expect((await auth('oAuth2Api', { oauthTokenData: { access_token: 'o2' } })).json[0]).toMatchObject({
      auth: 'Bearer o2',
    });
  });

  it('paginates with a next URL and until a status code', async () => {
    const next = await run({
      url: `${base}/cursor`,
      options: {
        pagination: {
          pagination: {
            paginationMode: 'responseContainsNextURL',
            nextURL: '={{ $response.body.next }}',
            paginationCompleteWhen: 'other',
            completeExpression: '={{ !$response.body.next }}',
          },
        },
      },
    });
    expect(next.error).toBeUndefined();
    expect(next.json).toEqual([
      { items: [0], next: `${base}/cursor?page=1` },
      { items: [1], next: `${base}/cursor?page=2` },
      { items: [2], next: null },
    ]);
    const byStatus = await run({
      url: `${base}/until404`,
      options: {
        pagination: {
          pagination: {
            paginationMode: 'updateAParameterInEachRequest',
            parameters: { parameters: [{ type: 'qs', name: 'page', value: '={{ $pageCount + 1 }}' }] },
            paginationCompleteWhen: 'receiveSpecificStatusCodes',
            statusCodesWhenComplete: '404',
          },
        },
      },
    });
    expect(byStatus.json).toEqual([{ page: 1 }, { page: 2 }, { done: true }]);
    const limited = await run({
      url: `${base}/until404`,
      options: {
        pagination: {
          pagination: {
            parameters: { parameters: [{ type: 'qs', name: 'page', value: '={{ $pageCount + 1 }}' }] },
            limitPagesFetched: true,
            maxRequests: 1,
          },
        },
      },
    });
    expect(limited.json).toEqual([{ page: 1 }]);
  });
});
