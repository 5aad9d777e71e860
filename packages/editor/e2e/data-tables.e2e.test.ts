/**
 * Data tables in Chromium against a real `weft start`: the owner finds "Data tables" in the
 * sidebar, creates a table, adds columns of each type, adds rows, edits cells (text, number,
 * boolean), pages through rows a workflow-like client inserted over REST, removes a column and a
 * row, renames and deletes the table. Every screen is captured in the light and dark themes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rest, screenshot, useSignedInWeft } from './harness';
import { TRIGGER, canvasNode, closeNdv, openNdv, parameterField } from './ndv-helpers';

/** Light and dark screenshots of what the page shows now. */
async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  await screenshot(page, `${name}-light`);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await screenshot(page, `${name}-dark`);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
}

describe('data tables in Chromium', () => {
  const session = useSignedInWeft();

  it('creates a table, adds columns and rows, edits cells, pages, and deletes', async () => {
    const { page, errors } = await session.ownerPage();
    await page.goto(session.weft.url + '/home/workflows');
    await page
      .getByTestId('nav-data-tables')
      .click()
      .catch(async (e: unknown) => {
        await screenshot(page, 'debug-nav');
        throw new Error(`${(e as Error).message}\n${await page.locator('body').innerText()}\n${errors.join('\n')}`);
      });
    await page.waitForURL('**/home/datatables');
    await page.getByTestId('add-first-data-table').waitFor();
    await shots(page, 'data-tables-empty');

    await page.getByTestId('add-first-data-table').click();
    await page.getByTestId('create-data-table-name').fill('Customers');
    await shots(page, 'data-tables-create-dialog');
    await page.getByTestId('create-data-table-save').click();
    await page.getByTestId('data-table-link').filter({ hasText: 'Customers' }).waitFor();

    // A clashing name is refused in the dialog with the server's message.
    await page.getByTestId('add-data-table').click();
    await page.getByTestId('create-data-table-name').fill('Customers');
    await page.getByTestId('create-data-table-save').click();
    await page.getByText("Data table with name 'Customers' already exists in this project").waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('create-data-table').waitFor({ state: 'detached' });

    await page.getByTestId('data-table-link').filter({ hasText: 'Customers' }).click();
    await page.waitForURL('**/home/datatables/*');
    const tableId = page.url().split('/').at(-1)!;
    await page.getByTestId('data-table-grid').waitFor();
    await shots(page, 'data-table-no-columns');

    for (const [name, type] of [
      ['name', 'string'],
      ['score', 'number'],
      ['vip', 'boolean'],
      ['since', 'date'],
    ] as const) {
      await page.getByTestId('add-column').click();
      await page.getByTestId('add-column-dialog-name').fill(name);
      await page.getByTestId('add-column-dialog-type').selectOption(type);
      if (name === 'since') await shots(page, 'data-table-add-column');
      await page.getByTestId('add-column-dialog-save').click();
      await page.getByTestId(`column-${name}`).waitFor();
    }
    // A bad column name is refused with the reason.
    await page.getByTestId('add-column').click();
    await page.getByTestId('add-column-dialog-name').fill('2bad name');
    await page.getByTestId('add-column-dialog-save').click();
    await page.getByText("Invalid column name '2bad name'").waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('add-column-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('add-row').click();
    await page.getByTestId('cell-1-name').waitFor();
    await page.getByTestId('cell-1-name').click();
    await page.getByTestId('cell-input-1-name').fill('Ada');
    await page.getByTestId('cell-input-1-name').press('Enter');
    await page.getByTestId('cell-1-name').filter({ hasText: 'Ada' }).waitFor();
    await page.getByTestId('cell-1-score').click();
    await page.getByTestId('cell-input-1-score').fill('9.5');
    await page.getByTestId('cell-input-1-score').press('Enter');
    await page.getByTestId('cell-1-score').filter({ hasText: '9.5' }).waitFor();
    // The box follows the stored value: it shows ticked once the server saved it.
    await page.getByTestId('cell-1-vip').click();
    await page.locator('[data-testid="cell-1-vip"]:checked').waitFor();
    await page.getByTestId('cell-1-since').click();
    await page.getByTestId('cell-input-1-since').fill('2024-02-29T12:00:00Z');
    await page.getByTestId('cell-input-1-since').press('Enter');
    await page.getByTestId('cell-1-since').filter({ hasText: '2024-02-29T12:00:00.000Z' }).waitFor();
    // A value of the wrong type is refused and the cell keeps its value.
    await page.getByTestId('cell-1-score').click();
    await page.getByTestId('cell-input-1-score').fill('lots');
    await page.getByTestId('cell-input-1-score').press('Enter');
    await page.getByText("value 'lots' does not match column type 'number'").first().waitFor();
    await expect(page.getByTestId('cell-1-score').textContent()).resolves.toBe('9.5');

    const stored = await rest(session.weft, session.cookie, 'GET', `/data-tables/${tableId}/rows`);
    expect(stored.data[0]).toMatchObject({
      id: 1,
      name: 'Ada',
      score: 9.5,
      vip: true,
      since: '2024-02-29T12:00:00.000Z',
    });

    // 24 more rows from the API: two pages of 20.
    await rest(session.weft, session.cookie, 'POST', `/data-tables/${tableId}/insert`, {
      data: Array.from({ length: 24 }, (_, i) => ({ name: `Customer ${i + 2}`, score: i, vip: i % 3 === 0 })),
    });
    await page.reload();
    await page
      .getByTestId('data-table-grid-row')
      .first()
      .waitFor({ timeout: 15000 })
      .catch(async (e: unknown) => {
        await screenshot(page, 'debug-reload');
        throw new Error(
          `${(e as Error).message}\nURL ${page.url()}\n${await page.locator('body').innerText()}\n${errors.join('\n')}`,
        );
      });
    expect(await page.getByTestId('data-table-grid-row').count()).toBe(20);
    await expect(page.getByTestId('pager-range').textContent()).resolves.toBe('1–20 of 25 rows');
    await shots(page, 'data-table-rows');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByTestId('cell-25-name').waitFor();
    expect(await page.getByTestId('data-table-grid-row').count()).toBe(5);
    await shots(page, 'data-table-rows-page-2');

    await page.getByTestId('delete-row-25').click();
    await shots(page, 'data-table-delete-row');
    await page.getByTestId('confirm-button').click();
    await page.getByTestId('cell-25-name').waitFor({ state: 'detached' });
    await expect(page.getByTestId('pager-range').textContent()).resolves.toBe('21–24 of 24 rows');

    await page.getByTestId('remove-column-since').click();
    await page.getByTestId('confirm-button').click();
    await page.getByTestId('column-since').waitFor({ state: 'detached' });
    const columns = await rest(session.weft, session.cookie, 'GET', `/data-tables/${tableId}/columns`);
    expect(columns.map((c: { name: string }) => c.name)).toEqual(['name', 'score', 'vip']);

    await page.getByTestId('rename-table').click();
    await page.getByTestId('rename-table-dialog-name').fill('Clients');
    await page.getByTestId('rename-table-dialog-save').click();
    await page.getByTestId('data-table-name').filter({ hasText: 'Clients' }).waitFor();

    await page.getByRole('link', { name: 'Data tables' }).first().click();
    await page.getByTestId('data-table-link').filter({ hasText: 'Clients' }).waitFor();
    await shots(page, 'data-tables-list');
    await page.getByTestId('delete-data-table').click();
    await shots(page, 'data-tables-delete');
    await page.getByTestId('confirm-button').click();
    await page.getByTestId('add-first-data-table').waitFor();
    expect((await rest(session.weft, session.cookie, 'GET', '/data-tables')).count).toBe(0);
    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
  }, 120_000);

  it('picks a table in the Data table node, maps its columns, and the run inserts the row', async () => {
    const { weft, cookie } = session;
    const table = await rest<{ id: string }>(weft, cookie, 'POST', '/data-tables', {
      name: 'Orders',
      columns: [
        { name: 'sku', type: 'string' },
        { name: 'qty', type: 'number' },
      ],
    });
    const workflow = await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', {
      name: 'Record an order',
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
          id: 'd',
          name: 'Data table',
          type: 'n8n-nodes-base.dataTable',
          typeVersion: 1,
          position: [240, 0],
          parameters: { dataTableId: { __rl: true, value: '', mode: 'list' } },
        },
      ],
      connections: { [TRIGGER]: { main: [[{ node: 'Data table', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    });
    const { page, errors } = await session.ownerPage({ width: 1440, height: 900 });
    await page.goto(`${weft.url}/workflow/${workflow.id}`);
    await canvasNode(page, 'Data table').waitFor();
    await openNdv(page, 'Data table');
    await parameterField(page, 'columns').getByText('Choose a data table to map its columns.').waitFor();

    const locator = parameterField(page, 'dataTableId');
    await locator.getByRole('combobox', { name: 'Data table (From list)' }).focus();
    await locator.getByRole('option', { name: 'Orders' }).click();
    await expect.poll(() => page.getByTestId('resource-mapper-column').count(), { timeout: 10_000 }).toBe(2);
    await page.getByLabel('Value of sku').fill('A-7');
    await page.getByLabel('Value of qty').fill('4');
    await shots(page, 'data-table-node-columns');
    await closeNdv(page);

    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor();
    await expect(page.getByTestId('run-result').textContent()).resolves.toContain('successfully');

    // Get with a condition: the Column choice lists the system columns and the table's own.
    await openNdv(page, 'Data table');
    await parameterField(page, 'operation').locator('select').selectOption({ label: 'Get' });
    await parameterField(page, 'filters').getByRole('button', { name: 'Add Condition' }).click();
    const column = parameterField(page, 'filters.conditions[0].keyName').locator('select');
    await expect
      .poll(async () => (await column.locator('option').allTextContents()).join('|'), { timeout: 10_000 })
      .toContain('qty (number)');
    expect(await column.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['id (number)', 'createdAt (date)', 'updatedAt (date)', 'sku (string)', 'qty (number)']),
    );
    await column.selectOption({ label: 'sku (string)' });
    await parameterField(page, 'filters.conditions[0].keyValue').locator('input').fill('A-7');
    await shots(page, 'data-table-node-get-condition');
    await closeNdv(page);
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor();
    await expect(page.getByTestId('run-result').textContent()).resolves.toContain('successfully');
    const rows = await rest(weft, cookie, 'GET', `/data-tables/${table.id}/rows`);
    expect(rows.data.map((r: { sku: string; qty: number }) => [r.sku, r.qty])).toEqual([['A-7', 4]]);
    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
  }, 120_000);
});
