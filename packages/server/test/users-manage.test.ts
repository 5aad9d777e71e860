/** The user list, invites without SMTP, deleting users, and the current user's profile, survey and API key. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { cookieOf, resetInstance, watchResponses } from './auth-helpers.js';

type Owner = Awaited<ReturnType<TestServer['owner']>>;

describe.each(DB_KINDS)('user management on %s', (kind) => {
  let server: TestServer;
  let watch: ReturnType<typeof watchResponses>;
  let owner: Owner;
  beforeAll(async () => {
    server = await createTestServer(kind, { WEFT_EDITOR_BASE_URL: 'http://editor.test' });
    watch = watchResponses(server);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await resetInstance(server);
    owner = await server.owner();
  });

  const t = () => new Date().toISOString();
  async function addWorkflow(id: string, userId: string, role: 'owner' | 'editor' = 'owner') {
    const k = server.ctx.db.kysely;
    if (!(await k.selectFrom('workflow').select('id').where('id', '=', id).executeTakeFirst())) {
      await k
        .insertInto('workflow')
        .values({
          id,
          name: id,
          active: 0,
          nodes: '[]',
          connections: '{}',
          settings: null,
          staticData: null,
          pinData: null,
          meta: null,
          versionId: 'v1',
          createdAt: t(),
          updatedAt: t(),
        })
        .execute();
    }
    await k.insertInto('shared_workflow').values({ workflowId: id, userId, role, createdAt: t() }).execute();
  }
  async function addCredential(id: string, userId: string, role: 'owner' | 'user' = 'owner') {
    const k = server.ctx.db.kysely;
    if (!(await k.selectFrom('credential').select('id').where('id', '=', id).executeTakeFirst())) {
      await k
        .insertInto('credential')
        .values({ id, name: id, type: 'httpBasicAuth', data: 'x', createdAt: t(), updatedAt: t() })
        .execute();
    }
    await k.insertInto('shared_credential').values({ credentialsId: id, userId, role, createdAt: t() }).execute();
  }
  const shares = async (table: 'shared_workflow' | 'shared_credential') =>
    (await server.ctx.db.kysely.selectFrom(table).selectAll().execute())
      .map((r: any) => `${r.workflowId ?? r.credentialsId}:${r.userId}:${r.role}`)
      .sort();

  describe('GET /users', () => {
    it('answers the owner every user in full, members a limited list', async () => {
      const member = await server.member('m@example.com');
      await server.ctx.users.update(member.user.id, { personalizationAnswers: { companySize: '<20' } });
      const invited = (await owner.post('/rest/users', [{ email: 'p@example.com' }])).body.data[0].user;

      const full = (await owner.get('/rest/users')).body.data;
      expect(full.map((u: { email: string }) => u.email)).toEqual([
        'owner@example.com',
        'm@example.com',
        'p@example.com',
      ]);
      expect(full[1]).toMatchObject({
        id: member.user.id,
        personalizationAnswers: { companySize: '<20' },
        settings: {},
        isPending: false,
      });
      expect(full[2]).toMatchObject({
        id: invited.id,
        isPending: true,
        inviteAcceptUrl: `http://editor.test/signup?inviterId=${owner.user.id}&inviteeId=${invited.id}`,
      });

      const limited = (await member.get('/rest/users')).body.data;
      expect(limited).toHaveLength(3);
      expect(Object.keys(limited[1]).sort()).toEqual([
        'createdAt',
        'disabled',
        'email',
        'firstName',
        'globalRole',
        'id',
        'isOwner',
        'isPending',
        'lastName',
      ]);
      expect(limited[0]).toMatchObject({ email: 'owner@example.com', isOwner: true, globalRole: { name: 'owner' } });
    });
  });

  describe('invites without SMTP', () => {
    it('answers the invite link, which accepts the invite', async () => {
      const res = await owner.post('/rest/users', [{ email: 'nomail@example.com' }]);
      const [entry] = res.body.data;
      expect(entry).toEqual({
        user: {
          id: expect.any(String),
          email: 'nomail@example.com',
          emailSent: false,
          inviteAcceptUrl: expect.stringMatching(/^http:\/\/editor\.test\/signup\?/),
        },
      });
      const link = (await owner.get(`/rest/users/${entry.user.id}/invite-link`)).body.data.link;
      expect(link).toBe(entry.user.inviteAcceptUrl);
      const url = new URL(link);
      const accepted = await server.anonymous.post(`/rest/users/${url.searchParams.get('inviteeId')}`, {
        inviterId: url.searchParams.get('inviterId'),
        firstName: 'No',
        lastName: 'Mail',
        password: 'N0-Mail-Needed',
      });
      expect(accepted.status).toBe(200);
      expect((await server.client(cookieOf(accepted)).get('/rest/login')).body.data.email).toBe('nomail@example.com');
    });

    it('reinvite needs SMTP', async () => {
      const [entry] = (await owner.post('/rest/users', [{ email: 'later@example.com' }])).body.data;
      expect(await owner.post(`/rest/users/${entry.user.id}/reinvite`)).toMatchObject({
        status: 400,
        body: { message: 'Email sending must be set up in order to invite other users' },
      });
    });
  });

  describe('DELETE /users/:id', () => {
    it('without transferId deletes what the user owns, keeps what they were shared, and ends their sessions', async () => {
      const gone = await server.member('gone@example.com');
      await addWorkflow('wf-gone', gone.user.id);
      await addWorkflow('wf-owner', owner.user.id);
      await addWorkflow('wf-owner', gone.user.id, 'editor');
      await addCredential('cr-gone', gone.user.id);
      await addCredential('cr-owner', owner.user.id);
      await addCredential('cr-owner', gone.user.id, 'user');

      const res = await owner.delete(`/rest/users/${gone.user.id}`);
      expect(res).toMatchObject({ status: 200, body: { data: { success: true } } });
      expect((await gone.get('/rest/login')).status).toBe(401);
      expect(await server.ctx.users.get(gone.user.id)).toBeUndefined();
      const k = server.ctx.db.kysely;
      expect((await k.selectFrom('workflow').select('id').execute()).map((r) => r.id)).toEqual(['wf-owner']);
      expect((await k.selectFrom('credential').select('id').execute()).map((r) => r.id)).toEqual(['cr-owner']);
      expect(await shares('shared_workflow')).toEqual([`wf-owner:${owner.user.id}:owner`]);
      expect(await shares('shared_credential')).toEqual([`cr-owner:${owner.user.id}:owner`]);
      expect((await k.selectFrom('session').select('userId').where('userId', '=', gone.user.id).execute()).length).toBe(
        0,
      );
    });

    it('with transferId moves ownership to that user (replacing their share)', async () => {
      const gone = await server.member('leaver@example.com');
      const heir = await server.member('heir@example.com');
      await addWorkflow('wf-a', gone.user.id);
      await addWorkflow('wf-b', gone.user.id);
      await addWorkflow('wf-b', heir.user.id, 'editor');
      await addWorkflow('wf-c', owner.user.id);
      await addWorkflow('wf-c', gone.user.id, 'editor');
      await addCredential('cr-a', gone.user.id);
      await addCredential('cr-a', heir.user.id, 'user');

      const res = await owner.delete(`/rest/users/${gone.user.id}?transferId=${heir.user.id}`);
      expect(res.status).toBe(200);
      expect(
        (await server.ctx.db.kysely.selectFrom('workflow').select('id').orderBy('id').execute()).map((r) => r.id),
      ).toEqual(['wf-a', 'wf-b', 'wf-c']);
      expect(await shares('shared_workflow')).toEqual(
        [`wf-a:${heir.user.id}:owner`, `wf-b:${heir.user.id}:owner`, `wf-c:${owner.user.id}:owner`].sort(),
      );
      expect(await shares('shared_credential')).toEqual([`cr-a:${heir.user.id}:owner`]);
    });

    it('refuses to delete yourself, to transfer to the deleted user, and unknown users', async () => {
      const member = await server.member();
      expect(await owner.delete(`/rest/users/${owner.user.id}`)).toMatchObject({
        status: 400,
        body: { message: 'Cannot delete your own user' },
      });
      expect(await owner.delete(`/rest/users/${member.user.id}?transferId=${member.user.id}`)).toMatchObject({
        status: 400,
        body: {
          message:
            'Request to delete a user failed because the ID of the user to delete and the ID of the transferee are identical',
        },
      });
      expect(await owner.delete(`/rest/users/${member.user.id}?transferId=nobody`)).toMatchObject({
        status: 404,
        body: { message: 'Request to delete a user failed because the user to transfer to was not found in the DB' },
      });
      expect(await owner.delete('/rest/users/nobody')).toMatchObject({ status: 404 });
      expect(await member.delete(`/rest/users/${owner.user.id}`)).toMatchObject({ status: 403 });
      expect(await server.ctx.users.get(member.user.id)).toBeDefined();
    });
  });

  describe('PATCH /me', () => {
    it('updates e-mail and names; a last name needs a first name', async () => {
      const member = await server.member('me@example.com');
      const res = await member.patch('/rest/me', { email: 'Renamed@Example.com', firstName: 'Re', lastName: 'Named' });
      expect(res.body.data).toMatchObject({ email: 'renamed@example.com', firstName: 'Re', lastName: 'Named' });
      expect(await member.patch('/rest/me', { email: 'owner@example.com' })).toMatchObject({
        status: 400,
        body: { message: 'This email address is already in use' },
      });
      expect(await member.patch('/rest/me', { email: 'bad@x' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid email address: bad@x' },
      });
      expect(await member.patch('/rest/me', { firstName: '', lastName: 'Alone' })).toMatchObject({
        status: 400,
        body: { message: 'A first name is needed to set a full name' },
      });
      const cleared = await member.patch('/rest/me', { firstName: '' });
      expect(cleared.body.data).toMatchObject({ firstName: null, lastName: null });
      expect(await member.patch('/rest/me', { lastName: 'Alone' })).toMatchObject({
        status: 400,
        body: { message: 'A first name is needed to set a full name' },
      });
      expect(await member.patch('/rest/me', [])).toMatchObject({ status: 400 });
    });
  });

  describe('POST /me/survey', () => {
    it("stores valid answers and refuses values outside n8n's lists", async () => {
      const answers = {
        version: 'v4',
        companySize: '20-99',
        companyType: 'saas',
        workArea: ['finance', 'product'],
        codingSkill: '4',
        automationBeneficiary: 'my-team',
        reportedSource: 'other',
        reportedSourceOther: 'a colleague',
      };
      expect(await owner.post('/rest/me/survey', answers)).toMatchObject({
        status: 200,
        body: { data: { success: true } },
      });
      expect((await owner.get('/rest/login')).body.data.personalizationAnswers).toEqual(answers);
      expect(await owner.post('/rest/me/survey', { companySize: 'huge' })).toMatchObject({
        status: 400,
        body: { message: 'Survey answer companySize must be one of: <20, 20-99, 100-499, 500-999, 1000+' },
      });
      expect(await owner.post('/rest/me/survey', { codingSkill: 9 })).toMatchObject({
        status: 400,
        body: { message: 'Survey answer codingSkill must be a number from 0 to 5' },
      });
      expect(await owner.post('/rest/me/survey', { nested: { a: 1 } })).toMatchObject({ status: 400 });
      expect(await owner.post('/rest/me/survey', [])).toMatchObject({
        status: 400,
        body: { message: 'Personalization answers are mandatory' },
      });
    });
  });

  describe('/me/api-key', () => {
    it('creates a weft_api_ key shown whole once, then masked, and deletes it', async () => {
      expect((await owner.get('/rest/me/api-key')).body.data).toEqual({ apiKey: null });
      const created = await owner.post('/rest/me/api-key');
      const apiKey: string = created.body.data.apiKey;
      expect(apiKey).toMatch(/^weft_api_[0-9a-f]{64}$/);
      expect((await server.ctx.users.byApiKey(apiKey))?.id).toBe(owner.user.id);
      // Only a digest is kept: the database never holds a working key.
      const row = await server.ctx.db.kysely
        .selectFrom('user')
        .select('apiKey')
        .where('id', '=', owner.user.id)
        .executeTakeFirstOrThrow();
      expect(row.apiKey).toMatch(/^sha256\$[0-9a-f]{64}\$[0-9a-f]{4}$/);
      expect(row.apiKey).not.toContain(apiKey.slice(9, 40));
      const masked = (await owner.get('/rest/me/api-key')).body.data.apiKey;
      expect(masked).toBe(`weft_api_${'*'.repeat(12)}${apiKey.slice(-4)}`);
      const second = (await owner.post('/rest/me/api-key')).body.data.apiKey;
      expect(second).not.toBe(apiKey);
      expect(await server.ctx.users.byApiKey(apiKey)).toBeUndefined();
      expect(await owner.delete('/rest/me/api-key')).toMatchObject({ status: 200, body: { data: { apiKey: null } } });
      expect(await server.ctx.users.byApiKey(second)).toBeUndefined();
      expect((await owner.get('/rest/users')).text).not.toContain(second);
    });
  });

  it('never answered a password hash', () => watch.expectNoSecrets());
});
