import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaController } from '../src/schema-compilers.js';

describe('Fastify schema compilers loaded on first use', () => {
  it('still validate a route body and serialise its response by schema', async () => {
    const app = Fastify({ logger: false, schemaController: lazySchemaController });
    app.post(
      '/echo',
      {
        schema: {
          body: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 2 } } },
          response: { 200: { type: 'object', properties: { name: { type: 'string' } } } },
        },
      },
      async (req) => ({ ...(req.body as object), secret: 'left out by the response schema' }),
    );
    try {
      const ok = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'ada' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ name: 'ada' });
      const bad = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/name/);
    } finally {
      await app.close();
    }
  });
});
