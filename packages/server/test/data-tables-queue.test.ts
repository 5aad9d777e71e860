/**
 * Data tables in queue mode: a worker runs the Data table node against the tables main created,
 * through the shared PostgreSQL database, as the user who started the run (whose access rules apply).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importN8nWorkflow } from '@weft/workflow';
import { startQueueCluster, type QueueCluster } from './queue-helpers.js';

describe('data tables in queue mode', () => {
  let cluster: QueueCluster;
  beforeAll(async () => {
    cluster = await startQueueCluster('datatables');
  });
  afterAll(async () => cluster?.close());

  const workflow = (tableId: string) =>
    importN8nWorkflow({
      name: 'Queue data table',
      nodes: [
        { name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          name: 'Items',
          type: 'n8n-nodes-base.code',
          typeVersion: 2,
          position: [200, 0],
          parameters: { jsCode: 'return [{json: {sku: "A-1", qty: 3}}, {json: {sku: "B-2", qty: 5}}];' },
        },
        {
          name: 'Upsert',
          type: 'n8n-nodes-base.dataTable',
          typeVersion: 1,
          position: [400, 0],
          parameters: {
            operation: 'upsert',
            dataTableId: { __rl: true, mode: 'id', value: tableId },
            filters: { conditions: [{ keyName: 'sku', condition: 'eq', keyValue: '={{ $json.sku }}' }] },
            columns: { mappingMode: 'autoMapInputData', value: null },
          },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
        Items: { main: [[{ node: 'Upsert', type: 'main', index: 0 }]] },
      },
    });

  it('runs the node on a worker, writing rows main then reads, and keeps a member out of the owner’s table', async () => {
    const owner = await cluster.main.owner();
    const member = await cluster.main.member();
    const table = (
      await owner.post('/rest/data-tables', {
        name: 'Stock',
        columns: [
          { name: 'sku', type: 'string' },
          { name: 'qty', type: 'number' },
        ],
      })
    ).body.data as { id: string };
    await owner.post(`/rest/data-tables/${table.id}/insert`, { data: [{ sku: 'A-1', qty: 1 }] });
    const worker = await cluster.worker(1);
    try {
      const run = await cluster.main.ctx.executions.start({
        workflow: workflow(table.id),
        mode: 'manual',
        userId: owner.user.id,
      });
      const record = await run.done;
      expect(record.status).toBe('success');
      const rows = (await owner.get(`/rest/data-tables/${table.id}/rows`)).body.data.data as Array<{
        id: number;
        sku: string;
        qty: number;
      }>;
      expect(rows.map((r) => [r.id, r.sku, r.qty])).toEqual([
        [1, 'A-1', 3],
        [2, 'B-2', 5],
      ]);
      expect(worker.running()).toEqual([]);

      const refused = await (
        await cluster.main.ctx.executions.start({
          workflow: workflow(table.id),
          mode: 'manual',
          userId: member.user.id,
        })
      ).done;
      expect(refused.status).toBe('error');
      expect((refused.data.resultData.error as { message?: string } | undefined)?.message).toBe(
        `Could not find the data table: '${table.id}'`,
      );
    } finally {
      await worker.close();
    }
  });
});
