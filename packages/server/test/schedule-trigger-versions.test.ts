/** Schedule Trigger 1.3 refuses, at activation, an interval out of range; 1.2 keeps accepting it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkflow, node } from './activation-helpers.js';
import { createTestServer, type TestServer } from './harness.js';

describe('Schedule Trigger 1.3 at activation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  const schedule = (typeVersion: number) =>
    node(
      'Schedule',
      'n8n-nodes-base.scheduleTrigger',
      { rule: { interval: [{ field: 'hours', hoursInterval: 24 }] } },
      { typeVersion },
    );

  it('refuses hours out of 1-23 from 1.3 on, with n8n’s error', async () => {
    const id = await insertWorkflow(server.ctx, { nodes: [schedule(1.3)] });
    await expect(server.ctx.activeWorkflows.activate(id)).rejects.toThrow('Invalid interval');
  });

  it('activates the same rule at 1.2', async () => {
    const id = await insertWorkflow(server.ctx, { nodes: [schedule(1.2)] });
    await server.ctx.activeWorkflows.activate(id);
    await server.ctx.activeWorkflows.deactivate(id);
  });
});
