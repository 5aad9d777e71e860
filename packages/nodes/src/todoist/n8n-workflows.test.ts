/**
 * Workflows as people write them in n8n (`n8n-workflows/*.json`, parameters as the editor saves
 * them), imported and run through the engine against the Todoist fake: the requests they send and
 * the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, TOKEN } from './test-fake/todoist-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
// Inbox 101, labels urgent 102; Work 103, Backlog 104, Doing 105, tasks 106-107.
const SEED = {
  labels: [{ name: 'urgent' }],
  projects: [
    {
      name: 'Work',
      sections: ['Backlog', 'Doing'],
      tasks: [{ content: 'Pay invoice', labels: ['urgent'] }, { content: 'Tidy desk' }],
    },
  ],
};
const N = (n: number) => String(2203306000 + n);

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  process.env.WEFT_TODOIST_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_TODOIST_API_URL;
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
    services: { getCredentials: async () => ({ apiKey: TOKEN }) },
  });
  const rd = result.data.resultData;
  return {
    error: rd.error,
    out: (node: string) => (rd.runData[node]?.at(-1)?.data?.main?.[0] ?? []).map((i) => i.json as Record<string, any>),
  };
}

describe('n8n workflows with Todoist', () => {
  it('comments on every urgent task', async () => {
    const { error, out } = await run('comment-on-urgent-tasks.json');
    expect(error).toBeUndefined();
    const calls = server!.fake.state.calls;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /rest/v2/tasks', 'POST /rest/v2/comments']);
    expect(calls[0]!.query).toEqual({ filter: '@urgent' });
    expect(out('Nudge')).toMatchObject([{ task_id: N(106), content: 'Still open: Pay invoice' }]);
  });

  it("quick-adds a task and moves it into a project's section", async () => {
    const { error, out } = await run('move-inbox-to-project.json');
    expect(error).toBeUndefined();
    const added = out('Quick add')[0]!;
    expect(added).toMatchObject({ content: 'Call the bank', labels: ['urgent'] });
    const move = server!.fake.state.calls.at(-1)!;
    expect(move).toMatchObject({ method: 'POST', path: '/sync/v9/sync' });
    expect(move.body.commands[0]).toMatchObject({ type: 'item_move', args: { id: added.id, section_id: N(105) } });
    expect(out('Move to Doing')).toEqual([{ success: true }]);
    expect(server!.fake.state.tasks.find((t) => t.id === added.id)).toMatchObject({
      section_id: N(105),
      project_id: N(103),
    });
  });
});
