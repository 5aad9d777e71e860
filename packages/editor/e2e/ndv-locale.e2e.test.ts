/**
 * The node details view in German in Chromium against a real `weft start` with
 * WEFT_DEFAULT_LOCALE=de: the editor loads the German locale from the instance settings, the
 * panels, tabs, parameters, output branches, settings and Code lint diagnostics read German,
 * nothing in the view's bars, tabs and buttons overflows with the longer words, and screenshots
 * of Set, If, HTTP Request, Code (with a lint diagnostic), Webhook and the Settings tab are taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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
import { canvasNode, codeParameters as code, openNdv } from './ndv-helpers';

async function closeNdv(page: Page): Promise<void> {
  await page.getByTestId('ndv-back').click();
  await page.getByTestId('ndv').waitFor({ state: 'detached' });
}

/**
 * Elements of the view's bars, tabs, buttons, labels and empty states whose text is cut off, or
 * that stick out of the panel they are in.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors = [
      '.ndv__bar',
      '.ndv-panel__head',
      '.ndv-tabs',
      '.ndv-tabs__tab',
      '.ndv-modes__btn',
      '.ndv-branches__tab',
      '.btn',
      'button',
      '.ndvp-field__head',
      '.ndvp-field__label',
      '.ndv-setting__label',
      '.ndv-data__empty',
      '.ndv-data__empty > *',
    ];
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      selectors.map((s) => `[data-testid="ndv"] ${s}`).join(','),
    )) {
      if (el.offsetParent === null || el.closest('.cm-editor')) continue;
      const label = `${el.className || el.tagName}: "${(el.textContent ?? '').trim().slice(0, 60)}"`;
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${label} is cut off (${el.scrollWidth} > ${el.clientWidth})`);
      const panel = el.closest<HTMLElement>('.ndv-panel, .ndv-main');
      if (panel) {
        const box = el.getBoundingClientRect();
        const area = panel.getBoundingClientRect();
        if (box.left < area.left - 1 || box.right > area.right + 1)
          out.push(
            `${label} sticks out of its panel (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(area.left)}–${Math.round(area.right)})`,
          );
      }
    }
    return out;
  });
}

describe('the node details view in German', () => {
  let weft: WeftProcess;
  let browser: Browser;
  let cookie: string;
  const pages: TrackedPage[] = [];
  let workflowId = '';

  async function signedInPage(viewport = { width: 1280, height: 800 }): Promise<TrackedPage> {
    const tracked = await openPage(browser, viewport);
    await useCookie(tracked.context, weft, cookie);
    pages.push(tracked);
    return tracked;
  }

  beforeAll(async () => {
    weft = await startWeft({ WEFT_DEFAULT_LOCALE: 'de' });
    browser = await launchBrowser();
    cookie = await setupOwnerViaApi(weft);
    const created = await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', {
      name: 'NDV auf Deutsch',
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
          id: 'w',
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          position: [0, 240],
          parameters: { path: 'bestellungen', httpMethod: 'POST' },
          webhookId: 'wh-de',
        },
        {
          id: 'c',
          name: 'Code',
          type: 'n8n-nodes-base.code',
          typeVersion: 2,
          position: [220, 0],
          parameters: code(
            "const first = $json.name;\nreturn [\n  { json: { name: 'Ada Lovelace', email: 'ada@x.io', vip: true } },\n  { json: { name: 'Alan Turing', email: 'alan@x.io', vip: false } },\n  { json: { name: 'Grace Hopper', email: 'grace@x.io', vip: true } },\n];",
          ),
        },
        {
          id: 'i',
          name: 'If',
          type: 'n8n-nodes-base.if',
          typeVersion: 2,
          position: [440, 0],
          parameters: {
            conditions: {
              options: { caseSensitive: true, leftValue: '', typeValidation: 'strict' },
              conditions: [
                {
                  id: 'c1',
                  leftValue: '={{ $json.vip }}',
                  rightValue: '',
                  operator: { type: 'boolean', operation: 'true', singleValue: true },
                },
              ],
              combinator: 'and',
            },
            options: {},
          },
        },
        {
          id: 'h',
          name: 'HTTP Request',
          type: 'n8n-nodes-base.httpRequest',
          typeVersion: 4.2,
          position: [660, -100],
          parameters: { url: '', options: {} },
        },
        {
          id: 's',
          name: 'Edit Fields',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.4,
          position: [660, 100],
          parameters: {
            mode: 'manual',
            assignments: {
              assignments: [{ id: 'a1', name: 'greeting', value: '=Hallo {{ $json.name }}', type: 'string' }],
            },
            includeOtherFields: true,
            options: {},
          },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Code', type: 'main', index: 0 }]] },
        Code: { main: [[{ node: 'If', type: 'main', index: 0 }]] },
        If: {
          main: [[{ node: 'HTTP Request', type: 'main', index: 0 }], [{ node: 'Edit Fields', type: 'main', index: 0 }]],
        },
      },
    });
    workflowId = String(created.id);
  }, 60_000);

  afterAll(async () => {
    for (const p of pages) expect(p.errors, 'console errors').toEqual([]);
    await browser?.close();
    await weft?.stop();
  });

  it('loads German from the instance setting and shows the view in German without overflow', async () => {
    const { page } = await signedInPage();
    await page.goto(`${weft.url}/workflow/${workflowId}`);
    await canvasNode(page, 'If').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // Run up to If so the panels have data (the HTTP Request has no URL and is never reached).
    await openNdv(page, 'If');
    await page.getByTestId('ndv-execute-step').click();
    await page.getByTestId('ndv-output-branch').first().waitFor({ timeout: 20_000 });

    const view = page.getByTestId('ndv');
    await expect(page.getByTestId('ndv-back').textContent()).resolves.toContain('Zurück zur Arbeitsfläche');
    expect(await page.getByTestId('ndv-tab-parameters').textContent()).toBe('Parameter');
    expect(await page.getByTestId('ndv-tab-settings').textContent()).toBe('Einstellungen');
    expect(await page.getByTestId('ndv-execute-step').textContent()).toContain('Schritt ausführen');
    expect(await page.getByTestId('ndv-input-count').textContent()).toBe('3 Items');
    expect(await page.getByTestId('ndv-output-branch').allTextContents()).toEqual([
      'Wahr-Zweig 2 Items',
      'Falsch-Zweig 1 Item',
    ]);
    expect(await page.getByTestId('ndv-output-mode-table').textContent()).toBe('Tabelle');
    // The If conditions editor names its operators in German (the node's own texts, such as its
    // 'Add Condition' placeholder, come from the node type and stay as written).
    const filter = page.getByTestId('filter-conditions');
    expect(await filter.locator('select.ndvp-filter__op option:checked').textContent()).toBe('Boolesch: ist wahr');
    const text = (await view.textContent()) ?? '';
    for (const english of ['Back to canvas', 'Execute step', 'True Branch', 'Output', 'Parameters'])
      expect(text).not.toContain(english);
    await page.waitForTimeout(250);
    await screenshot(page, 'ndv-de-if-1280x800');
    expect(await overflowing(page)).toEqual([]);

    await page.getByTestId('ndv-tab-settings').click();
    await page.getByTestId('ndv-settings').waitFor();
    expect(await page.getByTestId('ndv-settings').textContent()).toContain('Immer Daten ausgeben');
    expect(await overflowing(page)).toEqual([]);
    await page.waitForTimeout(250);
    await screenshot(page, 'ndv-de-settings-1280x800');
    await closeNdv(page);

    await openNdv(page, 'Edit Fields');
    const assignments = page.getByTestId('assignments');
    expect(await assignments.getByRole('button', { name: 'Feld hinzufügen' }).count()).toBe(1);
    expect(await assignments.getByLabel('Typ von Feld 1').locator('option:checked').textContent()).toBe('Text');
    expect(await page.getByTestId('ndv-output').textContent()).toContain('Keine Ausgabedaten');
    expect(await page.getByTestId('ndv-output').getByRole('button', { name: 'Testdaten festlegen' }).count()).toBe(1);
    expect(await overflowing(page)).toEqual([]);
    await page.waitForTimeout(250);
    await screenshot(page, 'ndv-de-set-1280x800');
    await closeNdv(page);

    await openNdv(page, 'HTTP Request');
    expect(await page.getByTestId('node-parameters').textContent()).toContain('Der Parameter „URL“ ist erforderlich.');
    expect(await page.getByRole('button', { name: 'cURL importieren' }).count()).toBe(1);
    expect(await overflowing(page)).toEqual([]);
    await page.waitForTimeout(250);
    await screenshot(page, 'ndv-de-http-request-1280x800');
    await closeNdv(page);
  }, 120_000);

  it('shows the Code node lint diagnostics and the webhook URLs in German, and stays tidy in a narrow window', async () => {
    const { page } = await signedInPage({ width: 1024, height: 720 });
    await page.goto(`${weft.url}/workflow/${workflowId}`);
    await canvasNode(page, 'Code').waitFor();
    await openNdv(page, 'Code');
    const editor = page.getByTestId('code-node-editor');
    await editor.locator('.cm-lintRange-error').first().waitFor({ timeout: 10_000 });
    // Hovering the underlined code shows the diagnostic with its quick fix (300 ms hover delay).
    await editor.locator('.cm-lintRange-error').first().hover();
    const tooltip = page.locator('.cm-tooltip-lint');
    await tooltip.waitFor({ timeout: 5000 });
    expect(await tooltip.textContent()).toContain("`$json` gibt es nur im Modus 'Run Once for Each Item'.");
    expect(await tooltip.locator('.cm-diagnosticAction').first().textContent()).toBe('Beheben');
    await page.waitForTimeout(250);
    await screenshot(page, 'ndv-de-code-lint-1024x720');
    expect(await overflowing(page)).toEqual([]);
    await closeNdv(page);

    // A webhook trigger: the URL section, its hint and the listen buttons, in the narrow window.
    await openNdv(page, 'Webhook');
    const urls = page.getByTestId('ndv-webhook-urls');
    expect(await urls.getByTestId('ndv-webhook-urls-toggle').textContent()).toBe('Webhook-URLs');
    expect(await urls.getByTestId('ndv-webhook-mode-test').textContent()).toBe('Test-URL');
    expect(await urls.getByTestId('ndv-webhook-mode-production').textContent()).toBe('Produktions-URL');
    expect(await urls.getByTestId('ndv-webhook-url').textContent()).toContain('/webhook-test/bestellungen');
    expect(await page.getByTestId('ndv-listen').textContent()).toContain('Auf Testereignis warten');
    await page.waitForTimeout(250);
    await screenshot(page, 'ndv-de-webhook-1024x720');
    expect(await overflowing(page)).toEqual([]);
  }, 60_000);
});
