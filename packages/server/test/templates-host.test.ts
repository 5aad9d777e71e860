import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTemplateLibrary } from '../src/templates/index.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

const library = readTemplateLibrary();

describe.each(DB_KINDS)('the templates host on %s', (kind) => {
  let server: TestServer;
  let anon: TestClient;
  beforeAll(async () => {
    server = await createTestServer(kind, { WEFT_BASE_URL: 'https://weft.example.com' });
    await server.owner();
    anon = server.anonymous; // a signed-out caller after owner setup: the host is public
  });
  afterAll(async () => server?.close());

  it('points the editor at itself in the settings', async () => {
    const s = (await anon.get('/rest/settings')).body.data;
    expect(s.templates).toEqual({ enabled: true, host: 'https://weft.example.com/templates-api/' });
  });

  it('answers health and categories without a session', async () => {
    const health = await anon.get('/templates-api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'OK' });
    expect(health.headers['access-control-allow-origin']).toBe('*');
    // An editor on another origin sends n8n-version, so its GETs are preflighted.
    const preflight = await anon.request('OPTIONS', '/templates-api/templates/workflows', undefined, {
      origin: 'https://editor.example.org',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'n8n-version',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('n8n-version');
    const { categories } = (await anon.get('/templates-api/templates/categories')).body;
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(categories.map((c: { name: string }) => c.name)).toContain('Data Transformation');
  });

  it('lists workflows in pages with their total, node types and category counts', async () => {
    const first = (await anon.get('/templates-api/templates/workflows?skip=0&rows=10')).body;
    expect(first.totalWorkflows).toBe(library.workflows.length);
    expect(first.totalWorkflows).toBeGreaterThanOrEqual(30);
    expect(first.workflows).toHaveLength(10);
    const w = first.workflows[0];
    expect(w).toMatchObject({
      id: 1,
      name: expect.any(String),
      totalViews: expect.any(Number),
      createdAt: expect.any(String),
      description: expect.any(String),
      user: { username: 'weft' },
    });
    expect(w.nodes.map((n: { name: string }) => n.name)).toEqual(
      expect.arrayContaining(['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.set']),
    );
    expect(w.nodes.find((n: { name: string }) => n.name === 'n8n-nodes-base.set')).toMatchObject({
      displayName: expect.any(String),
      typeVersion: 3.4,
      defaults: { name: expect.any(String) },
      group: expect.any(Array),
    });
    expect(w.nodes.some((n: { name: string }) => n.name.endsWith('stickyNote'))).toBe(false);
    expect(first.filters[0].field_name).toBe('categories');
    expect(first.filters[0].counts).toEqual(
      expect.arrayContaining([{ value: 'Data Transformation', count: expect.any(Number) }]),
    );

    // Paging: every template exactly once, in order, until the loaded count equals the total.
    const seen: number[] = [];
    for (let skip = 0; ; skip += 7) {
      const page = (await anon.get(`/templates-api/templates/workflows?skip=${skip}&rows=7`)).body;
      expect(page.totalWorkflows).toBe(first.totalWorkflows);
      seen.push(...page.workflows.map((x: { id: number }) => x.id));
      if (page.workflows.length < 7) break;
    }
    expect(seen).toEqual(library.workflows.map((t) => t.id));
    expect((await anon.get('/templates-api/templates/workflows?skip=1000')).body.workflows).toEqual([]);
    expect((await anon.get('/templates-api/templates/workflows?rows=100000')).body.workflows).toHaveLength(
      Math.min(100, library.workflows.length),
    );
    expect((await anon.get('/templates-api/templates/workflows?skip=-1')).status).toBe(400);
    expect((await anon.get('/templates-api/templates/workflows?rows=abc')).status).toBe(400);
  });

  it('searches names and descriptions, every word, ignoring case', async () => {
    const byName = (await anon.get('/templates-api/templates/workflows?search=WEBHOOK')).body;
    expect(byName.totalWorkflows).toBeGreaterThan(0);
    for (const w of byName.workflows) expect(`${w.name} ${w.description}`.toLowerCase()).toContain('webhook');
    // "database join" only occurs in the description of "Enrich orders with customer details".
    const byDescription = (await anon.get('/templates-api/templates/workflows?search=database%20join')).body;
    expect(byDescription.workflows.map((w: { name: string }) => w.name)).toEqual([
      'Enrich orders with customer details',
    ]);
    expect((await anon.get('/templates-api/templates/workflows?search=zzzz-nothing')).body).toMatchObject({
      totalWorkflows: 0,
      workflows: [],
    });
  });

  it('filters by category id or name, and combines with search', async () => {
    const reporting = library.categories.find((c) => c.name === 'Reporting')!;
    const expected = library.workflows.filter((t) => t.categories.includes(reporting.id)).map((t) => t.id);
    const byId = (await anon.get(`/templates-api/templates/workflows?category=${reporting.id}`)).body;
    expect(byId.workflows.map((w: { id: number }) => w.id)).toEqual(expected);
    expect(byId.totalWorkflows).toBe(expected.length);
    const byName = (await anon.get('/templates-api/templates/workflows?category=Reporting')).body;
    expect(byName.totalWorkflows).toBe(expected.length);
    const both = (await anon.get(`/templates-api/templates/workflows?category=${reporting.id}&search=daily`)).body;
    expect(both.workflows.map((w: { name: string }) => w.name)).toEqual(['Build a daily metrics message']);
    expect((await anon.get('/templates-api/templates/workflows?category=999')).body.totalWorkflows).toBe(0);
  });

  it('opens a workflow template with its workflow and categories, and its import form', async () => {
    const res = await anon.get('/templates-api/templates/workflows/5');
    expect(res.status).toBe(200);
    const { workflow } = res.body;
    expect(workflow).toMatchObject({
      id: 5,
      name: 'Route support tickets by priority',
      views: expect.any(Number),
      createdAt: expect.any(String),
      user: { username: 'weft' },
      image: [],
    });
    expect(workflow.categories).toEqual([{ id: 2, name: 'Flow Control' }]);
    expect(workflow.workflow.nodes.find((n: { type: string }) => n.type === 'n8n-nodes-base.switch')).toMatchObject({
      typeVersion: 3.2,
    });
    expect(Object.keys(workflow.workflow.connections)).toContain('By priority');
    const imported = (await anon.get('/templates-api/workflows/templates/5')).body;
    expect(imported).toEqual({
      id: 5,
      name: workflow.name,
      workflow: { nodes: workflow.workflow.nodes, connections: workflow.workflow.connections },
    });
  });

  it('lists and opens collections, filtered by category and search', async () => {
    const { collections } = (await anon.get('/templates-api/templates/collections')).body;
    expect(collections.length).toBe(library.collections.length);
    expect(collections[0]).toMatchObject({
      id: 1,
      name: 'Getting started with Weft',
      workflows: expect.arrayContaining([{ id: 1 }]),
    });
    expect(collections[0].nodes.length).toBeGreaterThan(3);
    const webhooks = (await anon.get('/templates-api/templates/collections?search=endpoint')).body.collections;
    expect(webhooks.map((c: { name: string }) => c.name)).toEqual(['Build small APIs with webhooks']);
    const errors = library.categories.find((c) => c.name === 'Error Handling')!;
    expect(
      (await anon.get(`/templates-api/templates/collections?category=${errors.id}`)).body.collections.map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Reliable workflows']);

    const { collection } = (await anon.get('/templates-api/templates/collections/3')).body;
    expect(collection).toMatchObject({
      id: 3,
      name: 'Build small APIs with webhooks',
      description: expect.any(String),
      image: [],
      createdAt: expect.any(String),
    });
    expect(collection.categories.map((c: { name: string }) => c.name)).toEqual([
      'Webhooks & APIs',
      'Security & Crypto',
    ]);
    expect(collection.workflows.map((w: { id: number }) => w.id)).toEqual(
      library.collections.find((c) => c.id === 3)!.workflows,
    );
    expect(collection.workflows[0]).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      nodes: expect.any(Array),
      user: { username: 'weft' },
    });
  });

  it('answers 404 for unknown ids, and nothing but GET', async () => {
    for (const url of [
      '/templates-api/templates/workflows/9999',
      '/templates-api/templates/workflows/abc',
      '/templates-api/workflows/templates/9999',
      '/templates-api/templates/collections/9999',
    ]) {
      const res = await anon.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.message).toMatch(/no (workflow template|template collection) with the id/);
    }
    expect((await anon.post('/templates-api/templates/workflows', {})).status).toBe(404);
    expect((await anon.delete('/templates-api/templates/workflows/1')).status).toBe(404);
  });
});

describe('templates switched off or hosted elsewhere', () => {
  let off: TestServer;
  let elsewhere: TestServer;
  beforeAll(async () => {
    [off, elsewhere] = await Promise.all([
      createTestServer('sqlite', { WEFT_TEMPLATES_ENABLED: 'false' }),
      createTestServer('sqlite', { WEFT_TEMPLATES_HOST: 'https://templates.example.org/api' }),
    ]);
  });
  afterAll(async () => {
    await off?.close();
    await elsewhere?.close();
  });

  it('reports templates disabled and serves no host with WEFT_TEMPLATES_ENABLED=false', async () => {
    expect((await off.anonymous.get('/rest/settings')).body.data.templates).toEqual({ enabled: false, host: '' });
    const res = await off.anonymous.get('/templates-api/health');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('switched off');
  });

  it('points the editor at WEFT_TEMPLATES_HOST', async () => {
    expect((await elsewhere.anonymous.get('/rest/settings')).body.data.templates).toEqual({
      enabled: true,
      host: 'https://templates.example.org/api/',
    });
  });
});
