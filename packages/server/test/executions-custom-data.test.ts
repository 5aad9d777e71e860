/**
 * Execution custom data on SQLite and PostgreSQL: what `$execution.customData` and the Execution
 * Data node set is stored with the execution (`resultData.metadata`, `customData`, one
 * `execution_metadata` row per key) and GET /executions filters by it like n8n's `filter.metadata`.
 */
import type { Workflow } from '@weft/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExecutionRepository } from '../src/repositories/executions.js';
import { resumeOptionsOf } from '../src/services/executions/resume.js';
import { chain, insertWorkflow, node } from './executions-fixtures.js';
import { apiClient, createApiKey } from './public-api-helpers.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

/** Manual Trigger → Execution Data (saves `pairs`) → a Code node that adds `fromCode`. */
function customDataWorkflow(pairs: Record<string, string>, name = 'Custom data'): Workflow {
  return {
    name,
    nodes: [
      node('Start', 'weft.manualTrigger'),
      node(
        'Save',
        'weft.executionData',
        { dataToSave: { values: Object.entries(pairs).map(([key, value]) => ({ key, value })) } },
        1.1,
      ),
      node(
        'Code',
        'weft.code',
        {
          jsCode:
            "$execution.customData.set('fromCode', 'c' + $execution.customData.get('order')); return [{ json: {} }];",
        },
        2,
      ),
    ],
    connections: chain('Start', 'Save', 'Code'),
    settings: {},
  };
}

describe.each(DB_KINDS)('execution custom data on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string } };
  const ids: string[] = [];
  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
    const runs: Array<Record<string, string>> = [
      { order: '1001', customer: 'Alice Smith' },
      { order: '1002', customer: 'Bob Jones' },
      {},
    ];
    for (const pairs of runs) {
      const wf = customDataWorkflow(pairs);
      const id = await insertWorkflow(server, owner.user.id, wf);
      const started = await server.ctx.executions.start({ workflow: { ...wf, id }, mode: 'trigger' });
      await started.done;
      ids.push(started.executionId);
    }
  });
  afterAll(async () => server?.close());

  const list = async (filter: unknown) => {
    const res = await owner.get(`/rest/executions?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(res.status, res.text).toBe(200);
    return (res.body.data.results as Array<{ id: string }>).map((r) => r.id);
  };

  it('stores the custom data with the execution and answers it as customData', async () => {
    const res = await owner.get(`/rest/executions/${ids[0]}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status).toBe('success');
    expect(res.body.data.data.resultData.metadata).toEqual({
      order: '1001',
      customer: 'Alice Smith',
      fromCode: 'c1001',
    });
    expect(res.body.data.customData).toEqual({ order: '1001', customer: 'Alice Smith', fromCode: 'c1001' });
    expect(await new ExecutionRepository(server.ctx.db).metadata(ids[1]!)).toEqual({
      order: '1002',
      customer: 'Bob Jones',
      fromCode: 'c1002',
    });
    const none = await owner.get(`/rest/executions/${ids[2]}`);
    expect(none.body.data.customData).toEqual({ fromCode: 'cundefined' });
  });

  it('answers the custom data in the public API with includeData (checked against its OpenAPI document)', async () => {
    const api = apiClient(server, await createApiKey(owner));
    const one = await api.get(`/executions/${ids[0]}?includeData=true`);
    expect(one.status, one.text).toBe(200);
    expect(one.body.customData).toEqual({ order: '1001', customer: 'Alice Smith', fromCode: 'c1001' });
    expect((await api.get(`/executions/${ids[0]}`)).body).not.toHaveProperty('customData');
  });

  it('filters the list by key and value, exactly by default', async () => {
    expect(await list({ metadata: [{ key: 'order', value: '1002' }] })).toEqual([ids[1]]);
    expect(await list({ metadata: [{ key: 'order', value: '100' }] })).toEqual([]);
    expect(await list({ metadata: [{ key: 'Order', value: '1002' }] })).toEqual([]);
    expect(
      await list({
        metadata: [
          { key: 'order', value: '1001' },
          { key: 'customer', value: 'Alice Smith' },
        ],
      }),
    ).toEqual([ids[0]]);
    expect(
      await list({
        metadata: [
          { key: 'order', value: '1001' },
          { key: 'customer', value: 'Bob Jones' },
        ],
      }),
    ).toEqual([]);
    expect(await list({ metadata: [{ key: 'fromCode', value: 'c1001' }], status: ['success'] })).toEqual([ids[0]]);
  });

  it('matches loosely with exactMatch false: key ignoring case, value containing the text ignoring case', async () => {
    expect(await list({ metadata: [{ key: 'ORDER', value: '100', exactMatch: false }] })).toEqual([ids[1], ids[0]]);
    expect(await list({ metadata: [{ key: 'customer', value: 'jones', exactMatch: false }] })).toEqual([ids[1]]);
  });

  it('refuses a malformed metadata filter', async () => {
    const res = await owner.get(
      `/rest/executions?filter=${encodeURIComponent(JSON.stringify({ metadata: [{ key: 'order' }] }))}`,
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain('filter.metadata[0]');
  });

  it("keeps the failed execution's custom data in its retry", async () => {
    const wf: Workflow = {
      name: 'Fails after saving',
      nodes: [
        node('Start', 'weft.manualTrigger'),
        node('Save', 'weft.code', { jsCode: "$execution.customData.set('batch', 'b7'); return [{ json: {} }];" }, 2),
        node('Fail', 'weft.stopAndError', { errorType: 'errorMessage', errorMessage: 'Boom on purpose' }),
      ],
      connections: chain('Start', 'Save', 'Fail'),
      settings: {},
    };
    const wfId = await insertWorkflow(server, owner.user.id, wf);
    const started = await server.ctx.executions.start({ workflow: { ...wf, id: wfId }, mode: 'trigger' });
    await started.done;
    const retry = await owner.post(`/rest/executions/${started.executionId}/retry`, { loadWorkflow: false });
    expect(retry.status, retry.text).toBe(200);
    const both = await list({ metadata: [{ key: 'batch', value: 'b7' }] });
    expect(both).toHaveLength(2);
    expect(both[1]).toBe(started.executionId);
    const again = await owner.get(`/rest/executions/${both[0]}`);
    expect(again.body.data.retryOf).toBe(started.executionId);
    expect(again.body.data.customData).toEqual({ batch: 'b7' });
    expect(again.body.data.data.resultData.runData.Save).toBeDefined();
  });

  it('drops the custom data rows with their execution', async () => {
    const repo = new ExecutionRepository(server.ctx.db);
    expect(await repo.delete([ids[0]!])).toBe(1);
    const left = await server.ctx.db.kysely.selectFrom('execution_metadata').select('executionId').execute();
    const owners = new Set(left.map((r) => String(r.executionId)));
    expect(owners.has(ids[0]!)).toBe(false);
    expect(owners.has(ids[1]!) && owners.has(ids[2]!)).toBe(true);
    expect(await list({ metadata: [{ key: 'order', value: '1001' }] })).toEqual([]);
  });
});

describe('resuming a waiting execution', () => {
  it('hands the custom data saved before the wait back to the engine', () => {
    const executionData = {
      nodeExecutionStack: [{ node: node('Wait', 'weft.wait'), data: { main: [[]] }, source: null }],
      waitingExecution: {},
      contextData: { flow: {}, nodes: {} },
    };
    const options = resumeOptionsOf({ data: { executionData, resultData: { runData: {}, metadata: { order: '7' } } } });
    expect(options?.metadata).toEqual({ order: '7' });
    expect(resumeOptionsOf({ data: { executionData, resultData: { runData: {} } } })).not.toHaveProperty('metadata');
  });
});
