/**
 * Workflows as people write them in n8n (`n8n-workflows/*.json`, parameters as the editor saves
 * them: defaults left out), imported and run through the engine against the Trello fake: the
 * requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { KEY, start, TOKEN } from './test-fake/trello-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
// Board …02, list Backlog …09 (cards …0a with a finished checklist, …0e without one), list Done …10.
const SEED = {
  boards: [
    {
      name: 'Support',
      lists: [
        {
          name: 'Backlog',
          cards: [
            {
              name: 'Reset password flow',
              checklists: [{ name: 'QA', items: ['Desktop', 'Mobile'], done: ['Desktop', 'Mobile'] }],
            },
            { name: 'Refund policy' },
          ],
        },
        { name: 'Review' },
        { name: 'Done' },
      ],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  process.env.WEFT_TRELLO_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_TRELLO_API_URL;
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
    services: { getCredentials: async () => ({ apiKey: KEY, apiToken: TOKEN }) },
  });
  const rd = result.data.resultData;
  return {
    error: rd.error,
    out: (node: string) => (rd.runData[node]?.at(-1)?.data?.main?.[0] ?? []).map((i) => i.json as Record<string, any>),
  };
}

describe('n8n workflows with Trello', () => {
  it('files each ticket as a card with its link attached, then comments the source on it', async () => {
    const { error, out } = await run('github-issue-to-card.json');
    expect(error).toBeUndefined();
    const calls = server!.fake.state.calls;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /1/cards',
      'POST /1/cards',
      `POST /1/cards/${out('Trello')[0]!.id}/actions/comments`,
      `POST /1/cards/${out('Trello')[1]!.id}/actions/comments`,
    ]);
    expect(calls[0]!.body).toEqual({
      idList: '665000000000000000000009',
      name: 'Cannot log in',
      desc: 'Since this morning',
      urlSource: 'https://support.weft.example/t/101',
    });
    expect(out('Trello').map((c) => [c.name, c.badges.attachments])).toEqual([
      ['Cannot log in', 1],
      ['Invoice missing', 1],
    ]);
    expect(out('Note source').map((a) => a.data.text)).toEqual([
      'Imported from https://support.weft.example/t/101',
      'Imported from https://support.weft.example/t/102',
    ]);
  });

  it('reads every Backlog card (pages of 30, newest first) and moves the one whose checklist is done', async () => {
    const { error, out } = await run('move-done-cards.json');
    expect(error).toBeUndefined();
    const calls = server!.fake.state.calls;
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/1/lists/665000000000000000000009/cards',
      query: { limit: '30', sort: '-id' },
    });
    expect(out('Backlog cards').map((c) => c.name)).toEqual(['Refund policy', 'Reset password flow']);
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/1/cards/66500000000000000000000a',
      query: { idList: '665000000000000000000010' },
    });
    expect(out('Move to Done')).toMatchObject([{ name: 'Reset password flow', idList: '665000000000000000000010' }]);
  });
});
