/**
 * The workflow canvas in Chromium against a real weft start: build a workflow from the node
 * creator, run it, undo/redo, save and reload; a save conflict between two tabs; importing an
 * n8n file; copy and paste between workflows.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
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

const CASE = '/work/shared/conformance/cases/if-number-branches/workflow.json';

const node = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const nodeCount = (page: Page) => page.locator('[data-testid="canvas-node"]').count();
const edgeCount = (page: Page) => page.locator('.react-flow__edge').count();

async function addFromCreator(page: Page, search: string, type: string): Promise<void> {
  await page.getByTestId('node-creator').waitFor();
  await page.getByLabel('Search nodes').fill(search);
  await page.locator(`[data-testid="node-creator-item"][data-node-type="${type}"]`).first().click();
  await page.getByTestId('node-creator').waitFor({ state: 'detached' });
  // The new node's view opens (as in n8n); back to the canvas.
  await page.getByTestId('ndv').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('ndv').waitFor({ state: 'detached' });
  // The canvas may pan to show the new node.
  await page.waitForTimeout(350);
}

async function nodePosition(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = await node(page, name).locator('.wnode__box').boundingBox();
  return { x: box!.x, y: box!.y };
}

async function dragNode(page: Page, name: string, dx: number, dy: number): Promise<void> {
  const box = (await node(page, name).locator('.wnode__box').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++)
    await page.mouse.move(box.x + box.width / 2 + (dx * i) / 8, box.y + box.height / 2 + (dy * i) / 8);
  await page.mouse.up();
}

async function waitForCount(fn: () => Promise<number>, want: number): Promise<void> {
  // 15 s: a loaded machine (other test runs beside this one) takes longer than 5 s to import a template.
  const deadline = Date.now() + 15_000;
  let last = -1;
  while (Date.now() < deadline) {
    last = await fn();
    if (last === want) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`expected ${want}, still ${last}`);
}

describe('the workflow canvas', () => {
  let weft: WeftProcess;
  let browser: Browser;
  let cookie: string;
  let savedId = '';
  const pages: TrackedPage[] = [];

  async function signedInPage(viewport = { width: 1280, height: 800 }): Promise<TrackedPage> {
    const tracked = await openPage(browser, viewport);
    await useCookie(tracked.context, weft, cookie);
    await tracked.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: weft.url });
    pages.push(tracked);
    return tracked;
  }

  beforeAll(async () => {
    weft = await startWeft();
    browser = await launchBrowser();
    cookie = await setupOwnerViaApi(weft);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await weft?.stop();
  });

  it('builds a 5-node workflow from the node creator, runs it, undoes and redoes, saves and reloads', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${weft.url}/workflow/new`);
    await page.getByTestId('canvas-add-first-step').click();
    await expect(page.getByRole('heading', { name: 'What triggers this workflow?' }).isVisible()).resolves.toBe(true);
    const first = page.locator('[data-testid="node-creator-item"]').first();
    await expect(first.getAttribute('data-node-type')).resolves.toBe('weft.manualTrigger');
    await screenshot(page, 'canvas-empty-node-creator-1280');
    await first.click();
    await node(page, "When clicking 'Execute workflow'").waitFor();

    await page.getByTestId('open-node-creator').click();
    await addFromCreator(page, 'edit fields', 'weft.set');
    await page.getByTestId('open-node-creator').click();
    await addFromCreator(page, 'condition', 'weft.if');
    await page.getByRole('button', { name: 'Add a node after If (true)' }).click();
    await addFromCreator(page, 'no op', 'weft.noOp');
    await page.getByRole('button', { name: 'Add a node after If (false)' }).click();
    await addFromCreator(page, 'no op', 'weft.noOp');
    expect(await nodeCount(page)).toBe(5);
    expect(await edgeCount(page)).toBe(4);
    await expect(node(page, 'If').locator('.whandle__label').allTextContents()).resolves.toEqual(['true', 'false']);

    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor();
    await expect(page.getByTestId('run-result').textContent()).resolves.toContain('successfully');
    for (const name of ["When clicking 'Execute workflow'", 'Edit Fields', 'If']) {
      await expect(node(page, name).getAttribute('data-status')).resolves.toBe('success');
    }
    const counts = await page.getByTestId('edge-item-count').allTextContents();
    expect(counts.length).toBeGreaterThanOrEqual(3);
    expect(counts[0]).toBe('1 item');
    await screenshot(page, 'canvas-after-run-1280');

    // Undo and redo a move.
    await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    const before = await nodePosition(page, 'Edit Fields');
    await dragNode(page, 'Edit Fields', 0, 120);
    const moved = await nodePosition(page, 'Edit Fields');
    expect(moved.y - before.y).toBeGreaterThan(60);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await nodePosition(page, 'Edit Fields')).y).toBeCloseTo(before.y, 0);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await nodePosition(page, 'Edit Fields')).y).toBeCloseTo(moved.y, 0);

    // Undo and redo a delete (the node and its connection come back).
    await node(page, 'No Operation, do nothing1').click();
    await page.keyboard.press('Delete');
    await waitForCount(() => nodeCount(page), 4);
    expect(await edgeCount(page)).toBe(3);
    await page.keyboard.press('Control+z');
    await waitForCount(() => nodeCount(page), 5);
    await waitForCount(() => edgeCount(page), 4);
    await page.keyboard.press('Control+y');
    await waitForCount(() => nodeCount(page), 4);
    await page.keyboard.press('Control+z');
    await waitForCount(() => edgeCount(page), 4);

    // Undo and redo a connection drawn by dragging from an output to an input.
    const out = (await node(page, 'Edit Fields').locator('.whandle--out').boundingBox())!;
    const inp = (await node(page, 'No Operation, do nothing1').locator('.whandle--in').boundingBox())!;
    await page.mouse.move(out.x + out.width / 2, out.y + out.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(
        out.x + ((inp.x - out.x) * i) / 10 + 3,
        out.y + ((inp.y - out.y) * i) / 10 + inp.height / 2,
      );
    await page.mouse.up();
    await waitForCount(() => edgeCount(page), 5);
    await page.keyboard.press('Control+z');
    await waitForCount(() => edgeCount(page), 4);
    await page.keyboard.press('Control+Shift+z');
    await waitForCount(() => edgeCount(page), 5);

    // Save: the route becomes /workflow/{id}; reloading shows the same workflow.
    await page.keyboard.press('Control+s');
    await page.waitForURL(/\/workflow\/(?!new)[^/]+$/);
    savedId = decodeURIComponent(page.url().split('/workflow/')[1]!);
    // The first run already saved it (issue 15 item 8), so the URL may change before this save ends.
    await expect.poll(() => page.getByTestId('workflow-save').textContent()).toBe('Saved');
    const stored = await rest(weft, cookie, 'GET', `/workflows/${savedId}`);
    expect(stored.active).toBe(false);
    expect(stored.nodes).toHaveLength(5);
    const names = (stored.nodes as Array<{ name: string }>).map((n) => n.name).sort();
    await page.reload();
    await node(page, 'If').waitFor();
    expect(await nodeCount(page)).toBe(5);
    expect(await edgeCount(page)).toBe(5);
    const again = await rest(weft, cookie, 'GET', `/workflows/${savedId}`);
    expect((again.nodes as Array<{ name: string }>).map((n) => n.name).sort()).toEqual(names);
    expect(again.connections).toEqual(stored.connections);
    expect(errors).toEqual([]);
  }, 120_000);

  it('shows the conflict dialog when a second tab saves over a newer version, and overwriting works', async () => {
    const a = await signedInPage();
    const b = await signedInPage({ width: 1920, height: 1080 });
    for (const t of [a, b]) {
      await t.page.goto(`${weft.url}/workflow/${savedId}`);
      await node(t.page, 'If').waitFor();
    }
    await a.page.getByTestId('workflow-name').click();
    await a.page.getByTestId('workflow-name-input').fill('  Renamed in tab A  ');
    await a.page.keyboard.press('Enter');
    await a.page.getByTestId('workflow-save').click();
    await expect.poll(() => a.page.getByTestId('workflow-save').textContent()).toBe('Saved');
    expect((await rest(weft, cookie, 'GET', `/workflows/${savedId}`)).name).toBe('Renamed in tab A');

    await b.page.getByTestId('workflow-name').click();
    await b.page.getByTestId('workflow-name-input').fill('Written by tab B');
    await b.page.keyboard.press('Enter');
    await b.page.keyboard.press('Control+s');
    await b.page.getByTestId('conflict-dialog').waitFor();
    await b.page.waitForTimeout(300);
    await screenshot(b.page, 'canvas-conflict-dialog-1920');
    await b.page.getByTestId('conflict-overwrite').click();
    await expect.poll(() => b.page.getByTestId('workflow-save').textContent()).toBe('Saved');
    expect((await rest(weft, cookie, 'GET', `/workflows/${savedId}`)).name).toBe('Written by tab B');

    // Duplicate from the workflow menu: the copy gets the ' copy' suffix and opens.
    await b.page.getByTestId('workflow-menu').click();
    await b.page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await b.page.waitForURL((u) => !u.pathname.endsWith(savedId) && /\/workflow\/[^/]+$/.test(u.pathname));
    await expect.poll(() => b.page.getByTestId('workflow-name').textContent()).toBe('Written by tab B copy');
    expect(a.errors).toEqual([]);
    expect(b.errors.filter((e) => !e.includes('400'))).toEqual([]);
  }, 60_000);

  it('imports an n8n workflow file from the workflow menu, runs it and shows the run data', async () => {
    const { page, errors } = await signedInPage({ width: 1920, height: 1080 });
    await page.goto(`${weft.url}/workflow/new`);
    await page.getByTestId('canvas-add-first-step').waitFor();
    await page.getByTestId('workflow-menu').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('import-from-file').click();
    await (await chooser).setFiles(CASE);
    const wf = JSON.parse(readFileSync(CASE, 'utf8')) as { nodes: Array<{ name: string }> };
    await waitForCount(() => nodeCount(page), wf.nodes.length);
    await page.keyboard.press('Control+s');
    await page.waitForURL(/\/workflow\/(?!new)[^/]+$/);
    await expect.poll(() => page.getByTestId('workflow-save').textContent()).toBe('Saved');

    // Execute up to a node: only it and what feeds it run. The canvas settles after the first save
    // (the route changes), which can drop a hover toolbar shown just before: hover again until it stays.
    for (let attempt = 1; ; attempt++) {
      await node(page, 'If').hover();
      try {
        await page.getByRole('button', { name: 'Execute up to this node' }).click({ timeout: 2000 });
        break;
      } catch (e) {
        if (attempt >= 8) throw e;
        await page.mouse.move(5, 200);
      }
    }
    await page.getByTestId('run-result').waitFor();
    await expect(node(page, 'If').getAttribute('data-status')).resolves.toBe('success');
    await expect(node(page, 'Old').getAttribute('data-status')).resolves.toBe('idle');

    await page.getByTestId('execute-workflow').click();
    await expect.poll(() => node(page, 'Old').getAttribute('data-status')).toBe('success');
    for (const n of wf.nodes) await expect(node(page, n.name).getAttribute('data-status')).resolves.toBe('success');
    const counts = await page.getByTestId('edge-item-count').allTextContents();
    expect(counts.some((c) => /^[2-9]\d* items$/.test(c))).toBe(true);
    await page.locator('.react-flow__pane').click({ position: { x: 30, y: 30 } });
    for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click();
    await page.waitForTimeout(250);
    await screenshot(page, 'canvas-imported-after-run-1920');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await page.waitForTimeout(300);
    await screenshot(page, 'canvas-imported-after-run-dark-1920');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));

    // Activating a workflow with only a manual trigger fails with the server's reason.
    await page.getByTestId('workflow-active').click();
    await expect
      .poll(() => page.getByTestId('toast').last().textContent())
      .toContain('has no node to start the workflow');
    await expect(page.getByTestId('workflow-active').getAttribute('data-state')).resolves.toBe('unchecked');

    // The executions tab lists the run and previews it read-only with its data.
    for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click();
    await page.getByTestId('tab-executions').click();
    await page.getByTestId('execution-item').first().waitFor();
    await node(page, 'Start').waitFor();
    expect(await page.getByTestId('edge-item-count').count()).toBeGreaterThan(0);
    await screenshot(page, 'canvas-executions-tab-1920');
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  }, 90_000);

  it('copies nodes in one workflow and pastes them into another (n8n JSON too)', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${weft.url}/workflow/${savedId}`);
    await node(page, 'If').waitFor();
    await page.locator('.react-flow__pane').click({ position: { x: 30, y: 30 } });
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Control+c');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied).nodes[0].type).toMatch(/^n8n-nodes-base\./);

    await page.goto(`${weft.url}/workflow/new`);
    await page.getByTestId('canvas-add-first-step').waitFor();
    await page.locator('.react-flow__pane').click({ position: { x: 30, y: 30 } });
    await page.keyboard.press('Control+v');
    await waitForCount(() => nodeCount(page), 5);
    await waitForCount(() => edgeCount(page), 5);

    // A workflow copied out of n8n pastes too.
    await page.evaluate((text) => navigator.clipboard.writeText(text), readFileSync(CASE, 'utf8'));
    await page.keyboard.press('Control+v');
    const n8nNodes = (JSON.parse(readFileSync(CASE, 'utf8')) as { nodes: unknown[] }).nodes.length;
    await waitForCount(() => nodeCount(page), 5 + n8nNodes);
    await node(page, 'Start').waitFor();

    // Import from URL: the server downloads the file.
    const server = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(CASE)),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const fileUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/workflow.json`;
    await page.getByTestId('workflow-menu').click();
    await page.getByRole('menuitem', { name: 'Import from URL…' }).click();
    await page.getByLabel('Workflow file URL').fill(fileUrl);
    await page.getByRole('button', { name: 'Import' }).click();
    await waitForCount(() => nodeCount(page), 5 + 2 * n8nNodes);
    await node(page, 'Start1').waitFor();
    server.close();
    expect(errors).toEqual([]);
  }, 60_000);

  it('drops a connection on empty space into the node creator, inserts on a connection, renames, disables, pins and adds a sticky note', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${weft.url}/workflow/new`);
    await page.getByTestId('canvas-add-first-step').click();
    await page.locator('[data-testid="node-creator-item"][data-node-type="weft.manualTrigger"]').click();
    const trigger = "When clicking 'Execute workflow'";
    await node(page, trigger).waitFor();
    await page.waitForTimeout(350);

    // Dragging from an output onto empty canvas opens the creator; the node lands connected.
    const out = (await node(page, trigger).locator('.whandle--out').boundingBox())!;
    await page.mouse.move(out.x + out.width / 2, out.y + out.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(out.x + 25 * i, out.y + 8 * i);
    await page.mouse.up();
    await addFromCreator(page, 'no op', 'weft.noOp');
    await waitForCount(() => edgeCount(page), 1);

    // '+' on the connection inserts a node between the two.
    await page.locator('.react-flow__edge').first().hover({ force: true });
    await page.getByRole('button', { name: 'Add a node on this connection' }).click();
    await addFromCreator(page, 'edit fields', 'weft.set');
    await waitForCount(() => nodeCount(page), 3);
    await waitForCount(() => edgeCount(page), 2);

    // F2 renames; D disables; P pins the last run's output.
    await node(page, 'Edit Fields').click();
    await page.keyboard.press('F2');
    await page.getByTestId('rename-node-dialog').getByLabel('Name').fill('Prepare');
    await page.keyboard.press('Enter');
    await node(page, 'Prepare').waitFor();
    await page.keyboard.press('d');
    await expect.poll(() => node(page, 'Prepare').getAttribute('data-status')).toBe('disabled');
    await page.keyboard.press('d');
    await expect.poll(() => node(page, 'Prepare').getAttribute('data-status')).toBe('idle');
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('run-result').waitFor();
    await node(page, 'Prepare').click();
    await page.keyboard.press('p');
    await expect.poll(() => node(page, 'Prepare').locator('[aria-label="Pinned data"]').count()).toBe(1);

    // A sticky note renders its markdown, sanitised.
    await page.getByRole('button', { name: 'Add sticky note' }).click();
    await page.getByTestId('sticky-note').waitFor();
    await expect(page.getByTestId('sticky-note').locator('h2').textContent()).resolves.toBe('Note');
    // A node missing a required parameter shows its issues in a tooltip.
    await page.getByTestId('open-node-creator').click();
    await addFromCreator(page, 'http', 'weft.httpRequest');
    const issues = node(page, 'HTTP Request').getByTestId('node-issues');
    await issues.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('URL');
    await screenshot(page, 'canvas-node-issues-1280');

    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await page.getByTestId('open-node-creator').click();
    await page.getByTestId('node-creator').waitFor();
    await page.waitForTimeout(200);
    await screenshot(page, 'canvas-node-creator-dark-1280');
    await page.getByRole('button', { name: 'Close node creator' }).click();

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Back to workflows' }).click();
    await page.getByTestId('leave-dialog').waitFor();
    // Its first run saved it (issue 15 item 8); the edits since are what would be lost.
    expect(page.url()).toMatch(/\/workflow\/[^/]+$/);
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL('**/home/workflows');
    expect(errors).toEqual([]);
  }, 90_000);

  it('waits for a test webhook call, showing the URL, then shows the run', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${weft.url}/workflow/new`);
    await page.getByTestId('canvas-add-first-step').waitFor();
    const flow = {
      nodes: [
        {
          id: 'w',
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          position: [0, 0],
          parameters: { path: 'canvas-e2e', httpMethod: 'POST' },
          webhookId: 'abc',
        },
        { id: 'n', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [240, 0], parameters: {} },
      ],
      connections: { Webhook: { main: [[{ node: 'Done', type: 'main', index: 0 }]] } },
    };
    await page.evaluate((text) => navigator.clipboard.writeText(text), JSON.stringify(flow));
    await page.locator('.react-flow__pane').click({ position: { x: 30, y: 30 } });
    await page.keyboard.press('Control+v');
    await node(page, 'Webhook').waitFor();
    await page.keyboard.press('Control+s');
    await page.waitForURL(/\/workflow\/(?!new)[^/]+$/);
    await page.getByTestId('execute-workflow').click();
    const waiting = page.getByTestId('webhook-waiting');
    await waiting.waitFor();
    const url = (await waiting.locator('code').textContent())!;
    expect(url).toMatch(/\/webhook-test\/canvas-e2e$/);
    const res = await fetch(url.replace(/^https?:\/\/[^/]+/, weft.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"hello":"world"}',
    });
    expect(res.status).toBeLessThan(400);
    await page.getByTestId('run-result').waitFor();
    await expect(node(page, 'Done').getAttribute('data-status')).resolves.toBe('success');
    await expect(page.getByTestId('edge-item-count').first().textContent()).resolves.toBe('1 item');

    // Activation: the switch turns on and the activation modal explains it.
    await page.getByTestId('workflow-active').click();
    await page.getByRole('dialog', { name: 'Workflow activated' }).waitFor();
    await expect(page.getByTestId('workflow-active').getAttribute('data-state')).resolves.toBe('checked');
    expect(
      (await rest(weft, cookie, 'GET', `/workflows/${decodeURIComponent(page.url().split('/workflow/')[1]!)}`)).active,
    ).toBe(true);
    await page.getByRole('button', { name: 'Got it' }).click();
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
  }, 60_000);

  it('shows a workflow posted to the demo view, read-only', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${weft.url}/workflows/demo`);
    await page.getByTestId('canvas').waitFor();
    const wf = readFileSync(CASE, 'utf8');
    await page.evaluate(
      (text) => window.postMessage(JSON.stringify({ command: 'openWorkflow', workflow: JSON.parse(text) }), '*'),
      wf,
    );
    await node(page, 'Start').waitFor();
    expect(await nodeCount(page)).toBe((JSON.parse(wf) as { nodes: unknown[] }).nodes.length);
    expect(await page.getByTestId('execute-workflow').count()).toBe(0);
    expect(await page.getByTestId('open-node-creator').count()).toBe(0);
    await node(page, 'Start').click();
    await page.keyboard.press('Delete');
    expect(await nodeCount(page)).toBe((JSON.parse(wf) as { nodes: unknown[] }).nodes.length);
    await expect(page.getByTestId('toast').textContent()).resolves.toContain('read-only');
    expect(errors).toEqual([]);
  }, 30_000);

  it('rubber-band selects and duplicates; downloads n8n JSON; saves settings; deletes from the workflow menu', async () => {
    const { page, errors } = await signedInPage();
    const wf = JSON.parse(readFileSync(CASE, 'utf8')) as { nodes: unknown[]; connections: unknown };
    const created = await rest(weft, cookie, 'POST', '/workflows', {
      name: 'Menu test',
      nodes: wf.nodes,
      connections: wf.connections,
    });
    await page.goto(`${weft.url}/workflow/${created.id}`);
    await node(page, 'Start').waitFor();

    // Rubber band around Start and Data, then Ctrl+D duplicates both (with their connection).
    const a = (await node(page, 'Start').locator('.wnode__box').boundingBox())!;
    const b = (await node(page, 'Data').locator('.wnode__box').boundingBox())!;
    await page.mouse.move(a.x - 30, a.y - 30);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, b.y + b.height + 20, { steps: 5 });
    await page.mouse.move(b.x + b.width + 20, b.y + b.height + 40, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => page.locator('.wnode--selected').count()).toBe(2);
    await page.keyboard.press('Control+d');
    await waitForCount(() => nodeCount(page), wf.nodes.length + 2);
    await node(page, 'Start1').waitFor();
    await node(page, 'Data1').waitFor();
    await page.keyboard.press('Control+z');
    await waitForCount(() => nodeCount(page), wf.nodes.length);

    // Download: an n8n-format file.
    await page.getByTestId('workflow-menu').click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(readFileSync(file, 'utf8')) as { name: string; nodes: Array<{ type: string }> };
    expect(exported.name).toBe('Menu test');
    expect(exported.nodes.every((n) => n.type.startsWith('n8n-nodes-base.'))).toBe(true);

    // Settings: a time zone and a timeout are saved with the workflow.
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Workflow settings' });
    await settings.getByLabel('Time zone').selectOption('Europe/Berlin');
    await settings.getByLabel('Timeout (seconds)').fill('120');
    await settings.getByLabel('This workflow can be called by').selectOption('workflowsFromAList');
    await settings.getByLabel('IDs of the workflows that may call it').fill('abc, def');
    await screenshot(page, 'canvas-workflow-settings');
    await page.getByTestId('settings-save').click();
    await settings.waitFor({ state: 'detached' });
    const stored = await rest(weft, cookie, 'GET', `/workflows/${created.id}`);
    expect(stored.settings).toMatchObject({
      timezone: 'Europe/Berlin',
      executionTimeout: 120,
      callerPolicy: 'workflowsFromAList',
      callerIds: 'abc, def',
    });

    // Tags: a new tag is created from the header and saved with the workflow.
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByRole('combobox', { name: 'Workflow tags' }).fill('alpha');
    await page.getByRole('combobox', { name: 'Workflow tags' }).press('Enter');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('workflow-save').click();
    await expect.poll(() => page.getByTestId('workflow-save').textContent()).toBe('Saved');
    const tagged = await rest(weft, cookie, 'GET', `/workflows/${created.id}`);
    expect((tagged.tags as Array<{ name: string }>).map((t) => t.name)).toEqual(['alpha']);

    // Sharing (on by default): the modal lists the owner; saving with no sharees works.
    await page.getByTestId('workflow-share').click();
    const share = page.getByRole('dialog', { name: /^Share/ });
    await expect(share.textContent()).resolves.toContain('Olivia Owner');
    await page.getByTestId('share-save').click();
    await share.waitFor({ state: 'detached' });
    await screenshot(page, 'canvas-header-1280');

    // Delete asks, then goes back to the list.
    await page.getByTestId('workflow-menu').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this workflow?' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/home/workflows');
    await expect(rest(weft, cookie, 'GET', `/workflows/${created.id}`)).rejects.toThrow(/404/);
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  }, 60_000);

  it('stops a running execution; a failed execution is retried from the executions tab', async () => {
    const { page, errors } = await signedInPage();
    const flow = {
      name: 'Stop and retry',
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
          name: 'Wait',
          type: 'n8n-nodes-base.wait',
          typeVersion: 1.1,
          position: [240, 0],
          parameters: { resume: 'timeInterval', amount: 20, unit: 'seconds' },
          webhookId: 'w1',
        },
        {
          id: 'e',
          name: 'Fail',
          type: 'n8n-nodes-base.stopAndError',
          typeVersion: 1,
          position: [240, 200],
          parameters: { errorMessage: 'Planned failure' },
        },
      ],
      connections: {
        Start: {
          main: [
            [
              { node: 'Wait', type: 'main', index: 0 },
              { node: 'Fail', type: 'main', index: 0 },
            ],
          ],
        },
      },
    };
    const created = await rest(weft, cookie, 'POST', '/workflows', flow);
    await page.goto(`${weft.url}/workflow/${created.id}`);
    await node(page, 'Wait').waitFor();

    // The Wait node keeps the run going until Stop is pressed.
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('stop-execution').waitFor();
    await expect.poll(() => node(page, 'Wait').getAttribute('data-status'), { timeout: 10_000 }).toBe('running');
    await page.getByTestId('stop-execution').click();
    await page.getByTestId('execute-workflow').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('run-result').textContent()).resolves.not.toContain('successfully');

    // Without the Wait node the run fails at once; its execution can be retried.
    await node(page, 'Wait').click();
    await page.keyboard.press('Delete');
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByTestId('workflow-save').textContent()).toBe('Saved');
    await page.getByTestId('execute-workflow').click();
    await expect.poll(() => node(page, 'Fail').getAttribute('data-status')).toBe('error');
    await page.getByTestId('tab-executions').click();
    await page.getByTestId('execution-item').first().waitFor();
    await page.getByTestId('execution-retry').click();
    await expect.poll(() => page.getByTestId('execution-item').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('execution-item').first().textContent()).resolves.toContain('retry of');
    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
  }, 90_000);

  it('creates a workflow from a template and opens it for editing', async () => {
    const { page, errors } = await signedInPage();
    const list = (await (await fetch(`${weft.url}/templates-api/templates/workflows?rows=1&skip=0`)).json()) as {
      workflows: Array<{ id: number; name: string }>;
    };
    const template = list.workflows[0]!;
    const full = (await (await fetch(`${weft.url}/templates-api/workflows/templates/${template.id}`)).json()) as {
      workflow: { nodes: unknown[] };
    };
    await page.goto(`${weft.url}/workflows/templates/${template.id}`);
    await waitForCount(
      () => nodeCount(page),
      full.workflow.nodes.filter((n) => (n as { type: string }).type !== 'n8n-nodes-base.stickyNote').length,
    );
    await page.waitForURL(/\/workflow\/(?!new)[^/]+$/);
    await expect(page.getByTestId('workflow-name').textContent()).resolves.toContain(template.name);
    const id = decodeURIComponent(page.url().split('/workflow/')[1]!);
    expect((await rest(weft, cookie, 'GET', `/workflows/${id}`)).nodes).toHaveLength(full.workflow.nodes.length);
    // It is an ordinary, editable workflow now.
    await page.getByTestId('execute-workflow').waitFor();
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor();
    expect(errors).toEqual([]);
  }, 30_000);
});

describe('the workflow canvas with pushBackend websocket', () => {
  it('shows live node states over the WebSocket push channel', async () => {
    const weft = await startWeft({ WEFT_PUSH_BACKEND: 'websocket' });
    const browser = await launchBrowser();
    try {
      const cookie = await setupOwnerViaApi(weft);
      const { page, context, errors } = await openPage(browser);
      await useCookie(context, weft, cookie);
      const created = await rest(weft, cookie, 'POST', '/workflows', JSON.parse(readFileSync(CASE, 'utf8')));
      const sockets: string[] = [];
      page.on('websocket', (ws) => sockets.push(ws.url()));
      await page.goto(`${weft.url}/workflow/${created.id}`);
      await node(page, 'Start').waitFor();
      await page.getByTestId('execute-workflow').click();
      await page.getByTestId('run-result').waitFor();
      await expect(node(page, 'Young').getAttribute('data-status')).resolves.toBe('success');
      expect(sockets.some((u) => u.includes('/rest/push?pushRef='))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await weft.stop();
    }
  }, 60_000);
});
