import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './executions-fixtures.js';
import { createTestServer, type TestClient, type TestServer } from './harness.js';

/** Manual Trigger → Code (12 items) → Set; with `fail`, a Code node after it throws. */
function workflow(fail: boolean) {
  const nodes: unknown[] = [
    { id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'b',
      name: 'Twelve',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [200, 0],
      parameters: { jsCode: 'return Array.from({ length: 12 }, (_, i) => ({ json: { i } }));' },
    },
    {
      id: 'c',
      name: 'Three',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [400, 0],
      parameters: { jsCode: fail ? "throw new Error('stop here')" : 'return $input.all().slice(0, 3);' },
    },
  ];
  return {
    name: fail ? 'Capped and failing' : 'Capped',
    nodes,
    connections: {
      Start: { main: [[{ node: 'Twelve', type: 'main', index: 0 }]] },
      Twelve: { main: [[{ node: 'Three', type: 'main', index: 0 }]] },
    },
    settings: {},
  };
}

describe('saved executions keep at most WEFT_EXECUTIONS_DATA_MAX_ITEMS items per node output', () => {
  let server: TestServer;
  let owner: TestClient;

  beforeAll(async () => {
    server = await createTestServer('sqlite', { WEFT_EXECUTIONS_DATA_MAX_ITEMS: '5', WEFT_LOG_LEVEL: 'silent' });
    owner = await server.owner();
  }, 60_000);
  afterAll(async () => server?.close());

  async function run(fail: boolean): Promise<{ id: string; execution: any }> {
    const started = await owner.post('/rest/workflows/run', { workflowData: workflow(fail) });
    expect(started.status, started.text).toBe(200);
    const id = started.body.data.executionId as string;
    const execution = await waitFor(
      async () => {
        const res = await owner.get(`/rest/executions/${id}`);
        return res.status === 200 && res.body.data.stoppedAt ? res.body.data : undefined;
      },
      20_000,
      `execution ${id}`,
    );
    return { id, execution };
  }

  it('saves the first items of a larger output and says how many there were; smaller outputs are whole', async () => {
    const { execution } = await run(false);
    expect(execution.status).toBe('success');
    const runData = execution.data.resultData.runData;
    expect(runData.Twelve[0].data.main[0].map((item: { json: { i: number } }) => item.json.i)).toEqual([0, 1, 2, 3, 4]);
    expect(runData.Twelve[0].itemsCapped).toEqual([{ connectionType: 'main', output: 0, kept: 5, total: 12 }]);
    expect(runData.Three[0].data.main[0]).toHaveLength(3);
    expect(runData.Three[0].itemsCapped).toBeUndefined();
  });

  it('refuses to retry from capped data, saying why', async () => {
    const { id, execution } = await run(true);
    expect(execution.status).toBe('error');
    const retry = await owner.post(`/rest/executions/${id}/retry`, {});
    expect(retry.status).toBe(400);
    expect(retry.body.message).toContain('saved with only their first items (WEFT_EXECUTIONS_DATA_MAX_ITEMS)');
  });
});
