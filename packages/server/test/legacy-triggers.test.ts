/** Activation of n8n's legacy trigger nodes (Cron, Interval) through their own `trigger()`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './harness.js';
import { chain, executionsOf, finishedExecutions, insertWorkflow, node, setNode } from './activation-helpers.js';

describe('legacy Cron and Interval triggers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  async function expectStopped(id: string): Promise<void> {
    await new Promise((r) => setTimeout(r, 200));
    const settled = (await executionsOf(server.ctx, id)).length;
    await new Promise((r) => setTimeout(r, 1300));
    expect((await executionsOf(server.ctx, id)).length).toBe(settled);
  }

  it('runs a Cron custom expression every second with one empty item, and stops on deactivate', async () => {
    const id = await insertWorkflow(server.ctx, {
      nodes: [
        node('Cron', 'n8n-nodes-base.cron', {
          triggerTimes: { item: [{ mode: 'custom', cronExpression: '* * * * * *' }] },
        }),
        setNode('Set', { ran: 'yes' }),
      ],
      connections: chain('Cron', 'Set'),
    });
    await server.ctx.activeWorkflows.activate(id);
    expect(server.ctx.activeWorkflows.activeIds()).toContain(id);
    const runs = await finishedExecutions(server.ctx, id, 2, 5000);
    await server.ctx.activeWorkflows.deactivate(id);
    expect(runs[0]!.mode).toBe('trigger');
    expect(runs[0]!.status).toBe('success');
    const runData = JSON.parse(runs[0]!.data).resultData.runData;
    expect(runData.Cron[0].data.main[0]).toHaveLength(1);
    expect(runData.Cron[0].data.main[0][0].json).toEqual({});
    expect(runData.Set[0].data.main[0][0].json).toEqual({ ran: 'yes' });
    await expectStopped(id);
  });

  it('runs an Interval every second, and stops on deactivate', async () => {
    const id = await insertWorkflow(server.ctx, {
      nodes: [
        node('Interval', 'n8n-nodes-base.interval', { interval: 1, unit: 'seconds' }),
        setNode('Set', { ran: 'yes' }),
      ],
      connections: chain('Interval', 'Set'),
    });
    const activatedAt = Date.now();
    await server.ctx.activeWorkflows.activate(id);
    const runs = await finishedExecutions(server.ctx, id, 2, 5000);
    await server.ctx.activeWorkflows.deactivate(id);
    // The first run comes one interval after activation, not at once.
    expect(Date.now() - activatedAt).toBeGreaterThanOrEqual(1900);
    expect(runs[0]!.mode).toBe('trigger');
    expect(JSON.parse(runs[0]!.data).resultData.runData.Interval[0].data.main[0][0].json).toEqual({});
    await expectStopped(id);
  });

  it('refuses a Cron with a bad custom expression and an Interval below 1, naming the problem', async () => {
    const cron = await insertWorkflow(server.ctx, {
      nodes: [
        node('Cron', 'n8n-nodes-base.cron', {
          triggerTimes: { item: [{ mode: 'custom', cronExpression: '0 0 25 * * *' }] },
        }),
      ],
    });
    await expect(server.ctx.activeWorkflows.activate(cron)).rejects.toThrow(
      'Trigger time 1: The hour 25 is out of range (0-23)',
    );
    expect(server.ctx.activeWorkflows.activeIds()).not.toContain(cron);
    const interval = await insertWorkflow(server.ctx, {
      nodes: [node('Interval', 'n8n-nodes-base.interval', { interval: 0, unit: 'seconds' })],
    });
    await expect(server.ctx.activeWorkflows.activate(interval)).rejects.toThrow(
      'The interval has to be set to at least 1 or higher!',
    );
  });

  it('does not activate a workflow whose only start is the legacy Start node', async () => {
    const id = await insertWorkflow(server.ctx, {
      name: 'Only start',
      nodes: [node('Start', 'n8n-nodes-base.start'), setNode('Set', { a: '1' })],
      connections: chain('Start', 'Set'),
    });
    await expect(server.ctx.activeWorkflows.activate(id)).rejects.toThrow('has no node to start the workflow');
  });
});
