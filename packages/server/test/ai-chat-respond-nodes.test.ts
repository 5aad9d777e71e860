/**
 * A Chat Trigger answering "Using Response Nodes", served as n8n serves it: the message POST
 * answers `{ executionStarted, executionId }`; the chat then follows the execution over its socket
 * (`/chat?sessionId=…&executionId=…&isPublic=true`), gets each Respond to Chat message, answers the
 * ones that wait, and sees the socket close when the execution has finished. An AI Agent 3 whose
 * tool is Respond to Chat (chatTool) asks the user through the same socket. Real server, real
 * WebSocket, SQLite and PostgreSQL, and the loopback AI fake as the model.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Connections, WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from '../../nodes/test/ai-fake/server.mjs';
import { ExecutionRepository } from '../src/repositories/executions.js';
import { executionsOf, insertWorkflow, node, setNode, waitFor } from './activation-helpers.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';

const CHAT = '@n8n/n8n-nodes-langchain.chatTrigger';
const RESPOND = '@n8n/n8n-nodes-langchain.chat';

function chatTrigger(options: Record<string, unknown> = { responseMode: 'responseNodes' }): WorkflowNode {
  return node(
    'When chat message received',
    CHAT,
    { public: true, mode: 'hostedChat', options },
    {
      typeVersion: 1.3,
      webhookId: randomUUID(),
    },
  );
}

/** Trigger → Ask (waits) → Greeting (Set) → Tell (does not wait). */
function interview(trigger: WorkflowNode): { nodes: WorkflowNode[]; connections: Connections } {
  return {
    nodes: [
      trigger,
      node('Ask', RESPOND, { message: '=You wrote "{{ $json.chatInput }}". What is your name?' }),
      setNode('Greeting', { reply: '=Hello {{ $json.chatInput }}' }),
      node('Tell', RESPOND, { message: '={{ $json.reply }}', waitUserReply: false }),
    ],
    connections: {
      [trigger.name]: { main: [[{ node: 'Ask', type: 'main', index: 0 }]] },
      Ask: { main: [[{ node: 'Greeting', type: 'main', index: 0 }]] },
      Greeting: { main: [[{ node: 'Tell', type: 'main', index: 0 }]] },
    },
  };
}

/** A socket that records every frame and its close code. */
interface Follower {
  frames: string[];
  closed: Promise<number>;
  send(text: string): void;
  next(predicate: (frame: string) => boolean): Promise<string>;
}

function follow(url: string): Promise<Follower> {
  const socket = new WebSocket(url);
  const frames: string[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data) => {
    const text = Buffer.from(data as Buffer).toString('utf8');
    frames.push(text);
    if (text === 'n8n|heartbeat') socket.send('n8n|heartbeat-ack');
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        frames,
        closed,
        send: (text) => socket.send(text),
        next: (predicate) => waitFor(async () => frames.find(predicate), 20_000),
      }),
    );
  });
}

describe.each(DB_KINDS)('Respond to Chat over the chat socket on %s', (kind) => {
  let server: TestServer;
  let origin: string;
  let fake: AiFake;
  beforeAll(async () => {
    server = await createTestServer(kind);
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    fake = await startAiFake({ port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const post = (trigger: WorkflowNode, body: unknown) =>
    fetch(`${origin}/webhook/${trigger.webhookId}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const socketUrl = (sessionId: string, executionId: string) =>
    `${origin.replace(/^http/, 'ws')}/chat?sessionId=${sessionId}&executionId=${executionId}&isPublic=true`;

  it('sends each message, resumes with the reply, goes on at once where the node does not wait, and closes at the end', async () => {
    const trigger = chatTrigger();
    const id = await insertWorkflow(server.ctx, interview(trigger));
    await server.ctx.activeWorkflows.activate(id);
    const res = await post(trigger, { action: 'sendMessage', sessionId: 's-1', chatInput: 'hi' });
    expect(res.status).toBe(200);
    const started = (await res.json()) as { executionStarted: boolean; executionId: string };
    expect(started).toEqual({ executionStarted: true, executionId: expect.any(String) });

    const chat = await follow(socketUrl('s-1', started.executionId));
    await chat.next((f) => f.startsWith('You wrote'));
    expect(chat.frames.slice(0, 2)).toEqual(['n8n|heartbeat', 'You wrote "hi". What is your name?']);
    const repo = new ExecutionRepository(server.ctx.db);
    expect((await repo.get(started.executionId))!.status).toBe('waiting');
    // The socket reads the whole execution only when its change marker moves: reading changes nothing.
    const marker = await repo.changeMarker(started.executionId);
    expect(marker).toMatch(/^waiting\|/);
    expect(await repo.changeMarker(started.executionId)).toBe(marker);
    expect(await repo.changeMarker('999999')).toBeUndefined();

    chat.send(JSON.stringify({ sessionId: 's-1', action: 'sendMessage', chatInput: 'Ada' }));
    await chat.next((f) => f === 'Hello Ada');
    expect(await chat.closed).toBe(1000);
    expect(chat.frames.filter((f) => f !== 'n8n|heartbeat')).toEqual([
      'You wrote "hi". What is your name?',
      'Hello Ada',
      'n8n|continue',
    ]);

    const record = await waitFor(async () => {
      const r = await repo.get(started.executionId);
      return r?.status === 'success' ? r : undefined;
    });
    expect(await repo.changeMarker(started.executionId)).not.toBe(marker);
    const runData = record.data.resultData.runData;
    // As n8n: the waiting run is replaced by the reply; the node that does not wait passes its input on.
    expect(runData.Ask).toHaveLength(1);
    expect(runData.Ask![0]!.data!.main![0]!.map((i) => i.json)).toEqual([
      { sessionId: 's-1', action: 'sendMessage', chatInput: 'Ada' },
    ]);
    expect(runData.Tell![0]!.data!.main![0]!.map((i) => i.json)).toEqual([{ reply: 'Hello Ada' }]);
  });

  it('lets an AI Agent 3 ask the user through its Respond to Chat tool, and goes on with the reply', async () => {
    const store = server.ctx.credentialStore;
    const owner = await server.ctx.users.ensureShellOwner();
    const credential = await store.repo.create(
      {
        name: 'Fake OpenAI',
        type: 'openAiApi',
        data: store.encrypt({ apiKey: 'sk-test', url: `${fake.url}/v1` }),
        nodesAccess: [],
      },
      owner.id,
    );
    const trigger = chatTrigger();
    const id = await insertWorkflow(server.ctx, {
      nodes: [
        trigger,
        node('AI Agent', '@n8n/n8n-nodes-langchain.agent', { options: {} }, { typeVersion: 3 }),
        node(
          'OpenAI Chat Model',
          '@n8n/n8n-nodes-langchain.lmChatOpenAi',
          { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
          { typeVersion: 1.2, credentials: { openAiApi: { id: credential.id, name: 'Fake OpenAI' } } },
        ),
        node('Ask user', '@n8n/n8n-nodes-langchain.chatTool', {
          message: "={{ $fromAI('message', 'What to ask', 'string') }}",
          toolDescription: 'Asks the user',
        }),
        node('Tell', RESPOND, { message: '={{ $json.output }}', waitUserReply: false }),
      ],
      connections: {
        [trigger.name]: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
        'AI Agent': { main: [[{ node: 'Tell', type: 'main', index: 0 }]] },
        'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
        'Ask user': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
      },
    });
    await server.ctx.activeWorkflows.activate(id);
    const res = await post(trigger, {
      action: 'sendMessage',
      sessionId: 's-9',
      chatInput: '@tool(Ask_user, {"message":"What is your name?"})',
    });
    const { executionId } = (await res.json()) as { executionId: string };
    const chat = await follow(socketUrl('s-9', executionId));
    await chat.next((f) => f === 'What is your name?');
    chat.send(JSON.stringify({ sessionId: 's-9', action: 'sendMessage', chatInput: 'Ada' }));
    const answer = await chat.next((f) => f.startsWith('Tools said:'));
    expect(JSON.parse(answer.slice('Tools said: '.length))).toEqual([
      { sessionId: 's-9', action: 'sendMessage', chatInput: 'Ada' },
    ]);
    expect(await chat.closed).toBe(1000);
    const record = await waitFor(async () => {
      const r = await new ExecutionRepository(server.ctx.db).get(executionId);
      return r?.status === 'success' ? r : undefined;
    });
    expect(record.data.resultData.runData['Ask user']![0]!.executionStatus).toBe('success');
  });

  it("refuses a socket whose session is not the execution's, and leaves the execution waiting", async () => {
    const trigger = chatTrigger();
    const id = await insertWorkflow(server.ctx, interview(trigger));
    await server.ctx.activeWorkflows.activate(id);
    const res = await post(trigger, { action: 'sendMessage', sessionId: 's-owner', chatInput: 'hi' });
    const { executionId } = (await res.json()) as { executionId: string };
    const intruder = await follow(socketUrl('s-other', executionId));
    expect(await intruder.closed).toBe(1008);
    // Connected before the run saved its trigger's output, the socket is checked at the next poll
    // and may get a heartbeat meanwhile; it never gets the chat's messages.
    expect(intruder.frames.filter((f) => f !== 'n8n|heartbeat')).toEqual([
      `Execution with id "${executionId}" does not exist`,
    ]);
    const missing = await follow(socketUrl('s-owner', '999999'));
    expect(await missing.closed).toBe(1008);
    const repo = new ExecutionRepository(server.ctx.db);
    await waitFor(async () => ((await repo.get(executionId))?.status === 'waiting' ? true : undefined));
    await server.ctx.executions.stop(executionId);
  });

  it('fails the node with n8n\'s message when the trigger does not answer "Using Response Nodes"', async () => {
    const trigger = chatTrigger({ responseMode: 'lastNode' });
    const id = await insertWorkflow(server.ctx, interview(trigger));
    await server.ctx.activeWorkflows.activate(id);
    const res = await post(trigger, { action: 'sendMessage', sessionId: 's-2', chatInput: 'hi' });
    expect(res.status).toBe(500);
    const repo = new ExecutionRepository(server.ctx.db);
    const [row] = await executionsOf(server.ctx, id);
    const record = await repo.get(String(row!.id));
    expect(record!.status).toBe('error');
    expect(record!.data.resultData.error?.message).toBe(
      '"Response Mode" in the chat trigger node must be set to "Respond Nodes"',
    );
  });

  it('hosts a chat page that follows the execution over the socket', async () => {
    const trigger = chatTrigger();
    const id = await insertWorkflow(server.ctx, interview(trigger));
    await server.ctx.activeWorkflows.activate(id);
    const page = await (await fetch(`${origin}/webhook/${trigger.webhookId}/chat`)).text();
    expect(page).toContain('"responseNodes":true');
    expect(page).toContain("'/chat?sessionId='");
  });
});
