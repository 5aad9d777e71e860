/**
 * A new user's first workflow, through the UI only (issue 15): Manual Trigger → HTTP Request (to a
 * loopback server) → Split Out → Edit Fields → If, with drag-and-drop mapping; run it, add a node
 * and see the earlier data still shown; dropped fields set the assignment type and the condition
 * operator, and a typed '30' is a number, so `{{ $json.age }} > 30` fills both branches with strict
 * types; editing Edit Fields keeps its data marked stale, and "Execute step" on the If runs it
 * again; with 'age' as text the type error reads as a hint, and "Convert types where required"
 * fills both branches again. Also
 * checks the small defects of the issue: Escape after "Execute step", toasts bottom-right, the
 * HTTP Request icon in dark mode, no horizontal overflow in light and dark, and no console errors.
 * Screenshots of each step go to test-results/screenshots/new-user-walk-*.png.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rest, screenshot, useSignedInWeft } from './harness';
import { canvasNode, openNdv, parameterField } from './ndv-helpers';

const USERS = {
  users: [
    { name: 'Ann', age: 25 },
    { name: 'Bob', age: 41 },
    { name: 'Cy', age: 35 },
  ],
};

/** Adds a node after another with the '+' of its output; the new node's view opens (item 1), as in n8n. */
async function addAfter(page: Page, from: string, search: string, type: string, name: string): Promise<void> {
  await canvasNode(page, from).hover();
  await page.getByRole('button', { name: `Add a node after ${from}` }).click();
  await page.getByTestId('node-creator').waitFor();
  await page.getByLabel('Search nodes').fill(search);
  await page.locator(`[data-testid="node-creator-item"][data-node-type="${type}"]`).first().click();
  await page.getByTestId('node-creator').waitFor({ state: 'detached' });
  await page.locator(`[data-testid="ndv"][data-node-name="${name}"]`).waitFor();
  await page.getByTestId('node-parameters').waitFor();
}

async function closeView(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('ndv').waitFor({ state: 'detached' });
}

/** A toast as it appeared: its text and where it sat. */
interface SeenToast {
  text: string;
  right: number;
  bottom: number;
  top: number;
}

/** Whether anything in the page is wider than the window (a horizontal scroll bar or cut-off). */
async function overflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('a new user builds, runs and edits a first workflow (issue 15)', () => {
  const session = useSignedInWeft();
  let api: Server;
  let apiUrl = '';
  /** Calls the loopback API got: a partial run reuses HTTP Request's data instead of calling again. */
  let calls = 0;

  beforeAll(async () => {
    api = createServer((_req, res) => {
      calls++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(USERS));
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', () => r()));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/users`;
  });
  afterAll(() => new Promise<void>((r) => api.close(() => r())));

  it('trigger → HTTP Request → Split Out → Edit Fields → If, mapped by dragging; keeps run data; loose types fill both branches', async () => {
    const { page, errors } = await session.ownerPage({ width: 1280, height: 800 });
    await page.goto(`${session.weft.url}/workflow/new`);

    // 1. The trigger.
    await page.getByTestId('canvas-add-first-step').click();
    await page.getByTestId('node-creator').waitFor();
    await page.locator('[data-testid="node-creator-item"][data-node-type="weft.manualTrigger"]').click();
    const trigger = page.locator('[data-testid="canvas-node"]').first();
    await trigger.waitFor();
    const triggerName = (await trigger.getAttribute('data-node-name'))!;
    await page.waitForTimeout(350);
    await screenshot(page, 'new-user-walk-01-trigger');

    // 2. HTTP Request to the loopback server.
    await addAfter(page, triggerName, 'http', 'weft.httpRequest', 'HTTP Request');
    await parameterField(page, 'url').locator('input, textarea, [contenteditable="true"]').first().fill(apiUrl);
    await screenshot(page, 'new-user-walk-02-http-request');
    await closeView(page);

    // 3. Run it.
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('run-result').textContent()).toContain('successfully');
    await expect.poll(() => canvasNode(page, 'HTTP Request').getAttribute('data-status')).toBe('success');
    await screenshot(page, 'new-user-walk-03-first-run');

    // 4. Adding a node keeps the run data and opens the new node's view (item 1): its input
    //    panel already shows HTTP Request's item, and the canvas keeps every node's result.
    await addAfter(page, 'HTTP Request', 'split out', 'weft.splitOut', 'Split Out');
    expect(await canvasNode(page, 'HTTP Request').getAttribute('data-status')).toBe('success');
    expect(await canvasNode(page, triggerName).getAttribute('data-status')).toBe('success');
    await screenshot(page, 'new-user-walk-04-added-node-opens-with-input');

    // 5. Split Out: dragging 'users' onto "Fields To Split Out" writes the field name (item 3), not an expression.
    const input = page.getByTestId('ndv-input');
    const usersHeader = input.locator('[data-testid="ndv-table-header"][data-key="users"]');
    await usersHeader.waitFor();
    const splitField = parameterField(page, 'fieldToSplitOut');
    await usersHeader.dragTo(splitField);
    await expect.poll(() => splitField.locator('input, textarea').first().inputValue()).toBe('users');
    await page.getByTestId('ndv-execute-step').click();
    const output = page.getByTestId('ndv-output');
    await output.locator('[data-testid="ndv-table-row"]').nth(2).waitFor({ timeout: 20_000 });
    await screenshot(page, 'new-user-walk-05-split-out-mapped');
    // Escape closes the view right after "Execute step" (item 10), focus being wherever it is.
    await page.keyboard.press('Escape');
    await page.getByTestId('ndv').waitFor({ state: 'detached' });

    // 6. Edit Fields: two fields, each value dragged from the input; values use the inline
    //    expression editor with its full-editor button (item 4).
    await addAfter(page, 'Split Out', 'edit fields', 'weft.set', 'Edit Fields');
    const assignments = page.getByTestId('assignments');
    await assignments.waitFor();
    // Toasts close after 4 s: note each one as it appears, wherever the test is by then.
    await page.evaluate(() => {
      const seen: SeenToast[] = [];
      (window as unknown as { seenToasts: SeenToast[] }).seenToasts = seen;
      const marked = new WeakSet<Element>();
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('.toast')) {
          if (marked.has(el)) continue;
          marked.add(el);
          const r = el.getBoundingClientRect();
          seen.push({ text: el.textContent ?? '', right: r.right, bottom: r.bottom, top: r.top });
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    for (const [i, key] of [
      [1, 'name'],
      [2, 'age'],
    ] as const) {
      await assignments.getByRole('button', { name: 'Add field' }).click();
      await assignments.getByLabel(`Field ${i} name`, { exact: true }).fill(key);
      const header = page.getByTestId('ndv-input').locator(`[data-testid="ndv-table-header"][data-key="${key}"]`);
      await header.waitFor();
      await header.dragTo(assignments.getByLabel(`Field ${i} value`, { exact: true }));
      await expect
        .poll(() => assignments.getByLabel(`Field ${i} value`, { exact: true }).textContent())
        .toBe(`{{ $json.${key} }}`);
    }
    // The first mapping's toast sat bottom-right, clear of the header (item 6), and came once.
    const mapped = (await page.evaluate(() => (window as unknown as { seenToasts: SeenToast[] }).seenToasts)).filter(
      (x) => x.text.includes('Input mapped'),
    );
    expect(mapped).toHaveLength(1);
    expect(mapped[0]!.right).toBeGreaterThan(1280 - 40);
    expect(mapped[0]!.bottom).toBeGreaterThan(800 - 40);
    expect(mapped[0]!.top).toBeGreaterThan(400);
    // The dropped field's value sets the type (item 2, as n8n): 'age' holds numbers, 'name' text.
    await expect.poll(() => assignments.getByLabel('Field 2 type', { exact: true }).inputValue()).toBe('number');
    expect(await assignments.getByLabel('Field 1 type', { exact: true }).inputValue()).toBe('string');
    expect(await assignments.getByTestId('mappable-expression').count()).toBe(2);
    // The value editor shows its live result for the first input item (item 4).
    await assignments.getByLabel('Field 2 value', { exact: true }).click();
    await expect.poll(() => assignments.getByTestId('inline-expression-output').first().textContent()).toBe('25');
    await page.getByTestId('ndv').locator('.ndv-panel__title').first().click();
    // Typing {{ in a fixed value closes the braces and keeps typing in the expression editor,
    // which completes $json's fields (item 4).
    await assignments.getByRole('button', { name: 'Add field' }).click();
    await assignments.getByLabel('Field 3 name', { exact: true }).fill('greeting');
    await assignments.getByLabel('Field 3 value', { exact: true }).click();
    await page.keyboard.type('Hi {{');
    const greeting = assignments.getByLabel('Field 3 value', { exact: true });
    await expect.poll(() => greeting.textContent()).toBe('Hi {{  }}');
    await page.keyboard.type('$json.');
    await page.locator('.cm-tooltip-autocomplete').getByText('name', { exact: true }).waitFor();
    await page.keyboard.type('name');
    await expect.poll(() => greeting.textContent()).toBe('Hi {{ $json.name }}');
    await expect.poll(() => assignments.getByTestId('inline-expression-output').first().textContent()).toBe('Hi Ann');
    await screenshot(page, 'new-user-walk-06a-typed-expression');
    await page.getByTestId('ndv').locator('.ndv-panel__title').first().click();
    expect(await assignments.getByTestId('expander').count()).toBe(3);
    await screenshot(page, 'new-user-walk-06-edit-fields-mapped');
    await closeView(page);

    // 7. If: {{ $json.age }} > 30, the right value typed as '30'.
    await addAfter(page, 'Edit Fields', 'if', 'weft.if', 'If');
    await closeView(page);
    await screenshot(page, 'new-user-walk-06b-canvas-before-second-run');
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor({ timeout: 20_000 });
    await openNdv(page, 'If');
    const filter = page.getByTestId('filter-conditions');
    await filter.waitFor();
    const ageHeader = page.getByTestId('ndv-input').locator('[data-testid="ndv-table-header"][data-key="age"]');
    await ageHeader.waitFor();
    await ageHeader.dragTo(filter.getByLabel('Condition 1 left value', { exact: true }));
    await expect
      .poll(() => filter.getByLabel('Condition 1 left value', { exact: true }).textContent())
      .toBe('{{ $json.age }}');
    // A number field picks a number operator, as in n8n (item 2).
    const op = filter.getByLabel('Condition 1 operator', { exact: true });
    await expect.poll(() => op.inputValue()).toBe('number:equals');
    await op.selectOption('number:gt');
    await filter.getByLabel('Condition 1 right value', { exact: true }).fill('30');
    // The operator's label is not cut off (item 10).
    expect(
      await op.evaluate(
        (el) => el.scrollWidth <= el.clientWidth + 1 || (el as HTMLSelectElement).getBoundingClientRect().width >= 190,
      ),
    ).toBe(true);

    // The simplest use works with strict types (item 2): '30' is kept as the number 30, so both branches fill.
    const tabs = page.getByTestId('ndv-output').locator('.ndv-branches__tab');
    await page.getByTestId('ndv-execute-step').click();
    await expect.poll(() => tabs.count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => tabs.nth(0).textContent()).toContain('2 items');
    await expect.poll(() => tabs.nth(1).textContent()).toContain('1 item');
    await screenshot(page, 'new-user-walk-07-if-strict-numbers');
    await closeView(page);
    await expect.poll(() => canvasNode(page, 'If').getAttribute('data-status')).toBe('success');

    // 8. Editing a node keeps its data and marks it stale, as n8n does: Edit Fields' 'age' becomes text.
    await openNdv(page, 'Edit Fields');
    await page.getByTestId('assignments').getByLabel('Field 2 type', { exact: true }).selectOption('string');
    // Its output stays, with a notice that it is out of date.
    await page.getByTestId('ndv-output-stale').waitFor();
    expect(await page.getByTestId('ndv-output').locator('[data-testid="ndv-table-row"]').count()).toBe(3);
    await screenshot(page, 'new-user-walk-08-edited-node-output-stale');
    await closeView(page);
    await expect.poll(() => canvasNode(page, 'Edit Fields').getAttribute('data-status')).toBe('stale');
    expect(await canvasNode(page, 'Split Out').getAttribute('data-status')).toBe('success');
    expect(await canvasNode(page, 'If').getAttribute('data-status')).toBe('success');
    expect(await canvasNode(page, 'Edit Fields').getByTestId('node-stale').count()).toBe(1);
    await screenshot(page, 'new-user-walk-09-stale-after-edit');

    // 9. "Execute step" on the If runs the stale Edit Fields again: now 'age' is text, so strict types
    //    fail, and the hint is readable (item 2), not raw tags.
    await openNdv(page, 'If');
    await page.getByTestId('ndv-execute-step').click();
    const error = page.getByTestId('ndv-output-error');
    await error.waitFor({ timeout: 20_000 });
    const hint = error.getByTestId('ndv-error-description');
    expect(await hint.textContent()).toContain('Convert types where required');
    // Tags in the hint are rendered (If 2.3 says it in a sentence; older versions as a list), never shown raw.
    expect(await hint.textContent()).not.toMatch(/<\/?(p|ol|li)>/);
    await screenshot(page, 'new-user-walk-10-if-strict-error');

    // "Convert types where required": both branches get items.
    await parameterField(page, 'looseTypeValidation').getByRole('switch').click();
    await page.getByTestId('ndv-execute-step').click();
    await expect.poll(() => tabs.count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => tabs.nth(0).textContent()).toContain('2 items');
    await expect.poll(() => tabs.nth(1).textContent()).toContain('1 item');
    expect(await overflows(page)).toBe(false);
    await screenshot(page, 'new-user-walk-11-if-both-branches');
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    expect(await overflows(page)).toBe(false);
    await screenshot(page, 'new-user-walk-11-if-both-branches-dark');
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light';
    });
    await closeView(page);

    // The canvas after the partial run: Edit Fields ran again and is fresh; every node has its result.
    await expect.poll(() => canvasNode(page, 'If').getAttribute('data-status')).toBe('success');
    expect(await canvasNode(page, 'Edit Fields').getAttribute('data-status')).toBe('success');
    expect(await canvasNode(page, 'HTTP Request').getAttribute('data-status')).toBe('success');
    await screenshot(page, 'new-user-walk-12-canvas-done');
    // Two full runs called the API; the partial runs ("Execute step") reused HTTP Request's data.
    expect(calls).toBe(2);

    await page.keyboard.press('Control+s');
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    // Dark mode: the HTTP Request icon is drawn in a colour that reads on the dark surface (item 10).
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    const stroke = await canvasNode(page, 'HTTP Request')
      .locator('svg.node-icon-svg')
      .first()
      .evaluate((el) => getComputedStyle(el).stroke);
    expect(stroke).not.toBe('rgb(0, 4, 245)');
    // So is the If's dark green (thin line icons get the contrast of text).
    const ifStroke = await canvasNode(page, 'If')
      .locator('svg.node-icon-svg')
      .first()
      .evaluate((el) => getComputedStyle(el).stroke);
    expect(ifStroke).not.toBe('rgb(64, 128, 0)');
    expect(await overflows(page)).toBe(false);
    await screenshot(page, 'new-user-walk-13-canvas-dark');
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light';
    });

    expect(errors).toEqual([]);
  }, 180_000);

  it('a new Webhook trigger: its Path is filled and matches the URL, and listening says where to call (item 5)', async () => {
    const { page, errors } = await session.ownerPage({ width: 1280, height: 800 });
    await page.goto(`${session.weft.url}/workflow/new`);
    await page.getByTestId('canvas-add-first-step').click();
    await page.getByTestId('node-creator').waitFor();
    await page.getByLabel('Search nodes').fill('webhook');
    await page.locator('[data-testid="node-creator-item"][data-node-type="weft.webhook"]').first().click();
    await page.locator('[data-testid="ndv"][data-node-name="Webhook"]').waitFor();
    const path = await parameterField(page, 'path').locator('input').first().inputValue();
    expect(path).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.getByTestId('ndv').textContent()).not.toContain('Parameter "Path" is required');
    const testUrl = (await page.getByTestId('ndv-webhook-url').first().textContent())!;
    expect(testUrl.endsWith(`/webhook-test/${path}`)).toBe(true);
    await screenshot(page, 'new-user-walk-14-webhook-path');

    await page.getByTestId('ndv-listen').click();
    const listening = page.getByTestId('ndv-listening');
    await listening.waitFor();
    expect(await listening.getByTestId('ndv-listening-url').textContent()).toBe(testUrl);
    expect(await page.getByTestId('ndv-output-listening-url').textContent()).toBe(testUrl);
    await screenshot(page, 'new-user-walk-15-webhook-listening');
    const call = await fetch(testUrl.replace('//localhost:', '//127.0.0.1:'), { method: 'GET' });
    expect(call.status).toBe(200);
    await listening.waitFor({ state: 'detached', timeout: 20_000 });
    await page
      .getByTestId('ndv-output')
      .locator('[data-testid="ndv-table-row"], [data-testid="ndv-json"], [data-testid="ndv-schema"]')
      .first()
      .waitFor({ timeout: 20_000 });
    await screenshot(page, 'new-user-walk-16-webhook-received');
    await closeView(page);

    // A node added after the Webhook runs on the call already received: no second test call (item 1).
    await addAfter(page, 'Webhook', 'edit fields', 'weft.set', 'Edit Fields');
    await page
      .getByTestId('ndv-input')
      .locator('[data-testid="ndv-table-row"], [data-testid="ndv-json"], [data-testid="ndv-schema"]')
      .first()
      .waitFor();
    await page.getByTestId('ndv-execute-step').click();
    // Edit Fields without fields makes one empty item from the call.
    await expect.poll(() => page.getByTestId('ndv-output').textContent(), { timeout: 20_000 }).toContain('1 item');
    expect(await page.getByTestId('ndv-listening').count()).toBe(0);
    await screenshot(page, 'new-user-walk-17-webhook-data-reused');
    expect(errors).toEqual([]);
  }, 90_000);
});

describe('the same workflow in German, light and dark, without overflow (issue 15 acceptance)', () => {
  const session = useSignedInWeft({ WEFT_DEFAULT_LOCALE: 'de' });
  let api: Server;
  let apiUrl = '';

  beforeAll(async () => {
    api = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(USERS));
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', () => r()));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/users`;
  });
  afterAll(() => new Promise<void>((r) => api.close(() => r())));

  it('runs it and shows the If with both branches, the canvas and the node view fitting the window', async () => {
    const trigger = 'When clicking ‘Execute workflow’';
    const created = await rest(session.weft, session.cookie, 'POST', '/workflows', {
      name: 'Erster Workflow',
      nodes: [
        {
          id: 't',
          name: trigger,
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
          parameters: { url: apiUrl, options: {} },
        },
        {
          id: 's',
          name: 'Split Out',
          type: 'n8n-nodes-base.splitOut',
          typeVersion: 1,
          position: [480, 0],
          parameters: { fieldToSplitOut: 'users', options: {} },
        },
        {
          id: 'i',
          name: 'If',
          type: 'n8n-nodes-base.if',
          typeVersion: 2.2,
          position: [720, 0],
          parameters: {
            conditions: {
              options: { caseSensitive: true, leftValue: '', typeValidation: 'loose', version: 2 },
              conditions: [
                {
                  id: 'c1',
                  leftValue: '={{ $json.age }}',
                  rightValue: '30',
                  operator: { type: 'number', operation: 'gt' },
                },
              ],
              combinator: 'and',
            },
            looseTypeValidation: true,
            options: {},
          },
        },
      ],
      connections: {
        [trigger]: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] },
        'HTTP Request': { main: [[{ node: 'Split Out', type: 'main', index: 0 }]] },
        'Split Out': { main: [[{ node: 'If', type: 'main', index: 0 }]] },
      },
      settings: {},
    });
    const { page, errors } = await session.ownerPage({ width: 1280, height: 800 });
    await page.goto(`${session.weft.url}/workflow/${created.id}`);
    await canvasNode(page, 'If').waitFor();
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor({ timeout: 20_000 });
    await expect.poll(() => canvasNode(page, 'If').getAttribute('data-status')).toBe('success');
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
      }, theme);
      expect(await overflows(page)).toBe(false);
      await screenshot(page, `new-user-walk-de-canvas-${theme}`);
    }
    await openNdv(page, 'If');
    const tabs = page.getByTestId('ndv-output').locator('.ndv-branches__tab');
    await expect.poll(() => tabs.count()).toBe(2);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
      }, theme);
      expect(await overflows(page)).toBe(false);
      // Nothing in the node view is wider than its box (labels, selects, tabs).
      const clipped = await page
        .getByTestId('ndv')
        .evaluate((ndv) =>
          [...ndv.querySelectorAll<HTMLElement>('.ndv-panel__head, .ndv-branches, .ndvp-filter__condition')]
            .filter((el) => el.scrollWidth > el.clientWidth + 1)
            .map((el) => el.className),
        );
      expect(clipped).toEqual([]);
      await screenshot(page, `new-user-walk-de-if-${theme}`);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
