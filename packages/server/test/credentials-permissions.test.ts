import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

type Signed = TestClient & { user: { id: string } };

/**
 * The credential permission table on a real server: an owner's credential shared with member A, member B not shared,
 * and a credential of member A seen by the instance owner.
 */
describe.each(DB_KINDS)('credential permissions on %s', (kind) => {
  let server: TestServer;
  let owner: Signed;
  let a: Signed;
  let b: Signed;
  let shared: { id: string; name: string };
  let aOwn: { id: string; name: string };
  let bOwn: { id: string; name: string };

  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
    a = await server.member('a@example.com');
    b = await server.member('b@example.com');
    const oauth = (name: string) => ({
      name,
      type: 'oAuth2Api',
      data: {
        authUrl: 'http://127.0.0.1:1/authorize',
        accessTokenUrl: 'http://127.0.0.1:1/token',
        clientId: 'c',
        clientSecret: 's',
      },
      nodesAccess: [{ nodeType: 'weft.httpRequest' }],
    });
    shared = (await owner.post('/rest/credentials', oauth('Owner shared'))).body.data;
    aOwn = (await a.post('/rest/credentials', oauth('A private'))).body.data;
    bOwn = (await b.post('/rest/credentials', oauth('B private'))).body.data;
  });
  afterAll(async () => server?.close());

  /** Tries every action of the table; answers which ones were allowed. */
  async function actions(
    client: Signed,
    cred: { id: string; name: string },
  ): Promise<Record<string, boolean | number>> {
    const read = await client.get(`/rest/credentials/${cred.id}?includeData=true`);
    const out: Record<string, boolean | number> = {
      read: read.status,
      data: read.status === 200 && read.body.data.data !== undefined,
    };
    out.save = (
      await client.patch(`/rest/credentials/${cred.id}`, {
        data: {
          clientId: 'c',
          clientSecret: 's',
          authUrl: 'http://127.0.0.1:1/authorize',
          accessTokenUrl: 'http://127.0.0.1:1/token',
        },
      })
    ).status;
    out.updateName = (await client.patch(`/rest/credentials/${cred.id}`, { name: `${cred.name}!` })).status;
    if (out.updateName === 200) await client.patch(`/rest/credentials/${cred.id}`, { name: cred.name });
    out.updateNodeAccess = (
      await client.patch(`/rest/credentials/${cred.id}`, { nodesAccess: [{ nodeType: 'weft.other' }] })
    ).status;
    if (out.updateNodeAccess === 200)
      await client.patch(`/rest/credentials/${cred.id}`, { nodesAccess: [{ nodeType: 'weft.httpRequest' }] });
    out.updateConnection = (await client.get(`/rest/oauth2-credential/auth?id=${cred.id}`)).status;
    const current = (await owner.get(`/rest/credentials/${cred.id}`)).body.data.sharedWith.map(
      (s: { id: string }) => s.id,
    );
    out.updateSharing = (await client.put(`/rest/credentials/${cred.id}/share`, { shareWithIds: current })).status;
    out.use = await server.ctx.credentials
      .decryptedForNode({ id: cred.id, name: cred.name }, 'oAuth2Api', client.user.id)
      .then(
        () => true,
        (e: unknown) => (/not connected yet/.test((e as Error).message) ? true : false),
      );
    return out;
  }

  it('lets the owner share, and only with signed-up users', async () => {
    expect((await owner.put(`/rest/credentials/${shared.id}/share`, { shareWithIds: 'x' })).status).toBe(400);
    expect((await owner.put(`/rest/credentials/${shared.id}/share`, { shareWithIds: ['nobody'] })).body.message).toBe(
      'The user "nobody" does not exist or has not finished signing up',
    );
    const res = await owner.put(`/rest/credentials/${shared.id}/share`, {
      shareWithIds: [a.user.id, a.user.id, owner.user.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.sharedWith).toEqual([
      { id: a.user.id, email: 'a@example.com', firstName: 'Mia', lastName: 'Member' },
    ]);
  });

  it('shows sharees the credential in lists; others only their own', async () => {
    const names = async (c: Signed) =>
      (await c.get('/rest/credentials')).body.data.map((x: { name: string }) => x.name).sort();
    expect(await names(owner)).toEqual(['A private', 'B private', 'Owner shared']);
    expect(await names(a)).toEqual(['A private', 'Owner shared']);
    expect(await names(b)).toEqual(['B private']);
  });

  it('credential owner: every action', async () => {
    expect(await actions(owner, shared)).toEqual({
      read: 200,
      data: true,
      save: 200,
      updateName: 200,
      updateNodeAccess: 200,
      updateConnection: 200,
      updateSharing: 200,
      use: true,
    });
    expect(await actions(a, aOwn)).toEqual({
      read: 200,
      data: true,
      save: 200,
      updateName: 200,
      updateNodeAccess: 200,
      updateConnection: 200,
      updateSharing: 200,
      use: true,
    });
  });

  it('sharee: read (without data) and use only', async () => {
    expect(await actions(a, shared)).toEqual({
      read: 200,
      data: false,
      save: 403,
      updateName: 403,
      updateNodeAccess: 403,
      updateConnection: 403,
      updateSharing: 403,
      use: true,
    });
    expect((await a.delete(`/rest/credentials/${shared.id}`)).status).toBe(403);
  });

  it("instance owner on a member's credential: read, save, rename, delete; not connection, sharing, node access or use", async () => {
    expect(await actions(owner, aOwn)).toEqual({
      read: 200,
      data: true,
      save: 200,
      updateName: 200,
      updateNodeAccess: 403,
      updateConnection: 403,
      updateSharing: 403,
      use: false,
    });
  });

  it('a member it is not shared with: nothing, not even that it exists', async () => {
    expect(await actions(b, shared)).toEqual({
      read: 404,
      data: false,
      save: 404,
      updateName: 404,
      updateNodeAccess: 404,
      updateConnection: 404,
      updateSharing: 404,
      use: false,
    });
    expect((await b.delete(`/rest/credentials/${shared.id}`)).status).toBe(404);
    expect(
      (await b.post('/rest/credentials/test', { credentials: { id: shared.id, type: 'oAuth2Api', data: {} } })).status,
    ).toBe(404);
  });

  it('unsharing removes access; the owner and the instance owner may delete', async () => {
    await owner.put(`/rest/credentials/${shared.id}/share`, { shareWithIds: [] });
    expect((await a.get(`/rest/credentials/${shared.id}`)).status).toBe(404);
    expect((await owner.delete(`/rest/credentials/${bOwn.id}`)).body.data).toBe(true);
    expect((await b.get('/rest/credentials')).body.data).toEqual([]);
    expect((await a.delete(`/rest/credentials/${aOwn.id}`)).status).toBe(200);
  });
});

describe.each(DB_KINDS)('credentials with sharing disabled on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { WEFT_SHARING_ENABLED: 'false' });
  });
  afterAll(async () => server?.close());

  it('refuses sharing and keeps members to their own credentials', async () => {
    const owner = await server.owner();
    const m = await server.member();
    const other = await server.member();
    const c = (await m.post('/rest/credentials', { name: 'Mine', type: 'httpBasicAuth', data: {} })).body.data;
    const share = await m.put(`/rest/credentials/${c.id}/share`, { shareWithIds: [other.user.id] });
    expect(share.status).toBe(403);
    expect(share.body.message).toBe('Sharing credentials is not enabled on this instance');
    expect((await other.get(`/rest/credentials/${c.id}`)).status).toBe(404);
    expect((await other.get('/rest/credentials')).body.data).toEqual([]);
    expect((await owner.get('/rest/credentials')).body.data.map((x: { name: string }) => x.name)).toEqual(['Mine']);
    await expect(server.ctx.credentials.decryptedForNode('Mine', 'httpBasicAuth', other.user.id)).rejects.toThrow(
      'not allowed to use',
    );
    expect(await server.ctx.credentials.decryptedForNode('Mine', 'httpBasicAuth', m.user.id)).toEqual({
      user: '',
      password: '',
    });
  });
});

describe.each(DB_KINDS)('credential ownership on user deletion on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('transfers or deletes what a user owns', async () => {
    const owner = await server.owner();
    const m = await server.member();
    const n = await server.member();
    const kept = (await m.post('/rest/credentials', { name: 'Kept', type: 'httpBasicAuth', data: {} })).body.data;
    await m.put(`/rest/credentials/${kept.id}/share`, { shareWithIds: [owner.user.id, n.user.id] });
    const repo = server.ctx.credentialStore.repo;
    await repo.transferOwnership(m.user.id, owner.user.id);
    const moved = (await owner.get(`/rest/credentials/${kept.id}`)).body.data;
    expect(moved.ownedBy.id).toBe(owner.user.id);
    expect(moved.sharedWith.map((u: { id: string }) => u.id)).toEqual([n.user.id]);
    await n.post('/rest/credentials', { name: 'Gone', type: 'httpBasicAuth', data: {} });
    await repo.deleteOwnedBy(n.user.id);
    expect((await owner.get('/rest/credentials')).body.data.map((c: { name: string }) => c.name)).toEqual(['Kept']);
  });
});
