/**
 * Workflows as people write them in n8n (`n8n-workflows/*.json`, parameters as the editor saves
 * them: defaults left out), imported and run through the engine against the NocoDB fake: the
 * requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, TOKEN } from './test-fake/nocodb-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
const SEED = {
  projects: [
    {
      id: 'p_crm',
      title: 'CRM',
      tables: [
        {
          id: 'md_cust',
          title: 'Customers',
          rows: [
            { Name: 'Zoe', Score: 3 },
            { Name: 'Ada', Score: 9 },
            { Name: 'Bob', Score: 5 },
          ],
        },
      ],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  process.env.WEFT_NOCODB_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_NOCODB_API_URL;
  await server?.close();
});

describe('n8n workflows with NocoDB', () => {
  it('reads every customer scoring under 8 (by name) and flags each for a call in one bulk update', async () => {
    const workflow = importN8nWorkflow(
      JSON.parse(readFileSync(new URL('./n8n-workflows/low-score-follow-up.json', import.meta.url), 'utf8')),
    );
    const result = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async () => ({ apiToken: TOKEN, host: 'https://crm.nocodb.example' }) },
    });
    const rd = result.data.resultData;
    expect(rd.error).toBeUndefined();
    const calls = server!.fake.state.calls;
    expect(calls.map((c) => [c.method, c.path, c.token])).toEqual([
      ['GET', '/api/v2/tables/md_cust/records', TOKEN],
      ['PATCH', '/api/v2/tables/md_cust/records', TOKEN],
    ]);
    expect(calls[0]!.query).toEqual({ where: '(Score,lt,8)', sort: 'Name', limit: '100', offset: '0' });
    expect(calls[1]!.body).toEqual([
      { Id: 3, Status: 'Call Bob' },
      { Id: 1, Status: 'Call Zoe' },
    ]);
    expect(rd.runData['Flag for a call']?.[0]?.data?.main?.[0]?.map((i) => i.json)).toEqual([
      { Id: 3, Status: 'Call Bob' },
      { Id: 1, Status: 'Call Zoe' },
    ]);
    expect(server!.fake.state.tables[0]!.rows.map((r) => r.Status)).toEqual(['Call Zoe', undefined, 'Call Bob']);
  });
});
