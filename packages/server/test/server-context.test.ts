/**
 * The server context is built once and then frozen: a process's own push hub is an option of
 * createServices, and nothing assigns a service afterwards.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './harness.js';
import { createServices, type PushHub, type ServerContext } from '@weft/server';

describe('the server context', () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it('is frozen once built, with its services in place', async () => {
    server = await createTestServer('sqlite');
    const ctx = server.ctx;
    expect(Object.isFrozen(ctx)).toBe(true);
    expect(() => {
      (ctx as { push: PushHub }).push = { send() {}, broadcast() {} };
    }).toThrow(TypeError);
    expect(typeof ctx.executions.start).toBe('function');
    expect(typeof ctx.activeWorkflows.activeIds).toBe('function');
    expect(typeof ctx.credentials.decryptedForNode).toBe('function');
  });

  it("takes a process's own push hub as an option, and it is what runs send progress to", async () => {
    const sent: string[] = [];
    const push: PushHub = { send: (_to, type) => sent.push(type), broadcast() {} };
    const { push: _, executions: __, activeWorkflows: ___, credentials: ____, ...base } = server.ctx;
    const ctx: ServerContext = createServices(base, { metrics: false, push });
    expect(ctx.push).toBe(push);
    const owner = await server.ctx.users.ensureShellOwner();
    const started = await ctx.executions.start({
      mode: 'manual',
      userId: owner.id,
      workflow: {
        name: 'pushed',
        nodes: [
          {
            id: 'a',
            name: 'Start',
            type: 'n8n-nodes-base.manualTrigger',
            typeVersion: 1,
            position: [0, 0],
            parameters: {},
          },
        ],
        connections: {},
      },
    });
    const record = await started.done;
    expect(record.status).toBe('success');
    expect(sent).toEqual(expect.arrayContaining(['executionStarted', 'nodeExecuteBefore', 'nodeExecuteAfter']));
  });
});
