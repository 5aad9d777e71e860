/**
 * The hosted chat page of a Chat Trigger in real Chromium: sending a message shows the workflow's
 * answer, the session id stays in localStorage, and a returning browser sees its earlier messages
 * from the memory. Screenshots go to test-results/screenshots/chat-*.png.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkflow, node, setNode } from './activation-helpers.js';
import { createTestServer, type TestServer } from './harness.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const SHOTS = 'test-results/screenshots';

describe('hosted chat page in Chromium', () => {
  let browser: Browser;
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await createTestServer('sqlite', { WEFT_BASE_URL: base });
    await server.app.listen({ port, host: '127.0.0.1' });
    mkdirSync(SHOTS, { recursive: true });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sends messages, shows the answers and, on return, the session from memory', async () => {
    const trigger = node(
      'When chat message received',
      '@n8n/n8n-nodes-langchain.chatTrigger',
      {
        public: true,
        initialMessages: 'Hi there! 👋\nAsk me anything.',
        options: {
          title: 'Weft Support',
          subtitle: 'Answers come from a workflow',
          loadPreviousSession: 'memory',
          allowFileUploads: true,
        },
      },
      { typeVersion: 1.4, webhookId: randomUUID() },
    );
    const memory = node('Simple Memory', '@n8n/n8n-nodes-langchain.memoryBufferWindow', {}, { typeVersion: 1.3 });
    const manager = node(
      'Chat Memory Manager',
      '@n8n/n8n-nodes-langchain.memoryManager',
      {
        mode: 'insert',
        messages: {
          messageValues: [
            { type: 'user', message: '={{ $json.chatInput }}' },
            { type: 'ai', message: '=You said: {{ $json.chatInput }}' },
          ],
        },
      },
      { typeVersion: 1.1 },
    );
    const answer = setNode('Answer', {
      output: "=You said: {{ $('When chat message received').item.json.chatInput }}",
    });
    const id = await insertWorkflow(server.ctx, {
      nodes: [trigger, memory, manager, answer],
      connections: {
        [trigger.name]: { main: [[{ node: manager.name, type: 'main', index: 0 }]] },
        [manager.name]: { main: [[{ node: answer.name, type: 'main', index: 0 }]] },
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

    const page = await browser.newPage({ viewport: { width: 900, height: 640 } });
    const url = `${base}/webhook/${trigger.webhookId}/chat`;
    await page.goto(url);
    await expect(page.locator('.chat-header h1').textContent()).resolves.toBe('Weft Support');
    await expect(page.locator('.chat-message-from-bot').allTextContents()).resolves.toEqual([
      'Hi there! 👋',
      'Ask me anything.',
    ]);
    await page.fill('#chat-input', 'Where is my parcel?');
    await page.click('#chat-send');
    await page.locator('.chat-message-from-bot', { hasText: 'You said: Where is my parcel?' }).waitFor();
    const sessionId = await page.evaluate(
      () => Object.entries(localStorage).find(([k]) => k.startsWith('weft-chat-session:'))?.[1],
    );
    expect(sessionId).toMatch(/\S{8,}/);
    await page.screenshot({ path: `${SHOTS}/chat-conversation.png` });

    // A returning browser keeps its session and loads it from the memory.
    await page.reload();
    await page.locator('.chat-message-from-user', { hasText: 'Where is my parcel?' }).waitFor();
    const texts = await page.locator('.chat-message').allTextContents();
    expect(texts).toEqual(['Hi there! 👋', 'Ask me anything.', 'Where is my parcel?', 'You said: Where is my parcel?']);
    await page.screenshot({ path: `${SHOTS}/chat-returning-session.png` });

    // An upload goes as multipart; the run's item lists the file and carries it as binary data0.
    await page.setInputFiles('#chat-files', {
      name: 'invoice.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Invoice 42'),
    });
    await page.fill('#chat-input', 'See the attachment');
    await page.click('#chat-send');
    await page.locator('.chat-message-from-bot', { hasText: 'You said: See the attachment' }).waitFor();
    await expect(page.locator('.chat-files').last().textContent()).resolves.toBe('invoice.txt');
    const rows = await server.ctx.db.kysely
      .selectFrom('execution')
      .select(['data'])
      .where('workflowId', '=', id)
      .orderBy('id')
      .execute();
    const item = JSON.parse(rows[rows.length - 1]!.data).resultData.runData[trigger.name][0].data.main[0][0];
    expect(item.json).toMatchObject({
      action: 'sendMessage',
      sessionId,
      chatInput: 'See the attachment',
      files: [expect.objectContaining({ fileName: 'invoice.txt', binaryKey: 'data0' })],
    });
    expect(item.binary.data0.mimeType).toBe('text/plain');
    await page.screenshot({ path: `${SHOTS}/chat-upload.png` });
    await page.close();
  }, 60_000);
});
