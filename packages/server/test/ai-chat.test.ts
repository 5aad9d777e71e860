import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connections, WorkflowNode } from '@weft/workflow';
import { executionsOf, finishedExecutions, insertWorkflow, node, setNode } from './activation-helpers.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';

const CHAT = '@n8n/n8n-nodes-langchain.chatTrigger';

/** A Chat Trigger (typeVersion 1.4 unless told) with a fresh webhookId. */
function chatTrigger(parameters: Record<string, unknown>, extra: Partial<WorkflowNode> = {}): WorkflowNode {
  return node('When chat message received', CHAT, parameters, { typeVersion: 1.4, webhookId: randomUUID(), ...extra });
}

/** Trigger → Set(output = "You said: <chatInput>"). */
function echoWorkflow(trigger: WorkflowNode): { nodes: WorkflowNode[]; connections: Connections } {
  return {
    nodes: [trigger, setNode('Answer', { output: '=You said: {{ $json.chatInput }}' })],
    connections: { [trigger.name]: { main: [[{ node: 'Answer', type: 'main', index: 0 }]] } },
  };
}

/** A multipart body built by the platform's FormData, as the chat page sends uploads. */
async function multipart(
  parts: Array<[string, string] | [string, { name: string; type: string; text: string }]>,
): Promise<{ body: Buffer; type: string }> {
  const fd = new FormData();
  for (const [k, v] of parts) {
    if (typeof v === 'string') fd.append(k, v);
    else fd.append(k, new Blob([v.text], { type: v.type }), v.name);
  }
  const req = new Request('http://x/', { method: 'POST', body: fd });
  return { body: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

describe.each(DB_KINDS)('Chat Trigger served on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const triggerItem = async (workflowId: string, name = 'When chat message received') =>
    JSON.parse((await finishedExecutions(server.ctx, workflowId))[0]!.data).resultData.runData[name][0].data.main[0][0];

  it('serves the hosted chat page with the node options at /webhook/<webhookId>/chat', async () => {
    const trigger = chatTrigger({
      public: true,
      initialMessages: 'Hello!\nAsk me <anything>',
      options: {
        title: 'Support',
        subtitle: 'We answer fast',
        inputPlaceholder: 'Write here',
        allowFileUploads: true,
        allowedFilesMimeTypes: 'image/*',
      },
    });
    const id = await insertWorkflow(server.ctx, echoWorkflow(trigger));
    await server.ctx.activeWorkflows.activate(id);
    const res = await server.app.inject({ method: 'GET', url: `/webhook/${trigger.webhookId}/chat` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>Support</h1>');
    expect(res.body).toContain('We answer fast');
    expect(res.body).toContain('placeholder="Write here"');
    expect(res.body).toContain('accept="image/*"');
    // Initial messages travel as JSON config, escaped for a script element.
    expect(res.body).toContain('"initialMessages":["Hello!","Ask me \\u003canything>"]');
    expect(res.body).not.toMatch(/<script[^>]+src=/);
  });

  it("answers a message with the last node's first item, the run starting with {sessionId, action, chatInput}", async () => {
    const trigger = chatTrigger({ public: true, mode: 'webhook' });
    const id = await insertWorkflow(server.ctx, echoWorkflow(trigger));
    await server.ctx.activeWorkflows.activate(id);
    const res = await postJson(`/webhook/${trigger.webhookId}/chat`, {
      action: 'sendMessage',
      sessionId: 's-1',
      chatInput: 'hi there',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ output: 'You said: hi there' });
    expect((await triggerItem(id)).json).toEqual({ sessionId: 's-1', action: 'sendMessage', chatInput: 'hi there' });
    expect((await executionsOf(server.ctx, id))[0]!.mode).toBe('webhook');
    // An embedded chat on another page may call it (allowed origins default to any).
    const cors = await postJson(
      `/webhook/${trigger.webhookId}/chat`,
      { action: 'sendMessage', sessionId: 's-1', chatInput: 'again' },
      { origin: 'https://shop.example' },
    );
    expect(cors.headers['access-control-allow-origin']).toBe('*');
  });

  it("answers a streaming chat with n8n's JSON lines (begin, item, end) naming the node that answered", async () => {
    const trigger = chatTrigger({ public: true, mode: 'webhook', options: { responseMode: 'streaming' } });
    const id = await insertWorkflow(server.ctx, echoWorkflow(trigger));
    await server.ctx.activeWorkflows.activate(id);
    const res = await postJson(`/webhook/${trigger.webhookId}/chat`, {
      action: 'sendMessage',
      sessionId: 's-2',
      chatInput: 'stream it',
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; content?: string; metadata: { nodeName: string } });
    expect(lines.map((l) => l.type)).toEqual(['begin', 'item', 'end']);
    expect(lines[1]!.content).toBe('You said: stream it');
    expect(lines.every((l) => l.metadata.nodeName === 'Answer')).toBe(true);
  });

  it('answers 404 when the chat is not public, and loadPreviousSession with no data when it is off', async () => {
    const hidden = chatTrigger({ public: false });
    const hiddenId = await insertWorkflow(server.ctx, echoWorkflow(hidden));
    await server.ctx.activeWorkflows.activate(hiddenId);
    expect((await server.app.inject({ method: 'GET', url: `/webhook/${hidden.webhookId}/chat` })).statusCode).toBe(404);
    expect(
      (await postJson(`/webhook/${hidden.webhookId}/chat`, { action: 'sendMessage', sessionId: 'x', chatInput: 'hi' }))
        .statusCode,
    ).toBe(404);
    expect(await executionsOf(server.ctx, hiddenId)).toHaveLength(0);

    const open = chatTrigger({ public: true });
    const openId = await insertWorkflow(server.ctx, echoWorkflow(open));
    await server.ctx.activeWorkflows.activate(openId);
    const res = await postJson(`/webhook/${open.webhookId}/chat`, { action: 'loadPreviousSession', sessionId: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
    expect(await executionsOf(server.ctx, openId)).toHaveLength(0);
  });

  it('checks basic auth as n8n does (401 asking for it, 403 when wrong) before running', async () => {
    const store = server.ctx.credentialStore;
    const owner = await server.ctx.users.ensureShellOwner();
    const record = await store.repo.create(
      {
        name: 'Chat auth',
        type: 'httpBasicAuth',
        data: store.encrypt({ user: 'ada', password: 's3cret' }),
        nodesAccess: [],
      },
      owner.id,
    );
    const trigger = chatTrigger(
      { public: true, mode: 'webhook', authentication: 'basicAuth' },
      { credentials: { httpBasicAuth: { id: record.id, name: 'Chat auth' } } },
    );
    const id = await insertWorkflow(server.ctx, echoWorkflow(trigger));
    await server.ctx.activeWorkflows.activate(id);
    const url = `/webhook/${trigger.webhookId}/chat`;
    const message = { action: 'sendMessage', sessionId: 's', chatInput: 'hello' };
    const none = await postJson(url, message);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Basic realm="Webhook"');
    expect(none.body).toBe('Authorization is required!');
    const wrong = await postJson(url, message, {
      authorization: `Basic ${Buffer.from('ada:nope').toString('base64')}`,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toBe('Authorization data is wrong!');
    expect(await executionsOf(server.ctx, id)).toHaveLength(0);
    const right = await postJson(url, message, {
      authorization: `Basic ${Buffer.from('ada:s3cret').toString('base64')}`,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().output).toBe('You said: hello');
  });

  it('takes uploads: form fields as the item, files listed in `files` and as binary data0, data1', async () => {
    const trigger = chatTrigger({ public: true, options: { allowFileUploads: true } });
    const id = await insertWorkflow(server.ctx, echoWorkflow(trigger));
    await server.ctx.activeWorkflows.activate(id);
    const { body, type } = await multipart([
      ['action', 'sendMessage'],
      ['sessionId', 'up-1'],
      ['chatInput', 'see files'],
      ['files', { name: 'notes.txt', type: 'text/plain', text: 'hello file' }],
      ['files', { name: 'data.json', type: 'application/json', text: '{"a":1}' }],
    ]);
    const res = await server.app.inject({
      method: 'POST',
      url: `/webhook/${trigger.webhookId}/chat`,
      payload: body,
      headers: { 'content-type': type },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().output).toBe('You said: see files');
    const item = await triggerItem(id);
    expect(item.json).toMatchObject({ action: 'sendMessage', sessionId: 'up-1', chatInput: 'see files' });
    expect(item.json.files).toEqual([
      expect.objectContaining({ fileName: 'notes.txt', mimeType: 'text/plain', binaryKey: 'data0' }),
      expect.objectContaining({ fileName: 'data.json', mimeType: 'application/json', binaryKey: 'data1' }),
    ]);
    expect(Object.keys(item.binary)).toEqual(['data0', 'data1']);
    expect(item.binary.data0.mimeType).toBe('text/plain');
  });

  it('refuses a message that is not a JSON object', async () => {
    const trigger = chatTrigger({ public: true, mode: 'webhook' });
    const id = await insertWorkflow(server.ctx, echoWorkflow(trigger));
    await server.ctx.activeWorkflows.activate(id);
    const res = await server.app.inject({
      method: 'POST',
      url: `/webhook/${trigger.webhookId}/chat`,
      payload: '[1,2',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(await executionsOf(server.ctx, id)).toHaveLength(0);
  });

  it("loads a returning session's messages from the memory, leaving out hidden ones", async () => {
    const trigger = chatTrigger({ public: true, options: { loadPreviousSession: 'memory' } });
    const memory = node('Simple Memory', '@n8n/n8n-nodes-langchain.memoryBufferWindow', {}, { typeVersion: 1.3 });
    const manager = node(
      'Chat Memory Manager',
      '@n8n/n8n-nodes-langchain.memoryManager',
      {
        mode: 'insert',
        messages: {
          messageValues: [
            { type: 'user', message: 'Where is my order?' },
            { type: 'ai', message: 'On its way.' },
            { type: 'system', message: 'internal note', hideFromUI: true },
          ],
        },
      },
      { typeVersion: 1.1 },
    );
    const id = await insertWorkflow(server.ctx, {
      nodes: [trigger, memory, manager],
      connections: {
        [trigger.name]: { main: [[{ node: manager.name, type: 'main', index: 0 }]] },
        [memory.name]: {
          ai_memory: [
            [
              { node: manager.name, type: 'ai_memory', index: 0 },
              { node: trigger.name, type: 'ai_memory', index: 0 },
            ],
          ],
        },
      },
    });
    await server.ctx.activeWorkflows.activate(id);
    const url = `/webhook/${trigger.webhookId}/chat`;
    const sent = await postJson(url, { action: 'sendMessage', sessionId: 'mem-1', chatInput: 'store it' });
    expect(sent.statusCode).toBe(200);
    const res = await postJson(url, { action: 'loadPreviousSession', sessionId: 'mem-1' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ id: string[]; kwargs: { content: string } }>;
    expect(data.map((m) => [m.id[m.id.length - 1], m.kwargs.content])).toEqual([
      ['HumanMessage', 'Where is my order?'],
      ['AIMessage', 'On its way.'],
    ]);
    const other = await postJson(url, { action: 'loadPreviousSession', sessionId: 'someone-else' });
    expect(other.json()).toEqual({ data: [] });
    // Reading the memory leaves no execution behind, as in n8n.
    expect(await executionsOf(server.ctx, id)).toHaveLength(1);
  });

  it('runs a test chat while the editor listens, and the editor chat endpoint starts manual runs for users who may execute', async () => {
    const owner = await server.owner();
    const trigger = chatTrigger({ public: true, mode: 'webhook' });
    const id = await insertWorkflow(server.ctx, { ...echoWorkflow(trigger), ownerId: owner.user.id });
    const listen = await owner.post('/rest/workflows/run', { workflowId: id });
    expect(listen.body.data).toEqual({ waitingForWebhook: true });
    const res = await postJson(`/webhook-test/${trigger.webhookId}/chat`, {
      action: 'sendMessage',
      sessionId: 't',
      chatInput: 'test run',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().output).toBe('You said: test run');
    expect((await executionsOf(server.ctx, id))[0]!.mode).toBe('manual');
    // One message ends the listening, as in n8n.
    expect(
      (
        await postJson(`/webhook-test/${trigger.webhookId}/chat`, {
          action: 'sendMessage',
          sessionId: 't',
          chatInput: 'again',
        })
      ).statusCode,
    ).toBe(404);

    const chat = await owner.post('/rest/ai-chat/run', {
      workflowId: id,
      sessionId: 'editor-1',
      chatInput: 'from the editor',
    });
    expect(chat.status).toBe(200);
    expect(chat.body.data).toMatchObject({
      sessionId: 'editor-1',
      status: 'success',
      response: { output: 'You said: from the editor' },
    });

    const member = await server.member();
    expect((await member.post('/rest/ai-chat/run', { workflowId: id, chatInput: 'hi' })).status).toBe(403);
    expect((await server.anonymous.post('/rest/ai-chat/run', { workflowId: id, chatInput: 'hi' })).status).toBe(401);
  });
});
