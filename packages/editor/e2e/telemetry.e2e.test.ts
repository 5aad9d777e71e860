/**
 * Telemetry stays on the operator's side, in Chromium against a real `weft start`:
 * - on (WEFT_DIAGNOSTICS_ENABLED=true) the editor's events reach a log-streaming webhook the owner
 *   added through the REST API (a loopback receiver), with n8n's names and properties, and a
 *   hook script from WEFT_EXTERNAL_FRONTEND_HOOKS_URLS (served by another loopback server) sees
 *   `parameterInput.modeSwitch` even though the hook before it throws;
 * - off (the default) the editor sends nothing to the telemetry endpoint, and the hooks still run.
 * Screenshots: the log-streaming destination modal with the telemetry group, light and dark.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Browser } from 'playwright-core';
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

/** A loopback HTTP server: serves the hook script and records what is posted to it. */
interface Loopback {
  url: string;
  received: Array<{ url: string; json: any }>;
  close(): Promise<void>;
}

/**
 * The hook script an operator would write: the first modeSwitch hook throws (Weft must isolate
 * it), the second records what it got on `window.hookCalls`.
 */
const HOOK_SCRIPT = `
window.hookCalls = [];
window.n8nExternalHooks = {
  app: { mount: [function () { window.hookCalls.push({ name: 'app.mount' }); }] },
  parameterInput: {
    modeSwitch: [
      function () { throw new Error('a broken hook'); },
      function (context, metadata) { window.hookCalls.push({ name: 'parameterInput.modeSwitch', context: context, metadata: metadata }); },
    ],
  },
};
`;

async function startLoopback(): Promise<Loopback> {
  const received: Loopback['received'] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    if (req.method === 'GET' && req.url === '/hooks.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(HOOK_SCRIPT);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = body;
      }
      received.push({ url: req.url ?? '', json });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const FAST_DELIVERY = {
  WEFT_EVENTBUS_POLL_INTERVAL_MS: '100',
  WEFT_EVENTBUS_RETRY_BASE_MS: '200',
  WEFT_EVENTBUS_RETRY_MAX_MS: '1000',
};

/**
 * An HTTP Request node (its URL gets switched to an expression) and a Code node (completion).
 * Imported with n8n's type names; the editor (and so telemetry) knows them by Weft's (`weft.code`).
 */
const WORKFLOW = {
  name: 'Telemetry',
  nodes: [
    {
      id: 'h',
      name: 'Fetch',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
      position: [0, 0],
      parameters: { url: 'https://example.com/orders' },
    },
    {
      id: 'c',
      name: 'Shape',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [260, 0],
      parameters: { mode: 'runOnceForAllItems', language: 'javaScript', jsCode: 'return $input.all();' },
    },
  ],
  connections: { Fetch: { main: [[{ node: 'Shape', type: 'main', index: 0 }]] } },
};

/** Switches the HTTP Request URL to an expression, then applies `$input.first()` from the Code editor's completion list. */
async function editLikeAUser(page: Page, shot?: string): Promise<void> {
  await openNdv(page, 'Fetch');
  await page
    .getByRole('radiogroup', { name: 'URL: fixed or expression' })
    .getByRole('radio', { name: 'Expression' })
    .click();
  await page.locator('[data-parameter="url"] [data-testid="inline-expression-editor"]').waitFor();
  if (shot) await screenshot(page, shot);
  await page.getByTestId('ndv-back').click();
  await page.locator('[data-testid="ndv"]').waitFor({ state: 'detached' });

  await openNdv(page, 'Shape');
  const editor = page.getByTestId('code-node-editor');
  await editor.locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('$input.fir');
  const completions = page.locator('.cm-tooltip-autocomplete');
  await completions.waitFor();
  // CodeMirror ignores keys for a moment after the list opens (its interactionDelay).
  await page.waitForTimeout(200);
  await page.keyboard.press('Enter');
  await expect.poll(() => editor.locator('.cm-line').allTextContents()).toContain('$input.first()');
}

describe('editor telemetry', () => {
  let browser: Browser;
  let pages: TrackedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  /** Checks the pages opened so far saw no console errors and closes them (before their server stops). */
  async function closePages(): Promise<void> {
    for (const p of pages) {
      expect(p.errors, 'console errors').toEqual([]);
      await p.context.close();
    }
    pages = [];
  }

  async function signedIn(
    weft: WeftProcess,
    cookie: string,
    viewport = { width: 1280, height: 800 },
  ): Promise<TrackedPage> {
    const tracked = await openPage(browser, viewport);
    await useCookie(tracked.context, weft, cookie);
    pages.push(tracked);
    return tracked;
  }

  describe('switched on, streamed to the operator’s own webhook', () => {
    let weft: WeftProcess;
    let loopback: Loopback;
    let cookie = '';
    let workflowId = '';
    beforeAll(async () => {
      loopback = await startLoopback();
      weft = await startWeft({
        ...FAST_DELIVERY,
        WEFT_DIAGNOSTICS_ENABLED: 'true',
        WEFT_EXTERNAL_FRONTEND_HOOKS_URLS: `${loopback.url}/hooks.js`,
      });
      cookie = await setupOwnerViaApi(weft);
      await rest(weft, cookie, 'POST', '/eventbus/destination', {
        __type: '$$MessageEventBusDestinationWebhook',
        label: 'Telemetry receiver',
        url: `${loopback.url}/telemetry`,
        subscribedEvents: ['weft.telemetry'],
      });
      workflowId = String((await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', WORKFLOW)).id);
    }, 60_000);
    afterAll(async () => {
      await closePages();
      await weft?.stop();
      await loopback?.close();
    });

    it('delivers the parameter mode switch and the Code completion with n8n’s names and properties, and the hook script sees modeSwitch', async () => {
      const { page } = await signedIn(weft, cookie);
      const settings = await rest<{ instanceId: string }>(weft, cookie, 'GET', '/settings');
      await page.goto(`${weft.url}/workflow/${workflowId}`);
      await canvasNode(page, 'Fetch').waitFor();
      await editLikeAUser(page, 'telemetry-ndv-url-expression');

      type Delivered = { eventName: string; message: string; payload: Record<string, unknown> };
      const delivered = () => loopback.received.filter((r) => r.url === '/telemetry').map((r) => r.json as Delivered);
      // The editor flushes every 3 s; delivery follows within the poll interval.
      await expect
        .poll(() => delivered().map((e) => e.eventName), { timeout: 15_000 })
        .toEqual(
          expect.arrayContaining(['weft.telemetry.parameter.mode.switched', 'weft.telemetry.code.autocompleted']),
        );

      const owner = (await rest<Array<{ id: string; email: string }>>(weft, cookie, 'GET', '/users')).find(
        (u) => u.email === 'owner@weft.test',
      )!;
      const modeSwitch = delivered().find((e) => e.eventName === 'weft.telemetry.parameter.mode.switched')!;
      expect(modeSwitch.message).toBe('User switched parameter mode');
      expect(modeSwitch.payload).toMatchObject({
        event: 'User switched parameter mode',
        instance_id: settings.instanceId,
        workflow_id: workflowId,
        node_type: 'weft.httpRequest',
        parameter: 'url',
        old_mode: 'fixed',
        new_mode: 'expression',
        was_parameter_empty: false,
        userId: owner.id,
        instanceId: settings.instanceId,
      });
      const completion = delivered().find((e) => e.eventName === 'weft.telemetry.code.autocompleted')!;
      expect(completion.message).toBe('User autocompleted code');
      expect(completion.payload).toMatchObject({
        event: 'User autocompleted code',
        instance_id: settings.instanceId,
        workflow_id: workflowId,
        node_type: 'weft.code',
        field_name: 'jsCodeAllItems',
        context: '$input',
        inserted_text: 'first()',
        userId: owner.id,
      });

      const hookCalls = (await page.evaluate(
        () => (window as unknown as { hookCalls: unknown[] }).hookCalls,
      )) as Array<{ name: string; context?: unknown; metadata?: Record<string, unknown> }>;
      expect(hookCalls.map((c) => c.name)).toEqual(['app.mount', 'parameterInput.modeSwitch']);
      expect(hookCalls[1]).toMatchObject({
        context: { instanceId: settings.instanceId, workflowId },
        metadata: { node_type: 'weft.httpRequest', parameter: 'url', new_mode: 'expression' },
      });
    }, 120_000);

    it('lists the telemetry group in the log-streaming destination modal', async () => {
      const { page } = await signedIn(weft, cookie, { width: 1280, height: 900 });
      await page.goto(`${weft.url}/settings/log-streaming`);
      await page.getByTestId('destination-row').first().click();
      const group = page.getByRole('checkbox', { name: 'All weft.telemetry events' });
      await group.waitFor();
      expect(await group.isChecked()).toBe(true);
      await page.getByTestId('telemetry-group-hint').scrollIntoViewIfNeeded();
      expect(await page.getByTestId('telemetry-group-hint').textContent()).toContain('Telemetry is on');
      await screenshot(page, 'telemetry-log-streaming-group');
      await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
      await screenshot(page, 'telemetry-log-streaming-group-dark');
      await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    }, 60_000);
  });

  describe('off by default', () => {
    let weft: WeftProcess;
    let loopback: Loopback;
    let cookie = '';
    let workflowId = '';
    beforeAll(async () => {
      loopback = await startLoopback();
      weft = await startWeft({ WEFT_EXTERNAL_FRONTEND_HOOKS_URLS: `${loopback.url}/hooks.js` });
      cookie = await setupOwnerViaApi(weft);
      workflowId = String((await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', WORKFLOW)).id);
    }, 60_000);
    afterAll(async () => {
      await closePages();
      await weft?.stop();
      await loopback?.close();
    });

    it('sends nothing to the telemetry endpoint, even when the page is hidden, while the hooks still run', async () => {
      const tracked = await signedIn(weft, cookie);
      const { page } = tracked;
      const telemetryRequests: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/rest/telemetry')) telemetryRequests.push(req.url());
      });
      expect((await rest<{ telemetry: { enabled: boolean } }>(weft, cookie, 'GET', '/settings')).telemetry).toEqual({
        enabled: false,
      });
      await page.goto(`${weft.url}/workflow/${workflowId}`);
      await canvasNode(page, 'Fetch').waitFor();
      await editLikeAUser(page);
      const hookNames = await page.evaluate(() =>
        (window as unknown as { hookCalls: Array<{ name: string }> }).hookCalls.map((c) => c.name),
      );
      expect(hookNames).toEqual(['app.mount', 'parameterInput.modeSwitch']);
      // Longer than the flush interval, then the page goes away (where a beacon would be sent).
      await page.waitForTimeout(4000);
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      await page.goto('about:blank');
      expect(telemetryRequests).toEqual([]);
      expect(loopback.received).toEqual([]);
    }, 120_000);

    it('says in the destination modal that the telemetry group stays empty while telemetry is off', async () => {
      const { page } = await signedIn(weft, cookie, { width: 1280, height: 900 });
      await page.goto(`${weft.url}/settings/log-streaming`);
      await page.getByTestId('add-destination').click();
      const hint = page.getByTestId('telemetry-group-hint');
      await hint.scrollIntoViewIfNeeded();
      expect(await hint.textContent()).toBe(
        'What people do in the editor, sent only while telemetry is on (WEFT_DIAGNOSTICS_ENABLED=true). It is off on this instance.',
      );
      await screenshot(page, 'telemetry-log-streaming-group-off');
    }, 60_000);
  });
});
