/**
 * `weft execute` reads WEFT_EXPRESSION_TIMEOUT_MS through the server's configuration, as `weft
 * start`, workers and webhook processes do: an expression running past the budget stops the run
 * with the budget in its message, and a value that is not a number of milliseconds is refused by name.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setExpressionTimeout } from '@weft/workflow';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createInstance, runCli, type TestInstance } from './cli-helpers.js';

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

describe('weft execute and WEFT_EXPRESSION_TIMEOUT_MS', () => {
  let instance: TestInstance | undefined;
  const file = async () => {
    instance ??= await createInstance('sqlite');
    const path = join(instance.home, 'slow.json');
    writeFileSync(path, JSON.stringify(slowWorkflow));
    return path;
  };
  const execute = async (timeout: string) => {
    const path = await file();
    return runCli({ ...instance!.env, WEFT_EXPRESSION_TIMEOUT_MS: timeout }, [
      'execute',
      '--raw-output',
      '--file',
      path,
    ]);
  };

  afterEach(() => {
    // runCli leaves other variables set, and the budget is per process: back to the defaults.
    delete process.env.WEFT_EXPRESSION_TIMEOUT_MS;
    setExpressionTimeout(5000);
  });
  afterAll(async () => {
    await instance?.dispose();
  });

  it('stops an expression past a 200 ms budget, naming the budget', async () => {
    const r = await execute('200');
    expect(r.code, r.stderr).toBe(0);
    const execution = JSON.parse(r.stdout);
    expect(execution.status).toBe('error');
    expect(execution.data.resultData.error.message).toMatch(/took longer than 200 ms/);
  });

  it('lets the same expression finish with no limit (0)', async () => {
    const r = await execute('0');
    const execution = JSON.parse(r.stdout);
    expect(execution.status, r.stdout).toBe('success');
    expect(execution.data.resultData.runData.Slow[0].data.main[0][0].json).toEqual({ done: true });
  });

  it('refuses a value that is not a number of milliseconds, naming the variable', async () => {
    const r = await execute('soon');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/WEFT_EXPRESSION_TIMEOUT_MS must be a number of milliseconds.*"soon"/);
  });
});
