/**
 * AI cluster nodes on the canvas (issue 15 item 3), in Chromium against a real weft start: the
 * node creator's AI section, an agent's labelled sub-node inputs, "+" under an input offering
 * only nodes of its type, the maximum of an input, a refused connection between unlike types,
 * and the connections saved in n8n's format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startAiFake, type AiFake } from '../../nodes/test/ai-fake/server.mjs';
import {
  launchBrowser,
  openPage,
  rest,
  screenshot,
  setupOwnerViaApi,
  startWeft,
  useCookie,
  type WeftProcess,
} from './harness';

const AI = '@n8n/n8n-nodes-langchain';
const node = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const subEdges = (page: Page) => page.locator('.react-flow__edge.cedge--sub').count();

/** Leaves the node view a new node opens with. */
async function closeNdv(page: Page): Promise<void> {
  await page.getByTestId('ndv').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('ndv').waitFor({ state: 'detached' });
}

/** Drags from one handle to another with the mouse, in small steps as a person does. */
async function dragHandle(page: Page, from: string, to: string): Promise<void> {
  const a = (await page.locator(from).boundingBox())!;
  const b = (await page.locator(to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(a.x + a.width / 2 + ((b.x - a.x) * i) / 10, a.y + a.height / 2 + ((b.y - a.y) * i) / 10);
  await page.mouse.up();
}

describe('AI cluster nodes on the canvas', () => {
  let weft: WeftProcess;
  let browser: Browser;
  let cookie: string;
  let fake: AiFake;
  let savedId = '';

  beforeAll(async () => {
    fake = await startAiFake({ port: 0 });
    weft = await startWeft();
    browser = await launchBrowser();
    cookie = await setupOwnerViaApi(weft);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await weft?.stop();
    await fake?.close();
  });

  it('wires a chat model, memory and a tool to an agent through its labelled inputs, and saves them as n8n does', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
    await useCookie(context, weft, cookie);
    await page.goto(`${weft.url}/workflow/new`);

    // The chat trigger, then the agent from the AI section of the node creator.
    await page.getByTestId('canvas-add-first-step').click();
    await page.getByLabel('Search nodes').fill('chat trigger');
    await page.locator(`[data-testid="node-creator-item"][data-node-type="${AI}.chatTrigger"]`).first().click();
    await closeNdv(page);
    await page.getByTestId('open-node-creator').click();
    await page.getByRole('button', { name: /^AI/ }).first().click();
    await expect(page.getByRole('heading', { name: 'AI', exact: true }).isVisible()).resolves.toBe(true);
    const aiPage = await page
      .locator('[data-testid="node-creator-item"][data-node-type]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-node-type')));
    expect(aiPage).toContain(`${AI}.agent`);
    expect(aiPage).not.toContain(`${AI}.lmChatOpenAi`); // sub-nodes sit in the sub-categories
    await screenshot(page, 'ai-node-creator-section');
    await page.locator(`[data-testid="node-creator-item"][data-node-type="${AI}.agent"]`).click();
    await closeNdv(page);

    // The agent shows its sub-node inputs, the chat model marked as required.
    const agent = node(page, 'AI Agent');
    await expect(
      agent
        .locator('[data-testid="sub-node-input"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-label'))),
    ).resolves.toEqual(['Chat Model', 'Memory', 'Tool']);
    await expect(agent.locator('.whandle--required').count()).resolves.toBe(1);
    await screenshot(page, 'ai-agent-inputs');

    // "+" under Chat Model offers chat models only.
    await page.getByRole('button', { name: 'Add Chat Model to AI Agent' }).click();
    await expect(page.getByRole('heading', { name: 'Add Chat Model', exact: true }).isVisible()).resolves.toBe(true);
    const offered = await page
      .locator('[data-testid="node-creator-item"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-node-type')));
    expect(offered).toContain(`${AI}.lmChatOpenAi`);
    expect(offered).not.toContain('weft.set');
    expect(offered).not.toContain(`${AI}.memoryBufferWindow`);
    expect(offered).not.toContain(`${AI}.lmOllama`); // a completion model: the agent's input filters it out
    await screenshot(page, 'ai-add-chat-model');
    await page.getByLabel('Search nodes').fill('openai');
    await page.locator(`[data-testid="node-creator-item"][data-node-type="${AI}.lmChatOpenAi"]`).click();
    await closeNdv(page);

    await page.getByRole('button', { name: 'Add Memory to AI Agent' }).click();
    await page.locator(`[data-testid="node-creator-item"][data-node-type="${AI}.memoryBufferWindow"]`).click();
    await closeNdv(page);
    await page.getByRole('button', { name: 'Add Tool to AI Agent' }).click();
    await page.getByLabel('Search nodes').fill('calculator');
    await page.locator(`[data-testid="node-creator-item"][data-node-type="${AI}.toolCalculator"]`).click();
    await closeNdv(page);

    await expect.poll(() => subEdges(page)).toBe(3);
    // Inputs that take one node lose their "+" once used; Tool takes any number.
    await expect(page.getByRole('button', { name: 'Add Chat Model to AI Agent' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Add Memory to AI Agent' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Add Tool to AI Agent' }).count()).resolves.toBe(1);
    await expect(agent.locator('.whandle--required').count()).resolves.toBe(0);
    await expect(node(page, 'OpenAI Chat Model').getAttribute('class')).resolves.toContain('wnode--sub');

    // A chat model dragged onto the Tool input is refused: unlike types never join.
    await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await page
      .getByRole('button', { name: 'Fit view' })
      .click()
      .catch(() => undefined);
    await page.waitForTimeout(300);
    await dragHandle(
      page,
      '[data-node-name="OpenAI Chat Model"] [data-testid="sub-node-output"]',
      '[data-node-name="AI Agent"] [data-connection-type="ai_tool"]',
    );
    await page.waitForTimeout(200);
    expect(await subEdges(page)).toBe(3);
    await screenshot(page, 'ai-agent-wired');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await screenshot(page, 'ai-agent-wired-dark');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));

    await page.keyboard.press('Control+s');
    await page.waitForURL(/\/workflow\/(?!new)[^/]+$/);
    await expect.poll(() => page.getByTestId('workflow-save').textContent()).toBe('Saved');
    const id = decodeURIComponent(page.url().split('/workflow/')[1]!);
    savedId = id;
    const stored = await rest(weft, cookie, 'GET', `/workflows/${id}`);
    expect(stored.connections['OpenAI Chat Model']).toEqual({
      ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]],
    });
    expect(stored.connections['Simple Memory']).toEqual({
      ai_memory: [[{ node: 'AI Agent', type: 'ai_memory', index: 0 }]],
    });
    expect(stored.connections.Calculator).toEqual({ ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] });
    expect(stored.connections['When chat message received']).toEqual({
      main: [[{ node: 'AI Agent', type: 'main', index: 0 }]],
    });

    // Reloaded, the sub-node connections are drawn to their inputs again.
    await page.reload();
    await agent.waitFor();
    await expect.poll(() => subEdges(page)).toBe(3);
    expect(errors).toEqual([]);
  }, 180_000);

  it('chats with the agent in the chat panel: the second answer has the first in its memory, and the logs show each model and tool call with tokens', async () => {
    expect(savedId).not.toBe('');
    // The chat model calls the loopback fake provider (scripted by directives in the message).
    const credential = await rest<{ id: string; name: string }>(weft, cookie, 'POST', '/credentials', {
      name: 'Fake OpenAI',
      type: 'openAiApi',
      data: { apiKey: 'sk-test', url: `${fake.url}/v1` },
    });
    const stored = await rest(weft, cookie, 'GET', `/workflows/${savedId}`);
    const nodes = (stored.nodes as Array<{ name: string; credentials?: unknown }>).map((n) =>
      n.name === 'OpenAI Chat Model'
        ? { ...n, credentials: { openAiApi: { id: credential.id, name: credential.name } } }
        : n,
    );
    await rest(weft, cookie, 'PATCH', `/workflows/${savedId}`, { nodes, versionId: stored.versionId });

    const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
    await useCookie(context, weft, cookie);
    await page.goto(`${weft.url}/workflow/${savedId}`);
    await node(page, 'AI Agent').waitFor();
    await page.getByTestId('open-chat').click();
    await page.getByTestId('chat-view').waitFor();
    await screenshot(page, 'ai-chat-empty');

    await page
      .getByTestId('chat-input')
      .fill('My name is Ada. @tool(Calculator, {"input": "6 * 7"}) @final(Six times seven is 42)');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('chat-message-bot').count(), { timeout: 60_000 }).toBe(1);
    await expect(page.getByTestId('chat-message-bot').first().textContent()).resolves.toBe('Six times seven is 42');

    // The logs view holds the run: the agent, inside it both model calls and the tool call, each with tokens.
    // (The memory's reads and writes are entries of their own, as in n8n.)
    const callsUnderAgent = () =>
      page.locator('[data-testid="log-entry"][data-depth="1"]:not([data-connection-type="ai_memory"])');
    await expect.poll(() => callsUnderAgent().count()).toBe(3);
    const calls = await callsUnderAgent().evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-node')}:${e.getAttribute('data-connection-type')}`),
    );
    expect(calls).toEqual([
      'OpenAI Chat Model:ai_languageModel',
      'Calculator:ai_tool',
      'OpenAI Chat Model:ai_languageModel',
    ]);
    await expect(
      page.locator('[data-testid="log-entry"][data-depth="1"][data-connection-type="ai_memory"]').count(),
    ).resolves.toBeGreaterThan(0);
    const modelTokens = await page
      .locator('[data-testid="log-entry"][data-connection-type="ai_languageModel"] [data-testid="log-tokens"]')
      .allTextContents();
    expect(modelTokens).toHaveLength(2);
    for (const t of modelTokens) expect(t).toMatch(/^~?\d+ tokens$/);
    await expect(
      page.locator('[data-testid="log-entry"][data-node="AI Agent"] [data-testid="log-tokens"]').textContent(),
    ).resolves.toMatch(/\d+ tokens/);
    await page.locator('[data-testid="log-entry"][data-node="Calculator"]').click();
    await expect(page.getByTestId('log-output').textContent()).resolves.toContain('42');
    await screenshot(page, 'ai-chat-logs');

    // The second message: the memory gives the model the first exchange.
    const before = fake.requests.length;
    await page.getByTestId('chat-input').fill('What is my name?');
    await page.getByTestId('chat-send').click();
    await expect.poll(() => page.getByTestId('chat-message-bot').count(), { timeout: 60_000 }).toBe(2);
    await expect(page.getByTestId('chat-message-bot').nth(1).textContent()).resolves.toBe('Echo: What is my name?');
    const second = fake.requests.slice(before).filter((r) => /\/v1\/(chat\/completions|responses)$/.test(r.path));
    expect(second.length).toBeGreaterThan(0);
    expect(JSON.stringify(second[0]!.body)).toContain('My name is Ada');
    await screenshot(page, 'ai-chat-second-answer');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await screenshot(page, 'ai-chat-second-answer-dark');

    // A new session starts with no messages.
    await page.getByTestId('chat-new-session').click();
    await expect(page.getByTestId('chat-message-bot').count()).resolves.toBe(0);

    // The logs of a past execution: the first chat run, opened from the workflow's executions.
    const list = await rest(
      weft,
      cookie,
      'GET',
      `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: savedId }))}`,
    );
    const first = (list.results as Array<{ id: string }>).map((e) => e.id).sort((a, b) => Number(a) - Number(b))[0]!;
    await page.goto(`${weft.url}/workflow/${savedId}/executions/${first}`);
    await page.getByTestId('logs-toggle').click();
    await expect.poll(() => page.locator('[data-testid="log-entry"][data-node="Calculator"]').count()).toBe(1);
    // The workflow moved above the opened panel: no node hides behind it.
    const panelTop = (await page.getByTestId('bottom-panel').boundingBox())!.y;
    await expect
      .poll(async () =>
        Math.max(
          ...(await page
            .locator('.react-flow__node')
            .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom))),
        ),
      )
      .toBeLessThanOrEqual(panelTop);
    await expect(page.getByTestId('open-chat').count()).resolves.toBe(0);
    await screenshot(page, 'ai-execution-logs');
    expect(errors).toEqual([]);
  }, 240_000);

  it('lets the model define a parameter of a tool: a button per parameter, a chip instead of the input, saved as $fromAI', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
    await useCookie(context, weft, cookie);
    await page.goto(`${weft.url}/workflow/${savedId}`);
    await node(page, 'AI Agent').waitFor();
    await page.getByRole('button', { name: 'Add Tool to AI Agent' }).click();
    await page.getByLabel('Search nodes').fill('http request');
    await page.locator('[data-testid="node-creator-item"][data-node-type="weft.httpRequestTool"]').click();
    await page.getByTestId('ndv').waitFor();
    await page.getByRole('button', { name: 'Let the model define URL' }).click();
    await page.getByTestId('from-ai-chip').waitFor();
    await expect(page.getByTestId('from-ai-chip').textContent()).resolves.toContain(
      'Defined automatically by the model',
    );
    await screenshot(page, 'ai-tool-from-ai-chip');
    await page.keyboard.press('Escape');
    await page.getByTestId('ndv').waitFor({ state: 'detached' });
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByTestId('workflow-save').textContent()).toBe('Saved');
    const stored = await rest(weft, cookie, 'GET', `/workflows/${savedId}`);
    const tool = (stored.nodes as Array<{ type: string; parameters: Record<string, unknown> }>).find((n) =>
      n.type.endsWith('.httpRequestTool'),
    );
    expect(tool?.parameters.url).toBe("={{ /*n8n-auto-generated-fromAI-override*/ $fromAI('URL', ``, 'string') }}");
    expect(errors).toEqual([]);
  }, 120_000);
});
