import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRetry } from '../src/routes/executions/retry.js';
import type { ExecutionRecord } from '../src/services/contracts.js';
import { failingWorkflow, httpWorkflow, insertWorkflow, settled, simpleWorkflow } from './executions-fixtures.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

describe.each(DB_KINDS)('listing, deleting and retrying executions on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string } };
  let wfA: string;
  let wfB: string;
  /** Ids in creation order: A ok, A fail, B ok, A ok, B fail, A ok. */
  const ids: string[] = [];
  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
    wfA = await insertWorkflow(server, owner.user.id, simpleWorkflow('Workflow A'));
    wfB = await insertWorkflow(server, owner.user.id, simpleWorkflow('Workflow B'));
    const plan: Array<[string, boolean]> = [
      [wfA, true],
      [wfA, false],
      [wfB, true],
      [wfA, true],
      [wfB, false],
      [wfA, true],
    ];
    for (const [id, good] of plan) {
      const workflow = {
        ...(good
          ? simpleWorkflow(id === wfA ? 'Workflow A' : 'Workflow B')
          : failingWorkflow(id === wfA ? 'Workflow A' : 'Workflow B')),
        id,
      };
      const started = await server.ctx.executions.start({ workflow, mode: 'trigger' });
      await started.done;
      ids.push(started.executionId);
    }
  });
  afterAll(async () => server?.close());

  const list = async (query = '') => {
    const res = await owner.get(`/rest/executions${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body.data as { count: number; estimated: boolean; results: Array<Record<string, unknown>> };
  };
  const q = (filter: unknown, extra = '') => `?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

  it('lists executions newest first without their data', async () => {
    const page = await list();
    expect(page.count).toBe(6);
    expect(page.estimated).toBe(false);
    expect(page.results.map((r) => r.id)).toEqual([...ids].reverse());
    expect(Object.keys(page.results[0]!).sort()).toEqual(
      [
        'finished',
        'id',
        'mode',
        'retryOf',
        'retrySuccessId',
        'startedAt',
        'status',
        'stoppedAt',
        'waitTill',
        'workflowId',
        'workflowName',
      ].sort(),
    );
    expect(page.results[1]).toMatchObject({
      id: ids[4],
      status: 'error',
      finished: false,
      workflowId: wfB,
      workflowName: 'Workflow B',
      mode: 'trigger',
    });
  });

  it('filters by status, workflow and start time', async () => {
    expect((await list(q({ status: ['error'] }))).results.map((r) => r.id)).toEqual([ids[4], ids[1]]);
    expect((await list(q({ status: 'success', workflowId: wfB }))).results.map((r) => r.id)).toEqual([ids[2]]);
    const b = await list(q({ workflowId: wfB }));
    expect(b.count).toBe(2);
    expect((await list(q({ startedAfter: '2999-01-01T00:00:00.000Z' }))).count).toBe(0);
    expect((await list(q({ startedBefore: '2999-01-01T00:00:00.000Z' }))).count).toBe(6);
    expect((await owner.get('/rest/executions?filter=%7Bnope')).status).toBe(400);
    expect((await owner.get('/rest/executions?limit=-3')).status).toBe(400);
  });

  it('pages with limit, lastId (older) and firstId (newer)', async () => {
    const first = await list('?limit=2');
    expect(first.results.map((r) => r.id)).toEqual([ids[5], ids[4]]);
    expect(first.count).toBe(6);
    const second = await list(`?limit=2&lastId=${ids[4]}`);
    expect(second.results.map((r) => r.id)).toEqual([ids[3], ids[2]]);
    const newer = await list(`?firstId=${ids[3]}`);
    expect(newer.results.map((r) => r.id)).toEqual([ids[5], ids[4]]);
    const filtered = await list(q({ workflowId: wfA }, `&limit=1&lastId=${ids[3]}`));
    expect(filtered.results.map((r) => r.id)).toEqual([ids[1]]);
  });

  it('answers one execution with its data and 404 for unknown ids', async () => {
    const res = await owner.get(`/rest/executions/${ids[1]}`);
    expect(res.body.data.data.resultData.error.message).toBe('Boom on purpose');
    expect((await owner.get('/rest/executions/123456')).status).toBe(404);
    expect((await owner.get('/rest/executions/not-a-number')).status).toBe(404);
  });

  it('deletes by ids and by date with filters', async () => {
    const del = await owner.post('/rest/executions/delete', { ids: [ids[0]] });
    expect(del.status).toBe(200);
    expect(del.body.data.deleted).toBe(1);
    expect((await owner.get(`/rest/executions/${ids[0]}`)).status).toBe(404);
    const byDate = await owner.post('/rest/executions/delete', {
      deleteBefore: new Date(Date.now() + 60_000).toISOString(),
      filters: { workflowId: wfB },
    });
    expect(byDate.body.data.deleted).toBe(2);
    expect((await list()).results.map((r) => r.id)).toEqual([ids[5], ids[3], ids[1]]);
    expect((await owner.post('/rest/executions/delete', {})).status).toBe(400);
  });

  describe('retry', () => {
    let http: Server;
    let failing = true;
    let url: string;
    beforeAll(async () => {
      http = createServer((req, res) => {
        const good = req.url === '/always-ok' || !failing;
        res.writeHead(good ? 200 : 500, { 'content-type': 'application/json' });
        res.end(JSON.stringify(good ? { fine: true } : { broken: true }));
      });
      await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => http.close(() => r())));

    const get = async (id: string) => (await owner.get(`/rest/executions/${id}`)).body.data as ExecutionRecord;
    const newest = async () => (await list('?limit=1')).results[0]!.id as string;

    it('re-runs a failed execution from the failing node and links the executions', async () => {
      failing = true;
      const wf = await insertWorkflow(server, owner.user.id, httpWorkflow(`${url}/flaky`));
      const { executionId } = (await owner.post('/rest/workflows/run', { workflowId: wf })).body.data;
      await settled(server, executionId);
      const original = await get(executionId);
      expect(original.status).toBe('error');
      expect(original.data.resultData.lastNodeExecuted).toBe('Fetch');

      const stillFailing = await owner.post(`/rest/executions/${executionId}/retry`, {});
      expect(stillFailing.status, stillFailing.text).toBe(200);
      expect(stillFailing.body.data).toBe(false);
      const failedRetry = await get(await newest());
      expect(failedRetry).toMatchObject({ retryOf: executionId, mode: 'retry', status: 'error' });

      failing = false;
      const retried = await owner.post(`/rest/executions/${executionId}/retry`, { loadWorkflow: false });
      expect(retried.body.data).toBe(true);
      const success = await get(await newest());
      expect(success).toMatchObject({ retryOf: executionId, status: 'success', finished: true });
      expect(success.data.resultData.runData.Start?.[0]?.startTime).toBe(
        original.data.resultData.runData.Start?.[0]?.startTime,
      );
      expect(success.data.resultData.runData.Fetch?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ fine: true });
      expect(success.data.resultData.runData.After).toHaveLength(1);
      expect((await get(executionId)).retrySuccessId).toBe(success.id);

      expect((await owner.post(`/rest/executions/${success.id}/retry`, {})).status).toBe(409);
    });

    it('uses the saved workflow with loadWorkflow, else the stored snapshot', async () => {
      failing = true;
      const wf = await insertWorkflow(server, owner.user.id, httpWorkflow(`${url}/flaky`, 'Fixable'));
      const { executionId } = (await owner.post('/rest/workflows/run', { workflowId: wf })).body.data;
      await settled(server, executionId);
      const fixed = httpWorkflow(`${url}/always-ok`, 'Fixable');
      await server.ctx.db.kysely
        .updateTable('workflow')
        .set({ nodes: JSON.stringify(fixed.nodes) })
        .where('id', '=', wf)
        .execute();
      expect((await owner.post(`/rest/executions/${executionId}/retry`, {})).body.data).toBe(false);
      expect((await owner.post(`/rest/executions/${executionId}/retry`, { loadWorkflow: true })).body.data).toBe(true);
    });
  });
});

describe('planRetry', () => {
  const record = (runData: Record<string, unknown>, lastNodeExecuted?: string) =>
    ({ data: { resultData: { runData, lastNodeExecuted } } }) as unknown as ExecutionRecord;
  const task = (items: unknown[], previousNode?: string) => ({
    startTime: 1,
    executionIndex: 0,
    executionTime: 0,
    executionStatus: 'success',
    source: previousNode ? [{ previousNode }] : [],
    data: { main: [items] },
  });

  it('continues a chain as a partial run to its end, keeping the nodes before the failing one', () => {
    const workflow = httpWorkflow('http://x');
    const plan = planRetry(
      workflow,
      record({ Start: [task([{ json: { a: 1 } }])], Fetch: [task([], 'Start')] }, 'Fetch'),
    );
    expect(plan.destinationNode).toBe('After');
    expect(Object.keys(plan.runData!)).toEqual(['Start']);
  });

  it('starts at the failing node with its input when several ends follow it', () => {
    const workflow = httpWorkflow('http://x');
    workflow.nodes.push({ ...workflow.nodes[2]!, id: 'other', name: 'Other' });
    workflow.connections.Fetch = {
      main: [
        [
          { node: 'After', type: 'main', index: 0 },
          { node: 'Other', type: 'main', index: 0 },
        ],
      ],
    };
    const plan = planRetry(
      workflow,
      record({ Start: [task([{ json: { a: 1 } }])], Fetch: [task([], 'Start')] }, 'Fetch'),
    );
    expect(plan).toEqual({ startNode: 'Fetch', startItems: [{ json: { a: 1 } }] });
  });

  it('runs everything again when the trigger failed or nothing ran', () => {
    expect(planRetry(httpWorkflow('http://x'), record({}, undefined))).toEqual({});
    expect(planRetry(httpWorkflow('http://x'), record({ Start: [task([])] }, 'Start'))).toEqual({});
  });
});
