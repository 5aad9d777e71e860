/**
 * A conversation led by Respond to Chat nodes, in Chromium against a real `weft start`: the Chat
 * Trigger answers "Using Response Nodes", a first node asks and waits for the reply, a second
 * answers without waiting. Both the editor's chat panel and the hosted chat page follow the
 * execution over the chat socket, send the reply into the waiting execution, and show each message.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rest, screenshot, useSignedInWeft } from './harness';

const AI = '@n8n/n8n-nodes-langchain';

/** Trigger → Ask (waits) → Greeting (Set) → Tell (does not wait), in n8n's format. */
function interview(webhookId: string) {
  return {
    name: 'Interview',
    nodes: [
      {
        id: randomUUID(),
        name: 'When chat message received',
        type: `${AI}.chatTrigger`,
        typeVersion: 1.3,
        position: [0, 0],
        webhookId,
        parameters: {
          public: true,
          mode: 'hostedChat',
          options: { responseMode: 'responseNodes', title: 'Interview' },
        },
      },
      {
        id: randomUUID(),
        name: 'Ask',
        type: `${AI}.chat`,
        typeVersion: 1,
        position: [220, 0],
        parameters: { message: '=You wrote "{{ $json.chatInput }}". What is your name?' },
      },
      {
        id: randomUUID(),
        name: 'Greeting',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [440, 0],
        parameters: {
          assignments: {
            assignments: [{ id: 'a1', name: 'reply', value: '=Hello {{ $json.chatInput }}', type: 'string' }],
          },
          options: {},
        },
      },
      {
        id: randomUUID(),
        name: 'Tell',
        type: `${AI}.chat`,
        typeVersion: 1,
        position: [660, 0],
        parameters: { message: '={{ $json.reply }}', waitUserReply: false },
      },
    ],
    connections: {
      'When chat message received': { main: [[{ node: 'Ask', type: 'main', index: 0 }]] },
      Ask: { main: [[{ node: 'Greeting', type: 'main', index: 0 }]] },
      Greeting: { main: [[{ node: 'Tell', type: 'main', index: 0 }]] },
    },
    settings: {},
  };
}

const bot = (page: Page, testId: string) => page.getByTestId(testId);

describe('Respond to Chat', () => {
  const session = useSignedInWeft();

  it('leads a conversation in the editor chat: the question, the reply into the waiting execution, the answer', async () => {
    const { weft, cookie } = session;
    const created = await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', interview(randomUUID()));
    const { page, errors } = await session.ownerPage({ width: 1280, height: 800 });
    await page.goto(`${weft.url}/workflow/${created.id}`);
    await page.locator('[data-testid="canvas-node"][data-node-name="Ask"]').waitFor();
    await page.getByTestId('open-chat').click();
    await page.getByTestId('chat-view').waitFor();
    await page.getByTestId('chat-input').fill('hi');
    await page.keyboard.press('Enter');
    await expect.poll(() => bot(page, 'chat-message-bot').count(), { timeout: 30_000 }).toBe(1);
    await expect(bot(page, 'chat-message-bot').first().textContent()).resolves.toBe(
      'You wrote "hi". What is your name?',
    );
    await page.getByTestId('chat-input').fill('Ada');
    await page.keyboard.press('Enter');
    await expect.poll(() => bot(page, 'chat-message-bot').count(), { timeout: 30_000 }).toBe(2);
    await expect(bot(page, 'chat-message-bot').nth(1).textContent()).resolves.toBe('Hello Ada');
    // The execution finished: one run, which the reply resumed.
    const filter = encodeURIComponent(JSON.stringify({ workflowId: created.id }));
    await expect
      .poll(
        async () =>
          (await rest<{ results: Array<{ status: string }> }>(weft, cookie, 'GET', `/executions?filter=${filter}`))
            .results,
        { timeout: 15_000 },
      )
      .toEqual([expect.objectContaining({ status: 'success' })]);
    // Once it finished, the canvas and the logs show the whole run.
    await page.getByTestId('run-result').filter({ hasText: 'Workflow executed successfully' }).waitFor();
    await screenshot(page, 'chat-respond-nodes-editor');
    expect(errors).toEqual([]);
  });

  it('leads the same conversation on the hosted chat page', async () => {
    const { weft, cookie } = session;
    const webhookId = randomUUID();
    const created = await rest<{ id: string; versionId: string }>(weft, cookie, 'POST', '/workflows', {
      ...interview(webhookId),
      name: 'Interview (public)',
    });
    await rest(weft, cookie, 'PATCH', `/workflows/${created.id}`, { active: true, versionId: created.versionId });
    const { page, errors } = await session.ownerPage({ width: 900, height: 700 });
    await page.goto(`${weft.url}/webhook/${webhookId}/chat`);
    await page.locator('#chat-input').waitFor();
    const botMessages = page.locator('.chat-message-from-bot:not(.chat-message-typing)');
    const before = await botMessages.count();
    await page.locator('#chat-input').fill('hi');
    await page.keyboard.press('Enter');
    await expect.poll(() => botMessages.count(), { timeout: 30_000 }).toBe(before + 1);
    await expect(botMessages.last().textContent()).resolves.toBe('You wrote "hi". What is your name?');
    await page.locator('#chat-input').fill('Ada');
    await page.keyboard.press('Enter');
    await expect.poll(() => botMessages.count(), { timeout: 30_000 }).toBe(before + 2);
    await expect(botMessages.last().textContent()).resolves.toBe('Hello Ada');
    // The execution finished: the socket closed and nothing is pending.
    await expect.poll(() => page.locator('.chat-message-typing').count(), { timeout: 15_000 }).toBe(0);
    await screenshot(page, 'chat-respond-nodes-hosted');
    expect(errors).toEqual([]);
  });
});
