import { describe, expect, it } from 'vitest';
import { rest, screenshot, useSignedInWeft } from './harness';

/** A manual workflow that succeeds, or fails in a Stop and Error node. */
function workflow(name: string, fail: boolean) {
  const nodes: any[] = [
    { id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    fail
      ? {
          id: 'b',
          name: 'Fail',
          type: 'n8n-nodes-base.stopAndError',
          typeVersion: 1,
          position: [220, 0],
          parameters: { errorMessage: 'Planned failure' },
        }
      : { id: 'b', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [220, 0], parameters: {} },
  ];
  return {
    name,
    nodes,
    connections: { Start: { main: [[{ node: nodes[1].name, type: 'main', index: 0 }]] } },
    settings: {},
  };
}

describe('the executions list in Chromium', () => {
  const session = useSignedInWeft();

  it('starts empty with a call to action', async () => {
    const { page, errors } = await session.ownerPage();
    await page.goto(`${session.weft.url}/executions`);
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('empty-state').textContent()).toContain('No executions yet');
    await screenshot(page, 'executions-empty');
    expect(errors).toEqual([]);
  });

  it('lists runs with their status, filters them, retries and deletes', async () => {
    const ok = await rest(session.weft, session.cookie, 'POST', '/workflows', workflow('Nightly report', false));
    const bad = await rest(session.weft, session.cookie, 'POST', '/workflows', workflow('Sync invoices', true));
    for (const wf of [ok, ok, bad]) {
      await rest(session.weft, session.cookie, 'POST', '/workflows/run', { workflowData: wf });
    }
    // Runs finish asynchronously: wait until all three are stored.
    for (let i = 0; i < 50; i++) {
      const list = await rest(session.weft, session.cookie, 'GET', '/executions?filter={}');
      if (list.count >= 3 && list.results.every((e: any) => e.stoppedAt)) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    const { page, errors } = await session.ownerPage();
    await page.goto(`${session.weft.url}/executions`);
    await page.getByTestId('execution-row').nth(2).waitFor();
    expect(await page.getByTestId('execution-row').count()).toBe(3);
    expect(await page.locator('[data-status="error"]').count()).toBe(1);
    expect(await page.locator('[data-status="success"]').count()).toBe(2);
    await screenshot(page, 'executions-list');

    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'executions-list-1920');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Filter by status.
    await page.getByTestId('filter-status').selectOption('error');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="execution-row"]').length === 1);
    expect(await page.getByTestId('execution-row').first().textContent()).toContain('Sync invoices');

    // Retry the failed one: a new execution appears (it fails again, as the workflow still does).
    await page
      .getByRole('button', { name: /Actions for execution/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Retry with original workflow' }).click();
    await page.getByText('Retry started').waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="execution-row"]').length === 2,
      undefined,
      { timeout: 15_000 },
    );
    expect(await page.getByTestId('execution-row').first().textContent()).toContain('Retry of #');

    // Delete the selected ones through the bulk bar.
    await page.getByTestId('filter-status').selectOption('');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="execution-row"]').length === 4);
    page.once('dialog', (d) => void d.accept());
    await page.getByLabel('Select all executions').check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete selected' }).click();
    await page.getByTestId('empty-state').waitFor();
    const after = await rest(session.weft, session.cookie, 'GET', '/executions?filter={}');
    expect(after.count).toBe(0);
    expect(errors).toEqual([]);
  });

  it('counts active workflows and executions on the Usage page', async () => {
    const wf = await rest(session.weft, session.cookie, 'POST', '/workflows', workflow('Counted', false));
    await rest(session.weft, session.cookie, 'POST', '/workflows/run', { workflowData: wf });
    for (let i = 0; i < 50; i++) {
      if ((await rest(session.weft, session.cookie, 'GET', '/executions?filter={}')).count >= 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const { page, errors } = await session.ownerPage();
    await page.goto(`${session.weft.url}/settings/usage`);
    await page.getByTestId('usage-executions-30-days-').waitFor();
    expect(await page.getByTestId('usage-executions-30-days-').textContent()).toContain('1');
    expect(await page.getByTestId('usage-active-workflows').textContent()).toContain('0');
    await screenshot(page, 'settings-usage');
    expect(errors).toEqual([]);
  });
});
