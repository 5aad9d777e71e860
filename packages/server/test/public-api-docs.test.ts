/**
 * The public API's documentation: `openapi.json` is a complete OpenAPI 3.0 document, Swagger UI
 * is served from the installed swagger-ui-dist (page and its script and style files, no CDN) and
 * can be switched off; and the JSON-schema validator the tests rely on catches wrong shapes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSchema, refResolver } from '../src/public-api/json-schema.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { DOCUMENT, responseProblems } from './public-api-helpers.js';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

describe.each(DB_KINDS)('public API docs on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { WEFT_BASE_URL: 'https://weft.example.com' });
  });
  afterAll(async () => server?.close());

  it('serves the OpenAPI document without a key, every operation with schemas', async () => {
    const res = await server.anonymous.get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.0.3');
    expect(res.body.servers).toEqual([{ url: 'https://weft.example.com/api/v1' }]);
    expect(res.body.components.securitySchemes.ApiKeyAuth).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-WEFT-API-KEY',
    });
    expect(res.body.paths).toEqual(JSON.parse(JSON.stringify(DOCUMENT.paths)));
    const resolve = refResolver(res.body);
    let operations = 0;
    for (const [path, item] of Object.entries(res.body.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        operations++;
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
        expect(op.responses['401'], `${method} ${path}`).toBeTruthy();
        const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
        expect(success, `${method} ${path}`).toHaveLength(1);
        // Every schema reference resolves.
        const refs = JSON.stringify(op).match(/#\/components\/schemas\/\w+/g) ?? [];
        for (const ref of refs) expect(resolve(ref), ref).toBeTruthy();
        if (method === 'post' || method === 'put') {
          if (!path.endsWith('/activate') && !path.endsWith('/deactivate'))
            expect(op.requestBody?.content['application/json'].schema, `${method} ${path}`).toBeTruthy();
        }
      }
    }
    expect(operations).toBe(25); // workflows 9, executions 3, credentials 3, tags 5, users 4, audit 1
  });

  it('serves Swagger UI from swagger-ui-dist, with its script and style files', async () => {
    const page = await server.anonymous.get('/api/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<div id="swagger-ui"></div>');
    expect(page.text).not.toMatch(/https?:\/\//);
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    const styles = [...page.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual([
      '/api/v1/docs/swagger-ui-bundle.js',
      '/api/v1/docs/swagger-ui-standalone-preset.js',
      '/api/v1/docs/weft-initializer.js',
    ]);
    expect(styles).toEqual(['/api/v1/docs/swagger-ui.css']);

    for (const [url, file] of [
      ['/api/v1/docs/swagger-ui-bundle.js', 'swagger-ui-bundle.js'],
      ['/api/v1/docs/swagger-ui-standalone-preset.js', 'swagger-ui-standalone-preset.js'],
      ['/api/v1/docs/swagger-ui.css', 'swagger-ui.css'],
    ] as const) {
      const asset = await server.anonymous.get(url);
      expect(asset.status, url).toBe(200);
      expect(asset.headers['content-type'], url).toMatch(file.endsWith('.js') ? /javascript/ : /text\/css/);
      expect(asset.text, url).toBe(readFileSync(join(swaggerDir, file), 'utf8'));
    }
    expect((await server.anonymous.get('/api/v1/docs/swagger-ui-bundle.js')).text).toContain('SwaggerUIBundle');
    const init = await server.anonymous.get('/api/v1/docs/weft-initializer.js');
    expect(init.status).toBe(200);
    expect(init.text).toContain('"/api/v1/openapi.json"');
    // Only the listed files: nothing else of the package, and no way out of its folder.
    expect((await server.anonymous.get('/api/v1/docs/package.json')).status).toBe(404);
    expect((await server.anonymous.get('/api/v1/docs/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});

describe('Swagger UI switched off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite', { WEFT_PUBLIC_API_SWAGGERUI_DISABLED: 'true' });
  });
  afterAll(async () => server?.close());

  it('answers 404 for the docs but keeps the API and its document', async () => {
    expect((await server.anonymous.get('/api/v1/docs')).status).toBe(404);
    expect((await server.anonymous.get('/api/v1/docs/swagger-ui-bundle.js')).status).toBe(404);
    expect((await server.anonymous.get('/api/v1/openapi.json')).status).toBe(200);
    expect((await server.anonymous.get('/api/v1/workflows')).status).toBe(401);
    const owner = await server.owner();
    expect((await owner.get('/rest/settings')).body.data.publicApi).toMatchObject({
      enabled: true,
      swaggerUi: { enabled: false },
    });
  });
});

describe('the JSON-schema validator used to check answers', () => {
  const resolve = refResolver(DOCUMENT);

  it('accepts a fitting value and names each problem of a wrong one', () => {
    const tag = { id: 't1', name: 'ops', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
    expect(validateSchema(tag, { $ref: '#/components/schemas/Tag' }, '$', resolve)).toEqual([]);
    const errors = validateSchema(
      { ...tag, name: 3, createdAt: 'yesterday', extra: true, id: undefined },
      { $ref: '#/components/schemas/Tag' },
      '$',
      resolve,
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: '$', message: "must have required property 'id'" },
        { path: '$.name', message: 'must be string' },
        { path: '$.createdAt', message: 'must be a date-time (ISO 8601)' },
        { path: '$', message: "must NOT have additional property 'extra'" },
      ]),
    );
  });

  it('handles nullable, enums, arrays, bounds and if/then', () => {
    expect(validateSchema(null, { type: 'string', nullable: true })).toEqual([]);
    expect(validateSchema(null, { type: 'string' })).toEqual([{ path: '$', message: 'must be string' }]);
    expect(validateSchema('b', { enum: ['a'] })).toHaveLength(1);
    expect(validateSchema([1, 'x'], { type: 'array', items: { type: 'integer' }, maxItems: 1 })).toHaveLength(2);
    expect(validateSchema(251, { type: 'integer', maximum: 250 })).toEqual([
      { path: '$', message: 'must be at most 250' },
    ]);
    const conditional = { if: { properties: { mode: { enum: ['a'] } } }, then: { required: ['url'] } };
    expect(validateSchema({ mode: 'a' }, conditional)).toHaveLength(1);
    expect(validateSchema({ mode: 'b' }, conditional)).toEqual([]);
  });

  it('flags an answer whose status the document does not list', () => {
    expect(responseProblems('GET', '/api/v1/workflows', { status: 418, body: {}, text: '{}' })).toMatch(
      /does not list/,
    );
    expect(
      responseProblems('GET', '/api/v1/tags', { status: 200, body: { data: [{}], nextCursor: null }, text: '' }),
    ).toMatch(/required property 'id'/);
    expect(responseProblems('PATCH', '/api/v1/tags', { status: 200, body: {}, text: '' })).toMatch(/not an operation/);
  });
});
