/**
 * Remove Duplicates 2 "processed in previous executions" behind production webhooks: the keys one
 * execution saw are saved with the workflow's static data and remove the repeats in the next.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chain, finishedExecutions, insertWorkflow, node, webhookNode } from './activation-helpers.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';

describe.each(DB_KINDS)('Remove Duplicates 2 history on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('removes the keys that earlier executions processed', async () => {
    const dedupe = node(
      'Dedupe',
      'n8n-nodes-base.removeDuplicates',
      {
        operation: 'removeItemsSeenInPreviousExecutions',
        dedupeValue: '={{ $json.query.id }}',
        options: { scope: 'workflow' },
      },
      { typeVersion: 2 },
    );
    const id = await insertWorkflow(server.ctx, {
      nodes: [webhookNode('dedupe-hook'), dedupe],
      connections: chain('Webhook', 'Dedupe'),
    });
    await server.ctx.activeWorkflows.activate(id);
    const kept = async (query: string, count: number) => {
      await server.anonymous.get(`/webhook/dedupe-hook?${query}`);
      const runs = await finishedExecutions(server.ctx, id, count);
      const main = JSON.parse(runs[count - 1]!.data).resultData.runData.Dedupe[0].data.main as Array<Array<{
        json: { query: { id: string } };
      }> | null>;
      return main.map((items) => (items ?? []).map((i) => i.json.query.id));
    };
    expect(await kept('id=a', 1)).toEqual([['a'], []]);
    expect(await kept('id=a', 2)).toEqual([[], ['a']]);
    expect(await kept('id=b', 3)).toEqual([['b'], []]);
    const stored = await server.ctx.db.kysely
      .selectFrom('workflow')
      .select('staticData')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Object.keys(JSON.parse(String(stored.staticData)).deduplication)).toEqual(['']);
  });
});
