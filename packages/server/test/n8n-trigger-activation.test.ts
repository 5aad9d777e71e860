/**
 * The n8n Trigger node learns why the server started it: activating a workflow through the REST
 * API starts a run with "Workflow activated", saving it while active one with "Workflow updated",
 * and restoring the active workflows when the instance starts one with "Instance started"; an
 * event the node did not choose starts nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executionsOf, finishedExecutions } from './activation-helpers.js';
import { createTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer('sqlite');
});
afterAll(async () => server?.close());

const trigger = (events: string[]) => ({
  id: 'n8n-trigger',
  name: 'n8n Trigger',
  type: 'n8n-nodes-base.n8nTrigger',
  typeVersion: 1,
  position: [0, 0],
  parameters: { events },
});
const set = (value: string) => ({
  id: 'set',
  name: 'Mark',
  type: 'n8n-nodes-base.set',
  typeVersion: 3.4,
  position: [200, 0],
  parameters: {
    assignments: { assignments: [{ id: 'a', name: 'mark', value, type: 'string' }] },
    includeOtherFields: true,
  },
});
const connections = { 'n8n Trigger': { main: [[{ node: 'Mark', type: 'main', index: 0 }]] } };

/** The events of a workflow's finished runs, oldest first, as the trigger emitted them. */
async function events(workflowId: string, count: number): Promise<string[]> {
  const runs = await finishedExecutions(server.ctx, workflowId, count);
  return runs.map((r) => JSON.parse(r.data).resultData.runData.Mark[0].data.main[0][0].json.event as string);
}

describe('n8n Trigger activation modes', () => {
  it('fires on activation, on an update of the active workflow and on instance start', async () => {
    const owner = await server.owner();
    const created = await owner.post('/rest/workflows', {
      name: 'Instance events',
      nodes: [trigger(['activate', 'update', 'init']), set('one')],
      connections,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;

    expect((await owner.patch(`/rest/workflows/${id}`, { active: true })).status).toBe(200);
    expect(await events(id, 1)).toEqual(['Workflow activated']);

    const saved = await owner.patch(`/rest/workflows/${id}`, {
      nodes: [trigger(['activate', 'update', 'init']), set('two')],
      connections,
    });
    expect(saved.status).toBe(200);
    expect(await events(id, 2)).toEqual(['Workflow activated', 'Workflow updated']);

    await server.ctx.activeWorkflows.restoreAll();
    expect(await events(id, 3)).toEqual(['Workflow activated', 'Workflow updated', 'Instance started']);
  });

  it('starts nothing for an event the node did not choose', async () => {
    const owner = await server.owner();
    const id = (
      await owner.post('/rest/workflows', { name: 'Only updates', nodes: [trigger(['update']), set('x')], connections })
    ).body.data.id as string;
    expect((await owner.patch(`/rest/workflows/${id}`, { active: true })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(await executionsOf(server.ctx, id)).toEqual([]);
    await owner.patch(`/rest/workflows/${id}`, { nodes: [trigger(['update']), set('y')], connections });
    expect(await events(id, 1)).toEqual(['Workflow updated']);
  });
});
