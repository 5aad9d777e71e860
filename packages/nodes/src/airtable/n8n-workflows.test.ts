/**
 * Workflows as people write them in n8n 1.123 (`n8n-workflows/*.json`, parameters as the editor
 * saves them: defaults left out, locators with cached names, resource mapper schemas), imported
 * and run through the engine against the Airtable fake: the requests they send and the items they
 * give; and Airtable as an agent's tool (`airtableTool`) with `$fromAI`.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeType } from '@weft/workflow';
import { connectedTools } from '../shared/ai/node-tool.js';
import { builtinNodeTypes } from '../registry.js';
import { start, TOKEN, type AirtableFake } from './test-fake/airtable-fake.mjs';

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
const TASKS = 'tblTasks0000000001';

let server: Awaited<ReturnType<typeof start>>;
let fake: AirtableFake;
beforeAll(async () => {
  server = await start();
  fake = server.fake;
  process.env.WEFT_AIRTABLE_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_AIRTABLE_API_URL;
  await server.close();
});
beforeEach(() => fake.reset());

async function runJson(json: unknown) {
  const workflow = importN8nWorkflow(json);
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async (_node, type) => (type === 'airtableTokenApi' ? { accessToken: TOKEN } : {}) },
  });
  const rd = result.data.resultData;
  return {
    error: rd.error,
    out: (node: string) => (rd.runData[node]?.at(-1)?.data?.main?.[0] ?? []).map((i) => i.json),
  };
}
const run = (file: string) =>
  runJson(JSON.parse(readFileSync(new URL(`./n8n-workflows/${file}`, import.meta.url), 'utf8')));

describe('n8n workflows with Airtable', () => {
  it('upserts signups on Email (auto-mapped), then finds each with a formula built from the record', async () => {
    fake.addRecord(TASKS, { Email: 'ada@example.com', Name: 'Ada (old)' });
    const r = await run('upsert-signups-then-search.json');
    expect(r.error).toBeUndefined();
    const patches = fake.state.calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.body)).toEqual([
      {
        typecast: false,
        performUpsert: { fieldsToMergeOn: ['Email'] },
        records: [{ fields: { Email: 'ada@example.com', Name: 'Ada' } }],
      },
      {
        typecast: false,
        performUpsert: { fieldsToMergeOn: ['Email'] },
        records: [{ fields: { Email: 'grace@example.com', Name: 'Grace' } }],
      },
    ]);
    expect(fake.state.records[TASKS]!.map((rec) => rec.fields.Name)).toEqual(['Ada', 'Grace']);
    const searches = fake.state.calls.filter((c) => c.method === 'GET');
    expect(searches.map((c) => c.query)).toEqual([
      { filterByFormula: "({Email} = 'ada@example.com')", fields: ['Name', 'Email'], pageSize: '100' },
      { filterByFormula: "({Email} = 'grace@example.com')", fields: ['Name', 'Email'], pageSize: '100' },
    ]);
    expect(r.out('Search records')).toEqual([
      { id: expect.stringMatching(/^rec/), createdTime: expect.any(String), Name: 'Ada', Email: 'ada@example.com' },
      { id: expect.stringMatching(/^rec/), createdTime: expect.any(String), Name: 'Grace', Email: 'grace@example.com' },
    ]);
  });

  it('closes open tasks: a sorted, limited search, then an update by ID with expressions in the mapped columns', async () => {
    const a = fake.addRecord(TASKS, { Name: 'A', Status: 'Todo', Points: 1 });
    const b = fake.addRecord(TASKS, { Name: 'B', Status: 'Todo', Points: 3 });
    fake.addRecord(TASKS, { Name: 'C', Status: 'Done', Points: 8 });
    const r = await run('close-open-tasks.json');
    expect(r.error).toBeUndefined();
    expect(fake.state.calls[0]!.query).toEqual({
      filterByFormula: "{Status} = 'Todo'",
      sort: [{ field: 'Points', direction: 'desc' }],
      maxRecords: '50',
    });
    expect(fake.state.calls.slice(1).map((c) => c.body)).toEqual([
      { typecast: false, records: [{ id: b.id, fields: { Status: 'Done', Points: 6 } }] },
      { typecast: false, records: [{ id: a.id, fields: { Status: 'Done', Points: 2 } }] },
    ]);
    expect(r.out('Mark done').map((j) => [j.id, (j.fields as Record<string, unknown>).Status])).toEqual([
      [b.id, 'Done'],
      [a.id, 'Done'],
    ]);
  });

  it('runs an Airtable 1 list with the base and table given by link', async () => {
    fake.addRecord(TASKS, { Name: 'One', Points: 1 });
    const two = fake.addRecord(TASKS, { Name: 'Two', Points: 2 });
    const r = await run('v1-list-by-url.json');
    expect(r.error).toBeUndefined();
    expect(fake.state.calls[0]).toMatchObject({
      method: 'GET',
      path: `/v0/appWeftBase000001/${TASKS}`,
      query: { filterByFormula: '{Points} >= 2', pageSize: '100' },
    });
    expect(r.out('Airtable')).toEqual([
      { id: two.id, createdTime: two.createdTime, fields: { Name: 'Two', Points: 2 } },
    ]);
  });

  it('answers an agent’s search through airtableTool, the formula coming from $fromAI', async () => {
    fake.addRecord(TASKS, { Name: 'Ship it', Status: 'Done', Points: 5 });
    fake.addRecord(TASKS, { Name: 'Plan', Status: 'Todo', Points: 2 });
    const r = await runJson({
      nodes: [
        {
          id: '1',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: '2',
          name: 'Agent',
          type: 'test.probe',
          typeVersion: 1,
          position: [200, 0],
          parameters: { args: JSON.stringify({ formula: "{Status} = 'Done'" }) },
        },
        {
          id: '3',
          name: 'Search tasks',
          type: 'n8n-nodes-base.airtableTool',
          typeVersion: 2.1,
          position: [200, 200],
          parameters: {
            operation: 'search',
            base: { __rl: true, value: 'appWeftBase000001', mode: 'id' },
            table: { __rl: true, value: TASKS, mode: 'id' },
            filterByFormula: "={{ $fromAI('formula', 'An Airtable formula that selects the tasks', 'string') }}",
            options: {},
          },
          credentials: { airtableTokenApi: { id: '1', name: 'Airtable' } },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
        'Search tasks': { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
      },
    });
    expect(r.error).toBeUndefined();
    expect(fake.state.calls[0]!.query.filterByFormula).toBe("{Status} = 'Done'");
    const [answer] = r.out('Agent');
    expect(String(answer!.answer)).toContain('Ship it');
    expect(String(answer!.answer)).not.toContain('Plan');
  });
});
