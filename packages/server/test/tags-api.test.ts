import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { sampleWorkflow } from './workflows-fixtures.js';

describe.each(DB_KINDS)('tags on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['owner']>>;
  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
  });
  afterAll(async () => server?.close());

  it('creates tags with trimmed, unique names', async () => {
    const res = await owner.post('/rest/tags', { name: '  ops  ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'ops' });
    expect(res.body.data.id).toBeTruthy();
    expect(res.body.data.createdAt).toBeTruthy();
    const dup = await owner.post('/rest/tags', { name: 'ops ' });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('A tag named "ops" already exists');
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 7 }, { name: 'x'.repeat(25) }, ['ops']]) {
      const bad = await owner.post('/rest/tags', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const raw = await owner.request('POST', '/rest/tags', '{"name":', { 'content-type': 'application/json' });
    expect(raw.status).toBe(400);
  });

  it('counts how many workflows use each tag', async () => {
    const a = (await owner.post('/rest/tags', { name: 'alpha' })).body.data;
    const b = (await owner.post('/rest/tags', { name: 'beta' })).body.data;
    const c = (await owner.post('/rest/tags', { name: 'gamma' })).body.data;
    await owner.post('/rest/workflows', sampleWorkflow('one', { tags: [a.id, b.id] }));
    const two = (await owner.post('/rest/workflows', sampleWorkflow('two', { tags: [a.id] }))).body.data;
    const counted = (await owner.get('/rest/tags?withUsageCount=true')).body.data as Array<{
      id: string;
      usageCount: number;
    }>;
    const count = (id: string) => counted.find((t) => t.id === id)?.usageCount;
    expect([count(a.id), count(b.id), count(c.id)]).toEqual([2, 1, 0]);
    const plain = (await owner.get('/rest/tags')).body.data as Array<{ usageCount?: number; name: string }>;
    expect(plain.every((t) => t.usageCount === undefined)).toBe(true);
    expect(plain.map((t) => t.name)).toEqual([...plain.map((t) => t.name)].sort());

    await owner.patch(`/rest/workflows/${two.id}`, { tags: [c.id] });
    const after = (await owner.get('/rest/tags?withUsageCount=true')).body.data as Array<{
      id: string;
      usageCount: number;
    }>;
    expect(after.find((t) => t.id === a.id)?.usageCount).toBe(1);
    expect(after.find((t) => t.id === c.id)?.usageCount).toBe(1);
  });

  it('renames tags, refusing names that are taken', async () => {
    const t = (await owner.post('/rest/tags', { name: 'old name' })).body.data;
    const res = await owner.patch(`/rest/tags/${t.id}`, { name: ' new name ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: t.id, name: 'new name' });
    expect((await owner.patch(`/rest/tags/${t.id}`, { name: 'new name' })).status).toBe(200);
    const taken = await owner.patch(`/rest/tags/${t.id}`, { name: 'ops' });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toMatch(/already exists/);
    expect((await owner.patch('/rest/tags/nope', { name: 'x' })).status).toBe(404);
    expect((await owner.patch(`/rest/tags/${t.id}`, { name: 3 })).status).toBe(400);
  });

  it('deletes tags and takes them off workflows', async () => {
    const t = (await owner.post('/rest/tags', { name: 'temporary' })).body.data;
    const wf = (await owner.post('/rest/workflows', sampleWorkflow('tagged', { tags: [t.id] }))).body.data;
    expect(wf.tags).toEqual([{ id: t.id, name: 'temporary' }]);
    const res = await owner.delete(`/rest/tags/${t.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toBe(true);
    expect((await owner.get(`/rest/workflows/${wf.id}`)).body.data.tags).toEqual([]);
    expect((await owner.delete(`/rest/tags/${t.id}`)).status).toBe(404);
  });

  it('lets members create and rename but not delete tags', async () => {
    const member = await server.member();
    const t = (await member.post('/rest/tags', { name: 'member-made' })).body.data;
    expect((await member.patch(`/rest/tags/${t.id}`, { name: 'member-renamed' })).status).toBe(200);
    const denied = await member.delete(`/rest/tags/${t.id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/instance owner/);
    expect((await server.anonymous.get('/rest/tags')).status).toBe(401);
    expect((await owner.get('/rest/tags')).body.data.map((x: { name: string }) => x.name)).toContain('member-renamed');
  });
});
