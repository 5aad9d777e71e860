/**
 * WEFT_EXPRESSION_TIMEOUT_MS is read by the server as by `weft execute`: an expression that runs
 * longer than the configured budget stops its run with a clear error, while the same expression
 * under the default budget (5000 ms) runs to success.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { waitFor } from './executions-fixtures.js';
import { createTestServer, type TestServer } from './harness.js';

/** A Set node whose value busy-waits about 600 ms inside the expression before answering. */
const slowWorkflow = {
  name: 'Slow expression',
  nodes: [
    { id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'b',
      name: 'Slow',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [200, 0],
      parameters: {
        assignments: {
          assignments: [
            {
              id: '1',
              name: 'done',
              type: 'boolean',
              value:
                '={{ (() => { const end = Date.now() + 600; let n = 0; while (Date.now() < end) n++; return n > 0; })() }}',
            },
          ],
        },
        options: {},
      },
    },
  ],
  connections: { Start: { main: [[{ node: 'Slow', type: 'main', index: 0 }]] } },
  settings: {},
};

async function runSlowWorkflow(server: TestServer) {
  const owner = await server.owner();
  const started = await owner.post('/rest/workflows/run', { workflowData: slowWorkflow });
  expect(started.status, started.text).toBe(200);
  const executionId = started.body.data.executionId as string;
  return waitFor(
    async () => {
      const res = await owner.get(`/rest/executions/${executionId}`);
      return res.body.data?.stoppedAt ? res.body.data : undefined;
    },
    20_000,
    'the slow expression run',
  );
}

describe('WEFT_EXPRESSION_TIMEOUT_MS on the server', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('is read from the environment: 5000 ms unset, 0 for no limit, anything else refused by name', () => {
    expect(loadConfig({ WEFT_HOME: '/tmp/x' }).expressionTimeoutMs).toBe(5000);
    expect(loadConfig({ WEFT_HOME: '/tmp/x', WEFT_EXPRESSION_TIMEOUT_MS: '250' }).expressionTimeoutMs).toBe(250);
    expect(loadConfig({ WEFT_HOME: '/tmp/x', WEFT_EXPRESSION_TIMEOUT_MS: '0' }).expressionTimeoutMs).toBe(0);
    expect(() => loadConfig({ WEFT_HOME: '/tmp/x', WEFT_EXPRESSION_TIMEOUT_MS: 'soon' })).toThrow(
      /WEFT_EXPRESSION_TIMEOUT_MS must be a number of milliseconds.*"soon"/,
    );
    expect(() => loadConfig({ WEFT_HOME: '/tmp/x', WEFT_EXPRESSION_TIMEOUT_MS: '-1' })).toThrow(
      /WEFT_EXPRESSION_TIMEOUT_MS/,
    );
  });

  it('stops an expression that runs past a 200 ms budget, naming the node and the budget', async () => {
    server = await createTestServer('sqlite', { WEFT_EXPRESSION_TIMEOUT_MS: '200' });
    const execution = await runSlowWorkflow(server);
    expect(execution.status).toBe('error');
    const error = execution.data.resultData.error;
    expect(error.message).toMatch(/took longer than 200 ms/);
    expect(execution.data.resultData.lastNodeExecuted).toBe('Slow');
  });

  it('lets the same expression finish under the default budget', async () => {
    server = await createTestServer('sqlite');
    const execution = await runSlowWorkflow(server);
    expect(execution.status, JSON.stringify(execution.data.resultData.error)).toBe('success');
    expect(execution.data.resultData.runData.Slow[0].data.main[0][0].json).toEqual({ done: true });
  });
});
