import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';

describe.each(DB_KINDS)('server basics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('answers malformed JSON with a 400 that says so', async () => {
    const res = await server.anonymous.request('POST', '/rest/login', '{"email": ', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
    expect(res.body.code).toBe(400);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await server.anonymous.get('/rest/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('/rest/no-such-thing');
  });

  it('serves a page at /', async () => {
    const res = await server.anonymous.get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('ran its migrations', async () => {
    const rows = await (server.ctx.db.kysely as any).selectFrom('weft_migration').select('name').execute();
    expect(rows.map((r: { name: string }) => r.name)).toContain('001-initial');
  });
});
