/** Events of a deleted execution (by a user or by retention) are deleted with it, so execution retention bounds the event table. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExecutionRepository } from '../src/repositories/executions.js';
import { loadStoredWorkflow } from '../src/services/executions/workflows.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { publicWorkflowBody } from './public-api-helpers.js';

describe.each(DB_KINDS)('execution events on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('go when their execution is deleted', async () => {
    const owner = await server.owner();
    const created = await owner.post('/rest/workflows', publicWorkflowBody('Evented'));
    expect(created.status).toBe(200);
    const stored = await loadStoredWorkflow(server.ctx, created.body.data.id);
    const run = async () => {
      const { executionId, done } = await server.ctx.executions.start({
        workflow: stored!.workflow,
        mode: 'manual',
        userId: owner.user.id,
      });
      await done;
      await server.ctx.eventBus.flush();
      return executionId;
    };
    const gone = await run();
    const kept = await run();
    expect((await server.ctx.eventBus.store.executionEvents(gone)).length).toBeGreaterThan(0);
    await new ExecutionRepository(server.ctx.db).delete([gone]);
    expect(await server.ctx.eventBus.store.executionEvents(gone)).toEqual([]);
    expect((await server.ctx.eventBus.store.executionEvents(kept)).length).toBeGreaterThan(0);
  });
});
