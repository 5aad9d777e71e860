/**
 * A workflow runs as another's sub-workflow only when its caller policy allows it (settings
 * `callerPolicy`, or the instance default `workflowsFromSameOwner`): a member cannot run the
 * owner's workflows by naming their ids.
 */
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Workflow } from '@weft/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chain, insertWorkflow, node, settled } from './executions-fixtures.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

const sub = (name: string, settings: Workflow['settings'] = {}): Workflow => ({
  name,
  nodes: [
    node('Called', 'weft.executeWorkflowTrigger'),
    node(
      'Answer',
      'weft.set',
      { assignments: { assignments: [{ id: 'a', name: 'from', value: name, type: 'string' }] }, options: {} },
      3.4,
    ),
  ],
  connections: chain('Called', 'Answer'),
  settings,
});

const caller = (subId: string): Workflow => ({
  name: `Calls ${subId}`,
  nodes: [
    node('Start', 'weft.manualTrigger'),
    node(
      'Call',
      'weft.executeWorkflow',
      { source: 'database', workflowId: { __rl: true, value: subId, mode: 'id' } },
      1.2,
    ),
  ],
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
    return {
      status: exec.status as string,
      json: call?.data?.main?.[0]?.[0]?.json,
      error: (call?.error?.message ?? data.resultData.error?.message) as string | undefined,
    };
  };

  it("refuses a member's workflow calling the owner's workflow by default, and allows the owner's own", async () => {
    const target = await insertWorkflow(server, owner.user.id, sub('Owner only'));
    const fromMember = await run(member, await insertWorkflow(server, member.user.id, caller(target)));
    expect(fromMember.status).toBe('error');
    expect(fromMember.error).toContain(
      'may not be called by this workflow: only workflows of the same owner may call it',
    );
    expect(fromMember.json).toBeUndefined();
    const fromOwner = await run(owner, await insertWorkflow(server, owner.user.id, caller(target)));
    expect(fromOwner).toMatchObject({ status: 'success', json: { from: 'Owner only' } });
  });

  it("'any' lets every workflow call it, 'none' none", async () => {
    const open = await insertWorkflow(server, owner.user.id, sub('Open', { callerPolicy: 'any' }));
    expect(await run(member, await insertWorkflow(server, member.user.id, caller(open)))).toMatchObject({
      status: 'success',
      json: { from: 'Open' },
    });
    const closed = await insertWorkflow(server, owner.user.id, sub('Closed', { callerPolicy: 'none' }));
    const refused = await run(owner, await insertWorkflow(server, owner.user.id, caller(closed)));
    expect(refused.status).toBe('error');
    expect(refused.error).toContain('its settings let no other workflow call it');
  });

  it("'workflowsFromAList' allows exactly the listed callers", async () => {
    const listed = await insertWorkflow(server, member.user.id, caller('placeholder'));
    const target = await insertWorkflow(
      server,
      owner.user.id,
      sub('Listed', { callerPolicy: 'workflowsFromAList', callerIds: `other, ${listed}` }),
    );
    await server.ctx.db.kysely
      .updateTable('workflow')
      .set({ nodes: JSON.stringify(caller(target).nodes) })
      .where('id', '=', listed)
      .execute();
    expect(await run(member, listed)).toMatchObject({ status: 'success', json: { from: 'Listed' } });
    const unlisted = await run(member, await insertWorkflow(server, member.user.id, caller(target)));
    expect(unlisted.error).toContain('this workflow is not among those its settings allow to call it');
  });

  describe('identity inside a run', () => {
    let receiver: Server;
    let receiverUrl = '';
    const seen: IncomingHttpHeaders[] = [];
    let ownersCredential = '';
    beforeAll(async () => {
      receiver = createHttpServer((req, res) => {
        seen.push(req.headers);
        res.setHeader('content-type', 'application/json');
        res.end('{"ok":true}');
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
      receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/`;
      const created = await owner.post('/rest/credentials', {
        name: 'Owner key',
        type: 'httpHeaderAuth',
        data: { name: 'X-Secret', value: 'owners-secret' },
      });
      ownersCredential = created.body.data.id;
    });
    afterAll(async () => new Promise((r) => receiver?.close(r)));

    const callsApi = (name: string, settings: Workflow['settings'] = {}): Workflow => ({
      name,
      nodes: [
        node('Called', 'weft.executeWorkflowTrigger'),
        {
          ...node(
            'Api',
            'weft.httpRequest',
            {
              url: receiverUrl,
              authentication: 'genericCredentialType',
              genericAuthType: 'httpHeaderAuth',
              options: {},
            },
            4.2,
          ),
          credentials: { httpHeaderAuth: { id: ownersCredential, name: 'Owner key' } },
        },
      ],
      connections: chain('Called', 'Api'),
      settings,
    });

    it("a stored sub-workflow offered to all runs as its owner: the owner's credential works for a member's caller", async () => {
      const service = await insertWorkflow(server, owner.user.id, callsApi('Owner service', { callerPolicy: 'any' }));
      seen.length = 0;
      expect(await run(member, await insertWorkflow(server, member.user.id, caller(service)))).toMatchObject({
        status: 'success',
        json: { ok: true },
      });
      expect(seen.map((h) => h['x-secret'])).toEqual(['owners-secret']);
    });

    it("an inline sub-workflow acts as the run: a forged id does not pass a caller policy, and the owner's credential is refused", async () => {
      const ownersPrivate = await insertWorkflow(server, owner.user.id, sub('Private'));
      const forged = {
        ...caller(ownersPrivate),
        id: await insertWorkflow(server, owner.user.id, caller(ownersPrivate)),
      };
      const inlineCaller: Workflow = {
        name: 'Inline',
        nodes: [
          node('Start', 'weft.manualTrigger'),
          node('Call', 'weft.executeWorkflow', { source: 'parameter', workflowJson: JSON.stringify(forged) }, 1.2),
        ],
        connections: chain('Start', 'Call'),
      };
      const viaForgedId = await run(member, await insertWorkflow(server, member.user.id, inlineCaller));
      expect(viaForgedId.status).toBe('error');
      expect(viaForgedId.error).toContain('may not be called by this workflow');

      const inlineApi: Workflow = {
        name: 'Inline API',
        nodes: [
          node('Start', 'weft.manualTrigger'),
          node(
            'Call',
            'weft.executeWorkflow',
            { source: 'parameter', workflowJson: JSON.stringify({ ...callsApi('Inline'), id: forged.id }) },
            1.2,
          ),
        ],
        connections: chain('Start', 'Call'),
      };
      seen.length = 0;
      const viaInline = await run(member, await insertWorkflow(server, member.user.id, inlineApi));
      expect(viaInline.status).toBe('error');
      expect(viaInline.error).toContain('not allowed to use the credential');
      expect(seen).toEqual([]);
    });
  });
});
