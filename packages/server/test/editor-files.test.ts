import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './harness.js';

/** The editor's files as `weft start` serves them: caching headers, the build's compressed copies, no way out of the build folder. */
describe('the editor build', () => {
  let server: TestServer;
  let root: string;
  const script = 'export const answer = 42;\n'.repeat(200);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'weft-editor-files-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Weft test build</title>');
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'assets', 'plain-9f8e7d.css'), 'body{margin:0}');
    // A sibling folder whose name starts like the build's: never reachable.
    mkdirSync(join(root, 'dist-private'));
    writeFileSync(join(root, 'dist-private', 'secret.txt'), 'not for the browser');
    const before = process.env.WEFT_EDITOR_DIST;
    process.env.WEFT_EDITOR_DIST = dist;
    try {
      server = await createTestServer('sqlite');
    } finally {
      if (before === undefined) delete process.env.WEFT_EDITOR_DIST;
      else process.env.WEFT_EDITOR_DIST = before;
    }
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('lets browsers keep hashed assets for a year, and asks again for index.html each time', async () => {
    const asset = await get('/assets/plain-9f8e7d.css');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('body{margin:0}');
    for (const url of ['/', '/workflow/abc', '/index.html']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('Weft test build');
    }
  });

  it("sends the build's compressed copy the client takes, the plain file otherwise", async () => {
    const br = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // No compressed copy: the plain file, whatever the client takes.
    const css = await get('/assets/plain-9f8e7d.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
  });

  it('never serves a file outside the build folder', async () => {
    for (const url of [
      '/..%2fdist-private/secret.txt',
      '/assets/..%2f..%2fdist-private/secret.txt',
      '/%2e%2e/dist-private/secret.txt',
    ]) {
      const res = await get(url);
      expect(res.body).not.toContain('not for the browser');
    }
  });
});
