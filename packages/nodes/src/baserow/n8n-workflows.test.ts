/**
 * Workflows as people write them in n8n (`n8n-workflows/*.json`, parameters as the editor saves
 * them: defaults left out), imported and run through the engine against the Baserow fake: the
 * requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { PASSWORD, start, USERNAME } from './test-fake/baserow-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
// Database 1, table 2, fields Name 3, City 4, Active 6 (Score 5).
const SEED = {
  databases: [
    {
      name: 'CRM',
      tables: [
        {
          name: 'Customers',
          fields: [
            { name: 'Name' },
            { name: 'City' },
            { name: 'Score', type: 'number' },
            { name: 'Active', type: 'boolean' },
          ],
          rows: [
            { Name: 'Zoe', Active: true },
            { Name: 'Bob', Active: false },
          ],
        },
      ],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  process.env.WEFT_BASEROW_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_BASEROW_API_URL;
  await server?.close();
});

describe('n8n workflows with Baserow', () => {
  it('adds a sign-up by field name (its source left out) and lists the active customers by name', async () => {
    const workflow = importN8nWorkflow(
      JSON.parse(readFileSync(new URL('./n8n-workflows/sync-signups.json', import.meta.url), 'utf8')),
    );
    const result = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'manual',
      timezone: 'UTC',
      services: {
        getCredentials: async () => ({ host: 'https://api.baserow.io', username: USERNAME, password: PASSWORD }),
      },
    });
    const rd = result.data.resultData;
    expect(rd.error).toBeUndefined();
    const calls = server!.fake.state.calls.filter((c) => c.path.startsWith('/api/database/rows/'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/database/rows/table/2/',
      body: { field_3: 'Hedy', field_4: 'Vienna', field_6: true },
    });
    expect(calls[1]).toMatchObject({
      method: 'GET',
      query: { filter__field_6__boolean: '1', order_by: '3', page: '1', size: '100' },
    });
    expect(rd.runData['Active customers']?.[0]?.data?.main?.[0]?.map((i) => i.json.Name)).toEqual(['Hedy', 'Zoe']);
  });
});
