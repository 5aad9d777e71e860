import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failingWorkflow, insertWorkflow, settled, simpleWorkflow, waitWorkflow } from './executions-fixtures.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

describe.each(DB_KINDS)('execution permissions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  const runOk = async (client: TestClient, body: unknown) => {
    const res = await client.post('/rest/workflows/run', body);
    expect(res.status, res.text).toBe(200);
    await settled(server, res.body.data.executionId);
    return res.body.data.executionId as string;
  };

  it('lets the pre-setup (default) user run workflows and see every execution', async () => {
    const shell = await server.ctx.users.owner();
    const wf = await insertWorkflow(server, shell!.id, simpleWorkflow('Before setup'));
    const id = await runOk(server.anonymous, { workflowId: wf });
    expect((await server.anonymous.get(`/rest/executions/${id}`)).status).toBe(200);
    expect((await server.anonymous.get('/rest/executions')).body.data.count).toBe(1);
  });

  describe('after owner setup', () => {
    let owner: TestClient & { user: { id: string } };
    let member: TestClient & { user: { id: string } };
    let other: TestClient & { user: { id: string } };
    let ownersWorkflow: string;
    let sharedWorkflow: string;
    let ownersExecution: string;
    beforeAll(async () => {
      owner = await server.owner();
      member = await server.member();
      other = await server.member();
      ownersWorkflow = await insertWorkflow(server, owner.user.id, failingWorkflow('Owner only'));
      sharedWorkflow = await insertWorkflow(server, owner.user.id, simpleWorkflow('Shared'), [member.user.id]);
      ownersExecution = await runOk(owner, { workflowId: ownersWorkflow });
    });

    it('answers 401 to anonymous callers on every route', async () => {
      const anon = server.anonymous;
      for (const res of [
        await anon.get('/rest/executions'),
        await anon.get(`/rest/executions/${ownersExecution}`),
        await anon.post('/rest/executions/delete', { ids: [ownersExecution] }),
        await anon.post(`/rest/executions/${ownersExecution}/retry`, {}),
        await anon.get('/rest/executions-current'),
        await anon.post(`/rest/executions-current/${ownersExecution}/stop`),
        await anon.post('/rest/workflows/run', { workflowId: ownersWorkflow }),
        await anon.get('/rest/push?pushRef=abc'),
      ]) {
        expect(res.status).toBe(401);
      }
      expect((await owner.get(`/rest/executions/${ownersExecution}`)).status).toBe(200);
    });

    it('keeps a member away from workflows and executions not shared with them', async () => {
      expect((await member.post('/rest/workflows/run', { workflowId: ownersWorkflow })).status).toBe(403);
      expect(
        (await member.post('/rest/workflows/run', { workflowData: { ...simpleWorkflow(), id: ownersWorkflow } }))
          .status,
      ).toBe(403);
      expect((await member.get(`/rest/executions/${ownersExecution}`)).status).toBe(404);
      expect((await member.post(`/rest/executions/${ownersExecution}/retry`, {})).status).toBe(404);
      expect((await member.post(`/rest/executions-current/${ownersExecution}/stop`)).status).toBe(404);
      const list = await member.get('/rest/executions');
      expect(list.body.data.results.map((r: { id: string }) => r.id)).not.toContain(ownersExecution);
      const del = await member.post('/rest/executions/delete', { ids: [ownersExecution] });
      expect(del.body.data.deleted).toBe(0);
      const byDate = await member.post('/rest/executions/delete', {
        deleteBefore: new Date(Date.now() + 60_000).toISOString(),
      });
      expect(byDate.body.data.deleted).toBe(0);
      expect((await owner.get(`/rest/executions/${ownersExecution}`)).status).toBe(200);
    });

    it('lets a sharee run a shared workflow and see, retry and stop its executions; others cannot', async () => {
      const id = await runOk(member, { workflowId: sharedWorkflow });
      expect((await member.get(`/rest/executions/${id}`)).status).toBe(200);
      const memberList = await member.get('/rest/executions');
      expect(memberList.body.data.results.map((r: { id: string }) => r.id)).toEqual([id]);
      expect((await other.get(`/rest/executions/${id}`)).status).toBe(404);
      expect((await other.post('/rest/workflows/run', { workflowId: sharedWorkflow })).status).toBe(403);
      expect((await owner.get(`/rest/executions/${id}`)).status).toBe(200);

      const waiting = await insertWorkflow(server, owner.user.id, waitWorkflow(30, 'Shared wait'), [member.user.id]);
      const started = await member.post('/rest/workflows/run', { workflowId: waiting });
      const runningId = started.body.data.executionId as string;
      const current = await other.get('/rest/executions-current');
      expect(current.body.data.map((e: { id: string }) => e.id)).not.toContain(runningId);
      expect((await other.post(`/rest/executions-current/${runningId}/stop`)).status).toBe(404);
      const mine = await member.get('/rest/executions-current');
      expect(mine.body.data.map((e: { id: string }) => e.id)).toContain(runningId);
      expect((await member.post(`/rest/executions-current/${runningId}/stop`)).body.data.status).toBe('canceled');
    });

    it("lets the instance owner see and delete a member-owned workflow's executions", async () => {
      const membersWorkflow = await insertWorkflow(server, member.user.id, simpleWorkflow('Member owned'));
      const id = await runOk(member, { workflowId: membersWorkflow });
      expect((await owner.get(`/rest/executions/${id}`)).status).toBe(200);
      expect((await other.get(`/rest/executions/${id}`)).status).toBe(404);
      expect((await owner.post('/rest/executions/delete', { ids: [id] })).body.data.deleted).toBe(1);
    });
  });
});
