import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, HttpClientError } from './http-client.js';
import { stringifyQuery, appendQuery } from './query-string.js';

let server: Server;
let base = '';

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', base);
  const body = await readBody(req);
  const send = (
    status: number,
    data: string | Buffer,
    type = 'application/json',
    extra: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'content-type': type, ...extra });
    res.end(data);
  };
  switch (url.pathname) {
    case '/echo':
      return send(
        200,
        JSON.stringify({
          method: req.method,
          query: url.search,
          headers: req.headers,
          body: body.toString('utf8'),
        }),
      );
    case '/text':
      return send(200, 'hello', 'text/plain; charset=utf-8');
    case '/latin1':
      return send(200, Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'text/plain; charset=iso-8859-1');
    case '/bytes':
      return send(200, Buffer.from([0, 1, 2, 255]), 'application/octet-stream');
    case '/gzip':
      return send(200, gzipSync(JSON.stringify({ zipped: true })), 'application/json', { 'content-encoding': 'gzip' });
    case '/missing':
      return send(404, JSON.stringify({ message: 'nope' }));
    case '/redirect':
      return send(302, '', 'text/plain', { location: '/echo?from=redirect' });
    case '/see-other':
      return send(303, '', 'text/plain', { location: '/echo' });
    case '/loop':
      return send(302, '', 'text/plain', { location: '/loop' });
    case '/slow':
      setTimeout(() => send(200, '{}'), 500);
      return;
    default:
      return send(404, '{}');
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const http = createHttpClient();

describe('query strings', () => {
  it('serialises arrays per format and skips null values', () => {
    expect(stringifyQuery({ a: [1, 2], b: 'x y', c: null })).toBe('a%5B%5D=1&a%5B%5D=2&b=x%20y');
    expect(stringifyQuery({ a: [1, 2] }, 'repeat')).toBe('a=1&a=2');
    expect(stringifyQuery({ a: [1, 2] }, 'indices')).toBe('a%5B0%5D=1&a%5B1%5D=2');
    expect(stringifyQuery({ o: { k: 'v' } })).toBe('o%5Bk%5D=v');
  });
  it('percent-encodes as n8n (the qs package) does: all but letters, digits and -._~', () => {
    expect(stringifyQuery({ q: "a b+c&d=e/f?g:h$i,j(k)l*m!n'o~p-q_r.s", ü: 'é' })).toBe(
      'q=a%20b%2Bc%26d%3De%2Ff%3Fg%3Ah%24i%2Cj%28k%29l%2Am%21n%27o~p-q_r.s&%C3%BC=%C3%A9',
    );
  });
  it('appends to URLs that already have a query', () => {
    expect(appendQuery('http://h/p?x=1', { y: 2 })).toBe('http://h/p?x=1&y=2');
    expect(appendQuery('http://h/p#f', { y: 2 })).toBe('http://h/p?y=2#f');
  });
});

describe('createHttpClient', () => {
  it('sends query, headers and a JSON body, and parses a JSON answer', async () => {
    const r = await http({
      url: `${base}/echo`,
      method: 'POST',
      qs: { q: 'a b', n: 5 },
      headers: { 'X-Test': '1' },
      body: { hello: 'world' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.statusMessage).toBe('OK');
    const body = r.body as { method: string; query: string; headers: Record<string, string>; body: string };
    expect(body.method).toBe('POST');
    expect(body.query).toBe('?q=a%20b&n=5');
    expect(body.headers['x-test']).toBe('1');
    expect(body.headers['content-type']).toBe('application/json');
    expect(JSON.parse(body.body)).toEqual({ hello: 'world' });
  });

  it('sends form-urlencoded, multipart and raw bodies', async () => {
    const form = await http({ url: `${base}/echo`, method: 'POST', body: new URLSearchParams({ a: '1', b: 'x y' }) });
    expect((form.body as { headers: Record<string, string> }).headers['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect((form.body as { body: string }).body).toBe('a=1&b=x%20y');

    const fd = new FormData();
    fd.append('field', 'value');
    fd.append('file', new Blob([new Uint8Array([104, 105])], { type: 'text/plain' }), 'hi.txt');
    const multi = await http({ url: `${base}/echo`, method: 'POST', body: fd });
    const m = multi.body as { headers: Record<string, string>; body: string };
    expect(m.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(m.body).toContain('name="field"');
    expect(m.body).toContain('filename="hi.txt"');

    const raw = await http({
      url: `${base}/echo`,
      method: 'PUT',
      headers: { 'content-type': 'text/csv' },
      body: 'a,b\n1,2',
    });
    expect((raw.body as { body: string }).body).toBe('a,b\n1,2');
    expect((raw.body as { headers: Record<string, string> }).headers['content-type']).toBe('text/csv');

    const bin = await http({ url: `${base}/echo`, method: 'POST', body: new Uint8Array([65, 66]) });
    expect((bin.body as { body: string }).body).toBe('AB');
  });

  it('parses responses by content type and response type', async () => {
    expect((await http({ url: `${base}/text` })).body).toBe('hello');
    expect((await http({ url: `${base}/latin1` })).body).toBe('café');
    const bytes = (await http({ url: `${base}/bytes` })).body;
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...(bytes as Uint8Array)]).toEqual([0, 1, 2, 255]);
    const asBuffer = (await http({ url: `${base}/text`, responseType: 'arraybuffer' })).body as Uint8Array;
    expect(Buffer.from(asBuffer).toString()).toBe('hello');
    expect((await http({ url: `${base}/gzip` })).body).toEqual({ zipped: true });
  });

  it('throws on non-2xx unless told not to', async () => {
    const error = await http({ url: `${base}/missing` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpClientError);
    expect((error as HttpClientError).statusCode).toBe(404);
    expect((error as HttpClientError).message).toBe('404 - {"message":"nope"}');
    const ok = await http({ url: `${base}/missing`, ignoreHttpStatusErrors: true });
    expect(ok.statusCode).toBe(404);
    expect(ok.body).toEqual({ message: 'nope' });
  });

  it('follows redirects, or not, and stops at the maximum', async () => {
    const followed = await http({ url: `${base}/redirect` });
    expect((followed.body as { query: string }).query).toBe('?from=redirect');
    const seeOther = await http({ url: `${base}/see-other`, method: 'POST', body: 'x' });
    expect((seeOther.body as { method: string }).method).toBe('GET');
    const kept = await http({ url: `${base}/redirect`, followRedirects: false, ignoreHttpStatusErrors: true });
    expect(kept.statusCode).toBe(302);
    expect(kept.headers.location).toBe('/echo?from=redirect');
    const loop = await http({ url: `${base}/loop`, maxRedirects: 3 }).catch((e: unknown) => e);
    expect((loop as HttpClientError).code).toBe('ERR_FR_TOO_MANY_REDIRECTS');
  });

  it('times out and reports network errors with their code', async () => {
    const slow = await http({ url: `${base}/slow`, timeout: 50 }).catch((e: unknown) => e);
    expect((slow as HttpClientError).code).toBe('ECONNABORTED');
    expect((slow as HttpClientError).message).toBe('timeout of 50ms exceeded');
    const refused = await http({ url: 'http://127.0.0.1:1/' }).catch((e: unknown) => e);
    expect((refused as HttpClientError).code).toBe('ECONNREFUSED');
  });

  it('goes through an ignore-SSL agent and a proxy when asked', async () => {
    // Plain http through the insecure agent still works.
    expect((await http({ url: `${base}/text`, ignoreSslIssues: true })).body).toBe('hello');
    // A proxy that refuses connections surfaces a network error.
    const viaProxy = await http({ url: `${base}/text`, proxy: 'http://127.0.0.1:1' }).catch((e: unknown) => e);
    expect(viaProxy).toBeInstanceOf(HttpClientError);
  });
});
