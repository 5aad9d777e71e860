/**
 * Workflows as people write them in n8n (`n8n-workflows/*.json`, parameters as the editor saves
 * them: defaults left out), imported and run through the engine against the monday.com fake: the
 * requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, TOKEN } from './test-fake/monday-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
// Board 1000000001 (groups topics and group_next); items 1000000002 (Stuck), 1000000003 (Done), 1000000004 (Stuck).
const SEED = {
  boards: [
    {
      name: 'Sprint',
      columns: [{ title: 'Status', type: 'status' }],
      groups: [
        {
          title: 'This week',
          items: [
            { name: 'Export CSV', values: { Status: { label: 'Stuck' } } },
            { name: 'Dark mode', values: { Status: { label: 'Done' } } },
            { name: 'SSO', values: { Status: { label: 'Stuck' } } },
          ],
        },
        { title: 'Next' },
      ],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  process.env.WEFT_MONDAY_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_MONDAY_API_URL;
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
    services: { getCredentials: async () => ({ apiToken: TOKEN }) },
  });
  const rd = result.data.resultData;
  return {
    error: rd.error,
    out: (node: string) => (rd.runData[node]?.at(-1)?.data?.main?.[0] ?? []).map((i) => i.json as Record<string, any>),
  };
}

describe('n8n workflows with monday.com', () => {
  it('finds the stuck items, moves each to Next and adds an update to it', async () => {
    const { error, out } = await run('triage-stuck-items.json');
    expect(error).toBeUndefined();
    const fake = server!.fake;
    expect(fake.state.calls[0]!.body.variables).toEqual({
      boardId: '1000000001',
      columnId: 'status',
      columnValue: 'Stuck',
      limit: 100,
    });
    expect(out('Stuck items').map((i) => i.name)).toEqual(['Export CSV', 'SSO']);
    expect(fake.state.calls.slice(1).map((c) => c.body.variables)).toEqual([
      { groupId: 'group_next', itemId: '1000000002' },
      { groupId: 'group_next', itemId: '1000000004' },
      { itemId: '1000000002', value: 'Moved to Next: stuck this week' },
      { itemId: '1000000004', value: 'Moved to Next: stuck this week' },
    ]);
    expect(fake.state.items.filter((i) => i.groupId === 'group_next').map((i) => i.name)).toEqual([
      'Export CSV',
      'SSO',
    ]);
    expect(out('Note')).toEqual([{ id: '1000000005' }, { id: '1000000006' }]);
  });
});
