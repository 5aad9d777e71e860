/**
 * Streaming in queue mode: a chat answering with `streaming` is served by main while a worker runs
 * the agent; the worker publishes each piece over Redis and main writes it to the request as it
 * comes, every piece before the end. Real PostgreSQL, Redis, BullMQ worker and HTTP on loopback.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiFake, type AiFake } from '../../nodes/test/ai-fake/server.mjs';
import { insertWorkflow, node } from './activation-helpers.js';
import { startQueueCluster, type QueueCluster } from './queue-helpers.js';

const AI = '@n8n/n8n-nodes-langchain';

describe('queue mode streams the pieces of an answer from the worker', () => {
  let cluster: QueueCluster;
  let fake: AiFake;

  beforeAll(async () => {
    fake = await startAiFake({ port: 0 });
    cluster = await startQueueCluster('stream', { WEFT_LOG_LEVEL: 'silent' });
    await cluster.worker(1);
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
    await fake?.close();
  });

  it("answers a streaming chat with the agent's pieces as the worker runs it", async () => {
    const ctx = cluster.main.ctx;
    const store = ctx.credentialStore;
    const owner = await ctx.users.ensureShellOwner();
    const record = await store.repo.create(
      {
        name: 'Fake OpenAI',
        type: 'openAiApi',
        data: store.encrypt({ apiKey: 'sk-test', url: `${fake.url}/v1` }),
        nodesAccess: [],
      },
      owner.id,
    );
    const trigger = node(
      'When chat message received',
      `${AI}.chatTrigger`,
      { public: true, mode: 'webhook', options: { responseMode: 'streaming' } },
      { typeVersion: 1.3, webhookId: randomUUID() },
    );
    const id = await insertWorkflow(ctx, {
      nodes: [
        trigger,
        node('AI Agent', `${AI}.agent`, { options: {} }, { typeVersion: 2.2 }),
        node(
          'OpenAI Chat Model',
          `${AI}.lmChatOpenAi`,
          { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
          { typeVersion: 1.2, credentials: { openAiApi: { id: record.id, name: 'Fake OpenAI' } } },
        ),
      ],
      connections: {
        [trigger.name]: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
        'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
      },
    });
    await ctx.activeWorkflows.activate(id);
    const origin = await cluster.main.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${origin}/webhook/${trigger.webhookId}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'sendMessage',
        sessionId: 's-1',
        chatInput: 'Stream this answer in pieces please',
      }),
    });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; content?: string });
    expect(lines[0]!.type).toBe('begin');
    expect(lines.at(-1)!.type).toBe('end');
    const items = lines.filter((l) => l.type === 'item');
    // Piece by piece, as the model streamed them on the worker (not one piece written at the end).
    expect(items.length).toBeGreaterThan(2);
    expect(items.map((l) => l.content).join('')).toBe('Echo: Stream this answer in pieces please');
  });
});
