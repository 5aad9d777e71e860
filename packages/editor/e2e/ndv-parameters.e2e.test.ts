/**
 * The parameter inputs of the node details view in Chromium against a real weft start: import a
 * cURL command into an HTTP Request node and see method, URL, headers and body filled (and saved);
 * switch a parameter to expression and back; edit the Set node's assignments and the If node's
 * conditions; screenshots of the parameter area of Set, If and HTTP Request (light and dark).
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
import { TRIGGER, canvasNode, closeNdv, openNdv, parameterField } from './ndv-helpers';

const field = parameterField;

describe('node parameters', () => {
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
      name: 'NDV parameters',
      nodes: [
        {
          id: 't',
          name: TRIGGER,
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: 'h',
          name: 'HTTP Request',
          type: 'n8n-nodes-base.httpRequest',
          typeVersion: 4.2,
          position: [240, 0],
          parameters: {},
        },
        {
          id: 's',
          name: 'Edit Fields',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.4,
          position: [480, 0],
          parameters: {
            mode: 'manual',
            assignments: {
              assignments: [
                { id: 'a1', name: 'greeting', value: 'hello', type: 'string' },
                { id: 'a2', name: 'count', value: '={{ $json.items.length }}', type: 'number' },
              ],
            },
            options: {},
          },
        },
        {
          id: 'i',
          name: 'If',
          type: 'n8n-nodes-base.if',
          typeVersion: 2.2,
          position: [720, 0],
          parameters: {
            conditions: {
              options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
              conditions: [
                {
                  id: 'c1',
                  leftValue: '={{ $json.status }}',
                  rightValue: 'active',
                  operator: { type: 'string', operation: 'equals' },
                },
              ],
              combinator: 'and',
            },
            options: {},
          },
        },
        {
          id: 'm',
          name: 'Merge',
          type: 'n8n-nodes-base.merge',
          typeVersion: 3.2,
          position: [720, 240],
          parameters: { mode: 'chooseBranch', numberInputs: 3 },
        },
      ],
      connections: {
        [TRIGGER]: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] },
        'HTTP Request': { main: [[{ node: 'Edit Fields', type: 'main', index: 0 }]] },
        'Edit Fields': { main: [[{ node: 'If', type: 'main', index: 0 }]] },
      },
    });
    workflowId = String(created.id);
  }, 60_000);

  afterAll(async () => {
    for (const p of pages) expect(p.errors, 'console errors').toEqual([]);
    await browser?.close();
    await weft?.stop();
  });

  it('imports a cURL command into the HTTP Request node and saves the filled parameters', async () => {
    const { page } = await signedInPage();
    await page.goto(`${weft.url}/workflow/${workflowId}`);
    await canvasNode(page, 'HTTP Request').waitFor();
    await openNdv(page, 'HTTP Request');
    // A new node: the required URL shows its issue beneath the input.
    await field(page, 'url').getByText('Parameter "URL" is required.').waitFor();
    await screenshot(page, 'ndv-params-http-request-new');

    await page.getByRole('button', { name: 'Import cURL' }).click();
    const dialog = page.locator('[data-modal="importCurl"]');
    await dialog.waitFor();
    // A command that is not cURL is refused with a message and nothing changes.
    await dialog.locator('textarea').fill('wget https://example.com');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'starting with "curl"' }).waitFor();

    await screenshot(page, 'ndv-params-curl-modal');
    await dialog
      .locator('textarea')
      .fill(
        `curl -X POST 'https://api.example.com/v1/items?page=2' -H 'Authorization: Bearer abc' -H 'X-Trace: 42' -H 'Content-Type: application/json' -d '{"name":"Widget","qty":3}'`,
      );
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Method, URL, headers and body are filled.
    expect(
      await field(page, 'method')
        .locator('select')
        .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent),
    ).toBe('POST');
    expect(await field(page, 'url').locator('input').inputValue()).toContain('https://api.example.com/v1/items');
    const headerNames = await field(page, 'headerParameters')
      .locator('[data-parameter$=".name"] input')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(headerNames).toEqual(expect.arrayContaining(['Authorization', 'X-Trace']));
    const headerValues = await field(page, 'headerParameters')
      .locator('[data-parameter$=".value"] input')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(headerValues).toEqual(expect.arrayContaining(['Bearer abc', '42']));
    expect(await field(page, 'sendBody').locator('[role="switch"]').getAttribute('aria-checked')).toBe('true');
    const body = await field(page, 'jsonBody').locator('textarea').inputValue();
    expect(JSON.parse(body)).toEqual({ name: 'Widget', qty: 3 });
    await screenshot(page, 'ndv-params-http-request-after-curl');
    await field(page, 'headerParameters').scrollIntoViewIfNeeded();
    await screenshot(page, 'ndv-params-http-request-headers');

    await closeNdv(page);
    await page.keyboard.press('Control+s');
    await expect
      .poll(
        async () =>
          (await rest(weft, cookie, 'GET', `/workflows/${workflowId}`)).nodes.find(
            (n: { name: string }) => n.name === 'HTTP Request',
          )?.parameters,
        { timeout: 5000 },
      )
      .toMatchObject({ method: 'POST', sendHeaders: true, sendBody: true, specifyBody: 'json' });
    // Saved in n8n's form: values equal to their default (contentType 'json') are left out.
    const saved = (await rest(weft, cookie, 'GET', `/workflows/${workflowId}`)).nodes.find(
      (n: { name: string }) => n.name === 'HTTP Request',
    )?.parameters;
    expect(saved).not.toHaveProperty('contentType');
  });

  it('switches a parameter to expression and back', async () => {
    const { page } = await signedInPage();
    await page.goto(`${weft.url}/workflow/${workflowId}`);
    await canvasNode(page, 'HTTP Request').waitFor();
    await openNdv(page, 'HTTP Request');
    const url = field(page, 'url');
    const before = await url.locator('input').inputValue();
    expect(before).toContain('https://api.example.com');
    await url.hover();
    await url.getByRole('radio', { name: 'Expression' }).click();
    await url.getByTestId('parameter-expression').waitFor();
    // The expression editor shows the same text, now as an expression.
    await expect
      .poll(async () => (await url.getByTestId('parameter-expression').textContent()) ?? '')
      .toContain('https://api.example.com');
    await screenshot(page, 'ndv-params-expression-mode');
    await url.getByRole('radio', { name: 'Fixed' }).click();
    await url.locator('input').waitFor();
    expect(await url.locator('input').inputValue()).toBe(before);

    // A number never loses its type: Timeout-like options are added from the collection dropdown.
    await field(page, 'options').locator('select.ndvp-add-select').selectOption({ label: 'Timeout' });
    await field(page, 'options.timeout').locator('input').waitFor();
    await closeNdv(page);
  });

  it('loads remote options and reloads them when a loadOptionsDependsOn value changes', async () => {
    const { page } = await signedInPage();
    await page.goto(`${weft.url}/workflow/${workflowId}`);
    await canvasNode(page, 'Merge').waitFor();
    await openNdv(page, 'Merge');
    const use = field(page, 'useDataOfInput').locator('select');
    await use.waitFor();
    await expect.poll(() => use.locator('option').allTextContents(), { timeout: 10_000 }).toEqual(['1', '2', '3']);
    expect(await use.isDisabled()).toBe(false);
    await field(page, 'numberInputs').locator('select').selectOption({ label: '4' });
    await expect.poll(() => use.locator('option').allTextContents(), { timeout: 10_000 }).toEqual(['1', '2', '3', '4']);
    await use.selectOption({ label: '4' });
    // Refresh list from the options menu reloads and keeps the choice.
    await field(page, 'useDataOfInput').hover();
    await field(page, 'useDataOfInput').getByRole('button', { name: 'Use Data of Input options' }).click();
    await page.getByRole('menuitem', { name: 'Refresh list' }).click();
    await expect.poll(() => use.locator('option').allTextContents(), { timeout: 10_000 }).toEqual(['1', '2', '3', '4']);
    expect(await use.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('4');
    await closeNdv(page);
  });

  it("offers credential types by 'has:genericAuth', auto-selects a usable credential and selects a newly created one", async () => {
    const existing = await rest<{ id: string }>(weft, cookie, 'POST', '/credentials', {
      name: 'Basic one',
      type: 'httpBasicAuth',
      data: { user: 'a', password: 'b' },
    });
    const { page } = await signedInPage();
    await page.goto(`${weft.url}/workflow/${workflowId}`);
    await canvasNode(page, 'HTTP Request').waitFor();
    await openNdv(page, 'HTTP Request');
    await field(page, 'authentication').locator('select').selectOption({ label: 'Generic Credential Type' });
    const genericType = field(page, 'genericAuthType').locator('select');
    await genericType.waitFor();
    const offered = await genericType.locator('option').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['Basic Auth', 'Header Auth']));
    expect(offered.some((o) => /OAuth/.test(o))).toBe(false);
    await genericType.selectOption({ label: 'Basic Auth' });

    const credSelect = page.locator('[data-testid="node-credentials"] [data-credential-type="httpBasicAuth"] select');
    await credSelect.waitFor();
    await expect.poll(() => credSelect.inputValue()).toBe(String(existing.id));

    await credSelect.selectOption({ label: '- Create New -' });
    const modal = page.locator('[data-modal="editCredential"]');
    await modal.waitFor();
    await modal.getByLabel('User', { exact: true }).fill('second-user');
    await modal.getByLabel('Password', { exact: true }).fill('second-pass');
    await modal.getByTestId('credential-save').click();
    await expect.poll(() => credSelect.inputValue(), { timeout: 10_000 }).not.toBe(String(existing.id));
    const created = await credSelect.inputValue();
    expect(created).not.toBe('');
    expect(created).not.toBe('__create_new__');
    if (await modal.isVisible()) await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await screenshot(page, 'ndv-params-credentials');
    await closeNdv(page);
    await page.keyboard.press('Control+s');
    await expect
      .poll(
        async () =>
          (await rest(weft, cookie, 'GET', `/workflows/${workflowId}`)).nodes.find(
            (n: { name: string }) => n.name === 'HTTP Request',
          )?.credentials?.httpBasicAuth?.id,
        { timeout: 5000 },
      )
      .toBe(created);
  });

  it('edits the Set node assignments and the If conditions; screenshots of the parameter areas', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      const { page } = await signedInPage(viewport);
      const suffix = `${viewport.width}`;
      await page.goto(`${weft.url}/workflow/${workflowId}`);
      await canvasNode(page, 'Edit Fields').waitFor();

      await openNdv(page, 'Edit Fields');
      const assignments = page.getByTestId('assignments');
      await assignments.waitFor();
      expect(await assignments.getByLabel('Field 1 name', { exact: true }).inputValue()).toBe('greeting');
      // An expression value is the inline expression editor (issue 15 item 4), not a plain box.
      expect(await assignments.getByLabel('Field 2 value', { exact: true }).textContent()).toBe(
        '{{ $json.items.length }}',
      );
      await assignments.getByTestId('mappable-expression').first().getByTestId('expander').waitFor();
      if (viewport.width === 1280) {
        await assignments.getByRole('button', { name: 'Add field' }).click();
        await assignments.getByLabel('Field 3 name', { exact: true }).fill('status');
        await assignments.getByLabel('Field 3 value', { exact: true }).fill('active');
      }
      await screenshot(page, `ndv-params-set-${suffix}`);
      await closeNdv(page);

      await openNdv(page, 'If');
      const filter = page.getByTestId('filter-conditions');
      await filter.waitFor();
      expect(await filter.getByLabel('Condition 1 right value', { exact: true }).inputValue()).toBe('active');
      if (viewport.width === 1280) {
        await filter.getByRole('button', { name: 'Add condition' }).click();
        await filter.getByLabel('Condition 2 operator', { exact: true }).selectOption('number:gt');
        await filter.getByLabel('Condition 2 left value', { exact: true }).fill('{{ $json.count }}');
        await filter.getByLabel('Condition 2 right value', { exact: true }).fill('1');
      }
      await screenshot(page, `ndv-params-if-${suffix}`);
      await page.evaluate(() => {
        document.documentElement.dataset.theme = 'dark';
      });
      await screenshot(page, `ndv-params-if-dark-${suffix}`);
      await page.evaluate(() => {
        document.documentElement.dataset.theme = 'light';
      });
      await closeNdv(page);

      await openNdv(page, 'HTTP Request');
      await screenshot(page, `ndv-params-http-request-${suffix}`);
      await page.evaluate(() => {
        document.documentElement.dataset.theme = 'dark';
      });
      await screenshot(page, `ndv-params-http-request-dark-${suffix}`);
      await page.evaluate(() => {
        document.documentElement.dataset.theme = 'light';
      });
      await closeNdv(page);

      if (viewport.width === 1280) {
        await page.keyboard.press('Control+s');
        await expect
          .poll(
            async () => {
              const wf = await rest(weft, cookie, 'GET', `/workflows/${workflowId}`);
              const set = wf.nodes.find((n: { name: string }) => n.name === 'Edit Fields');
              const iff = wf.nodes.find((n: { name: string }) => n.name === 'If');
              return {
                names: set.parameters.assignments.assignments.map((a: { name: string }) => a.name),
                ops: iff.parameters.conditions.conditions.map(
                  (c: { operator: { operation: string } }) => c.operator.operation,
                ),
                left: iff.parameters.conditions.conditions[1]?.leftValue,
                // A number operator's typed value is saved as a number, as n8n does (issue 15 item 2).
                right: iff.parameters.conditions.conditions[1]?.rightValue,
              };
            },
            { timeout: 5000 },
          )
          .toEqual({
            names: ['greeting', 'count', 'status'],
            ops: ['equals', 'gt'],
            left: '={{ $json.count }}',
            right: 1,
          });
      }
    }
  });
});
