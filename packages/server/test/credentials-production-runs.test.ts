/**
 * Runs nobody started by hand (production webhooks, triggers, error workflows) use credentials
 * as the workflow's owner: a member cannot reach another user's secret by naming its id in an
 * active workflow, while the owner's own and shared credentials keep working.
 */
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chain, finishedExecutions, insertWorkflow, node, webhookNode } from './activation-helpers.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

describe.each(DB_KINDS)('credentials in production runs on %s', (kind) => {
  let server: TestServer;
  let receiver: Server;
  let receiverUrl = '';
  const seen: IncomingHttpHeaders[] = [];
  let owner: TestClient & { user: { id: string } };
  let member: TestClient & { user: { id: string } };
  let ownersCredential = '';

  beforeAll(async () => {
    server = await createTestServer(kind);
    receiver = createHttpServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/`;
    owner = await server.owner();
    member = await server.member();
    const created = await owner.post('/rest/credentials', {
      name: 'Owner key',
      type: 'httpHeaderAuth',
      data: { name: 'X-Secret', value: 'owners-secret' },
    });
    expect(created.status, created.text).toBe(200);
    ownersCredential = created.body.data.id;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((r) => receiver?.close(r));
  });

  const callingWorkflow = (path: string, ownerId: string) => ({
    ownerId,
    nodes: [
      webhookNode(path, { responseMode: 'lastNode' }),
      node(
        'Call',
        'n8n-nodes-base.httpRequest',
        { url: receiverUrl, authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth', options: {} },
        { typeVersion: 4.2, credentials: { httpHeaderAuth: { id: ownersCredential, name: 'Owner key' } } },
      ),
    ],
    connections: chain('Webhook', 'Call'),
  });

  it("refuses another user's credential in a member's active workflow, and the secret never leaves", async () => {
    const id = await insertWorkflow(server.ctx, { ...callingWorkflow('members-hook', member.user.id) });
    await server.ctx.activeWorkflows.activate(id);
    seen.length = 0;
    await server.anonymous.get('/webhook/members-hook');
    const [exec] = await finishedExecutions(server.ctx, id);
    expect(exec!.status).toBe('error');
    expect(exec!.data).toContain('not allowed to use the credential');
    expect(seen.map((h) => h['x-secret'])).not.toContain('owners-secret');
  });

  it("uses the owner's credential in the owner's active workflow", async () => {
    const id = await insertWorkflow(server.ctx, { ...callingWorkflow('owners-hook', owner.user.id) });
    await server.ctx.activeWorkflows.activate(id);
    seen.length = 0;
    const res = await server.anonymous.get('/webhook/owners-hook');
    expect(res.body).toEqual({ ok: true });
    expect(seen.map((h) => h['x-secret'])).toEqual(['owners-secret']);
  });

  it('uses a credential shared with the member in their active workflow', async () => {
    const shared = await owner.put(`/rest/credentials/${ownersCredential}/share`, { shareWithIds: [member.user.id] });
    expect(shared.status, shared.text).toBe(200);
    const id = await insertWorkflow(server.ctx, { ...callingWorkflow('shared-hook', member.user.id) });
    await server.ctx.activeWorkflows.activate(id);
    seen.length = 0;
    const res = await server.anonymous.get('/webhook/shared-hook');
    expect(res.body).toEqual({ ok: true });
    expect(seen.map((h) => h['x-secret'])).toEqual(['owners-secret']);
  });
});
