/**
 * Workflows as people write them in n8n 1.123 (`n8n-workflows/*.json`, parameters as the editor
 * saves them: defaults left out), imported and run through the engine against the Notion fake:
 * the requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeType } from '@weft/workflow';
import { connectedTools } from '../shared/ai/node-tool.js';
import { builtinNodeTypes } from '../registry.js';
import { start, type NotionFakeState } from './test-fake/notion-fake.mjs';

let fake: Awaited<ReturnType<typeof start>>;
let state: NotionFakeState;
/** A root node that calls its one connected tool with fixed arguments (an agent's model stand-in). */
const probe: NodeType = {
  description: {
    name: 'test.probe',
    displayName: 'Probe',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Probe' },
    inputs: ['main', { type: 'ai_tool', displayName: 'Tool', required: true }],
    outputs: ['main'],
    properties: [],
  },
  async execute(ctx) {
    const [tool] = await connectedTools(ctx, 0);
    const answer = await tool!.invoke(
      JSON.parse((ctx.getNode().parameters as { args: string }).args) as Record<string, unknown>,
    );
    return [[{ json: { answer: answer as string, name: tool!.name } }]];
  },
};
const registry = createNodeTypeRegistry([...builtinNodeTypes, probe]);
const TASKS_ID = '8c3a1f0e-2b4d-4e6f-8a9b-0c1d2e3f4a5b';

beforeAll(async () => {
  fake = await start();
  process.env.WEFT_NOTION_API_URL = fake.url;
});
afterAll(async () => {
  delete process.env.WEFT_NOTION_API_URL;
  await fake.close();
});
beforeEach(() => {
  state = fake.fake.state;
  for (const m of [state.users, state.databases, state.pages, state.blocks, state.children]) m.clear();
  state.requests.length = 0;
  state.addDatabase(
    'Tasks',
    {
      Name: 'title',
      Due: 'date',
      Tags: { type: 'multi_select', options: ['ops'] },
      Estimate: 'number',
      Stage: { type: 'select', options: ['Backlog'] },
      Done: 'checkbox',
    },
    { id: TASKS_ID },
  );
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
    services: { getCredentials: async (_node, type) => (type === 'notionApi' ? { apiKey: 'secret_test' } : {}) },
  });
  const rd = result.data.resultData;
  return { error: rd.error, out: (node: string) => rd.runData[node]?.at(-1)?.data?.main?.[0] ?? [] };
}
const sent = (method: string, path: string) => state.requests.filter((r) => r.method === method && r.path === path);

describe('n8n workflows with Notion', () => {
  it('creates a task from fields with expressions (2.2: the title key looked up, defaults of blocks and dates filled in)', async () => {
    const { error, out } = await run('tasks-from-items.json');
    expect(error).toBeUndefined();
    expect(sent('GET', `/v1/databases/${TASKS_ID}`)).toHaveLength(1);
    expect(sent('POST', '/v1/pages')[0]!.body).toEqual({
      parent: { database_id: TASKS_ID },
      properties: {
        Name: { title: [{ text: { content: 'Renew domain' } }] },
        Due: { type: 'date', date: { start: '2024-06-01T09:00:00+01:00', end: null } },
        Tags: { type: 'multi_select', multi_select: [{ name: 'ops' }, { name: 'billing' }] },
        Estimate: { type: 'number', number: 2 },
        Stage: { type: 'select', select: { name: 'Backlog' } },
      },
      children: [
        {
          object: 'block',
          type: 'paragraph',
          paragraph: { text: [{ text: { content: 'Created from the form for Renew domain' } }] },
        },
      ],
      icon: { emoji: '🗓️' },
    });
    expect(out('Create task').map((i) => i.json)).toEqual([
      expect.objectContaining({
        name: 'Renew domain',
        property_tags: ['ops', 'billing'],
        property_stage: 'Backlog',
        property_estimate: 2,
      }),
    ]);
  });

  it("archives every done task found by a filter, each by the id of the previous node's item", async () => {
    const title = (t: string) => ({ title: [{ text: { content: t } }] });
    const a = state.addPage({ database_id: TASKS_ID }, { Name: title('a'), Done: { checkbox: true } });
    state.addPage({ database_id: TASKS_ID }, { Name: title('b'), Done: { checkbox: false } });
    const c = state.addPage({ database_id: TASKS_ID }, { Name: title('c'), Done: { checkbox: true } });
    const { error, out } = await run('archive-done-tasks.json');
    expect(error).toBeUndefined();
    expect(sent('POST', '/v1/databases/8c3a1f0e2b4d4e6f8a9b0c1d2e3f4a5b/query')[0]!.body).toEqual({
      filter: { or: [{ property: 'Done', checkbox: { equals: true } }] },
      sorts: [],
    });
    expect(
      out('Archive')
        .map((i) => [i.json.id, i.json.archived])
        .sort(),
    ).toEqual(
      [
        [a.id, true],
        [c.id, true],
      ].sort(),
    );
    expect(out('Archive').map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    expect(sent('PATCH', `/v1/pages/${a.id}`)[0]!.body).toEqual({ archived: true });
  });

  it('Notion 1: searches pages (the page resource is the default) and simplifies without URLs', async () => {
    const page = state.addPage({ workspace: true }, { title: { title: [{ text: { content: 'Roadmap 2025' } }] } });
    const { error, out } = await run('v1-search-pages.json');
    expect(error).toBeUndefined();
    expect(sent('POST', '/v1/search')[0]).toMatchObject({ version: '2021-05-13', body: { query: 'Roadmap' } });
    expect(out('Notion').map((i) => i.json)).toEqual([{ id: page.id, name: 'Roadmap 2025' }]);
  });

  it("Notion Tool: an agent lists the workspace's users", async () => {
    const ada = state.addUser({ name: 'Ada' });
    const { error, out } = await run('tool-list-users.json');
    expect(error).toBeUndefined();
    const answer = out('Probe')[0]!.json as { answer: string };
    expect(JSON.parse(answer.answer)).toEqual([ada]);
  });
});
