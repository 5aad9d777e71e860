/**
 * Workflows as people write them in n8n (`n8n-workflows/*.json`, parameters as the editor saves
 * them: defaults left out), imported and run through the engine against the Airtop fake: the
 * requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { KEY, start } from './test-fake/airtop-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;

beforeEach(async () => {
  await server?.close();
  server = await start({ answers: { 'Which plans are there?': '{"plans":["Free","Team"]}' } });
  process.env.WEFT_AIRTOP_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_AIRTOP_API_URL;
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
    services: { getCredentials: async () => ({ apiKey: KEY }) },
  });
  const rd = result.data.resultData;
  return {
    error: rd.error,
    out: (node: string) => (rd.runData[node]?.at(-1)?.data?.main?.[0] ?? []).map((i) => i.json as Record<string, any>),
  };
}

describe('n8n workflows with Airtop', () => {
  it('opens a session and a window, asks the page for JSON and ends the session', async () => {
    const { error, out } = await run('browse-and-ask.json');
    expect(error).toBeUndefined();
    const S = '00000000-0000-4000-8000-000000000001';
    expect(server!.fake.state.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/sessions',
      `POST /api/v1/sessions/${S}/windows`,
      `POST /api/v1/sessions/${S}/windows/window-0003/page-query`,
      `DELETE /api/v1/sessions/${S}`,
    ]);
    expect(server!.fake.state.calls[0]!.body.configuration).toMatchObject({
      profileName: 'shopper',
      timeoutMinutes: 10,
      proxy: false,
    });
    expect(out('Ask')).toEqual([{ sessionId: S, windowId: 'window-0003', output: { plans: ['Free', 'Team'] } }]);
    expect(out('End')).toEqual([{ success: true }]);
  });
});
