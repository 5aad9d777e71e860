/**
 * `GET /rest/usage`: the database size, the executions stored and awaiting deletion, and what
 * retention keeps (its limits and how many executions the next pass removes), for the owner only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExecutionRepository } from '../src/repositories/executions.js';
import { pruneExecutions } from '../src/services/executions/retention.js';
import { usageStorage } from '../src/routes/usage.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';

const HOUR = 3_600_000;

describe.each(DB_KINDS)('usage storage figures on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, {
      WEFT_EXECUTIONS_DATA_MAX_AGE: '48',
      WEFT_EXECUTIONS_DATA_PRUNE_MAX_COUNT: '5',
    });
  });
  afterAll(async () => server?.close());

  it('counts what the next retention pass removes, and the database size, for the owner only', async () => {
    const owner = await server.owner();
    const member = await server.member();
    const repo = new ExecutionRepository(server.ctx.db);
    const now = new Date();
    const add = async (hoursAgo: number, status = 'success') => {
      const at = new Date(now.getTime() - hoursAgo * HOUR).toISOString();
      const id = await repo.insert({
        workflow: { id: 'wf1', name: 'Kept', nodes: [], connections: {} },
        mode: 'webhook',
        status: 'running',
        startedAt: at,
      });
      if (status === 'running') return id;
      await repo.finish(id, {
        status,
        finished: status === 'success',
        stoppedAt: at,
        data: { resultData: { runData: { A: [{ text: 'x'.repeat(5000) }] } } } as never,
      });
      return id;
    };
    await add(100); // too old
    await add(99, 'running'); // never removed
    for (let i = 8; i >= 1; i--) await add(i); // 8 recent, of which the newest 5 stay

    const before = await usageStorage(server.ctx, now);
    expect(before.executions).toMatchObject({ stored: 10, awaitingDeletion: 0 });
    expect(before.retention).toMatchObject({
      enabled: true,
      maxAgeHours: 48,
      maxCount: 5,
      hardDeleteBufferHours: 1,
      intervalMinutes: 15,
    });
    // The old one, and the 3 finished ones older than the newest 5; the running one stays.
    expect(before.retention.nextPassRemoves).toBe(4);
    expect(before.database.type).toBe(kind === 'sqlite' ? 'sqlite' : 'postgresdb');
    expect(before.database.sizeBytes).toBeGreaterThan(10_000);

    const pass = await pruneExecutions(server.ctx, now);
    expect(pass.softDeleted).toBe(before.retention.nextPassRemoves);
    const after = await owner.get('/rest/usage');
    expect(after.status, after.text).toBe(200);
    expect(after.body.data.executions).toMatchObject({ stored: 6, awaitingDeletion: 4 });
    expect(after.body.data.retention.nextPassRemoves).toBe(0);

    expect((await member.get('/rest/usage')).status).toBe(403);
    expect((await server.anonymous.get('/rest/usage')).status).toBe(401);
  });
});
