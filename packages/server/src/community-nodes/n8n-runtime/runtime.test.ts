import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import {
  serializeError,
  type CredentialType,
  type ExecuteContext,
  type NodeType,
  type WorkflowNode,
} from '@weft/workflow';
import { NodeApiError, NodeOperationError } from './errors.js';
import { n8nHttpRequest, n8nRequest, StatusCodeError, type WeftHttp } from './http.js';
import { n8nStyleFunctions, n8nToolVariant } from './node-adapter.js';
import { installN8nWorkflowModule } from './require-hook.js';
import { deepCopy, jsonParse, n8nWorkflowModule } from './runtime-module.js';

const node: WorkflowNode = {
  id: 'n1',
  name: 'Community',
  type: 'n8n-nodes-x.x',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
};

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

describe("Weft's n8n-workflow runtime module", () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];
  const send = createHttpClient({ ssrfPolicy: { blockPrivate: false, allow: [], deny: [] } as never });
  const http: WeftHttp = { httpRequest: send, httpRequestWithAuthentication: (_t, o) => send(o) };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('latin1')));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        if (req.url!.startsWith('/missing')) {
          res
            .writeHead(404, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'No such contact' } }));
        } else if (req.url!.startsWith('/bytes')) {
          res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.from([1, 2, 3]));
        } else if (req.url!.startsWith('/text')) {
          res.writeHead(200, { 'content-type': 'text/plain' }).end('{"looks":"json"}');
        } else {
          res
            .writeHead(200, { 'content-type': 'application/json', 'x-request': 'ok' })
            .end(JSON.stringify({ ok: true, path: req.url }));
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("answers require('n8n-workflow') from any folder with Weft's module, and refuses paths inside n8n's package", () => {
    installN8nWorkflowModule();
    const dir = mkdtempSync(join(tmpdir(), 'weft-n8n-rt-'));
    writeFileSync(
      join(dir, 'uses.cjs'),
      "const w = require('n8n-workflow'); module.exports = { w, Main: w.NodeConnectionTypes.Main, Old: w.NodeConnectionType.AiTool };\n",
    );
    writeFileSync(join(dir, 'deep.cjs'), "module.exports = require('n8n-workflow/dist/Interfaces');\n");
    const req = createRequire(join(dir, 'x.cjs'));
    const loaded = req('./uses.cjs') as { w: unknown; Main: string; Old: string };
    expect(loaded.w).toBe(n8nWorkflowModule);
    expect([loaded.Main, loaded.Old]).toEqual(['main', 'ai_tool']);
    expect(() => req('./deep.cjs')).toThrow(/not the files inside n8n's package/);
    for (const name of [
      'NodeOperationError',
      'NodeApiError',
      'jsonParse',
      'deepCopy',
      'sleep',
      'ApplicationError',
      'LoggerProxy',
      'updateDisplayOptions',
    ]) {
      expect(n8nWorkflowModule[name], name).toBeDefined();
    }
  });

  it("NodeOperationError takes n8n's arguments and reports the node and the item", () => {
    const e = new NodeOperationError(node, 'Invalid URI override format: x', {
      itemIndex: 2,
      description: 'Use a full URL',
    });
    const s = serializeError(e);
    expect(s).toMatchObject({
      message: 'Invalid URI override format: x',
      description: 'Use a full URL',
      node: { name: 'Community' },
      context: { itemIndex: 2 },
    });
    expect(new NodeOperationError(node, new Error('inner'), { message: 'outer' }).message).toBe('outer');
    expect(new NodeOperationError(node, { message: 'from object' }).message).toBe('from object');
  });

  it("n8n's httpRequest answers the body, or the full response when asked; baseURL, auth and arraybuffer", async () => {
    expect(await n8nHttpRequest(http, { method: 'GET', baseURL: `${base}/api/`, url: '/items', qs: { a: 1 } })).toEqual(
      { ok: true, path: '/api/items?a=1' },
    );
    const full = (await n8nHttpRequest(http, {
      url: `${base}/x`,
      method: 'POST',
      body: { n: 1 },
      json: true,
      returnFullResponse: true,
      auth: { username: 'u', password: 'p' },
    })) as Record<string, unknown>;
    expect(full).toMatchObject({ statusCode: 200, body: { ok: true }, headers: { 'x-request': 'ok' } });
    const last = seen.at(-1)!;
    expect(last.headers.authorization).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
    expect(JSON.parse(last.body)).toEqual({ n: 1 });
    const bytes = await n8nHttpRequest(http, { url: `${base}/bytes`, encoding: 'arraybuffer' });
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect([...(bytes as Buffer)]).toEqual([1, 2, 3]);
  });

  it('a failed httpRequest throws as axios does, and NodeApiError words it as n8n does', async () => {
    const thrown = await n8nHttpRequest(http, { url: `${base}/missing` }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({
      name: 'AxiosError',
      message: 'Request failed with status code 404',
      response: { status: 404, data: { error: { message: 'No such contact' } } },
    });
    const apiError = new NodeApiError(node, thrown, { itemIndex: 1 });
    expect(apiError.message).toBe('The resource you are requesting could not be found');
    expect(apiError.description).toBe('No such contact');
    expect(apiError.httpCode).toBe('404');
    expect(serializeError(apiError)).toMatchObject({
      httpCode: '404',
      context: { itemIndex: 1 },
      node: { name: 'Community' },
    });
    // Wrapping twice keeps the first wording.
    expect(new NodeApiError(node, apiError).message).toBe('The resource you are requesting could not be found');
    const refused = await n8nHttpRequest(http, { url: 'http://127.0.0.1:1/x' }).catch((e: unknown) => e);
    expect(new NodeApiError(node, refused).message).toBe('The service refused the connection - perhaps it is offline');
  });

  it('the legacy request follows request-promise: json, form, formData, full response, simple and StatusCodeError', async () => {
    expect(await n8nRequest(http, { uri: `${base}/j`, method: 'POST', body: { a: 1 }, json: true })).toEqual({
      ok: true,
      path: '/j',
    });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ a: 1 });
    expect(await n8nRequest(http, { uri: `${base}/text` })).toBe('{"looks":"json"}');
    await n8nRequest(http, { uri: `${base}/f`, method: 'POST', form: { a: 'b c', n: 2 } });
    expect(seen.at(-1)!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen.at(-1)!.body).toBe('a=b%20c&n=2');
    await n8nRequest(http, {
      uri: `${base}/m`,
      method: 'POST',
      formData: {
        note: 'hi',
        file: { value: Buffer.from('PDF'), options: { filename: 'a.pdf', contentType: 'application/pdf' } },
      },
    });
    expect(seen.at(-1)!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)!.body).toContain('filename="a.pdf"');
    expect(seen.at(-1)!.body).toContain('Content-Type: application/pdf');
    const full = (await n8nRequest(http, {
      uri: `${base}/missing`,
      json: true,
      simple: false,
      resolveWithFullResponse: true,
    })) as Record<string, unknown>;
    expect(full).toMatchObject({ statusCode: 404, body: { error: { message: 'No such contact' } } });
    const error = await n8nRequest(http, { uri: `${base}/missing`, json: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StatusCodeError);
    expect(error).toMatchObject({ statusCode: 404, error: { error: { message: 'No such contact' } } });
    expect(new NodeApiError(node, error).description).toBe('No such contact');
  });

  it('a declarative node marked usableAsTool gets a tool variant whose calls run its routing, signed by its own credential type', async () => {
    const type = {
      description: {
        displayName: 'Search',
        name: 'search',
        group: ['transform'],
        version: 1,
        defaults: { name: 'Search' },
        inputs: ['main'],
        outputs: ['main'],
        usableAsTool: true,
        credentials: [{ name: 'searchApi', required: true }],
        requestDefaults: { baseURL: `${base}/v1`, headers: { Accept: 'application/json' } },
        properties: [
          {
            displayName: 'Operation',
            name: 'operation',
            type: 'options',
            noDataExpression: true,
            default: 'find',
            options: [{ name: 'Find', value: 'find', routing: { request: { method: 'POST', url: '/find' } } }],
          },
          {
            displayName: 'Query',
            name: 'query',
            type: 'string',
            default: '',
            routing: { send: { type: 'body', property: 'q' } },
          },
        ],
      },
    } as unknown as NodeType;
    const searchApi = {
      name: 'searchApi',
      displayName: 'Search API',
      properties: [],
      authenticate: async (c: Record<string, unknown>, r: { headers?: Record<string, string> }) => ({
        ...r,
        headers: { ...r.headers, 'x-key': String(c.key) },
      }),
    } as unknown as CredentialType;
    const registered = {
      ...type,
      ...n8nStyleFunctions(type, {
        description: type.description,
        credentialType: (n) => (n === 'searchApi' ? searchApi : undefined),
      }),
    };
    expect(registered.execute).toBeUndefined();
    const tool = n8nToolVariant(registered)!;
    expect(tool.description).toMatchObject({ name: 'searchTool', outputs: ['ai_tool'], inputs: [] });
    const toolNode: WorkflowNode = {
      ...node,
      name: 'Search',
      type: 'n8n-nodes-x.searchTool',
      credentials: { searchApi: { id: '1', name: 'Search' } },
    };
    const parameters: Record<string, unknown> = { operation: 'find', query: 'weft' };
    const ctx = {
      getNode: () => toolNode,
      getInputData: () => [{ json: { query: 'weft' } }],
      getParametersWithDefaults: () => parameters,
      resolveDescriptionValue: (value: unknown) => value,
      getNodeParameter: (path: string) => parameters[path],
      getCredentials: async () => ({ key: 'k-1' }),
      continueOnFail: () => false,
      helpers: { httpRequest: send, prepareBinaryData: async () => ({}) },
    } as unknown as ExecuteContext;
    const out = await tool.execute!(ctx);
    expect(out?.[0]?.map((i) => i.json)).toEqual([{ ok: true, path: '/v1/find' }]);
    const last = seen.at(-1)!;
    expect([last.method, last.url, last.headers['x-key'], JSON.parse(last.body)]).toEqual([
      'POST',
      '/v1/find',
      'k-1',
      { q: 'weft' },
    ]);
    // A context that cannot resolve routing descriptions is refused with a clear error.
    await expect(
      tool.execute!({ ...ctx, getParametersWithDefaults: undefined } as unknown as ExecuteContext),
    ).rejects.toThrow(/cannot resolve routing descriptions/);
    // Without usableAsTool there is no variant.
    expect(
      n8nToolVariant({ ...registered, description: { ...registered.description, usableAsTool: undefined } }),
    ).toBeUndefined();
  });

  it("n8n's themed icons ({light, dark}) are served as one icon, which the editor can draw", () => {
    const description = {
      displayName: 'Image',
      name: 'n8n-nodes-x.image',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Image' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [],
      icon: { light: 'file:image.svg', dark: 'file:image.dark.svg' },
      iconUrl: { dark: 'icons/dark.svg' },
      usableAsTool: true,
    };
    const type = {
      description,
      async execute() {
        return [[]];
      },
    } as unknown as NodeType;
    const env = { description: description as unknown as NodeType['description'], credentialType: () => undefined };
    const registered = { ...type, ...n8nStyleFunctions(type, env) };
    expect(registered.description).toMatchObject({
      icon: 'file:image.svg',
      iconUrl: 'icons/dark.svg',
      name: 'n8n-nodes-x.image',
    });
    expect(n8nToolVariant(registered)!.description.icon).toBe('file:image.svg');
    // A plain icon is left as it is.
    const plain = {
      ...type,
      description: { ...description, icon: 'fa:image', iconUrl: undefined },
    } as unknown as NodeType;
    expect(n8nStyleFunctions(plain, { ...env, description: plain.description }).description).toBeUndefined();
  });

  it('jsonParse and deepCopy behave as n8n packages expect', () => {
    expect(jsonParse('{"a":1}')).toEqual({ a: 1 });
    expect(jsonParse('nope', { fallbackValue: 7 })).toBe(7);
    expect(() => jsonParse('nope', { errorMessage: 'Bad JSON in Tool Parameters' })).toThrow(
      'Bad JSON in Tool Parameters',
    );
    expect(jsonParse("{a: 'x'}", { acceptJSObject: true })).toEqual({ a: 'x' });
    // n8n's repair (jsonrepair): the value n8n's Set raw mode gets from `{ "a": {{ $json.b }} }`.
    expect(jsonParse('{ "a": x, }', { repairJSON: true })).toEqual({ a: 'x' });
    expect(() => jsonParse('{ "a": x, }')).toThrow();
    const source: Record<string, unknown> = { d: new Date(0), list: [{ x: 1 }], f: () => 1 };
    source.self = source;
    const copy = deepCopy(source);
    expect(copy.list).toEqual([{ x: 1 }]);
    expect(copy.list).not.toBe(source.list);
    expect(copy.f).toBeUndefined();
    expect(copy.self).toBe(copy);
  });
});
