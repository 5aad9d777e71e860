/**
 * The smaller stumbles of a new user (issue 15 items 8 and 9), in Chromium: a run made before the
 * first save belongs to the workflow and opens from its Executions tab, which refreshes by itself,
 * and going back to the editor keeps the last run shown;
 * templates speak of "Execute workflow" as the button reads and preview display names, not
 * internal type names; the workflow Share dialog speaks of the workflow.
 * Screenshots: test-results/screenshots/new-user-details-*.png.
 */
import { describe, expect, it } from 'vitest';
import { rest, screenshot, useSignedInWeft } from './harness';

describe("a new user's smaller stumbles (issue 15 items 8 and 9)", () => {
  const session = useSignedInWeft();

  it('a run before the first save belongs to the workflow and opens; the Executions tab refreshes by itself', async () => {
    const { page, errors } = await session.ownerPage({ width: 1280, height: 800 });
    await page.goto(`${session.weft.url}/workflow/new`);
    await page.getByTestId('canvas-add-first-step').click();
    await page.getByTestId('node-creator').waitFor();
    await page.locator('[data-testid="node-creator-item"][data-node-type="weft.manualTrigger"]').click();
    await page.locator('[data-testid="canvas-node"]').first().waitFor();
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor({ timeout: 20_000 });
    // The first run saved the workflow, so the run is one of its executions.
    await page.waitForURL(/\/workflow\/(?!new)[^/]+$/);
    const id = decodeURIComponent(page.url().split('/workflow/')[1]!);
    const mine = await rest(
      session.weft,
      session.cookie,
      'GET',
      `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: id }))}`,
    );
    expect(mine.count).toBe(1);

    await page.getByTestId('tab-executions').click();
    const items = page.getByTestId('execution-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    await items.first().click();
    await page.getByLabel('Execution preview').locator('[data-testid="canvas-node"]').first().waitFor();
    await screenshot(page, 'new-user-details-01-execution-opens');

    // A run started elsewhere shows up without reloading the page.
    const workflow = await rest(session.weft, session.cookie, 'GET', `/workflows/${id}`);
    await rest(session.weft, session.cookie, 'POST', '/workflows/run', { workflowData: workflow });
    await expect.poll(() => items.count(), { timeout: 15_000, interval: 500 }).toBe(2);
    await screenshot(page, 'new-user-details-02-executions-refreshed');

    // Back in the editor, the canvas still shows the last run (nothing was edited since).
    await page.getByRole('navigation', { name: 'Workflow views' }).getByRole('link', { name: 'Editor' }).click();
    await page.waitForURL(/\/workflow\/[^/]+$/);
    await expect
      .poll(() => page.locator('[data-testid="canvas-node"]').first().getAttribute('data-status'))
      .toBe('success');

    // The Share dialog speaks of the workflow.
    await page.goto(`${session.weft.url}/workflow/${id}`);
    await page.getByTestId('workflow-share').click();
    const share = page.getByRole('dialog', { name: /^Share/ });
    await share.waitFor();
    const text = (await share.textContent()) ?? '';
    expect(text).not.toContain('this credential');
    expect(text).toContain('this workflow');
    // Said once, not twice (the dialog's description and the panel repeated each other).
    expect(text.match(/can open, edit and run/g)).toHaveLength(1);
    await screenshot(page, 'new-user-details-03-share-dialog');
    expect(errors).toEqual([]);
  }, 90_000);

  it('a template says "Execute workflow" like the button, and its preview shows node names, not type names', async () => {
    const { page, errors } = await session.ownerPage({ width: 1280, height: 800 });
    await page.goto(`${session.weft.url}/templates`);
    await page.getByTestId('template-card').first().waitFor();
    await page.getByTestId('templates-search').fill('your first workflow');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="templates-total"]')?.textContent === '1',
      undefined,
      { timeout: 10_000 },
    );
    await page.getByTestId('template-card').first().click();
    const view = page.getByTestId('template-view');
    await view.waitFor();
    await page.getByTestId('workflow-preview').waitFor();
    // Once the node types have loaded, each node shows its icon and is named by its display name.
    await page.getByTestId('workflow-preview').locator('.template-preview__icon').nth(1).waitFor({ timeout: 15_000 });
    const text = (await view.textContent()) ?? '';
    expect(text).toContain('Execute workflow');
    expect(text).not.toContain('Test workflow');
    const preview = (await page.getByTestId('workflow-preview').textContent()) ?? '';
    expect(preview).toContain('When clicking');
    expect(preview).toContain('Edit Fields');
    expect(preview).not.toMatch(/manualTrigger|n8n-nodes-base|weft\./);
    // Node names are wrapped, not cut off: every line of a name fits its node's width.
    const cut = await page
      .getByTestId('workflow-preview')
      .evaluate((svg) =>
        [...svg.querySelectorAll('text')].map((t) => t.textContent ?? '').filter((t) => t.endsWith('…')),
      );
    expect(cut).toEqual([]);
    await screenshot(page, 'new-user-details-04-template');
    expect(errors).toEqual([]);
  });
});
