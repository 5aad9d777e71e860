import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, unsupportedNode, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

let server: Server;
let base = '';
const arrivals: number[] = [];

function handle(req: IncomingMessage, res: ServerResponse, raw: Buffer): void {
  const url = new URL(req.url ?? '/', base);
  arrivals.push(Date.now());
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/echo') {
    return json(200, {
      method: req.method,
      search: decodeURIComponent(url.search),
      contentType: req.headers['content-type'] ?? null,
      body: raw.toString('latin1'),
      auth: req.headers.authorization ?? null,
      accept: req.headers.accept ?? null,
    });
  }
  if (url.pathname === '/null') return json(200, null);
  return json(404, { problem: 'no such path' });
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
  version: number,
  parameters: Record<string, unknown>,
  extra: { items?: unknown[]; binary?: boolean; credentials?: Record<string, Record<string, unknown>> } = {},
) {
  const code = extra.binary
    ? "return [{ json: { n: 1 }, binary: { data: { data: 'aGVsbG8=', mimeType: 'text/plain', fileName: 'a.txt' } } }];"
    : `return ${JSON.stringify((extra.items ?? [{}]).map((json) => ({ json })))};`;
  const workflow = {
    name: 'legacy http test',
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: '2',
        name: 'Data',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        position: [200, 0],
        parameters: { jsCode: code },
      },
      {
        id: '3',
        name: 'HTTP',
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: version,
        position: [400, 0],
        parameters,
        ...(extra.credentials
          ? { credentials: Object.fromEntries(Object.keys(extra.credentials).map((k) => [k, { id: k, name: k }])) }
          : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'HTTP', type: 'main', index: 0 }]] },
    },
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
  return { json: items.map((i) => i.json), error: resultData.error };
}

describe('HTTP Request versions 1 and 2', () => {
  it('registers 1, 2, 3 and 4–4.3 each with its own parameters, and refuses versions n8n does not have', () => {
    for (const v of [1, 2])
      expect(
        nodeTypes.get('n8n-nodes-base.httpRequest', v)?.description.properties.some((p) => p.name === 'requestMethod'),
      ).toBe(true);
    for (const v of [3, 4, 4.1, 4.2, 4.3])
      expect(
        nodeTypes.get('n8n-nodes-base.httpRequest', v)?.description.properties.some((p) => p.name === 'method'),
      ).toBe(true);
    expect(
      unsupportedNode({ name: 'HTTP', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.4 }, nodeTypes)?.message,
    ).toContain('1, 2, 3, 4, 4.1, 4.2, 4.3');
  });

  it('sends JSON parameters: body as JSON, query with indexed arrays, and the accept header of the response format', async () => {
    const { json, error } = await run(1, {
      requestMethod: 'POST',
      url: `${base}/echo`,
      jsonParameters: true,
      responseFormat: 'json',
      bodyParametersJson: '{"a":[1,2]}',
      queryParametersJson: '{"ids":[7,8]}',
      options: {},
    });
    expect(error).toBeUndefined();
    expect(json).toEqual([
      {
        method: 'POST',
        search: '?ids[0]=7&ids[1]=8',
        contentType: 'application/json',
        body: '{"a":[1,2]}',
        auth: null,
        accept: 'application/json,text/*;q=0.99',
      },
    ]);
  });

  it('turns a JSON null answer into an empty item', async () => {
    expect((await run(2, { url: `${base}/null`, options: {} })).json).toEqual([{}]);
  });

  it('sends a binary file as the raw body, and refuses it with the JSON body content type', async () => {
    const raw = await run(
      1,
      {
        requestMethod: 'PUT',
        url: `${base}/echo`,
        jsonParameters: true,
        sendBinaryData: true,
        binaryPropertyName: 'data',
        options: { bodyContentType: 'raw', bodyContentCustomMimeType: 'text/x-greeting' },
      },
      { binary: true },
    );
    expect(raw.error?.message).toBeUndefined();
    expect(raw.json[0]).toMatchObject({ body: 'hello', contentType: 'text/x-greeting' });
    const refused = await run(
      1,
      { requestMethod: 'PUT', url: `${base}/echo`, jsonParameters: true, sendBinaryData: true, options: {} },
      { binary: true },
    );
    expect(refused.error?.message).toContain('Sending binary data is only supported');
  });

  it('signs digest and OAuth requests when they are sent, and refuses a missing credential before sending', async () => {
    // Digest answers a challenge only: the echo server asks for none, so the request goes out plain.
    const v1 = await run(
      1,
      { authentication: 'digestAuth', url: `${base}/echo`, options: {} },
      { credentials: { httpDigestAuth: { user: 'u', password: 'p' } } },
    );
    expect(v1.error).toBeUndefined();
    const v2 = await run(
      2,
      { authentication: 'genericCredentialType', genericAuthType: 'oAuth2Api', url: `${base}/echo`, options: {} },
      { credentials: { oAuth2Api: { oauthTokenData: { access_token: 'tok-1' } } } },
    );
    expect(v2.error).toBeUndefined();
    expect(JSON.stringify(v2.json)).toContain('Bearer tok-1');
  });

  it('waits the batch interval between batches', async () => {
    arrivals.length = 0;
    const { json } = await run(
      1,
      { url: `${base}/echo`, options: { batchSize: 1, batchInterval: 150 } },
      { items: [{}, {}] },
    );
    expect(json).toHaveLength(2);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(120);
  });

  it('refuses an address without http(s)', async () => {
    expect((await run(1, { url: 'ftp://example.com', options: {} })).error?.message).toContain(
      'Invalid URL: ftp://example.com',
    );
  });
});
