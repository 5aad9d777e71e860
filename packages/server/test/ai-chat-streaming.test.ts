import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from '../../nodes/test/ai-fake/server.mjs';
import { finishedExecutions, insertWorkflow, node } from './activation-helpers.js';
import { createTestServer, type TestServer } from './harness.js';

const AI = '@n8n/n8n-nodes-langchain';

interface Line {
  type: string;
  content?: string;
  metadata: { nodeName: string; itemIndex: number };
}

describe("a chat trigger streaming an agent's answer (response mode streaming)", () => {
  let server: TestServer;
  let fake: AiFake;
  let credential: { id: string; name: string };

  beforeAll(async () => {
    fake = await startAiFake({ port: 0 });
    server = await createTestServer('sqlite', { WEFT_LOG_LEVEL: 'silent' });
    const store = server.ctx.credentialStore;
    const owner = await server.ctx.users.ensureShellOwner();
    const record = await store.repo.create(
      {
        name: 'Fake OpenAI',
        type: 'openAiApi',
        data: store.encrypt({ apiKey: 'sk-test', url: `${fake.url}/v1` }),
        nodesAccess: [],
      },
      owner.id,
    );
    credential = { id: record.id, name: 'Fake OpenAI' };
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  async function chatWorkflow(agentVersion: number, agentOptions: Record<string, unknown> = {}): Promise<WorkflowNode> {
    const trigger = node(
      'When chat message received',
      `${AI}.chatTrigger`,
      { public: true, mode: 'webhook', options: { responseMode: 'streaming' } },
      { typeVersion: 1.3, webhookId: randomUUID() },
    );
    const agent = node('AI Agent', `${AI}.agent`, { options: agentOptions }, { typeVersion: agentVersion });
    const model = node(
      'OpenAI Chat Model',
      `${AI}.lmChatOpenAi`,
      { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
      { typeVersion: 1.2, credentials: { openAiApi: credential } },
    );
    const id = await insertWorkflow(server.ctx, {
      nodes: [trigger, agent, model],
      connections: {
        [trigger.name]: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
        'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
      },
    });
    await server.ctx.activeWorkflows.activate(id);
    (trigger as WorkflowNode & { workflowId?: string }).workflowId = id;
    return trigger;
  }

  /** Posts a message over a real socket and answers each line with the time it arrived. */
  async function chat(trigger: WorkflowNode, chatInput: string): Promise<Array<Line & { at: number }>> {
    const address = await server.app
      .listen({ port: 0, host: '127.0.0.1' })
      .catch(() => `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`);
    const res = await fetch(`${address}/webhook/${trigger.webhookId}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'sendMessage', sessionId: 's-1', chatInput }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const lines: Array<Line & { at: number }> = [];
    let rest = '';
    const decoder = new TextDecoder();
    for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
      rest += decoder.decode(part, { stream: true });
      let nl: number;
      while ((nl = rest.indexOf('\n')) >= 0) {
        const line = rest.slice(0, nl).trim();
        rest = rest.slice(nl + 1);
        if (line) lines.push({ ...(JSON.parse(line) as Line), at: Date.now() });
      }
    }
    return lines;
  }

  it('sends the answer in pieces as the model produces them, and the execution keeps the whole answer', async () => {
    const trigger = await chatWorkflow(2.2);
    const lines = await chat(trigger, 'Tell me something long enough to come in several pieces');
    const types = lines.map((l) => l.type);
    expect(types[0]).toBe('begin');
    expect(types.at(-1)).toBe('end');
    const items = lines.filter((l) => l.type === 'item');
    expect(items.length).toBeGreaterThan(2);
    expect(items.map((l) => l.content).join('')).toBe('Echo: Tell me something long enough to come in several pieces');
    expect(lines.every((l) => l.metadata.nodeName === 'AI Agent' && l.metadata.itemIndex === 0)).toBe(true);
    // The model was asked for a stream.
    const asked = fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)!;
    expect((asked.body as { stream?: boolean }).stream).toBe(true);
    const [execution] = await finishedExecutions(
      server.ctx,
      (trigger as WorkflowNode & { workflowId: string }).workflowId,
    );
    expect(JSON.parse(execution!.data).resultData.runData['AI Agent'][0].data.main[0][0].json).toEqual({
      output: 'Echo: Tell me something long enough to come in several pieces',
    });
  });

  it('streams the answer of agent 3 as well, its item the same as without streaming', async () => {
    const trigger = await chatWorkflow(3);
    const lines = await chat(trigger, 'agent three streams its answer');
    expect(lines[0]!.type).toBe('begin');
    expect(lines.at(-1)!.type).toBe('end');
    expect(lines.filter((l) => l.type === 'item').length).toBeGreaterThan(2);
    expect(
      lines
        .filter((l) => l.type === 'item')
        .map((l) => l.content)
        .join(''),
    ).toBe('Echo: agent three streams its answer');
    const [execution] = await finishedExecutions(
      server.ctx,
      (trigger as WorkflowNode & { workflowId: string }).workflowId,
    );
    expect(JSON.parse(execution!.data).resultData.runData['AI Agent'][0].data.main[0][0].json).toEqual({
      output: 'Echo: agent three streams its answer',
    });
  });

  it("streams the editor's chat too (POST /rest/ai-chat/run with stream), ending with the run's result", async () => {
    const trigger = await chatWorkflow(2.2);
    const owner = await server.owner();
    const stored = (await owner.get(`/rest/workflows/${(trigger as WorkflowNode & { workflowId: string }).workflowId}`))
      .body.data;
    const res = await owner.post('/rest/ai-chat/run', {
      workflowData: stored,
      chatInput: 'stream to the editor please',
      stream: true,
    });
    expect(res.status).toBe(200);
    const lines = res.text
      .trim()
      .split('\n')
      .map((l: string) => JSON.parse(l) as Line & { data?: Record<string, unknown> });
    expect(lines[0]!.type).toBe('begin');
    expect(lines.filter((l) => l.type === 'item').length).toBeGreaterThan(2);
    expect(
      lines
        .filter((l) => l.type === 'item')
        .map((l) => l.content)
        .join(''),
    ).toBe('Echo: stream to the editor please');
    expect(lines.at(-1)).toMatchObject({
      type: 'result',
      data: { status: 'success', response: { output: 'Echo: stream to the editor please' } },
    });
  });

  it('streams through a Webhook 2.1 in response mode streaming too', async () => {
    const webhook = node(
      'Webhook',
      'n8n-nodes-base.webhook',
      { httpMethod: 'POST', path: 'ask-stream', responseMode: 'streaming', options: {} },
      { typeVersion: 2.1, webhookId: randomUUID() },
    );
    const agent = node(
      'AI Agent',
      `${AI}.agent`,
      { promptType: 'define', text: '={{ $json.body.q }}', options: {} },
      { typeVersion: 2.2 },
    );
    const model = node(
      'OpenAI Chat Model',
      `${AI}.lmChatOpenAi`,
      { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
      { typeVersion: 1.2, credentials: { openAiApi: credential } },
    );
    const id = await insertWorkflow(server.ctx, {
      nodes: [webhook, agent, model],
      connections: {
        Webhook: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
        'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
      },
    });
    await server.ctx.activeWorkflows.activate(id);
    const res = await server.app.inject({
      method: 'POST',
      url: '/webhook/ask-stream',
      payload: JSON.stringify({ q: 'a webhook that streams' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Line);
    expect(lines[0]!.type).toBe('begin');
    expect(lines.at(-1)!.type).toBe('end');
    expect(lines.filter((l) => l.type === 'item').length).toBeGreaterThan(2);
    expect(
      lines
        .filter((l) => l.type === 'item')
        .map((l) => l.content)
        .join(''),
    ).toBe('Echo: a webhook that streams');
  });

  it('answers in one piece when the agent has streaming off', async () => {
    const trigger = await chatWorkflow(2.2, { enableStreaming: false });
    const lines = await chat(trigger, 'no stream please');
    expect(lines.map((l) => l.type)).toEqual(['begin', 'item', 'end']);
    expect(lines[1]!.content).toBe('Echo: no stream please');
  });
});
