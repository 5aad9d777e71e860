/**
 * AI cluster nodes on the canvas (issue 15 item 3), in Chromium against a real weft start: the
 * node creator's AI section, an agent's labelled sub-node inputs, "+" under an input offering
 * only nodes of its type, the maximum of an input, a refused connection between unlike types,
 * and the connections saved in n8n's format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, rest, screenshot, setupOwnerViaApi, startWeft, useCookie, type WeftProcess } from './harness';

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
  for (let i = 1; i <= 10; i++) await page.mouse.move(a.x + a.width / 2 + ((b.x - a.x) * i) / 10, a.y + a.height / 2 + ((b.y - a.y) * i) / 10);
  await page.mouse.up();
}

describe('AI cluster nodes on the canvas', () => {
  let weft: WeftProcess;
  let browser: Browser;
  let cookie: string;

  beforeAll(async () => {
    weft = await startWeft();
    browser = await launchBrowser();
    cookie = await setupOwnerViaApi(weft);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await weft?.stop();
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
    const aiPage = await page.locator('[data-testid="node-creator-item"][data-node-type]').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-type')));
    expect(aiPage).toContain(`${AI}.agent`);
    expect(aiPage).not.toContain(`${AI}.lmChatOpenAi`); // sub-nodes sit in the sub-categories
    await screenshot(page, 'ai-node-creator-section');
    await page.locator(`[data-testid="node-creator-item"][data-node-type="${AI}.agent"]`).click();
    await closeNdv(page);

    // The agent shows its sub-node inputs, the chat model marked as required.
    const agent = node(page, 'AI Agent');
    await expect(agent.locator('[data-testid="sub-node-input"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-label')))).resolves.toEqual(['Chat Model', 'Memory', 'Tool']);
    await expect(agent.locator('.whandle--required').count()).resolves.toBe(1);
    await screenshot(page, 'ai-agent-inputs');

    // "+" under Chat Model offers chat models only.
    await page.getByRole('button', { name: 'Add Chat Model to AI Agent' }).click();
    await expect(page.getByRole('heading', { name: 'Add Chat Model', exact: true }).isVisible()).resolves.toBe(true);
    const offered = await page.locator('[data-testid="node-creator-item"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-type')));
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
    await page.getByRole('button', { name: 'Fit view' }).click().catch(() => undefined);
    await page.waitForTimeout(300);
    await dragHandle(page, '[data-node-name="OpenAI Chat Model"] [data-testid="sub-node-output"]', '[data-node-name="AI Agent"] [data-connection-type="ai_tool"]');
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
    const stored = await rest(weft, cookie, 'GET', `/workflows/${id}`);
    expect(stored.connections['OpenAI Chat Model']).toEqual({ ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] });
    expect(stored.connections['Simple Memory']).toEqual({ ai_memory: [[{ node: 'AI Agent', type: 'ai_memory', index: 0 }]] });
    expect(stored.connections.Calculator).toEqual({ ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] });
    expect(stored.connections['When chat message received']).toEqual({ main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] });

    // Reloaded, the sub-node connections are drawn to their inputs again.
    await page.reload();
    await agent.waitFor();
    await expect.poll(() => subEdges(page)).toBe(3);
    expect(errors).toEqual([]);
  }, 180_000);
});
