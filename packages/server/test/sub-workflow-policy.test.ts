/**
 * A workflow runs as another's sub-workflow only when its caller policy allows it (settings
 * `callerPolicy`, or the instance default `workflowsFromSameOwner`): a member cannot run the
 * owner's workflows by naming their ids.
 */
import type { Workflow } from '@weft/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chain, insertWorkflow, node, settled } from './executions-fixtures.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

const sub = (name: string, settings: Workflow['settings'] = {}): Workflow => ({
  name,
  nodes: [node('Called', 'weft.executeWorkflowTrigger'), node('Answer', 'weft.set', { assignments: { assignments: [{ id: 'a', name: 'from', value: name, type: 'string' }] }, options: {} }, 3.4)],
  connections: chain('Called', 'Answer'),
  settings,
});

const caller = (subId: string): Workflow => ({
  name: `Calls ${subId}`,
  nodes: [node('Start', 'weft.manualTrigger'), node('Call', 'weft.executeWorkflow', { source: 'database', workflowId: { __rl: true, value: subId, mode: 'id' } }, 1.2)],
  connections: chain('Start', 'Call'),
});

describe.each(DB_KINDS)('sub-workflow caller policy on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string } };
  let member: TestClient & { user: { id: string } };
  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
    member = await server.member();
  });
  afterAll(async () => server?.close());

  /** Runs a saved workflow by hand and answers how it ended and what the Execute Workflow node output or said. */
  const run = async (client: TestClient, workflowId: string) => {
    const res = await client.post('/rest/workflows/run', { workflowId });
    expect(res.status, res.text).toBe(200);
    const id = res.body.data.executionId as string;
    await settled(server, id);
    const exec = (await client.get(`/rest/executions/${id}`)).body.data;
    const data = typeof exec.data === 'string' ? JSON.parse(exec.data) : exec.data;
    const call = data.resultData.runData.Call?.[0];
    return { status: exec.status as string, json: call?.data?.main?.[0]?.[0]?.json, error: (call?.error?.message ?? data.resultData.error?.message) as string | undefined };
  };

  it("refuses a member's workflow calling the owner's workflow by default, and allows the owner's own", async () => {
    const target = await insertWorkflow(server, owner.user.id, sub('Owner only'));
    const fromMember = await run(member, await insertWorkflow(server, member.user.id, caller(target)));
    expect(fromMember.status).toBe('error');
    expect(fromMember.error).toContain('may not be called by this workflow: only workflows of the same owner may call it');
    expect(fromMember.json).toBeUndefined();
    const fromOwner = await run(owner, await insertWorkflow(server, owner.user.id, caller(target)));
    expect(fromOwner).toMatchObject({ status: 'success', json: { from: 'Owner only' } });
  });

  it("'any' lets every workflow call it, 'none' none", async () => {
    const open = await insertWorkflow(server, owner.user.id, sub('Open', { callerPolicy: 'any' }));
    expect(await run(member, await insertWorkflow(server, member.user.id, caller(open)))).toMatchObject({ status: 'success', json: { from: 'Open' } });
    const closed = await insertWorkflow(server, owner.user.id, sub('Closed', { callerPolicy: 'none' }));
    const refused = await run(owner, await insertWorkflow(server, owner.user.id, caller(closed)));
    expect(refused.status).toBe('error');
    expect(refused.error).toContain('its settings let no other workflow call it');
  });

  it("'workflowsFromAList' allows exactly the listed callers", async () => {
    const listed = await insertWorkflow(server, member.user.id, caller('placeholder'));
    const target = await insertWorkflow(server, owner.user.id, sub('Listed', { callerPolicy: 'workflowsFromAList', callerIds: `other, ${listed}` }));
    await server.ctx.db.kysely.updateTable('workflow').set({ nodes: JSON.stringify(caller(target).nodes) }).where('id', '=', listed).execute();
    expect(await run(member, listed)).toMatchObject({ status: 'success', json: { from: 'Listed' } });
    const unlisted = await run(member, await insertWorkflow(server, member.user.id, caller(target)));
    expect(unlisted.error).toContain('this workflow is not among those its settings allow to call it');
  });
});
