import { describe, expect, it } from 'vitest';
import { rest, screenshot, useSignedInWeft } from './harness';

describe('the templates library in Chromium', () => {
  const session = useSignedInWeft();

  it('searches, pages, opens, imports and runs a bundled template', async () => {
    const { page, errors } = await session.ownerPage();
    await page.goto(`${session.weft.url}/templates`);
    await page.getByTestId('template-card').first().waitFor();
    const total = Number(await page.getByTestId('templates-total').textContent());
    expect(total).toBeGreaterThanOrEqual(30);
    // The first page holds 20; scrolling to the end loads the rest (infinite paging).
    expect(await page.getByTestId('template-card').count()).toBe(20);
    await screenshot(page, 'templates-search');
    await page.mouse.move(700, 400);
    for (let i = 0; i < 30 && (await page.getByTestId('template-card').count()) < total; i++) {
      await page.mouse.wheel(0, 5000);
      await page.waitForTimeout(300);
    }
    expect(await page.getByTestId('template-card').count()).toBe(total);

    // Search narrows the list.
    await page.getByTestId('templates-search').fill('sales by region');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="templates-total"]')?.textContent === '1',
      undefined,
      { timeout: 10_000 },
    );
    await page.getByTestId('template-card').first().click();
    await page.getByTestId('template-view').waitFor();
    await page.getByTestId('workflow-preview').waitFor();
    expect(await page.locator('h1').textContent()).toContain('Sum sales by region');
    await screenshot(page, 'templates-workflow');

    // Use it: a workflow is created and opened on the canvas; run it there.
    await page.getByTestId('use-template').click();
    await page.waitForURL(/\/workflow\/[^/]+$/, { timeout: 15_000 });
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('run-result').textContent()).toContain('successfully');
    await screenshot(page, 'templates-imported-run');

    const workflows = await rest(session.weft, session.cookie, 'GET', '/workflows');
    expect(workflows.some((w: { name: string }) => w.name === 'Sum sales by region')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('opens a collection', async () => {
    const { page, errors } = await session.ownerPage();
    await page.goto(`${session.weft.url}/templates`);
    await page.getByTestId('collection-card').first().click();
    await page.getByTestId('collection-view').waitFor();
    expect(await page.getByTestId('template-card').count()).toBeGreaterThan(0);
    await screenshot(page, 'templates-collection');
    expect(errors).toEqual([]);
  });
});
