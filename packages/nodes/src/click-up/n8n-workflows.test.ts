/**
 * Workflows as people write them in n8n (`n8n-workflows/*.json`, parameters as the editor saves
 * them: defaults left out), imported and run through the engine against the ClickUp fake: the
 * requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, TOKEN } from './test-fake/clickup-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
const SEED = {
  spaces: [{ name: 'Engineering', tags: [{ name: 'bug' }], folders: [{ name: 'Q1', lists: [{ name: 'Sprint 1' }] }] }],
  tasks: [
    { name: 'Login times out', status: 'in progress' },
    { name: 'Dark mode' },
    { name: 'Flaky CI', status: 'complete' },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  process.env.WEFT_CLICKUP_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_CLICKUP_API_URL;
  await server?.close();
});

async function run(file: string) {
  const workflow = importN8nWorkflow(
    JSON.parse(readFileSync(new URL(`./n8n-workflows/${file}`, import.meta.url), 'utf8')),
  );
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => ({ accessToken: TOKEN }) },
  });
  const rd = result.data.resultData;
  return {
    error: rd.error,
    out: (node: string) => (rd.runData[node]?.at(-1)?.data?.main?.[0] ?? []).map((i) => i.json as Record<string, any>),
  };
}

describe('n8n workflows with ClickUp', () => {
  it('turns each bug report into a task (priority from an expression) and comments on it', async () => {
    const { error, out } = await run('form-to-task.json');
    expect(error).toBeUndefined();
    const calls = server!.fake.state.calls;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v2/list/90200/task',
      'POST /api/v2/list/90200/task',
      'POST /api/v2/task/86c00004/comment',
      'POST /api/v2/task/86c00005/comment',
    ]);
    expect(calls[0]!.body).toEqual({
      name: 'Checkout button does nothing',
      content: 'Reported by ada@weft.example',
      tags: ['bug'],
      priority: 2,
    });
    expect(calls[3]!.body).toEqual({ comment_text: 'Triage: low' });
    expect(
      out('ClickUp').map((t) => [t.name, t.priority.priority, t.tags.map((x: { name: string }) => x.name)]),
    ).toEqual([
      ['Checkout button does nothing', 'high', ['bug']],
      ['Typo on pricing page', 'low', ['bug']],
    ]);
    expect(out('Comment')).toHaveLength(2);
  });

  it('reads every open task (Return All is on by default) with the status filter as an indexed array', async () => {
    const { error, out } = await run('weekly-open-tasks.json');
    expect(error).toBeUndefined();
    expect(server!.fake.state.calls.map((c) => c.rawQuery)).toEqual([
      'statuses%5B0%5D=to%20do&statuses%5B1%5D=in%20progress&page=0',
      'statuses%5B0%5D=to%20do&statuses%5B1%5D=in%20progress&page=1',
    ]);
    expect(out('Line')).toEqual([{ line: 'Dark mode (to do)' }, { line: 'Login times out (in progress)' }]);
  });
});
