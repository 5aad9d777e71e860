/**
 * Hovering data items in the node details view, in Chromium against a real weft start: the
 * inline expression's 'Result for item N' follows the input row under the pointer and goes back
 * to the picked item when the pointer leaves; hovering an input row highlights the output rows
 * made from it (pairedItem), and the other way round. The workflow runs for real first, so the
 * pairing is what the engine recorded: Sort reverses three people, so row numbers differ.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rest, screenshot, useSignedInWeft, type TrackedPage } from './harness';
import { canvasNode, closeNdv, openNdv } from './ndv-helpers';

const row = (page: Page, panel: 'input' | 'output', itemIndex: number) =>
  page.locator(`[data-testid="ndv-${panel}"] [data-testid="ndv-table-row"][data-item-index="${itemIndex}"]`);
const pairedRows = (page: Page, panel: 'input' | 'output') =>
  page
    .locator(`[data-testid="ndv-${panel}"] [data-testid="ndv-table-row"][data-paired]`)
    .evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.itemIndex)));

describe('hovering items in the NDV', () => {
  const s = useSignedInWeft();
  const pages: TrackedPage[] = [];
  afterAll(() => {
    for (const p of pages) expect(p.errors, 'console errors').toEqual([]);
  });

  async function openRanWorkflow(): Promise<Page> {
    const created = await rest<{ id: string }>(s.weft, s.cookie, 'POST', '/workflows', {
      name: 'Hover',
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
          parameters: {
            mode: 'runOnceForAllItems',
            language: 'javaScript',
            jsCode: "return [{ json: { name: 'Ada' } }, { json: { name: 'Bob' } }, { json: { name: 'Cy' } }];",
          },
        },
        {
          id: 'o',
          name: 'Sorted',
          type: 'n8n-nodes-base.sort',
          typeVersion: 1,
          position: [480, 0],
          parameters: { type: 'simple', sortFieldsUi: { sortField: [{ fieldName: 'name', order: 'descending' }] } },
        },
        {
          id: 'g',
          name: 'Greeting',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.2,
          position: [720, 0],
          parameters: {
            mode: 'manual',
            fields: { values: [{ name: 'greeting', type: 'stringValue', stringValue: '={{ $json.name }}' }] },
            options: {},
          },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'People', type: 'main', index: 0 }]] },
        People: { main: [[{ node: 'Sorted', type: 'main', index: 0 }]] },
        Sorted: { main: [[{ node: 'Greeting', type: 'main', index: 0 }]] },
      },
    });
    const tracked = await s.ownerPage({ width: 1440, height: 900 });
    pages.push(tracked);
    const { page } = tracked;
    await page.goto(`${s.weft.url}/workflow/${created.id}`);
    await canvasNode(page, 'Greeting').waitFor();
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('run-result').textContent()).toContain('successfully');
    return page;
  }

  it("the hovered input row drives 'Result for item N'; leaving shows the picked item again", async () => {
    const page = await openRanWorkflow();
    await openNdv(page, 'Greeting');
    // Sorted's output, descending: Cy, Bob, Ada.
    await row(page, 'input', 2).waitFor();
    const inline = page.getByTestId('inline-expression-editor').first();
    await inline.locator('.cm-content').click();
    const title = inline.getByTestId('result-for-item');
    const output = inline.getByTestId('inline-expression-output');
    await expect.poll(() => output.textContent()).toBe('Cy');
    await inline.getByRole('combobox', { name: 'Result for item' }).selectOption('2');
    expect(await title.textContent()).toBe('Result for item 3');
    await expect.poll(() => output.textContent()).toBe('Ada');

    await row(page, 'input', 1).hover();
    // Immediate: well under the 500 ms the typing debounce would take.
    await expect.poll(() => title.textContent(), { timeout: 400 }).toBe('Result for item 2');
    expect(await output.textContent()).toBe('Bob');
    expect(await title.getAttribute('data-hovered')).toBe('true');
    // The editor kept its focus, so the result stays in view while the pointer is on the data.
    expect(await inline.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await screenshot(page, 'ndv-hover-result-for-item');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await screenshot(page, 'ndv-hover-result-for-item-dark');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));

    await row(page, 'input', 0).hover();
    await expect.poll(() => output.textContent()).toBe('Cy');
    expect(await title.textContent()).toBe('Result for item 1');

    // Leaving the data: back to the picker's item.
    await page.locator('[data-testid="ndv-input"] .ndv-panel__title').hover();
    await expect.poll(() => title.textContent()).toBe('Result for item 3');
    expect(await output.textContent()).toBe('Ada');
    expect(await title.getAttribute('data-hovered')).toBeNull();
    await screenshot(page, 'ndv-hover-result-left');
    await closeNdv(page);
  }, 90_000);

  it('hovering a row highlights the rows paired with it in the other panel', async () => {
    const page = await openRanWorkflow();
    await openNdv(page, 'Sorted');
    await row(page, 'input', 2).waitFor();
    await row(page, 'output', 2).waitFor();
    expect(await pairedRows(page, 'output')).toEqual([]);

    // Input Ada (row 1) was sorted last: output row 3.
    await row(page, 'input', 0).hover();
    await expect.poll(() => pairedRows(page, 'output')).toEqual([2]);
    expect(await row(page, 'output', 2).textContent()).toContain('Ada');
    await screenshot(page, 'ndv-hover-paired-output');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await screenshot(page, 'ndv-hover-paired-output-dark');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));

    // And back: output Cy (row 1) came from input row 3.
    await row(page, 'output', 0).hover();
    await expect.poll(() => pairedRows(page, 'input')).toEqual([2]);
    expect(await pairedRows(page, 'output')).toEqual([]);
    expect(await row(page, 'input', 2).textContent()).toContain('Cy');
    await screenshot(page, 'ndv-hover-paired-input');

    // Off the data, nothing is highlighted.
    await page.locator('[data-testid="ndv-output"] .ndv-panel__title').hover();
    await expect.poll(() => pairedRows(page, 'input')).toEqual([]);

    // The JSON view pairs too.
    await page.getByTestId('ndv-output-mode-json').click();
    await row(page, 'input', 1).hover();
    await expect
      .poll(() =>
        page
          .locator('[data-testid="ndv-output"] [data-testid="ndv-json-item"][data-paired]')
          .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.itemIndex)),
      )
      .toEqual(['1']);
    await screenshot(page, 'ndv-hover-paired-json');
  }, 90_000);
});
