import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';
import { sampleWorkflow } from './workflows-fixtures.js';

type SignedIn = Awaited<ReturnType<TestServer['owner']>>;

/** Every route of the workflows group, as [method, url, body]. */
function everyRoute(id: string, tagId: string): Array<[string, string, unknown]> {
  return [
    ['GET', '/rest/workflows/new', undefined],
    ['GET', '/rest/workflows', undefined],
    ['GET', `/rest/workflows/${id}`, undefined],
    ['POST', '/rest/workflows', sampleWorkflow('anon')],
    ['PATCH', `/rest/workflows/${id}`, { name: 'anon' }],
    ['DELETE', `/rest/workflows/${id}`, undefined],
    ['GET', '/rest/workflows/from-url?url=http%3A%2F%2F127.0.0.1%3A1%2Fx.json', undefined],
    ['PUT', `/rest/workflows/${id}/share`, { shareWithIds: [] }],
    ['GET', '/rest/options/timezones', undefined],
    ['GET', '/rest/tags?withUsageCount=true', undefined],
    ['POST', '/rest/tags', { name: 'anon' }],
    ['PATCH', `/rest/tags/${tagId}`, { name: 'anon2' }],
    ['DELETE', `/rest/tags/${tagId}`, undefined],
  ];
}

describe.each(DB_KINDS)('workflow access on %s', (kind) => {
  describe('before owner setup (the default user)', () => {
    let server: TestServer;
    let dflt: TestClient;
    beforeAll(async () => {
      server = await createTestServer(kind);
      dflt = server.anonymous;
    });
    afterAll(async () => server?.close());

    it('may do everything, like the instance owner', async () => {
      expect((await dflt.get('/rest/workflows/new')).body.data.name).toBe('My workflow');
      const member = await server.member();
      const mine = (await member.post('/rest/workflows', sampleWorkflow('Member work'))).body.data;
      const wf = (await dflt.post('/rest/workflows', sampleWorkflow('Pre-setup'))).body.data;
      expect(wf.ownedBy.email).toBeNull();
      const list = (await dflt.get('/rest/workflows')).body.data.map((w: { id: string }) => w.id).sort();
      expect(list).toEqual([mine.id, wf.id].sort());
      expect((await dflt.get(`/rest/workflows/${mine.id}`)).status).toBe(200);
      expect((await dflt.patch(`/rest/workflows/${mine.id}`, { name: 'Edited by default' })).status).toBe(200);
      expect((await dflt.put(`/rest/workflows/${wf.id}/share`, { shareWithIds: [member.user.id] })).status).toBe(200);
      expect((await member.get(`/rest/workflows/${wf.id}`)).status).toBe(200);
      expect((await dflt.get('/rest/options/timezones')).status).toBe(200);
      const tag = (await dflt.post('/rest/tags', { name: 'pre' })).body.data;
      expect((await dflt.patch(`/rest/tags/${tag.id}`, { name: 'pre2' })).status).toBe(200);
      expect((await dflt.delete(`/rest/tags/${tag.id}`)).status).toBe(200);
      expect((await dflt.delete(`/rest/workflows/${mine.id}`)).status).toBe(200);
    });
  });

  describe('after owner setup', () => {
    let server: TestServer;
    let owner: SignedIn;
    let member: SignedIn;
    let other: SignedIn;
    let ownersWorkflow: { id: string; versionId: string };
    beforeAll(async () => {
      server = await createTestServer(kind);
      owner = await server.owner();
      member = await server.member('mia@example.com');
      other = await server.member('otto@example.com');
      ownersWorkflow = (await owner.post('/rest/workflows', sampleWorkflow("Owner's"))).body.data;
    });
    afterAll(async () => server?.close());

    it('answers 401 to every route without a session', async () => {
      const tag = (await owner.post('/rest/tags', { name: 'for-anon' })).body.data;
      for (const [method, url, body] of everyRoute(ownersWorkflow.id, tag.id)) {
        const res = await server.anonymous.request(method, url, body);
        expect(res.status, `${method} ${url}`).toBe(401);
      }
      expect((await owner.get(`/rest/workflows/${ownersWorkflow.id}`)).body.data.name).toBe("Owner's");
    });

    it("shows a member nothing of the owner's until it is shared", async () => {
      expect((await member.get('/rest/workflows')).body.data).toEqual([]);
      expect((await member.get(`/rest/workflows/${ownersWorkflow.id}`)).status).toBe(404);
      expect((await member.patch(`/rest/workflows/${ownersWorkflow.id}`, { name: 'Hijacked' })).status).toBe(404);
      expect((await member.delete(`/rest/workflows/${ownersWorkflow.id}`)).status).toBe(404);
      expect(
        (await member.put(`/rest/workflows/${ownersWorkflow.id}/share`, { shareWithIds: [member.user.id] })).status,
      ).toBe(404);
      expect((await owner.get(`/rest/workflows/${ownersWorkflow.id}`)).body.data.name).toBe("Owner's");
    });

    it('lets a sharee open and update, but not delete or re-share', async () => {
      const shared = await owner.put(`/rest/workflows/${ownersWorkflow.id}/share`, { shareWithIds: [member.user.id] });
      expect(shared.status).toBe(200);
      expect(shared.body.data.sharedWith.map((u: { id: string }) => u.id)).toEqual([member.user.id]);
      const list = (await member.get('/rest/workflows')).body.data;
      expect(list.map((w: { id: string }) => w.id)).toEqual([ownersWorkflow.id]);
      expect(list[0].ownedBy.id).toBe(owner.user.id);
      const got = await member.get(`/rest/workflows/${ownersWorkflow.id}`);
      expect(got.status).toBe(200);
      const updated = await member.patch(`/rest/workflows/${ownersWorkflow.id}`, {
        name: 'Improved by Mia',
        versionId: got.body.data.versionId,
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data.name).toBe('Improved by Mia');
      expect((await member.delete(`/rest/workflows/${ownersWorkflow.id}`)).status).toBe(403);
      expect(
        (await member.put(`/rest/workflows/${ownersWorkflow.id}/share`, { shareWithIds: [other.user.id] })).status,
      ).toBe(403);
      expect((await other.get(`/rest/workflows/${ownersWorkflow.id}`)).status).toBe(404);
      expect((await owner.get(`/rest/workflows/${ownersWorkflow.id}`)).body.data.name).toBe('Improved by Mia');
    });

    it('takes access away when the owner unshares', async () => {
      expect(
        (await owner.put(`/rest/workflows/${ownersWorkflow.id}/share`, { shareWithIds: [] })).body.data.sharedWith,
      ).toEqual([]);
      expect((await member.get(`/rest/workflows/${ownersWorkflow.id}`)).status).toBe(404);
      expect((await member.get('/rest/workflows')).body.data).toEqual([]);
    });

    it('lets a member own and share workflows, and the owner see and delete them', async () => {
      const wf = (await member.post('/rest/workflows', sampleWorkflow('By Mia'))).body.data;
      expect(wf.ownedBy.id).toBe(member.user.id);
      expect(
        (
          await member.put(`/rest/workflows/${wf.id}/share`, { shareWithIds: [other.user.id, member.user.id] })
        ).body.data.sharedWith.map((u: { id: string }) => u.id),
      ).toEqual([other.user.id]);
      expect((await other.get('/rest/workflows')).body.data.map((w: { id: string }) => w.id)).toEqual([wf.id]);
      expect((await owner.get('/rest/workflows')).body.data.map((w: { id: string }) => w.id)).toContain(wf.id);
      expect((await owner.patch(`/rest/workflows/${wf.id}`, { name: 'Seen by owner' })).status).toBe(200);
      expect((await owner.delete(`/rest/workflows/${wf.id}`)).status).toBe(200);
      expect((await other.get('/rest/workflows')).body.data).toEqual([]);
    });

    it('checks share requests', async () => {
      const url = `/rest/workflows/${ownersWorkflow.id}/share`;
      expect((await owner.put(url, { shareWithIds: 'all' })).status).toBe(400);
      expect((await owner.put(url, {})).status).toBe(400);
      const unknown = await owner.put(url, { shareWithIds: ['00000000-0000-0000-0000-000000000000'] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toMatch(/no user/);
      server.ctx.config.sharingEnabled = false;
      try {
        const off = await owner.put(url, { shareWithIds: [member.user.id] });
        expect(off.status).toBe(403);
        expect(off.body.message).toMatch(/sharing is not enabled/);
      } finally {
        server.ctx.config.sharingEnabled = true;
      }
    });

    it('lets members use the other routes of the group', async () => {
      expect((await member.get('/rest/workflows/new')).body.data.name).toBe('My workflow');
      expect(Object.keys((await member.get('/rest/options/timezones')).body.data).length).toBeGreaterThan(100);
      const tag = (await member.post('/rest/tags', { name: 'mia-tag' })).body.data;
      expect((await member.patch(`/rest/tags/${tag.id}`, { name: 'mia-tag-2' })).body.data.name).toBe('mia-tag-2');
      expect((await member.get('/rest/tags')).body.data.map((t: { name: string }) => t.name)).toContain('mia-tag-2');
      const denied = await member.delete(`/rest/tags/${tag.id}`);
      expect(denied.status).toBe(403);
      expect((await owner.delete(`/rest/tags/${tag.id}`)).status).toBe(200);
    });
  });
});
