/**
 * The logs view and the chat panel in German (issue 15), in Chromium against a real `weft start`
 * with WEFT_DEFAULT_LOCALE=de and the loopback AI fake: their texts read German, a chat message is
 * answered, the logs follow the run, nothing in the panel is cut off, and screenshots are taken.
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

/** Elements of the bottom panel whose text is cut off. */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      '[data-testid="bottom-panel"] button, [data-testid="bottom-panel"] .btn, [data-testid="bottom-panel"] h2, [data-testid="bottom-panel"] h3, [data-testid="bottom-panel"] label',
    )) {
      if (el.offsetParent === null) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        out.push(
          `${el.className || el.tagName}: "${(el.textContent ?? '').trim().slice(0, 60)}" (${el.scrollWidth} > ${el.clientWidth})`,
        );
    }
    return out;
  });
}

describe('the logs view and the chat panel in German', () => {
  let weft: WeftProcess;
  let browser: Browser;
  let cookie: string;
  let fake: AiFake;
  let workflowId = '';

  beforeAll(async () => {
    fake = await startAiFake({ port: 0 });
    weft = await startWeft({ WEFT_DEFAULT_LOCALE: 'de' });
    browser = await launchBrowser();
    cookie = await setupOwnerViaApi(weft);
    const credential = await rest<{ id: string; name: string }>(weft, cookie, 'POST', '/credentials', {
      name: 'Fake OpenAI',
      type: 'openAiApi',
      data: { apiKey: 'sk-test', url: `${fake.url}/v1` },
    });
    const created = await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', {
      name: 'Chat auf Deutsch',
      nodes: [
        {
          id: 't',
          name: 'When chat message received',
          type: `${AI}.chatTrigger`,
          typeVersion: 1.1,
          position: [0, 0],
          parameters: { options: {} },
          webhookId: 'c0ffee00-0000-4000-8000-000000000001',
        },
        {
          id: 'a',
          name: 'AI Agent',
          type: `${AI}.agent`,
          typeVersion: 2.2,
          position: [260, 0],
          parameters: { options: {} },
        },
        {
          id: 'm',
          name: 'OpenAI Chat Model',
          type: `${AI}.lmChatOpenAi`,
          typeVersion: 1.2,
          position: [260, 220],
          parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
          credentials: { openAiApi: { id: credential.id, name: credential.name } },
        },
      ],
      connections: {
        'When chat message received': { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
        'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
      },
      settings: {},
    });
    workflowId = created.id;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await weft?.stop();
    await fake?.close();
  });

  it('reads German, answers a chat message and shows the run in the logs without cutting text off', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
    await useCookie(context, weft, cookie);
    await page.goto(`${weft.url}/workflow/${workflowId}`);
    await page.locator('[data-testid="canvas-node"][data-node-name="AI Agent"]').waitFor();

    await page.getByTestId('logs-toggle').click();
    await expect(page.getByTestId('bottom-panel').textContent()).resolves.toContain('Protokoll');
    await expect(page.getByTestId('bottom-panel').textContent()).resolves.toContain(
      'Noch kein Lauf. Führen Sie den Workflow aus',
    );
    await screenshot(page, 'ai-logs-empty-de');

    await page.getByTestId('open-chat').click();
    await page.getByTestId('chat-view').waitFor();
    await expect(page.getByTestId('chat-input').getAttribute('placeholder')).resolves.toBe(
      'Nachricht eingeben, Enter zum Senden',
    );
    await expect(page.getByTestId('chat-send').textContent()).resolves.toBe('Senden');
    await expect(page.getByTestId('chat-new-session').textContent()).resolves.toBe('Neue Sitzung');
    expect(await cutOff(page)).toEqual([]);
    await screenshot(page, 'ai-chat-empty-de');

    await page.getByTestId('chat-input').fill('Guten Tag, ich bin Ada');
    const answered = page.waitForResponse((r) => r.url().endsWith('/rest/ai-chat/run'));
    await page.keyboard.press('Enter');
    // The answer came streamed: the agent's text in several pieces, then the run's result.
    const lines = (await (await answered).text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; content?: string });
    expect(lines.filter((l) => l.type === 'item').length).toBeGreaterThan(2);
    expect(lines.at(-1)?.type).toBe('result');
    await expect.poll(() => page.getByTestId('chat-message-bot').count(), { timeout: 60_000 }).toBe(1);
    await expect(page.getByTestId('chat-message-bot').first().textContent()).resolves.toBe(
      'Echo: Guten Tag, ich bin Ada',
    );
    await expect
      .poll(() => page.locator('[data-testid="log-entry"][data-node="OpenAI Chat Model"]').count())
      .toBeGreaterThan(0);
    await page.locator('[data-testid="log-entry"][data-node="AI Agent"]').first().click();
    await expect(page.getByTestId('log-details').textContent()).resolves.toMatch(/Eingabe|Ausgabe/);
    await expect(page.getByTestId('log-status').textContent()).resolves.toBe('Erfolgreich');
    expect(await cutOff(page)).toEqual([]);
    await screenshot(page, 'ai-chat-answer-de');
    // The same in the dark theme.
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    expect(await cutOff(page)).toEqual([]);
    await screenshot(page, 'ai-chat-answer-de-dark');
    expect(errors).toEqual([]);
  }, 180_000);
});
