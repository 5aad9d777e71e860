/**
 * Expression and code editing in the node details view, in Chromium against a real weft start
 * (issue #7 e2e 2, 3 and 4): an inline expression whose 'Result for item N' follows the item and
 * the text; the expression modal's variable selector (filter, insert); a Code node lint error
 * with its diagnostic and quick fix. Screenshots at 1280×800 and 1920×1080, light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  rest,
  screenshot,
  setupOwnerViaApi,
  startWeft,
  useCookie,
  type TrackedPage,
  type WeftProcess,
} from './harness';
import { canvasNode, openNdv } from './ndv-helpers';

const PEOPLE = [{ json: { name: 'Ada', email: 'ada@x.io' } }, { json: { name: 'Bob', email: 'bob@x.io' } }];

describe('expression and code editing in the NDV', () => {
  let weft: WeftProcess;
  let browser: Browser;
  let cookie: string;
  let workflowId = '';
  const pages: TrackedPage[] = [];

  async function signedInPage(viewport = { width: 1280, height: 800 }): Promise<TrackedPage> {
    const tracked = await openPage(browser, viewport);
    await useCookie(tracked.context, weft, cookie);
    pages.push(tracked);
    return tracked;
  }

  beforeAll(async () => {
    weft = await startWeft();
    browser = await launchBrowser();
    cookie = await setupOwnerViaApi(weft);
    const created = await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', {
      name: 'NDV code',
      nodes: [
        {
          id: 't',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: 'p',
          name: 'People',
          type: 'n8n-nodes-base.code',
          typeVersion: 2,
          position: [240, 0],
          parameters: { mode: 'runOnceForAllItems', language: 'javaScript', jsCode: 'return $input.all();' },
        },
        {
          id: 's',
          name: 'Greeting',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.2,
          position: [480, 0],
          parameters: {
            mode: 'manual',
            fields: { values: [{ name: 'greeting', type: 'stringValue', stringValue: '=Hello {{ $json.name }}' }] },
            options: {},
          },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'People', type: 'main', index: 0 }]] },
        People: { main: [[{ node: 'Greeting', type: 'main', index: 0 }]] },
      },
      pinData: { People: PEOPLE },
    });
    workflowId = String(created.id);
  }, 60_000);

  afterAll(async () => {
    for (const p of pages) expect(p.errors, 'console errors').toEqual([]);
    await browser?.close();
    await weft?.stop();
  });

  it("an inline expression shows 'Result for item N', following the item and the text", async () => {
    const { page } = await signedInPage();
    await page.goto(`${weft.url}/workflow/${workflowId}`);
    await canvasNode(page, 'Greeting').waitFor();
    await openNdv(page, 'Greeting');
    const inline = page.getByTestId('inline-expression-editor').first();
    await inline.waitFor();
    // The resolvable segment is coloured as resolved against People's pinned output.
    await inline.locator('.cm-expr-segment[data-state="resolved"]').waitFor();
    await inline.locator('.cm-content').click();
    await inline.getByTestId('result-for-item').waitFor();
    expect(await inline.getByTestId('result-for-item').textContent()).toBe('Result for item 1');
    const output = inline.getByTestId('inline-expression-output');
    await expect.poll(() => output.textContent()).toBe('Hello Ada');
    await inline.getByRole('combobox', { name: 'Result for item' }).selectOption('1');
    expect(await inline.getByTestId('result-for-item').textContent()).toBe('Result for item 2');
    await expect.poll(() => output.textContent()).toBe('Hello Bob');
    // Typing changes the result after the expression debounce; an unknown field says [undefined].
    await inline.locator('.cm-content').click();
    await page.keyboard.press('End');
    await page.keyboard.type(', {{ $json.email.toUpperCase() }}');
    await expect.poll(() => output.textContent(), { timeout: 5000 }).toBe('Hello Bob, BOB@X.IO');
    await screenshot(page, 'ndv-code-inline-expression');
    await page.keyboard.press('End');
    await page.keyboard.type(' {{ $json.nope }}');
    await inline.locator('.cm-expr-segment[data-state="error"]').waitFor();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('{{ $json.nope }}');
    await expect.poll(() => output.textContent(), { timeout: 5000 }).toBe('[undefined]');
    // Autocompletion: Luxon methods after $now., the $json keys and extension functions by type.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('{{ $now.');
    const completions = page.locator('.cm-tooltip-autocomplete');
    // The list first answers '$no…' and follows the '.' a moment later under load: wait for it.
    await expect.poll(() => completions.textContent()).toContain('toFormat');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('{{ $json.name.');
    await expect.poll(() => completions.textContent()).toContain('toUpperCase');
    await screenshot(page, 'ndv-code-expression-completion');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Hello {{ $json.name }}');
    await expect.poll(() => output.textContent(), { timeout: 5000 }).toBe('Hello Bob');
  }, 90_000);

  it('the expression modal filters the variable selector and inserts a variable', async () => {
    const { page } = await signedInPage({ width: 1920, height: 1080 });
    await page.goto(`${weft.url}/workflow/${workflowId}`);
    await canvasNode(page, 'Greeting').waitFor();
    await openNdv(page, 'Greeting');
    const inline = page.getByTestId('inline-expression-editor').first();
    await inline.locator('.cm-content').click();
    await inline.getByRole('button', { name: 'Open expression editor' }).click();
    const modal = page.getByTestId('expression-modal');
    await modal.waitFor();
    await expect.poll(() => modal.getByTestId('expression-modal-output').textContent()).toBe('Hello Ada');
    await screenshot(page, 'ndv-code-expression-modal');
    await modal.getByRole('searchbox', { name: 'Variable filter' }).fill('mail');
    const entry = modal.getByRole('button', { name: 'email', exact: true }).first();
    await entry.waitFor();
    expect(await modal.getByRole('button', { name: 'name', exact: true }).count()).toBe(0);
    // Put the cursor at the end of the expression and insert the variable there.
    await modal.getByTestId('expression-modal-input').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await entry.click();
    await expect.poll(() => modal.getByTestId('expression-modal-output').textContent()).toBe('Hello Ada ada@x.io');
    await screenshot(page, 'ndv-code-expression-modal-filtered');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await screenshot(page, 'ndv-code-expression-modal-dark');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    // Escape with the completion list open closes the list, not the dialog; the next one closes it.
    await modal.getByTestId('expression-modal-input').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' {{ $wor');
    const completions = page.locator('.cm-tooltip-autocomplete');
    await completions.waitFor();
    expect(await completions.textContent()).toContain('$workflow');
    await page.keyboard.press('Escape');
    await completions.waitFor({ state: 'detached' });
    expect(await modal.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    // The inline editor (and the parameter) took the inserted variable.
    await expect
      .poll(() => inline.locator('.cm-content').textContent())
      .toContain('Hello {{ $json.name }} {{ $json.email }} {{ $wor');
  }, 90_000);

  it('a lint error in the Code node shows its diagnostic and the quick fix repairs it', async () => {
    const { page } = await signedInPage();
    await page.goto(`${weft.url}/workflow/${workflowId}`);
    await canvasNode(page, 'People').waitFor();
    await openNdv(page, 'People');
    const editor = page.getByTestId('code-node-editor');
    await editor.waitFor();
    await editor.locator('.cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    // Clearing by hand leaves the editor empty (the default code is only filled in on open).
    await expect.poll(() => editor.locator('.cm-content').textContent()).toBe('');
    // Typed line by line: the editor auto-indents and closes brackets, so type plain statements.
    await page.keyboard.type('const first = $json.name;');
    await page.keyboard.press('Enter');
    await page.keyboard.type('return [{ json: { first } }];');
    // The linter runs 750 ms after typing stops.
    await editor.locator('.cm-lintRange-error').waitFor({ timeout: 5000 });
    await editor.locator('.cm-lint-marker-error').first().waitFor();
    // Hovering the underlined code shows the diagnostic with its quick fix (after the 300 ms hover delay).
    await editor.locator('.cm-lintRange-error').first().hover();
    const tooltip = page.locator('.cm-tooltip-lint');
    await tooltip.waitFor({ timeout: 5000 });
    expect(await tooltip.textContent()).toContain("`$json` is only available in the 'Run Once for Each Item' mode.");
    await screenshot(page, 'ndv-code-lint-error');
    await tooltip.locator('.cm-diagnosticAction', { hasText: 'Fix' }).first().click();
    const lines = () => editor.locator('.cm-line').allTextContents();
    await expect.poll(lines).toEqual(['const first = $input.first().json.name;', 'return [{ json: { first } }];']);
    await expect.poll(() => editor.locator('.cm-lintRange-error').count(), { timeout: 5000 }).toBe(0);
    await screenshot(page, 'ndv-code-lint-fixed');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await screenshot(page, 'ndv-code-lint-fixed-dark');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    // Completion of $input members in the Code editor.
    await editor.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('$input.');
    const completions = page.locator('.cm-tooltip-autocomplete');
    await completions.waitFor();
    expect(await completions.textContent()).toContain('itemMatching');
    await page.keyboard.press('Escape');
  }, 90_000);
});
